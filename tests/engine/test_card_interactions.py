"""The card interactions the 2022 rules call out (seed 003 card reference), each as a scenario."""
from __future__ import annotations

from engine import actions, flow, rules
from engine.effects import run_effect
from engine.state import Ref, CafeGuest
from tests.engine.helpers import catalog, guest_id, scenario, staff_id


def play(game, seat: int, name: str) -> int:
    card = staff_id(name)
    game.state.players[seat].played.append(card)
    return card


def test_restaurant_manager_adds_one_to_a_boosted_die_one() -> None:
    game, _ = scenario(boost=["yes"], split=["4 strudel"])
    play(game, 0, "Restaurant Manager")
    game.state.spaces = [2, 0, 0, 0, 0, 0]
    actions.take_die(game, 0, 1)
    assert game.state.players[0].kitchen == {"strudel": 4}  # 2 dice + boost + 1


def test_kitchen_hand_skips_the_fee_and_adds_one() -> None:
    game, _ = scenario(boost=["no"], imitate=["4:"], split=["3 krones"])
    play(game, 0, "Kitchen Hand")
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    assert game.state.players[0].money == 10 + 3  # no fee, 2 sixes + 1


def test_checker_gives_two_more_discount_without_refund() -> None:
    game, _ = scenario(boost=["no", "no"])
    play(game, 0, "Checker")
    player = game.state.players[0]
    player.hand = [staff_id("Delivery Boy")]  # cost 6
    game.state.spaces = [0, 0, 0, 0, 3, 0]
    actions.take_die(game, 0, 5)
    assert player.money == 9  # 6 - (3 + 2)
    player.hand = [staff_id("Pool Attendant")]  # cost 1, never below 0
    game.state.spaces = [0, 0, 0, 0, 3, 0]
    actions.take_die(game, 0, 5)
    assert player.money == 9


def test_detective_before_the_action() -> None:
    game, script = scenario(boost=["no"], before_or_after=["yes"], may=["yes"])
    play(game, 0, "Detective")
    game.state.players[0].hand = []
    game.state.spaces = [0, 0, 0, 0, 1, 0]
    actions.take_die(game, 0, 5)
    kinds = [kind for kind, _ in script.seen]
    assert game.state.players[0].emperor == 2 and kinds.index("before-or-after") < kinds.index("may")


def test_decorator_after_the_action() -> None:
    game, script = scenario(boost=["no"], before_or_after=["no"], split=["2 strudel"], may=["yes"])
    play(game, 0, "Decorator")
    game.state.spaces = [2, 0, 0, 0, 0, 0]
    actions.take_die(game, 0, 1)
    player = game.state.players[0]
    assert player.kitchen == {"strudel": 2} and player.rooms == {"1/1": "vacant"}
    assert [k for k, _ in script.seen].index("split") < [k for k, _ in script.seen].index("may")


def test_staff_manager_plays_a_card_at_full_cost() -> None:
    game, _ = scenario(boost=["no"], before_or_after=["yes"], may=["yes"])
    play(game, 0, "Staff Manager")
    player = game.state.players[0]
    player.hand = [staff_id("Pool Attendant")]
    game.state.spaces = [0, 0, 1, 0, 0, 0]
    actions.take_die(game, 0, 3)
    assert staff_id("Pool Attendant") in player.played and player.money == 9 and player.emperor == 3


def test_secretary_copies_an_opponents_final_scoring_staff() -> None:
    game, _ = scenario()
    play(game, 0, "Secretary")
    play(game, 1, "Chambermaid")  # 1 VP per occupied room
    game.state.players[0].rooms = {"1/1": "occupied", "1/2": "occupied", "2/1": "vacant"}
    run_effect(game, 0, catalog().staff[staff_id("Secretary")].scoring, Ref("staff", 29))
    assert game.state.players[0].vp == 2


def test_secretary_scores_nothing_without_an_opponents_final_staff() -> None:
    game, _ = scenario()
    play(game, 0, "Secretary")
    play(game, 0, "Chambermaid")
    run_effect(game, 0, catalog().staff[staff_id("Secretary")].scoring, Ref("staff", 29))
    assert game.state.players[0].vp == 0


