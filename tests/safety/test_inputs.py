"""Odd input at the prompt and in --choose is refused with a message, never a crash."""
from __future__ import annotations

import pytest

from engine.human import HumanAgent
from gah.playing import choice_problem
from tests.engine.helpers import catalog


def test_a_superscript_digit_at_the_prompt_asks_again() -> None:
    """Regression: '²'.isdigit() is true but int('²') raises, so typing '²' crashed the game."""
    answers, said = iter(["²", "٣", "9" * 5000, "-1", "0", "4", " 2 "]), []
    agent = HumanAgent(read=lambda prompt: next(answers), write=said.append)
    assert agent._ask(3) == 1
    assert said.count("please type a number from 1 to 3") == 6


@pytest.mark.parametrize("picks, words", [
    (["105", "106", "A1", "A2"], "105 and 106 are both objectives of group A"),
    (["A1", "A2"], "A1 and A2 are both Emperor tiles of group A"),
    (["105", "105"], "105 is given twice"),
    (["999"], "unknown: 999"),
    (["[/x]"], "unknown: [/x]"),
])
def test_choose_refuses_what_a_game_cannot_hold(picks, words) -> None:
    """Regression: `--choose 105,106,A1,A2` silently dropped the extra picks."""
    problem = choice_problem(catalog(), picks)
    assert problem and words in problem


@pytest.mark.parametrize("picks", [[], ["105"], ["105", "110", "113", "A1", "B2", "C3"]])
def test_choose_accepts_one_of_each_group(picks) -> None:
    assert choice_problem(catalog(), picks) is None
