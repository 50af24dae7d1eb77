"""Readings of session 20 (issue 14), each held by a right and a wrong wording: the right one was flagged before this
session (on 814e8f0) and passes now; the wrong one, the same words with one fact changed, is flagged naming it.

- The card said to do its work at an occasion ('The Receptionist scores at the end of the game: ...', 'it works once
  per round as an additional action: ...'): compiler/textlex_lead20.py `card_at_work`.
- An occasion between an amount and its count ('scores 2 VP at the end of the game for each space'), a count said
  before its clause ('For every room in your hotel, score 1 VP'), the card 'worth' an amount for each of a count.
- A group, floor or column completed is one fully occupied: 'Complete six or more room groups', 'each room group you
  have completed' (read until now as 'each room group'), 'each time you complete a column' (an event).
- 'back' after a verb that gives a thing up ('put 2 staff cards from your hand back under the deck') is no move down the
  Emperor track; 'retreat' is a verb of the lexicon.
- Ninas Melange's objectives said again ('those three objectives become their personal objectives'), its round table
  said in words ('from round six on') and with amounts that leave their unit out ('10 in rounds 4 and 5'), with no comma
  after its trigger; Dove's tokens ('choose one of your remaining tokens, gain its upper bonus and remove it').
- 'as the strength of the action', 'paying the usual cost for each', 'café guests', 'if you achieve the reward'.
- Second round: 'step' said as the verb ('you may step 1 space up the Emperor track'); 'collect the rewards of a guest';
  'that's 2 VP for you' after a lead; an Emperor penalty avoided ('Instead of suffering an Emperor penalty, you may pay
  1 krone', 'pay 1 krone to avoid an Emperor penalty') and 'instead' after what would happen ('each time you would
  suffer an Emperor penalty, you may pay 1 krone instead': before, read as a plain payment, the skip dropped).
- Third round: a guest who stays in the café ('stays in your café and never leaves', 'he costs you no penalty at the
  end'); the highest floor said by what it holds; 'up the track'; an amount said of each thing listed after 'of each
  of' or 'in each of', and 'three or more of each: ...'; the kitchen said as the one who holds ('Your kitchen holds at
  least 7 champagne': compiler/textread_lead20.py); a ballroom's table said with 'count your dancers here: ...' or
  'players score by their dancers here: ...'.
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

DOVE = ("Before the auction, lay 5 bonus tokens beside it. When you obtain it, gain 1 strudel and 1 wine, and you may prepare 1 room "
        "for free. Each time you complete a {}, choose one of your remaining tokens, gain its upper bonus and remove it. Each time you "
        "complete a {}, choose one of your remaining tokens, gain its lower bonus and remove it.")
NINAS = ("Before the auction, lay 1 objective card of each group A, B and C beside it. When you obtain it, gain 1 strudel, 1 cake, "
         "1 wine and 1 coffee; those three objectives become their personal objectives. Each time you complete one of them you score "
         "fifteen points in rounds one to three, ten in rounds four and five, and {} from round six on. At final scoring, score by the "
         "number of objectives you completed, personal and common together: 4 give 3 VP, 5 give 6 VP, 6 or more give 10 VP.")
A3 = ("If you get the reward, you draw 3 staff cards and you can play one of them for 3 krones less than its cost; whatever you "
      "don't play goes under the deck. If you get the penalty, you put 2 staff cards from your hand back under the deck, and if "
      "you haven't got 2 to give, you lose {} VP instead.")

CARD_AT_WORK = [
    Pair("staff 34", "The Receptionist scores at the very end: 1 VP for every room in your hotel.",
         "The Receptionist scores at the very end: 1 VP for every vacant room in your hotel.", "vacant"),
    Pair("staff 128", "The Cellist works once per round as an additional action: its owner pays 1 dish or drink from the kitchen to send "
         "one dancer to a ballroom at a discount of 1 champagne.", "The Cellist works once per round as an additional action: its owner "
         "pays 1 dish or drink from the kitchen to send one dancer to a ballroom at a discount of 2 champagne.", "2 champagne"),
    Pair("staff 171", "The Bookkeeper can be used once per round: its owner spends 1 cake from the kitchen and may then prepare one room "
         "of any colour at a discount of 2 krones.", "The Bookkeeper can be used once per round: its owner spends 1 coffee from the "
         "kitchen and may then prepare one room of any colour at a discount of 2 krones.", "coffee"),
]

test_the_card_said_to_work_at_an_occasion = checker(CARD_AT_WORK)

COUNTS = [
    Pair("staff 41", "The Operator scores 2 VP at the end of the game for each space its owner's marker has reached on the Emperor track.",
         "The Operator scores 3 VP at the end of the game for each space its owner's marker has reached on the Emperor track.", "3 VP"),
    Pair("staff 34", "For every room in your hotel, score 1 VP at the end of the game.",
         "For every vacant room in your hotel, score 1 VP at the end of the game.", "vacant"),
    Pair("staff 30", "For each occupied yellow room you have, you gain 3 VP at the end of the game.",
         "For each occupied yellow room you have, you lose 3 VP at the end of the game.", "lose"),
    Pair("staff 34", "It is worth 1 VP for every room in your hotel at the end of the game.",
         "It is worth 1 VP for every vacant room in your hotel at the end of the game.", "vacant"),
]

test_counts_and_occasions_said_elsewhere = checker(COUNTS)

COMPLETED = [
    Pair("staff 37", "At the end of the game, gain 2 VP for each room group you have completed.",
         "At the end of the game, gain 2 VP for each floor you have completed.", "floor"),
    Pair("objective 112", "Complete six or more room groups.", "Complete six or more columns.", "column"),
    Pair("hotel-entrance dove", DOVE.format("column", "floor"), DOVE.format("floor", "column"), "floors"),
]

test_a_group_floor_or_column_completed_is_fully_occupied = checker(COMPLETED)

MOVES = [
    Pair("emperor-tile A3", A3.format(5), A3.format(7), "7 VP"),
    Pair("staff 177", "Once per round you may retreat 2 spaces on the Emperor track to play a staff card from your hand for up to 3 krones less.",
         "Once per round you may retreat 3 spaces on the Emperor track to play a staff card from your hand for up to 3 krones less.", "3 steps"),
]

test_back_and_retreat = checker(MOVES)

WORDINGS = [
    Pair("hotel-entrance ninas-melange", NINAS.format("five"), NINAS.format("three"), "3 VP"),
    Pair("action-space rooms", "The player prepares up to as many rooms as the strength of the action, paying the usual cost for each.",
         "The player prepares up to as many rooms as the strength of the action, paying 1 krone less for each.", "1 krone less"),
    Pair("staff 24", "Its owner pays nothing to serve items from the kitchen to café guests.",
         "Its owner pays nothing to take guests from the queue.", "queue"),
    Pair("emperor-tile C1", "If you achieve the reward, you score 8 VP. If you take the penalty, you lose 8 VP.",
         "If you achieve the reward, you score 6 VP. If you take the penalty, you lose 8 VP.", "6 VP"),
]

test_other_wordings_of_session_20 = checker(WORDINGS)

SECOND = [
    Pair("guest 79", "No VP, but you collect 1 krone and may step 1 space up the Emperor track.",
         "No VP, but you collect 1 krone and may step 2 spaces up the Emperor track.", "2 steps"),
    Pair("staff 33", "Each time you collect the rewards of a guest whose order had four or more items, you gain 4 VP.",
         "Each time you collect the rewards of a guest whose order had three or more items, you gain 4 VP.", "3 or more"),
    Pair("staff 12", "Any time you grab a die showing a 3 or a 4, that's 2 VP for you.",
         "Any time you grab a die showing a 3 or a 4, that's 3 VP for you.", "3 VP"),
    Pair("staff 32", "At the end it's 2 VP for every staff card you have in play.", "At the end it's 3 VP for every staff card you have in play.", "3 VP"),
]

test_second_round_wordings = checker(SECOND)

AVOIDED = [
    Pair("staff 26", "Instead of suffering an Emperor penalty, you may pay 1 krone.",
         "Instead of suffering an Emperor penalty, you may lose 1 VP.", "lose 1 VP"),
    Pair("staff 26", "She lets you pay 1 krone instead of suffering an Emperor penalty.",
         "She lets you pay 2 krones instead of suffering an Emperor penalty.", "2 krones"),
    Pair("staff 26", "You may pay 1 krone to avoid an Emperor penalty.", "You may pay 2 krones to avoid an Emperor penalty.", "2 krones"),
    Pair("staff 26", "At an Emperor scoring, instead of suffering the penalty you can pay 1 krone to skip it.",
         "At an Emperor scoring, instead of suffering the penalty you can pay 2 krones to skip it.", "2 krones"),
    Pair("staff 26", "Each time you would suffer an Emperor penalty, you may pay 1 krone instead.",
         "Each time you would suffer an Emperor penalty, you may pay 2 krones instead.", "2 krones"),
]

test_an_emperor_penalty_avoided = checker(AVOIDED)

ODEON = ("A dancer you place in the top row scores 3 VP, and you may occupy 1 vacant room of any colour; for one in the middle row you "
         "may occupy 1 vacant room of any colour on floors 1 to 3; one in the bottom row gives nothing. {} none -5 VP, 1 dancer 1 VP, "
         "2 dancers 4 VP, 3 dancers 9 VP, 4 dancers 16 VP, 5 or more {} VP.")
SCHULZE = ("Mr. Schulze stays in your café and never leaves; he costs you {} at the end of the game. Once per round, while he is in your "
           "café, you may pay 1 item of any kind to score 1 VP and move 1 step up the Emperor track, and you can also play a staff card "
           "from your hand at full cost.")
A4 = "Reward: you may prepare 1 room for free. Penalty: take away 1 {} room, choosing it on the highest floor where you still have one; if you cannot, lose 5 VP."

THIRD = [
    Pair("guest 190", SCHULZE.format("no penalty"), SCHULZE.format("3 VP"), "café"),
    Pair("emperor-tile A4", A4.format("vacant"), A4.format("occupied"), "occupied"),
    Pair("celebrity winston-churchill", "For the rest of the round, any time your Emperor marker moves forward, you can take one extra step up the track.",
         "For the rest of the round, any time your Emperor marker moves forward, you can take one extra step down the track.", "down"),
    Pair("objective 114", "Have at least 3 occupied rooms in each of red, yellow and blue.",
         "Have at least 3 occupied rooms in each of red and blue.", "yellow"),
    Pair("objective three-of-each-dish-and-drink", "You meet this objective when your kitchen holds three or more of each: strudel, cake, wine and coffee.",
         "You meet this objective when your kitchen holds two or more of each: strudel, cake, wine and coffee.", "at least 2"),
    Pair("objective seven-champagne", "Your kitchen holds at least 7 champagne.", "Your kitchen holds at least 6 champagne.", "at least 6"),
    Pair("ballroom odeonsaal", ODEON.format("When this ballroom is scored, count your dancers here:", 25),
         ODEON.format("When this ballroom is scored, count your dancers here:", 20), "20 VP"),
    Pair("ballroom odeonsaal", ODEON.format("At scoring, players score by their dancers here:", 25),
         ODEON.format("At scoring, players score by their dancers here:", 20), "20 VP"),
]

test_third_round_wordings = checker(THIRD)
