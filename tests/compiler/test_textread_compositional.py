"""The compositional parts of the text reader (issue 14, second round): each reads a wording the lexicon holds no
phrase for, and each still flags a wrong text of the same shape, naming the difference.

Triggers built from their words (verb + noun, `event-verbs`), requirements said with a verb (`requirement-verbs`),
'each ... is worth N VP', strength said as a change, 'or lose N VP' on a penalty, one 'may' for each action,
word classes in the lexicon, and the lexer's reorderings ('move up 2 steps', 'if' before an event).
"""
from __future__ import annotations

import pytest

from compiler.textcheck import disagreements
from compiler.textlex import expanded, tokens
from tests.compiler.textsets.sets import corpus_cards, with_text


def problems(key: str, text: str) -> list[str]:
    return disagreements(with_text(corpus_cards()[key], text))


# (what, card, a correct text in words the lexicon has no phrase for, a wrong text of the same shape, words its message holds)
CASES = [
    ("a trigger said as verb + noun", "celebrity elizabeth-magie",
     "While you hold her, whenever you receive 1 or more krones, you may prepare 1 room of any colour for up to 1 krone less.",
     "While you hold her, whenever you score 1 or more VP, you may prepare 1 room of any colour for up to 1 krone less.",
     "the text says each time you score VP"),
    ("a die trigger with another verb", "staff 12", "Whenever you pick a die showing 3 or 4, you score 2 VP.",
     "Whenever you pick a die showing 3 or 5, you score 2 VP.", "3 or 5"),
    ("a guest's order in the event", "staff 167",
     "Bell card: when you complete a blue guest's order of at least 3 items, you may turn this card face down and gain 3 strudel and 3 cake.",
     "Bell card: when you complete a red guest's order of at least 3 items, you may turn this card face down and gain 3 strudel and 3 cake.",
     "red"),
    ("'one of your' in an event", "staff 8",
     "Whenever one of your green guests leaves your café with its order fulfilled, score 2 VP.",
     "Whenever one of your green guests leaves your café with its order fulfilled, score 3 VP.", "3 VP"),
    ("'if' before an event", "staff 12", "If you take a die showing 3 or 4, score 2 VP.", "If you take a die showing 3 or 4, pay 2 VP.", "pay"),
    ("a requirement said with its verb", "objective 107",
     "Play at least 6 staff cards. The first three players to do so claim 15, 10 and 5 VP.",
     "Play at least 5 staff cards. The first three players to do so claim 15, 10 and 5 VP.", "at least 5"),
    ("the verb counts for the requirements after it", "objective 116",
     "Occupy at least 4 yellow rooms and at least 3 blue rooms. The first three players to do so score 15, 10 and 5 VP.",
     "Occupy at least 4 yellow rooms and at least 3 red rooms. The first three players to do so score 15, 10 and 5 VP.", "red"),
    ("a bare requirement", "objective 105", "Have 20 krones. The first three players to manage it score 15, 10 and 5 VP.",
     "Have 15 krones. The first three players to manage it score 15, 10 and 5 VP.", "15 krones"),
    ("each ... is worth", "staff 27", "At game end, each occupied red room in your hotel is worth 3 VP.",
     "At game end, each vacant red room in your hotel is worth 3 VP.", "vacant"),
    ("strength said as a change", "staff 18", "When you take a die showing 5, the action's strength is increased by 2.",
     "When you take a die showing 5, the action's strength is increased by 3.", "3 extra strength"),
    ("'or lose N VP' on a penalty", "emperor-tile ballrooms-a", "Reward: take 2 champagne. Penalty: return 2 champagne or lose 5 VP.",
     "Reward: take 2 champagne. Penalty: return 2 champagne or lose 3 VP.", "3 VP"),
    ("one 'may' for each action", "guest 66", "You may play 1 staff card for 1 krone less and prepare 1 room at its usual cost.",
     "You may play 1 staff card for 2 krones less and prepare 1 room at its usual cost.", "2 krones"),
    ("the direction before the amount", "guest 68", "You may move up 3 spaces on the Emperor track.",
     "You may move down 3 spaces on the Emperor track.", "down"),
    ("a trailing 'each time'", "staff 12", "Taking a die that shows 3 or 4 earns you 2 VP each time.",
     "Taking a die that shows 3 or 4 earns you 4 VP each time.", "4 VP"),
    ("a fallback said another way", "emperor-tile A1", "Reward: gain 3 krones. Penalty: pay 3 krones; if you are unable to do so, lose 5 VP.",
     "Reward: gain 3 krones. Penalty: pay 3 krones; if you are unable to do so, lose 6 VP.", "6 VP"),
]


@pytest.mark.parametrize("what, key, right, wrong, said", CASES, ids=[c[0] for c in CASES])
def test_a_compositional_reading_passes_the_right_text_and_names_the_wrong(what, key, right, wrong, said) -> None:
    assert problems(key, right) == []
    found = problems(key, wrong)
    assert any(said in p for p in found), found


def test_a_modifier_under_another_players_die_is_theirs() -> None:
    found = problems("staff 13", "When each opponent takes a die showing 1 or 2, that action has 1 extra strength.")
    assert any("each opponent" in p for p in found), found


def test_a_trigger_no_card_has_is_read_and_named() -> None:
    found = problems("staff 23", "Whenever you prepare a room, gain 1 krone.")
    assert any("you prepare a room" in p for p in found), found


def test_an_event_of_words_the_reader_cannot_name_is_reported() -> None:
    found = problems("staff 12", "Whenever you gain a die showing 3 or 4, you score 2 VP.")
    assert any("cannot be read" in p for p in found), found


def test_a_cost_and_what_it_buys_stay_under_one_may() -> None:
    assert problems("staff 26", "At an Emperor scoring where you would suffer the penalty, you may pay 1 krone to avoid it.") == []
    found = problems("staff 26", "At an Emperor scoring where you would suffer the penalty, you may pay 2 krones to avoid it.")
    assert any("2 krones" in p for p in found), found


def test_a_word_class_stands_for_each_of_its_words() -> None:
    classes = {"take": ["take", "pick"], "a": ["", "a"]}
    assert expanded("you {take} {a} die", classes) == ["you take die", "you take a die", "you pick die", "you pick a die"]
    with pytest.raises(ValueError, match="word class"):
        expanded("you {grab} a die", classes)


def test_the_direction_before_an_amount_is_read_after_its_unit() -> None:
    assert [t.type for t in tokens("Move up 2 steps.")] == ["VERB", "NUM", "UNIT", "DIRECTION", "DOT"]
    assert [t.type for t in tokens("Move up to 2 steps.")] == ["VERB", "UP_TO", "NUM", "UNIT", "DOT"]


def test_if_before_an_event_is_a_trigger_and_before_a_condition_is_not() -> None:
    assert tokens("If you take a die showing 3, score 2 VP.")[0].type == "WHEN"
    assert tokens("If you have at least 3 rooms, score 2 VP.")[0].type == "IF"
