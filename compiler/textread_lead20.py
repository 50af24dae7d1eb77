"""Plainer wordings of session 20, tried by compiler/textread_rewrite.py as a second reading (only when a sentence
cannot be read as written):

- the kitchen said as the one who holds ('Your kitchen holds at least 7 champagne', 'when your kitchen contains three or
  more of each: ...') is 'you hold'; what is held is in the kitchen either way;
- an amount said of each thing listed after 'of each of', 'in each of' or 'in each colour:' ('at least 3 occupied rooms
  in each of red, yellow and blue'), or with 'or more' ('three or more of each: strudel, cake, wine and coffee'), is the
  amount said of each, as textread_rewrite's 'each' reads '3 occupied rooms of each colour: red, yellow and blue'.
"""
from __future__ import annotations

import re
from functools import lru_cache

KITCHEN_HOLDS = r"\byour\s+kitchen\s+(?:holds|contains|has|now\s+holds)\b"


@lru_cache(maxsize=1)
def _each_listed() -> str:
    from compiler.textread_rewrite import one_of  # here: that module imports this one's rewrites when it loads

    amount = r"(?:" + one_of("comparisons") + r"\s+)?(?:an|" + one_of("amounts") + r"|\d+)"
    item = r"(?:(?:an?|one)\s+)?[a-z-]+"
    listed = r"(" + item + r"(?:\s*,\s*" + item + r")*(?:\s*,?\s*(?:and|or)\s+" + item + r")?)"
    each = r"(?:(?:of|in)\s+each\s+of|in\s+each(?:\s+" + one_of("each-what") + r")?\s*:|of\s+each(?:\s+" + one_of("each-what") + r")?\s*:)"
    return r"\b(" + amount + r"(?:\s+or\s+more)?)\s+((?:[a-z-]+\s+){0,3}?)" + each + r"\s*" + listed


def _each(found: re.Match) -> str:
    from compiler.textread_rewrite import _each as each_said

    return each_said(found)


def lead20_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied."""
    return ((re.compile(KITCHEN_HOLDS, re.I), lambda found: "you hold"), (re.compile(_each_listed(), re.I), _each))
