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
    # translated edition: the place said with its preposition only, verb and unit left out
    Pair("ballroom apollosaal", "A dancer in the top row earns you 3 krones; in the middle row, 2; in the bottom row, nothing. " + APOLLO,
         "A dancer in the top row earns you 3 krones; in the middle row, 1; in the bottom row, nothing. " + APOLLO,
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


# Reference back in a fallback's head (compiler/textlex_gaps14.py): what cannot be done is pointed at ('that much', 'those
# two', 'both of these', 'the whole sum'), or said again by every verb of it or another verb of the same act. A number
# said there is the attempt's own and compared; a verb that is not the attempt's leaves the head unread.
BALLROOMS_C = "Reward: score 2 VP for each of your dancers in all the ballrooms together. "
FIVE_KRONES = "Reward: receive 5 krones. "
MORE_A = "Reward: gain 2 krones and 1 dish or drink of your choice. "

REFERRED_BACK = (
    # card face: the act said again by another verb of it, its amount by a number word
    Pair("emperor-tile ballrooms-c", BALLROOMS_C + "Penalty: take 2 of your dancers out of the rightmost ballroom; if you can't remove two, "
         "lose 10 VP instead.",
         BALLROOMS_C + "Penalty: take 2 of your dancers out of the rightmost ballroom; if you can't remove three, lose 10 VP instead.",
         "speaks of 3"),
    # rulebook appendix: the amount pointed at
    Pair("emperor-tile B2", FIVE_KRONES + "Penalty: pay 5 krones; if you can't pay that much, you lose 7 VP.",
         FIVE_KRONES + "Penalty: pay 4 krones; if you can't pay that much, you lose 7 VP.", "you pay 4 krones"),
    # player aid
    Pair("emperor-tile ballrooms-a", "Reward: gain 2 champagne. Penalty: give back 2 champagne from your kitchen; if you can't give back "
         "that many, lose 5 VP instead.",
         "Reward: gain 2 champagne. Penalty: give back 2 champagne from your kitchen; if you can't give back that many, gain 5 VP instead.",
         "you gain 5 VP"),
    # wiki: a demonstrative with the number
    Pair("emperor-tile ballrooms-c", BALLROOMS_C + "Penalty: you remove 2 of your dancers from the rightmost ballroom, and if you can't "
         "remove those two, you lose 10 VP.",
         BALLROOMS_C + "Penalty: you remove 2 of your dancers from the rightmost ballroom, and if you can't remove those three, you lose 10 VP.",
         "speaks of 3"),
    # video narration
    Pair("emperor-tile B2", FIVE_KRONES + "Penalty: you pay 5 krones, and if you can't pay the whole sum, you lose 7 VP.",
         FIVE_KRONES + "Penalty: you pay 5 krones, and if you can't pay the whole sum, you lose 5 VP.", "you lose 5 VP"),
    # translated edition: the acts pointed at
    Pair("emperor-tile more-a", MORE_A + "Penalty: pay 2 krones and give back 1 dish or drink from your kitchen; if you cannot do both "
         "of these, you lose 5 VP.",
         MORE_A + "Penalty: pay 2 krones and give back 1 dish or drink from your kitchen; if you cannot do both of these, you lose 6 VP.",
         "you lose 6 VP"),
    # designer's shorthand: every verb said again
    Pair("emperor-tile more-a", MORE_A + "Penalty: pay 2 krones and give back 1 dish or drink from your kitchen; if you cannot pay and "
         "give back both, you lose 5 VP.",
         MORE_A + "Penalty: pay 2 krones and give back 1 dish or drink from your kitchen; if you cannot pay and give back both, you gain 5 VP.",
         "you gain 5 VP"),
)

test_a_fallback_points_back_at_its_attempt = checker(REFERRED_BACK)


def test_a_verb_that_is_not_the_attempts_leaves_the_head_unread():
    """'if you cannot pay and take both' after 'pay ... and give back ...': 'take' names no act said before."""
    for card, text in (("emperor-tile more-a", MORE_A + "Penalty: pay 2 krones and give back 1 dish or drink from your kitchen; if you "
                        "cannot pay and take both, you lose 5 VP."),
                       ("emperor-tile B2", FIVE_KRONES + "Penalty: pay 5 krones; if you can't gain that much, you lose 7 VP.")):
        said = problems(card, text)
        assert any("cannot be read" in p for p in said), said
