"""Let's Waltz! staff card texts (issue 14, session 12, helper staff12b): the shapes several writers say these cards in.
A bell card's trigger said as an order after its heading, the bell's one use said as a heading ('It's a one-time
bonus:', 'Bell card, a one-off.'), 'the moment' as 'when'; a payment's arrow to what it buys; an exchange of named things
('trade 2 strudel for 2 krones and 2 VP') and its gloss ('turn champagne into points:'); a trigger said by the action
first ('For each action in which you spend champagne'); a giver heading a colon ('Each dancer you send: ...'); a trigger
in the perfect ('once its owner has advanced ...'); a guest 'which has' its order; a room's options set off by a comma;
short forms of player aids ('1x/round', 'prep', 'go back 2 on the Emperor track'); the balcony said short. Each right
wording passes and the same wording with one fact wrong is flagged naming the difference."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# A bell card's trigger said as an order after its heading: a colon, an arrow or 'and you' ends the order.
BELL_ORDER_PAIRS = [
    Pair("staff 168", "Bell card: complete a red guest's order of 3 or more items: gain 3 wine and 3 coffee.",
         "Bell card: complete a red guest's order of 2 or more items: gain 3 wine and 3 coffee.", "2 or more items"),
    Pair("staff 168", "Bell (one time): fill a red guest's order of 3+ items: +3 wine, +3 coffee.",
         "Bell (one time): fill a blue guest's order of 3+ items: +3 wine, +3 coffee.", "blue guest"),
    Pair("staff 169", "Bell: finish a yellow guest's order of 3+ items -> flip it, +6 krones.",
         "Bell: finish a yellow guest's order of 3+ items -> flip it, +5 krones.", "5 krones"),
    Pair("staff 167", "Bell card. Complete the order of a blue guest with 3 or more items: take 3 strudel and 3 cake.",
         "Bell card. Complete the order of a blue guest with 3 or more items: take 3 strudel and 2 cake.", "2 cake"),
    Pair("staff 168", "Bell card, a one-off. Finish a red guest's order of three or more items and you take three wine plus three coffee.",
         "Bell card, a one-off. Finish a red guest's order of three or more items and you take three wine plus two coffee.", "2 coffee"),
    Pair("staff 169", "Bell card. Complete an order of a yellow guest with 3 or more items and you receive 6 krones.",
         "Bell card. Complete an order of a yellow guest with 4 or more items and you receive 6 krones.", "4 or more items"),
]

# The bell's one use said as a heading of its own, before its trigger; 'the moment' is 'when'.
ONE_TIME_PAIRS = [
    Pair("staff 168", "It's a one-time bonus: once you complete the order of a red guest who wanted three or more items, you receive three wine and three coffee.",
         "It's a one-time bonus: once you complete the order of a red guest who wanted three or more items, you receive three wine and one coffee.", "1 coffee"),
    Pair("staff 179", "The one-time reward comes when you put one of your markers on a common objective card: at that point you may fill the orders of up to two guests with items from the supply.",
         "The one-time reward comes when you put one of your markers on a common objective card: at that point you may fill the orders of up to three guests with items from the supply.", "up to 3"),
    Pair("staff 167", "One time only: after you complete the order of a blue guest with 3 or more items, gain 3 strudel and 3 cake.",
         "One time only: after you complete the order of a green guest with 3 or more items, gain 3 strudel and 3 cake.", "green"),
    Pair("staff 166", "A one-off reward: when you move 3 or more steps up the Emperor track in a single action, you may prepare up to 2 rooms of any colour for free and occupy them at once.",
         "A one-off reward: when you move 2 or more steps up the Emperor track in a single action, you may prepare up to 2 rooms of any colour for free and occupy them at once.", "2 or more"),
    Pair("staff 179", "Bell card. The moment you put a marker on an objective card, you can fill the orders of up to two guests straight from the supply.",
         "Bell card. The moment you put a marker on an objective card, you can fill the orders of up to four guests straight from the supply.", "up to 4"),
    Pair("staff 179", "This bell card pays off when you place a marker on an objective card: you may then turn it face down and fill the orders of up to two guests from the supply.",
         "This bell card pays off when you place a marker on an objective card: you may then turn it face down and fill the orders of up to three guests from the supply.", "up to 3"),
]

# A payment's arrow to what it buys; an exchange of named things; the exchange said first as a gloss.
EXCHANGE_PAIRS = [
    Pair("staff 123", "1x per round: pay 2 krones -> 1 champagne + 3 VP.",
         "1x per round: pay 2 krones -> 2 champagne + 3 VP.", "2 champagne"),
    Pair("staff 123", "Once per round: pay 2 krones → 1 champagne and 3 VP.",
         "Once per round: pay 3 krones → 1 champagne and 3 VP.", "3 krones"),
    Pair("staff 173", "Once a round, trade in two strudel for two krones and two VP.",
         "Once a round, trade in two cake for two krones and two VP.", "cake"),
    Pair("staff 173", "Once per round you may exchange 2 strudel for 2 krones and 2 VP.",
         "Once per round you may exchange 2 strudel for 2 krones and 3 VP.", "3 VP"),
    Pair("staff 173", "Once per round: swap 2 strudel for 2 krones and 2 VP.",
         "Once per round: swap 2 strudel for 1 krone and 2 VP.", "1 krone"),
    Pair("staff 173", "Once a round, turn 2 strudel into 2 krones and 2 VP.",
         "Once a round, turn 2 strudel into 2 krones and 2 champagne.", "champagne"),
    Pair("staff 173", "Once a round, pay 2 strudel in exchange for 2 krones and 2 VP.",
         "Once a round, pay 2 strudel in exchange for 2 krones and 4 VP.", "4 VP"),
    Pair("staff 123", "One time in each round you can pay 2 krones, and for this you receive 1 champagne and 3 VP.",
         "One time in each round you can pay 2 krones, and for this you receive 1 champagne and 2 VP.", "2 VP"),
    Pair("staff 122", "Once per round it turns champagne into points: you spend one champagne and score 5 VP.",
         "Once per round it turns champagne into points: you spend one champagne and score 4 VP.", "4 VP"),
    Pair("staff 122", "Once a round you can turn champagne into points: hand over 1 champagne, collect 5 VP.",
         "Once a round you can turn champagne into points: hand over 2 champagne, collect 5 VP.", "2 champagne"),
]

# Triggers said other ways: the action first, a giver before a colon, the perfect, 'which has' of a guest's order.
TRIGGER_PAIRS = [
    Pair("staff 183", "Each action in which you spend champagne: Gain 1 krone.",
         "Each action in which you spend champagne: Gain 2 krones.", "2 krones"),
    Pair("staff 183", "For each action in which you spend champagne, gain 1 krone.",
         "For each action in which you spend champagne, gain 1 VP.", "VP"),
    Pair("staff 183", "In every action where you spend champagne, you gain 1 krone.",
         "In every action where you spend champagne, you gain 3 krones.", "3 krones"),
    Pair("staff 130", "Each dancer you send: +1 krone, and you may draw 1 staff card.",
         "Each dancer you send: +2 krones, and you may draw 1 staff card.", "2 krones"),
    Pair("staff 130", "Every time you send a dancer off to a ballroom, pocket a krone, and you can draw a staff card too if you like.",
         "Every time you send a dancer off to a ballroom, pocket a krone, and you can draw two staff cards too if you like.", "2 staff"),
    Pair("staff 166", "Bell card: once its owner has advanced 3 or more spaces on the Emperor track in a single action, they may turn this card face down to prepare up to 2 rooms of any colour for free and occupy them at once.",
         "Bell card: once its owner has advanced 4 or more spaces on the Emperor track in a single action, they may turn this card face down to prepare up to 2 rooms of any colour for free and occupy them at once.", "4 or more"),
    Pair("staff 169", "Bell card: when you complete an order of a yellow guest which has 3 items or more, you receive 6 krones.",
         "Bell card: when you complete an order of a yellow guest which has 3 items or more, you receive 7 krones.", "7 krones"),
    Pair("staff 169", "Bell card: when you complete the order of a yellow guest that has 3 or more items, gain 6 krones.",
         "Bell card: when you complete the order of a red guest that has 3 or more items, gain 6 krones.", "red guest"),
]

# A room's options set off by a comma; player aids' short forms; the balcony said short.
SHORT_PAIRS = [
    Pair("staff 166", "A one-time bonus: the first time you move 3 or more steps up the Emperor track in a single action, you may prepare up to 2 rooms of any colour, free of charge and already occupied.",
         "A one-time bonus: the first time you move 3 or more steps up the Emperor track in a single action, you may prepare up to 3 rooms of any colour, free of charge and already occupied.", "up to 3"),
    Pair("staff 166", "Bell card: when you move 3 or more steps up the Emperor track in one action, you may prepare up to 2 rooms, for free and occupy them at once.",
         "Bell card: when you move 3 or more steps up the Emperor track in one action, you may prepare up to 2 rooms, for free.", "occupy"),
    Pair("staff 177", "1x/round: go back 2 on the Emperor track, then play 1 staff card from your hand for up to 3 krones less.",
         "1x/round: go back 3 on the Emperor track, then play 1 staff card from your hand for up to 3 krones less.", "3 steps"),
    Pair("staff 171", "1/round: spend 1 cake -> may prep 1 room of any colour, 2 krones off.",
         "1/round: spend 1 cake -> may prep 1 room of any colour, 1 krone off.", "1 krone less"),
    Pair("staff 129", "Every round, one time, you can take 1 champagne.",
         "Every round, one time, you can take 2 champagne.", "2 champagne"),
    Pair("staff 170", "Once each round: give up a coffee, bank 3 VP, and if you want, take a guest from the queue without paying for it.",
         "Once each round: give up a coffee, bank 2 VP, and if you want, take a guest from the queue without paying for it.", "2 VP"),
    Pair("staff 126", "Final scoring: 2 VP for each of your dancers in any ballroom (balcony ones too).",
         "Final scoring: 3 VP for each of your dancers in any ballroom (balcony ones too).", "3 VP"),
    Pair("staff 126", "Final scoring: the owner scores 2 VP for every one of their dancers in the ballrooms, including any on the balcony.",
         "Final scoring: the owner scores 1 VP for every one of their dancers in the ballrooms, including any on the balcony.", "1 VP"),
]

# The card said to be used before what it does; its effect said to come after the action; a group of rooms completed.
USE_PAIRS = [
    Pair("staff 122", "Once per round, as an additional action, the owner may use this card: they must pay 1 champagne, and then score 5 VP.",
         "Once per round, as an additional action, the owner may use this card: they must pay 2 champagne, and then score 5 VP.", "2 champagne"),
    Pair("staff 122", "Once per round you can use this card: pay 1 champagne and score 5 VP.",
         "Once per round you can use this card: pay 1 champagne and score 6 VP.", "6 VP"),
    Pair("staff 131", "Every time you take a die showing 2, this card pays out once the action is done: you receive 1 champagne and you can draw a staff card if you like.",
         "Every time you take a die showing 2, this card pays out once the action is done: you receive 2 champagne and you can draw a staff card if you like.", "2 champagne"),
    Pair("staff 131", "Whenever you take a die showing 2, it pays out after the main action: gain 1 champagne, and you may draw 1 staff card.",
         "Whenever you take a die showing 3, it pays out after the main action: gain 1 champagne, and you may draw 1 staff card.", "die showing 3"),
    Pair("staff 178", "When you complete a group of 3 or more rooms: Turn this card face down. You may play up to 2 staff cards from your hand for free.",
         "When you complete a group of 4 or more rooms: Turn this card face down. You may play up to 2 staff cards from your hand for free.", "4 or more rooms"),
    Pair("staff 174", "Bell card. When you get 3 or more dishes in one action, you may take one guest from the queue for free and complete all of its order from the supply.",
         "Bell card. When you get 3 or more dishes in one action, you may take one guest from the queue for free.", "fill its whole order"),
    Pair("staff 174", "Bell card: when a single action gives you 3 or more dishes, you may take 1 guest from the queue for free and fill their entire order.",
         "Bell card: when a single action gives you 3 or more dishes, you may take 2 guests from the queue for free and fill their entire order.", "2 guests"),
    Pair("staff 178", "Bell card: when you fully occupy a group of 3 or more rooms, you may play up to 2 staff cards from your hand for free.",
         "Bell card: when you fully occupy a group of 3 or more rooms, you may play up to 3 staff cards from your hand for free.", "up to 3"),
]

# A thing's discount said in a clause after it ('...; that dancer costs 1 champagne less').
COST_AFTER_PAIRS = [
    Pair("staff 128", "Once per round, you may give up 1 dish or drink from your kitchen to send a dancer to a ballroom; that dancer costs 1 champagne less.",
         "Once per round, you may give up 1 dish or drink from your kitchen to send a dancer to a ballroom; that dancer costs 2 champagne less.", "2 champagne less"),
    Pair("staff 128", "Once per round: pay 1 dish or drink and send a dancer, which costs 1 champagne less.",
         "Once per round: pay 1 dish or drink and send a dancer, which costs 3 champagne less.", "3 champagne less"),
    Pair("staff 128", "Once per round: pay 1 dish or drink and send a dancer; it costs 1 champagne less.",
         "Once per round: pay 1 cake and send a dancer; it costs 1 champagne less.", "cake"),
    Pair("staff 171", "Once per round: pay 1 cake, and you may prepare 1 room of any colour; the room costs 2 krones less.",
         "Once per round: pay 1 cake, and you may prepare 1 room of any colour; the room costs 3 krones less.", "3 krones less"),
    Pair("staff 171", "Once per round: pay 1 cake, and you may prepare 1 room of any colour; it costs up to 2 krones less.",
         "Once per round: pay 1 cake, and you may prepare 2 rooms of any colour; it costs up to 2 krones less.", "2 rooms"),
]

test_bell_orders = checker(BELL_ORDER_PAIRS)
test_cost_said_after = checker(COST_AFTER_PAIRS)
test_using_the_card = checker(USE_PAIRS)
test_one_time_headings = checker(ONE_TIME_PAIRS)
test_exchanges = checker(EXCHANGE_PAIRS)
test_triggers = checker(TRIGGER_PAIRS)
test_short_forms = checker(SHORT_PAIRS)


@pytest.mark.parametrize("text", [
    "Once a round you can turn champagne into krones: hand over 1 champagne, collect 5 VP.",  # the gloss says another thing
    "Once a round you can turn coffee into points: hand over 1 champagne, collect 5 VP.",
])
def test_a_gloss_that_says_another_exchange_is_not_dropped(text: str) -> None:
    assert problems("staff 122", text), text


def test_an_exchange_of_a_choice_is_not_read_as_named_things() -> None:
    """'2 dishes or drinks' is the exchange effect's choice: the wagon master's swap is not a payment and a gain."""
    said = problems("staff 173", "Once per round: swap 2 dishes or drinks for 2 krones and 2 VP.")
    assert said, said


def test_an_arrow_after_no_payment_gains_nothing() -> None:
    said = problems("staff 123", "Once per round: gain 2 krones -> 1 champagne + 3 VP.")
    assert said, said


def test_a_bell_order_needs_a_trigger_verb() -> None:
    """'Bell: gain 6 krones: ...' names no event: the heading stays a heading, and the text is flagged."""
    assert problems("staff 169", "Bell: gain 6 krones: finish a yellow guest's order of 3+ items.")


def test_an_action_first_trigger_keeps_the_action() -> None:
    """'each action in which you spend champagne' is not 'each time you spend champagne' (the card's champagne during an
    action): the reading keeps 'in an action', so the text without it is still named."""
    said = problems("staff 183", "Each time you spend champagne: gain 1 krone.")
    assert any("during an action" in p for p in said), said


@pytest.mark.parametrize("text", [
    "Once per round, you may give up 1 dish or drink from your kitchen to send a dancer to a ballroom; that dancer costs 1 champagne more.",
    "Once per round: pay 1 dish or drink and send a dancer; that room costs 1 champagne less.",  # another thing's cost
])
def test_a_cost_after_that_is_not_a_discount_of_the_thing_is_not_moved(text: str) -> None:
    assert any("champagne less" in p for p in problems("staff 128", text)), text
