"""around14 (session 14): sentences and clauses around the rule, and headings (compiler/textread_around14.py,
compiler/textread_heading14.py). Each class is said as five writers in different registers would say it, in our own
words, each with a wrong twin that puts one wrong fact into what is said around the rule."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# ---- 1. scene-setting and tone: a sentence, or a clause joined to the rule, that names no fact a text could change -----

VIOLINIST = "When you play this card, take 3 champagne from the supply."
COACH = ("Once per round, as an additional action, you may give up exactly 1 coffee from your kitchen to score 3 VP; you may "
         "then also take 1 guest from the queue without paying for it.")
FLAMENCO = "Take 1 coffee from the supply. You may also move 2 steps up the Emperor track."
COUNCILLOR = "Receive 3 krones. You may also take 1 guest from the queue at no cost."
SOMMELIER = "When you play this card, add 4 wine from the supply to your kitchen."

TWELVE = "You need at least 12 room tiles in your hotel; vacant and occupied rooms both count. The first three players to do so claim 15, 10 and 5 VP."

SCENES = [
    # card face: a line of mood before the rule
    Pair("staff 120", "The Violinist sets the mood with her music. " + VIOLINIST,
         "The Violinist sets the mood with her coffee. " + VIOLINIST, "names coffee"),
    # video narration: what the card lives on, the item said in passing
    Pair("staff 170", "The Coachwoman runs on coffee. " + COACH, "The Coachwoman runs on wine. " + COACH, "names wine"),
    # preview article: the guest's character, said whole
    Pair("guest 53", "The Flamenco Dancer brings a little fire to the café. " + FLAMENCO,
         "The Flamenco Dancer brings champagne and a little fire to the café. " + FLAMENCO, "names champagne"),
    # wiki: a clause of scene joined to the rule by a comma and 'and'
    Pair("staff 36", "Every cellar wants its keeper, and when you play this card, add 4 wine from the supply to your kitchen.",
         "Every cellar wants its coffee, and when you play this card, add 4 wine from the supply to your kitchen.", "names coffee"),
    # translated edition: 'every' over a word of no game, a 'so' clause
    Pair("staff 120", "She knows the concert ends at midnight, so she makes every minute count. " + VIOLINIST,
         "She knows the concert ends at midnight, so she makes her coffee count. " + VIOLINIST, "names coffee"),
    # player aid: the card as the subject, its verb a word of no table
    Pair("staff 8", "The Tour Guide knows the city and its cafés. Whenever a green guest whose order is complete leaves your café, you score 2 VP.",
         "The Tour Guide knows the city and its wine. Whenever a green guest whose order is complete leaves your café, you score 2 VP.",
         "names wine"),
    # forum post: an exclamation the lexer keeps inside the sentence that follows it
    Pair("objective 108", "It is a marathon! " + TWELVE, "It is a blue marathon! " + TWELVE, "names blue"),
    # designer's shorthand: a pointer at the card and a judgement of whom it suits
    Pair("guest 84", "Here is a guest for the patient. " + COUNCILLOR, "Here is a blue guest for the patient. " + COUNCILLOR,
         "names blue"),
]
test_scenes = checker(SCENES)


@pytest.mark.parametrize("card, rule, aside", [
    ("staff 120", VIOLINIST, "She plays 2 encores for the guests."),  # a number
    ("staff 120", VIOLINIST, "You love her music."),  # a who other than the card
    ("staff 120", VIOLINIST, "She can fill the hall with music."),  # a modal
    ("staff 120", VIOLINIST, "She never fills the hall with music."),  # a negation
    ("staff 120", VIOLINIST, "She plays louder than the others."),  # a comparison
    ("staff 120", VIOLINIST, "She gains the hall with music."),  # a game act
    ("staff 120", VIOLINIST, "At the end of the game she fills the hall with music."),  # an occasion
])
def test_a_sentence_with_a_fact_of_the_rule_is_never_flavour(card: str, rule: str, aside: str) -> None:
    """Any number, who, modal, negation, comparison, act or occasion makes the sentence one the reader must read."""
    assert problems(card, aside + " " + rule), aside


def test_a_time_word_in_a_clause_joined_to_the_rule_is_no_flavour() -> None:
    """'late' may say when the rule beside it acts: a clause holding it is not left out (in a sentence of its own,
    with no rule to time, it is: 'ends at midnight' above)."""
    assert problems("staff 120", "Late in the evening, when you play this card, take 3 champagne from the supply.")


def test_words_of_no_table_that_state_nothing_are_no_flavour() -> None:
    """A sentence of unknown words with no statement in it may be another card's heading, and a phrase set off by a
    comma alone may bound the rule: both stay unread and reported."""
    assert problems("staff 120", "Zorp the frobnicator. " + VIOLINIST)
    assert problems("staff 120", "Glorious frobnicating. " + VIOLINIST)
    assert problems("staff 43", "Tired of paying for red rooms? When you play this card, add 4 coffee from the supply to your kitchen.")
    assert problems("staff 120", "When you play this card, take 3 champagne from the supply, weather permitting.")


def test_flavour_is_kept_in_the_reading() -> None:
    """What is read as flavour is reported in the reading (a fact with its words and place), not silently dropped."""
    from compiler.textcheck import text_reading
    from compiler.textread_around14 import FLAVOUR
    from tests.compiler.textsets.sets import corpus_cards, with_text

    text = "The Violinist sets the mood with her music. " + VIOLINIST
    reading = text_reading(with_text(corpus_cards()["staff 120"], text))
    assert [f.at for f in reading.meaning.facts if f.name == FLAVOUR] == [(0, text.index(".") + 1)]


# ---- 2. headings: the card's kind, id, group, module mark and name before the text --------------------------------

B4 = "Reward: you may prepare one room on floor 1 or 2 at no cost and occupy it at once."
B4_PENALTY = " Penalty: take away 2 vacant rooms, each from the highest floor possible; with fewer than 2 vacant rooms, remove none and lose 7 VP instead."
B2 = "Reward: take 5 krones. Penalty: pay 5 krones; if you cannot pay all 5, lose 7 VP instead."
MORE_A = ("Reward: gain 2 krones and 1 dish or drink of your choice (not champagne). Penalty: pay 2 krones and give back 1 dish "
          "or drink (not champagne) from your kitchen; if you cannot do both, lose 5 VP instead.")
OBJ_106 = "Your Emperor marker must be on space 10 of the Emperor track or further up. The first three players to do so claim 15, 10 and 5 VP."

HEADINGS = [
    # playtest shorthand: the kind and the tile's id
    Pair("emperor-tile B4", "EMP TILE B4. " + B4 + B4_PENALTY, "EMP TILE C4. " + B4 + B4_PENALTY, "tile C4"),
    # player aid: the name, then the group in brackets
    Pair("emperor-tile B2", "Five krones (group B). " + B2, "Five krones (group C). " + B2, "group C"),
    # spreadsheet export: the kind, the group letter and the module's mark
    Pair("emperor-tile more-a", "EMP A (+). " + MORE_A, "EMP B (+). " + MORE_A, "group B"),
    # rulebook appendix: the kind and the card's number, before a colon
    Pair("objective 106", "Objective 106: " + OBJ_106, "Objective 107: " + OBJ_106, "number 107"),
    # wiki: the kind word, the id and the name, with dashes
    Pair("emperor-tile B4", "Tile B4 - Low floor, occupied. " + B4 + B4_PENALTY, "Tile B3 - Low floor, occupied. " + B4 + B4_PENALTY,
         "tile B3"),
    # video narration: a spoken opener before the card's name
    Pair("guest 84", "Okay, the Court Councillor. " + COUNCILLOR, "Okay, the Court Councillor. Receive 2 krones. You may also take 1 guest from the queue at no cost.",
         "2 krones"),
]
test_headings = checker(HEADINGS)


def test_another_cards_name_or_kind_makes_no_heading() -> None:
    """A heading of another card's name, or of another kind's word, is no heading of this card: it stays unread."""
    assert problems("guest 84", "Okay, the Landgrave. " + COUNCILLOR)
    assert problems("guest 84", "The Landgrave. " + COUNCILLOR)
    assert problems("emperor-tile B4", "OBJ B4. " + B4 + B4_PENALTY)


def test_a_lone_letter_or_number_is_no_heading() -> None:
    """Without the card's kind word before it, a letter or a number is a word of the text, not an id or group."""
    from compiler.textread_heading14 import card_heading

    assert card_heading("A Princess. Take 1 wine.", "Princess", "guest") == "A Princess. Take 1 wine."
    assert card_heading("3. Take 1 wine.", "Princess", "guest") == "3. Take 1 wine."
