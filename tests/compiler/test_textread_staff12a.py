"""Staff card texts below id 100 (issue 14, session 12, staff12a): the shapes of card-face shorthand and of how other
writers say the same kinds. Each right wording passes and the same wording with one fact wrong is flagged naming the
difference; a shape is written as several writers would say it, each with a wrong twin."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# a final-scoring card's timing said as a heading or a short lead: 'End:', 'Final:', 'At the end', 'Come the end of the game'
FINAL_HEADS = [
    Pair("staff 28", "End: 3 VP per occupied blue room.", "End: 3 VP per occupied red room.", "red room"),
    Pair("staff 28", "Final: 3 VP per occupied blue room.", "Final: 2 VP per occupied blue room.", "2 VP"),
    Pair("staff 30", "At the end you score 3 VP for every occupied yellow room.",
         "At the end you score 3 VP for every occupied blue room.", "blue room"),
    Pair("staff 30", "At the end: 3 VP per occupied yellow room.", "At the end: 4 VP per occupied yellow room.", "4 VP"),
    Pair("staff 46", "Come the end of the game, every floor you have fully occupied is worth 5 VP.",
         "Come the end of the game, every floor you have fully occupied is worth 4 VP.", "4 VP"),
    Pair("staff 28", "Endgame: 3 VP per occupied blue room.", "Endgame: 3 VP per blue room.", "occupied"),
]

# a card played said as a heading ('Instant:'), a once-per-round limit as '1/round'
SHORT_HEADS = [
    Pair("staff 36", "Instant: +4 wine.", "Instant: +3 wine.", "3 wine"),
    Pair("staff 39", "On hire: 4 cake.", "On hire: 4 coffee.", "coffee"),
    Pair("staff 2", "1/round: +1 cake.", "1/round: +2 cake.", "2 cake"),
    Pair("staff 2", "Once/round: gain 1 cake.", "Once/round: gain 1 strudel.", "strudel"),
]

# a slash between a reward and what it counts is 'per'
SLASH_PER = [
    Pair("staff 30", "Final: +3 VP / occupied yellow room.", "Final: +3 VP / occupied red room.", "red room"),
    Pair("staff 28", "End of game: 3 VP/occupied blue room.", "End of game: 2 VP/occupied blue room.", "2 VP"),
]

# a die's trigger said as a heading: 'Die 5 taken:', 'Take a 3:', 'Taking a 3 or 4:', '5 taken:'
DIE_HEADS = [
    Pair("staff 18", "Die 5 taken: +2 strength.", "Die 4 taken: +2 strength.", "die showing 4"),
    Pair("staff 18", "Take a 5: +2 strength.", "Take a 6: +2 strength.", "die showing 6"),
    Pair("staff 18", "5 taken: the action gets +2 strength.", "5 taken: the action gets +1 strength.", "1 extra strength"),
    Pair("staff 13", "Die 1 or 2 taken: +1 strength.", "Die 1 or 3 taken: +1 strength.", "die showing 1 or 3"),
    Pair("staff 12", "Taking a 3 or 4: +2 VP.", "Taking a 3 or 4: +3 VP.", "3 VP"),
    Pair("staff 16", "A 4 die taken: 4 VP.", "A 5 die taken: 4 VP.", "die showing 5"),
]

# a thing done said free: an infinitive ('to prepare a blue room costs ...'), a giver ('every blue room you prepare costs
# nothing', 'makes every yellow room you prepare free'), 'without paying any krones', 'for 0 krones', a restated zero
FREE_DOING = [
    Pair("staff 9", "To prepare a blue room costs you 0 krones.", "To prepare a red room costs you 0 krones.", "red rooms"),
    Pair("staff 9", "For you, to prepare a blue room costs 0 krones from now on.",
         "For you, to prepare a yellow room costs 0 krones from now on.", "yellow rooms"),
    Pair("staff 9", "Every blue room you prepare afterwards costs you nothing.",
         "Every red room you prepare afterwards costs you nothing.", "red rooms"),
    Pair("staff 11", "For 5 krones this card makes every yellow room you prepare free for the rest of the game.",
         "For 4 krones this card makes every yellow room you prepare free for the rest of the game.", "cost"),
    Pair("staff 11", "Each yellow room you prepare is free.", "Each blue room you prepare is free.", "blue rooms"),
    Pair("staff 11", "While this card is in play, its owner prepares yellow rooms without paying any krones.",
         "While this card is in play, its owner prepares red rooms without paying any krones.", "red rooms"),
    Pair("staff 11", "Permanent. Its owner prepares yellow rooms for 0 krones.",
         "Permanent. Its owner prepares blue rooms for 0 krones.", "blue rooms"),
    Pair("staff 10", "While it is in play, its owner pays nothing (0 krones) to prepare a red room.",
         "While it is in play, its owner pays nothing (0 krones) to prepare a blue room.", "blue rooms"),
    Pair("staff 10", "Permanently, the preparation of red rooms costs one nothing.",
         "Permanently, the preparation of yellow rooms costs one nothing.", "yellow rooms"),
    Pair("staff 25", "With this card, to take a guest from the queue costs you 0 krones.",
         "With this card, to prepare a room costs you 0 krones.", "preparing rooms costs you nothing"),
    Pair("staff 25", "Every guest you take from the queue costs you nothing.", "Every room you prepare costs you nothing.",
         "preparing rooms costs you nothing"),
    Pair("staff 25", "Taking guests from the queue = free (0 krones), permanent.",
         "Preparing rooms = free (0 krones), permanent.", "preparing rooms costs you nothing"),
]


@pytest.mark.parametrize("key,text", [
    ("staff 9", "To prepare a blue room costs you 1 krone."),  # a price is no free word
    ("staff 9", "Every blue room you prepare costs you 1 krone."),
    ("staff 11", "Permanent. Its owner prepares yellow rooms for 1 krone."),
    ("staff 10", "Its owner pays nothing (1 krone) to prepare a red room."),  # only a zero restated is left out
    ("staff 25", "Every guest you take costs you nothing."),  # a guest taken is the queue's only with 'from the queue'
    ("staff 25", "To take a guest from the queue costs you 1 krone."),
])
def test_a_cost_that_is_not_free_is_not_read_as_free(key: str, text: str) -> None:
    assert problems(key, text), text


# the Emperor marker's place said of the marker; an Emperor tile's reward received said by anyone; the card itself counted;
# a penalty skipped with other verbs; the card giving its user something
SAID_OF = [
    Pair("staff 41", "At game end, 2 VP for each space your marker is on the Emperor track.",
         "At game end, 3 VP for each space your marker is on the Emperor track.", "3 VP"),
    Pair("staff 41", "During final scoring, the owner scores 2 VP for each space their marker stands at on the Emperor track.",
         "During final scoring, the owner scores 2 VP for each space their marker stands at on the Emperor track. When played: gain 1 cake.",
         "1 cake"),
    Pair("staff 41", "Final: 2 VP for each step your Emperor marker has climbed.", "Final: 1 VP for each step your Emperor marker has climbed.", "1 VP"),
    Pair("staff 42", "Whenever his owner receives the reward of an Emperor tile, they also score 5 VP.",
         "Whenever his owner receives the reward of an Emperor tile, they also score 3 VP.", "3 VP"),
    Pair("staff 42", "Each time you receive an Emperor reward: Gain 5 VP.", "Each time you receive an Emperor reward: Gain 4 VP.", "4 VP"),
    Pair("staff 42", "When the owner collects an Emperor tile's reward, gain 5 VP.",
         "When the owner collects an Emperor tile's reward, gain 5 krones.", "krone"),
    Pair("staff 32", "In final scoring, you receive 2 VP for each staff card you have played, counting the Assistant Manager itself.",
         "In final scoring, you receive 3 VP for each staff card you have played, counting the Assistant Manager itself.", "3 VP"),
    Pair("staff 32", "At the end, 2 VP for every staff card you have in play, and this one counts too.",
         "At the end, 2 VP for every staff card in your hand, and this one counts too.", "hand"),
    Pair("staff 26", "When you would suffer an Emperor penalty: You may pay 1 krone to ignore it.",
         "When you would suffer an Emperor penalty: You may pay 2 krones to ignore it.", "2 krones"),
    Pair("staff 26", "Each time you would suffer an Emperor penalty, you may pay 1 krone to escape it.",
         "Each time you would suffer an Emperor penalty, you must pay 1 krone to escape it.", "optional"),
    Pair("staff 39", "Upon being played, the card grants its owner 4 cake.", "Upon being played, the card grants its owner 4 wine.", "4 wine"),
    Pair("staff 36", "When played, the card awards the owner 4 wine.", "When played, the card awards the owner 3 wine.", "3 wine"),
]


@pytest.mark.parametrize("key,text", [
    ("staff 42", "Each time you suffer an Emperor penalty: gain 5 VP."),  # a penalty is no reward
    ("staff 32", "At the end, 2 VP for every staff card you have in play, not counting this one."),
])
def test_said_of_another_thing_is_not_read_as_the_cards(key: str, text: str) -> None:
    assert problems(key, text), text


# 'Take a 4 and you score 4 VP': a die's face alone, taken (or grabbed, picked) and then what you get
DO_AND = [
    Pair("staff 16", "Grab a 4 and you score four VP. Every time.", "Grab a 5 and you score four VP. Every time.", "die showing 5"),
    Pair("staff 16", "Take a 4 and you score 4 VP.", "Take a 4 and you score 3 VP.", "3 VP"),
    Pair("staff 12", "Pick a 3 or a 4 and you score 2 VP.", "Pick a 3 or a 5 and you score 2 VP.", "die showing 3 or 5"),
]

# a lasting card said 'Always on', 'From now and for always'; a cost said paid for the card before 'and'; a zero restated
LASTING = [
    Pair("staff 11", "From now and for always, to prepare a yellow room costs you 0 krones.",
         "From now and for always, to prepare a red room costs you 0 krones.", "red rooms"),
    Pair("staff 9", "Always on: you pay nothing to prepare blue rooms.", "Always on: you pay nothing to prepare red rooms.", "red rooms"),
    Pair("staff 9", "Spend 5 krones on this card and every blue room you prepare afterwards costs you nothing.",
         "Spend 4 krones on this card and every blue room you prepare afterwards costs you nothing.", "cost"),
    Pair("staff 9", "Pay 5 krones for him and every blue room you prepare costs you nothing.",
         "Pay 5 krones for him and every yellow room you prepare costs you nothing.", "yellow rooms"),
    Pair("staff 10", "The Chauffeur: red rooms cost you nothing to prepare from now on. Zero krones, whatever the floor.",
         "The Chauffeur: blue rooms cost you nothing to prepare from now on. Zero krones, whatever the floor.", "blue rooms"),
    Pair("staff 24", "Serving from your kitchen is free with this one: no krone to pay for it.",
         "Preparing rooms is free with this one: no krone to pay for it.", "preparing rooms"),
]


@pytest.mark.parametrize("key,text", [
    ("staff 10", "Red rooms cost you nothing to prepare. One krone, whatever the floor."),  # an amount is no zero restated
    ("staff 16", "Use a 4 and you score 4 VP."),  # only the verbs of taking
])
def test_a_restatement_that_says_more_is_not_dropped(key: str, text: str) -> None:
    assert problems(key, text), text


# a room of the owner's hotel occupied, said of the owner ('in his owner's hotel'); an aside dropped before a colon
ROOM_OCCUPIED = [
    Pair("staff 23", "He costs 5 krones. Every time a room in his owner's hotel becomes occupied, they earn 1 krone.",
         "He costs 5 krones. Every time a room in his owner's hotel becomes occupied, they earn 1 VP.", "1 VP"),
    Pair("staff 23", "Each time one of your rooms becomes occupied, by any means: gain 1 krone.",
         "Each time one of your rooms becomes occupied, by any means: gain 2 krones.", "2 krones"),
    Pair("staff 23", "Whenever any room in their hotel is occupied, they gain 1 krone.",
         "Whenever any room in their hotel is occupied, they gain 1 strudel.", "strudel"),
]

test_room_occupied = checker(ROOM_OCCUPIED)
test_do_and = checker(DO_AND)
test_lasting = checker(LASTING)
test_said_of = checker(SAID_OF)
test_free_doing = checker(FREE_DOING)
test_final_heads = checker(FINAL_HEADS)
test_short_heads = checker(SHORT_HEADS)
test_slash_per = checker(SLASH_PER)
test_die_heads = checker(DIE_HEADS)


@pytest.mark.parametrize("text", [
    "At the end of the round, gain 3 VP per occupied blue room.",  # the round's end is no final scoring
    "Take 5 krones: +2 strength.",  # a heading with another word names no die
])
def test_a_head_that_is_not_the_cards_is_not_read_as_it(text: str) -> None:
    assert problems("staff 28" if "room" in text else "staff 18", text), text
