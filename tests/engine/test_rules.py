"""One test per rule clause of the 2022 rules (seed 003 unless noted): prepare a state, act, assert."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import actions, flow, rules
from engine.errors import IllegalMove
from engine.state import CafeGuest
from tests.engine.helpers import guest_id, scenario, staff_id


def test_queue_costs_slide_and_refill() -> None:
    game, _ = scenario()
    game.state.queue = [49, 50, 51, 52, 53]
    assert [rules.queue_cost(game, 0, i) for i in range(5)] == [3, 2, 1, 0, 0]
    rules.take_guest(game, 0, 2, 1)
    assert game.state.queue[1:] == [49, 50, 52, 53] and game.state.queue[0] is not None
    assert game.state.players[0].money == 9 and game.state.players[0].cafe[0].guest == 51


def test_no_guest_when_the_cafe_is_full() -> None:
    game, _ = scenario()
    game.state.queue = [49, 50, 51, 52, 53]
    game.state.players[0].cafe = [CafeGuest(60), CafeGuest(61), CafeGuest(62)]
    with pytest.raises(IllegalMove):
        rules.take_guest(game, 0, 4, 0)


@pytest.mark.parametrize("strength, offered", [(3, ["3 strudel + 0 cake", "2 strudel + 1 cake"]),
                                               (4, ["4 strudel + 0 cake", "3 strudel + 1 cake", "2 strudel + 2 cake"])])
def test_dishes_keep_strudel_at_least_cake(strength, offered) -> None:
    game, script = scenario()
    actions.main_action(game, 0, 1, strength)
    assert list(script.seen[0][1]) == offered
    assert game.state.players[0].kitchen == {"strudel": strength}


def test_drinks_two_and_two_at_strength_four() -> None:
    game, _ = scenario(split=["2 wine + 2 coffee"])
    actions.main_action(game, 0, 2, 4)
    assert game.state.players[0].kitchen == {"wine": 2, "coffee": 2}


def test_strength_counts_dice_before_removing_and_boost_adds_one() -> None:
    game, _ = scenario(boost=["yes"], split=["0 krones"])
    game.state.spaces = [0, 0, 0, 3, 0, 0]
    actions.take_die(game, 0, 4)
    player = game.state.players[0]
    assert game.state.spaces[3] == 2 and player.emperor == 4 and player.money == 9


def test_hire_costs_printed_cost_less_strength_never_below_zero() -> None:
    game, _ = scenario()
    player = game.state.players[0]
    player.hand = [staff_id("Kitchen Hand")]  # costs 5
    actions.main_action(game, 0, 5, 3)
    assert player.money == 8 and player.played == [staff_id("Kitchen Hand")]
    player.hand = [staff_id("Breakfast Server")]  # costs 4
    actions.main_action(game, 0, 5, 6)
    assert player.money == 8


def test_imitation_pays_one_krone_and_uses_the_number_of_sixes() -> None:
    game, _ = scenario(boost=["no"], imitate=["4:"], split=["3 krones"])
    game.state.spaces = [0, 0, 0, 0, 0, 3]
    actions.take_die(game, 0, 6)
    assert game.state.players[0].money == 10 - 1 + 3


def test_first_room_bottom_left_then_orthogonal_neighbours() -> None:
    game, _ = scenario()
    assert rules.room_spaces(game, 0) == [(1, 1)]
    rules.place_room(game, 0, (1, 1), 0)
    assert rules.room_spaces(game, 0) == [(1, 2), (2, 1)]
    assert rules.room_spaces(game, 0, color="blue") == []


def test_room_cost_by_floor_and_placement_vp() -> None:
    game, _ = scenario()
    assert [rules.room_cost(game, 0, (floor, 1)) for floor in (1, 2, 3, 4)] == [0, 1, 2, 3]
    rules.place_room(game, 0, (4, 5), 3)
    assert game.state.players[0].vp == 4 and game.state.players[0].money == 7


@pytest.mark.parametrize("rooms, last, reward", [
    ({}, (1, 1), ("vp", 2)),                                  # blue group of 1: 2 VP
    ({"3/2": "occupied"}, (4, 2), ("money", 3)),              # red group of 2: 3 krones
    ({"1/2": "occupied", "2/1": "occupied"}, (2, 2), ("emperor", 6)),  # yellow group of 3: 6 steps
])
def test_group_bonus_when_the_last_room_is_occupied(rooms, last, reward) -> None:
    game, _ = scenario()
    player = game.state.players[0]
    player.money = 0
    player.rooms.update(rooms)
    player.rooms[f"{last[0]}/{last[1]}"] = "vacant"
    rules.occupy_room(game, 0, last)
    assert getattr(player, reward[0]) == reward[1]
    player.rooms[f"{last[0]}/{last[1]}"] = "vacant"
    rules.occupy_room(game, 0, last)  # a group pays once
    assert getattr(player, reward[0]) == reward[1]


def test_money_cap_and_emperor_overflow() -> None:
    game, _ = scenario()
    player = game.state.players[0]
    rules.gain_money(game, 0, 15)
    player.emperor = 12
    rules.advance_emperor(game, 0, 4)
    assert (player.money, player.emperor, player.vp) == (20, 13, 3)


def test_check_in_green_takes_any_colour_scores_and_rewards() -> None:
    game, _ = scenario()
    player = game.state.players[0]
    slot = CafeGuest(guest_id("Capt. Goldhaken"), {"strudel": 1})  # green, 1 strudel, reward +1 krone
    player.cafe.append(slot)
    player.rooms["1/1"] = "vacant"
    assert rules.rooms_for_guest(game, 0, slot) == [(1, 1)]
    rules.check_in(game, 0, slot, (1, 1))
    assert player.rooms["1/1"] == "occupied" and player.money == 11 and player.vp == 2  # + blue group bonus
    assert not player.cafe and game.state.guest_discard == [slot.guest]


def test_incomplete_guest_cannot_check_in() -> None:
    game, _ = scenario()
    slot = CafeGuest(guest_id("Baroness"), {"wine": 2})
    game.state.players[0].cafe.append(slot)
    game.state.players[0].rooms["1/1"] = "vacant"
    with pytest.raises(IllegalMove):
        rules.check_in(game, 0, slot, (1, 1))


def test_new_items_may_go_straight_onto_a_guest() -> None:
    game, _ = scenario(place_item=["onto"])
    player = game.state.players[0]
    player.cafe.append(CafeGuest(guest_id("Composer")))  # wants 1 wine
    rules.gain_items(game, 0, Counter({"wine": 2}))
    assert player.cafe[0].served == {"wine": 1} and player.kitchen == {"wine": 1}


def test_serving_from_the_kitchen_costs_one_krone_for_up_to_three() -> None:
    game, _ = scenario()
    player = game.state.players[0]
    player.kitchen = {"wine": 2, "coffee": 2}
    player.cafe.append(CafeGuest(guest_id("Baroness")))
    flow.serve(game, 0, 1)
    assert player.money == 9 and sum(player.cafe[0].served.values()) == 3 and sum(player.kitchen.values()) == 1


def emperor_game(position: int, tile: str, **answers):
    game, script = scenario(**answers)
    game.state.emperor_tiles = [tile, "B1", "C1"]
    game.state.players[0].emperor = position
    game.state.players[1].emperor = 3
    return game, script


def test_emperor_scoring_scores_then_retreats_then_rewards() -> None:
    game, _ = emperor_game(8, "A1")
    flow.emperor_scoring(game, 0)
    player = game.state.players[0]
    assert (player.vp, player.emperor, player.money) == (5, 5, 13)  # space 8 = 5 VP; A1 reward 3 krones


def test_emperor_penalty_left_option_when_it_can_be_done_in_full() -> None:
    game, _ = emperor_game(2, "A1")
    flow.emperor_scoring(game, 0)
    player = game.state.players[0]
    assert (player.vp, player.emperor, player.money) == (2, 0, 7)


def test_emperor_penalty_vp_loss_only_when_the_left_option_is_impossible() -> None:
    game, _ = emperor_game(1, "A1")
    game.state.players[0].money = 2
    flow.emperor_scoring(game, 0)
    player = game.state.players[0]
    assert (player.vp, player.money) == (1 - 5, 2)


def test_one_or_two_after_the_retreat_gives_nothing() -> None:
    game, _ = emperor_game(4, "A1")
    flow.emperor_scoring(game, 0)
    player = game.state.players[0]
    assert (player.vp, player.emperor, player.money) == (3, 1, 10)


def test_final_scoring_rooms_money_items_and_cafe() -> None:
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = {"1/1": "occupied", "2/1": "occupied", "4/1": "occupied", "3/1": "vacant"}
    player.money, player.kitchen = 4, {"wine": 2, "cake": 1}
    player.cafe = [CafeGuest(guest_id("Composer"))]
    flow.final_scoring(game)
    assert player.vp == (1 + 2 + 4) + (4 + 3) - 5


def test_snake_order_three_players() -> None:
    game, _ = scenario(players=3)
    game.state.round = 1
    flow._deal_turn_tiles(game)
    assert [p.tiles for p in game.state.players] == [[1, 6], [2, 5], [3, 4]]
    game.state.round = 2
    flow._deal_turn_tiles(game)
    assert [p.tiles for p in game.state.players] == [[3, 4], [1, 6], [2, 5]]


def test_pass_then_the_lowest_number_discards_one_die_and_rerolls() -> None:
    game, _ = scenario(discard_die=["discard a 3"])
    game.state.dice_total = 4
    game.state.spaces = [0, 0, 2, 0, 2, 0]
    for player in game.state.players:
        player.passed = True
    assert flow._next_seat(game) is None
    assert flow._reroll(game)
    assert sum(game.state.spaces) == 3 and game.state.dustbin == 1
    assert not any(p.passed for p in game.state.players)
