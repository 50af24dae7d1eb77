"""Helpers shared by the card scenario tests in this folder (split out of the former
tests/cards/test_objectives_tiles_board.py): the night hotel board (base-game.md §2.2/§2.3), the Emperor track
(§1.1/§1.5), small builders for a player's rooms and the Emperor-tile round used by the tile tests.
"""
from __future__ import annotations

from engine import flow


# base-game.md §1.5, DEFAULT [A] (matches seed 003 on spaces 6 and 8).
TRACK_VP = (0, 1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9)
RETREAT = (3, 5, 7)  # after rounds 3 / 5 / 7, base-game.md §1.1

SPACES = [(f, c) for f in range(1, 5) for c in range(1, 6)]
# base-game.md §2.2: night side colours by floor, columns 1..5.
NIGHT_COLORS = {
    1: ("blue", "yellow", "red", "red", "blue"),
    2: ("yellow", "yellow", "red", "red", "yellow"),
    3: ("blue", "red", "blue", "yellow", "yellow"),
    4: ("blue", "red", "blue", "red", "blue"),
}
BLUE = ["1/1", "1/5", "3/1", "3/3", "4/1", "4/3", "4/5"]
RED = ["1/3", "1/4", "2/3", "2/4", "3/2", "4/2", "4/4"]
YELLOW = ["1/2", "2/1", "2/2", "2/5", "3/4", "3/5"]
# base-game.md §2.3: group number -> (colour, spaces, bonus resource attribute, bonus amount by §1.5).
NIGHT_GROUPS = {
    1: ("blue", ["1/1"], "vp", 2),
    2: ("yellow", ["1/2", "2/1", "2/2"], "emperor", 6),
    3: ("red", ["1/3", "1/4", "2/3", "2/4"], "money", 10),
    4: ("blue", ["1/5"], "vp", 2),
    5: ("yellow", ["2/5", "3/4", "3/5"], "emperor", 6),
    6: ("blue", ["3/1", "4/1"], "vp", 5),
    7: ("red", ["3/2", "4/2"], "money", 3),
    8: ("blue", ["3/3", "4/3"], "vp", 5),
    9: ("red", ["4/4"], "money", 1),
    10: ("blue", ["4/5"], "vp", 2),
}


def occupied(*keys: str) -> dict[str, str]:
    return {k: "occupied" for k in keys}


def vacant(*keys: str) -> dict[str, str]:
    return {k: "vacant" for k in keys}


def space(key: str) -> tuple[int, int]:
    floor, column = key.split("/")
    return int(floor), int(column)


def floor_keys(floor: int) -> list[str]:
    return [f"{floor}/{c}" for c in range(1, 6)]


def column_keys(column: int) -> list[str]:
    return [f"{f}/{column}" for f in range(1, 5)]


def emperor_round(game, tile: str, outcome: str, moves: bool = False) -> int:
    """Put `tile` on its round (A after round 3, B after 5, C after 7), set seat 0 so that the retreat lands on 3
    (reward) or 0 (penalty) and every other seat on 1 (neither), run the Emperor scoring and return the track VP
    seat 0 scored. base-game.md §1.1 and §6."""
    index = "ABC".index(tile[0])
    tiles = ["A1", "B1", "C1"]
    tiles[index] = tile
    game.state.emperor_tiles = tiles
    start = RETREAT[index] + (3 if outcome == "reward" else 0)
    game.state.players[0].emperor = start
    for other in game.state.players[1:]:
        other.emperor = RETREAT[index] + 1
    flow.emperor_scoring(game, index)
    for other in game.state.players[1:]:  # landed on 1: neither reward nor penalty, only the track VP
        assert (other.emperor, other.vp, other.money) == (1, TRACK_VP[RETREAT[index] + 1], 10)
        assert not (other.kitchen or other.rooms or other.hand or other.played)
    if not moves:  # unless the tile itself moves the marker (a yellow group bonus), it stays where it landed
        assert game.state.players[0].emperor == {"reward": 3, "penalty": 0}[outcome]
    return TRACK_VP[start]
