"""The room counts (compiler/counts.py: rooms, floors, columns, colours, groups) agree with their plain definitions
over random arrangements of rooms: they read the options once and the board's lines (Board.lines) from a table."""
import random

import pytest

from compiler.counts import READERS
from engine.flow import new_state
from engine.runtime import Ctx, Game
from engine.state import key_space, space_key
from tests.engine.helpers import catalog


def _plain_rooms(board, rooms, values) -> int:
    def matches(space, state):
        return ((not values.get("occupied") or state == "occupied") and (not values.get("vacant") or state == "vacant")
                and values.get("color", "any") in ("any", board.colors[space])
                and values.get("floor", space[0]) == space[0] and values.get("column", space[1]) == space[1])
    return sum(1 for key, state in rooms.items() if matches(key_space(key), state))


def _full(rooms, spaces) -> bool:
    return all(rooms.get(space_key(space)) == "occupied" for space in spaces)


def _plain(name, board, rooms, values) -> int:
    if name == "rooms":
        return _plain_rooms(board, rooms, values)
    if name == "floors":
        return sum(1 for f in range(1, board.floors + 1) if _full(rooms, [(f, c) for c in range(1, board.columns + 1)]))
    if name == "columns":
        return sum(1 for c in range(1, board.columns + 1) if _full(rooms, [(f, c) for f in range(1, board.floors + 1)]))
    if name == "colors":
        return sum(1 for color in set(board.colors.values()) if _full(rooms, [s for s, c in board.colors.items() if c == color]))
    return sum(1 for g in board.groups if (not values.get("complete") or _full(rooms, g.spaces))
               and len(g.spaces) >= values.get("size", 0) and values.get("color", "any") in ("any", g.color))


def _option_sets(board):
    colors = sorted(set(board.colors.values()))
    yield {}
    for state in ("occupied", "vacant"):
        yield {state: True}
        for color in colors:
            yield {state: True, "color": color}
    for floor in range(1, board.floors + 1):
        yield {"floor": floor, "occupied": True}
    for column in range(1, board.columns + 1):
        yield {"column": column, "color": colors[0]}
    for size in (0, 2, 3):
        yield {"complete": True, "size": size}
        yield {"complete": True, "size": size, "color": colors[-1]}


@pytest.mark.parametrize("name", ["rooms", "floors", "columns", "colors", "groups"])
def test_room_counts_agree_with_their_plain_definitions(name):
    game = Game(catalog(), new_state(1, 2), [None, None])
    board, rng = game.catalog.board, random.Random(name)
    spaces = sorted(board.colors)
    for _ in range(150):
        chosen = rng.sample(spaces, rng.randrange(len(spaces) + 1))
        rooms = {space_key(s): rng.choice(("vacant", "occupied", "occupied")) for s in chosen}
        game.state.players[0].rooms = rooms
        for values in _option_sets(board):
            assert READERS[name](Ctx(game, 0), values) == _plain(name, board, rooms, values), (rooms, values)
    game.state.players[0].rooms = {space_key(s): "occupied" for s in spaces}
    assert READERS[name](Ctx(game, 0), {"complete": True}) == _plain(name, board, game.state.players[0].rooms, {"complete": True}) > 0
