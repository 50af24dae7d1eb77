"""Game records: a JSON-lines log of every decision and event, and replay from it.

Format version 1 (`"format": "gah-game-log/1"`), one JSON object per line, each with a string "type":
- line 1, the header: format, seed (integer), players (2-4), agents (one string per seat), modules
  (strings), and optionally deal ("random" or "draft"), chosen (objective numbers and tile ids), values
  (the fingerprint of the values file played with, "sha256:..."; absent: none) and assumptions (an object:
  each assumption in play and the answer it took) and cards (the fingerprint of the cards in play,
  compiler/cardset.py; a replay under other cards is refused);
- "decision": kind (string), seat (integer, a seat of the game), index (integer >= 0: the option
  chosen), and optionally label (the option's text, checked on replay);
- "forced": kind, seat, label: a decision with a single option, taken without asking (not replayed);
- "final-state": state (an object), written once the game has ended;
- any other type is an event: informative, not needed for replay.
`SCHEMAS` below is that list as data; reading a log checks every line against it, and every error
names the log line (and, for a decision, its number). Replaying feeds the chosen indices back, in
order, to a fresh game with the same seed, which must end in the identical state.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from engine.errors import IllegalMove
from engine.runtime import Decision, Game

FORMAT_NAME, VERSION = "gah-game-log", 1
FORMAT = f"{FORMAT_NAME}/{VERSION}"
DEALS = ("random", "draft")
PLAYERS = (2, 3, 4)

# type -> field -> (JSON type, required)
SCHEMAS = {
    "header": {"format": (str, True), "seed": (int, True), "players": (int, True), "agents": (list, True),
               "modules": (list, True), "deal": (str, False), "chosen": (list, False), "values": (str, False),
               "assumptions": (dict, False), "cards": (str, False)},
    "decision": {"kind": (str, True), "seat": (int, True), "index": (int, True), "label": (str, False)},
    "forced": {"kind": (str, True), "seat": (int, True), "label": (str, True)},
    "final-state": {"state": (dict, True)},
}
JSON_NAMES = {str: "a string", int: "an integer", list: "a list", dict: "an object", bool: "true or false",
              float: "a number with a fraction", type(None): "null"}


class JsonLinesLog:
    """Writes each record as one JSON line, in one `write` call, to `stream` (a file-like object; gah's
    log file flushes every line, so a crash keeps each complete one). Keeps the decision indices."""

    def __init__(self, stream: IO[str] | None):
        self.stream, self.decisions = stream, []

    def __call__(self, record: dict) -> None:
        if record.get("type") == "decision":
            self.decisions.append(record["index"])
        if self.stream is not None:
            self.stream.write(json.dumps(record, separators=(",", ":")) + "\n")


def header(seed: int, players: int, agents: list[str], modules: tuple[str, ...], values: str | None = None,
           assumptions: dict[str, str] | None = None, cards: str | None = None) -> dict:
    """The first line of a log; `values` (a values file's fingerprint), `assumptions` and `cards` only when there are any."""
    head = {"type": "header", "format": FORMAT, "seed": seed, "players": players, "agents": agents, "modules": list(modules)}
    extra = {"values": values, "assumptions": dict(sorted(assumptions.items())) if assumptions else None, "cards": cards}
    return head | {name: value for name, value in extra.items() if value is not None}


# ---- reading -------------------------------------------------------------------------------------------------------


class LogError(ValueError):
    """A log that is not a valid gah game log, located: `path:line: message` (line 0: the whole file)."""

    def __init__(self, path: Path | str, line: int, message: str):
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")
        self.path, self.line, self.message = str(path), line, message


@dataclass(frozen=True)
class LoggedDecision:
    kind: str
    seat: int
    index: int
    label: str | None = None
    line: int = 0  # in the log file; 0 when the decision did not come from a file
    number: int = 0  # 1 for the game's first decision

    def where(self) -> str:
        return f"log line {self.line}, decision {self.number}" if self.line else f"decision {self.number}"


@dataclass(frozen=True)
class GameLog:
    path: str
    header: dict
    decisions: tuple[LoggedDecision, ...]
    final: dict | None
    final_line: int
    last_line: int
    header_line: int = 1


def read_log(path: Path) -> tuple[dict, list[LoggedDecision], dict | None]:
    """Header, decisions and the final-state record of a log file (a LogError says what is wrong, and where)."""
    log = read_game_log(path)
    return log.header, list(log.decisions), log.final


def read_game_log(path: Path) -> GameLog:
    records = list(_records(path))
    if not records:
        raise LogError(path, 1, "the file is empty, not a gah game log")
    head = _header(path, *records[0])
    decisions, final, final_line = [], None, 0
    for line, record in records[1:]:
        kind = _checked(path, line, record)
        if kind == "header":
            raise LogError(path, line, f"a second header (the header is line {records[0][0]})")
        if kind == "decision" and final is not None:
            raise LogError(path, line, f"a decision after the final state (line {final_line})")
        if kind == "decision":
            decisions.append(_decision(path, line, record, head["players"], len(decisions) + 1))
        elif kind == "final-state":
            final, final_line = record, line
    return GameLog(str(path), head, tuple(decisions), final, final_line, records[-1][0], records[0][0])


def _records(path: Path):
    """(line number, JSON object) for every non-blank line."""
    text = _text(path)
    lines = text.split("\n")
    for number, line in enumerate(lines, start=1):
        if line.strip():
            record = _json(path, number, line, cut_off=number == len(lines) and not text.endswith("\n"))
            if not isinstance(record, dict):
                raise LogError(path, number, f"expected a JSON object {{...}}, found {_json_name(record)}")
            yield number, record


def _text(path: Path) -> str:
    try:
        data = Path(path).read_bytes()
    except OSError as problem:
        raise LogError(path, 0, f"cannot read the log: {(problem.strerror or str(problem)).lower()}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as problem:
        raise LogError(path, data[: problem.start].count(b"\n") + 1, "not UTF-8 text: a gah log is JSON lines") from None


def _json(path: Path, number: int, line: str, cut_off: bool):
    try:
        return json.loads(line)
    except json.JSONDecodeError as problem:
        if cut_off:
            raise LogError(path, number, "the last line is cut off (the game was interrupted while writing it)") from None
        raise LogError(path, number, f"not valid JSON: {problem.msg} (column {problem.colno})") from None
    except (ValueError, RecursionError) as problem:  # a number too long to convert, or nesting too deep
        raise LogError(path, number, f"not a usable JSON value: {problem}") from None


def _json_name(value) -> str:
    return JSON_NAMES.get(type(value), "a number")


def _header(path: Path, line: int, record: dict) -> dict:
    fmt = record.get("format")
    if record.get("type") != "header" or not isinstance(fmt, str) or not fmt.startswith(FORMAT_NAME + "/"):
        raise LogError(path, line, f'not a gah game log: the first line must be its header, with "format": "{FORMAT}"')
    if fmt != FORMAT:
        raise LogError(path, line, f"the log has format '{fmt}'; this gah reads '{FORMAT}'")
    _checked(path, line, record)
    _header_values(path, line, record)
    return record


def _header_values(path: Path, line: int, record: dict) -> None:
    players = record["players"]
    if players not in PLAYERS:
        raise LogError(path, line, f'"players" must be 2, 3 or 4, not {players}')
    for name in ("agents", "modules", "chosen"):
        if not all(isinstance(item, str) for item in record.get(name, ())):
            raise LogError(path, line, f'"{name}" must be a list of strings')
    if not all(isinstance(answer, str) for answer in record.get("assumptions", {}).values()):
        raise LogError(path, line, '"assumptions" must map each assumption to its answer, a string')
    if len(record["agents"]) != players:
        raise LogError(path, line, f'"agents" names {len(record["agents"])} agents for {players} players')
    if record.get("deal", "random") not in DEALS:
        raise LogError(path, line, f'"deal" must be one of {", ".join(DEALS)}, not {json.dumps(record["deal"])}')


def _checked(path: Path, line: int, record: dict) -> str:
    """The record's type, once its fields have the types its schema gives."""
    kind = record.get("type")
    if not isinstance(kind, str):
        raise LogError(path, line, 'every record needs a "type" string' + ("" if kind is None else f", not {_json_name(kind)}"))
    for name, (expected, required) in SCHEMAS.get(kind, {}).items():
        if name not in record and required:
            raise LogError(path, line, f'the {kind} record has no "{name}"')
        if name in record and not _is(record[name], expected):
            raise LogError(path, line, f'"{name}" of the {kind} record must be {JSON_NAMES[expected]}, '
                                       f"not {_json_name(record[name])} ({json.dumps(record[name])[:40]})")
    return kind


def _is(value, expected: type) -> bool:
    return isinstance(value, expected) and not (expected is int and isinstance(value, bool))


def _decision(path: Path, line: int, record: dict, players: int, number: int) -> LoggedDecision:
    decision = LoggedDecision(record["kind"], record["seat"], record["index"], record.get("label"), line, number)
    if not 0 <= decision.seat < players:
        raise LogError(path, line, f"decision {number} is for seat {decision.seat}, but the game has seats 0-{players - 1}")
    if decision.index < 0:
        raise LogError(path, line, f"decision {number} picks option {decision.index}; options count from 0")
    return decision


def is_game_log(path: Path) -> bool:
    """Whether `path` starts like a gah game log (for overwriting an old log, never anything else)."""
    try:
        with open(path, encoding="utf-8") as stream:
            first = json.loads(stream.readline(1 << 16))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(first, dict) and str(first.get("format", "")).startswith(FORMAT_NAME + "/")


# ---- replaying -----------------------------------------------------------------------------------------------------


class ReplayMismatch(IllegalMove):
    """The log and the replayed game disagree at `decision` (None: the log ran out of decisions)."""

    def __init__(self, decision: LoggedDecision | None, detail: str):
        super().__init__("replay", f"{decision.where()}: {detail}" if decision else detail)
        self.decision, self.detail = decision, detail


class ReplayAgent:
    """Answers every decision with the next index from a log; a mismatch is an error, not a guess, and
    names the log line and decision. A partial log (a shrunk failing trace) may hand the rest of the
    game to another agent (`then`)."""

    def __init__(self, decisions: list, then=None):
        self.decisions = [_as_logged(d, n) for n, d in enumerate(decisions, start=1)]
        self.position, self.then = 0, then

    def choose(self, game: Game, decision: Decision) -> int:
        if self.position >= len(self.decisions) and self.then is not None:
            return self.then.choose(game, decision)
        if self.position >= len(self.decisions):
            raise ReplayMismatch(None, f"the log has no more decisions after decision {self.position}, but the game "
                                       f"asks {decision.kind} for seat {decision.seat}")
        logged = self.decisions[self.position]
        self.position += 1
        return _matching(logged, decision)

    def unused(self) -> list[LoggedDecision]:
        """The decisions the game never asked for (a log that goes on after its game ended)."""
        return self.decisions[self.position:]


def _matching(logged: LoggedDecision, decision: Decision) -> int:
    if (logged.kind, logged.seat) != (decision.kind, decision.seat):
        raise ReplayMismatch(logged, f"the log says {logged.kind} for seat {logged.seat}, "
                                     f"the game asks {decision.kind} for seat {decision.seat}")
    if logged.index >= len(decision.labels):
        raise ReplayMismatch(logged, f"the log picks option {logged.index} of {decision.kind}, "
                                     f"the game offers {len(decision.labels)} options (0-{len(decision.labels) - 1})")
    if logged.label is not None and logged.label != decision.labels[logged.index]:
        raise ReplayMismatch(logged, f"the log picked '{logged.label}', but option {logged.index} "
                                     f"of {decision.kind} is now '{decision.labels[logged.index]}'")
    return logged.index


def _as_logged(record, number: int) -> LoggedDecision:
    if isinstance(record, LoggedDecision):
        return record
    return LoggedDecision(record["kind"], record["seat"], record["index"], record.get("label"), 0, number)


def first_difference(expected, actual, path: str = "state") -> str | None:
    """Where two JSON values first differ ("state.players[1].money: 3 != 5"), or None if they are equal."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual), key=str):
            found = first_difference(expected.get(key), actual.get(key), f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        return next(filter(None, (first_difference(e, a, f"{path}[{i}]") for i, (e, a) in enumerate(zip(expected, actual)))), None)
    return None if expected == actual else f"{path}: the log has {json.dumps(expected)[:60]}, the replay {json.dumps(actual)[:60]}"
