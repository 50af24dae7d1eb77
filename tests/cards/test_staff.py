"""One scenario per base-game staff card (#1-#48), checked against the 2022 rules.

Sources: shared/data/base-game.md §3 (the staff table; costs from [A][B], effects from the seed 003 card
reference and the [J] 2022 appendix) and §1 (core rules). Every test names its card with `staff_id(...)`,
so a card missing from the corpus fails its test. A card is "in play" when its id is in `played`.
"""
from __future__ import annotations

import pytest

from engine import actions, flow, rules
from engine.effects import run_effect
from engine.state import CafeGuest
from tests.engine.helpers import catalog, guest_id, scenario, staff_id


# ---- helpers ----------------------------------------------------------------------------------------------------


def in_play(game, seat: int, name: str) -> int:
    """Put a staff card straight into play (no cost, no effect): for permanent and final cards."""
    card = staff_id(name)
    game.state.players[seat].played.append(card)
    return card


def play_from_hand(game, seat: int, name: str) -> int:
    """Play a card from hand at its printed cost, as the hire action would with strength 0."""
    card = staff_id(name)
    game.state.players[seat].hand.append(card)
    rules.play_staff(game, seat, card, rules.staff_cost(game, card, 0))
    return card


def kinds(script) -> list[str]:
    return [kind for kind, _ in script.seen]


def labels(options) -> list[str]:
    return [label for label, _ in options]


def check_in(game, seat: int, guest: str, space: tuple[int, int]) -> None:
    """Seat a guest whose order is complete and check it in to a vacant room on `space`."""
    ident = guest_id(guest)
    slot = CafeGuest(ident, dict(catalog().guests[ident].order))
    player = game.state.players[seat]
    player.cafe.append(slot)
    player.rooms[f"{space[0]}/{space[1]}"] = "vacant"
    rules.check_in(game, seat, slot, space)


def final_vp(game, seat: int = 0) -> int:
    """Run final scoring with no krones, kitchen items or café guests, so only staff and rooms score."""
    for player in game.state.players:
        player.money, player.kitchen, player.cafe = 0, {}, []
    flow.final_scoring(game)
    return game.state.players[seat].vp


def occupied(*spaces: str) -> dict[str, str]:
    return {space: "occupied" for space in spaces}


def vacant(*spaces: str) -> dict[str, str]:
    return {space: "vacant" for space in spaces}


# A night-side hotel (base-game.md §2.2/§2.3). Occupied: blue 1/1, 1/5; red 1/3, 1/4, 2/3; yellow 1/2.
# Vacant: yellow 2/1, 2/2. So: 8 tiles, 6 occupied (2 blue, 3 red, 1 yellow), floor 1 complete, no
# column complete, groups G1 and G4 complete. Occupied-room VP at the end: 5 x 1 + 1 x 2 = 7.
HOTEL = {**occupied("1/1", "1/2", "1/3", "1/4", "1/5", "2/3"), **vacant("2/1", "2/2")}
HOTEL_ROOM_VP = 7
# Column 1 complete (1/1, 2/1, 3/1, 4/1) plus 1/2: room VP 1 + 2 + 3 + 4 + 1 = 11; groups G1, G6 complete.
TOWER = occupied("1/1", "2/1", "3/1", "4/1", "1/2")
TOWER_ROOM_VP = 11
# base-game.md §3 #48 example ([004]): 3 red, 4 blue, 6 yellow occupied. Room VP 5 + 8 + 9 + 4 = 26.
MIXED = occupied("1/3", "1/4", "2/3",                      # red
                 "1/1", "1/5", "3/1", "4/1",               # blue
                 "1/2", "2/1", "2/2", "2/5", "3/4", "3/5")  # yellow
MIXED_ROOM_VP = 26


# ---- printed cost and timing of every card ------------------------------------------------------------------------

