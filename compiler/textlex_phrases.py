"""Twins of the lexicon's phrases that say the same (session 25), made where compiler/textlex.py expands its phrases:
a list of three things or more also with a comma before its 'and' or 'or'."""
from __future__ import annotations

import re

SERIAL_LIST_RE = re.compile(r"(, [^,\s]+) (and|or) ")  # 'dishes, drinks and champagne': a list of three or more


def with_serial_commas(phrases) -> list:
    """Each phrase, and a phrase listing three things or more also with a comma before its 'and' or 'or' ('(dishes,
    drinks, and champagne)'): the serial comma changes nothing a list says (session 25's rewrite hunt found the
    lexicon's lists read only without it)."""
    return [said for phrase in phrases for said in (_twins(phrase, SERIAL_LIST_RE, r"\1, \2 ") if ", " in phrase else (phrase,))]


def _twins(phrase: str, pattern: re.Pattern, said) -> tuple:
    """The phrase, and the phrase with `pattern` said as `said` when that differs (the lexicon's phrase twins)."""
    twin = pattern.sub(said, phrase)
    return (phrase,) if twin == phrase else (phrase, twin)
