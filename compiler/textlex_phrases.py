"""Twins of the lexicon's phrases that say the same, made where compiler/textlex.py expands its phrases: a list of
three things or more also with a comma before its 'and' or 'or' (session 25), and a phrase holding a wording of
compiler/cardtext.toml's [phrase-twins] also with each of its twins ('at least' as 'no fewer than', session 26)."""
from __future__ import annotations

import re
from functools import lru_cache

SERIAL_LIST_RE = re.compile(r"(, [^,\s]+) (and|or) ")  # 'dishes, drinks and champagne': a list of three or more


def with_serial_commas(phrases) -> list:
    """Each phrase, and a phrase listing three things or more also with a comma before its 'and' or 'or' ('(dishes,
    drinks, and champagne)'): the serial comma changes nothing a list says (session 25's rewrite hunt found the
    lexicon's lists read only without it)."""
    return [said for phrase in phrases for said in (_twins(phrase, SERIAL_LIST_RE, r"\1, \2 ") if ", " in phrase else (phrase,))]


def with_phrase_twins(phrases, twins: dict) -> list:
    """Each phrase, and each phrase holding a wording of `twins` also with each of that wording's twins in its place
    ('that has at least one die on it' is 'that has no fewer than one die on it' too): the table says wordings that
    mean the same wherever they stand, so a phrase written with one is read with the other (session 26's rewrite hunt
    found 'no fewer than' read on its own but not inside the phrases written with 'at least')."""
    patterns = _twin_patterns(tuple((wording, tuple(saids)) for wording, saids in twins.items()))
    return [twin for phrase in phrases for twin in _all_twins(phrase, patterns)]


@lru_cache(maxsize=4)
def _twin_patterns(twins: tuple) -> tuple:
    """(wording, its pattern as a whole-word match, a twin) for each twin: made once per table, not per phrase (the
    lexicon's 260,000 written phrases each pass through here)."""
    return tuple((wording, re.compile(rf"\b{re.escape(wording)}\b"), said) for wording, saids in twins for said in saids)


def _all_twins(phrase: str, patterns: tuple) -> list:
    """The phrase and its twin by each pattern that matches it (a wording not in the phrase at all is never searched)."""
    return [phrase] + [pattern.sub(said, phrase) for wording, pattern, said in patterns if wording in phrase and pattern.search(phrase)]


def _twins(phrase: str, pattern: re.Pattern, said) -> tuple:
    """The phrase, and the phrase with `pattern` said as `said` when that differs (the lexicon's phrase twins)."""
    twin = pattern.sub(said, phrase)
    return (phrase,) if twin == phrase else (phrase, twin)
