"""A celebrity is held until the end of the round it is taken in: a text that says its rule lasts for the rest of the
game is flagged (issue 14, session 15; talk15 found that 'For the rest of the game, ...' passed on Winston Churchill,
read as the round-long hold). A card kept for the game (a hotel entrance) may still say so."""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

CHURCHILL = " each time your Emperor marker moves forward, you may move it 1 more step."
CURIE = " every time you play a staff card, you gain 2 dishes or drinks of your choice."
HELD = "held until the end of the round"
MAYENFELS = ("Its winner takes 1 cake and 1 coffee, draws 1 staff card, and may then play 1 staff card from hand for up to 3 "
             "krones less. For the rest of the game, every staff card the owner plays gives 1 krone, and the owner may draw "
             "1 staff card. The card played on winning the entrance does not count.")

HOLDS = [
    Pair("celebrity winston-churchill", "Until the end of the round," + CHURCHILL, "For the rest of the game," + CHURCHILL, HELD),
    Pair("celebrity winston-churchill", "For the rest of the round," + CHURCHILL, "For the whole game," + CHURCHILL, HELD),
    Pair("celebrity marie-curie", "Until the end of the round," + CURIE, "For the rest of the game," + CURIE, HELD),
]

test_a_celebrity_said_to_last_the_game_is_flagged = checker(HOLDS)


def test_a_card_kept_for_the_game_may_say_it_lasts_the_game() -> None:
    assert problems("hotel-entrance mayenfels", MAYENFELS) == []
