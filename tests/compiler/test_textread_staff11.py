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

DISCOUNT_PAIRS = [
    Pair("staff 127", "When played: you may send up to 2 dancers, the first with a discount of 2, the second with a discount of 1.",
         "When played: you may send up to 2 dancers, the first with a discount of 1, the second with a discount of 1.",
         "the first costs 1 champagne less"),
    Pair("staff 127", "When played: you may send up to 2 dancers, the first at a discount of 2 and the second at a discount of 1.",
         "When played: you may send up to 2 dancers, the first at a discount of 2 and the second at a discount of 2.",
         "the second costs 2 champagne less"),
    Pair("staff 177", "Once per round: move 2 spaces back on the Emperor track, then play 1 staff card from your hand with 3 krones of discount.",
         "Once per round: move 2 spaces back on the Emperor track, then play 1 staff card from your hand with 2 krones of discount.",
         "2 krones less"),
    Pair("staff 125", "Each time you take a die showing 5, before or after the action, you may send a dancer with a reduction of 1 on its cost.",
         "Each time you take a die showing 5, before or after the action, you may send a dancer with a reduction of 2 on its cost.",
         "2 champagne less"),
    Pair("staff 125", "Each time you take a die showing 5, before or after the action, you may send a dancer with a reduction of 1 on its cost.",
         "Each time you take a die showing 5, before or after the action, you must send a dancer with a reduction of 1 on its cost.",
         "optional"),
    Pair("staff 128", "Once per round: pay 1 dish or drink and send 1 dancer, whose cost is reduced by 1.",
         "Once per round: pay 1 dish or drink and send 1 dancer, whose cost is reduced by 2.", "2 champagne less"),
]

test_staff_pairs = checker(PAIRS)
test_staff_discount_pairs = checker(DISCOUNT_PAIRS)


def test_a_cost_raised_is_not_read_as_a_discount() -> None:
    said = problems("staff 128", "Once per round: pay 1 dish or drink and send 1 dancer, whose cost is increased by 1.")
    assert any("champagne less" in p for p in said), said


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


LIMIT_PAIRS = [
    Pair("staff 133", "When you play another staff card, you may send one dancer to a ballroom for one champagne less. "
         "This can happen at most once per round, however many staff you play.",
         "When you play another staff card, you may send one dancer to a ballroom for two champagne less. "
         "This can happen at most once per round, however many staff you play.", "2 champagne less"),
    Pair("staff 133", "When you play another staff card, you may send one dancer to a ballroom for one champagne less. Only once per round.",
         "When you play another staff card, you may send one dancer to a ballroom for one champagne less.", "once per round"),
    Pair("staff 129", "Gain 1 champagne. This happens at most once per round.", "Gain 2 champagne. This happens at most once per round.",
         "2 champagne"),
]

test_staff_limit_pairs = checker(LIMIT_PAIRS)


@pytest.mark.parametrize("text", [
    "When you play another staff card, you may send one dancer to a ballroom for one champagne less. At most twice per round.",
    "When you play another staff card, you may send one dancer to a ballroom for one champagne less. Only once per game.",
])
def test_a_limit_other_than_the_cards_is_flagged(text: str) -> None:
    assert problems("staff 133", text), text


COST_PAIRS = [
    Pair("staff 9", "Spend 5 krones on this card and you prepare blue rooms for free.",
         "Spend 4 krones on this card and you prepare blue rooms for free.", "cost in krones as 4"),
    Pair("staff 9", "Spend 5 krones on this card and you prepare blue rooms for free.",
         "Spend 5 krones on this card and you prepare red rooms for free.", "red"),
    Pair("staff 9", "Pay 5 krones for him, and preparing blue rooms costs you nothing.",
         "Pay 6 krones for him, and preparing blue rooms costs you nothing.", "cost in krones as 6"),
    Pair("staff 9", "Hire her for 5 krones: preparing blue rooms costs you nothing.",
         "Hire her for 3 krones: preparing blue rooms costs you nothing.", "cost in krones as 3"),
    Pair("staff 25", "Pay 6 krones once, and from then on taking a guest from the queue costs you nothing.",
         "Pay 5 krones once, and from then on taking a guest from the queue costs you nothing.", "cost in krones as 5"),
]

test_staff_cost_pairs = checker(COST_PAIRS)


def test_a_payment_that_is_an_effect_is_not_read_as_the_cost() -> None:
    """'Pay 2 krones: ...' with nothing saying the payment is for the card is the card's effect, not its cost."""
    said = problems("staff 123", "Pay 2 krones: gain 1 champagne and 3 VP.")
    assert not any("cost in krones" in p for p in said) and said, said


SET_PAIRS = [
    Pair("staff 48", "Final scoring: Score 4 VP for each set of one occupied red room, one occupied blue room and one occupied yellow room.",
         "Final scoring: Score 4 VP for each set of one occupied red room, one occupied blue room and one occupied green room.", "green"),
    Pair("staff 48", "Final scoring: Score 4 VP for each set of an occupied red room, an occupied blue room and an occupied yellow room.",
         "Final scoring: Score 4 VP for each set of an occupied red room, an occupied red room and an occupied yellow room.",
         "one occupied red, one occupied red"),
    Pair("staff 48", "Final scoring: Score 4 VP for each set of one occupied red room, one occupied blue room and one occupied yellow room.",
         "Final scoring: Score 3 VP for each set of one occupied red room, one occupied blue room and one occupied yellow room.", "3 VP"),
]

test_staff_set_pairs = checker(SET_PAIRS)
