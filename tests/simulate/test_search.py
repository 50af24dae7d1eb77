"""The search agent: deterministic for a seed, plays legal games to the end, and `gah play` offers it."""
from __future__ import annotations

from engine.agents import AGENTS
from engine.greedy import GreedyAgent
from engine.play import run
from engine.search import SearchAgent
from tests.safety.support import crashed, gah
from tests.simulate.support import catalog


def small(seed: int) -> SearchAgent:
    return SearchAgent(seed, rollouts=2, width=2)


def test_a_seed_fixes_the_search_agent_s_game() -> None:
    first = run(catalog(), 2, 5, [small(1), GreedyAgent(2)])
    again = run(catalog(), 2, 5, [small(1), GreedyAgent(2)])
    assert first.game.snapshot() == again.game.snapshot() and first.game.state.finished


def test_the_search_agent_plays_otherwise_than_greedy() -> None:
    searched = run(catalog(), 2, 5, [small(1), GreedyAgent(2)]).game.snapshot()
    greedy = run(catalog(), 2, 5, [GreedyAgent(1), GreedyAgent(2)]).game.snapshot()
    assert searched != greedy


def test_it_searches_only_from_its_own_turn() -> None:
    agent = small(1)
    run(catalog(), 2, 6, [GreedyAgent(0), agent])
    assert agent.start is not None and agent.start.round == 7  # it kept the start of its last turn


def test_gah_play_offers_mcts() -> None:
    assert AGENTS["mcts"] is SearchAgent
    result = gah("play", "--agents", "mcts,greedy", "--seed", "2")
    assert result.returncode == 0 and not crashed(result), result.stderr
    assert "Final scores (seed 2)" in result.stdout
