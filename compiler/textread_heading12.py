"""A board's printed heading (issue 14): card faces, player aids and rulebook appendices open a hotel entrance's,
ballroom's or action space's text with its name, set off by a full stop or a dash rather than the colon the name
reader (compiler/textread_names.py) takes as a heading:

- 'Odeonsaal. A dancer placed in ...', 'Zur Kettenbrücke. Top row: ...', 'Mayenfels – on gaining: ...';
- an action space's number before its name, 'Action 5 – Hire Staff: ...', 'Action 3 – Rooms. ...', 'Action 2 (Drinks
  and Champagne): ...', 'Action 1 – Dishes & champagne: ...': the number stays ('Action 5:'), read as the space's number,
  so a wrong number is named;
- the name in the card's spelling or a keyboard's ('Kettenbruecke', 'Strauss'), '&' for 'and', in any case.

Only the card's own name is blanked (padded, so every other word keeps its place); another board's name heading the
text stays, and is not read.
"""
from __future__ import annotations

import re
from functools import lru_cache

BOARD_KINDS = ("hotel-entrance", "ballroom", "action-space")
SPELLED = (("ß", "(?:ß|ss)"), ("ü", "(?:ü|ue)"), ("ö", "(?:ö|oe)"), ("ä", "(?:ä|ae)"))  # as keyboards write them
NUMBER = r"(?P<number>\s*(?:action\s+space|action|space)\s+\d+)?"  # 'Action 5', 'Space 3'
ENDS = r"\s*(?:[.:–—]|\s-\s)"  # what sets a heading off from the text: a stop, a colon, a dash


def board_heading(text: str, name: str, kind: str) -> str:
    """The text with the board's own name heading it blanked (an action space's number before it kept)."""
    if kind not in BOARD_KINDS or len(name.strip()) < 3:
        return text
    return _heading(name).sub(_kept_number, text, count=1)


@lru_cache(maxsize=None)
def _heading(name: str) -> re.Pattern:
    """The name opening the text, after an action space's number and a dash or in brackets, then a stop or a dash."""
    return re.compile(r"^" + NUMBER + r"\s*(?:[,–—-]\s*)?(?P<open>\(\s*)?(?:the\s+)?" + _name(name)
                      + r"(?(open)\s*\))" + ENDS, re.I)


def _name(name: str) -> str:
    """The name's words apart by any spaces, its letters spelled either way, '&' and 'and' alike."""
    words = [w for w in re.split(r"\s+", name.strip()) if w]
    return r"\s+".join(r"(?:and|&)" if w.lower() in ("and", "&") else _spelled(w) for w in words)


def _spelled(word: str) -> str:
    said = re.escape(word)
    for letter, either in SPELLED:
        said = said.replace(letter, either)
    return said


def _kept_number(found: re.Match) -> str:
    """'Action 5 – Hire Staff:' is 'Action 5:' (padded); a name alone is blanked."""
    number = (found.group("number") or "").rstrip()
    return ((number + ":") if number else "").ljust(len(found.group(0)))
