"""A lexer pass for a die's strength said of the die or of the action it is taken for: 'Your dice showing 5 count +2
strength', 'Your 5 dice count +2 strength', 'Your actions with a die showing 1 or 2 get +1 strength', 'With a die showing 5
your action has 2 more strength', 'A die showing 5 counts as 2 higher for the strength of your action'. Each is the trigger
the grammar reads, 'When you take a die showing 5, your action gets +2 strength'.

Only a sentence made of these parts is put so: a die and its faces, a verb of having or counting, an amount, and words that
add nothing ('more', 'higher', 'for the strength of your action'). Anything else in it ('less', 'fewer', another effect)
leaves the sentence as it is, so a strength lowered or a wrong amount is never read as the card's.
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where
from compiler.textlex_staff11 import after_cost_head

OPENS = ("DOT", "SEMI", "COLON")  # 'Permanent: your actions with a die showing 1 or 2 get +1 strength'
LEADS = ("with", "your", "actions", "action", "any", "each", "every", "a", "an", "taken", "you", "take", "takes", "that", "carry",
         "carries", "carried", "out", "the player", "player", "done", "performed", "perform", "performs")
HAVE = ("count", "counts", "get", "gets", "has", "have", "is", "are", "gives", "give")  # 'count +2 strength', 'has 2 more strength'
EMPTY = ("MORE", "COUNT", "OF_YOUR", "PRICE")  # 'more', 'strength', 'of', 'for': what may stand round the amount
EMPTY_WORDS = ("higher", "extra", "stronger", "strength", "action", "actions", "main", "your", "their", "its", "the", "as", "more",
               "that", "this", "to", "their action", "your action")


def die_strength(found: list) -> list:
    return replaced_where(found, lambda at, index: _said_of_die(at, index) if index == 0 or at[index - 1].type in OPENS
                          or after_cost_head(at, index) else None)


def _said_of_die(found: list, start: int):
    """(the trigger's terminals, where the sentence ends) where the sentence at `start` says a die's strength, else None."""
    at = _past_words(found, start, LEADS)
    faces, at = _die(found, at)
    if faces is None or at >= len(found):
        return None
    at = _past_words(found, at, LEADS)  # 'Your actions with a die showing 5 your action has ...'
    if not (found[at].type == "STRENGTH_BY" or _word(found[at]) in HAVE):
        return None
    amount, end = _amount(found, at + 1)
    if amount is None:
        return None
    return _trigger(found[start], faces, amount, found[end]), end


def _die(found: list, at: int):
    """(the faces, where the die's words end): 'a die showing 5', 'dice showing 1 or 2', '5 dice', 'a 5 die'."""
    if at < len(found) and found[at].type == "ARTICLE":
        at += 1
    if at + 1 < len(found) and found[at].type in ("NUM", "NUMLIST") and found[at + 1].type == "DIE":  # '5 dice'
        return found[at], at + 2
    if at < len(found) and found[at].type == "DIE":
        at += 1
        at += 1 if at < len(found) and found[at].type == "EV_WORD" else 0
        if at < len(found) and found[at].type in ("NUM", "NUMLIST"):
            return found[at], at + 1
    return None, at


def _amount(found: list, at: int):
    """(the amount, where the sentence's stop is) where nothing but words that add nothing stand round one amount."""
    amount = None
    while at < len(found) and found[at].type not in OPENS:
        token = found[at]
        if token.type == "NUM" and amount is None:
            amount = token
        elif not (token.type in EMPTY or _word(token) in EMPTY_WORDS or token.type == "STRENGTH_BY"):
            return None, at
        at += 1
    return (amount, at) if amount is not None and at < len(found) else (None, at)


def _trigger(first, faces, amount, stop) -> list:
    at, end = first.start_pos, stop.start_pos
    return [_token("WHEN", "each-time", at, at, ""), _token("EVENT", "take-die", at, at, ""), faces,
            _token("COMMA", ",", faces.end_pos, faces.end_pos, ""), _token("STRENGTH_BY", "strength", amount.start_pos, amount.start_pos, ""),
            amount, _token("COUNT", "strength", amount.end_pos, amount.end_pos, "")]  # the stop is the sentence's own, kept after


def _past_words(found: list, at: int, words: tuple) -> int:
    while at < len(found) and found[at].type in ("WORD", "PRICE", "ARTICLE", "YOU", "STRENGTH_BY", "ALL", "VERB") and _word(found[at]) in words:
        at += 1
    return at


def _word(token) -> str:
    return " ".join(str(token.raw).lower().split())
