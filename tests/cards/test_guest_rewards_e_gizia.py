"""Scenario tests for base-game guest card #97 E. Gizia: running an action space without taking its die.

Sources: /work/shared/data/base-game.md §4 (colour, order and VP from [A][B]; reward summaries from seed 003's
card reference and [J]'s 2022 appendix), §1.1/§1.5 (money cap, Emperor track, group bonuses) and §2.2/§2.3
(night-side colours, groups and placement VP). Each test seats one guest with a complete order in the café,
checks it in with `engine.rules.check_in` (room, VP, group bonus, reward, discard) and compares the whole
player state afterwards with the state before, changed only where the card says so.
"""
from __future__ import annotations

from tests.cards.guest_support import arrive, asked, outcome


# ---- E. Gizia --------------------------------------------------------------------------------------------------------------


def test_e_gizia_runs_an_action_space_without_taking_its_die() -> None:
    """base-game.md §4 #97 (2022; seed 003, [J]): 4 VP; run the main action of a space holding a die at the
    strength of the dice there, without taking one; no boost; no take-die staff (Laundress: +4 VP on a 4)."""
    game, script, before = arrive("E. Gizia", "1/2", spaces=[1, 0, 0, 2, 0, 0], played=["Laundress"],
                                  perform_space=["space 4"], split=["1 krones"])
    assert asked(script, "perform-space") == [("space 1 (Dishes)", "space 4 (Krones and Emperor)")]
    assert asked(script, "boost") == []
    assert outcome(game) == {**before, "vp": 4, "money": 11, "emperor": 1}
    assert game.state.spaces == [1, 0, 0, 2, 0, 0]


def test_e_gizia_imitation_pays_the_fee_and_uses_the_number_of_sixes() -> None:
    """base-game.md §4 #97 with §1.2 (action 6: pay 1 krone, strength = dice on the 6 space)."""
    game, _, before = arrive("E. Gizia", "1/2", spaces=[0, 0, 0, 0, 0, 2], imitate=["1:"], split=["1 strudel"])
    assert outcome(game) == {**before, "vp": 4, "money": 9, "kitchen": {"strudel": 1, "cake": 1}}
    assert game.state.spaces == [0, 0, 0, 0, 0, 2]


def test_e_gizia_ignores_take_die_staff_modifiers() -> None:
    """base-game.md §4 #97 and §3 trigger wording (seed 003, [J]): "take die N" staff do not fire for
    E. Gizia, so Restaurant Manager (#13, +1 strength on a 1) adds nothing: strength = the 2 dice on space 1."""
    game, _, before = arrive("E. Gizia", "1/2", spaces=[2, 0, 0, 0, 0, 0], played=["Restaurant Manager"],
                             split=["2 strudel"])
    assert outcome(game) == {**before, "vp": 4, "kitchen": {"strudel": 2}}


def test_e_gizia_imitation_still_costs_the_fee_with_kitchen_hand() -> None:
    """base-game.md §4 #97 with §3 #17 (Kitchen Hand: no fee and +1 strength when you take a 6): no die is
    taken, so the 1-krone fee is paid and the strength is the 1 die on space 6."""
    game, _, before = arrive("E. Gizia", "1/2", spaces=[0, 0, 0, 0, 0, 1], played=["Kitchen Hand"],
                             imitate=["4:"], split=["1 krones"])
    assert outcome(game) == {**before, "vp": 4, "money": 10 - 1 + 1}


def test_e_gizia_cannot_imitate_without_the_fee() -> None:
    """base-game.md §4 #97 with §1.2 (action 6 costs 1 krone): with 0 krones a space holding only sixes
    cannot be used."""
    game, script, before = arrive("E. Gizia", "1/2", money=0, spaces=[0, 0, 0, 0, 0, 2])
    assert outcome(game) == {**before, "vp": 4, "money": 0}
    assert script.seen == []


def test_e_gizia_does_nothing_when_no_space_holds_a_die() -> None:
    """base-game.md §4 #97: only a space that holds at least one die can be used."""
    game, script, before = arrive("E. Gizia", "1/2", spaces=[0] * 6)
    assert outcome(game) == {**before, "vp": 4}
    assert script.seen == []