COST_AND_TIMING = [  # base-game.md §3, "cost 2022" and "timing" columns
    ("Breakfast Server", 4, "once-per-round"), ("Waitress", 6, "once-per-round"), ("Barkeeper", 4, "once-per-round"),
    ("Sous-Chef", 6, "once-per-round"), ("Groom", 4, "permanent"), ("Stableman", 1, "permanent"),
    ("Masseuse", 1, "permanent"), ("Tour Guide", 2, "permanent"), ("Butler", 5, "permanent"),
    ("Chauffeur", 5, "permanent"), ("Florist", 5, "permanent"), ("Executive Housekeeper", 2, "permanent"),
    ("Restaurant Manager", 2, "permanent"), ("Decorator", 2, "permanent"), ("Bootblack", 4, "permanent"),
    ("Laundress", 2, "permanent"), ("Kitchen Hand", 5, "permanent"), ("Checker", 2, "permanent"),
    ("Interior Architect", 3, "permanent"), ("Detective", 2, "permanent"), ("Chef", 3, "immediate"),
    ("Staff Manager", 3, "permanent"), ("Custodian", 5, "permanent"), ("Chief Waiter", 1, "permanent"),
    ("Delivery Boy", 6, "permanent"), ("Conference Manager", 5, "permanent"), ("Booking Manager", 4, "final"),
    ("Concierge", 4, "final"), ("Secretary", 5, "final"), ("Reception Clerk", 4, "final"),
    ("Chambermaid", 4, "final"), ("Assistant Manager", 4, "final"), ("Male Floor Housekeeper", 5, "permanent"),
    ("Receptionist", 5, "final"), ("Page Boy", 2, "immediate"), ("Sommelier", 2, "immediate"),
    ("Room Service", 3, "final"), ("Porter", 5, "immediate"), ("Confectioner", 3, "immediate"),
    ("Marketing Director", 2, "final"), ("Operator", 3, "final"), ("Gardener", 3, "permanent"),
    ("Barista", 3, "immediate"), ("Larder Cook", 2, "immediate"), ("Pool Attendant", 1, "immediate"),
    ("Female Floor Housekeeper", 2, "final"), ("Liftboy", 4, "final"), ("Hotel Manager", 4, "final"),
]


@pytest.mark.parametrize("number, name, cost, timing", [(n, *row) for n, row in enumerate(COST_AND_TIMING, 1)])
def test_printed_cost_and_timing(number, name, cost, timing) -> None:
    """base-game.md §3 (costs [A][B], 2022; #17 costs 5 per [003][J]): id, cost and timing class."""
    card = catalog().staff[staff_id(name)]
    assert (card.ident, card.cost, card.timing) == (number, cost, timing)


# ---- #1-#4: once-per-round items ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name, item", [("Breakfast Server", "strudel"), ("Waitress", "cake"),
                                        ("Barkeeper", "wine"), ("Sous-Chef", "coffee")])
def test_once_per_round_item_cards(name, item) -> None:
    """seed 003 card reference #1-#4; base-game.md §3 #1-#4 and §1.3 (once/round staff are readied at round end):
    as an additional action, gain 1 item, once per round."""
    game, _ = scenario(additional=[f"use {name}"])
    card = in_play(game, 0, name)
    flow.additional_actions(game, 0)
    player = game.state.players[0]
    assert player.kitchen == {item: 1} and player.used_this_round == [card]
    assert labels(flow._additional_options(game, 0)) == ["done"]  # used up for this round
    flow.end_round(game)  # round 1: no Emperor scoring, staff are readied
    flow.additional_actions(game, 0)
    assert player.kitchen == {item: 2}


@pytest.mark.parametrize("name", ["Breakfast Server", "Waitress", "Barkeeper", "Sous-Chef"])
def test_once_per_round_item_card_in_hand_does_nothing(name) -> None:
    """base-game.md §3 #1-#4: only a played card can be used."""
    game, _ = scenario()
    game.state.players[0].hand.append(staff_id(name))
    assert labels(flow._additional_options(game, 0)) == ["done"]


# ---- #5-#8: a completed guest of one colour leaves the café -------------------------------------------------------

# Guests with simple rewards, one per colour, and a vacant room each can take without completing a group.
GUESTS = {"red": ("Apothecary", (1, 3)),            # 1 VP, +1 krone
          "blue": ("Knight of the Empire", (3, 1)),  # 3 VP, no reward
          "yellow": ("Composer", (1, 2)),            # 1 VP, +1 strudel
          "green": ("Capt. Goldhaken", (1, 3))}      # 0 VP, +1 krone
