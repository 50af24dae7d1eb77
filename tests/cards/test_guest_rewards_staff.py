"""Scenario tests for base-game guest cards #49–104: optional staff plays at a discount and staff revealed
from the deck.

Sources: /work/shared/data/base-game.md §4 (colour, order and VP from [A][B]; reward summaries from seed 003's
card reference and [J]'s 2022 appendix), §1.1/§1.5 (money cap, Emperor track, group bonuses) and §2.2/§2.3
(night-side colours, groups and placement VP). Each test seats one guest with a complete order in the café,
checks it in with `engine.rules.check_in` (room, VP, group bonus, reward, discard) and compares the whole
player state afterwards with the state before, changed only where the card says so.
"""
from __future__ import annotations

import pytest

from tests.cards.guest_support import PLAYERS, arrive, asked, outcome


# ---- optional staff plays --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, space, fixed, cost", PLAYERS, ids=[p[0] for p in PLAYERS])
def test_optional_staff_play_at_a_discount(name, space, fixed, cost) -> None:
    """base-game.md §4 #56 59 64 86 94 96 104; seed 003: play one staff card from hand at its printed cost
    less the guest's discount."""
    game, script, before = arrive(name, space, hand=["Concierge", "Receptionist"], may=["yes"],
                                  play_staff=["Receptionist"])
    assert outcome(game) == {**before, **fixed, "money": 10 - cost, "hand": ["Concierge"], "played": ["Receptionist"]}
    assert len(asked(script, "may")) == 1


@pytest.mark.parametrize("name, space, fixed, cost", PLAYERS, ids=[p[0] for p in PLAYERS])
def test_optional_staff_play_declined(name, space, fixed, cost) -> None:
    """base-game.md §4 #56 59 64 86 94 96 104: the play is optional; declining keeps hand and money."""
    game, _, before = arrive(name, space, hand=["Concierge", "Receptionist"], may=["no"])
    assert outcome(game) == {**before, **fixed}


@pytest.mark.parametrize("name, space, fixed, cost", PLAYERS, ids=[p[0] for p in PLAYERS])
def test_optional_staff_play_without_money(name, space, fixed, cost) -> None:
    """base-game.md §4 #56 59 64 86 94 96 104 with §1.2 (hire pays the cost): with 0 krones only a card that
    costs 0 after the discount can be played; MacLeod's is free, the others offer nothing."""
    game, script, before = arrive(name, space, money=0, hand=["Receptionist"], may=["yes"])
    played = {"hand": [], "played": ["Receptionist"]} if cost == 0 else {}
    assert outcome(game) == {**before, **fixed, "money": 0, **played}
    assert len(asked(script, "may")) == (1 if cost == 0 else 0)


def test_a_discount_of_up_to_three_never_goes_below_zero() -> None:
    """base-game.md §4 #96 ("at up to -3") with §1.2: a card costing 2 is played for 0, no refund."""
    game, _, before = arrive("Mr. Oundo", "1/2", hand=["Marketing Director"], may=["yes"])
    assert outcome(game) == {**before, "hand": [], "played": ["Marketing Director"]}


def test_count_plays_two_staff_each_one_krone_less() -> None:
    """base-game.md §4 #73; seed 003: 4 VP; may play up to 2 staff, each at -1 (blue single: +2 VP)."""
    game, _, before = arrive("Count", "1/1", hand=["Concierge", "Receptionist", "Reception Clerk"], may=["yes"],
                             play_staff=["Receptionist", "Concierge"])
    assert outcome(game) == {**before, "vp": 4 + 2, "money": 10 - 4 - 3, "hand": ["Reception Clerk"],
                             "played": ["Receptionist", "Concierge"]}


@pytest.mark.parametrize("answers, hand, played, money", [
    ({"may": ["yes"], "play_staff": ["Concierge", "stop"]}, ["Receptionist"], ["Concierge"], 7),  # one, then stop
    ({"may": ["no"]}, ["Concierge", "Receptionist"], [], 10),                                     # declined
])
def test_count_plays_fewer(answers, hand, played, money) -> None:
    """base-game.md §4 #73: "up to 2" staff, so one or none is also allowed."""
    game, _, before = arrive("Count", "1/1", hand=["Concierge", "Receptionist"], **answers)
    assert outcome(game) == {**before, "vp": 6, "money": money, "hand": hand, "played": played}


@pytest.mark.parametrize("may, money, emperor, hand, played", [
    (["yes", "yes"], 6, 3, [], ["Receptionist"]),
    (["yes", "no"], 6, 0, [], ["Receptionist"]),
    (["no", "yes"], 10, 3, ["Receptionist"], []),
    (["no", "no"], 10, 0, ["Receptionist"], []),
])
def test_elector_may_play_one_krone_less_and_may_advance_three(may, money, emperor, hand, played) -> None:
    """base-game.md §4 #70; seed 003: 1 VP; may play 1 staff at -1; may +3 Emperor (blue single: +2 VP)."""
    game, _, before = arrive("Elector", "1/1", hand=["Receptionist"], may=may)
    assert outcome(game) == {**before, "vp": 1 + 2, "money": money, "emperor": emperor, "hand": hand, "played": played}


# ---- staff revealed from the deck ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, vp, costs", [("Baroness", 5, (2, 1, 1)), ("Duke", 4, (0, 0, 0))])
def test_reveal_three_play_one_rest_under_the_deck(name, vp, costs) -> None:
    """base-game.md §4 #75 (play one at up to -3) and #76 (play one free); seed 003: draw 3 staff, may play
    one of them, the rest go under the deck in the order the player chooses (first named goes under first).
    Printed costs: Receptionist 5, Reception Clerk 4, Concierge 4."""
    game, script, before = arrive(name, "1/1", may=["yes"], play_staff=["Receptionist"],
                                  bottom_order=["Concierge then Reception Clerk"])
    assert asked(script, "play-staff") == [tuple(f"play {n} for {c}" for n, c in
                                                 zip(("Receptionist", "Reception Clerk", "Concierge"), costs))]
    assert outcome(game) == {**before, "vp": vp + 2, "money": 10 - costs[0], "played": ["Receptionist"],
                             "staff_deck": ["Reception Clerk", "Concierge", "Chef", "Butler"]}


@pytest.mark.parametrize("name, vp", [("Baroness", 5), ("Duke", 4)])
def test_reveal_three_and_play_none_puts_all_three_under_the_deck(name, vp) -> None:
    """base-game.md §4 #75/#76: the play is optional; with none played all 3 go under the deck."""
    game, script, before = arrive(name, "1/1", may=["no"], bottom_order=["Concierge then Receptionist then"])
    assert outcome(game) == {**before, "vp": vp + 2,
                             "staff_deck": ["Reception Clerk", "Receptionist", "Concierge", "Chef", "Butler"]}
    assert len(asked(script, "bottom-order")[0]) == 6  # every order of the 3 cards
