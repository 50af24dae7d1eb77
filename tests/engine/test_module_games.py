"""Whole games for every combination of the modules the engine plays, at 2, 3 and 4 players: every
invariant holds before every decision, and the log replays to the identical state."""
from __future__ import annotations

import os
from itertools import combinations

import pytest

from engine import invariants
from engine.play import make_agents, run
from engine.records import ReplayAgent
from tests.cards.lets_waltz.support import catalog

PLAYABLE = ("celebrities", "exclusive-hotels", "starting-player")
COMBINATIONS = [c for size in range(len(PLAYABLE) + 1) for c in combinations(PLAYABLE, size)]
SEEDS = int(os.environ.get("GAH_MODULE_GAMES", "4"))  # per combination and player count


def _game(modules: tuple, players: int, seed: int, agent: str):
    log: list[dict] = []

    def observer(game):
        found = invariants.problems(game)
        assert not found, f"{modules} seed {seed}, {players}p, round {game.state.round}: {found}"

    return run(catalog(*modules), players, seed, make_agents([agent], players, seed), log.append, observer=observer), log


@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "base")
@pytest.mark.parametrize("players", (2, 3, 4))
def test_module_games_keep_every_invariant_and_replay(modules, players) -> None:
    for seed in range(SEEDS):
        agent = "greedy" if seed % 2 else "random"
        result, log = _game(modules, players, seed, agent)
        assert result.game.state.finished
        decisions = [r for r in log if r.get("type") == "decision"]
        replayed = run(catalog(*modules), players, seed, [ReplayAgent(decisions)] * players)
        assert replayed.game.snapshot() == result.game.snapshot()
