"""The text reader's fourth round (issue 14): each new reading passes a correct wording and flags a wrong one of the
same shape, naming the difference (a reading that cannot fail would pass anything).

A per-count shared by a list of gains, a timing said in a later clause, an objective said with a verb and a plain
number, a state after its noun, score-table entries said with their noun or 'none', a colour before its amount, 'N
more steps', dice-sum entries with a preposition, a per-count before its actions, a guest's order said with the
possessive, 'advance by N', 'completed room groups', a trigger's direction, a bare 'minus N VP'.
"""
from __future__ import annotations

import pytest

from compiler.textlex import tokens
from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# Pair(card, a correct wording, the same wording made wrong, words the difference names)
PAIRS = [
    Pair("staff 15", "Each time you take a die showing 4, instead of the main action, gain 1 krone and up to 1 Emperor step per point of strength.",
     "Each time you take a die showing 4, instead of the main action, gain 1 krone and up to 2 Emperor steps per point of strength.", "2"),
    Pair("staff 15", "Each time you take a die showing 4, instead of the main action, for each point of strength gain 1 krone and up to 1 Emperor step.",
     "Each time you take a die showing 4, instead of the main action, for each point of strength gain 2 krones and up to 1 Emperor step.", "2 krones"),
    Pair("staff 119", "Each time you take a die showing 3, gain 1 krone. You may also send 1 dancer to a ballroom at its usual champagne cost, "
                  "just before or just after that die's main action.",
     "Each time you take a die showing 3, gain 1 krone. You may also send 1 dancer to a ballroom at its usual champagne cost, "
     "instead of the main action.", "instead"),
    Pair("objective 109", "Fully occupy two floors of your hotel.", "Fully occupy three floors of your hotel.", "3"),
    Pair("objective 113", "Occupy 4 blue rooms and 3 red rooms.", "Occupy 4 blue rooms and 3 yellow rooms.", "yellow"),
    Pair("objective 110", "Have at least two columns of your hotel fully occupied.", "Have at least two floors of your hotel fully occupied.", "floors"),
    Pair("hotel-entrance kaufman", "Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and may take 1 more guest for free. The owner's café "
     "has 4 tables and the owner may take 2 guests per turn. At the end of each round, the owner scores by the number of guests completed that "
     "round: 2 guests: 1 VP, 3 guests: 3 VP, 4 guests: 6 VP, 5 or more guests: 9 VP.",
     "Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and may take 1 more guest for free. The owner's café "
     "has 4 tables and the owner may take 2 guests per turn. At the end of each round, the owner scores by the number of guests completed that "
     "round: 2 guests: 1 VP, 3 guests: 4 VP, 4 guests: 6 VP, 5 or more guests: 9 VP.", "4 VP"),
    Pair("ballroom odeonsaal", "Top row: score 3 VP, and you may occupy 1 vacant room of any colour. Middle row: you may occupy 1 vacant room of any "
     "colour on floors 1 to 3. When this ballroom is scored, score by your number of dancers here: none: -5 VP, 1: 1 VP, 2: 4 VP, 3: 9 VP, "
     "4: 16 VP, 5 or more: 25 VP.",
     "Top row: score 3 VP, and you may occupy 1 vacant room of any colour. Middle row: you may occupy 1 vacant room of any "
     "colour on floors 1 to 3. When this ballroom is scored, score by your number of dancers here: none: -3 VP, 1: 1 VP, 2: 4 VP, 3: 9 VP, "
     "4: 16 VP, 5 or more: 25 VP.", "-3"),
    Pair("hotel-entrance stroup", "Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee. Each time the first room of one of your room groups "
     "becomes occupied, gain according to its colour: blue 3 VP, red 2 krones, yellow 2 Emperor steps.",
     "Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee. Each time the first room of one of your room groups "
     "becomes occupied, gain according to its colour: blue 2 krones, red 3 VP, yellow 2 Emperor steps.", "krones"),
    Pair("celebrity winston-churchill", "While you hold him, each time your Emperor marker moves forward, you may move it 1 more step.",
     "While you hold him, each time your Emperor marker moves forward, you may move it 2 more steps.", "2"),
    Pair("hotel-entrance corogari-zant-mainz", "Its winner gets a strudel and a wine. Whenever you take your second die of a round, add the faces "
     "of both dice: on 6 or 8 you may play 1 staff card from your hand at up to 1 krone less; on 5 or 9 gain 1 strudel and 1 wine; on 4 or "
     "10 gain 1 krone, and you may move 1 step up the Emperor track; on 3 or 11 gain 1 cake and 1 coffee; on 2 or 12 you may prepare 1 room "
     "of any colour for free, and the owner gains 1 VP; on 7 nothing happens.",
     "Its winner gets a strudel and a wine. Whenever you take your second die of a round, add the faces "
     "of both dice: on 6 or 8 you may play 1 staff card from your hand at up to 1 krone less; on 5 or 9 gain 1 strudel and 1 wine; on 4 or "
     "10 gain 1 krone, and you may move 1 step up the Emperor track; on 3 or 11 gain 1 cake and 1 wine; on 2 or 12 you may prepare 1 room "
     "of any colour for free, and the owner gains 1 VP; on 7 nothing happens.", "wine"),
    Pair("objective four-green-guests", "Complete 4 or more green guests' orders.", "Complete 4 or more blue guests' orders.", "blue"),
    Pair("staff 45", "When you play it, advance your Emperor marker by 3 steps.", "When you play it, advance your Emperor marker by 2 steps.", "2"),
    Pair("objective 112", "You need at least 6 completed room groups.", "You need at least 5 completed room groups.", "5"),
    Pair("staff 166", "Bell card: once, when a single action moves you 3 or more steps up the Emperor track, you may prepare up to 2 rooms of any "
     "colour for free and occupy them at once.",
     "Bell card: once, when a single action moves you 2 or more steps up the Emperor track, you may prepare up to 2 rooms of any "
     "colour for free and occupy them at once.", "2"),
    Pair("staff 12", "You get 2 VP for each die showing 3 or 4 that you take.", "You get 2 VP for each die showing 3 or 5 that you take.", "5"),
    Pair("celebrity jrr-tolkien", "While you hold him, you score 2 VP for every room you occupy.",
     "While you hold him, you score 3 VP for every room you occupy.", "3 VP"),
    Pair("objective 109", "Two fully occupied floors.", "Three fully occupied floors.", "3"),
    Pair("emperor-tile B2", "Reward: 5 krones. Penalty: 5 krones; if you cannot pay them, 7 VP instead.",
     "Reward: 5 krones. Penalty: 4 krones; if you cannot pay them, 7 VP instead.", "4 krones"),
    Pair("staff 5", "Red guest with a completed order leaves your café: gain 2 krones.",
     "Blue guest with a completed order leaves your café: gain 2 krones.", "blue"),
    Pair("staff 124", "Die showing 4: also gain 1 champagne and 1 krone.", "Die showing 5: also gain 1 champagne and 1 krone.", "5"),
    Pair("staff 14", "After taking a die showing 1 or 2, you may prepare a room of any colour at its usual cost, before or after the main action.",
     "After taking a die showing 1 or 3, you may prepare a room of any colour at its usual cost, before or after the main action.", "3"),
    Pair("emperor-tile C1", "Reward: 8 victory points. Penalty: minus 8 victory points.", "Reward: 8 victory points. Penalty: minus 6 victory points.", "6"),
]


