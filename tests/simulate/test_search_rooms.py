"""The rooms policy of `mcts` (engine/search.py RoomsAgent): the serving policy, and rooms prepared in the colour of the
guests coming, check-ins by group and floor, guests chosen by what the kitchen holds for them, the rooms die taken when
guests near a complete order have no room; `mcts3` keeps the serving policy."""
from __future__ import annotations

from engine import turns
from engine.agents import AGENTS
from engine.greedy import GreedyAgent
from engine.lounge import DieChoice
from engine.play import make_agents, run
from engine.runtime import Decision
from engine.search import POLICIES, RoomsAgent, SearchAgent, ServingAgent
from engine.state import CafeGuest
from tests.simulate.test_search_policy import answers, seated
from tests.simulate.support import catalog

APOTHECARY, DAME, SCULPTOR = 77, 63, 49  # red: 1 cake; blue: 1 coffee; yellow: 1 wine
RED_GROUP = ("1/3", "1/4", "2/3")  # three of group 3's four red rooms (its last is 2/4)


def with_rooms(game, occupied=(), vacant=()):
    game.state.players[0].rooms = {**dict.fromkeys(occupied, "occupied"), **dict.fromkeys(vacant, "vacant")}
    return game


def prepare(game) -> Decision:
    from engine import rules
    return Decision.of("prepare-room", 0, rules.room_options(game, 0) + [rules.STOP])


def test_a_room_goes_where_a_complete_guest_wants_one_where_greedy_takes_the_cheapest() -> None:
    game = with_rooms(seated([CafeGuest(APOTHECARY, {"cake": 1})], {}), occupied=("1/1", "1/2", "1/3", "1/4"))
    decision = prepare(game)
    spaces = {decision.values[i][0] for i in answers(RoomsAgent, game, decision)}
    assert spaces <= {(2, 3), (2, 4)} and {decision.values[i][0] for i in answers(GreedyAgent, game, decision)} == {(1, 5)}


def test_with_no_guest_wanting_a_room_a_dear_one_is_prepared_only_towards_a_group_bonus() -> None:
    nearly = with_rooms(seated([], {}), occupied=("1/1", "1/2", "1/3", "1/4", "1/5"))  # 2/3 or 2/4: 3 of group 3's 4
    barely = with_rooms(seated([], {}), occupied=("1/1", "1/2", "1/5"))  # 1/3 or 1/4 for nothing; no group nearly complete
    for game in (nearly, barely):
        game.state.queue = [None] * 5
    decision = prepare(nearly)
    assert all(cost > 0 for _, cost in decision.values[:-1])
    assert {decision.values[i][0] for i in answers(RoomsAgent, nearly, decision)} == {(2, 3), (2, 4)}
    cheap = prepare(barely)
    assert {cheap.values[i][0] for i in answers(RoomsAgent, barely, cheap)} == {(1, 3), (1, 4)}
    dear = Decision.of("prepare-room", 0, [option for option in zip(cheap.labels, cheap.values) if option[1] is None or option[1][1]])
    assert answers(RoomsAgent, barely, dear) == {len(dear.labels) - 1}  # stop


def test_a_check_in_takes_the_room_that_completes_its_group() -> None:
    game = with_rooms(seated([CafeGuest(APOTHECARY, {"cake": 1})], {}), occupied=RED_GROUP, vacant=("3/2", "2/4"))
    options = turns.additional_options(game, 0)
    decision = Decision.of("additional", 0, options)
    assert [label for label, _ in options[:2]] == ["check in Apothecary to 2/4", "check in Apothecary to 3/2"]
    assert answers(RoomsAgent, game, decision) == {0} and answers(GreedyAgent, game, decision) == {0, 1}


def test_a_guest_whose_order_the_kitchen_holds_comes_first() -> None:
    game = seated([], {"coffee": 1})
    game.state.queue = [None, None, None, SCULPTOR, DAME]  # both free to take
    decision = Decision.of("guest", 0, [("no guest", None)] + turns.guest_options(game, 0))
    assert answers(RoomsAgent, game, decision) == {2} and answers(GreedyAgent, game, decision) == {1, 2}


def test_the_rooms_die_is_taken_when_a_complete_guest_has_no_room() -> None:
    waiting = with_rooms(seated([CafeGuest(DAME, {"coffee": 1})], {}), occupied=("1/1",), vacant=("1/2", "2/1"))
    roomed = with_rooms(seated([CafeGuest(DAME, {"coffee": 1})], {}), occupied=("1/1",), vacant=("1/5", "2/1"))
    assert _faces_taken(waiting) == {3} and 3 not in _faces_taken(roomed)


def _faces_taken(game) -> set[int]:
    game.state.spaces, game.state.players[0].hand = [2] * 6, []  # every action at strength 2; no staff to hire
    decision = Decision.of("die", 0, [(f"die {face}", DieChoice(face)) for face in range(1, 7)])
    return {decision.values[i].face for i in answers(RoomsAgent, game, decision)}


def test_mcts_rolls_out_with_the_rooms_policy_and_mcts3_with_the_serving_one() -> None:
    new, old = make_agents(["mcts", "mcts3"], 2, 1)
    assert new.policy is RoomsAgent and type(new.greedy) is RoomsAgent and POLICIES["rooms"] is RoomsAgent
    assert old.policy is ServingAgent and type(old.greedy) is ServingAgent and "mcts3" in AGENTS
    assert (old.searched, old.weights_name, old.rollouts, old.width) == (new.searched, "serving", new.rollouts, new.width)


def test_the_rooms_policy_changes_what_the_agent_plays_and_a_seed_fixes_it() -> None:
    def game(policy: str):
        return run(catalog(), 2, 5, [SearchAgent(1, rollouts=4, width=2, policy=policy), GreedyAgent(2)]).game.snapshot()
    assert game("rooms") != game("serving") and game("rooms") == game("rooms")


def test_what_a_decision_s_scorers_read_is_read_again_for_the_next_decision() -> None:
    game = with_rooms(seated([], {}), occupied=("1/1", "1/2", "1/3", "1/4"))
    game.state.queue = [None] * 5
    before = prepare(game)
    assert {before.values[i][0] for i in answers(RoomsAgent, game, before)} == {(1, 5)}  # the free one: nobody waits
    game.state.players[0].cafe = [CafeGuest(APOTHECARY, {"cake": 1})]
    after = prepare(game)
    assert {after.values[i][0] for i in answers(RoomsAgent, game, after)} <= {(2, 3), (2, 4)}
