"""Scenario tests for base-game guest cards #49–104: rewards without choices (or with only an item choice),
drawing staff and optional Emperor steps.

Sources: /work/shared/data/base-game.md §4 (colour, order and VP from [A][B]; reward summaries from seed 003's
card reference and [J]'s 2022 appendix), §1.1/§1.5 (money cap, Emperor track, group bonuses) and §2.2/§2.3
(night-side colours, groups and placement VP). Each test seats one guest with a complete order in the café,
checks it in with `engine.rules.check_in` (room, VP, group bonus, reward, discard) and compares the whole
player state afterwards with the state before, changed only where the card says so.
"""
from __future__ import annotations

import pytest

from tests.cards.guest_support import ITEMS, STAFF_DECK, arrive, asked, outcome


# ---- rewards without choices -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, space, rooms, money, changes", [
    # §4 #51: 1 VP, +1 strudel (yellow 1/2 alone: its group 1/2-2/1-2/2 stays open, no bonus)
    ("Composer", "1/2", None, 10, {"vp": 1, "kitchen": {"strudel": 1}}),
    # §4 #52: +1 strudel, +2 krones
    ("Tailor", "1/2", None, 10, {"money": 12, "kitchen": {"strudel": 1}}),
    # §4 #60: 5 VP, +1 coffee, +3 krones; the room closes the yellow group of 3 (§1.5: 6 Emperor steps)
    ("Jewelry Designer", "1/2", {"1/2": "vacant", "2/1": "occupied", "2/2": "occupied"}, 10,
     {"vp": 5, "money": 13, "emperor": 6, "kitchen": {"coffee": 1}}),
    # §4 #65: 3 VP, no reward; blue single group 4/5 (§1.5: 2 VP)
    ("Knight of the Empire", "4/5", None, 10, {"vp": 3 + 2}),
    # §4 #69: 7 VP, +3 krones; blue single 1/1 (+2 VP)
    ("Countess", "1/1", None, 10, {"vp": 7 + 2, "money": 13}),
    # §4 #74: 10 VP, +1 krone; blue single 1/5 (+2 VP)
    ("Earl", "1/5", None, 10, {"vp": 10 + 2, "money": 11}),
    # §4 #77: 1 VP, +1 krone; red single 4/4 (§1.5: 1 krone)
    ("Apothecary", "4/4", None, 10, {"vp": 1, "money": 10 + 1 + 1}),
    # §4 #81: +1 wine, +3 krones (red 1/3 alone: group of 4 stays open)
    ("General", "1/3", None, 10, {"money": 13, "kitchen": {"wine": 1}}),
    # §4 #83: +5 krones; closes the red pair 3/2-4/2 (§1.5: 3 krones)
    ("Councillor of Commerce", "3/2", {"3/2": "vacant", "4/2": "occupied"}, 10, {"money": 10 + 3 + 5}),
    # §4 #85: 3 VP, +3 krones; closes the red group of 4 (§1.5: 10 krones)
    ("Major", "1/3", {"1/3": "vacant", "1/4": "occupied", "2/3": "occupied", "2/4": "occupied"}, 0,
     {"vp": 3, "money": 10 + 3}),
    # §4 #89: 5 VP, +4 krones
    ("Lord High Commissioner", "1/3", None, 10, {"vp": 5, "money": 14}),
    # §4 #90: 7 VP, +1 wine, +3 krones
    ("Senior Legal Secretary", "1/3", None, 10, {"vp": 7, "money": 13, "kitchen": {"wine": 1}}),
    # §4 #92: +1 krone; green guests take any colour (§1.3), here yellow 1/2
    ("Capt. Goldhaken", "1/2", None, 10, {"money": 11}),
    # §4 #98: +4 krones; green guest in the red single 4/4 (+1 krone)
    ("M. Polo", "4/4", None, 10, {"money": 10 + 1 + 4}),
])
def test_fixed_rewards(name, space, rooms, money, changes) -> None:
    """Guests whose reward is fixed (base-game.md §4 #51 52 60 65 69 74 77 81 83 85 89 90 92 98; seed 003):
    VP, the group bonus of the room (§1.5) and the reward, nothing else, and no decision asked."""
    game, script, before = arrive(name, space, rooms, money=money)
    assert outcome(game) == {**before, **changes}
    assert script.seen == []


