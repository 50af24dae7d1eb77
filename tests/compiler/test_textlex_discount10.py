"""A discount said as the cost changing (compiler/textlex_discount.py, issue 14, session 10): 'reducing its cost by 1
krone', 'with its cost lowered by 2 krones', 'whose cost drops by 1 krone', 'a krone cheaper', and an amount with no unit
('paying 1 less than usual') in the unit the action is paid in. Each right wording passes and the same with another
amount is named; a cost raised is never read as a discount. The wordings are written for these tests."""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker, problems

# guest 64: may play 1 staff card 1 krone cheaper; guest 147 (9 VP): may send 1 dancer 1 champagne cheaper
PAIRS = (
    Pair("guest 64", "You may play 1 staff card, reducing its cost by 1 krone.", "You may play 1 staff card, reducing its cost by 2 krones.", "2 krones less"),
    Pair("guest 64", "You may play 1 staff card with its cost lowered by 1 krone.", "You may play 1 staff card with its cost lowered by 3 krones.", "3 krones less"),
    Pair("guest 64", "You may play a staff card whose cost drops by 1 krone.", "You may play a staff card whose cost drops by 2 krones.", "2 krones less"),
    Pair("guest 64", "You may play a staff card a krone cheaper.", "You may play a staff card two krones cheaper.", "2 krones less"),
    Pair("guest 64", "You may play a staff card, paying 1 less than usual.", "You may play a staff card, paying 2 less than usual.", "2 krones less"),
    Pair("guest 73", "You may play up to 2 staff cards, each 1 krone cheaper than printed.", "You may play up to 2 staff cards, each 2 krones cheaper.", "2 krones less"),
    Pair("guest 147", "Worth 9 VP. You may send one dancer to a ballroom, its cost lowered by 1.",
         "Worth 9 VP. You may send one dancer to a ballroom, its cost lowered by 2.", "2 champagne less"),
)

test_a_cost_lowered_is_a_discount = checker(PAIRS)


def test_a_cost_raised_is_never_read_as_a_discount() -> None:
    said = tokens("You may play 1 staff card with its cost increased by 1 krone.")
    assert not any(t.type == "LESS" for t in said)
    assert problems("guest 64", "You may play 1 staff card with its cost increased by 1 krone.")


def test_an_amount_with_no_unit_and_no_paying_verb_stays_unread() -> None:
    """With no verb that says what the action is paid in, 'its cost lowered by 1' has no unit and is not read as one."""
    assert not any(t.type == "LESS" for t in tokens("Its cost lowered by 1."))
