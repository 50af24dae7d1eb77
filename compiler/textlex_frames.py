"""Lexer passes for one act said through another verb frame (session 13, frames13; the reading is compiler/textframes.py).

The row as the subject of its bonus: a ballroom's row bonus is the card's 'a dancer you place in the top row: gain 3
krones', and writers give it with the row, or its dancers, as who gives ('the top row gives you 3 krones', 'a top-row
dancer is worth 5 VP', 'dancers in the top row score 5 VP', '... and middle-row dancers 1 step', 'the bottom row gives no
bonus'). Each is put in the terminals the grammar reads for a row: a row opening a clause is its lead (ROW_LABEL), a row
later in the clause the next row (ROW_NEXT ROW), a row that gives nothing ROW GIVES_NOTHING, whatever the verb of giving
(any VERB the lexicon reads as a gain, a score or a move, and 'is worth') and whatever is given.
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

OPENING = ("DOT", "SEMI")  # what a clause's first terminal follows
JOINING = ("AND", "COMMA")  # what a next row follows inside a clause
GIVING = ("gain", "score", "move", "advance")  # the verbs a row gives its bonus by
DANCER = "dancer"


def rows_as_subjects(found: list) -> list:
    """The terminals with each row said as the subject of its bonus put as the grammar's row lead or next row."""
    return replaced_where(found, lambda at, index: _dancers_in(at, index) or _row_gives(at, index) or _label_later(at, index))


def _before(found: list, index: int) -> str:
    return found[index - 1].type if index > 0 else "DOT"


def _gives_at(found: list, index: int) -> bool:
    """Whether a verb of giving stands at `index` ('gives you', 'earns', 'is worth', 'moves you', 'lets you')."""
    token = found[index] if index < len(found) else None
    return token is not None and (token.type == "IS_WORTH" or token.type == "MAY" or (token.type == "VERB" and token.meaning in GIVING))


def _giving(token):
    """'is worth' after a row is its gain."""
    return _token("VERB", "gain", token.start_pos, token.end_pos, token.raw) if token.type == "IS_WORTH" else token


def _row_said(found: list, index: int, row: str, start: int, end: int, raw: str) -> list:
    """The row as the clause's lead where the clause opens at `index`, else as the next row."""
    if _before(found, index) in OPENING:
        return [_token("ROW_LABEL", row, start, end, raw)]
    return [_token("ROW_NEXT", "row", start, start), _token("ROW", row, start, end, raw)]


def _dancers_in(found: list, index: int):
    """'(a) dancer(s) in the top row ...' opening a clause, or '... and in the middle row 2 VP' after a row said first."""
    at = index + (1 if found[index].type in ("ARTICLE", "ALL") else 0)
    if at + 1 < len(found) and found[at].type == "NOUN" and found[at].meaning == DANCER and _row_filter(found[at + 1]) \
            and _before(found, index) in OPENING and _gives_at(found, at + 2):
        row = _row_filter(found[at + 1])
        return _row_said(found, index, row, found[index].start_pos, found[at + 1].end_pos, "") + [_giving(found[at + 2])], at + 3
    if _row_filter(found[index]) and _before(found, index) in JOINING and _row_earlier(found, index):
        token = found[index]
        return _row_said(found, index, _row_filter(token), token.start_pos, token.end_pos, token.raw), index + 1
    return None


def _row_filter(token) -> str:
    meaning = str(getattr(token, "meaning", ""))
    return meaning.removeprefix("row=") if token.type == "COUNT_FILTER" and meaning.startswith("row=") else ""


def _row_earlier(found: list, index: int) -> bool:
    """Whether a row was said earlier in the sentence (so 'in the middle row' after it is the next row)."""
    for token in reversed(found[:index]):
        if token.type == "DOT":
            return False
        if token.type in ("ROW_LABEL", "ROW_LEAD", "ROW") or _row_filter(token):
            return True
    return False


def _row_gives(found: list, index: int):
    """'the top row gives you 3 krones' (the row a lead, or the next row), 'the bottom row gives no bonus' (nothing)."""
    token = found[index]
    if token.type != "ROW" or index + 1 >= len(found) or _before(found, index) in ("ROW_NEXT", "ROW_LEAD"):
        return None
    if found[index + 1].type == "VERB" and found[index + 1].meaning in GIVING and index + 2 < len(found) and found[index + 2].type == "NONE":
        after = found[index + 2]
        return [token, _token("GIVES_NOTHING", "nothing", found[index + 1].start_pos, after.end_pos, after.raw)], index + 3
    if found[index + 1].type in ("NONE", "NUM") and _before(found, index) in JOINING and _row_earlier(found, index):
        return _row_said(found, index, token.meaning, token.start_pos, token.end_pos, token.raw), index + 1  # '..., the bottom row nothing'
    if not _gives_at(found, index + 1):
        return None
    return _row_said(found, index, token.meaning, token.start_pos, token.end_pos, token.raw) + [_giving(found[index + 1])], index + 2


def _label_later(found: list, index: int):
    """'..., and middle-row dancers 1 step': a row's lead said inside a clause is the next row; 'is worth' after a lead
    is its gain."""
    token = found[index]
    if token.type != "ROW_LABEL":
        return None
    said = [token] if _before(found, index) not in JOINING else _row_said(found, index, token.meaning, token.start_pos, token.end_pos, token.raw)
    if index + 1 < len(found) and found[index + 1].type == "IS_WORTH":
        return said + [_giving(found[index + 1])], index + 2
    return (said, index + 1) if said != [token] else None
