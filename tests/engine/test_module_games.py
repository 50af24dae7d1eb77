"""Whole games for every combination of the five Let's Waltz! modules (all 32, with the TEST DATA values file
filling what no source gives) at 2, 3 and 4 players, and for the modules that need no values with shipped
data alone: every invariant holds before every decision, and the log replays to the identical state."""
from __future__ import annotations

import os
from itertools import combinations

import pytest

from engine import invariants
from engine.errors import NotPlayable
from engine.play import make_agents, run
from engine.records import ReplayAgent
from tests.cards.lets_waltz.fixture import MODULES, catalog_with_values
from tests.cards.lets_waltz.support import catalog

SHIPPED = ("celebrities", "exclusive-hotels", "starting-player")  # playable with the shipped cards alone
ALL = [c for size in range(len(MODULES) + 1) for c in combinations(MODULES, size)]
SEEDS = int(os.environ.get("GAH_MODULE_GAMES", "1"))  # per combination and player count


def _checked(chosen, players: int, seed: int, agent: str):
    log: list[dict] = []

    def observer(game):
        found = invariants.problems(game)
        assert not found, f"{chosen.modules} seed {seed}, {players}p, round {game.state.round}: {found}"

    result = run(chosen, players, seed, make_agents([agent], players, seed), log.append, observer=observer)
    decisions = [r for r in log if r.get("type") == "decision"]
    replayed = run(chosen, players, seed, [ReplayAgent(decisions)] * players)
    assert result.game.state.finished and not [r for r in log if r.get("type") == "stuck"]
    assert replayed.game.snapshot() == result.game.snapshot()
    return result


@pytest.mark.parametrize("modules", ALL, ids=lambda m: "+".join(m) or "base")
@pytest.mark.parametrize("players", (2, 3, 4))
def test_every_module_combination_with_the_test_values(modules, players) -> None:
    chosen = catalog_with_values(*modules)
    for seed in range(SEEDS):
        _checked(chosen, players, seed + players * 100, "greedy" if seed % 2 else "random")


SHIPPED_COMBINATIONS = [c for size in range(1, len(SHIPPED) + 1) for c in combinations(SHIPPED, size)]


@pytest.mark.parametrize("modules", SHIPPED_COMBINATIONS, ids="+".join)
@pytest.mark.parametrize("players", (2, 3, 4))
def test_the_modules_that_need_no_values_play_with_shipped_data(modules, players) -> None:
    for seed in range(SEEDS * 2):
        _checked(catalog(*modules), players, seed, "greedy" if seed % 2 else "random")


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("agent", ("random", "greedy"))
def test_all_modules_with_the_promos_included(players, agent) -> None:
    """Assumption promos-included answered `included`: the promos join every module, with the TEST DATA values."""
    from tests.cards.lets_waltz.fixture import catalog_with_promos

    chosen = catalog_with_promos(*MODULES)
    assert 190 in chosen.guests and 183 in chosen.staff
    for seed in range(SEEDS):
        _checked(chosen, players, seed + 7 * players, agent)


@pytest.mark.parametrize("agent", ("random", "greedy"))
def test_two_player_ballroom_games_use_the_two_player_side(agent) -> None:
    """With 2 players every ballroom is turned to its 2-player side: its rows are the top and bottom ones only
    (no middle row, lets-waltz.md §1.5), and the game plays to its end with the TEST DATA values."""
    chosen = catalog_with_values(*MODULES)
    for seed in range(2):
        result = _checked(chosen, 2, seed + 11, agent)
        assert all(set(rows) == {"top", "bottom"} for rows in result.game.state.dancers.values())


def test_two_player_ballrooms_are_refused_without_their_two_player_sides() -> None:
    """The shipped cards give no ballroom's 2-player rows: a 2-player game with the ballrooms is refused, naming
    what is missing, while 3 players play the same catalog's 3-4 player side."""
    from tests.cards.lets_waltz.fixture import catalog_without_two_player_sides

    chosen = catalog_without_two_player_sides()
    with pytest.raises(NotPlayable, match=r"2-player side\): .*2-player .* unknown"):
        run(chosen, 2, 1, make_agents(["random"], 2, 1))
    assert run(chosen, 3, 1, make_agents(["random"], 3, 1)).game.state.finished
