"""Small helpers shared by the ruling tests (on top of tests/engine/helpers.py)."""
from __future__ import annotations

import random
from functools import lru_cache

from engine import flow
from engine.runtime import Game
from engine.state import CafeGuest
from tests.engine.helpers import Script, catalog, guest_id


def served_guest(name: str) -> CafeGuest:
    """A café guest whose whole order is already on the card."""
    ident = guest_id(name)
    return CafeGuest(ident, dict(catalog().guests[ident].order))


def fresh_game(players: int, seed: int = 0, **answers) -> tuple[Game, Script, list]:
    """A brand-new game (nothing set up yet) with a scripted agent and a log kept in a list."""
    script, records = Script(**answers), []
    game = Game(catalog(), flow.new_state(seed, players), [script] * players, records.append)
    return game, script, records


def kinds(script: Script) -> list[str]:
    return [kind for kind, _ in script.seen]


def labels(script: Script, kind: str) -> list[tuple[str, ...]]:
    return [options for seen, options in script.seen if seen == kind]


class FixedDice(random.Random):
    """A random generator whose dice always show `face` (to replay a worked example's lucky roll)."""

    def __init__(self, face: int):
        super().__init__(0)
        self.face = face

    def randint(self, a: int, b: int) -> int:
        return self.face


@lru_cache(maxsize=None)
def whole_game(players: int = 2, seed: int = 3):
    """One whole game played by a script that always takes the first option offered (never passes, checks in
    and serves whenever it can); returns (game, log) where each log entry is (round, record)."""
    records: list = []
    holder: dict = {}
    script = Script()
    game = Game(catalog(), flow.new_state(seed, players), [script] * players,
                lambda r: records.append((holder["g"].state.round, r)))
    holder["g"] = game
    flow.play_game(game)
    return game, records
