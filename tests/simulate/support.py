"""Shared pieces of the simulation tests: one compiled catalog, a designer's card, and a crafted results file."""
from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from rich.console import Console

from gah.simulating import COLUMNS, load_catalog, results_text

TREASURER = ('staff 900 "Treasurer" {\n  module custom\n  cost 1\n  timing once-per-round\n'
             '  text "Once each round you may use this card as an additional action to take 3 krones from the supply."\n\n'
             '  effect {\n    gain 3 krones\n  }\n}\n')


@lru_cache(maxsize=1)
def catalog():
    return load_catalog(Console(stderr=True), (), None, 2, None)


def crafted_rows(games: int = 400, seed: int = 7) -> list[dict]:
    """2-player games whose answers are known: seat 0 wins 70% of them; the winner always played staff 1 and the loser
    one time in ten; staff 2 to 9 are each played by a coin flip that ignores the result; Emperor tile A1 (every other game)
    adds 5 VP to both seats, tile A2 nothing."""
    rng, rows = random.Random(seed), []
    for game in range(games):
        winner = 0 if rng.random() < 0.7 else 1
        tile = "A1" if game % 2 else "A2"
        for seat in (0, 1):
            won = seat == winner
            staff = ["1"] if won or rng.random() < 0.1 else []
            staff += [str(s) for s in range(2, 10) if rng.random() < 0.5]
            vp = (40 if won else 30) + (5 if tile == "A1" else 0) + rng.randint(-3, 3)
            rows.append(_row(game, seat, vp, won, staff, tile))
    return rows


def _row(game: int, seat: int, vp: int, won: bool, staff: list[str], tile: str) -> dict:
    values = {"game": game, "seed": game, "players": 2, "seat": seat, "agent": "greedy", "vp": vp, "place": 1 if won else 2,
              "win": 1.0 if won else 0.0, "modules": "base;custom", "deal": "random", "objectives": "101;105;110",
              "claimed": "", "emperor_tiles": f"{tile};B1;C1", "staff_played": ";".join(staff), "guests_served": "",
              "money": 3, "emperor": 2, "vp_sources": "guests=3"}
    assert tuple(values) == COLUMNS
    return values


def write_crafted(folder: Path, name: str = "crafted.csv", **options) -> Path:
    path = folder / name
    path.write_text(results_text(crafted_rows(**options), "jsonl" if name.endswith(".jsonl") else "csv"), encoding="utf-8")
    return path
