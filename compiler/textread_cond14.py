"""Conditions and events said without 'if' or 'when' (issue 14, session 14, cond14): plainer wordings tried by
compiler/textread_rewrite.py as a second reading (only when a sentence cannot be read as written). The structure is
here, the words in the lexicon's [rewrite-words] lists (cond-*):
- the event said as a command joined by 'and' to what follows ('Hire him and get 4 wine', 'Take a die showing 4 and he
  pays you 4 VP', 'Use this space and you may prepare ...') or by a colon ('Serve her: 1 champagne') is 'When you hire
  him, ...': any of the closed verbs of COND-DO-VERBS (verbs that name an event of some card), what follows 'and' a
  doer or a verb of what is done. The event keeps every word it was said with, so a wrong die face or a wrong event is
  still read and named;
- the event said as a thing done, with 'with' ('With her order filled, take 1 champagne') or as a question ('Her order
  complete? Take 1 champagne.', "Can't pay? Lose 5 VP.", 'No dancer here? Lose 5 VP.'), or a fallback's lack said in
  shorthand with an arrow ("can't do both -> -5 VP") is 'When her order is filled,', "If you can't pay,", 'If you have
  no dancer here,', "if you can't do both,".
"""
from __future__ import annotations

import re

UNABLE = ("unable", "not able")  # said with 'are' after 'you'
OPENING = r"(?:(?<![\s\S])|(?<=[.;:!?])\s|(?<=[.;:!?]))\s*"  # where a sentence or a clause after a stop or a colon starts


def _patterns() -> dict:
    from compiler.textread_rewrite import one_of as w

    what = r"(?P<what>[^,;:.?!]{1,60}?)"
    return {
        "do-and": OPENING + r"(?P<verb>" + w("cond-do-verbs") + r")\s+" + what + r"\s*,?\s+and\s+(?:then\s+)?(?=" + w("cond-after-and") + r"\b)",
        "do-colon": OPENING + r"(?P<verb>" + w("cond-do-verbs") + r")\s+" + what + r"\s*:\s*",
        "with-done": OPENING + r"with\s+(?P<what>(?:[^\W\d_]+['’]?s?\s+){0,4}?(?:order|orders|die|card|guest|room|rooms))\s+(?P<done>"
                     + w("cond-done") + r")\s*,\s*",
        "question-cannot": OPENING + r"(?P<q>" + w("cond-cannot") + r"[^?.;:>→]{0,40}?)\s*(?:\?|->|→)\s*",
        "question-none": OPENING + r"(?P<q>no\s+[^?.;:]{1,40}?)\s*\?\s*",
        "question-done": OPENING + r"(?P<what>(?:[^\W\d_]+['’]?s?\s+){0,3}?(?:order|orders))\s+(?P<done>" + w("cond-done") + r")\s*\?\s*",
    }


def _do_and(found: re.Match) -> str:
    """'Hire him and get ...' is 'When you hire him, get ...'."""
    return f" When you {found.group('verb').lower()} {found.group('what').strip()}, "


def _with_done(found: re.Match) -> str:
    """'With her order filled,' is 'When her order is filled,'."""
    return f" When {found.group('what').strip()} is {found.group('done').lower()}, "


def _question_cannot(found: re.Match) -> str:
    """"Can't pay?" is "If you can't pay,", 'Unable to pay?' 'If you are unable to pay,', "can't do both ->" "if you can't
    do both,"."""
    said = found.group("q").strip().lower()
    return f" If you {'are ' if said.startswith(UNABLE) else ''}{said}, "


def _question_none(found: re.Match) -> str:
    """'No dancer here?' is 'If you have no dancer here,'."""
    return f" If you have {found.group('q').strip().lower()}, "


PLAIN = {"do-and": _do_and, "do-colon": _do_and, "with-done": _with_done, "question-cannot": _question_cannot,
         "question-none": _question_none, "question-done": _with_done}


def cond14_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied."""
    return tuple((re.compile(pattern, re.I), PLAIN[name]) for name, pattern in _patterns().items())
