"""Two ways a wrong text passed until session 16 (issue 14), each held by right and wrong wordings:

- a moment of the game and a trigger said together ('At the end of the game, each time you play a staff card, ...'):
  the trigger replaced the moment unread, so a celebrity's or a staff card's trigger passed under a wrong time;
- where things come from ('from the supply', 'from the queue', 'from the deck'): the lexicon dropped 'from the supply'
  and read the queue and the deck as no value, so 'play a staff card from the queue' passed for one from your hand.
The queue and the deck are held against where the act takes things from anyway (the lexicon's [usual-sources]); the
supply, which writers put anywhere in a clause ('take from the supply 2 champagne'), against the whole card
(compiler/textread_said16.py)."""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

CURIE = " you play a staff card, you gain 2 dishes or drinks of your choice."
LAUNDRESS = " you take a die showing 4, you gain 4 VP."
TWO_TIMES = "two times this happens"

MOMENTS = [
    Pair("celebrity marie-curie", "Until the end of the round, whenever" + CURIE, "At game end, whenever" + CURIE, TWO_TIMES),
    Pair("staff 16", "Each time" + LAUNDRESS, "At the end of the game each time" + LAUNDRESS, TWO_TIMES),
    Pair("staff 16", "Every time" + LAUNDRESS, "At final scoring, every time" + LAUNDRESS, TWO_TIMES),
]

test_a_moment_said_with_a_trigger_is_flagged = checker(MOMENTS)

FREE_PLAY = "You may play 1 staff card {} without paying for it."
QUEUE_GUEST = "You may take 1 guest {} at no cost."
TWO_STAFF = "{} 2 staff cards {}."
KESSELHUT = ("When he checks in or dances, every wine still wanted by the other guests in your café is supplied to them "
             "{}.")
BARTENDER = ("Bell card: when a single action gives you 3 or more dishes, you may take 1 guest {} for free and fill its "
             "whole order from the supply.")

SOURCES = [
    Pair("guest 104", FREE_PLAY.format("from your hand"), FREE_PLAY.format("from the supply"), "from the supply"),
    Pair("guest 104", FREE_PLAY.format("from your hand"), FREE_PLAY.format("from the queue"), "from the queue"),
    Pair("guest 78", QUEUE_GUEST.format("from the queue"), QUEUE_GUEST.format("from the supply"), "from the supply"),
    Pair("guest 78", QUEUE_GUEST.format("from the queue"), QUEUE_GUEST.format("from the deck"), "guest from the deck"),
    Pair("guest 55", TWO_STAFF.format("Draw", "from the deck"), TWO_STAFF.format("Take", "out of the supply"), "from the supply"),
    Pair("guest 55", TWO_STAFF.format("Draw", "from the staff deck"), TWO_STAFF.format("Draw", "from the queue"), "from the queue"),
    Pair("guest 191", KESSELHUT.format("from the general supply"), KESSELHUT.format("from the queue"), "from the queue"),
    Pair("staff 174", BARTENDER.format("from the queue"), BARTENDER.format("from the deck"), "guest from the deck"),
]

test_a_place_things_come_from_is_compared = checker(SOURCES)


def test_items_from_the_supply_are_where_they_come_from_wherever_the_clause_says_it() -> None:
    for text in ("Take 2 champagne from the supply.", "Take from the supply 2 champagne.", "From the supply, take 2 champagne."):
        assert problems("guest 139", text) == [], text
    assert any("from the queue" in p for p in problems("guest 139", "Take 2 champagne from the queue."))
