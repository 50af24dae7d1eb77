"""A table of bad command lines, each run as a user runs it: every one ends with exit 1 or 2 and a message
that names the problem, never a traceback or "internal error" (the issue's list of 55, and more).
The invocations run two at a time in subprocesses; each row is reported as its own test."""
from __future__ import annotations

import json
import os
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

from engine.play import make_agents, run
from engine.records import JsonLinesLog, header
from tests.engine.helpers import catalog
from tests.safety.support import GOOD, UNFORMATTED, crashed, gah

# (command line, with {d} for the prepared folder; words the message must contain; stdin)
TABLE = [
    # check
    ("check /dev/null", "it is a character device, not a card file"),
    ("check {d}/pipe", "it is a named pipe, not a card file"),
    ("check {d}/broken-link", "it is a broken symbolic link"),
    ("check {d}/absent.gah", "no such file or directory"),
    ("check {d}/binary.gah", "cannot read file"),
    ("check {d}/nul.gah", "E10"),
    ("check {d}/typo.gah", "unknown item 'strudle'"),
    ("check --format xml", "--format must be 'text' or 'json', not 'xml'"),
    ("check --nope", "No such option"),
    ("check {d}/typo.gah {d}/absent.gah", "no such file or directory"),
    # fmt
    ("fmt {d}/locked.gah", "is read-only; gah leaves it unchanged"),
    ("fmt --text {d}/locked.gah", "is read-only"),
    ("fmt /dev/null", "it is a character device"),
    ("fmt {d}/absent.gah", "no such file or directory"),
    ("fmt --check {d}/unformatted.gah", "would reformat"),
    ("fmt {d}/broken.gah", "error[E1"),
    # show and new
    ("show nobody", "no component has the number, id or name 'nobody'"),
    ("show [/x]", "'[/x]'"),
    ("show 75 --corpus {d}/absent", "no such file or directory"),
    ("show 75 --corpus /dev/null", "character device"),
    ("new wizard", "unknown component kind 'wizard'"),
    ("new [/x]", "'[/x]'"),
    ("new staff --id 1{2", "--id must be a card number or a word"),
    # verify
    ("verify --property nosuch", "unknown property 'nosuch'"),
    ("verify --format xml", "--format must be 'text' or 'json'"),
    ("verify --card nobody {d}/custom.gah", "no component has the id or name 'nobody'"),
    ("verify {d}/absent.gah", "no such file or directory"),
    ("verify /dev/null", "character device"),
    # play
    ("play --players 5", "--players must be 2, 3 or 4, not 5"),
    ("play --players -3", "not -3"),
    ("play --players abc", "Invalid value for '--players'"),
    ("play --players " + "9" * 5000, "Invalid value for '--players'"),
    ("play --seed x", "Invalid value for '--seed'"),
    ("play --agents wizard", "unknown agent 'wizard'"),
    ("play --agents [/x]", "unknown agent '[/x]'"),
    ("play --players 3 --agents random,greedy", "3 players need 3 agents, not 2"),
    ("play --deal intro", "introductory staff sets cannot be dealt"),
    ("play --deal shuffle", "--deal must be random, draft or intro, not 'shuffle'"),
    ("play --choose 999", "unknown: 999"),
    ("play --choose 105,106,A1,A2", "105 and 106 are both objectives of group A"),
    ("play --choose A1,B1,A2", "A1 and A2 are both Emperor tiles of group A"),
    ("play --choose 105,105", "105 is given twice"),
    ("play --log {d}/missing/game.jsonl", "the folder {d}/missing does not exist"),
    ("play --log {d}", "is a folder, not a file gah can write"),
    ("play --log /proc/x", "cannot create it"),
    ("play --log {d}/good.gah/game.jsonl", "is a file, not a folder"),
    ("play --log {d}/notes.txt", "already exists and is not a gah game log"),
    ("play --log /dev/full", "is a character device"),
    ("play --log {d}/pipe", "is a named pipe"),
    ("play --human", "the input ended before the game did", ""),
    ("play --human", "the input ended before the game did", "²\n٣\n" + "9" * 5000 + "\n-1\n"),
    # replay
    ("replay {d}/absent.jsonl", "no such file"),
    ("replay {d}", "is a folder, not a game log"),
    ("replay /dev/null", "is a character device, not a game log"),
    ("replay {d}/empty.jsonl", "the file is empty"),
    ("replay {d}/not-json.jsonl", ":1: not valid JSON"),
    ("replay {d}/list.jsonl", ":1: expected a JSON object {...}, found a list"),
    ("replay {d}/number.jsonl", ":1: expected a JSON object {...}, found an integer"),
    ("replay {d}/players-5.jsonl", ':1: "players" must be 2, 3 or 4, not 5'),
    ("replay {d}/no-players.jsonl", ':1: the header record has no "players"'),
    ("replay {d}/bogus-deal.jsonl", ':1: "deal" must be one of random, draft'),
    ("replay {d}/bogus-chosen.jsonl", ':1: "chosen" takes objective numbers'),
    ("replay {d}/two-groups.jsonl", ':1: "chosen" 105 and 106 are both objectives of group A'),
    ("replay {d}/other-format.jsonl", ":1: the log has format 'gah-game-log/7'"),
    ("replay {d}/other-modules.jsonl", ":1: the log was played with modules"),
    ("replay {d}/no-kind.jsonl", ':{decision}: the decision record has no "kind"'),
    ("replay {d}/no-index.jsonl", ':{decision}: the decision record has no "index"'),
    ("replay {d}/index-true.jsonl", ':{decision}: "index" of the decision record must be an integer, not true or false'),
    ("replay {d}/seat-9.jsonl", ":{decision}: decision 5 is for seat 9"),
    ("replay {d}/json-error.jsonl", ":{decision}: not valid JSON"),
    ("replay {d}/cut-off.jsonl", "the last line is cut off"),
    ("replay {d}/no-final.jsonl", "without a final-state line"),
    ("replay {d}/other-label.jsonl", ":{decision}: decision 5 does not match the game: the log picked"),
    ("replay {d}/out-of-range.jsonl", ":{decision}: decision 5 does not match the game: the log picks option 99"),
    ("replay {d}/extra-decision.jsonl", "more decision(s) from here"),
    ("replay {d}/changed-final.jsonl", "the replay ends in a different state"),
    ("replay {d}/bad-utf8.jsonl", "not UTF-8 text"),
    # site
    ("site build --out {d}/user-folder", "holds files gah did not write"),
    ("site serve --out {d}/user-folder", "holds files gah did not write"),
    ("site build --out {d}/notes.txt", "is a file, not a folder"),
    ("site build --out /proc/x", "cannot create a folder there"),
    ("site build --out /dev/null", "is a character device, not a folder"),
    ("site serve --port 0", "--port must be from 1 to 65535, not 0"),
    # the command line itself
    ("nosuch", "No such command 'nosuch'"),
    ("[/x]", "No such command '[/x]'"),
]


