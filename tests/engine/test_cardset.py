"""Logs that know their cards (issue 16, deliverable 8): the header carries a fingerprint of the cards in play;
a replay under other cards is refused, saying so; rewording a card's text or notes keeps the fingerprint."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from compiler.cardset import cards_fingerprint
from compiler.corpus import check_texts

ROOT = Path(__file__).resolve().parents[2]
CARD = 'staff 500 "Probe" {{\n  module custom\n  cost {cost} @003\n  timing immediate\n  text "{text}"\n  note "{note}"\n  effect {{\n    gain 1 strudel\n  }}\n}}\n'


def _print(cost: int = 2, text: str = "Gain a strudel.", note: str = "A note.") -> str:
    report = check_texts([("probe.gah", CARD.format(cost=cost, text=text, note=note))])
    assert not report.errors
    return cards_fingerprint(report.components)


def test_the_fingerprint_follows_what_play_reads_only() -> None:
    assert _print() == _print(text="Take one strudel.", note="Another note.")
    assert _print() != _print(cost=3)


def _gah(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gah", *args], capture_output=True, text=True, cwd=ROOT,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "COLUMNS": "200"})


def test_a_log_under_other_cards_is_refused_plainly(tmp_path) -> None:
    log = tmp_path / "game.jsonl"
    assert _gah("play", "--players", "2", "--seed", "4", "--log", str(log)).returncode == 0
    lines = log.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    assert head["cards"].startswith("sha256:")
    assert _gah("replay", str(log)).returncode == 0
    other = tmp_path / "other.jsonl"
    other.write_text("\n".join([json.dumps({**head, "cards": "sha256:0000000000000000"})] + lines[1:]) + "\n", encoding="utf-8")
    refused = _gah("replay", str(other))
    assert refused.returncode == 1 and "Traceback" not in refused.stderr
    assert f"{other}:1: the log was played with other cards (fingerprint sha256:0000000000000000; these cards give {head['cards']})" in refused.stderr
