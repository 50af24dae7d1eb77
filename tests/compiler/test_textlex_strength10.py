"""A die's strength said of the die or of the action (compiler/textlex_strength.py, issue 14, session 10): 'Your dice
showing 5 count +2 strength', 'Your 5 dice count +2 strength', 'With a die showing 5 your action has 2 more strength', 'A die
showing 1 or 2 counts as one higher ...'. A wrong face or amount is named; a strength lowered is never read as the card's.
The wordings are written for these tests."""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker, problems

# staff 18: a die showing 5 gives its action 2 extra strength; staff 13: a die showing 1 or 2, 1 extra strength
PAIRS = (
    Pair("staff 18", "Your dice showing 5 count +2 strength.", "Your dice showing 5 count +3 strength.", "3 extra strength"),
    Pair("staff 18", "Your 5 dice count +2 strength.", "Your 6 dice count +2 strength.", "showing 6"),
    Pair("staff 18", "With a die showing 5 your action has 2 more strength.", "With a die showing 4 your action has 2 more strength.", "showing 4"),
    Pair("staff 18", "Each die showing 5 gives your action 2 more strength.", "Each die showing 5 gives your action 1 more strength.", "1 extra strength"),
    Pair("staff 13", "Your dice showing 1 or 2 count one higher for the strength of your action.",
         "Your dice showing 1 or 3 count one higher for the strength of your action.", "showing 1 or 3"),
    # after a lead's colon; the action said with the player who carries it out
    Pair("staff 13", "Permanent: your actions taken with a die showing 1 or 2 get +1 strength.",
         "Permanent: your actions taken with a die showing 1 or 2 get +2 strength.", "2 extra strength"),
    Pair("staff 18", "Permanent: any action the player carries out with a die showing 5 has +2 strength.",
         "Permanent: any action the player carries out with a die showing 6 has +2 strength.", "showing 6"),
)

test_a_dies_strength_said_of_the_die = checker(PAIRS)


def test_a_strength_lowered_is_not_read_as_a_trigger() -> None:
    assert not any(t.type == "EVENT" for t in tokens("Your dice showing 5 count 2 less strength."))
    assert problems("staff 18", "Your dice showing 5 count 2 less strength.")


def test_a_sentence_saying_more_than_the_strength_is_left_as_it_is() -> None:
    """Another effect in the sentence ('and you gain 1 krone') is not dropped: the sentence is not rewritten."""
    said = tokens("Your dice showing 5 count +2 strength and you gain 1 krone.")
    assert not any(t.type == "EVENT" for t in said) and any(t.type == "UNIT" and t.meaning == "krone" for t in said)