def _log_lines() -> list[str]:
    lines: list[str] = []
    log = JsonLinesLog(type("Lines", (), {"write": lambda self, text: lines.append(text.rstrip("\n"))})())
    log({**header(4, 2, ["random", "random"], ("base", "custom")), "deal": "random", "chosen": []})
    run(catalog(), 2, 4, make_agents(["random"], 2, 4), log)
    return lines


def _fifth_decision(lines: list[str]) -> int:
    return [n for n, line in enumerate(lines, start=1) if '"type":"decision"' in line][4]


def _edit(lines: list[str], number: int, change) -> list[str]:
    record = json.loads(lines[number - 1])
    change(record)
    return lines[: number - 1] + [json.dumps(record)] + lines[number:]


def _logs(lines: list[str]) -> dict:
    at = _fifth_decision(lines)
    edit = lambda number, change: "\n".join(_edit(lines, number, change)) + "\n"  # noqa: E731
    return {
        "empty.jsonl": "", "not-json.jsonl": "not json\n", "list.jsonl": "[1]\n", "number.jsonl": "5\n",
        "players-5.jsonl": edit(1, lambda r: r.update(players=5)), "no-players.jsonl": edit(1, lambda r: r.pop("players")),
        "bogus-deal.jsonl": edit(1, lambda r: r.update(deal="bogus")), "bogus-chosen.jsonl": edit(1, lambda r: r.update(chosen=["Z9"])),
        "two-groups.jsonl": edit(1, lambda r: r.update(chosen=["105", "106"])),
        "other-format.jsonl": edit(1, lambda r: r.update(format="gah-game-log/7")),
        "other-modules.jsonl": edit(1, lambda r: r.update(modules=["lets-waltz"])),
        "no-kind.jsonl": edit(at, lambda r: r.pop("kind")), "no-index.jsonl": edit(at, lambda r: r.pop("index")),
        "index-true.jsonl": edit(at, lambda r: r.update(index=True)), "seat-9.jsonl": edit(at, lambda r: r.update(seat=9)),
        "other-label.jsonl": edit(at, lambda r: r.update(label="not this one")),
        "out-of-range.jsonl": edit(at, lambda r: (r.update(index=99), r.pop("label"))),
        "json-error.jsonl": "\n".join(lines[: at - 1] + ['{"type": "decision",'] + lines[at:]) + "\n",
        "cut-off.jsonl": "\n".join(lines[:at - 1] + [lines[at - 1][:20]]),
        "no-final.jsonl": "\n".join(lines[:-1]) + "\n",
        "extra-decision.jsonl": "\n".join(lines[:-1] + [lines[at - 1], lines[-1]]) + "\n",
        "changed-final.jsonl": edit(len(lines), lambda r: r["state"].update(round=r["state"]["round"] + 1)),
    }


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bad-cli")
    lines = _log_lines()
    custom = GOOD.replace('staff 1 "Breakfast Server"', 'staff 777 "Night Porter"').replace("module base", "module custom")
    files = {"good.gah": GOOD, "custom.gah": custom, "typo.gah": GOOD.replace("gain 1 strudel\n", "gain 1 strudle\n"), "broken.gah": GOOD[:-3],
             "unformatted.gah": UNFORMATTED, "locked.gah": UNFORMATTED, "notes.txt": "precious", **_logs(lines)}
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    (folder / "locked.gah").chmod(0o444)
    (folder / "binary.gah").write_bytes(b"\xff\xfe\x00staff")
    (folder / "nul.gah").write_bytes(GOOD.encode().replace(b"module", b"mod\x00ule"))
    (folder / "bad-utf8.jsonl").write_bytes(lines[0].encode() + b"\n\xff\xfe\n")
    (folder / "user-folder").mkdir()
    (folder / "user-folder" / "keep.txt").write_text("mine")
    (folder / "broken-link").symlink_to(folder / "nowhere")
    os.mkfifo(folder / "pipe")
    return folder, _fifth_decision(lines)


