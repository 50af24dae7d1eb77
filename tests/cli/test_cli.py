"""The gah command line, run as a user runs it: exit codes, output, no tracebacks."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
GOOD = 'staff 501 "Probe Server" {\n  module custom\n  cost 4\n  timing once-per-round\n  text "Once per round, gain 1 strudel."\n  effect {\n    gain 1 strudel\n  }\n}\n'
TYPO = GOOD.replace("gain 1 strudel\n", "gain 1 strudle\n")


def gah(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gah", *args], capture_output=True, text=True, cwd=cwd,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "COLUMNS": "200"})


def write(tmp_path: Path, text: str, name: str = "card.gah") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_check_default_corpus_prints_summary() -> None:
    result = gah("check")
    assert result.returncode == 0, result.stderr
    assert "staff" in result.stdout and "clean" in result.stdout and "unknown field(s)" in result.stdout


def test_check_reports_typo_with_location_and_exit_1(tmp_path) -> None:
    path = write(tmp_path, TYPO)
    result = gah("check", str(path))
    assert result.returncode == 1
    assert f"{path}:7:12: error[E203]: unknown item 'strudle'; did you mean 'strudel'?" in result.stderr


def test_check_json(tmp_path) -> None:
    result = gah("check", "--format", "json", str(write(tmp_path, TYPO)))
    (item,) = json.loads(result.stdout)
    assert (item["code"], item["line"], item["column"]) == ("E203", 7, 12) and result.returncode == 1
    assert item["fix"] == "strudel"  # the did-you-mean word, for editors and scripts that apply it


def test_check_json_has_no_fix_without_a_guess(tmp_path) -> None:
    result = gah("check", "--format", "json", str(write(tmp_path, GOOD.replace("gain 1 strudel\n", "gain 1 zzqx\n"))))
    (item,) = json.loads(result.stdout)
    assert item["code"] == "E203" and item["fix"] is None


def test_missing_brace_is_located(tmp_path) -> None:
    result = gah("check", str(write(tmp_path, GOOD[:-2])))
    assert result.returncode == 1 and "error[E103]" in result.stderr


@pytest.mark.parametrize("args", [["check", "--format", "xml"], ["nosuch"], ["new", "wizard"], ["check", "--nope"]])
def test_usage_errors_exit_2(args) -> None:
    result = gah(*args)
    assert result.returncode == 2 and "Traceback" not in result.stderr


def test_missing_path_is_an_error_not_a_crash(tmp_path) -> None:
    result = gah("check", str(tmp_path / "absent.gah"))
    assert result.returncode == 1 and "E106" in result.stderr and "Traceback" not in result.stderr


def test_binary_file_is_an_error_not_a_crash(tmp_path) -> None:
    path = tmp_path / "bin.gah"
    path.write_bytes(b"\xff\xfe\x00staff")
    result = gah("check", str(path))
    assert result.returncode == 1 and "Traceback" not in result.stderr


def test_fmt_check_and_rewrite(tmp_path) -> None:
    path = write(tmp_path, GOOD.replace("  cost 4", "cost    4 # four"))
    assert gah("fmt", "--check", str(path)).returncode == 1
    assert gah("fmt", str(path)).returncode == 0
    assert "  cost 4  # four" in path.read_text() and gah("fmt", "--check", str(path)).returncode == 0


def test_fmt_leaves_broken_files_alone(tmp_path) -> None:
    path = write(tmp_path, GOOD[:-2])
    assert gah("fmt", str(path)).returncode == 1 and path.read_text() == GOOD[:-2]


EMPTY_TEXT = GOOD.replace('text "Once per round, gain 1 strudel."', 'text ""')


def test_fmt_text_fills_an_empty_text_from_the_lines(tmp_path) -> None:
    path = write(tmp_path, EMPTY_TEXT)
    result = gah("fmt", "--text", str(path))
    assert result.returncode == 0 and result.stderr == "", result.stderr
    assert 'text ""' not in path.read_text() and "strudel" in path.read_text()


def test_fmt_text_says_why_it_cannot_fill_a_card_with_an_error(tmp_path) -> None:
    """A card with an error has no meaning to render: fmt --text says so at the error and leaves the text empty (it
    used to report '0 reformatted, 0 with errors' and exit 0, as if there were nothing to do); the other card is filled."""
    second = EMPTY_TEXT.replace("501", "502").replace("Probe Server", "Probe Waiter")
    path = write(tmp_path, TYPO.replace('text "Once per round, gain 1 strudel."', 'text ""') + "\n" + second)
    result = gah("fmt", "--text", str(path))
    assert result.returncode == 1 and "card.gah:7:" in result.stderr and "text not filled" in result.stderr
    assert "strudle" in result.stderr and "1 with errors" in result.stdout
    card, other = path.read_text().split("staff 502")
    assert 'text ""' in card and 'text ""' not in other


def test_fmt_check_passes_on_corpus() -> None:
    result = gah("fmt", "--check", "cards")
    assert result.returncode == 0, result.stdout


def test_show_by_number_and_name() -> None:
    by_number, by_name = gah("show", "75"), gah("show", "baroness")
    assert by_number.returncode == 0 and "reveal 3 staff" in by_number.stdout and "Baroness" in by_number.stdout
    assert by_name.stdout == by_number.stdout


def test_show_unknown_card() -> None:
    result = gah("show", "nobody")
    assert result.returncode == 1 and "no component" in result.stderr


def test_new_template_checks_as_printed(tmp_path) -> None:
    """Issue 16: the template is a card in module custom that `gah check` passes as printed (the name quoted safely)."""
    result = gah("new", "staff", "--id", "500", "--name", 'The "Big" Boss')
    assert result.returncode == 0 and "module custom" in result.stdout and "timing: one of immediate, once-per-round" in result.stdout
    checked = gah("check", str(write(tmp_path, result.stdout)))
    assert checked.returncode == 0 and "error" not in checked.stderr + checked.stdout


def test_play_prints_scores_and_is_deterministic(tmp_path) -> None:
    log = tmp_path / "game.jsonl"
    first = gah("play", "--players", "4", "--seed", "7", "--log", str(log))
    second = gah("play", "--players", "4", "--seed", "7")
    assert first.returncode == 0, first.stderr
    assert "Final scores" in first.stdout and "total" in first.stdout
    assert first.stdout.split("log written")[0] == second.stdout
    replayed = gah("replay", str(log))
    assert replayed.returncode == 0 and "identical state" in replayed.stdout


@pytest.mark.parametrize("args", [["play", "--players", "5"], ["play", "--agents", "wizard"], ["play", "--players", "3", "--agents", "random,greedy"]])
def test_play_usage_errors(args) -> None:
    result = gah(*args)
    assert result.returncode == 2 and "Traceback" not in result.stderr


def test_replay_of_a_broken_log(tmp_path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text("not json\n")
    result = gah("replay", str(path))
    assert result.returncode == 1 and "Traceback" not in result.stderr


def test_human_play_at_the_terminal() -> None:
    answers = "\n".join(["1"] * 400) + "\n"
    result = subprocess.run([sys.executable, "-m", "gah", "play", "--players", "2", "--human", "--seed", "3"], input=answers,
                            capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert "choose 1-" in result.stdout and "round 1" in result.stdout and "Traceback" not in result.stderr
    assert result.returncode == 0 or "input ended" in result.stderr


def test_play_with_draft_and_chosen_components_replays(tmp_path) -> None:
    log = tmp_path / "draft.jsonl"
    result = gah("play", "--players", "3", "--deal", "draft", "--choose", "105,110,113,A1,B2,C3", "--log", str(log))
    assert result.returncode == 0, result.stderr
    lines = log.read_text().splitlines()
    assert '"kind":"draft"' in log.read_text() and '"objectives":["105","110","113"]' in log.read_text()
    assert '"emperor_tiles":["A1","B2","C3"]' in log.read_text() and len(lines) > 100
    assert gah("replay", str(log)).returncode == 0


@pytest.mark.parametrize("args", [["play", "--deal", "intro"], ["play", "--deal", "shuffle"], ["play", "--choose", "999"]])
def test_play_refuses_unknown_setups(args) -> None:
    result = gah(*args)
    assert result.returncode == 2 and "Traceback" not in result.stderr


def test_show_works_for_every_component() -> None:
    """Regression: showing an expansion guest whose order is unknown crashed while compiling it."""
    from compiler.corpus import check_paths, default_corpus
    from gah.showing import compiled_outline

    for component in check_paths([default_corpus()]).components:
        compiled_outline(component)
    result = gah("show", "140")
    assert result.returncode == 0 and "not runnable by the engine yet" in result.stdout


def test_show_wraps_long_texts_to_the_terminal_width() -> None:
    """Issue 16: at 60 columns every word of the card's text is shown, on as many lines as it takes."""
    result = subprocess.run([sys.executable, "-m", "gah", "show", "26"], capture_output=True, text=True, cwd=ROOT,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "COLUMNS": "60"})
    lines = result.stdout.splitlines()[:-1]  # the last line is the card's file path, as long as the checkout's
    shown = " ".join(line.strip("│ ") for line in lines)
    assert result.returncode == 0 and max(len(line) for line in lines) <= 60
    assert "you may pay 1 krone to avoid it." in shown and "suffer the penalty," in " ".join(shown.split())
