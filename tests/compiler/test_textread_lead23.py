"""Readings of session 23 (issue 14).

- A usual cost is said only of an act that is paid for. 'Paying their normal cost' read as the option 'usual', which
  says nothing, on any act: a second reading that moved 'to the ballrooms' first put 'krones each, paying their normal
  cost' together, read 'each ... cost' as a usual cost on the gain of 2 krones, and so passed a text with an 'each'
  that shares the krones over nothing (the one new pass of session 22's insertion hunt). The lexicon's cost phrases
  now say `usual-cost`, which only an act the registry lets be free takes (compiler/textread_acts.py `paid_for`).
- 'Each of them' before a price ('play up to two staff cards, each of them at 1 krone less') is the price of each, as
  'each one at' was: it had been read as an object of its own, all your staff cards.
- 'For each of them' in a sentence that names nothing 'them' could be ('Penalty: you lose two points for each of
  them.') is the count said last before it (compiler/textlex_anaphora23.py); the lexicon had dropped the words, so the
  penalty read as a flat 2 VP against the card's 2 VP per staff card played.
"""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

SENT = "you may send up to 2 extra dancers to the ballrooms, paying their normal cost."


def test_an_each_with_nothing_to_share_over_is_not_read_through_a_usual_cost() -> None:
    assert problems("guest 137", "The Prima Ballerina gives you 2 krones, and then " + SENT) == []
    assert any("'each'" in p for p in problems("guest 137", "The Prima Ballerina gives you 2 krones each, and then " + SENT))


def test_a_usual_cost_said_of_a_gain_is_not_read() -> None:
    said = "You gain 2 krones at their usual cost, and you may send up to 2 more dancers to the ballrooms."
    assert any("a usual cost said of 'gain', which is not paid for" in p for p in problems("guest 137", said))


def test_a_usual_cost_said_of_an_act_paid_for_still_reads() -> None:
    said = "You gain 2 krones, and you may send up to 2 more dancers to the ballrooms at their usual cost."
    assert problems("guest 137", said) == []


C3 = "Reward: two points for each of your played staff cards. Penalty: you lose {} points{}."

READINGS = [
    Pair("guest 73", "You may play up to 2 staff cards, each of them at 1 krone less.",
         "You may play up to 2 staff cards, each of them at 2 krones less.", "2 krones less"),
    Pair("guest 73", "You're allowed to play up to two staff cards, each of them costing 1 krone less than its cost.",
         "You're allowed to play up to three staff cards, each of them costing 1 krone less than its cost.", "3 staff cards"),
    Pair("emperor-tile C3", C3.format("two", " for each of them"), C3.format("three", " for each of them"), "3 VP per staff card"),
]

test_session_23_readings = checker(READINGS)


def test_for_each_of_them_with_no_count_before_is_no_count() -> None:
    """Said with nothing counted before, the words point at nothing: the penalty is read as said, a flat 2 VP."""
    assert any("the text says you lose 2 VP; the card loses 2 VP per staff card" in p for p in problems("emperor-tile C3", C3.format("two", "")))
    assert any("you lose 2 VP;" in p for p in problems("emperor-tile C3", "Reward: 2 VP. Penalty: you lose 2 VP for each of them."))


def test_for_each_of_them_after_a_thing_in_its_own_sentence_says_nothing_more() -> None:
    """'them' is the rooms of its own sentence: the discount is each room's, as the card's own text says it."""
    assert problems("guest 57", "You may prepare as many as 2 rooms, paying 1 krone less for each of them.") == []