WITHOUT_STAFF = {"red": (11, 1, 0), "blue": (10, 3, 0), "yellow": (10, 1, 0), "green": (11, 0, 0)}  # money, VP, Emperor
COLOUR_STAFF = {"Groom": ("red", (2, 0, 0)), "Stableman": ("blue", (0, 0, 1)),
                "Masseuse": ("yellow", (1, 0, 0)), "Tour Guide": ("green", (0, 2, 0))}


@pytest.mark.parametrize("colour", list(GUESTS))
@pytest.mark.parametrize("name", list(COLOUR_STAFF))
def test_colour_staff_pays_only_for_its_colour(name, colour) -> None:
    """seed 003 card reference #5-#8; base-game.md §3 #5 (+2 kr, red), #6 (may +1 Emp, blue), #7 (+1 kr,
    yellow), #8 (+2 VP, green), each when a completed guest of that colour leaves the café (2022)."""
    game, _ = scenario(may=["yes"])
    in_play(game, 0, name)
    guest, space = GUESTS[colour]
    check_in(game, 0, guest, space)
    card_colour, bonus = COLOUR_STAFF[name]
    base = WITHOUT_STAFF[colour]
    expected = tuple(b + (x if colour == card_colour else 0) for b, x in zip(base, bonus))
    player = game.state.players[0]
    assert (player.money, player.vp, player.emperor) == expected


def test_stableman_step_is_optional() -> None:
    """seed 003 card reference #6; base-game.md §3 #6: the Emperor step is a 'may'."""
    game, script = scenario(may=["no"])
    in_play(game, 0, "Stableman")
    check_in(game, 0, "Knight of the Empire", (3, 1))
    assert "may" in kinds(script) and game.state.players[0].emperor == 0


# ---- #9-#11: free rooms of one colour -----------------------------------------------------------------------------


@pytest.mark.parametrize("name, colour, start, target", [("Butler", "blue", "3/1", (4, 1)),
                                                         ("Chauffeur", "red", "3/1", (3, 2)),
                                                         ("Florist", "yellow", "3/3", (3, 4))])
def test_room_colour_staff_makes_that_colour_free(name, colour, start, target) -> None:
    """seed 003 card reference #9-#11; base-game.md §3 #9-#11: preparing rooms of that colour costs 0 kr
    (an action is still needed); other colours keep the floor cost (§1.2: 0/1/2/3 kr on floors 1-4)."""
    game, _ = scenario()
    player = game.state.players[0]
    player.money, player.rooms = 0, {start: "vacant"}
    assert rules.room_options(game, 0) == []  # nothing affordable without the card
    in_play(game, 0, name)
    assert labels(rules.room_options(game, 0)) == [f"room {target[0]}/{target[1]} for 0"]
    actions.rooms(game, 0, 1)
    assert player.rooms == {start: "vacant", f"{target[0]}/{target[1]}": "vacant"} and player.money == 0
    others = {"blue": (4, 1), "red": (4, 2), "yellow": (3, 4)}
    assert {c: rules.room_cost(game, 0, s) for c, s in others.items()} == {c: (0 if c == colour else s[0] - 1)
                                                                           for c, s in others.items()}


# ---- #12-#20: take-die triggers and strength modifiers ------------------------------------------------------------


def test_executive_housekeeper_scores_on_3_and_4_only() -> None:
    """seed 003 card reference #12; base-game.md §3 #12: +2 VP each time you take a die showing 3 or 4;
    §3 trigger wording / §9 #24: not when the action is imitated with a 6."""
    game, _ = scenario(boost=["no"] * 4, imitate=["4:"])
    in_play(game, 0, "Executive Housekeeper")
    player = game.state.players[0]
    game.state.spaces = [1, 0, 1, 1, 0, 1]
    actions.take_die(game, 0, 3)
    assert player.vp == 2
    actions.take_die(game, 0, 4)
    assert player.vp == 4
    actions.take_die(game, 0, 6)  # imitating action 4
    actions.take_die(game, 0, 1)
    assert player.vp == 4


