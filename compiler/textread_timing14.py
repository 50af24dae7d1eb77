"""A staff card's timing said as what the card is (session 14): 'The Operator is a final-scoring card:', 'She is a
one-shot.', 'an end-game card', 'It is a once-per-round staff card'.

Writers name the kind of timing printed on a staff card as a noun phrase about the card, before or beside the rule. It
is read as the printed timing (a fact, 'timing', compared with the card's `timing` field by compiler/textcheck.py, so a
wrong one is named: 'the text gives the card's timing as final; the card: immediate'), from the lexicon's table
[card-timings] (the words before 'card', 'staff card' or 'one', hyphens read as spaces). Read at the head of a sentence
as the other printed values are (compiler/textread_facts.py), after the card as subject ('The Operator is ...').
"""
from __future__ import annotations

import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON
from compiler.textread_facts import SEPARATORS, _fact, _is, _raw

KINDS = ("staff",)
TIMING_TABLE = "card-timings"
MOST_WORDS = 4  # the longest timing said ('once per round')


@lru_cache(maxsize=1)
def card_timings() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[TIMING_TABLE]


def timing_said(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """(where the timing ends, the fact) for 'a final-scoring card' at `at`, or None."""
    if kind not in KINDS or "timing" in said or not _is(tokens, at, "ARTICLE"):
        return None
    for end in range(at + 2, min(at + 2 + MOST_WORDS, len(tokens))):
        words = " ".join(_raw(t) for t in tokens[at + 1:end]).replace("-", " ")
        if words in card_timings() and (_card_word(tokens, end) or _ends(tokens, end)):
            stop = end + _card_word(tokens, end)
            if stop < len(tokens) and tokens[stop].type not in SEPARATORS + ("DOT",):
                return None  # 'a final scoring card that ...' runs on: not a head
            return _fact("timing", card_timings()[words], tokens, at, stop)
    return None


def _ends(tokens: list, at: int) -> bool:
    """A separator or the sentence's end after the timing words ('She is a one-shot.')."""
    return at < len(tokens) and tokens[at].type in SEPARATORS + ("DOT",)


def _card_word(tokens: list, at: int) -> bool:
    """'card', 'staff card' or 'one' after the timing words."""
    return _is(tokens, at, "NOUN", "staff") or (at < len(tokens) and _raw(tokens[at]) == "one")
