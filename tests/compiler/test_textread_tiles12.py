"""An Emperor tile's penalty, an objective's heading and claims, and a celebrity's trigger read in the shapes card
faces, player aids and tooltips print them (compiler/textread_tiles12.py and the lexicon's tiles12 entries). Each
shape is held both ways: a right wording passes, and the same wording with one fact wrong (a number, a state, a
ballroom, a place, a missing fallback) is flagged naming the difference.
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

C2_REWARD = "Reward: you may prepare 1 room for free and occupy it at once. "
A4_REWARD = "Reward: you may prepare 1 room without paying for it. "

HIGHEST = [
    # a room named by the floor it stands on; the state is compared
    Pair("emperor-tile C2", C2_REWARD + "Penalty: remove your highest occupied room, then the highest occupied room on a floor below it, if there is one.",
         C2_REWARD + "Penalty: remove your highest vacant room, then the highest occupied room on a floor below it, if there is one.", "vacant"),
    Pair("emperor-tile C2", C2_REWARD + "Penalty: take away your occupied room on the highest floor, then an occupied room from the highest floor below that one, as far as you can.",
         C2_REWARD + "Penalty: take away your occupied room on the highest floor, then two occupied rooms from the highest floor below that one, as far as you can.", "up to 2"),
    Pair("emperor-tile C2", C2_REWARD + "Penalty: remove up to 1 occupied room from your highest floor, then up to 1 more occupied room, the highest one on a floor below it.",
         C2_REWARD + "Penalty: remove up to 1 occupied room from your highest floor, then up to 1 more vacant room, the highest one on a floor below it.", "vacant"),
    Pair("emperor-tile A4", A4_REWARD + "Penalty: take away your highest vacant room; if you have no vacant room, lose 5 VP.",
         A4_REWARD + "Penalty: take away your highest occupied room; if you have no occupied room, lose 5 VP.", "occupied"),
    # a removal done as far as it can be takes up to the rooms it names: without the bound it is a removal in full
    Pair("emperor-tile C2", C2_REWARD + "Penalty: remove 1 occupied room from your highest floor and 1 occupied room from the highest floor below it, as far as you have them.",
         C2_REWARD + "Penalty: remove 1 occupied room from your highest floor and 1 occupied room from the highest floor below it.", "take away 1 occupied room"),
]

test_room_by_its_floor = checker(HIGHEST)

B2_REWARD = "Reward: +5 krones. "
C4_REWARD = "Reward: you may play 1 staff card from your hand for free. "
BALLROOMS_B_REWARD = "Reward: you may send 1 dancer to a ballroom for free. "
BALLROOMS_C_REWARD = "Reward: 2 VP per dancer you have in the ballrooms. "

LACKING = [
    # a fallback said short, by what is lacking; the VP lost compared, and a number lacked that was never asked is no fallback
    Pair("emperor-tile B2", B2_REWARD + "Penalty: pay 5 krones, otherwise -7 VP.", B2_REWARD + "Penalty: pay 5 krones, otherwise -8 VP.", "8 VP"),
    Pair("emperor-tile B2", B2_REWARD + "Penalty: pay 5 krones; otherwise (fewer than 5 on hand) you lose 7 VP.",
         B2_REWARD + "Penalty: pay 5 krones; otherwise (fewer than 6 on hand) you lose 7 VP.", "pay 5 krones"),
    Pair("emperor-tile C4", C4_REWARD + "Penalty: remove 1 of your played final-scoring staff cards; none to remove -> -10 VP.",
         C4_REWARD + "Penalty: remove 1 of your played final-scoring staff cards; none to remove -> -12 VP.", "12 VP"),
    Pair("emperor-tile ballrooms-c", BALLROOMS_C_REWARD + "Penalty: take 2 of your dancers out of the rightmost ballroom and put them back in the box; fewer than 2 there -> lose 10 VP.",
         BALLROOMS_C_REWARD + "Penalty: take 2 of your dancers out of the rightmost ballroom and put them back in the box; fewer than 2 there -> lose 9 VP.", "9 VP"),
    Pair("emperor-tile C4", C4_REWARD + "Penalty: remove one of your played final-scoring staff cards; a player without one loses 10 VP instead.",
         C4_REWARD + "Penalty: remove one of your played final-scoring staff cards; a player without one loses 8 VP instead.", "8 VP"),
    Pair("emperor-tile ballrooms-b", BALLROOMS_B_REWARD + "Penalty: take 1 of your dancers out of the middle ballroom and put it back in the box; if none is there, -7 VP.",
         BALLROOMS_B_REWARD + "Penalty: take 1 of your dancers out of the middle ballroom and put it back in the box; if none is there, -5 VP.", "5 VP"),
]

test_fallback_said_by_what_lacks = checker(LACKING)

DANCERS = [
    # dancers said as the subject of their going back to the box: the number and the ballroom compared
    Pair("emperor-tile ballrooms-b", BALLROOMS_B_REWARD + "Penalty: one of your dancers in the middle ballroom goes back to the box; if you have none there, lose 7 VP.",
         BALLROOMS_B_REWARD + "Penalty: one of your dancers in the leftmost ballroom goes back to the box; if you have none there, lose 7 VP.", "leftmost"),
    Pair("emperor-tile ballrooms-c", BALLROOMS_C_REWARD + "Penalty: 2 of your dancers leave the rightmost ballroom (back to the box); if you cannot, lose 10 VP.",
         BALLROOMS_C_REWARD + "Penalty: 3 of your dancers leave the rightmost ballroom (back to the box); if you cannot, lose 10 VP.", "3 of your dancers"),
    Pair("emperor-tile ballrooms-b", BALLROOMS_B_REWARD + "Penalty: one of your dancers from the middle ballroom is removed; if you cannot, lose 7 VP.",
         BALLROOMS_B_REWARD + "Penalty: two of your dancers from the middle ballroom are removed; if you cannot, lose 7 VP.", "2 of your dancers"),
]

test_dancers_going_back = checker(DANCERS)

B1_REWARD = "Reward: 1 strudel, 1 cake, 1 wine and 1 coffee. "
MORE_C_REWARD = "Reward: 5 VP for each objective card with one of your markers on it. "
RETURNS = [
    # what goes back said with another verb or word; where it is taken from is compared
    Pair("emperor-tile B1", B1_REWARD + "The penalty sends all of your dishes and drinks back to the supply, both those in your kitchen and those already placed on guests in your café.",
         B1_REWARD + "The penalty sends all of your dishes and drinks in your kitchen back to the supply.", "from"),
    Pair("emperor-tile B1", B1_REWARD + "Penalty: you must give back all the dishes and drinks you own, both the ones in your kitchen and the ones already placed on guests in your café.",
         B1_REWARD + "Penalty: you must give back all the dishes and drinks you own in your kitchen.", "from"),
    Pair("emperor-tile more-c", MORE_C_REWARD + "Penalty: lose all your krones and return everything in your kitchen to the supply.",
         MORE_C_REWARD + "Penalty: lose 5 krones and return everything in your kitchen to the supply.", "krones"),
    Pair("emperor-tile C4", C4_REWARD + "The penalty takes one of your played final-scoring staff cards away; if you have none, you lose 10 VP instead.",
         C4_REWARD + "The penalty takes two of your played final-scoring staff cards away; if you have none, you lose 10 VP instead.", "2"),
    Pair("emperor-tile C4", C4_REWARD + "Penalty: remove 1 of your played final-scoring staff; if you have none, -10 VP.",
         C4_REWARD + "Penalty: remove 1 of your played final-scoring staff; if you have none, -11 VP.", "11 VP"),
]

test_what_goes_back = checker(RETURNS)

A2_REWARD = "Reward: take any 2 dishes or drinks of your choice. "
REMARKS = [
    # a penalty with no fallback said so: read as nothing, so a card that has one still misses it
    Pair("emperor-tile A2", A2_REWARD + "Penalty: return every dish and drink in your kitchen to the supply; there is no VP alternative.",
         A2_REWARD + "Penalty: return every dish and drink in your kitchen and on the guests in your café to the supply; there is no VP alternative.", "from"),
    Pair("emperor-tile B2", B2_REWARD + "Penalty: pay 5 krones; if you cannot, lose 7 VP.",
         B2_REWARD + "Penalty: pay 5 krones. No VP option.", "falls back"),
    Pair("emperor-tile B1", B1_REWARD + "Penalty: return all your dishes and drinks in your kitchen and on the guests in your café; it cannot be replaced by a loss of VP.",
         B1_REWARD + "Penalty: return all your dishes and drinks in your kitchen; it cannot be replaced by a loss of VP.", "from"),
    # what the penalty leaves alone said as a remark: the penalty's own words are still compared
    Pair("emperor-tile A2", A2_REWARD + "Penalty: return every dish and drink in your kitchen to the supply; items already placed on café guests are kept.",
         A2_REWARD + "Penalty: return every dish and drink in your kitchen to the supply, and lose 2 VP; items already placed on café guests are kept.", "2 VP"),
]

test_remarks_of_a_penalty = checker(REMARKS)

OBJECTIVES = [
    # places said as ordinals, claims said by markers or by claiming; the numbers keep their order
    Pair("objective 105", "Have at least 20 krones. 1st: 15 VP, 2nd: 10 VP, 3rd: 5 VP.",
         "Have at least 20 krones. 1st: 15 VP, 2nd: 10 VP, 3rd: 4 VP.", "4"),
    Pair("objective 105", "Have at least 20 krones. Markers score 15, 10 and 5 VP in the order players claim it.",
         "Have at least 21 krones. Markers score 15, 10 and 5 VP in the order players claim it.", "21"),
    Pair("objective three-of-each-dish-and-drink", "You need at least three strudel, three cake, three wine and three coffee. Claiming it scores 15, 10 or 5 VP for the first, second or third player.",
         "You need at least three strudel, three cake, three wine and three coffee. Claiming it scores 15, 10 or 6 VP for the first, second or third player.", "6"),
    # the requirement under a heading
    Pair("objective 107", "Req: 6+ staff cards played. 15/10/5 VP.", "Req: 5+ staff cards played. 15/10/5 VP.", "5"),
    Pair("objective 107", "Requirement: at least 6 staff cards played. 15/10/5 VP.", "Requirement: at least 7 staff cards played. 15/10/5 VP.", "7"),
    # rooms listed by colour under their state
    Pair("objective 113", "Occupied rooms: 4+ blue AND 3+ red. VP 15/10/5.", "Occupied rooms: 4+ blue AND 3+ yellow. VP 15/10/5.", "yellow"),
    Pair("objective 116", "Occupied rooms: at least 4 yellow + at least 3 blue. 15/10/5 VP.",
         "Occupied rooms: at least 4 yellow + at least 2 blue. 15/10/5 VP.", "2"),
    # the claim said as placing a marker
    Pair("objective 115", "A player who has at least four occupied red rooms and at least three occupied yellow rooms may place a marker here, scoring 15, 10 or 5 VP depending on whether they are the first, second or third to do so.",
         "A player who has at least four occupied red rooms and at least three occupied blue rooms may place a marker here, scoring 15, 10 or 5 VP depending on whether they are the first, second or third to do so.", "blue"),
]

test_objective_headings = checker(OBJECTIVES)

CELEBRITIES = [
    # the trigger said by what is done, before a colon
    Pair("celebrity marie-curie", "Marie Curie (1 VP): each staff card you play: +2 dishes and/or drinks of your choice.",
         "Marie Curie (1 VP): each staff card you play: +3 dishes and/or drinks of your choice.", "3"),
    Pair("celebrity giacomo-puccini", "1 VP. For every staff card you play: gain 1 champagne and 2 VP.",
         "1 VP. For every staff card you play: gain 1 champagne and 3 VP.", "3 VP"),
    # the one who holds it said 'he or she', 'his or her'
    Pair("celebrity pablo-picasso", "1 VP. Each time the player receives champagne, he or she also receives 1 dish or drink of his or her choice and 1 victory point.",
         "1 VP. Each time the player receives champagne, he or she also receives 1 dish or drink of his or her choice and 2 victory points.", "2 VP"),
    # a discount said as a cost reduced
    Pair("celebrity elizabeth-magie", "1 VP. Whenever you receive krones, you may prepare 1 room of any colour at a cost reduced by 1 krone.",
         "1 VP. Whenever you receive krones, you may prepare 1 room of any colour at a cost reduced by 2 krones.", "2 krones"),
]

test_celebrity_triggers = checker(CELEBRITIES)

B3_REWARD = "The player who earns the reward turns over the top three staff cards and may hire one of them for free; the others go under the deck. "
B4_PENALTY = " Penalty: take away two vacant rooms from your highest floor; if you cannot, lose 7 VP."
MORE_SHAPES = [
    # an objective's floors or columns said not to need to be neighbours: a remark, the requirement still compared
    Pair("objective 109", "You need at least two floors of your hotel on which every room is occupied; the floors need not be next to each other. 15, 10 and 5 VP.",
         "You need at least three floors of your hotel on which every room is occupied; the floors need not be next to each other. 15, 10 and 5 VP.", "3"),
    Pair("objective 110", "Need 2+ columns with all rooms occupied (don't have to be neighbours). Spots 15/10/5.",
         "Need 3+ columns with all rooms occupied (don't have to be neighbours). Spots 15/10/5.", "3"),
    # the Emperor marker said by its track, the holder said 'the player', 'his or her', a discount said as a reduction
    Pair("celebrity agatha-christie", "Agatha Christie (1 victory point). For the rest of the round, whenever the player's marker advances one or more spaces on the Emperor track, the player may play 1 staff card from his or her hand at a reduction of 2 krones.",
         "Agatha Christie (1 victory point). For the rest of the round, whenever the player's marker advances one or more spaces on the Emperor track, the player may play 1 staff card from his or her hand at a reduction of 3 krones.", "3 krones"),
    Pair("celebrity agatha-christie", "1 VP. Each time your marker moves forward on the Emperor track, you may play 1 staff card from your hand with a discount of 2 krones.",
         "1 VP. Each time your marker moves forward on the Emperor track, you may play 1 staff card from your hand with a discount of 1 krone.", "1 krone"),
    # 'Once,' on a celebrity: once in the round it is held
    Pair("celebrity albert-einstein", "Albert Einstein (1 VP): Once, exchange up to 4 of your dishes and/or drinks for the same number of other dishes and/or drinks from the supply.",
         "Albert Einstein (1 VP): Once, exchange up to 3 of your dishes and/or drinks for the same number of other dishes and/or drinks from the supply.", "up to 3"),
    # the module a celebrity needs said inside its heading: its VP still compared
    Pair("celebrity giacomo-puccini", "Giacomo Puccini (1 VP; needs Vienna Ballrooms): each staff card you play: +1 champagne and +2 VP.",
         "Giacomo Puccini (2 VP; needs Vienna Ballrooms): each staff card you play: +1 champagne and +2 VP.", "own VP as 2"),
    # what sits in the kitchen, an option said between commas, the ballrooms with the balcony said to count
    Pair("emperor-tile A2", "If you earn the reward you take two dishes or drinks of your choice. If you get the penalty instead, every dish and drink sitting in your kitchen goes back to the supply.",
         "If you earn the reward you take two dishes or drinks of your choice. If you get the penalty instead, every dish and drink sitting in your kitchen and on the guests in your café goes back to the supply.", "from"),
    Pair("emperor-tile B4", "The reward lets you, if you want, prepare one room on your first or second floor without paying for it, and it goes in already occupied." + B4_PENALTY,
         "The reward lets you, if you want, prepare two rooms on your first or second floor without paying for them, and they go in already occupied." + B4_PENALTY, "2"),
    Pair("emperor-tile ballrooms-c", "Reward: 2 VP per dancer you have in the ballrooms (all of them, balcony counts). Penalty: take 2 of your dancers out of the rightmost ballroom and put them back in the box; if you cannot, lose 10 VP.",
         "Reward: 3 VP per dancer you have in the ballrooms (all of them, balcony counts). Penalty: take 2 of your dancers out of the rightmost ballroom and put them back in the box; if you cannot, lose 10 VP.", "3 VP"),
    # the one who suffers the penalty said in the passive
    Pair("emperor-tile B3", B3_REWARD + "The player hit by the penalty returns 3 staff cards from hand, or loses 7 VP if unable to.",
         B3_REWARD + "The player hit by the penalty returns 2 staff cards from hand, or loses 7 VP if unable to.", "2"),
]

test_more_shapes = checker(MORE_SHAPES)

A3_REWARD = "Reward: you reveal the top 3 staff cards of the deck, and of these you may play one, with a discount of 3 krones on its cost. The others go under the deck. "
MORE_A_REWARD = "Reward: gain 2 krones and 1 dish or drink of your choice. "
B4_REWARD = "Reward: it is permitted to prepare one room on the first or the second floor free of charge, which becomes occupied at once. "
FORMAL = [
    # a penalty said in the passive, of what is done to the things ('are to be returned', 'must be given back')
    Pair("emperor-tile A2", "Reward: one receives two items, each of them a dish or a drink of one's choice. Penalty: all dishes and drinks which are in one's kitchen are to be returned to the supply.",
         "Reward: one receives two items, each of them a dish or a drink of one's choice. Penalty: all dishes and drinks which are in one's kitchen and in one's café are to be returned to the supply.", "from"),
    Pair("emperor-tile B1", "Reward: you receive 1 strudel, 1 cake, 1 wine and 1 coffee. Penalty: every dish and every drink in your kitchen and in your café must be given back to the supply.",
         "Reward: you receive 1 strudel, 1 cake, 1 wine and 1 coffee. Penalty: every dish and every drink in your kitchen must be given back to the supply.", "from"),
    Pair("emperor-tile B4", B4_REWARD + "Penalty: two vacant rooms of the highest floor are to be removed; should this not be possible, one loses 7 victory points.",
         B4_REWARD + "Penalty: two occupied rooms of the highest floor are to be removed; should this not be possible, one loses 7 victory points.", "occupied"),
    Pair("emperor-tile B4", B4_REWARD + "Penalty: remove two vacant rooms from the highest floor; if this is not possible, lose 7 VP.",
         B4_REWARD + "Penalty: remove two vacant rooms from the highest floor; if this is not possible, lose 8 VP.", "8 VP"),
    # items said with what each may be
    Pair("emperor-tile A2", "Reward: you pick up two items, any mix of dishes and drinks you like. Penalty: every dish and drink in your kitchen goes back to the supply.",
         "Reward: you pick up three items, any mix of dishes and drinks you like. Penalty: every dish and drink in your kitchen goes back to the supply.", "3"),
    # a fallback said 'when you cannot', 'if you cannot do both in full'; the VP lost compared
    Pair("emperor-tile A3", A3_REWARD + "Penalty: give back 2 staff cards from your hand; when you cannot return two, you lose 5 victory points instead.",
         A3_REWARD + "Penalty: give back 2 staff cards from your hand; when you cannot return two, you lose 6 victory points instead.", "6 VP"),
    Pair("emperor-tile more-a", MORE_A_REWARD + "Penalty: pay 2 krones and return 1 dish or drink from your kitchen; if you can't do both in full, lose 5 VP instead.",
         MORE_A_REWARD + "Penalty: pay 2 krones and return 1 dish or drink from your kitchen; if you can't do both in full, lose 4 VP instead.", "4 VP"),
    # items of every kind; a top floor said with its number; the module a celebrity needs said before its VP
    Pair("emperor-tile more-c", MORE_C_REWARD + "Penalty: you lose all your krones and you return all the items from your kitchen, of every kind.",
         MORE_C_REWARD + "Penalty: you lose 3 krones and you return all the items from your kitchen, of every kind.", "krones"),
    Pair("objective three-top-floor-rooms", "3+ occupied rooms (any colour) on your top floor, that is floor 4. 15/10/5 VP.",
         "3+ occupied rooms (any colour) on your top floor, that is floor 3. 15/10/5 VP.", "floor 3"),
    Pair("celebrity giacomo-puccini", "He needs the ballrooms module and is worth 1 VP. Each time his owner plays a staff card, they earn 1 champagne and 2 VP.",
         "He needs the ballrooms module and is worth 2 VP. Each time his owner plays a staff card, they earn 1 champagne and 2 VP.", "own VP as 2"),
]

test_formal_and_short_shapes = checker(FORMAL)
