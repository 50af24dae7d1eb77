"""Where a gain comes from said as the card itself (compiler/textlex_source.py, issue 14, session 10): 'gain 1 strudel
from her', 'you earn 3 krones from her' say the gain; a wrong amount is named, a payment to the card is not a gain, and
'from it' after anything but a gain is a place and stays. The wordings are written for these tests."""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker, problems

PAIRS = (
    Pair("staff 1", "Once per round, you gain 1 strudel from her.", "Once per round, you gain 2 strudel from her.", "2 strudel"),
    Pair("guest 69", "The Countess brings 7 VP, and you earn 3 krones from her.", "The Countess brings 7 VP, and you earn 4 krones from her.", "4 krones"),
)

test_a_gain_from_the_card_is_the_gain = checker(PAIRS)


def test_a_payment_to_the_card_is_not_a_gain() -> None:
    assert problems("guest 69", "The Countess brings 7 VP, and you pay 3 krones to her.")


def test_from_it_after_anything_but_a_gain_stays() -> None:
    said = [t.type for t in tokens("Remove 1 dancer from it.")]
    assert "FROM" in said
