"""A lexer pass for a trigger said as a subject that lets you do something (session 24): 'Taking a die showing 5 lets
you advance 2 steps', 'Each staff card you play allows you to take 1 wine'. The grammar reads a giver only with what it
gives you ('... gives you 1 wine'); with the permissive frame after it ('lets you', 'allows you to': the lexicon's
MAY 'let') it is said as the trigger it is: 'Each time you take a die showing 5, you let advance 2 steps', which the
frame then reads as optional or not as the card says (compiler/textframes.py). What stands between the giver and the
frame must be the event's own words (its die face, colours, states); anything else leaves the terminals as they are."""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

EVENT_WORDS = ("NUM", "NUMLIST", "OR", "COLOR", "STATE", "EV_WORD", "ANY_COLOR", "ARTICLE")  # a giver's die face, colours, states


def giver_lets(found: list) -> list:
    """The terminals with each giver followed by the permissive frame said as a trigger."""
    return replaced_where(found, _as_trigger)


def _frame_after(found: list, index: int) -> int | None:
    """Where the permissive frame after a giver at `index` is, or None."""
    if found[index].type != "GIVER":
        return None
    at = index + 1
    while at < len(found) and found[at].type in EVENT_WORDS:
        at += 1
    return at if at < len(found) and _is_let(found[at]) else None


def _as_trigger(found: list, index: int):
    """(the trigger said, where the frame stands) for a giver at `index` with the frame after it, or None."""
    frame = _frame_after(found, index)
    if frame is None:
        return None
    giver, where = found[index], found[frame].start_pos
    said = ([_token("WHEN", "each-time", giver.start_pos, giver.start_pos, ""), _token("EVENT", giver.meaning, giver.start_pos, giver.end_pos, giver.raw)]
            + found[index + 1:frame] + [_token("COMMA", ",", where, where, ""), _token("YOU", "you", where, where, "")])
    return said, frame


def optional_let(found: list) -> list:
    """'lets you optionally advance': the frame's 'let' with 'optionally' right after it is the one modal 'may' (the
    grammar takes one modal before a verb)."""
    return [t for i, t in enumerate(found) if not (_is_let(t) and i + 1 < len(found) and found[i + 1].type == "MAY" and found[i + 1].meaning == "may")]


def _is_let(token) -> bool:
    return token.type == "MAY" and token.meaning == "let"
