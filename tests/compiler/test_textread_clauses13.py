"""Subordinate and relative clauses read as a class (session 13, clauses13; compiler/textread_clauses13.py): the same
rule reads the clause on whatever event or noun it stands with. Each class is said by five writers in different
registers (our own words), each with a wrong twin that changes one fact the clause carries or stands with."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

# A time subordinator ('once', 'as soon as', 'the moment', 'right after') is 'when', first or last in the sentence, on
# any event: a die taken, a guest leaving, a guest checking in or dancing, an objective's requirement.
TIME_SUBORDINATORS = (
    # card face
    Pair("staff 12", "Once you take a die showing 3 or 4, you score 2 VP.",
         "Once you take a die showing 3 or 5, you score 2 VP.", "showing 3 or 5"),
    # rulebook appendix, the clause last
    Pair("staff 8", "You score 2 VP once a green guest whose order is complete leaves your café.",
         "You score 2 VP once a blue guest whose order is complete leaves your café.", "blue guest"),
    # player aid, the clause last after a participle clause
    Pair("guest 94", "You may play one staff card, paying 1 krone less for it, once this guest checks in.",
         "You may play one staff card, paying 2 krones less for it, once this guest checks in.", "2 krones less"),
    # video narration
    Pair("guest 117", "The moment this guest checks in or dances, you may advance 3 steps on the Emperor track.",
         "The moment this guest checks in or dances, you may advance 2 steps on the Emperor track.", "2 steps"),
    # wiki
    Pair("guest 117", "Right after he checks in or dances, you may move your Emperor marker 3 steps forward.",
         "Right after he checks in or dances, you must move your Emperor marker 3 steps forward.", "optional"),
    # translated edition
    Pair("guest 94", "As soon as she checks in, you may play 1 staff card, paying 1 krone less than its cost.",
         "As soon as she checks in, you may play 2 staff cards, paying 1 krone less than its cost.", "2 staff cards"),
    # designer's shorthand, on an objective's requirement, first and last
    Pair("objective 107", "Once you've played six or more staff cards, you can claim this one.",
         "Once you've played five or more staff cards, you can claim this one.", "at least 5 staff cards"),
    Pair("objective 107", "You can claim this one once you have played six or more staff cards.",
         "You can claim this one once you have played seven or more staff cards.", "at least 7 staff cards"),
)

# A subordinate clause in the perfect says its event done: 'once you have taken a die' is 'when you take a die'; and the
# plainer wording of an objective's claim after its requirement reads without its opening 'you'.
PERFECT_CLAUSES = (
    Pair("staff 12", "2 VP, once you have taken a die showing 3 or 4.",
         "3 VP, once you have taken a die showing 3 or 4.", "3 VP"),
    Pair("objective 107", "When you have played at least 6 staff cards, you can claim this one.",
         "When you have played at least 4 staff cards, you can claim this one.", "at least 4 staff cards"),
    Pair("staff 33", "Once you take the rewards of a guest whose order had 4 or more items, you score 4 VP more.",
         "Once you take the rewards of a guest whose order had 4 or more items, you score 5 VP more.", "5 VP"),
)

# A duration's subordinator is 'while' and a condition's 'if', however the writer says it.
DURATION_AND_CONDITION = (
    # translated edition
    Pair("guest 190", "He never leaves your café: he takes no room and never dances, and he costs no VP provided that he is "
         "still there at the end. Once per round so long as he sits in your café, you may give up 1 item of any kind from your "
         "kitchen; you may then play 1 staff card from your hand at its full cost, and you score 1 VP and move your Emperor "
         "marker 1 step forward.",
         "He never leaves your café: he takes no room and never dances, and he costs no VP provided that he is "
         "still there at the end. Once per round so long as he sits in your café, you may give up 1 item of any kind from your "
         "kitchen; you may then play 1 staff card from your hand at its full cost, and you score 2 VP and move your Emperor "
         "marker 1 step forward.", "2 VP"),
    # video narration
    Pair("celebrity charlie-chaplin", "The whole time you hold him, each time you score at least 1 VP, you score 2 VP more.",
         "The whole time you hold him, each time you score at least 1 VP, you score 3 VP more.", "3 VP"),
    # rulebook
    Pair("celebrity charlie-chaplin", "For as long as you hold him, each time you score at least 1 VP, you score 2 VP more.",
         "For as long as you hold him, each time you score at least 1 VP, you score 1 VP more.", "1 VP"),
    # player aid
    Pair("celebrity charlie-chaplin", "So long as he is yours, every time you score at least 1 VP you get 2 VP more.",
         "So long as he is yours, every time you score at least 1 VP you lose 2 VP.", "lose"),
    # designer's shorthand
    Pair("guest 190", "He never leaves your café: he takes no room and never dances, and he costs no VP as long as he is "
         "still there at the end. Once per round while he sits in your café, you may give up 1 item of any kind from your "
         "kitchen; you may then play 1 staff card from your hand at its full cost, and you score 1 VP and move your Emperor "
         "marker 1 step forward.",
         "He never leaves your café: he takes no room and never dances, and he costs 3 VP as long as he is "
         "still there at the end. Once per round while he sits in your café, you may give up 1 item of any kind from your "
         "kitchen; you may then play 1 staff card from your hand at its full cost, and you score 1 VP and move your Emperor "
         "marker 1 step forward.", "-3"),
)

# A relative clause set off by commas or parentheses reads as the same clause without them, on any noun.
SET_OFF_RELATIVES = (
    # wiki
    Pair("staff 6", "Whenever a blue guest, whose order is complete, leaves your café, you may move 1 step up the Emperor track.",
         "Whenever a green guest, whose order is complete, leaves your café, you may move 1 step up the Emperor track.", "green guest"),
    # player aid
    Pair("staff 8", "Each time a green guest (whose order is complete) leaves your café, score 2 VP.",
         "Each time a green guest (whose order is complete) leaves your café, score 3 VP.", "3 VP"),
    # translated edition: the comma after the clause closes the trigger
    Pair("staff 33", "Whenever you take the rewards of a guest, whose order had 4 or more items, you also score 4 VP.",
         "Whenever you take the rewards of a guest, whose order had 3 or more items, you also score 4 VP.", "3 or more items"),
    # rulebook appendix: the clause last in the sentence
    Pair("staff 47", "At final scoring, you score 5 VP for each column of your hotel, whose rooms are all occupied.",
         "At final scoring, you score 5 VP for each floor of your hotel, whose rooms are all occupied.", "floor"),
    # video narration: 'who has' set off
    Pair("staff 8", "Whenever one of your green guests, who has a complete order, leaves your café, you score 2 VP.",
         "Whenever one of your yellow guests, who has a complete order, leaves your café, you score 2 VP.", "yellow guest"),
)

# A relative clause of 'be' is its reduced form, one of 'have' (or of holding) is 'with', on any noun.
REDUCED_RELATIVES = (
    # card face
    Pair("staff 6", "Whenever a blue guest that has a complete order leaves your café, you may move 1 step up the Emperor track.",
         "Whenever a blue guest that has a complete order leaves your café, you may move 2 steps up the Emperor track.", "2 steps"),
    # rulebook appendix
    Pair("emperor-tile C3", "Reward: score 2 VP for each staff card that is in play. Penalty: lose 2 VP for each staff card which is in play.",
         "Reward: score 2 VP for each staff card that is in play. Penalty: lose 3 VP for each staff card which is in play.", "3 VP"),
    # player aid
    Pair("staff 12", "Each time you take a die that is showing 3 or 4, you score 2 VP.",
         "Each time you take a die that is showing 2 or 4, you score 2 VP.", "showing 2 or 4"),
    # wiki
    Pair("staff 47", "At final scoring, you score 5 VP for each column of your hotel which has all its rooms occupied.",
         "At final scoring, you score 6 VP for each column of your hotel which has all its rooms occupied.", "6 VP"),
    # video narration
    Pair("staff 33", "Whenever you take the rewards of a guest who has an order of at least 4 items, you score 4 VP on top.",
         "Whenever you take the rewards of a guest who has an order of at least 5 items, you score 4 VP on top.", "5 or more items"),
    # translated edition
    Pair("staff 28", "At final scoring, you score 3 VP for every blue room of yours which is occupied.",
         "At final scoring, you score 3 VP for every red room of yours which is occupied.", "red room"),
)

# A clause saying the act before is done ('having done so', 'after doing that', 'once you have done so', 'that done') is
# 'then', after any act; 'Having drawn 1 staff card, ...' is 'draw 1 staff card, then ...'.
DONE_CLAUSES = (
    # card face
    Pair("staff 171", "Once per round, as an additional action, you may give up exactly 1 cake from your kitchen; having done so, "
         "you may prepare 1 room of any colour for up to 2 krones less than usual.",
         "Once per round, as an additional action, you may give up exactly 1 cake from your kitchen; having done so, "
         "you may prepare 1 room of any colour for up to 3 krones less than usual.", "3 krones"),
    # rulebook appendix
    Pair("staff 171", "Once per round, as an additional action, you may give up exactly 1 cake from your kitchen. After doing that, "
         "you may prepare 1 room of any colour for up to 2 krones less than usual.",
         "Once per round, as an additional action, you may give up exactly 1 coffee from your kitchen. After doing that, "
         "you may prepare 1 room of any colour for up to 2 krones less than usual.", "coffee"),
    # translated edition
    Pair("staff 178", "Bell card: when you occupy the last room of a room group of any colour that has 3 or more rooms, you may turn "
         "this card face down; once you have done so, you may play up to 2 staff cards from your hand without paying for them.",
         "Bell card: when you occupy the last room of a room group of any colour that has 3 or more rooms, you may turn "
         "this card face down; once you have done so, you may play up to 3 staff cards from your hand without paying for them.", "3 staff cards"),
    # designer's shorthand
    Pair("action-space imitation", "Pay 1 krone; having done that, carry out the action of one of the spaces 1 to 5 at the "
         "strength of the dice on this space; its own costs are paid as usual.",
         "Pay 2 krones; having done that, carry out the action of one of the spaces 1 to 5 at the "
         "strength of the dice on this space; its own costs are paid as usual.", "2 krones"),
    # player aid, the done act said as a participle
    Pair("guest 50", "Having drawn 1 staff card, you may prepare 1 room, paying its usual cost.",
         "Having drawn 2 staff cards, you may prepare 1 room, paying its usual cost.", "2 staff cards"),
    # video narration
    Pair("guest 50", "Draw a staff card. That done, you may prepare a room at its usual cost.",
         "Draw a staff card. That done, you must prepare a room at its usual cost.", "optional"),
)

KAUFMAN = ("On winning it, take a strudel, a cake, a wine and a coffee, and you may take one extra guest for free. Your café "
           "has 4 tables and you may take 2 guests per turn. At the end of each round, score by ")
MELANGE = ("Before the auction, 1 random objective card of each group A, B and C, from those not in play, is laid beside it. Its "
           "winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and those objective cards become the owner's personal "
           "objectives. Each time the owner completes one of them on their turn, the owner scores 15 VP in rounds 1 to 3, 10 VP "
           "in rounds 4 and 5, and 5 VP in rounds 6 and 7; that objective is then turned face down. Common objectives are "
           "claimed as usual. At the end of the game, the owner scores by ")

# A plural noun with a clause of what the card's user did to it is the noun with the participle: 'the guests you
# completed that round' is 'the guests completed that round', on guests and objectives alike.
DONE_BY_YOU = (
    # player aid
    Pair("hotel-entrance kaufman", KAUFMAN + "the guests you completed that round: 2 guests 1 VP, 3 guests 3 VP, 4 guests 6 VP, 5 or more guests 9 VP.",
         KAUFMAN + "the guests you completed that round: 2 guests 1 VP, 3 guests 3 VP, 4 guests 6 VP, 5 or more guests 8 VP.", "8 VP"),
    # rulebook appendix
    Pair("hotel-entrance kaufman", KAUFMAN + "the number of guests you completed this round: 2 guests 1 VP, 3 guests 3 VP, 4 guests 6 VP, 5 or more guests 9 VP.",
         KAUFMAN + "the number of guests you completed this round: 2 guests 1 VP, 3 guests 3 VP, 4 guests 5 VP, 5 or more guests 9 VP.", "4: 5 VP"),
    # wiki, 'that' opening the clause
    Pair("hotel-entrance ninas-melange", MELANGE + "the objectives that they completed, personal and common together: 4: 3 VP, 5: 6 VP, 6 or more: 10 VP.",
         MELANGE + "the objectives that they completed, personal and common together: 4: 3 VP, 5: 7 VP, 6 or more: 10 VP.", "5: 7 VP"),
    # translated edition, 'which' and the perfect
    Pair("hotel-entrance ninas-melange", MELANGE + "the objectives which they have completed, personal and common together: 4: 3 VP, 5: 6 VP, 6 or more: 10 VP.",
         MELANGE + "the objectives which they have completed, personal and common together: 4: 3 VP, 5: 6 VP, 6 or more: 12 VP.", "12 VP"),
    # video narration
    Pair("hotel-entrance kaufman", KAUFMAN + "the guests that you completed this round: 2 guests 1 VP, 3 guests 3 VP, 4 guests 6 VP, 5 or more guests 9 VP.",
         KAUFMAN + "the guests that you completed this round: 2 guests 2 VP, 3 guests 3 VP, 4 guests 6 VP, 5 or more guests 9 VP.", "2: 2 VP"),
)

# A subject whose relative clause says an event is that event's trigger, whatever the event and the noun: a die you
# take, a guest who leaves, a room you prepare; the card described by what it does is the card; a restrictive 'which'
# is 'that'.
SUBJECT_EVENTS = (
    # card face
    Pair("staff 16", "Every die you take that shows 4 scores you 4 VP.",
         "Every die you take that shows 4 scores you 3 VP.", "3 VP"),
    # rulebook appendix
    Pair("staff 16", "Each die showing 4 that you take gives you 4 VP.",
         "Each die showing 5 that you take gives you 4 VP.", "showing 5"),
    # wiki
    Pair("staff 12", "Every die showing 3 or 4 you take is worth 2 VP.",
         "Every die showing 3 or 4 you take is worth 3 VP.", "3 VP"),
    # designer's shorthand
    Pair("staff 5", "2 krones for every red guest who leaves your café with a complete order.",
         "2 krones for every blue guest who leaves your café with a complete order.", "blue guest"),
    # player aid: the act's own verb kept
    Pair("staff 5", "You get 2 krones for each red guest that leaves your café with a complete order.",
         "You pay 2 krones for each red guest that leaves your café with a complete order.", "pay 2 krones"),
    # video narration
    Pair("staff 8", "Each green guest that leaves your café with a complete order scores you 2 VP.",
         "Each green guest that leaves your café with a complete order scores you 2 krones.", "2 krones"),
    # translated edition
    Pair("staff 9", "Any blue room that you prepare costs you nothing. This card does not give you an extra action.",
         "Any red room that you prepare costs you nothing. This card does not give you an extra action.", "red rooms"),
    # the card described by what it does
    Pair("staff 3", "A card that gives you 1 wine from the supply once each round, as an additional action.",
         "A card that gives you 1 coffee from the supply once each round, as an additional action.", "coffee"),
    # a restrictive 'which'
    Pair("staff 19", "Take a die which shows 3 and you score 5 VP.", "Take a die which shows 3 and you lose 5 VP.", "lose 5 VP"),
)

# A clause that says only what the thing acted on costs, or where it goes, is the act's modifier, on any act.
MODIFIER_CLAUSES = (
    # wiki
    Pair("guest 101", "You may move 3 steps up the Emperor track, and you may also take a guest from the queue, which costs you nothing.",
         "You may move 3 steps up the Emperor track, and you may also take 2 guests from the queue, which costs you nothing.", "2 guests"),
    # translated edition
    Pair("guest 104", "You may play 1 staff card, whose cost you do not pay.",
         "You must play 1 staff card, whose cost you do not pay.", "optional"),
    # player aid
    Pair("guest 104", "You may play one staff card, paying nothing for it.",
         "You may play two staff cards, paying nothing for them.", "2 staff cards"),
    # rulebook appendix
    Pair("guest 104", "You may play one staff card that you do not pay for.",
         "You may play one staff card that you do not pay for, and score 1 VP.", "1 VP"),
    # card face
    Pair("guest 103", "Draw 2 staff cards, which go into your hand.",
         "Draw 3 staff cards, which go into your hand.", "3 staff cards"),
    # designer's shorthand
    Pair("guest 103", "Draw 2 staff cards (they go into your hand).",
         "Draw 1 staff card (it goes into your hand).", "1 staff card"),
    # video narration
    Pair("guest 100", "You may move 3 steps up the Emperor track. You may also occupy 1 more of your vacant rooms, which can be of any colour.",
         "You may move 3 steps up the Emperor track. You may also occupy 2 more of your vacant rooms, which can be of any colour.", "2 rooms"),
)

A4_REWARD = "Reward: you may prepare one room at no cost. Penalty: "

# An amount whose clause says the act done with it is that act; a fallback said 'unless ..., in which case'; a place
# said as a clause on what is taken.
AMOUNT_CLAUSES = (
    # designer's shorthand
    Pair("emperor-tile C1", "Reward: 8 VP, which you score at once. Penalty: 8 VP, which you lose.",
         "Reward: 8 VP, which you score at once. Penalty: 8 VP, which you score.", "gain 8 VP"),
    # wiki
    Pair("emperor-tile A1", "Reward: 3 krones, which you take from the bank. Penalty: hand back 3 krones, or lose 5 VP if you cannot pay all 3.",
         "Reward: 4 krones, which you take from the bank. Penalty: hand back 3 krones, or lose 5 VP if you cannot pay all 3.", "4 krones"),
    # card face: the card's own VP, gained by its owner
    Pair("guest 140", "She has no reward beyond her 15 VP, which her owner scores.",
         "She has no reward beyond her 14 VP, which her owner scores.", "14"),
    # rulebook appendix
    Pair("emperor-tile A1", "Reward: receive 3 krones. Penalty: hand back 3 krones unless you cannot pay all 3, in which case you lose 5 VP.",
         "Reward: receive 3 krones. Penalty: hand back 3 krones unless you cannot pay all 3, in which case you lose 6 VP.", "6 VP"),
    # translated edition
    Pair("emperor-tile A4", A4_REWARD + "take away one vacant room from the highest floor on which you have one; with no vacant room, lose 5 VP instead.",
         A4_REWARD + "take away two vacant rooms from the highest floor on which you have one; with no vacant room, lose 5 VP instead.", "2 vacant rooms"),
    # player aid
    Pair("emperor-tile A4", A4_REWARD + "take away one vacant room, taken from the highest floor that has one; with no vacant room at all, lose 5 VP instead.",
         A4_REWARD + "take away two vacant rooms, taken from the highest floor that has one; with no vacant room at all, lose 5 VP instead.", "2 vacant rooms"),
    # video narration
    Pair("emperor-tile A4", "Reward: you may prepare one room for free. Penalty: remove one vacant room, which must come from the highest floor "
         "that has one; if you have no vacant room, lose 5 VP.",
         "Reward: you may prepare one room for free. Penalty: remove one vacant room, which must come from the highest floor "
         "that has one; if you have no vacant room, lose 6 VP.", "6 VP"),
)

# A trigger said last in its phrase, with no comma before it, reads as said first, whatever the act before it.
TRAILING_TRIGGERS = (
    # card face
    Pair("celebrity agatha-christie", "While you hold her, you may play 1 staff card from your hand for up to 2 krones less each time "
         "your Emperor marker moves forward by at least 1 step.",
         "While you hold her, you may play 1 staff card from your hand for up to 3 krones less each time "
         "your Emperor marker moves forward by at least 1 step.", "3 krones"),
    # rulebook appendix
    Pair("celebrity elizabeth-magie", "While you hold her, you may prepare 1 room of any colour for up to 1 krone less each time you gain at least 1 krone.",
         "While you hold her, you may prepare 2 rooms of any colour for up to 1 krone less each time you gain at least 1 krone.", "2 rooms"),
    # player aid
    Pair("celebrity agatha-christie", "As long as you hold her, you may play a staff card from your hand at up to 2 krones less every time "
         "your Emperor marker moves forward by at least 1 step.",
         "As long as you hold her, you must play a staff card from your hand at up to 2 krones less every time "
         "your Emperor marker moves forward by at least 1 step.", "optional"),
    # wiki
    Pair("guest 94", "You may play 1 staff card, paying 1 krone less than its cost once this guest checks in.",
         "You may play 1 staff card, paying 3 krones less than its cost once this guest checks in.", "3 krones"),
    # translated edition: the subject's clause says the event, after the lead
    Pair("celebrity jrr-tolkien", "While you hold him, any room that you occupy gives you 2 VP.",
         "While you hold him, any room that you prepare gives you 2 VP.", "prepare"),
)

# ', each of which is', ', all of which are' on a counted noun is 'that are'.
EACH_OF_WHICH = (
    Pair("objective 110", "You need 2 or more columns, each of which is fully occupied. The first three players to do so claim 15, 10 and 5 VP.",
         "You need 2 or more floors, each of which is fully occupied. The first three players to do so claim 15, 10 and 5 VP.", "floors"),
    Pair("objective 112", "You need at least 6 room groups, all of which are fully occupied. The first three players to do so claim 15, 10 and 5 VP.",
         "You need at least 5 room groups, all of which are fully occupied. The first three players to do so claim 15, 10 and 5 VP.", "at least 5"),
)

# The card said with its own part ('a guest whose reward ...', 'the tile whose reward ...') is that part.
WHOSE_PART = (
    # player aid
    Pair("guest 117", "A guest whose reward lets you move 3 steps up the Emperor track.",
         "A guest whose reward lets you move 2 steps up the Emperor track.", "2 steps"),
    # translated edition, set off by a comma
    Pair("guest 117", "This guest, whose reward lets you move 3 steps up the Emperor track.",
         "This guest, whose reward lets you move 4 steps up the Emperor track.", "4 steps"),
    # wiki
    Pair("emperor-tile C1", "A tile whose reward is 8 VP. Its penalty: lose 8 VP.",
         "A tile whose reward is 8 VP. Its penalty: gain 8 VP.", "gain 8 VP"),
    # rulebook appendix
    Pair("emperor-tile C1", "The tile whose reward is 8 VP; its penalty is 8 VP lost.",
         "The tile whose reward is 9 VP; its penalty is 8 VP lost.", "9 VP"),
    # video narration
    Pair("guest 79", "A guest whose reward is 1 krone, and you may also move 1 step up the Emperor track.",
         "A guest whose reward is 2 krones, and you may also move 1 step up the Emperor track.", "2 krones"),
)

# A payment said as a clause on the thing paid for is the participle 'paying ...', on any act; 'on each occasion that'
# is 'when'.
PAYMENT_CLAUSES = (
    # rulebook appendix
    Pair("staff 22", "Each time you take a die showing 3, you may also play 1 staff card from your hand, for which you pay its full "
         "printed cost, either before or after the main action.",
         "Each time you take a die showing 3, you may also play 2 staff cards from your hand, for which you pay its full "
         "printed cost, either before or after the main action.", "2 staff cards"),
    # player aid
    Pair("staff 14", "Each time you take a die showing 1 or 2, you may also prepare 1 room of any colour, which you pay for as normal, "
         "either before or after the main action.",
         "Each time you take a die showing 3 or 2, you may also prepare 1 room of any colour, which you pay for as normal, "
         "either before or after the main action.", "showing 3 or 2"),
    # card face
    Pair("guest 50", "Draw 1 staff card. Then you may prepare 1 room, for which you pay the usual floor cost.",
         "Draw 1 staff card. Then you may prepare 2 rooms, for which you pay the usual floor cost.", "2 rooms"),
    # translated edition
    Pair("staff 8", "You score 2 VP on each occasion that a green guest whose order is complete leaves your café.",
         "You score 2 VP on each occasion that a blue guest whose order is complete leaves your café.", "blue guest"),
    # wiki
    Pair("staff 12", "You score 2 VP on each occasion that you take a die showing 3 or 4.",
         "You score 3 VP on each occasion that you take a die showing 3 or 4.", "3 VP"),
)

# A second reading never reads 'each player' as 'you' on a card whose user acts alone (as the first reading does not):
# 'As soon as you play it' is read as 'when', and what each player does is still not the card's.
EACH_PLAYER_KEPT = (
    Pair("staff 45", "As soon as you play it, you move your marker 3 steps up the Emperor track.",
         "As soon as you play it, each player moves their marker 3 steps up the Emperor track.", "each player"),
)

test_time_subordinators = checker(TIME_SUBORDINATORS)
test_done_clauses = checker(DONE_CLAUSES)
test_done_by_you = checker(DONE_BY_YOU)
test_subject_events = checker(SUBJECT_EVENTS)
test_modifier_clauses = checker(MODIFIER_CLAUSES)
test_amount_clauses = checker(AMOUNT_CLAUSES)
test_trailing_triggers = checker(TRAILING_TRIGGERS)
test_each_of_which = checker(EACH_OF_WHICH)
test_whose_part = checker(WHOSE_PART)
test_payment_clauses = checker(PAYMENT_CLAUSES)
test_each_player_kept = checker(EACH_PLAYER_KEPT)
test_perfect_clauses = checker(PERFECT_CLAUSES)
test_duration_and_condition = checker(DURATION_AND_CONDITION)
test_set_off_relatives = checker(SET_OFF_RELATIVES)
test_reduced_relatives = checker(REDUCED_RELATIVES)
