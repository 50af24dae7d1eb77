"""Session 25 (issue 14): what the checker says when a text names no time. A sentence that says no time on a card that
acts when it comes to you reads as that moment (Builder.at_once); a difference found there is the text's silence, not
a time it said, and the message says so."""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems

SILENT_EINSTEIN = ("He is worth 1 VP. His owner swaps up to four dishes or drinks from the kitchen for the same number "
                   "of other dishes or drinks from the supply.")
SAID_EINSTEIN = "1 VP. On taking him: exchange up to 4 of your dishes or drinks for other ones from the supply."


def test_a_text_naming_no_time_is_told_it_names_none() -> None:
    said = problems("celebrity albert-einstein", SILENT_EINSTEIN)
    assert len(said) == 1 and "the text names no time" in said[0] and "once while you hold it" in said[0], said
    assert "the text says when obtained" not in said[0]


def test_a_text_naming_the_wrong_time_is_told_the_time_it_named() -> None:
    said = problems("celebrity albert-einstein", SAID_EINSTEIN)
    assert len(said) == 1 and "the text says when obtained" in said[0], said


def test_a_text_naming_the_right_time_passes() -> None:
    right = "1 VP. Once while you hold him, you may exchange up to 4 dishes or drinks for other ones from the supply."
    assert problems("celebrity albert-einstein", right) == []


def test_a_staff_text_naming_no_time_for_a_trigger_is_told_it_names_none() -> None:
    said = problems("staff 16", "You score 4 VP.")
    assert any("the text names no time (a staff card with none acts when played)" in p and "each time you take a die"
               in p for p in said), said
    said = problems("staff 16", "When you play this card, you score 4 VP.")
    assert any("the text says when played" in p for p in said), said


# An object said with no verb ('Reward: 2 krones', 'one step up the Emperor track') had no place in the text, so a
# claim about the parts of its sentence ('two optional things', 'Both are optional') counted one part too few there.
LADY = ("The Lady Companion gives you two optional things: one step up the Emperor track, and playing a staff card out "
        "of your hand for free.")


def test_two_optional_things_listed_without_verbs_are_each_a_may() -> None:
    assert problems("guest 135", LADY) == []
    assert problems("guest 135", LADY + " Both are take-it-or-leave-it.") == []


def test_two_things_listed_without_verbs_and_not_said_optional_are_flagged() -> None:
    said = problems("guest 135", LADY.replace("two optional things", "two things"))
    assert any("the card makes it optional ('may'): move 1 step up the Emperor track" in p for p in said), said


def test_an_object_said_with_no_verb_has_its_place_in_the_text() -> None:
    from compiler.textcheck import text_reading
    from tests.compiler.textsets.sets import corpus_cards, with_text

    text = "Reward: 1 step up the Emperor track and 2 krones."
    body = text_reading(with_text(corpus_cards()["guest 135"], text)).meaning.parts[0].body
    assert [text[e.at[0]:e.at[1]] for e in body] == ["step", "krones"]