def _command(row, folder) -> tuple[list[str], str]:
    where, decision = folder
    args = row[0].replace("{d}", str(where)).split(" ")
    return args, row[1].replace("{d}", str(where)).replace("{decision}", str(decision))


def _run(row, folder) -> subprocess.CompletedProcess:
    args = _command(row, folder)[0]
    try:
        return gah(*args, stdin=row[2] if len(row) > 2 else "", timeout=90)
    except subprocess.TimeoutExpired:  # a hang (reading a pipe, say) fails its own row, not the table
        return subprocess.CompletedProcess(args, -9, "", "timed out after 90 s")


@pytest.fixture(scope="module")
def results(folder):
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = {row: pool.submit(_run, row, folder) for row in TABLE}
        return {row: future.result() for row, future in runs.items()}


def test_the_table_is_long_enough() -> None:
    assert len(TABLE) >= 50 and len(set(TABLE)) == len(TABLE)


@pytest.mark.parametrize("row", TABLE, ids=[re.sub(r"\W+", "-", row[0])[:60] + (f"-{i}" if len(row) > 2 else "")
                                            for i, row in enumerate(TABLE)])
def test_a_bad_command_line_is_a_located_error(row, folder, results) -> None:
    result, (_, words) = results[row], _command(row, folder)
    assert not crashed(result), result.stderr[-2000:]
    assert result.returncode in (1, 2), (result.returncode, result.stdout[-500:], result.stderr[-500:])
    assert words in result.stderr + result.stdout, result.stderr[-1000:]


def test_nothing_in_the_folder_was_changed_or_deleted(folder, results) -> None:
    where, _ = folder
    assert (where / "locked.gah").read_text() == UNFORMATTED and (where / "notes.txt").read_text() == "precious"
    assert (where / "user-folder" / "keep.txt").read_text() == "mine" and not (where / "missing").exists()
