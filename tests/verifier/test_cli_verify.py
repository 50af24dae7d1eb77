"""`gah verify` as a user runs it: one pipeline with `gah check` (its errors first, a rejected card never
PROVED), cardless paths refused, `--card` ambiguity said, the summary counting N/A apart, exit codes."""
from __future__ import annotations

import json
from pathlib import Path

from tests.safety.support import gah

ADVERSARIAL = Path(__file__).parent / "adversarial"


def test_a_card_check_rejects_is_an_error_first_and_never_proved() -> None:
    result = gah("verify", "--format", "json", str(ADVERSARIAL / "wrong" / "check-rejects-draw-up-to.gah"))
    assert result.returncode == 1
    assert "error[E230]" in result.stderr
    findings = json.loads(result.stdout)
    assert [(f["component"], f["verdict"]) for f in findings] == [("staff 622", "ERROR")]


def test_a_wrong_card_exits_1_with_its_refutation_and_a_clean_one_0() -> None:
    wrong = gah("verify", str(ADVERSARIAL / "wrong" / "take-die-pays.gah"))
    assert wrong.returncode == 1 and "[mandatory-feasibility] staff 612 REFUTED" in wrong.stdout
    clean = gah("verify", str(ADVERSARIAL / "controls" / "may-pay-toll.gah"))
    assert clean.returncode == 0, clean.stdout
    assert "N/A" in clean.stdout and "N/A mandatory-feasibility (1): nothing the card does can fail" in clean.stdout


def test_only_the_given_cards_are_verified_beside_the_corpus() -> None:
    result = gah("verify", "--format", "json", str(ADVERSARIAL / "wrong" / "loop-with-chaplin.gah"))
    components = {f["component"] for f in json.loads(result.stdout)}
    assert components == {"staff 611"}


def test_an_empty_folder_or_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty.gah").write_text("", encoding="utf-8")
    folder = gah("verify", str(tmp_path / "empty"))
    assert folder.returncode == 1 and "no .gah card files in this folder" in folder.stderr
    empty = gah("verify", str(tmp_path / "empty.gah"))
    assert empty.returncode == 1 and "the file is empty" in empty.stderr
    assert "Traceback" not in folder.stderr + empty.stderr


def test_card_reports_ambiguity() -> None:
    result = gah("verify", "--card", "1")
    assert result.returncode == 2
    assert "'1' names more than one component" in result.stderr and "staff 1" in result.stderr and "action-space dishes" in result.stderr
    exact = gah("verify", "--card", "staff 1", "--format", "json")
    assert exact.returncode == 0 and {f["component"] for f in json.loads(exact.stdout)} == {"staff 1"}


def test_unknown_verdicts_are_counted_and_named_with_their_reasons() -> None:
    result = gah("verify", "--card", "hotel-entrance dove")
    assert result.returncode == 0, result.stdout
    assert "[caps] hotel-entrance dove UNKNOWN: not modelled: the bonuses on Dove's tokens are unknown" in result.stdout
    assert "UNKNOWN caps (1): hotel-entrance dove (each with its reason above)" in result.stdout
    clean = gah("verify", "--card", "staff 1")
    assert clean.returncode == 0 and not any(line.startswith("UNKNOWN ") for line in clean.stdout.splitlines())