def test_restaurant_manager_adds_strength_to_1_and_2_only() -> None:
    """seed 003 card reference #13; base-game.md §3 #13: +1 strength when taking a die showing 1 or 2;
    not for a 6 imitating them (§3 trigger wording)."""
    game, script = scenario(boost=["no"] * 3, split=["2 wine + 1 coffee", "2 strudel"], imitate=["2:"])
    in_play(game, 0, "Restaurant Manager")
    player = game.state.players[0]
    game.state.spaces = [1, 2, 0, 0, 0, 2]
    actions.take_die(game, 0, 2)  # 2 dice + 1
    actions.take_die(game, 0, 1)  # 1 die + 1
    assert player.kitchen == {"wine": 2, "coffee": 1, "strudel": 2}
    actions.take_die(game, 0, 6)  # 2 sixes imitating drinks: strength stays 2
    assert script.seen[-1] == ("split", ("2 wine + 0 coffee", "1 wine + 1 coffee"))


def test_decorator_prepares_a_room_at_normal_cost_before_the_action() -> None:
    """seed 003 card reference #14; base-game.md §3 #14: with a die showing 1 or 2, before or after the main
    action, may prepare 1 room of any colour at normal cost."""
    game, script = scenario(boost=["no"], before_or_after=["yes"], may=["yes"], prepare_room=["2/1"],
                            split=["2 wine"])
    in_play(game, 0, "Decorator")
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant"}
    game.state.spaces = [0, 2, 0, 0, 0, 0]
    actions.take_die(game, 0, 2)
    assert player.rooms == {"1/1": "vacant", "2/1": "vacant"} and player.money == 9  # floor 2 costs 1
    assert player.kitchen == {"wine": 2}
    assert kinds(script).index("prepare-room") < kinds(script).index("split")


def test_decorator_not_on_other_dice_or_imitation() -> None:
    """base-game.md §3 #14 and trigger wording: only dice showing 1 or 2, not a 6 imitating them."""
    game, script = scenario(boost=["no"] * 2, imitate=["1:"])
    in_play(game, 0, "Decorator")
    game.state.spaces = [0, 0, 1, 0, 0, 1]
    actions.take_die(game, 0, 3)
    actions.take_die(game, 0, 6)
    assert "before-or-after" not in kinds(script) and "may" not in kinds(script)
    assert game.state.players[0].rooms == {"1/1": "vacant"}  # only the rooms action placed a room


def test_bootblack_gives_krones_and_emperor_steps_at_full_strength() -> None:
    """seed 003 card reference #15; base-game.md §3 #15: with a die showing 4, no split: 1 kr per strength
    and may 1 Emperor step per strength; a boost raises both."""
    game, script = scenario(boost=["yes"])
    in_play(game, 0, "Bootblack")
    game.state.spaces = [0, 0, 0, 2, 0, 0]
    actions.take_die(game, 0, 4)
    player = game.state.players[0]
    assert (player.money, player.emperor) == (10 - 1 + 3, 3)
    assert "split" not in kinds(script)


def test_bootblack_steps_are_optional() -> None:
    """base-game.md §3 #15: the krones are gained in full; the Emperor steps are a 'may' per die."""
    game, _ = scenario(boost=["no"], how_many=["1"])
    in_play(game, 0, "Bootblack")
    game.state.spaces = [0, 0, 0, 2, 0, 0]
    actions.take_die(game, 0, 4)
    player = game.state.players[0]
    assert (player.money, player.emperor) == (12, 1)


def test_bootblack_not_on_imitation() -> None:
    """base-game.md §3 trigger wording and §9 #24: a 6 imitating action 4 is a normal split."""
    game, script = scenario(boost=["no"], imitate=["4:"], split=["2 krones"])
    in_play(game, 0, "Bootblack")
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    player = game.state.players[0]
    assert "split" in kinds(script) and (player.money, player.emperor) == (10 - 1 + 2, 0)


def test_laundress_scores_4_vp_on_a_4_only() -> None:
    """seed 003 card reference #16; base-game.md §3 #16: +4 VP when taking a die showing 4 (not a 6 imitating it)."""
    game, _ = scenario(boost=["no"] * 3, imitate=["4:"])
    in_play(game, 0, "Laundress")
    game.state.spaces = [0, 0, 1, 1, 0, 1]
    actions.take_die(game, 0, 4)
    assert game.state.players[0].vp == 4
    actions.take_die(game, 0, 6)
    actions.take_die(game, 0, 3)
    assert game.state.players[0].vp == 4


