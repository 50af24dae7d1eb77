"""The card-English lexer: phrases from data, longest first, fillers dropped, a verb's forms one word."""
from __future__ import annotations

from compiler.textlex import lexicon, tokens


def kinds(text: str) -> list[tuple[str, str]]:
    return [(t.type, t.value) for t in tokens(text)]


def test_a_verbs_forms_read_as_one_word() -> None:
    assert kinds("Each time you take a die showing 4, the owner gains 2 krones.")[-4:] == kinds("Each time you take a die showing 4, the owner gain 2 krones.")[-4:]
    assert all(form not in {w for key in lexicon().phrases for w in key} for form in lexicon().same)


def test_an_unknown_word_is_a_word_no_rule_takes() -> None:
    assert ("WORD", "weather") in kinds("Score 4 VP, weather permitting.")


def test_a_worked_example_is_not_read() -> None:
    assert kinds("Take 2 dishes (for example 1 cake and 1 strudel).") == kinds("Take 2 dishes.")


def test_the_longest_phrase_wins() -> None:
    assert [k for k, _ in kinds("You may move up to 2 steps up the Emperor track.")] == ["YOU", "MAY", "VERB", "UP_TO", "NUM", "UNIT", "DIRECTION", "DOT"]
