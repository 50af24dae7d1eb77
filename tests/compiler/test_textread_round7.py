"""The text reader's seventh round (issue 14, text7): a card's own name said short ('Agatha' for Agatha Christie,
'Gandhi' for Mahatma Gandhi) is the card, as its whole name is; another card's name, or a name word said in lower case,
is not touched."""
from __future__ import annotations

from compiler.textread_rewrite import own_name
from tests.compiler.test_textcheck_rules import problems


def test_a_short_name_is_the_card() -> None:
    assert own_name("Agatha is worth 1 VP.", "Agatha Christie", "celebrity").split()[0] == "he"
    assert own_name("When you take Gandhi, score 1 VP.", "Mahatma Gandhi", "celebrity") == "When you take him   , score 1 VP."
    said = problems("celebrity sigmund-freud", "Freud is worth 1 VP.")  # read (only the card's effect is left unsaid)
    assert said and not any("VP" in p or "read" in p or "know" in p for p in said), said
    assert any("VP as 2" in p for p in problems("celebrity sigmund-freud", "Freud is worth 2 VP."))


def test_another_name_or_a_lower_case_word_is_not_the_card() -> None:
    assert own_name("Einstein is worth 1 VP.", "Agatha Christie", "celebrity") == "Einstein is worth 1 VP."
    assert own_name("the agatha way", "Agatha Christie", "celebrity") == "the agatha way"