def test_kitchen_hand_imitates_without_money_and_with_one_more_strength() -> None:
    """seed 003 card reference #17; base-game.md §3 #17: when taking a 6, no 1-kr imitation fee and +1 strength."""
    game, _ = scenario(imitate=["4:"], split=["3 krones"])
    player = game.state.players[0]
    player.money = 0
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    assert 6 not in [face for _, face in flow._die_options(game, 0)]  # the fee cannot be paid
    in_play(game, 0, "Kitchen Hand")
    assert 6 in [face for _, face in flow._die_options(game, 0)]
    actions.take_die(game, 0, 6)
    assert player.money == 3  # 2 sixes + 1, no fee


def test_kitchen_hand_allows_a_boost_with_the_last_krone() -> None:
    """base-game.md §3 #17 (paid boost still allowed) and §1.1 (boost costs 1 kr)."""
    game, _ = scenario(boost=["yes"], imitate=["4:"], split=["4 krones"])
    in_play(game, 0, "Kitchen Hand")
    player = game.state.players[0]
    player.money = 1
    game.state.spaces = [0, 0, 0, 0, 0, 2]
    actions.take_die(game, 0, 6)
    assert player.money == 0 + 4  # boost paid, 2 sixes + 1 + 1


def test_checker_adds_two_strength_to_a_5_only() -> None:
    """seed 003 card reference #18; base-game.md §3 #18: +2 strength on a die showing 5 (2 kr more discount);
    not on a 6 imitating action 5 (§9 #24)."""
    game, _ = scenario(boost=["no"] * 2, imitate=["5:"])
    in_play(game, 0, "Checker")
    player = game.state.players[0]
    player.hand = [staff_id("Breakfast Server")]  # costs 4
    game.state.spaces = [0, 0, 0, 0, 1, 1]
    actions.take_die(game, 0, 5)
    assert player.money == 10 - (4 - 3)
    player.hand = [staff_id("Barkeeper")]  # costs 4
    actions.take_die(game, 0, 6)  # fee 1, strength 1
    assert player.money == 9 - 1 - 3
    assert player.played[-2:] == [staff_id("Breakfast Server"), staff_id("Barkeeper")]


def test_interior_architect_scores_5_vp_on_a_3_only() -> None:
    """seed 003 card reference #19; base-game.md §3 #19: +5 VP when taking a die showing 3."""
    game, _ = scenario(boost=["no"] * 3, imitate=["3:"])
    in_play(game, 0, "Interior Architect")
    game.state.spaces = [0, 0, 1, 1, 0, 1]
    actions.take_die(game, 0, 3)
    assert game.state.players[0].vp == 5
    actions.take_die(game, 0, 4)
    actions.take_die(game, 0, 6)  # imitating action 3
    assert game.state.players[0].vp == 5


def test_detective_advances_two_after_the_hire() -> None:
    """seed 003 card reference #20; base-game.md §3 #20: with a die showing 5, before or after the action,
    may +2 Emperor steps."""
    game, script = scenario(boost=["no"], before_or_after=["no"], play_staff=["Pool Attendant"], may=["yes"])
    in_play(game, 0, "Detective")
    player = game.state.players[0]
    player.hand = [staff_id("Pool Attendant"), staff_id("Larder Cook")]
    game.state.spaces = [0, 0, 0, 0, 1, 0]
    actions.take_die(game, 0, 5)
    assert player.emperor == 3 + 2 and player.money == 10  # Pool Attendant costs 1 - 1
    assert kinds(script).index("play-staff") < kinds(script).index("may")


def test_detective_steps_are_optional_and_not_on_imitation() -> None:
    """base-game.md §3 #20 ('may') and §9 #24 (not on a 6 imitating action 5)."""
    game, script = scenario(boost=["no"] * 2, before_or_after=["yes"], may=["no"], imitate=["5:"])
    in_play(game, 0, "Detective")
    player = game.state.players[0]
    game.state.spaces = [0, 0, 0, 0, 1, 1]
    actions.take_die(game, 0, 5)
    assert player.emperor == 0 and kinds(script).count("before-or-after") == 1
    actions.take_die(game, 0, 6)
    assert player.emperor == 0 and kinds(script).count("before-or-after") == 1


