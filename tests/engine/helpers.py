"""Scenario helpers: a compiled catalog, a hand-made game state and an agent that follows a script."""
from __future__ import annotations

from functools import lru_cache

from compiler.build import build_catalog
from compiler.corpus import check_paths, default_corpus
from engine.flow import new_state
from engine.runtime import Game


@lru_cache(maxsize=None)
def catalog():
    built = build_catalog(check_paths([default_corpus()]).components)
    assert built.catalog is not None, built.diagnostics
    return built.catalog


class Script:
    """Answers decisions by label: for each decision kind, a list of label fragments used in turn;
    with no script entry left, it takes the first option. Records every decision it saw."""

    def __init__(self, **answers: list[str]):
        self.answers = {k.replace("_", "-"): list(v) for k, v in answers.items()}
        self.seen: list[tuple[str, tuple[str, ...]]] = []

    def choose(self, game, decision) -> int:
        self.seen.append((decision.kind, decision.labels))
        wanted = self.answers.get(decision.kind)
        if not wanted:
            return 0
        fragment = wanted.pop(0)
        matches = [i for i, label in enumerate(decision.labels) if fragment in label]
        assert matches, f"{decision.kind}: no option contains {fragment!r} in {decision.labels}"
        return matches[0]


def scenario(players: int = 2, seed: int = 0, **answers) -> tuple[Game, Script]:
    """A game with empty hotels, 10 krones each and an empty queue; nothing set up beyond that."""
    script = Script(**answers)
    state = new_state(seed, players)
    for player in state.players:
        player.money = 10
        player.tiles = [player.seat + 1, 2 * players - player.seat]
    state.queue = [None] * 5
    state.staff_deck = sorted(catalog().staff)
    state.guest_deck = sorted(catalog().guests)
    return Game(catalog(), state, [script] * players), script


def give_rooms(game: Game, seat: int, rooms: dict[str, str]) -> None:
    game.state.players[seat].rooms.update(rooms)


def staff_id(name: str) -> int:
    return next(c.ident for c in catalog().staff.values() if c.name == name)


def guest_id(name: str) -> int:
    return next(g.ident for g in catalog().guests.values() if g.name == name)
