"""One scenario per base-game staff card (#1-#48), checked against the 2022 rules: the immediate cards (#21,
#35, #36, #38, #39, #43, #44, #45) and the permanent cards that are not take-die triggers (#23-#26, #33, #42).

Sources: shared/data/base-game.md §3 (the staff table; costs from [A][B], effects from the seed 003 card
reference and the [J] 2022 appendix) and §1 (core rules). Every test names its card with `staff_id(...)`,
so a card missing from the corpus fails its test. A card is "in play" when its id is in `played`.
"""
from __future__ import annotations

import pytest

from engine import flow, rules
from engine.state import CafeGuest
from tests.cards.staff_support import check_in, in_play, kinds, labels, play_from_hand
from tests.cards.support import occupied, vacant
from tests.engine.helpers import guest_id, scenario


# ---- #21 Chef ----------------------------------------------------------------------------------------------------


def test_chef_gains_one_of_each_item() -> None:
    """seed 003 card reference #21; base-game.md §3 #21: when played, +1 strudel, cake, wine and coffee."""
    game, _ = scenario()
    card = play_from_hand(game, 0, "Chef")
    player = game.state.players[0]
    assert player.kitchen == {"strudel": 1, "cake": 1, "wine": 1, "coffee": 1}
    assert player.money == 10 - 3 and player.played == [card] and not player.hand


# ---- #23-#26 ----------------------------------------------------------------------------------------------------


def test_custodian_pays_for_every_occupation_but_not_for_preparing() -> None:
    """seed 003 card reference #23; base-game.md §3 #23: +1 kr whenever a room becomes occupied, by any
    means (2022); preparing a vacant room is not an occupation."""
    game, _ = scenario()
    in_play(game, 0, "Custodian")
    player = game.state.players[0]
    rules.place_room(game, 0, (1, 1), 0)
    assert player.money == 10
    check_in(game, 0, "Apothecary", (1, 3))  # +1 kr reward, +1 Custodian
    assert player.money == 12
    player.rooms.update(vacant("1/4", "2/3"))
    play_from_hand(game, 0, "Page Boy")  # costs 2, occupies 1/1 and 1/4 (first two offered)
    assert player.money == 12 - 2 + 2


def test_custodian_pays_for_a_room_occupied_by_an_emperor_reward() -> None:
    """base-game.md §3 #23 ('by any means') and §6 B4 (reward: prepare a free room on floor 1-2, occupy it)."""
    game, _ = scenario(may=["yes"], prepare_room=["1/2"])
    in_play(game, 0, "Custodian")
    player = game.state.players[0]
    player.rooms, player.emperor = vacant("1/1"), 6
    game.state.players[1].emperor = 3
    game.state.emperor_tiles = ["B4", "B1", "C1"]
    flow.emperor_scoring(game, 0)  # space 6 = 4 VP, retreat to 3, reward
    assert player.rooms == {**vacant("1/1"), **occupied("1/2")}
    assert (player.money, player.vp) == (11, 4)


def test_chief_waiter_serves_for_free() -> None:
    """seed 003 card reference #24; base-game.md §3 #24 and §1.1 (serving normally costs 1 kr)."""
    game, _ = scenario()
    player = game.state.players[0]
    player.money, player.kitchen = 0, {"wine": 1}
    player.cafe = [CafeGuest(guest_id("Composer"))]  # wants 1 wine
    assert flow.serve_options(game, 0) == []  # 1 kr needed
    in_play(game, 0, "Chief Waiter")
    options = flow.serve_options(game, 0)
    assert labels(options) == ["serve from the kitchen for 0"]
    options[0][1]()
    assert player.cafe[0].served == {"wine": 1} and player.kitchen == {} and player.money == 0


def test_delivery_boy_takes_queue_guests_for_free() -> None:
    """seed 003 card reference #25; base-game.md §3 #25 and §1.1 (queue costs 3/2/1/0/0): all costs 0,
    but still one guest per turn."""
    game, _ = scenario(guest=["take Sculptor"])
    game.state.queue = [guest_id("Sculptor"), 50, 51, 52, 53]
    in_play(game, 0, "Delivery Boy")
    assert [rules.queue_cost(game, 0, i) for i in range(5)] == [0, 0, 0, 0, 0]
    assert [rules.queue_cost(game, 1, i) for i in range(5)] == [3, 2, 1, 0, 0]
    flow.guest_step(game, 0)
    player = game.state.players[0]
    assert [s.guest for s in player.cafe] == [guest_id("Sculptor")] and player.money == 10


def test_conference_manager_pays_one_krone_to_skip_the_penalty() -> None:
    """seed 003 card reference #26; base-game.md §3 #26 and §6: pay 1 kr to avoid an Emperor penalty (2022)."""
    game, _ = scenario(may=["yes"])
    in_play(game, 0, "Conference Manager")
    game.state.emperor_tiles = ["C1", "B1", "C1"]  # C1 penalty: -8 VP
    flow.emperor_scoring(game, 0)
    assert (game.state.players[0].vp, game.state.players[0].money) == (0, 9)
    assert game.state.players[1].vp == -8


@pytest.mark.parametrize("money, answer", [(0, "yes"), (10, "no")])
def test_conference_manager_penalty_applies_when_not_paid(money, answer) -> None:
    """base-game.md §3 #26: the skip costs 1 kr (impossible with 0 kr) and is optional."""
    game, _ = scenario(may=[answer])
    in_play(game, 0, "Conference Manager")
    game.state.players[0].money = money
    game.state.emperor_tiles = ["C1", "B1", "C1"]
    flow.emperor_scoring(game, 0)
    assert (game.state.players[0].vp, game.state.players[0].money) == (-8, money)


