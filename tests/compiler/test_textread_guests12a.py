"""Guest card texts (issue 14, session 12, guests below 150): the shapes other writers give a guest's card. Each right
wording passes and the same wording with one fact wrong is flagged naming the difference."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# the reward said by the guest's arrival or its order met
ARRIVAL_PAIRS = [
    Pair("guest 103", "Upon his arrival, the player draws 2 staff cards.", "Upon his arrival, the player draws 3 staff cards.", "draw 3"),
    Pair("guest 103", "On arrival you draw two staff cards.", "On arrival you may draw two staff cards.", "optional"),
    Pair("guest 118", "When this guest is accommodated, the player may take 1 guest from the queue free of charge.",
         "When this guest is accommodated, the player may take 2 guests from the queue free of charge.", "2 guests"),
    Pair("guest 118", "When he arrives, you may take a guest from the queue for free.",
         "When he arrives, you may take a guest from the queue and pay for it.", "for free"),
    Pair("guest 136", "Upon fulfilment of her order, the player receives 1 champagne.",
         "Upon fulfilment of her order, the player pays 1 champagne.", "pay 1 champagne"),
    Pair("guest 136", "At her arrival you gain a champagne.", "At her arrival you gain a coffee.", "coffee"),
    Pair("guest 148", "Upon his arrival, the player may send 1 dancer to a ballroom.",
         "Upon his arrival, the player must send 1 dancer to a ballroom.", "optional"),
    Pair("guest 141", "When he is housed, you gain 1 champagne.", "When he is housed, you gain 2 champagne.", "2 champagne"),
]

# a discount said as the cost lowered, as a second verb, or of each card
DISCOUNT_PAIRS = [
    Pair("guest 94", "The player may play 1 staff card at a cost reduced by 1 krone.",
         "The player may play 1 staff card at a cost reduced by 2 krones.", "2 krones less"),
    Pair("guest 70", "You may play 1 staff card at a cost reduced by 1 krone, and may advance 3 spaces on the Emperor track.",
         "You may play 1 staff card at a cost reduced by 1 krone, and may advance 2 spaces on the Emperor track.", "2 steps"),
    Pair("guest 86", "You may play 1 staff card, reducing its cost by up to 3 krones.",
         "You may play 1 staff card, reducing its cost by up to 2 krones.", "2 krones less"),
    Pair("guest 96", "You may play 1 staff card and pay up to 3 krones less for it.",
         "You may play 1 staff card and pay up to 1 krone less for it.", "1 krone less"),
    Pair("guest 94", "You may play a staff card and pay 1 krone less.", "You may play a staff card and pay 2 krones less.", "2 krones less"),
    Pair("guest 73", "You may play up to 2 staff cards, and each one costs 1 krone less.",
         "You may play up to 3 staff cards, and each one costs 1 krone less.", "up to 3"),
    Pair("guest 73", "You may play up to 2 staff cards; each costs 1 krone less.",
         "You may play up to 2 staff cards; each costs 2 krones less.", "2 krones less"),
]

# a name of known words heading the text as printed
HEADING_PAIRS = [
    Pair("guest 81", "General. Reward: Gain 1 wine and 3 krones.", "General. Reward: Gain 1 wine and 2 krones.", "2 krones"),
    Pair("guest 73", "Count (blue guest; 1 wine and 2 coffee; 4 victory points). The player may play up to 2 staff cards, each at a reduction of 1 krone.",
         "Count (blue guest; 1 wine and 2 coffee; 5 victory points). The player may play up to 2 staff cards, each at a reduction of 1 krone.", "5"),
]

# the main action of an action space holding a die (E. Gizia), said the ways writers say it
GIZIA_PAIRS = [
    Pair("guest 97", "Carry out the main action of an action space that has a die on it, without taking a die and without boosting it.",
         "Carry out the main action of an action space that has a die on it, without taking a die and boosting it by 1.", "boost"),
    Pair("guest 97", "The player carries out the action of one action space on which a die lies, without taking the die; this action may not be boosted.",
         "The player carries out the action of one action space on which a die lies, without taking the die; this action may be boosted.", "boost"),
    Pair("guest 97", "Do the main action of a space that holds a die, at the strength of the dice there, without taking a die and with no boost.",
         "Do the main action of a space that holds no die, at the strength of the dice there, without taking a die and with no boost.", "die on it"),
    Pair("guest 97", "4 VP. The main action of an action space on which a die lies is carried out, at the strength of the dice there, with no boost allowed.",
         "4 VP. The main action of an action space on which a die lies is carried out, at the strength of the dice there, with a boost allowed.", "boost"),
    Pair("guest 97", "You carry out the action of one action space that has a die on it, at that space's strength. You cannot boost it.",
         "You may carry out the action of one action space that has a die on it, at that space's strength. You cannot boost it.", "optional"),
]

# floors said each with their noun, with ordinal endings, or as the lowest or top ones
FLOOR_PAIRS = [
    Pair("guest 49", "You may prepare 1 room on floor 1 or floor 2 for free.", "You may prepare 1 room on floor 1 or floor 3 for free.", "floors 1 to 3"),
    Pair("guest 49", "You may prepare 1 room on the 1st or 2nd floor for free.", "You may prepare 1 room on the 2nd or 3rd floor for free.", "floors 2 to 3"),
    Pair("guest 49", "You may prepare 1 room on one of the two lowest floors for free.",
         "You may prepare 1 room on one of the two top floors for free.", "floors 3 to 4"),
    Pair("guest 49", "You may prepare a room on the bottom two floors without paying for it.",
         "You may prepare a room on the bottom three floors without paying for it.", "floors 1 to 3"),
    Pair("guest 49", "You may prepare 1 free room on floor 1 or 2.", "You may prepare 1 room on floor 1 or 2.", "for free"),
]

# a room listed with no verb: prepared, or occupied when said occupied
ROOM_PAIRS = [
    Pair("guest 49", "The reward is an optional free room on floor 1 or 2.", "The reward is a free room on floor 1 or 2.", "optional"),
    Pair("guest 49", "Reward: an optional free room on the first or second floor.", "Reward: an optional free room on the second or third floor.", "floors 2 to 3"),
    Pair("guest 100", "Reward: 3 optional steps up the Emperor track, and an optional occupied room of any colour.",
         "Reward: 3 optional steps up the Emperor track, and an optional occupied red room.", "red"),
    Pair("guest 100", "Reward: 3 optional steps up the Emperor track, and an optional extra occupied room of any colour.",
         "Reward: 2 optional steps up the Emperor track, and an optional extra occupied room of any colour.", "2 steps"),
]

# an option said as a noun: the option of / to, a count of options before a colon, 'and to', 'Optional staff play'
OPTION_PAIRS = [
    Pair("guest 102", "He gives you the option of a step up the Emperor track and the option to occupy a room of any colour.",
         "He gives you the option of a step up the Emperor track and the option to occupy a red room.", "red"),
    Pair("guest 102", "You get an optional step up the Emperor track and the option to occupy a room of any colour.",
         "You get a step up the Emperor track and the option to occupy a room of any colour.", "optional"),
    Pair("guest 102", "Reward: it is permitted to advance one space on the Emperor track and to occupy one room of any colour.",
         "Reward: it is permitted to advance two spaces on the Emperor track and to occupy one room of any colour.", "2 steps"),
    Pair("guest 66", "He gives you two options: play a staff card at a one-krone discount, and prepare a room.",
         "He gives you two options: play a staff card at a two-krone discount, and prepare a room.", "2 krones less"),
    Pair("guest 66", "Reward: two optional things: play a staff card for 1 krone less, and prepare a room.",
         "Reward: two optional things: play a staff card for 2 krones less, and prepare a room.", "2 krones less"),
    Pair("guest 64", "Optional staff play with a 1-krone discount.", "Optional staff play with a 2-krone discount.", "2 krones less"),
    Pair("guest 135", "She gives you the option of a step up the Emperor track, and you may also play a staff card from your hand for free.",
         "She gives you a step up the Emperor track, and you may also play a staff card from your hand for free.", "optional"),
]

# a choice named as the reward, and a guest pulled from the queue
CHOICE_PAIRS = [
    Pair("guest 148", "His reward is a free choice to send one of your dancers to a ballroom.",
         "His reward is a free choice to send two of your dancers to a ballroom.", "2 dancers"),
    Pair("guest 148", "Her reward is the option to send a dancer to a ballroom.", "Her reward is the option to send two dancers to a ballroom.", "2 dancers"),
    Pair("guest 84", "You collect three krones, and you also have the option of a free guest from the queue.",
         "You collect three krones, and you also have the option of a guest from the queue.", "for free"),
    Pair("guest 84", "You collect 3 krones and then you may pull one more guest from the queue for nothing.",
         "You collect 3 krones and then you may pull one more guest from the queue.", "for free"),
    Pair("guest 63", "You may pull another guest out of the queue for free.", "You may pull two more guests out of the queue for free.", "2 guests"),
    Pair("guest 118", "You may draw a guest from the queue at no cost.", "You may draw a guest from the queue and pay for it.", "for free"),
]

test_choice_pairs = checker(CHOICE_PAIRS)
test_gizia_pairs = checker(GIZIA_PAIRS)
test_floor_pairs = checker(FLOOR_PAIRS)
test_room_pairs = checker(ROOM_PAIRS)
test_option_pairs = checker(OPTION_PAIRS)
test_arrival_pairs = checker(ARRIVAL_PAIRS)
test_discount_pairs = checker(DISCOUNT_PAIRS)
test_heading_pairs = checker(HEADING_PAIRS)


@pytest.mark.parametrize("text", [
    "You may play 1 staff card at a cost increased by 1 krone.",  # raised, not lowered
    "You may play 1 staff card and pay 1 krone more for it.",
    "You may play up to 1 staff card; each costs 1 krone more.",
])
def test_a_cost_raised_is_not_read_as_a_discount(text: str) -> None:
    assert any("krone less" in p for p in problems("guest 94", text)), text


def test_things_listed_with_no_option_word_are_not_read_as_options() -> None:
    said = problems("guest 66", "He gives you two things: play a staff card for 1 krone less, and prepare a room.")
    assert said, said


def test_a_payment_after_a_gain_stays_a_payment() -> None:
    said = problems("guest 81", "Gain 1 wine and pay 3 krones less.")
    assert said, said
