"""Gapping read as a class (session 14, gaps14; compiler/textread_gaps14.py): a list of like rules said once in full,
its later parts leaving out what repeats (the verb, the unit), read with the left-out words put back from the full
part before them in the same sentence. Each wording is a different writer's, in a different register (our own words),
each with a wrong twin whose gapped part says a wrong value: it must be flagged naming it."""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

APOLLO = ("When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times the value "
          "of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.")
STRAUSS = ("When this ballroom is scored, each row is ranked on its own by the number of dancers in it, among the players with at "
           "least one dancer there: first 7 VP, second 2 VP. A player without any dancer in this ballroom loses 5 VP. Tied players "
           "share the rank: add up the VP of the ranks they fill, split it evenly (rounded down), and skip the ranks they used.")
SPERL = ("When this ballroom is scored, players are ranked by their number of dancers here: first 15 VP, second 10 VP, third 5 VP, "
         "fourth 0 VP. A player without a dancer here also loses 5 VP. Tied players share the rank: add up the VP of the ranks "
         "they fill, split it evenly (rounded down), and skip the ranks they used.")

GAPPED = (
    # card face: the verb left out after the first part of a list cut by semicolons
    Pair("ballroom apollosaal", "A dancer in the top row earns you 3 krones; one in the middle row 2 krones; the bottom row nothing. " + APOLLO,
         "A dancer in the top row earns you 3 krones; one in the middle row 1 krone; the bottom row nothing. " + APOLLO,
         "the text says you gain 1 krone"),
    # player aid: a list of leads, the unit said once
    Pair("ballroom goldener-strauss", "Top row: 3 Emperor steps; middle row: 1; bottom row: none. " + STRAUSS,
         "Top row: 3 Emperor steps; middle row: 2; bottom row: none. " + STRAUSS, "2 steps up the Emperor track"),
    # wiki: a comma stands for what is left out
    Pair("ballroom apollosaal", "Top row: 3 krones; middle row, 2 krones; bottom row, nothing. " + APOLLO,
         "Top row: 3 krones; middle row, 3 krones; bottom row, nothing. " + APOLLO, "the text says you gain 3 krones"),
    # designer's shorthand: an ordinal's part, its verb and unit both left out
    Pair("staff 127", "When played, you may send up to 2 dancers: the first costs 2 champagne less, the second 1 less.",
         "When played, you may send up to 2 dancers: the first costs 2 champagne less, the second 2 less.",
         "the second costs 2 champagne less"),
    # rulebook appendix: verb and unit left out, a comma for them
    Pair("ballroom apollosaal", "A dancer you place in the top row earns you 3 krones; one in the middle row, 2; one in the bottom row, "
         "nothing. " + APOLLO,
         "A dancer you place in the top row earns you 3 krones; one in the middle row, 1; one in the bottom row, nothing. " + APOLLO,
         "the text says you gain 1 krone"),
    # video narration: a list cut by commas, the verb and the unit said once
    Pair("ballroom apollosaal", "So, a dancer in the top row gets you 3 krones, the middle row 2, and the bottom row nothing. " + APOLLO,
         "So, a dancer in the top row gets you 3 krones, the middle row 1, and the bottom row nothing. " + APOLLO,
         "the text says you gain 1 krone"),
)

test_gapped_parts_read_from_the_full_part = checker(GAPPED)


def test_a_bare_number_after_several_amounts_stays_unread():
    """After '1 strudel, 1 wine and 1 coffee' a bare '1' could be any of them: no unit is put back, the part is unread."""
    said = problems("ballroom zum-sperl", "A dancer in the top row brings you 1 strudel, 1 wine and 1 coffee; one in the middle row, 1; "
                    "one in the bottom row, nothing. " + SPERL)
    assert any("cannot be read" in p for p in said), said


def test_nothing_is_put_back_from_another_sentence():
    """The antecedent is in the same sentence: 'Middle row: 1.' after a full stop takes no unit from the sentence before."""
    said = problems("ballroom goldener-strauss", "Top row: 3 Emperor steps. Middle row: 1. Bottom row: none. " + STRAUSS)
    assert said, said