test_a_new_reading_passes_the_right_wording_and_names_the_wrong_one = checker(PAIRS)


def test_a_per_count_is_not_shared_past_a_word_that_ends_the_list() -> None:
    """'gain 1 krone; move up to 1 step per point of strength': the semicolon ends the list, the krone is one."""
    found = problems("staff 15", "Each time you take a die showing 4, instead of the main action, gain 1 krone; you may also move up to 1 "
                                 "Emperor step per point of strength.")
    assert any("1 krone" in p for p in found), found


def test_a_per_count_is_not_shared_with_an_amount_that_has_its_own() -> None:
    from compiler.textread import read_text

    reading = read_text("At final scoring, gain 1 VP per occupied red room and 2 VP per occupied blue room.", "staff")
    counts = [dict(e.values)["per"] for part in reading.meaning.parts for e in part.body]
    assert not reading.unread and len({str(c) for c in counts}) == 2


def test_a_count_of_things_held_stays_a_count() -> None:
    """'for each staff card you have played' counts cards, it is no trigger (only 'for each X you VERB' of an event)."""
    assert problems("staff 32", "At final scoring, score 2 VP for each staff card you have played, this one included.") == []


def test_a_timing_said_later_stays_with_its_own_trigger() -> None:
    """A timing moves what the same trigger did before it, never another trigger's effects."""
    found = problems("staff 119", "Each time you take a die showing 2, gain 1 krone. Each time you take a die showing 3, you may send 1 "
                                  "dancer to a ballroom at its usual champagne cost, just before or just after that die's main action.")
    assert any("showing 2" in p for p in found), found


def test_a_verb_with_no_number_on_an_objective_is_not_a_requirement() -> None:
    found = problems("objective 113", "Occupy blue rooms and red rooms.")
    assert found


@pytest.mark.parametrize("text, kinds", [
    ("Game end: 2 VP per staff card you played.", ["OCCASION", "NUM", "UNIT", "PER", "NOUN", "COUNT_FILTER", "DOT"]),
    ("add up the two dice: on 6 or 8 gain 1 VP.", ["TABLE", "COLON", "NUMLIST", "COLON", "VERB", "NUM", "UNIT", "DOT"]),
    ("score by the number of guests completed this round: 2 guests: 1 VP; 3 guests: 3 VP.",
     ["SCORE_BY", "NOUN", "COUNT_FILTER", "COLON", "NUM", "COLON", "NUM", "UNIT", "COMMA", "NUM", "COLON", "NUM", "UNIT", "DOT"]),
])
def test_the_lexer_passes_read_words_said_in_another_order(text, kinds) -> None:
    assert [t.type for t in tokens(text)] == kinds
