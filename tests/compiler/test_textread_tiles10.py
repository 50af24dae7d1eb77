"""An Emperor tile's halves and an objective's requirement and claims said in other shapes (compiler/textread_tiles.py
and the claims of compiler/textread_rewrite.py, issue 14, session 10): a half said as a subject ('The penalty is to
...'), judged ('The penalty is nasty: ...'), after a preposition ('With the reward ...', 'As the penalty, ...'), with
'instead'; an amount fronted before 'you lose'; 'you have to'; a fallback said by what is lacking; an objective's
comparison said after its amounts ('..., or more', '..., at minimum', '... at least,'); 'qualifies' after the claimant;
the three claims with no unit named. Each right wording passes and the same with one fact changed is named. The
wordings are written for these tests."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker, problems

NEED = "You need at least 10 Emperor steps. "
CLAIMS = " The first three players to do so score 15, 10 and 5 VP."
PAIRS = (
    # Emperor tile C1: reward 8 VP, penalty lose 8 VP
    Pair("emperor-tile C1", "The reward of this tile is 8 VP. The penalty is nasty: you lose 8 VP.",
         "The reward of this tile is 8 VP. The penalty is nasty: you lose 9 VP.", "9 VP"),
    Pair("emperor-tile C1", "Reward here is 8 VP. The penalty is to lose 8 VP.", "Reward here is 6 VP. The penalty is to lose 8 VP.", "6 VP"),
    Pair("emperor-tile C1", "With the reward you score 8 VP. As the penalty, 8 VP you lose.",
         "With the reward you score 8 VP. As the penalty, 5 VP you lose.", "5 VP"),
    # A2: reward 2 dishes or drinks; penalty all of them back
    Pair("emperor-tile A2", "Reward: take two dishes or drinks of your choice. If you suffer the penalty instead, return every dish and drink in your kitchen.",
         "Reward: take three dishes or drinks of your choice. If you suffer the penalty instead, return every dish and drink in your kitchen.", "3"),
    # more-b: penalty 3 staff cards back, else lose 7 VP
    Pair("emperor-tile more-b", "Reward: draw 3 staff cards and score 4 VP. For the penalty you have to put 3 staff cards from your hand under the deck; "
         "if you don't have 3 in hand, you lose 7 VP.",
         "Reward: draw 3 staff cards and score 4 VP. For the penalty you have to put 3 staff cards from your hand under the deck; "
         "if you don't have 3 in hand, you lose 6 VP.", "6 VP"),
    # B2: penalty pay 5 krones, else lose 7 VP
    Pair("emperor-tile B2", "Reward: gain 5 krones. Penalty: pay 5 krones; if you lack enough krones, you lose 7 VP.",
         "Reward: gain 5 krones. Penalty: pay 4 krones; if you lack enough krones, you lose 7 VP.", "4 krones"),
    # objectives: the comparison after the amounts, 'qualifies', the claims with no unit
    Pair("objective 115", "Four occupied red rooms and three occupied yellow rooms, at the minimum." + CLAIMS,
         "Four occupied red rooms and two occupied yellow rooms, at the minimum." + CLAIMS, "at least 2 occupied yellow rooms"),
    Pair("objective 110", "You need 2 columns of your hotel fully occupied, or more." + CLAIMS,
         "You need 3 columns of your hotel fully occupied, or more." + CLAIMS, "at least 3 fully occupied columns"),
    Pair("objective four-green-guests", "Complete the orders of four green guests, or more if you want." + CLAIMS,
         "Complete the orders of five green guests, or more if you want." + CLAIMS, "5"),
    Pair("objective 113", "A player with at least four occupied blue rooms and at least three occupied red rooms qualifies." + CLAIMS,
         "A player with at least four occupied blue rooms and at least five occupied red rooms qualifies." + CLAIMS, "at least 5 occupied red rooms"),
    Pair("objective 106", NEED + "The first claim is worth 15, the second 10, the third 5.", NEED + "The first claim is worth 15, the second 10, the third 4.",
         "15, 10, 4"),
    Pair("objective 106", NEED + "Whoever gets there first takes 15 VP, after her 10 VP, then 5 VP.",
         NEED + "Whoever gets there first takes 15 VP, after her 12 VP, then 5 VP.", "15, 12, 5"),
)

# the second batch: what goes back said as the subject, a fallback said 'if you can't manage that', a penalty said by
# where the marker ends up, a reward 'if you qualify for it', 'minimum N', one 'rooms' after a list of colours, a
# requirement headed 'The condition:', the Emperor marker 'on space N'
MORE_PAIRS = (
    Pair("emperor-tile A2", "Reward: take 2 dishes or drinks of your choice. Penalty: all the dishes and drinks in your kitchen go back to the supply.",
         "Reward: take 1 dish or drink of your choice. Penalty: all the dishes and drinks in your kitchen go back to the supply.", "1"),
    Pair("emperor-tile A3", "Reward: look at the top 3 staff cards, you may play 1 of them paying up to 3 krones less, the rest go under the deck. "
         "When your marker sits on space 0, you must put 2 staff cards from your hand under the deck, and if you can't manage that you lose 5 VP.",
         "Reward: look at the top 3 staff cards, you may play 1 of them paying up to 3 krones less, the rest go under the deck. "
         "When your marker sits on space 0, you must put 2 staff cards from your hand under the deck, and if you can't manage that you lose 4 VP.", "4 VP"),
    Pair("emperor-tile B2", "You get 5 krones if you qualify for the reward. Penalty: pay 5 krones; should you be unable to, lose 7 VP.",
         "You get 5 krones if you qualify for the reward. Penalty: pay 5 krones; should you be unable to, lose 3 VP.", "3 VP"),
    Pair("objective 116", "The condition: minimum 4 occupied yellow rooms and minimum 3 occupied blue rooms." + CLAIMS,
         "The condition: minimum 4 occupied yellow rooms and minimum 2 occupied blue rooms." + CLAIMS, "at least 2 occupied blue rooms"),
    Pair("objective 114", "You need at least 3 occupied blue, 3 occupied red and 3 occupied yellow rooms." + CLAIMS,
         "You need at least 3 occupied blue, 4 occupied red and 3 occupied yellow rooms." + CLAIMS, "at least 4 occupied red rooms"),
    Pair("objective 106", "You must have your marker on space 10 or higher." + CLAIMS, "You must have your marker on space 8 or higher." + CLAIMS,
         "at least 8 Emperor steps"),
)

# the third batch: a tile judged before what it does, the halves said after what they do or after a comma, 'one of
# each item:', "you've got"
THIRD_PAIRS = (
    Pair("emperor-tile C1", "An easy tile: you score 8 VP for the reward, and you lose 8 VP if you suffer the penalty.",
         "An easy tile: you score 8 VP for the reward, and you lose 6 VP if you suffer the penalty.", "6 VP"),
    Pair("emperor-tile C1", "Plain one: the reward is +8 VP, the penalty is -8 VP.", "Plain one: the reward is +9 VP, the penalty is -8 VP.", "9 VP"),
    Pair("emperor-tile C1", "Short one: reward is +8 VP, penalty is -8 VP.", "Short one: reward is +8 VP, penalty is +8 VP as well.", "gain 8 VP"),
    Pair("emperor-tile B1", "The reward is one of each kind: a strudel, a cake, a wine and a coffee. Penalty: give back every dish and drink in your kitchen and on guests in your café.",
         "The reward is two of each kind: a strudel, a cake, a wine and a coffee. Penalty: give back every dish and drink in your kitchen and on guests in your café.", "2"),
    Pair("emperor-tile C3", "Reward: 2 VP for each staff card you've got in play. Penalty: you lose 2 VP per played staff card.",
         "Reward: 3 VP for each staff card you've got in play. Penalty: you lose 2 VP per played staff card.", "3 VP"),
)

# the fourth batch: an objective's things said with where they are or what state they are in
FOURTH_PAIRS = (
    Pair("objective 107", "You need at least 6 staff cards on the table in front of you." + CLAIMS,
         "You need at least 7 staff cards on the table in front of you." + CLAIMS, "at least 7 staff cards"),
    Pair("objective 112", "A player meets this objective once at least 6 of their room groups are fully occupied." + CLAIMS,
         "A player meets this objective once at least 4 of their room groups are fully occupied." + CLAIMS, "at least 4 fully occupied room groups"),
    Pair("objective 110", "Occupy two columns, with every room occupied." + CLAIMS, "Occupy three columns, with every room occupied." + CLAIMS,
         "at least 3 fully occupied columns"),
)

test_tile_halves_and_objective_amounts_in_other_shapes = checker(PAIRS)
test_objective_things_said_with_where_and_state = checker(FOURTH_PAIRS)
test_judged_tiles_and_halves_said_after = checker(THIRD_PAIRS)
test_what_goes_back_fallbacks_and_shared_nouns = checker(MORE_PAIRS)


def test_a_colour_list_gets_rooms_only_before_a_later_colour_rooms() -> None:
    """'red, yellow' with no 'rooms' after the last colour is left as written."""
    from compiler.textread_tiles import tile_rewrites

    shared = next(p for p, f in tile_rewrites() if f.__name__ == "_shared_rooms")
    assert shared.search("3 red, 3 blue guests") is None and shared.search("3 red and 3 blue rooms")


def test_a_fallback_lacking_another_number_is_not_read_as_cannot() -> None:
    """'if you don't have 2' after 'put 3 ... under the deck' is a different fallback: it stays unread, and flagged."""
    assert problems("emperor-tile more-b", "Reward: draw 3 staff cards and score 4 VP. Penalty: put 3 staff cards from your hand under "
                    "the deck; if you don't have 2 in hand, you lose 7 VP.")


def test_claims_in_another_unit_are_not_read() -> None:
    assert problems("objective 106", NEED + "The first claim is worth 15 krones, the second 10, the third 5.")


def test_a_judged_half_drops_only_the_judgement() -> None:
    """'The penalty is nasty:' says nothing of what it does; the amount after the colon is still compared."""
    assert problems("emperor-tile C1", "Reward: 8 VP. The penalty is very nasty: you lose 2 VP.")
