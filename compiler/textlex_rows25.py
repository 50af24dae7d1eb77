"""A lexer pass for a ballroom's row said as the moment a dancer goes there (session 25): 'When you place a dancer in
the top row, you score 5 VP', 'If you put a dancer on the middle row, ...', 'Whenever you send a dancer to the top row,
...', 'each time you place one in the middle row, ...'. A row's bonus is what a dancer placed there gives, so the
moment said is the row itself: the terminals are said as the row's lead (ROW_LABEL), which the grammar reads as a row's
rule ('A dancer you place in the top row ...'). On a card with no rows the row read is a difference like any other."""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

OPENERS = ("WHEN", "IF")  # 'when', 'whenever', 'each time', 'every time', 'if'


def rows_as_moments(found: list) -> list:
    """The terminals with each moment of placing a dancer in a row said as that row's lead."""
    return replaced_where(found, _row_moment)


def _row_moment(found: list, index: int):
    """(the row's lead, the index after the moment) for a moment of placing a dancer in a row at `index`, or None."""
    if found[index].type not in OPENERS:
        return None
    end, row = _placed_row(found, index + 1)
    if row is None:
        return None
    start, last = found[index], found[end - 1]
    return [_token("ROW_LABEL", row, start.start_pos, last.end_pos, _said(start, last))], end


def _placed_row(found: list, at: int) -> tuple[int, str | None]:
    """(the index after the row, the row) when the terminals from `at` place a dancer in a row: 'you put' and the row
    said with its dancer ('a dancer in the top row') or as 'one in' it, or the lexicon's event of sending a dancer and
    the row it goes to ('you send a dancer' 'to' 'the top row'); else (at, None)."""
    kinds = [t.type for t in found[at:at + 4]]
    if kinds[:3] == ["YOU", "VERB", "ROW_LABEL"] and found[at + 1].meaning == "put":
        return at + 3, found[at + 2].meaning
    if kinds[:4] == ["YOU", "VERB", "ROW_NEXT", "ROW"] and found[at + 1].meaning == "put":
        return at + 4, found[at + 3].meaning
    if kinds[:1] == ["EVENT"] and found[at].meaning == "dancer-sent":
        to = at + 1 + (kinds[1:2] == ["TO"])
        if to < len(found) and found[to].type == "ROW":
            return to + 1, found[to].meaning
    return at, None


def _said(start, last) -> str:
    """The words the lead stands for, as far as the terminals keep them."""
    return " ".join(str(getattr(t, "raw", "") or t.value) for t in (start, last))