def test_conference_manager_costs_nothing_without_a_penalty() -> None:
    """base-game.md §3 #26 and §1.1 (after the retreat, 1-2 gives nothing): no penalty, nothing to pay."""
    game, script = scenario(may=["yes"])
    in_play(game, 0, "Conference Manager")
    game.state.players[0].emperor = 4  # 3 VP, retreat to 1
    game.state.players[1].emperor = 3
    game.state.emperor_tiles = ["C1", "B1", "C1"]
    flow.emperor_scoring(game, 0)
    assert (game.state.players[0].vp, game.state.players[0].money) == (3, 10) and "may" not in kinds(script)


# ---- #33 Male Floor Housekeeper ----------------------------------------------------------------------------------


@pytest.mark.parametrize("guest, guest_vp, reward_kr, bonus", [("Lord High Commissioner", 5, 4, 4),  # 4 items
                                                               ("Major", 3, 3, 0)])                  # 3 items
def test_male_floor_housekeeper_four_vp_for_orders_of_four_or_more(guest, guest_vp, reward_kr, bonus) -> None:
    """seed 003 card reference #33; base-game.md §3 #33 and §9 #10: +4 VP on taking the rewards of a guest
    whose order had 4 or more items (2022)."""
    game, _ = scenario()
    in_play(game, 0, "Male Floor Housekeeper")
    check_in(game, 0, guest, (1, 3))
    player = game.state.players[0]
    assert (player.vp, player.money) == (guest_vp + bonus, 10 + reward_kr)


# ---- immediate cards (#35, #36, #38, #39, #43, #44, #45) ---------------------------------------------------------


def test_page_boy_occupies_up_to_two_vacant_rooms() -> None:
    """seed 003 card reference #35; base-game.md §3 #35: occupy up to 2 vacant rooms of any colour; group
    bonuses apply (§1.5: a blue group of 1 pays 2 VP)."""
    game, _ = scenario(occupy_room=["1/1", "1/3"])
    player = game.state.players[0]
    player.rooms = vacant("1/1", "1/3", "1/4")
    play_from_hand(game, 0, "Page Boy")
    assert player.rooms == {**occupied("1/1", "1/3"), **vacant("1/4")}
    assert (player.vp, player.money) == (2, 10 - 2)


def test_page_boy_may_stop_after_one_room() -> None:
    """base-game.md §3 #35: 'up to' 2."""
    game, _ = scenario(occupy_room=["1/4", "stop"])
    player = game.state.players[0]
    player.rooms = vacant("1/1", "1/3", "1/4")
    play_from_hand(game, 0, "Page Boy")
    assert player.rooms == {**vacant("1/1", "1/3"), **occupied("1/4")}


@pytest.mark.parametrize("name, item, cost", [("Sommelier", "wine", 2), ("Confectioner", "cake", 3),
                                              ("Barista", "coffee", 3), ("Larder Cook", "strudel", 2)])
def test_four_item_cards(name, item, cost) -> None:
    """seed 003 card reference #36, #39, #43, #44; base-game.md §3: when played, +4 of one item."""
    game, _ = scenario()
    play_from_hand(game, 0, name)
    player = game.state.players[0]
    assert player.kitchen == {item: 4} and player.money == 10 - cost


def test_porter_fills_one_chosen_guests_order() -> None:
    """seed 003 card reference #38; base-game.md §3 #38: fill 1 guest's whole order from the supply."""
    game, _ = scenario(fill_order=["Composer"])
    player = game.state.players[0]
    player.cafe = [CafeGuest(guest_id("Baroness"), {"wine": 1}), CafeGuest(guest_id("Composer"))]
    play_from_hand(game, 0, "Porter")
    assert [slot.served for slot in player.cafe] == [{"wine": 1}, {"wine": 1}]
    assert player.kitchen == {} and player.money == 10 - 5


def test_porter_with_an_empty_cafe_does_nothing() -> None:
    """base-game.md §3 #38: no guest, nothing to fill (the card is still played)."""
    game, _ = scenario()
    card = play_from_hand(game, 0, "Porter")
    player = game.state.players[0]
    assert player.played == [card] and player.cafe == [] and player.kitchen == {}


@pytest.mark.parametrize("start, emperor, vp", [(0, 3, 0), (12, 13, 2)])
def test_pool_attendant_advances_three_steps(start, emperor, vp) -> None:
    """seed 003 card reference #45; base-game.md §3 #45: +3 Emperor steps; §1.1: steps past 13 give 1 VP each."""
    game, _ = scenario()
    player = game.state.players[0]
    player.emperor = start
    play_from_hand(game, 0, "Pool Attendant")
    assert (player.emperor, player.vp, player.money) == (emperor, vp, 10 - 1)


# ---- #42 Gardener ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("position, vp, money", [
    (6, 4 + 8 + 5, 10),   # space 6 = 4 VP, retreat to 3: C1 reward 8 VP, Gardener 5
    (4, 3, 10),           # retreat to 1: neither reward nor penalty
    (2, 2 - 8, 10),       # retreat to 0: C1 penalty, no Gardener VP
])
def test_gardener_five_vp_per_emperor_reward(position, vp, money) -> None:
    """seed 003 card reference #42; base-game.md §3 #42 and §6: +5 VP whenever you receive an Emperor reward."""
    game, _ = scenario()
    in_play(game, 0, "Gardener")
    game.state.emperor_tiles = ["C1", "B1", "C1"]
    game.state.players[0].emperor = position
    flow.emperor_scoring(game, 0)
    assert (game.state.players[0].vp, game.state.players[0].money) == (vp, money)
