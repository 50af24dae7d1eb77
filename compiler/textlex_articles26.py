"""A lexer pass for 'a' said for the number 1 where the grammar wants a number (session 26's rewrite hunt): after a
comparison ('each time you gain at least a krone', 'give up exactly a cake', 'up to a krone less') and in a price
('prepare a room for a krone less'). The lexicon reads 'for a' as an event's word ('... for a die'); before an item
it is a price and the item's number, as 'for 1 krone'. Nothing else changes: 'a' elsewhere stays the article."""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

LIMITS = ("AT_LEAST", "AT_MOST", "EXACTLY", "UP_TO", "MORE_THAN")  # a limit said with a number after it
ONE = ("a", "an")  # the articles meaning one ('any' is an article too, but says no number)
FOR_ONE = ("for a", "for an")  # the lexicon's event word


def articles_as_one(found: list) -> list:
    """The terminals with each 'a' after a limit said as the number 1, and each 'for a' before an item as a price and 1."""
    return replaced_where(found, _one_said)


def _one_said(found: list, index: int):
    """(the terminals said, the index after them) where 'a' stands for 1 at `index`, or None."""
    token = found[index]
    if token.type == "ARTICLE" and _raw(token) in ONE and index and found[index - 1].type in LIMITS:
        return [_token("NUM", 1, token.start_pos, token.end_pos, _raw(token))], index + 1
    if token.type == "EV_WORD" and _raw(token) in FOR_ONE and _next_is(found, index, "UNIT"):
        split = token.start_pos + len("for")
        return [_token("PRICE", "for", token.start_pos, split, "for"), _token("NUM", 1, split + 1, token.end_pos, _raw(token)[4:])], index + 1
    return None


def _next_is(found: list, index: int, kind: str) -> bool:
    return index + 1 < len(found) and found[index + 1].type == kind


def _raw(token) -> str:
    return " ".join(str(getattr(token, "raw", "") or token.value).lower().split())