# ---- #21, #22 ---------------------------------------------------------------------------------------------------


def test_chef_gains_one_of_each_item() -> None:
    """seed 003 card reference #21; base-game.md §3 #21: when played, +1 strudel, cake, wine and coffee."""
    game, _ = scenario()
    card = play_from_hand(game, 0, "Chef")
    player = game.state.players[0]
    assert player.kitchen == {"strudel": 1, "cake": 1, "wine": 1, "coffee": 1}
    assert player.money == 10 - 3 and player.played == [card] and not player.hand


def test_staff_manager_plays_a_staff_at_full_cost_after_the_rooms_action() -> None:
    """seed 003 card reference #22; base-game.md §3 #22: with a die showing 3, before or after the action,
    may play 1 staff from hand at its full cost."""
    game, script = scenario(boost=["no"], before_or_after=["no"], may=["yes"], play_staff=["Sommelier"])
    in_play(game, 0, "Staff Manager")
    player = game.state.players[0]
    player.hand = [staff_id("Pool Attendant"), staff_id("Sommelier")]
    game.state.spaces = [0, 0, 1, 0, 0, 0]
    actions.take_die(game, 0, 3)
    assert player.rooms == {"1/1": "vacant"} and player.kitchen == {"wine": 4}
    assert player.money == 10 - 2 and player.hand == [staff_id("Pool Attendant")]
    assert kinds(script).index("prepare-room") < kinds(script).index("may")


def test_staff_manager_not_on_other_dice() -> None:
    """base-game.md §3 #22: only a die showing 3."""
    game, script = scenario(boost=["no"])
    in_play(game, 0, "Staff Manager")
    game.state.players[0].hand = [staff_id("Pool Attendant")]
    game.state.spaces = [0, 0, 0, 1, 0, 0]
    actions.take_die(game, 0, 4)
    assert "may" not in kinds(script) and game.state.players[0].hand == [staff_id("Pool Attendant")]


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
    assert flow._serve_options(game, 0) == []  # 1 kr needed
    in_play(game, 0, "Chief Waiter")
    options = flow._serve_options(game, 0)
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
    flow._guest_step(game, 0)
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


# ---- take-die staff and E. Gizia's die-less action -----------------------------------------------------------------


@pytest.mark.parametrize("name, spaces, hand, answers, outcome", [
    # outcome: money, VP, Emperor, kitchen, rooms
    ("Executive Housekeeper", [0, 0, 0, 1, 0, 0], [], {}, (11, 0, 0, {}, {})),
    ("Restaurant Manager", [2, 0, 0, 0, 0, 0], [], {}, (10, 0, 0, {"strudel": 2}, {})),
    ("Decorator", [1, 0, 0, 0, 0, 0], [], {}, (10, 0, 0, {"strudel": 1}, {})),
    ("Bootblack", [0, 0, 0, 2, 0, 0], [], {}, (12, 0, 0, {}, {})),
    ("Laundress", [0, 0, 0, 1, 0, 0], [], {}, (11, 0, 0, {}, {})),
    ("Kitchen Hand", [0, 0, 0, 0, 0, 2], [], {"imitate": ["1:"]}, (9, 0, 0, {"strudel": 2}, {})),
    ("Checker", [0, 0, 0, 0, 1, 0], ["Larder Cook"], {}, (9, 0, 0, {"strudel": 4}, {})),
    ("Interior Architect", [0, 0, 1, 0, 0, 0], [], {}, (10, 0, 0, {}, {"1/1": "vacant"})),
    ("Detective", [0, 0, 0, 0, 1, 0], [], {}, (10, 0, 0, {}, {})),
    ("Staff Manager", [0, 0, 1, 0, 0, 0], ["Pool Attendant"], {}, (10, 0, 0, {}, {"1/1": "vacant"})),
])
def test_take_die_staff_do_not_apply_to_e_gizias_action(name, spaces, hand, answers, outcome) -> None:
    """base-game.md §3 trigger wording and §4 #97 (2022): E. Gizia runs a space's main action without taking a
    die, so no take-die staff card (#12-#20, #22) applies: no bonus, no extra strength, the 6 fee is paid."""
    game, script = scenario(**answers)
    in_play(game, 0, name)
    player = game.state.players[0]
    player.hand = [staff_id(h) for h in hand]
    game.state.spaces = spaces
    run_effect(game, 0, catalog().guests[guest_id("E. Gizia")].reward, "guest 97")
    assert (player.money, player.vp, player.emperor, player.kitchen, player.rooms) == outcome
    assert "may" not in kinds(script) and "before-or-after" not in kinds(script)


