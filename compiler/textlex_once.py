"""Each text lexed once per process (session 23): a sentence's second readings and a paraphrase's unchanged sentences
come back many times in a check of many texts, and lexing was two thirds of a check's time. The reader moves a
second reading's tokens to where their words stand in the card's text, so every call hands out fresh tokens."""
from __future__ import annotations

from functools import lru_cache


def lexed_once(text: str, lex) -> list:
    """`lex(text)`'s tokens, lexed the first time only; `lex` is a module-level function (part of the cache's key)."""
    return [_fresh(token) for token in _kept(text, lex)]


@lru_cache(maxsize=4096)  # 65,536 hit no more often in the insertion hunt (3,494 vs 3,405 of 18,815)
def _kept(text: str, lex) -> tuple:
    return tuple(lex(text))


def forget_lexed() -> None:
    """Lex every text anew: for a test that changes how a word is read (the lexicon itself is read once, as ever)."""
    _kept.cache_clear()


def _fresh(token):
    """A copy of a terminal with the lexicon's value, joint and raw words it carries (lark's copy keeps none of them)."""
    made = type(token)(token.type, token.value, token.start_pos, token.line, token.column, token.end_line, token.end_column, token.end_pos)
    for name in ("meaning", "joint", "raw"):
        if hasattr(token, name):
            setattr(made, name, getattr(token, name))
    return made
