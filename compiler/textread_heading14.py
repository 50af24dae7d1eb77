"""A heading a writer puts before a card's text that names the card by what is printed on it or filed with it
(session 14, around14): player aids, spreadsheets and playtest notes open with the card's kind, its id, its group
letter, its module's mark and its name, in any order, set off by a full stop or a colon:

- 'EMP TILE B4.', 'Emperor tile C2:', 'Tile A3 - Free room.', 'Five krones (group B).', 'EMP A (+).', 'OBJ A:',
  'Objective 106.', 'Guest 58.';
- a spoken opener before the card's name, 'Okay, the Goldener Strauss.', 'Right, Charlie Chaplin (1 VP).': the
  opener alone is left out, and what follows is read as any heading is.

Every piece is read, none passed over: an id, a group letter or a module's mark that is not the card's is named
(`heading_differences`: 'the text's heading says tile C4; the card is B4'); a kind word of another kind, or another
card's name, makes no heading, and the words stay unread. A heading of the card's pieces is blanked (padded, so every
other word keeps its place), as compiler/textread_heading12.py blanks a board's name.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from compiler.textlex import LEXICON
from compiler.textread_heading12 import _name

PIECE_GAP = r"[\s,–—-]*"  # what stands between a heading's pieces: spaces, commas, dashes
ENDS = r"\s*[.:](?=\s|$)"  # what ends a heading: a full stop or a colon before a space or the text's end


@lru_cache(maxsize=1)
def heading_words() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))["around-words"]


@dataclass(frozen=True)
class Said:
    """A value a heading states: what it is ('tile', 'group', 'module'), as said, and where."""
    what: str
    value: str
    at: tuple


def card_heading(text: str, name: str, kind: str) -> str:
    """The text with its heading blanked when the heading is made of the card's pieces (wrong values included: they
    are named by `heading_differences`), and a spoken opener before the card's name blanked."""
    found = _heading(kind, name).match(text)
    if found is not None and _has_piece(found):
        return " " * found.end() + text[found.end():]
    opener = _opener(name).match(text)
    return " " * opener.end("hello") + text[opener.end("hello"):] if opener else text


def heading_differences(text: str, name: str, kind: str, ident: str, values: dict) -> list[tuple]:
    """(where, message) for each id, group or module mark the heading states that is not the card's."""
    found = _heading(kind, name).match(text)
    if found is None or not _has_piece(found):
        return []
    return [(s.at, f"the text's heading says {s.what} {s.value}; the card is {_card_value(s.what, ident, values)}")
            for s in _said(found) if not _agrees(s, ident, values)]


def _has_piece(found: re.Match) -> bool:
    """A heading names the card by at least its kind, its id, its name or its group said with the word ('Group B.');
    a lone letter is a word of the text."""
    named = found.group("group") or ""
    return any(found.group(g) for g in ("kind", "tile", "name")) or named.strip("( ").lower().startswith(("group", "grp"))


def _said(found: re.Match) -> list[Said]:
    groups = (("tile", "tile"), ("group", "group"), ("group", "group2"), ("module", "module"))
    said = [Said(what, _clean(what, found.group(g)), found.span(g)) for what, g in groups if found.group(g)]
    return [Said("number", s.value, s.at) if s.what == "tile" and s.value.isdigit() else s for s in said]  # 'Objective 106'



def _clean(what: str, said: str) -> str:
    if what == "module":
        return said.strip("() ").lower()
    if what == "group":  # '(group B)', 'grp. B', 'B': the letter ends it
        return re.sub(r"[^a-z]", "", said.lower())[-1:].upper()
    return re.sub(r"[\s#]", "", said).upper()


def _agrees(said: Said, ident: str, values: dict) -> bool:
    return said.value in _card_values(said.what, ident, values)


def _card_values(what: str, ident: str, values: dict) -> tuple:
    if what in ("tile", "number"):
        return (ident.upper(),)
    if what == "group":
        return (str(values.get("group") or "").upper(),)
    return tuple(heading_words().get(f"heading-module-{values.get('module')}", ()))


def _card_value(what: str, ident: str, values: dict) -> str:
    found = _card_values(what, ident, values)
    return f"{what} {found[0]}" if found and found[0] else f"in no {what}"


@lru_cache(maxsize=None)
def _heading(kind: str, name: str) -> re.Pattern:
    """The heading's pieces in a writer's order: kind, id, group, module's mark, name, then a stop or a colon."""
    kinds = "|".join(re.escape(w).replace("\\ ", r"\s+") for w in sorted(heading_words().get(f"heading-kind-{kind}", []), key=len, reverse=True))
    marks = "|".join(re.escape(w) for key, v in heading_words().items() if key.startswith("heading-module-") for w in v)
    kind_ = rf"(?P<kind>\b(?:{kinds})\b\.?)" if kinds else r"(?P<kind>(?!x)x)"
    tile = r"(?P<tile>\b[a-c]\s?[1-9]\b|(?(kind)#?\d{1,3}\b|(?!x)x))"  # a number alone is an id only after a kind word
    group = r"(?P<group>\(?\s*\b(?:group|grp\.?)[\s-]+[a-c]\b\s*\)?|(?(kind)\b[a-c]\b(?!\.)|(?!x)x))"  # a bare letter: after a kind word
    module = rf"(?P<module>\(\s*(?:{marks})\s*\))" if marks else r"(?P<module>(?!x)x)"
    named = rf"(?P<name>(?:the\s+)?{_name(name)}\b)" if len(name.strip()) >= 3 else r"(?P<name>(?!x)x)"
    return re.compile(rf"^\s*(?:{kind_}{PIECE_GAP})?(?:{tile}{PIECE_GAP})?(?:{group}{PIECE_GAP})?(?:{module}{PIECE_GAP})?"
                      rf"(?:{named}{PIECE_GAP})?(?:{group.replace('P<group>', 'P<group2>')}{PIECE_GAP})?{ENDS}", re.I)


@lru_cache(maxsize=None)
def _opener(name: str) -> re.Pattern:
    """'Okay, the Goldener Strauss': a spoken opener, then the card's name."""
    hello = "|".join(re.escape(w) for w in sorted(heading_words()["heading-openers"], key=len, reverse=True))
    return re.compile(rf"^\s*(?P<hello>(?:{hello})\s*[,!]?)\s+(?=(?:the\s+)?{_name(name)}\b)", re.I)
