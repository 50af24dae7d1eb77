"""Checks on cards that values files also run into: per-space row costs, card numbers on a `number` line, and the
halves of bonus tokens written as a block."""
from __future__ import annotations

import pytest

from compiler.corpus import check_texts

BALLROOM = '''ballroom test "Test" {
  module ballrooms
  text "Test."
  row top cost COST spaces 3 four-player-spaces FOUR
  scoring {
    gain 1 vp
  }
}
'''

OBJECTIVE = '''objective test "Test" {
  module ballrooms
  number NUMBER
  group A
  text "Test."
  require money >= 1
}
'''

ENTRANCE = '''hotel-entrance test "Test" {
  module exclusive-hotels
  text "Test."
  tokens 1 BLOCK
}
'''


def codes(text: str) -> list[str]:
    return [d.code for d in check_texts([("card.gah", text)]).errors]


@pytest.mark.parametrize("cost, four, expected", [("2", "1", []), ("1 2 3", "0", []), ("1 2", "1", ["E224"]), ("2", "4", ["E224"])])
def test_a_row_has_one_cost_or_one_per_space(cost: str, four: str, expected: list) -> None:
    assert codes(BALLROOM.replace("COST", cost).replace("FOUR", four)) == expected


@pytest.mark.parametrize("number, expected", [("163", []), ("165", []), ("170", ["E209"]), ('unknown "test"', [])])
def test_a_number_line_lies_in_the_modules_range(number: str, expected: list) -> None:
    assert codes(OBJECTIVE.replace("NUMBER", number)) == expected


@pytest.mark.parametrize("block, expected", [
    ('bonuses unknown "test"', []),
    ("{\n    top 1 {\n      gain 1 wine\n    }\n    bottom 1 {\n      gain 1 vp\n    }\n  }", []),
    ("{\n    top 1 {\n      gain 1 wine\n    }\n  }", ["E210"]),
    ("{\n    top 1 {\n      gain 1 wine\n    }\n    top 1 {\n      gain 1 vp\n    }\n    bottom 1 {\n      gain 1 vp\n    }\n  }", ["E216"]),
    ("{\n    gain 1 wine\n  }", ["E222", "E210"]),
    ('bonuses "a text"', ["E219"]),
])
def test_bonus_tokens_have_both_halves_each_once(block: str, expected: list) -> None:
    assert sorted(codes(ENTRANCE.replace("BLOCK", block))) == sorted(expected)
