"""Every token of a card text stands where its words stand in the text as written (issue 14).

The lexer reads the owner's things said in the third person ('his café', 'her kitchen') as 'your' ones, which is one
character longer than 'his '/'her '. Until session 15 that shifted every later token by one, so a sentence's end could
lie past the text's end, and the reader crashed on the last sentence of such a text (an IndexError in
compiler/textread_around.py, found on a new writer's text for Mr. Schulze). The checker must never crash on a text."""
from __future__ import annotations

import pytest

from compiler.textcheck import differences
from compiler.textlex import tokens
from tests.compiler.textsets.sets import corpus_cards, with_text

THIRD_PERSON = [
    "He has no order and stays in his café for the game.",
    "She takes 1 coffee from her kitchen and draws 1 staff card into her hand.",
    "Its owner moves his or her Emperor marker 2 steps; the player's café gets 1 more table.",
    "He stays in his café. Simple: he is a good guest to have.",
]


def _misplaced(text: str) -> list:
    """The tokens whose span in the text is not their own words (a token the lexer added, the closing DOT, has none)."""
    return [(t.type, t.start_pos, str(t.raw)) for t in tokens(text) if str(t.raw).strip() and text[t.start_pos:t.end_pos] != str(t.raw)]


@pytest.mark.parametrize("text", THIRD_PERSON)
def test_the_owners_things_said_in_the_third_person_keep_every_later_span(text: str) -> None:
    assert _misplaced(text) == []
    assert all(t.end_pos <= len(text) for t in tokens(text))


def test_every_corpus_text_is_tokenised_in_place() -> None:
    texts = [c.value("text", "text") for c in corpus_cards().values() if c.value("text", "text")]
    assert texts and [t for t in texts if _misplaced(t)] == []


def test_a_lead_after_his_cafe_is_read_not_crashed_on() -> None:
    """The shape that crashed: 'his café' early, a lead before a colon in the last sentence."""
    card = corpus_cards()["guest 190"]
    assert differences(with_text(card, THIRD_PERSON[-1]))  # flagged (it leaves out most of the card), never a crash


def test_a_fault_of_the_reader_flags_the_text_and_never_passes_it(monkeypatch) -> None:
    """Whatever fault the reader may still hold, the checker reports the text as not read (so `gah check` shows a
    diagnostic, not a traceback), and the set measurements stop on it rather than count it as passed."""
    import compiler.textcheck as textcheck
    from tests.compiler.textsets.sets import Case, flags

    def broken(component):
        raise IndexError("a fault planted by this test")

    monkeypatch.setattr(textcheck, "text_reading", broken)
    card = corpus_cards()["guest 190"]
    found = differences(with_text(card, card.value("text", "text")))
    assert [d.message for d in found] == [f"{textcheck.READER_FAILED} (IndexError): please report this text"]
    with pytest.raises(AssertionError, match="reader failed"):
        flags(textcheck.disagreements, Case("guest 190", "He stays in his café.", "paraphrase", ""))


def test_by_sentence_reads_each_sentence_with_its_stop_and_keeps_a_last_one_without() -> None:
    from compiler.textlex import tokens
    from compiler.textlex_walk import by_sentence

    found = tokens("Take 2 wine. Take 1 coffee.")[:-1]  # the last sentence without its stop
    seen = []
    assert by_sentence(found, lambda s: seen.append([t.type for t in s]) or s) == found
    assert len(seen) == 2 and seen[0][-1] == "DOT" and seen[1][-1] != "DOT"


def test_a_text_lexed_again_gives_fresh_tokens_with_the_lexicon_s_values() -> None:
    """Session 23 lexes each text once (compiler/textlex_once.py): a second reading moves its tokens to where
    their words stand in the card's text, so a token handed out twice would carry the first reader's places."""
    text = "Each time you play a staff card, gain 2 krones."
    first = tokens(text)
    for token in first:
        token.start_pos, token.end_pos = 999, 999
    again = tokens(text)
    assert [t.start_pos for t in again] != [999] * len(again)
    assert [(t.type, t.meaning, t.raw, t.joint) for t in again] == [(t.type, t.meaning, t.raw, t.joint) for t in first]
    assert not any(a is b for a, b in zip(first, again))
