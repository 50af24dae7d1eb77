"""Staff card texts (issue 14, session 11): a die's strength said after its trigger ('the strength of your action is 2
more', 'your action is 2 stronger', 'carried out at +2 strength'), a die's strength said after a printed cost set off by a
comma ('For 2 krones, every action you take with a 5 die is ...'), and the imitation fee named by what it pays for ('you
pay no krone for the imitation', '... to imitate'). Each right wording passes and the same wording with one fact wrong is
flagged naming the difference."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

PAIRS = [
    Pair("staff 18", "When you take a die that shows 5, the strength of your action is 2 more.",
         "When you take a die that shows 5, the strength of your action is 1 more.", "1 extra strength"),
    Pair("staff 18", "When you take a die that shows 5, the strength of your action is 2 more.",
         "When you take a die that shows 4, the strength of your action is 2 more.", "die showing 4"),
    Pair("staff 18", "Whenever you take a die showing 5, your action is 2 stronger.",
         "Whenever you take a die showing 5, your action is 3 stronger.", "3 extra strength"),
    Pair("staff 18", "Whenever the owner takes a die showing 5, that action is carried out at +2 strength.",
         "Whenever the owner takes a die showing 6, that action is carried out at +2 strength.", "die showing 6"),
    Pair("staff 13", "When you take a die showing 1 or 2, the strength of the action is 1 higher.",
         "When you take a die showing 1 or 3, the strength of the action is 1 higher.", "die showing 1 or 3"),
    Pair("staff 18", "Every action you take with a 5 die is 2 strength stronger.",
         "Every action you take with a 5 die is 1 strength stronger.", "1 extra strength"),
    Pair("staff 18", "For 2 krones, each action you take with a 5 die is 2 strength stronger.",
         "For 2 krones, each action you take with a 6 die is 2 strength stronger.", "die showing 6"),
    Pair("staff 18", "For 2 krones, each action you take with a 5 die is 2 strength stronger.",
         "For 4 krones, each action you take with a 5 die is 2 strength stronger.", "cost"),
    Pair("staff 17", "When you take a die showing 6, you pay no krone for the imitation, and the action gets +1 strength.",
         "When you take a die showing 5, you pay no krone for the imitation, and the action gets +1 strength.", "die showing 5"),
    Pair("staff 17", "When you take a die showing 6, you pay nothing to imitate, and the action gets +1 strength.",
         "When you take a die showing 6, you pay nothing to imitate, and the action gets +2 strength.", "2 extra strength"),
]

test_staff_pairs = checker(PAIRS)


@pytest.mark.parametrize("text", [
    "When you take a die that shows 5, the strength of your action is 2 less.",  # lowered, not raised
    "When you take a die showing 5, that action is carried out at 2 strength.",  # set, not raised: no sign, no 'more'
    "When you take a die showing 5, your action is 2 weaker.",
])
def test_a_strength_not_raised_is_not_read_as_the_cards(text: str) -> None:
    assert any("strength" in p for p in problems("staff 18", text)), text


@pytest.mark.parametrize("text", [
    "When you take a die showing 6, you pay 1 krone for the imitation, and the action gets +1 strength.",
    "When you take a die showing 6, you pay 1 krone to imitate, and the action gets +1 strength.",
])
def test_an_imitation_paid_for_is_not_read_as_free(text: str) -> None:
    assert any("imitation fee" in p for p in problems("staff 17", text)), text
