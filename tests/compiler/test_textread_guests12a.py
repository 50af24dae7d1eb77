"""Guest card texts (issue 14, session 12, guests below 150): the shapes other writers give a guest's card. Each right
wording passes and the same wording with one fact wrong is flagged naming the difference."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# the reward said by the guest's arrival or its order met
ARRIVAL_PAIRS = [
    Pair("guest 103", "Upon his arrival, the player draws 2 staff cards.", "Upon his arrival, the player draws 3 staff cards.", "draw 3"),
    Pair("guest 103", "On arrival you draw two staff cards.", "On arrival you may draw two staff cards.", "optional"),
    Pair("guest 118", "When this guest is accommodated, the player may take 1 guest from the queue free of charge.",
         "When this guest is accommodated, the player may take 2 guests from the queue free of charge.", "2 guests"),
    Pair("guest 118", "When he arrives, you may take a guest from the queue for free.",
         "When he arrives, you may take a guest from the queue and pay for it.", "for free"),
    Pair("guest 136", "Upon fulfilment of her order, the player receives 1 champagne.",
         "Upon fulfilment of her order, the player pays 1 champagne.", "pay 1 champagne"),
    Pair("guest 136", "At her arrival you gain a champagne.", "At her arrival you gain a coffee.", "coffee"),
    Pair("guest 148", "Upon his arrival, the player may send 1 dancer to a ballroom.",
         "Upon his arrival, the player must send 1 dancer to a ballroom.", "optional"),
    Pair("guest 141", "When he is housed, you gain 1 champagne.", "When he is housed, you gain 2 champagne.", "2 champagne"),
]

# a discount said as the cost lowered, as a second verb, or of each card
DISCOUNT_PAIRS = [
    Pair("guest 94", "The player may play 1 staff card at a cost reduced by 1 krone.",
         "The player may play 1 staff card at a cost reduced by 2 krones.", "2 krones less"),
    Pair("guest 70", "You may play 1 staff card at a cost reduced by 1 krone, and may advance 3 spaces on the Emperor track.",
         "You may play 1 staff card at a cost reduced by 1 krone, and may advance 2 spaces on the Emperor track.", "2 steps"),
    Pair("guest 86", "You may play 1 staff card, reducing its cost by up to 3 krones.",
         "You may play 1 staff card, reducing its cost by up to 2 krones.", "2 krones less"),
    Pair("guest 96", "You may play 1 staff card and pay up to 3 krones less for it.",
         "You may play 1 staff card and pay up to 1 krone less for it.", "1 krone less"),
    Pair("guest 94", "You may play a staff card and pay 1 krone less.", "You may play a staff card and pay 2 krones less.", "2 krones less"),
    Pair("guest 73", "You may play up to 2 staff cards, and each one costs 1 krone less.",
         "You may play up to 3 staff cards, and each one costs 1 krone less.", "up to 3"),
    Pair("guest 73", "You may play up to 2 staff cards; each costs 1 krone less.",
         "You may play up to 2 staff cards; each costs 2 krones less.", "2 krones less"),
]

# a name of known words heading the text as printed
HEADING_PAIRS = [
    Pair("guest 81", "General. Reward: Gain 1 wine and 3 krones.", "General. Reward: Gain 1 wine and 2 krones.", "2 krones"),
    Pair("guest 73", "Count (blue guest; 1 wine and 2 coffee; 4 victory points). The player may play up to 2 staff cards, each at a reduction of 1 krone.",
         "Count (blue guest; 1 wine and 2 coffee; 5 victory points). The player may play up to 2 staff cards, each at a reduction of 1 krone.", "5"),
]

test_arrival_pairs = checker(ARRIVAL_PAIRS)
test_discount_pairs = checker(DISCOUNT_PAIRS)
test_heading_pairs = checker(HEADING_PAIRS)


@pytest.mark.parametrize("text", [
    "You may play 1 staff card at a cost increased by 1 krone.",  # raised, not lowered
    "You may play 1 staff card and pay 1 krone more for it.",
    "You may play up to 1 staff card; each costs 1 krone more.",
])
def test_a_cost_raised_is_not_read_as_a_discount(text: str) -> None:
    assert any("krone less" in p for p in problems("guest 94", text)), text


def test_a_payment_after_a_gain_stays_a_payment() -> None:
    said = problems("guest 81", "Gain 1 wine and pay 3 krones less.")
    assert said, said