def test_conference_manager_pays_one_krone_to_skip_the_penalty() -> None:
    game, _ = scenario(may=["yes"])
    play(game, 0, "Conference Manager")
    game.state.emperor_tiles = ["C1", "B1", "C1"]  # C1 penalty: lose 8 VP
    flow.emperor_scoring(game, 0)
    assert (game.state.players[0].vp, game.state.players[0].money) == (0, 9)
    assert game.state.players[1].vp == -8


def test_porter_fills_a_whole_order() -> None:
    game, _ = scenario()
    player = game.state.players[0]
    player.cafe = [CafeGuest(guest_id("Baroness"), {"wine": 1})]
    run_effect(game, 0, catalog().staff[staff_id("Porter")].effect, Ref("staff", 38))
    assert player.cafe[0].served == {"wine": 2, "coffee": 2}


def test_page_boy_occupies_two_rooms_and_collects_group_bonuses() -> None:
    game, _ = scenario(how_many=["2"])
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant", "1/5": "vacant"}
    player.money = 0
    run_effect(game, 0, catalog().staff[staff_id("Page Boy")].effect, Ref("staff", 35))
    assert player.rooms == {"1/1": "occupied", "1/5": "occupied"} and player.vp == 4  # two blue singles


def test_baroness_draws_three_plays_one_at_three_less_returns_the_rest() -> None:
    game, _ = scenario(may=["yes"], play_staff=["Kitchen Hand"])
    deck = game.state.staff_deck
    deck[-3:] = [staff_id("Chef"), staff_id("Butler"), staff_id("Kitchen Hand")]
    run_effect(game, 0, catalog().guests[guest_id("Baroness")].reward, Ref("guest", 75))
    player = game.state.players[0]
    assert player.played == [staff_id("Kitchen Hand")] and player.money == 8
    assert set(deck[:2]) == {staff_id("Chef"), staff_id("Butler")} and not player.hand


def test_duke_plays_one_of_three_for_free() -> None:
    game, _ = scenario(may=["yes"], play_staff=["Delivery Boy"])
    game.state.staff_deck[-3:] = [staff_id("Chef"), staff_id("Butler"), staff_id("Delivery Boy")]
    run_effect(game, 0, catalog().guests[guest_id("Duke")].reward, Ref("guest", 76))
    assert game.state.players[0].played == [staff_id("Delivery Boy")] and game.state.players[0].money == 10


def test_medicinal_councillor_takes_two_free_guests_refilling_between() -> None:
    game, _ = scenario(may=["yes"], how_many=["2"])
    game.state.queue = [49, 50, 51, 52, 53]
    game.state.guest_deck = [60, 61]
    run_effect(game, 0, catalog().guests[guest_id("Medicinal Councillor")].reward, Ref("guest", 87))
    player = game.state.players[0]
    assert [s.guest for s in player.cafe] == [49, 61] and player.money == 13  # 3 krones, guests free
    assert game.state.queue[0] == 60


def test_e_gizia_runs_an_action_without_a_die_boost_or_triggers() -> None:
    game, script = scenario(may=["yes"], perform_space=["space 4"], split=["2 krones"])
    play(game, 0, "Laundress")  # +4 VP when taking a 4: must not trigger
    game.state.spaces = [0, 0, 0, 2, 0, 0]
    run_effect(game, 0, catalog().guests[guest_id("E. Gizia")].reward, Ref("guest", 97))
    player = game.state.players[0]
    assert player.money == 12 and player.vp == 0 and game.state.spaces[3] == 2
    assert "boost" not in [k for k, _ in script.seen]


def test_gardener_scores_five_per_emperor_reward() -> None:
    game, _ = scenario()
    play(game, 0, "Gardener")
    game.state.emperor_tiles = ["C1", "B1", "C1"]
    game.state.players[0].emperor = 6
    flow.emperor_scoring(game, 0)
    assert game.state.players[0].vp == 4 + 8 + 5  # space 6, then C1's reward and the Gardener


def test_butler_makes_blue_rooms_free() -> None:
    game, _ = scenario()
    play(game, 0, "Butler")
    assert rules.room_cost(game, 0, (4, 1)) == 0 and rules.room_cost(game, 0, (4, 2)) == 3
