"""Readings of session 23 (issue 14).

- A usual cost is said only of an act that is paid for. 'Paying their normal cost' read as the option 'usual', which
  says nothing, on any act: a second reading that moved 'to the ballrooms' first put 'krones each, paying their normal
  cost' together, read 'each ... cost' as a usual cost on the gain of 2 krones, and so passed a text with an 'each'
  that shares the krones over nothing (the one new pass of session 22's insertion hunt). The lexicon's cost phrases
  now say `usual-cost`, which only an act the registry lets be free takes (compiler/textread_acts.py `paid_for`).
"""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems

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
