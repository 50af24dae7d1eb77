"""Game logs: a versioned schema checked line by line, replay errors that name the log line and decision,
and a log that survives a crash up to its last complete line."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from engine.play import make_agents, run
from engine.records import JsonLinesLog, LogError, ReplayAgent, ReplayMismatch, header, read_game_log
from tests.engine.helpers import catalog
from tests.safety.support import ROOT, crashed, gah


@pytest.fixture(scope="module")
def lines(tmp_path_factory) -> list[str]:
    path = tmp_path_factory.mktemp("log") / "game.jsonl"
    with path.open("w", encoding="utf-8") as stream:
        log = JsonLinesLog(stream)
        log({**header(4, 2, ["random", "random"], ("base", "custom")), "deal": "random", "chosen": []})
        run(catalog(), 2, 4, make_agents(["random"], 2, 4), log)
    return path.read_text(encoding="utf-8").splitlines()


def decision_lines(lines: list[str]) -> list[int]:
    """Line numbers (from 1) of the decision records."""
    return [n for n, line in enumerate(lines, start=1) if '"type":"decision"' in line]


def edited(lines: list[str], number: int, change) -> list[str]:
    record = json.loads(lines[number - 1])
    change(record)
    return lines[: number - 1] + [json.dumps(record)] + lines[number:]


def error_of(tmp_path, lines: list[str], ending: str = "\n") -> LogError:
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(lines) + ending, encoding="utf-8")
    with pytest.raises(LogError) as caught:
        read_game_log(path)
    return caught.value


HEADER_CASES = [
    (lambda r: r.update(players=5), '"players" must be 2, 3 or 4'),
    (lambda r: r.pop("players"), 'has no "players"'),
    (lambda r: r.update(players=True), '"players" of the header record must be an integer, not true or false'),
    (lambda r: r.update(deal="bogus"), '"deal" must be one of random, draft'),
    (lambda r: r.update(seed="7"), '"seed" of the header record must be an integer, not a string'),
    (lambda r: r.update(format="gah-game-log/9"), "this gah reads 'gah-game-log/1'"),
    (lambda r: r.update(agents=["random"]), '"agents" names 1 agents for 2 players'),
    (lambda r: r.update(chosen=[105]), '"chosen" must be a list of strings'),
]


@pytest.mark.parametrize("change, words", HEADER_CASES)
def test_a_bad_header_is_refused_at_line_1(tmp_path, lines, change, words) -> None:
    error = error_of(tmp_path, edited(lines, 1, change))
    assert error.line == 1 and words in error.message, error.message


DECISION_CASES = [
    (lambda r: r.update(index=True), '"index" of the decision record must be an integer, not true or false'),
    (lambda r: r.pop("kind"), 'the decision record has no "kind"'),
    (lambda r: r.pop("index"), 'the decision record has no "index"'),
    (lambda r: r.update(index=1.0), '"index" of the decision record must be an integer'),
    (lambda r: r.update(index=-1), "options count from 0"),
    (lambda r: r.update(seat=2), "but the game has seats 0-1"),
    (lambda r: r.update(type=3), 'every record needs a "type" string, not an integer'),
]


@pytest.mark.parametrize("change, words", DECISION_CASES)
def test_a_bad_decision_is_refused_at_its_line(tmp_path, lines, change, words) -> None:
    number = decision_lines(lines)[6]
    error = error_of(tmp_path, edited(lines, number, change))
    assert error.line == number and words in error.message, error.message


@pytest.mark.parametrize("first, words", [("[1]", "found a list"), ("5", "found an integer"), ('"x"', "found a string"),
                                          ("{}", "first line must be its header"), ("not json", "not valid JSON")])
def test_a_first_line_that_is_no_header(tmp_path, first, words) -> None:
    error = error_of(tmp_path, [first])
    assert error.line == 1 and words in error.message


def test_a_json_error_names_its_real_line(tmp_path, lines) -> None:
    """Regression: every JSON error said "line 1"."""
    broken = lines[:40] + ['{"type": "decision", "kind": '] + lines[41:]
    error = error_of(tmp_path, broken)
    assert error.line == 41 and "not valid JSON" in error.message and str(error).endswith(error.message)
    assert f"log.jsonl:41: " in str(error)


def test_a_cut_off_last_line_says_so(tmp_path, lines) -> None:
    error = error_of(tmp_path, lines[:30] + [lines[30][:17]], ending="")
    assert error.line == 31 and "cut off" in error.message


def test_an_empty_file_and_bad_utf8(tmp_path) -> None:
    assert "empty" in error_of(tmp_path, [""], ending="").message
    path = tmp_path / "bytes.jsonl"
    path.write_bytes(b'{"type":"header"}\n\xff\xfe\n')
    with pytest.raises(LogError) as caught:
        read_game_log(path)
    assert caught.value.line == 2 and "UTF-8" in caught.value.message


def test_a_replay_mismatch_names_the_log_line_and_decision(tmp_path, lines) -> None:
    """Regression: a mismatch named no log line or decision."""
    number = decision_lines(lines)[9]
    path = tmp_path / "log.jsonl"
    path.write_text("\n".join(edited(lines, number, lambda r: (r.update(index=r["index"] + 1), r.pop("label")))) + "\n")
    log = read_game_log(path)
    with pytest.raises(ReplayMismatch) as caught:
        run(catalog(), 2, 4, [ReplayAgent(list(log.decisions))] * 2)
    mismatch = caught.value
    assert mismatch.decision is not None and mismatch.decision.line <= number and mismatch.decision.number <= 10
    assert f"log line {mismatch.decision.line}, decision {mismatch.decision.number}: " in mismatch.message


def test_replay_on_the_command_line_names_the_line(tmp_path, lines) -> None:
    number = decision_lines(lines)[3]
    changed = edited(lines, number, lambda r: r.update(kind="turn" if r["kind"] != "turn" else "guest"))
    (tmp_path / "log.jsonl").write_text("\n".join(changed) + "\n")
    result = gah("replay", str(tmp_path / "log.jsonl"))
    assert result.returncode == 1 and not crashed(result)
    assert f"log.jsonl:{number}: decision 4 does not match the game: the log says" in result.stderr


def test_a_log_without_its_final_state_says_so(tmp_path, lines) -> None:
    """Regression: a log cut before its final state "ends in a different state"."""
    (tmp_path / "log.jsonl").write_text("\n".join(lines[:-1]) + "\n")
    result = gah("replay", str(tmp_path / "log.jsonl"))
    assert result.returncode == 1 and not crashed(result) and "without a final-state line" in result.stderr
    assert f"log.jsonl:{len(lines) - 1}: " in result.stderr


def test_a_changed_final_state_names_the_first_difference(tmp_path, lines) -> None:
    changed = edited(lines, len(lines), lambda r: r["state"]["players"][1].update(money=r["state"]["players"][1]["money"] + 1))
    (tmp_path / "log.jsonl").write_text("\n".join(changed) + "\n")
    result = gah("replay", str(tmp_path / "log.jsonl"))
    assert result.returncode == 1 and not crashed(result)
    assert f"log.jsonl:{len(lines)}: the replay ends in a different state" in result.stderr and "state.players[1].money" in result.stderr


def test_a_killed_game_keeps_its_log_up_to_the_last_complete_line(tmp_path) -> None:
    """Regression: the log was written through an 8 KB buffer, so a killed game left a partial or empty log."""
    path, answers = tmp_path / "game.jsonl", 12
    process = subprocess.Popen([sys.executable, "-m", "gah", "play", "--human", "--seed", "3", "--log", str(path)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=ROOT,
                               env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "PYTHONUNBUFFERED": "1"})
    seen = bytearray()
    reader = threading.Thread(target=lambda: _read_all(process.stdout, seen), daemon=True)
    reader.start()
    process.stdin.write(b"1\n" * answers)
    process.stdin.flush()
    deadline = time.monotonic() + 120
    while seen.count(b"choose 1-") <= answers and time.monotonic() < deadline:  # the prompt after the last answer
        time.sleep(0.05)
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    assert seen.count(b"choose 1-") > answers
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    mine = [r for r in records if r["type"] == "decision" and r["seat"] == 0]
    assert records[0]["type"] == "header" and len(mine) == answers
    result = gah("replay", str(path))
    assert result.returncode == 1 and not crashed(result) and "without a final-state line" in result.stderr


def _read_all(stream, into: bytearray) -> None:
    while chunk := stream.read1(4096):
        into.extend(chunk)
