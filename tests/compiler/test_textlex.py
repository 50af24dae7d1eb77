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


def types(text: str) -> list[str]:
    return [t.type for t in tokens(text)]


def test_a_now_word_opening_a_sentence_or_before_its_verb_is_now_and_elsewhere_says_nothing() -> None:
    assert kinds("Immediately gain 3 champagne.")[0] == ("OCCASION", "now")  # the reader says which occasion, by the card's kind
    assert kinds("You may immediately send 1 dancer.")[0] == ("OCCASION", "now")  # session 11: after who and may, before the verb
    assert "OCCASION" not in types("Prepare a room and immediately occupy it.")
    assert "OCCASION" not in types("Prepare a room and occupy it immediately.")


def test_a_sentence_opening_with_an_event_verb_and_a_colon_is_a_trigger() -> None:
    assert types("Take a die showing 4: score 4 VP.")[0] == "WHEN"
    assert types("Turn over the top 3 staff cards: play one.")[0] != "WHEN"  # reveal names no event
    assert "WHEN" not in types("Take 1 strudel, 1 cake.")


def test_a_fallback_said_last_is_read_before_what_it_does() -> None:
    assert types("Pay 5 krones, or lose 7 VP if you cannot pay them all.") == types("Pay 5 krones; if you cannot, lose 7 VP.")
    assert types("Pay 3 krones, or lose 5 VP if you have fewer than 3.") == types("Pay 3 krones; if you have fewer than 3, lose 5 VP.")
    assert types("If you cannot, lose 7 VP.") == ["FALLBACK", "COMMA", "VERB", "NUM", "UNIT", "DOT"]


def test_a_bare_number_after_a_verb_counts_the_things_just_named() -> None:
    assert "OF_THEM" in types("You may play one at up to 3 krones less.")
    assert "OF_THEM" not in types("You may play 1 staff card.")


def test_each_noun_you_verb_is_an_event_from_its_words() -> None:
    assert kinds("Every yellow room you occupy scores you 2 VP.")[:2] == [("GIVER", "room-occupied"), ("COLOR", "yellow")]
    assert "GIVER" not in types("Every yellow room you have scores you 2 VP.")


def test_colours_in_a_list_share_the_last_noun() -> None:
    assert types("Have at least 3 red, 3 yellow and 3 blue rooms.") == types("Have at least 3 red rooms, at least 3 yellow rooms and at least 3 blue rooms.")
    assert types("Gain 3 red, then 2 rooms.").count("NOUN") == 1


def test_at_most_after_a_verb_is_up_to() -> None:
    assert types("Prepare at most 2 rooms.") == types("Prepare up to 2 rooms.")
    assert "AT_MOST" in types("Whenever you gain at most 2 krones, score 1 VP.")  # a trigger's comparison stays


def test_another_is_one_more() -> None:
    assert types("Send another dancer.") == types("Send 1 more dancer.")
