"""Staff cards 'drawn', one played 'of them' and the others put under the deck, are the cards revealed (issue 14, session
10): writers say 'draw' for the reveal. Without the others put under the deck, 'draw' stays a draw into the hand, and the
text is named as differing. The wordings are written for these tests."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker, problems

# guest 76 (4 VP): look at the top 3 staff cards, you may play 1 of them for free, the rest go under the deck
PAIRS = (
    Pair("guest 76", "4 VP. Draw 3 staff cards. You may play one of them for free. Put the others under the staff deck.",
         "4 VP. Draw 3 staff cards. You may play two of them for free. Put the others under the staff deck.", "2 staff cards"),
    Pair("guest 76", "4 VP. Draw 3 staff cards. You may play one of them for free. Put the others under the staff deck.",
         "4 VP. Draw 4 staff cards. You may play one of them for free. Put the others under the staff deck.", "4 staff cards"),
)

test_drawn_played_of_them_and_the_rest_under_the_deck_is_a_reveal = checker(PAIRS)


def test_a_draw_without_the_rest_under_the_deck_stays_a_draw() -> None:
    said = problems("guest 76", "4 VP. Draw 3 staff cards. You may play one of them for free.")
    assert any("draw 3 staff cards" in p for p in said)
