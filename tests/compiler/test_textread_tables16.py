"""tables16 (session 16): a card that pays by a count, a rank, a row, a colour or a die sum written as a table, a list
of (key -> value) pairs in any notation (compiler/textlex_tables16.py). Each class is said as five writers would say
it in their own register (card face, rulebook appendix, player aid, wiki, video narration, designer's shorthand, a
translated edition), in our own words, each with a wrong twin that puts one wrong value, or one swapped pair, into the
table: the twin must be flagged naming the difference."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

SPERL_ROWS = ("A dancer you place in the top row earns you 1 strudel, 1 wine and 1 coffee; one in the middle row 1 cake; "
              "one in the bottom row nothing. ")
SPERL_LOSS = " A player without a dancer here also loses 5 VP."


def sperl(scoring: str) -> str:
    """Zum Sperl's text with its ranking said as `scoring` (the rows and the loss as the card says them)."""
    return SPERL_ROWS + scoring + SPERL_LOSS


# ---- 1. a ranking keyed by 'the most': first place is whoever has the most, the next places 'second (most)' ----------

MOST_RANKED = [
    # card face: the key 'most dancers' and bare places after it
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored: most dancers here 15 VP, second 10, third 5, fourth 0."),
         sperl("When this ballroom is scored: most dancers here 15 VP, second 5, third 10, fourth 0."), "second"),
    # player aid: each key with its own colon, ordinals in digits
    Pair("ballroom zum-sperl", sperl("Scoring: most dancers here: 15 VP; 2nd most: 10 VP; 3rd most: 5 VP; 4th most: 0 VP."),
         sperl("Scoring: most dancers here: 15 VP; 2nd most: 10 VP; 3rd most: 4 VP; 4th most: 0 VP."), "third"),
    # rulebook appendix: 'the player with the most', then the places
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, the player with the most dancers here scores 15 VP, "
                                     "the second 10 VP, the third 5 VP and the fourth 0 VP."),
         sperl("When this ballroom is scored, the player with the most dancers here scores 12 VP, "
               "the second 10 VP, the third 5 VP and the fourth 0 VP."), "first"),
    # video narration: 'whoever has the most', 'second most gets'
    Pair("ballroom zum-sperl", sperl("When it scores, whoever has the most dancers here gets 15 VP, second most gets 10 VP, "
                                     "third most gets 5 VP and fourth most gets 0 VP."),
         sperl("When it scores, whoever has the most dancers here gets 15 VP, second most gets 10 VP, "
               "third most gets 5 VP."), "fourth"),
    # translated edition: 'the player who has the most ... receives', 'the one with the second most'
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, the player who has the most dancers here receives "
                                     "15 VP, the one with the second most 10 VP, the third most 5 VP, the fourth most 0 VP."),
         sperl("When this ballroom is scored, the player who has the most dancers here receives "
               "15 VP, the one with the second most 15 VP, the third most 5 VP, the fourth most 0 VP."), "second"),
]

test_most_ranked = checker(MOST_RANKED)