# ---- final-scoring cards that count the hotel (#27, #28, #30, #31, #34, #37, #46, #47, #48) ----------------------


@pytest.mark.parametrize("name, hotel, room_vp, card_vp", [
    ("Booking Manager", HOTEL, HOTEL_ROOM_VP, 3 * 3),          # #27: 3 VP per occupied red (vacant red do not count)
    ("Concierge", HOTEL, HOTEL_ROOM_VP, 3 * 2),                # #28: 3 VP per occupied blue
    ("Reception Clerk", HOTEL, HOTEL_ROOM_VP, 3 * 1),          # #30: 3 VP per occupied yellow (2 vacant yellow)
    ("Chambermaid", HOTEL, HOTEL_ROOM_VP, 1 * 6),              # #31: 1 VP per occupied room
    ("Receptionist", HOTEL, HOTEL_ROOM_VP, 1 * 8),             # #34: 1 VP per room tile, vacant or occupied
    ("Room Service", HOTEL, HOTEL_ROOM_VP, 2 * 2),             # #37: 2 VP per complete group (G1, G4)
    ("Room Service", TOWER, TOWER_ROOM_VP, 2 * 2),             # G1 and G6; G2 (1/2, 2/1, 2/2) is not complete
    ("Female Floor Housekeeper", HOTEL, HOTEL_ROOM_VP, 5 * 1),  # #46: 5 VP per complete floor
    ("Female Floor Housekeeper", TOWER, TOWER_ROOM_VP, 0),
    ("Liftboy", TOWER, TOWER_ROOM_VP, 5 * 1),                  # #47: 5 VP per complete column
    ("Liftboy", HOTEL, HOTEL_ROOM_VP, 0),
    ("Hotel Manager", MIXED, MIXED_ROOM_VP, 4 * 3),            # #48: [004] example, 3 red 4 blue 6 yellow -> 12
    ("Hotel Manager", HOTEL, HOTEL_ROOM_VP, 4 * 1),
    ("Hotel Manager", TOWER, TOWER_ROOM_VP, 0),                # no red room: no set
])
def test_final_staff_counting_the_hotel(name, hotel, room_vp, card_vp) -> None:
    """seed 003 card reference #27, #28, #30, #31, #34, #37, #46, #47, #48; base-game.md §3 (same numbers)
    and §1.6 (final staff score first, then 1/2/3/4 VP per occupied room by floor)."""
    game, _ = scenario()
    in_play(game, 0, name)
    game.state.players[0].rooms = dict(hotel)
    assert final_vp(game) == card_vp + room_vp


@pytest.mark.parametrize("name", ["Booking Manager", "Concierge", "Reception Clerk", "Chambermaid", "Receptionist",
                                  "Room Service", "Female Floor Housekeeper", "Liftboy", "Hotel Manager"])
def test_final_staff_counting_the_hotel_scores_nothing_on_an_empty_hotel(name) -> None:
    """base-game.md §3: each scores per room/group/floor/column, so 0 VP with no rooms."""
    game, _ = scenario()
    in_play(game, 0, name)
    assert final_vp(game) == 0


def test_final_staff_only_score_in_final_scoring() -> None:
    """base-game.md §3 timing classes: final cards do nothing when played."""
    game, _ = scenario()
    game.state.players[0].rooms = dict(HOTEL)
    play_from_hand(game, 0, "Chambermaid")
    assert game.state.players[0].vp == 0 and game.state.players[0].money == 10 - 4


# ---- #29 Secretary -------------------------------------------------------------------------------------------------


