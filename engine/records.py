"""Game records: a JSON-lines log of every decision and event, and replay from it.

The first line is a header (seed, players, agents, modules); every decision line holds the index that
was chosen. Replaying feeds those indices back, in order, to a fresh game with the same seed, which
must end in the identical state.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import IO

from engine.errors import IllegalMove
from engine.runtime import Decision, Game

FORMAT = "gah-game-log/1"


class JsonLinesLog:
    """Writes each record as one JSON line (and keeps the decision indices for replay checks)."""

    def __init__(self, stream: IO[str] | None):
        self.stream, self.decisions = stream, []

    def __call__(self, record: dict) -> None:
        if record.get("type") == "decision":
            self.decisions.append(record["index"])
        if self.stream is not None:
            self.stream.write(json.dumps(record, separators=(",", ":")) + "\n")


def header(seed: int, players: int, agents: list[str], modules: tuple[str, ...]) -> dict:
    return {"type": "header", "format": FORMAT, "seed": seed, "players": players, "agents": agents, "modules": list(modules)}


class ReplayAgent:
    """Answers every decision with the next index from a log; a mismatch is an error, not a guess.
    A partial log (a shrunk failing trace) may hand the rest of the game to another agent (`then`)."""

    def __init__(self, decisions: list[dict], then=None):
        self.decisions, self.position, self.then = decisions, 0, then

    def choose(self, game: Game, decision: Decision) -> int:
        if self.position >= len(self.decisions) and self.then is not None:
            return self.then.choose(game, decision)
        if self.position >= len(self.decisions):
            raise IllegalMove("replay", "the log has no more decisions but the game asks for one")
        record = self.decisions[self.position]
        self.position += 1
        if (record["kind"], record["seat"]) != (decision.kind, decision.seat):
            raise IllegalMove("replay", f"the log says {record['kind']} for seat {record['seat']}, the game asks {decision.kind} for seat {decision.seat}")
        return record["index"]


def read_log(path: Path) -> tuple[dict, list[dict], dict | None]:
    """Header, decision records and the final 'end' record of a log file."""
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if not lines or lines[0].get("format") != FORMAT:
        raise ValueError(f"{path} is not a gah game log (expected a first line with format {FORMAT})")
    decisions = [r for r in lines if r.get("type") == "decision"]
    end = next((r for r in reversed(lines) if r.get("type") == "final-state"), None)
    return lines[0], decisions, end