@pytest.mark.parametrize("item", ITEMS)
def test_portrait_painter_gains_a_dish_or_drink_of_choice_and_two_krones(item) -> None:
    """base-game.md §4 #54; seed 003: +1 dish or drink of the player's choice, +2 krones (no champagne in
    the base game)."""
    game, script, before = arrive("Portrait Painter", "1/2", item=[item])
    assert outcome(game) == {**before, "money": 12, "kitchen": {item: 1}}
    assert asked(script, "item") == [ITEMS]


def test_a_gained_item_may_go_straight_onto_a_waiting_guest() -> None:
    """base-game.md §4 #51 with §1.1 (serve): items just gained may go onto café guests for free."""
    game, _, before = arrive("Composer", "1/2", cafe=["Poet"], place_item=["onto"])
    before["cafe"] = [("Poet", {"strudel": 1})]
    assert outcome(game) == {**before, "vp": 1}


def test_councillor_of_commerce_money_stops_at_twenty() -> None:
    """base-game.md §4 #83 (+5 krones) with §1.1: the money cap is 20, the excess is lost."""
    game, _, before = arrive("Councillor of Commerce", "1/3", money=17)
    assert outcome(game) == {**before, "money": 20}


# ---- drawing staff -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, vp, drawn", [
    ("Photographer", 7, ["Receptionist", "Reception Clerk"]),              # §4 #55: draw 2
    ("Tezcatlipoca", 0, ["Receptionist", "Reception Clerk", "Concierge"]),  # §4 #91: draw 3
    ("Durgoing", 4, ["Receptionist", "Reception Clerk"]),                   # §4 #103: draw 2
])
def test_draw_staff(name, vp, drawn) -> None:
    """base-game.md §4 #55, #91, #103; seed 003: draw staff cards from the top of the deck into the hand."""
    game, script, before = arrive(name, "1/2", hand=["Chef"])
    assert outcome(game) == {**before, "vp": vp, "hand": ["Chef"] + drawn,
                             "staff_deck": list(STAFF_DECK[:len(STAFF_DECK) - len(drawn)])}
    assert script.seen == []


def test_tezcatlipoca_draws_what_is_left_of_a_short_deck() -> None:
    """base-game.md §4 #91: draw 3 staff; with only 2 cards in the deck, both are drawn."""
    game, _, before = arrive("Tezcatlipoca", "1/2", staff_deck=["Chef", "Butler"])
    assert outcome(game) == {**before, "hand": ["Butler", "Chef"], "staff_deck": []}


# ---- optional Emperor steps ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, space, fixed, steps", [
    ("Flamenco Dancer", "1/2", {"kitchen": {"coffee": 1}}, 2),                 # §4 #53: +1 coffee; may +2
    ("Sovereign", "1/1", {"vp": 2 + 2, "hand": ["Receptionist", "Reception Clerk"],
                          "staff_deck": list(STAFF_DECK[:3])}, 2),             # §4 #67: draw 2; may +2
    ("Princess", "1/1", {"vp": 4 + 2}, 3),                                     # §4 #68: may +3
    ("Privy Councillor", "1/3", {"money": 11}, 1),                             # §4 #79: +1 krone; may +1
    ("Mr. Horsa", "1/2", {}, 1),                                               # §4 #93: may +1
    ("Mr. Boydell", "1/2", {"vp": 2}, 2),                                      # §4 #95: may +2
    ("Cramersopholus", "1/2", {"vp": 5, "hand": ["Receptionist"],
                               "staff_deck": list(STAFF_DECK[:4])}, 2),        # §4 #99: draw 1; may +2
])
@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_optional_emperor_steps(name, space, fixed, steps, accept) -> None:
    """base-game.md §4 #53 67 68 79 93 95 99; seed 003: the fixed part always happens, the Emperor steps
    only if the player says yes (blue rooms 1/1 add the single-group 2 VP, §1.5)."""
    game, script, before = arrive(name, space, may=["yes" if accept else "no"])
    assert outcome(game) == {**before, **fixed, "emperor": steps if accept else 0}
    assert len(asked(script, "may")) == 1


def test_princess_steps_past_the_top_of_the_track_score_vp() -> None:
    """base-game.md §4 #68 (may +3 Emperor) with §1.1: the track stops at 13; each step beyond is +1 VP."""
    game, _, before = arrive("Princess", "1/1", emperor=12, may=["yes"])
    assert outcome(game) == {**before, "emperor": 13, "vp": 4 + 2 + 2}
