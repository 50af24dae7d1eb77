"""The compositional parts of the text reader (issue 14, second round); the cases that read a wording the lexicon
holds no phrase for and flag a wrong text of the same shape are in test_textcheck_rules.py (`COMPOSITIONAL`).

Triggers built from their words (verb + noun, `event-verbs`), requirements said with a verb (`requirement-verbs`),
'each ... is worth N VP', strength said as a change, 'or lose N VP' on a penalty, one 'may' for each action,
word classes in the lexicon, and the lexer's reorderings ('move up 2 steps', 'if' before an event).
"""
from __future__ import annotations

import pytest

from compiler.textlex import expanded, tokens
from tests.compiler.test_textcheck_rules import problems


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
