"""Amounts said without their unit where the sentence says which it is (compiler/textlex_units.py): steps on the Emperor
track, a dancer's discount in champagne, a staff card's in krones. Each right wording passes and the same wording with
the amount wrong is flagged naming it; where the sentence does not say the unit, nothing is added."""
from __future__ import annotations

import pytest

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker

PAIRS = [
    Pair("guest 101", "Reward: you may advance 3 on the Emperor track and you may take 1 guest from the queue for free.",
     "Reward: you may advance 2 on the Emperor track and you may take 1 guest from the queue for free.", "2 steps up the Emperor track"),
    Pair("guest 79", "Reward: you get 1 krone and can go 1 up the Emperor track.",
     "Reward: you get 1 krone and can go 2 up the Emperor track.", "2 steps"),
    Pair("guest 70", "Reward: you may play a staff card for 1 krone less and you may move up 3 on the Emperor track.",
     "Reward: you may play a staff card for 1 krone less and you may move back 3 on the Emperor track.", "down"),
    Pair("guest 161", "Reward: you may send 1 dancer at a discount of 2.", "Reward: you may send 1 dancer at a discount of 1.",
     "1 champagne less"),
    # a discount said right after what is bought: 'a staff card 1 krone cheaper', '... from your hand 3 krones cheaper'
    Pair("guest 64", "Reward: you may play a staff card 1 krone cheaper.", "Reward: you may play a staff card 2 krones cheaper.", "2 krones less"),
    Pair("staff 177", "Once per round: move back 2 on the Emperor track and play a staff card from your hand 3 krones cheaper.",
     "Once per round: move back 2 on the Emperor track and play a staff card from your hand 2 krones cheaper.", "2 krones less"),
    # '3+ items' is 3 or more
    Pair("staff 167", "One time: when you complete the order of a blue guest with 3+ items, gain 3 strudel and 3 cake.",
     "One time: when you complete the order of a blue guest with 4+ items, gain 3 strudel and 3 cake.", "4 or more items"),
    Pair("staff 133", "Once per round, when you play another staff card, you may send 1 dancer to a ballroom with a discount of 1.",
     "Once per round, when you play another staff card, you may send 1 dancer to a ballroom with a discount of 2.", "2 champagne"),
]


test_the_unit_the_sentence_says_is_read = checker(PAIRS)


@pytest.mark.parametrize("text", ["move 2", "advance 3 or more steps on the Emperor track", "gain a discount of 2",
                                  "you may move 2 and then take the Emperor's reward"])
def test_no_unit_is_added_where_the_sentence_does_not_say_it(text: str) -> None:
    said = [t.type for t in tokens(text)]
    assert said.count("UNIT") == text.split().count("steps"), said  # only the unit written, none added