def test_secretary_scores_an_opponents_final_staff_on_your_hotel() -> None:
    """seed 003 card reference #29; base-game.md §3 #29: copy 1 opponent's final-scoring staff, scored
    on your own hotel (2022)."""
    game, _ = scenario()
    in_play(game, 0, "Secretary")
    in_play(game, 1, "Booking Manager")
    game.state.players[0].rooms = dict(HOTEL)  # 3 occupied red
    assert final_vp(game, 0) == 3 * 3 + HOTEL_ROOM_VP
    assert game.state.players[1].vp == 0  # the opponent's hotel is empty


def test_secretary_picks_one_of_several_opponent_cards() -> None:
    """base-game.md §3 #29: the player picks which opponent card to copy (only one)."""
    game, _ = scenario(players=3, copy_staff=["Concierge"])
    in_play(game, 0, "Secretary")
    in_play(game, 1, "Booking Manager")
    in_play(game, 2, "Concierge")
    game.state.players[0].rooms = dict(HOTEL)  # 2 occupied blue
    assert final_vp(game, 0) == 3 * 2 + HOTEL_ROOM_VP


@pytest.mark.parametrize("own, opponent", [(["Booking Manager"], []),      # never your own card
                                           ([], ["Chef", "Groom"]),         # only final-scoring staff
                                           ([], ["Secretary"])])            # nothing else to copy
def test_secretary_scores_nothing_without_an_opponents_final_staff(own, opponent) -> None:
    """base-game.md §3 #29: never your own card, only final-scoring staff; 0 VP if none."""
    game, _ = scenario()
    in_play(game, 0, "Secretary")
    for name in own:
        in_play(game, 0, name)
    for name in opponent:
        in_play(game, 1, name)
    game.state.players[0].rooms = dict(HOTEL)
    own_vp = 3 * 3 if own else 0  # the own Booking Manager scores once, for itself
    assert final_vp(game, 0) == own_vp + HOTEL_ROOM_VP


# ---- #32, #33 -------------------------------------------------------------------------------------------------


def test_assistant_manager_scores_two_per_played_staff_including_itself() -> None:
    """seed 003 card reference #32; base-game.md §3 #32 and §9 #5: 2 VP per played staff, this one included
    (2022); cards in hand do not count."""
    game, _ = scenario()
    in_play(game, 0, "Assistant Manager")
    assert final_vp(game) == 2
    game, _ = scenario()
    for name in ("Assistant Manager", "Chef", "Butler", "Groom"):
        in_play(game, 0, name)
    game.state.players[0].hand = [staff_id("Florist")]
    assert final_vp(game) == 2 * 4


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


# ---- #40, #41, #42 -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("objectives, card_vp", [({"105": [0], "106": [1, 0], "107": [1]}, 5 * 2),
                                                 ({"105": [1], "106": []}, 0)])
def test_marketing_director_five_per_claimed_objective(objectives, card_vp) -> None:
    """seed 003 card reference #40; base-game.md §3 #40: 5 VP per objective holding your marker."""
    game, _ = scenario()
    in_play(game, 0, "Marketing Director")
    game.state.objectives = objectives
    assert final_vp(game) == card_vp


@pytest.mark.parametrize("position, card_vp", [(0, 0), (5, 10), (8, 16)])
def test_operator_twice_the_emperor_position_without_cap(position, card_vp) -> None:
    """seed 003 card reference #41; base-game.md §3 #41 and §9 #6: 2 VP x Emperor position, no 12-VP cap (2022)."""
    game, _ = scenario()
    in_play(game, 0, "Operator")
    game.state.players[0].emperor = position
    assert final_vp(game) == card_vp


def test_operator_counts_the_position_after_the_round_7_retreat() -> None:
    """base-game.md §3 #41 (position after the round-7 retreat) and §1.1 (retreat 7 after round 7)."""
    game, _ = scenario()
    in_play(game, 0, "Operator")
    player = game.state.players[0]
    player.emperor = 10
    game.state.emperor_tiles = ["A1", "B1", "C1"]
    flow.emperor_scoring(game, 2)  # space 10 = 6 VP, retreat to 3, C1 reward 8 VP
    assert (player.vp, player.emperor) == (6 + 8, 3)
    assert final_vp(game) == 6 + 8 + 2 * 3


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
