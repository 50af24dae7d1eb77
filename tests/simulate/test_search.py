"""The search agent: deterministic for a seed, plays legal games to the end, and `gah play` offers it."""
from __future__ import annotations

from engine.agents import AGENTS
from engine.greedy import GreedyAgent
from engine.invariants import problems
from engine.play import make_agents, run
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
    run(catalog(), 2, 7, [GreedyAgent(0), agent])
    assert agent.start is not None and agent.start.round == 7  # it kept the start of its last turn
    # (seed 6, since room choices are searched, meets a staff card played for free after a check-in, whose second
    # staff decision a replay does not reach: the agent then drops the turn's start and plays greedy, as it should)


def no_problems(game) -> None:
    assert not problems(game), problems(game)  # checked before every decision


class Checked:
    """Passes every decision to the search agent and keeps what it answered, with the options it had."""

    def __init__(self, agent):
        self.agent, self.answers = agent, []

    def choose(self, game, decision) -> int:
        index = self.agent.choose(game, decision)
        self.answers.append((decision.kind, len(decision.labels), index))
        return index


def test_the_search_agent_answers_only_with_options_it_was_offered() -> None:
    checked = Checked(small(3))
    result = run(catalog(), 2, 8, [GreedyAgent(0), checked], observer=no_problems)
    assert result.game.state.finished and not problems(result.game)
    assert checked.answers and all(type(i) is int and 0 <= i < n for _, n, i in checked.answers)
    assert {"die", "guest"} <= {kind for kind, _, _ in checked.answers}


def test_a_four_player_game_with_a_small_budget_finishes() -> None:
    result = run(catalog(), 4, 4, [GreedyAgent(0), small(1), GreedyAgent(2), GreedyAgent(3)])
    assert result.game.state.finished and not problems(result.game)


def test_the_evaluation_changes_what_the_agent_plays() -> None:
    scored = run(catalog(), 2, 5, [small(1), GreedyAgent(2)]).game.snapshot()
    flat = run(catalog(), 2, 5, [SearchAgent(1, rollouts=2, width=2, evaluate=False), GreedyAgent(2)]).game.snapshot()
    assert scored != flat


def test_the_first_search_agent_keeps_its_name() -> None:
    agent = make_agents(["mcts-flat", "greedy"], 2, 1)[0]
    assert isinstance(agent, SearchAgent) and not agent.evaluate and make_agents(["mcts", "greedy"], 2, 1)[0].evaluate


def test_gah_play_offers_mcts() -> None:
    assert AGENTS["mcts"] is SearchAgent
    result = gah("play", "--agents", "mcts,greedy", "--seed", "2")
    assert result.returncode == 0 and not crashed(result), result.stderr
    assert "Final scores (seed 2)" in result.stdout
