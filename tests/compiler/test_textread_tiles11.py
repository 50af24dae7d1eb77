"""A celebrity's lasting effect read in other shapes (compiler/textread_celebrities.py and the lexicon's tiles11
entries): the size of guests' orders said by what they need ('orders need 1 item fewer'), a room's cost said in the
passive ('rooms are prepared at a cost of 0 krones'), and the celebrity held said in the passive ('while he is held').
Each shape is held both ways: a right wording passes, and the same wording with one fact wrong (the number, fewer
for more, the colour, the cost) is flagged naming the difference.
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

PAIRS = [
    # the order's size said by what the orders need, the number and its direction compared
    Pair("celebrity sigmund-freud", "Worth 1 VP. The orders of all your guests need one item fewer.",
         "Worth 1 VP. The orders of all your guests need two items fewer.", "goes down by 2"),
    Pair("celebrity sigmund-freud", "Worth 1 VP. Each guest's order requires 1 item less for its owner.",
         "Worth 1 VP. Each guest's order requires 1 item more for its owner.", "goes up by 1"),
    # the celebrity held, said in the passive; what it does while held is still compared
    Pair("celebrity sigmund-freud", "1 VP when taken. While she is held, your guests' orders call for 1 item fewer.",
         "1 VP when taken. While she is held, your guests' orders call for 3 items fewer.", "goes down by 3"),
    # a room's cost said in the passive, the number and the colour kept
    Pair("celebrity mahatma-gandhi", "Score 1 VP when you take him. While he is held, rooms are prepared at a cost of 0 krones.",
         "Score 1 VP when you take him. While he is held, rooms are prepared at a cost of 2 krones.", "room cost is 2"),
    Pair("staff 11", "Permanent. Yellow rooms are prepared for 0 krones.",
         "Permanent. Blue rooms are prepared for 0 krones.", "blue rooms"),
]

test_celebrity_shapes = checker(PAIRS)

HELD_ONCE = [
    # a celebrity's once-only effect said as once in the round (it is held only for the round it is taken)
    Pair("celebrity albert-einstein", "1 VP when taken. Once during the round, the holder may exchange up to four dishes or drinks from the kitchen for the same number of other items from the supply.",
         "1 VP when taken. Once during the round, the holder may exchange up to two dishes or drinks from the kitchen for the same number of other items from the supply.",
         "up to 2"),
    Pair("celebrity albert-einstein", "Score 1 VP. Once this round, swap up to 4 dishes or drinks from your kitchen for the same number of other dishes or drinks from the supply.",
         "Score 1 VP. Once this round, swap up to 4 dishes or drinks from your kitchen for the same number of other dishes or drinks from the supply, and gain 1 VP.",
         "gain 1 VP"),
]

test_held_once = checker(HELD_ONCE)

BELOW = [
    # C2's second removal said from the highest floor below the first one ('below it', 'below that one')
    Pair("emperor-tile C2", "Reward: you may prepare 1 room for free and occupy it at once. Penalty: remove up to 1 occupied room from your highest floor, then up to 1 more occupied room from the highest floor below it.",
         "Reward: you may prepare 1 room for free and occupy it at once. Penalty: remove up to 1 occupied room from your highest floor, then up to 2 more occupied rooms from the highest floor below it.",
         "up to 2 occupied rooms"),
    Pair("emperor-tile C2", "Reward: you may prepare 1 room for free and occupy it at once. Penalty: remove up to 1 occupied room from the highest floor possible, then up to 1 occupied room on the highest floor below that one.",
         "Reward: you may prepare 1 room for free and occupy it at once. Penalty: remove up to 1 occupied room from the highest floor possible, then up to 1 vacant room on the highest floor below that one.",
         "vacant room"),
]

test_highest_below = checker(BELOW)

ASIDES = [
    # a room's colour left open, said between commas
    Pair("celebrity jrr-tolkien", "Score 1 VP. Whenever one of your rooms, whatever its colour, becomes occupied, you gain 2 VP.",
         "Score 1 VP. Whenever one of your rooms, whatever its colour, becomes occupied, you gain 3 VP.", "gain 3 VP"),
    Pair("celebrity jrr-tolkien", "Score 1 VP. Each time one of your rooms, of any colour, becomes occupied, you gain 2 VP.",
         "Score 1 VP. Each time one of your rooms, of any colour, becomes occupied, you may gain 2 VP.", "may"),
]

test_any_colour_asides = checker(ASIDES)

BALLROOMS = [
    # the ballrooms said whole with an aside ('balcony included', '(all of them)')
    Pair("emperor-tile ballrooms-c", "Reward: score 2 VP for each of your dancers in the ballrooms, balcony included. Penalty: take 2 of your dancers out of the rightmost ballroom and put them back in the box; if you have fewer than 2 there, lose 10 VP instead.",
         "Reward: score 3 VP for each of your dancers in the ballrooms, balcony included. Penalty: take 2 of your dancers out of the rightmost ballroom and put them back in the box; if you have fewer than 2 there, lose 10 VP instead.",
         "3 VP per dancer"),
    Pair("emperor-tile ballrooms-c", "Reward: 2 VP for every dancer you have in the ballrooms (all of them). Penalty: take 2 of your dancers out of the rightmost ballroom, or lose 10 VP if you can't.",
         "Reward: 2 VP for every dancer you have in the ballrooms (all of them). Penalty: take 2 of your dancers out of the leftmost ballroom, or lose 10 VP if you can't.",
         "leftmost"),
]

test_ballroom_asides = checker(BALLROOMS)

C4 = "emperor-tile C4"
FINAL_STAFF = [
    # a final-scoring staff card said other ways, a fallback's lack said of the cards named, a cost waived as 'and not pay'
    Pair(C4, "Reward: you may play one staff card from your hand without paying. Penalty: remove one of your played staff cards that score at game end; if you have none of them, lose 10 VP.",
         "Reward: you may play one staff card from your hand without paying. Penalty: remove two of your played staff cards that score at game end; if you have none of them, lose 10 VP.",
         "2 played final-scoring staff cards"),
    Pair(C4, "Reward: you may play one staff card from your hand without paying. Penalty: remove one of your played end game staff cards; if you have none of such cards, you lose 10 VP.",
         "Reward: you may play one staff card from your hand without paying. Penalty: remove one of your played end game staff cards; if you have none of such cards, you lose 8 VP.",
         "8 VP"),
    Pair(C4, "With the reward you may play one staff card from your hand and not pay its cost. Penalty: discard 1 played final scoring staff card; if you have none, lose 10 VP.",
         "With the reward you must play one staff card from your hand and not pay its cost. Penalty: discard 1 played final scoring staff card; if you have none, lose 10 VP.",
         "optional ('may')"),
]

test_final_staff = checker(FINAL_STAFF)

KITCHEN_CAFE = [
    # the kitchen and the café's guests said in other words; the kitchen alone is a different place
    Pair("emperor-tile B1", "Reward: take one strudel, one cake, one wine and one coffee. Penalty: give back all your dishes and drinks, the ones in your kitchen and the ones already sitting on guests in your café.",
         "Reward: take one strudel, one cake, one wine and one coffee. Penalty: give back all your dishes and drinks, the ones in your kitchen.",
         "from"),
    Pair("emperor-tile B1", "Reward: take one strudel, one cake, one wine and one coffee. Penalty: all dishes and drinks in your kitchen and on your café guests go back to the supply.",
         "Reward: take one strudel, one cake, one wine and two coffee. Penalty: all dishes and drinks in your kitchen and on your café guests go back to the supply.",
         "2 coffee"),
]

test_kitchen_and_cafe = checker(KITCHEN_CAFE)
