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
- 'A player with no dancer in it shall lose 5 VP': the act's modal started a group of its own, so the condition was
  lost and every player lost 5 VP (compiler/textread_pieces.py `_piece_without`); the modal is now the condition's.
- A guest the text says never leaves your café is there every round, so its 'once per round' is its ability's time,
  once per round while in your café (compiler/textcheck.py `cafe_round_read`).
"""
from __future__ import annotations

import pytest

from compiler import meaning as m
from compiler.textread import read_text
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


APOLLO = ("A dancer placed in the top row shall earn its owner 3 krones; a dancer placed in the middle row, 2 krones; the bottom "
          "row pays nothing. When this ballroom is scored, a player with no dancer in it shall lose {} VP, and each player shall "
          "score 1 VP for every dancer they have here multiplied by the highest row they occupy here, counting the bottom row as "
          "1, the middle as 2 and the top as 3.")

test_session_23_conditions = checker([Pair("ballroom apollosaal", APOLLO.format(5), APOLLO.format(4), "loses 4 VP")])


@pytest.mark.parametrize("modal, optional", [("shall ", False), ("must ", False), ("may ", True), ("", False)])
def test_a_modal_after_without_keeps_the_condition(modal: str, optional: bool) -> None:
    text = f"When this ballroom is scored, a player with no dancer in it {modal}lose 5 VP."
    (rule,) = read_text(text, "ballroom").meaning.parts
    (branch,) = rule.body
    assert isinstance(branch, m.Branch) and branch.condition.op == "==" and branch.condition.value == 0
    assert isinstance(branch.then[0], m.Optional) == optional


SCHULZE = ("Mr. Schulze has no order and {} your café. He does not cost you any VP for sitting in your café at the end of the "
           "game. Once per round, you can hand in any one item. Then you may play a staff card from your hand at full cost, "
           "and you get {} VP and 1 step up the Emperor track.")

test_session_23_cafe = checker([Pair("guest 190", SCHULZE.format("never leaves", 1), SCHULZE.format("never leaves", 2), "gain 2 VP")])


def test_once_per_round_is_the_cafe_s_only_where_the_guest_is_said_to_stay() -> None:
    """A text that does not say the guest stays in the café says only 'once per round': the card's time differs."""
    said = problems("guest 190", SCHULZE.format("has a table in", 1))
    assert any("the text says once per round; the card: once per round while in your café" in p for p in said)
