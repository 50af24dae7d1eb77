"""A lexer pass for a die's strength said after its trigger in words other than 'the action gets +N strength': 'When you
take a die showing 5, the strength of your action is 2 more', '..., your action is 2 stronger', '..., that action is
carried out at +2 strength'. Each is put as the grammar reads it, '..., the action gets 2 strength'.

Only a clause made of these parts is put so: words that name the action or its strength, one amount, and a word that
says the strength goes UP ('more', 'higher', 'stronger', a plus sign set against the amount). A clause with anything
else ('less', 'weaker', another effect) or with no such word ('is carried out at 2 strength': a strength set, not
raised) is left as it is, unread, so a lowered strength is never read as the card's.

It runs before the plus signs are dropped (compiler/textlex_units.py plus_signs), since the sign is the word that
tells a raised strength ('at +2 strength') from a set one ('at 2 strength').
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

STOPS = ("DOT", "SEMI")
UP_WORDS = ("more", "higher", "stronger", "extra")  # the strength raised, not set
STRENGTH_WORDS = ("strength", "stronger")
NEUTRAL = ("the", "your", "their", "its", "that", "this", "action", "main action", "main", "strength", "of", "is", "gets", "has",
           "carried out", "performed", "done", "at", "with", "stronger", "higher", "more", "extra", "of your", "of their", "of the")


def strength_said_after(found: list) -> list:
    """The terminals with each strength clause after a die's trigger read as 'the action gets N strength'."""
    return replaced_where(found, _clause_after_die)


def _clause_after_die(found: list, index: int):
    """(the terminals 'STRENGTH_BY N COUNT', the clause's stop) for the clause after 'a die showing N,' at `index`."""
    if not (index >= 3 and found[index - 1].type == "COMMA" and _after_faces(found, index - 2)):
        return None
    end = _stop(found, index)
    clause = found[index:end]
    amount = _amount(clause)
    if amount is None or not _raised(clause, amount) or not any(_raw(t) in STRENGTH_WORDS for t in clause):
        return None
    return _gets(amount), end


def _after_faces(found: list, at: int) -> bool:
    """Whether the faces ending at `at` ('5', '1 or 2': the lists are not yet joined) follow 'you take a die showing'."""
    start = at
    while at >= 0 and found[at].type in ("NUM", "NUMLIST", "OR"):
        at -= 1
    return at < start and found[start].type != "OR" and at >= 0 and found[at].type == "EVENT" and found[at].meaning == "take-die"


def _stop(found: list, index: int) -> int:
    return next((at for at in range(index, len(found)) if found[at].type in STOPS), len(found))


def _amount(clause: list):
    """The one amount of a clause made only of neutral words and a plus sign, else None."""
    numbers = [t for t in clause if t.type == "NUM"]
    others = [t for t in clause if t.type != "NUM" and _raw(t) not in NEUTRAL and _raw(t) != "+"]
    return numbers[0] if len(numbers) == 1 and not others else None


def _raised(clause: list, amount) -> bool:
    """Whether the clause says the strength goes up: an up word, or a plus sign set against the amount."""
    signed = any(_raw(t) == "+" and t.end_pos == amount.start_pos for t in clause)
    return signed or any(_raw(t) in UP_WORDS for t in clause)


def _gets(amount) -> list:
    at = amount.start_pos
    return [_token("STRENGTH_BY", "strength", at, at, ""), amount, _token("COUNT", "strength", amount.end_pos, amount.end_pos, "")]


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())


COST_LEADS = ("for", "at", "only", "just")  # as compiler/textread_facts.py COST_LEADS: 'For 2 krones, ...' opening the text


def after_cost_head(found: list, index: int) -> bool:
    """Whether `index` follows a staff card's cost said first and set off by a comma ('For 2 krones, every action ...'):
    the sentence's own start once the printed cost is taken out (compiler/textread_facts.py)."""
    return (index == 4 and found[3].type == "COMMA" and _raw(found[0]) in COST_LEADS and found[1].type == "NUM"
            and found[2].type == "UNIT" and found[2].meaning == "krone")
