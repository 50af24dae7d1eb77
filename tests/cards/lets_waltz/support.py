"""Scenario helpers for the Let's Waltz! module tests: the corpus built for a choice of modules, and a
bare game over it (as tests/engine/helpers.scenario does for the base game)."""
from __future__ import annotations

from functools import lru_cache

from compiler.build import build_catalog
from compiler.corpus import check_paths, default_corpus
from engine.flow import new_state
from engine.runtime import Game
from tests.engine.helpers import Script


@lru_cache(maxsize=None)
def corpus():
    return check_paths([default_corpus()]).components


@lru_cache(maxsize=None)
def catalog(*modules: str):
    built = build_catalog(corpus(), ("base",) + modules)
    assert built.catalog is not None, [str(d) for d in built.diagnostics]
    return built.catalog


def scenario(*modules: str, players: int = 2, seed: int = 0, **answers) -> tuple[Game, Script]:
    """Empty hotels, 10 krones each, an empty queue, tiles dealt for round 1: nothing else set up."""
    chosen, script = catalog(*modules), Script(**answers)
    state = new_state(seed, players)
    for player in state.players:
        player.money = 10
    state.queue = [None] * 5
    state.staff_deck, state.guest_deck = sorted(chosen.staff), sorted(chosen.guests)
    game = Game(chosen, state, [script] * players)
    from engine.flow import _deal_turn_tiles

    _deal_turn_tiles(game)
    return game, script


def labels(script, kind: str) -> list[tuple[str, ...]]:
    return [options for seen, options in script.seen if seen == kind]
