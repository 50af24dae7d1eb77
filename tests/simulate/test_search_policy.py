"""The rollout policy of `mcts3` (engine/search.py ServingAgent; `mcts` until the rooms policy, which builds on it):
greedy that uses the kitchen. It serves when a serve moves two items or completes an order (before the last round),
puts items onto the guest nearest to complete, and leaves every other decision to greedy; `mcts2` keeps greedy rollouts."""
from __future__ import annotations

from compiler.handlers_actions import _share_options
from engine import turns
from engine.agents import AGENTS
from engine.flow import new_state, setup
from engine.greedy import GreedyAgent
from engine.play import make_agents, run
from engine.runtime import Decision, Game
from engine.search import POLICIES, SearchAgent, ServingAgent
from engine.state import CafeGuest
from tests.simulate.support import catalog

FARMER, CONDUCTOR = 100, 102  # strudel 1 + coffee 3; strudel 1 + coffee 1


def seated(cafe: list[CafeGuest], kitchen: dict, round_: int = 3, money: int = 5) -> Game:
    game = Game(catalog(), new_state(3, 2), [GreedyAgent(0), GreedyAgent(1)])
    setup(game)
    player = game.state.players[0]
    player.cafe, player.kitchen, player.money, game.state.round = cafe, dict(kitchen), money, round_
    return game


def additional(game: Game) -> tuple[Decision, list[str]]:
    options = turns.additional_options(game, 0)
    return Decision.of("additional", 0, options), [value.kind if value else "done" for _, value in options]


def answers(agent_class, game: Game, decision: Decision, seeds: range = range(8)) -> set[int]:
    return {agent_class(seed).choose(game, decision) for seed in seeds}


def test_it_serves_two_items_that_complete_no_order_where_greedy_stops() -> None:
    game = seated([CafeGuest(FARMER)], {"coffee": 2})
    decision, kinds = additional(game)
    assert kinds == ["serve", "done"]
    assert answers(ServingAgent, game, decision) == {0} and answers(GreedyAgent, game, decision) == {1}


def test_it_keeps_one_item_and_every_item_in_the_last_round_unless_an_order_completes() -> None:
    one = seated([CafeGuest(FARMER)], {"coffee": 1})
    assert answers(ServingAgent, one, additional(one)[0]) == {1}
    last = seated([CafeGuest(FARMER)], {"coffee": 2}, round_=7)
    assert answers(ServingAgent, last, additional(last)[0]) == {1}
    completing = seated([CafeGuest(CONDUCTOR, {"strudel": 1})], {"coffee": 1}, round_=7)
    assert answers(ServingAgent, completing, additional(completing)[0]) == {0}


def test_an_item_goes_onto_the_guest_nearest_to_complete() -> None:
    near, far = CafeGuest(CONDUCTOR, {"strudel": 1}), CafeGuest(FARMER)
    game = seated([far, near], {})
    decision = Decision.of("place-item", 0, [("kitchen", None), ("onto Farmer Franz", far), ("onto Conductor", near)])
    assert answers(ServingAgent, game, decision) == {2} and answers(GreedyAgent, game, decision) == {1, 2}


def test_a_serve_takes_the_nearest_guest_first_and_never_stops_early() -> None:
    near, far = CafeGuest(CONDUCTOR, {"strudel": 1}), CafeGuest(FARMER)
    game = seated([far, near], {"coffee": 3})
    moves = turns.serve_moves(game, 0) + [turns.DONE]
    decision = Decision.of("serve", 0, moves)
    assert [value[0] if value else None for _, value in moves] == [far, near, None]
    assert answers(ServingAgent, game, decision) == {1} and answers(GreedyAgent, game, decision) == {0}


def test_it_takes_the_drinks_its_cafe_lacks_where_greedy_takes_all_wine() -> None:
    game = seated([CafeGuest(FARMER)], {"coffee": 1})  # lacks 3 coffee, one of them in the kitchen
    decision = Decision.of("split", 0, _share_options(("wine", "coffee"), 4, True))
    assert decision.labels[0] == "4 wine + 0 coffee" and answers(GreedyAgent, game, decision) == {0}
    assert decision.values[answers(ServingAgent, game, decision).pop()] == {"wine": 2, "coffee": 2}


def test_a_split_of_krones_and_emperor_steps_is_greedy_s() -> None:
    game = seated([], {})
    decision = Decision.of("split", 0, _share_options(("krone", "emperor"), 3, False))
    assert answers(ServingAgent, game, decision) == answers(GreedyAgent, game, decision)


def test_other_decisions_are_greedy_s() -> None:
    game = seated([], {})
    options = turns.guest_options(game, 0)
    decision = Decision.of("guest", 0, [("no guest", None)] + options)
    assert [ServingAgent(s).choose(game, decision) for s in range(6)] == [GreedyAgent(s).choose(game, decision) for s in range(6)]


def test_mcts3_rolls_out_with_the_serving_policy_and_mcts2_with_greedy() -> None:
    new, old = make_agents(["mcts3", "mcts2"], 2, 1)  # mcts3: the agent that was mcts until the rooms policy
    assert new.policy is ServingAgent and type(new.greedy) is ServingAgent and POLICIES["serving"] is ServingAgent
    assert old.policy is GreedyAgent and type(old.greedy) is GreedyAgent
    assert (old.searched, old.weights_name, old.rollouts, old.width) == (new.searched, "search", new.rollouts, new.width)


def test_the_policy_changes_what_the_agent_plays_and_a_seed_fixes_it() -> None:
    def game(policy: str):
        return run(catalog(), 2, 5, [SearchAgent(1, rollouts=4, width=2, policy=policy), GreedyAgent(2)]).game.snapshot()
    assert game("serving") != game("greedy") and game("serving") == game("serving")


def test_mcts2_is_reachable_by_name() -> None:
    assert "mcts2" in AGENTS and make_agents(["mcts2", "greedy"], 2, 1)[0].policy_name == "greedy"
