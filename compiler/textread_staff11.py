"""A staff card's cost said as what its owner pays for it, heading the text: 'Spend 5 krones on this card and ...', 'Pay 5
krones for him, and ...', 'Pay 6 krones once, and from then on ...', 'Hire her for 3 krones: ...', 'Play him for 3 krones
and ...'. Read as compiler/textread_facts.py reads 'Cost 5.': a fact compared with the card's printed cost, so a wrong
amount is named as the cost.

Only at the head of the text's first sentence, and only where the payment is said to be for the card ('on' or 'for' the
card, a pronoun of it, 'once') and a break follows: 'Pay 1 krone: gain 2 VP' (a payment that is an effect) is not a cost.
"""
from __future__ import annotations

from compiler import meaning as m

BREAKS = ("COMMA", "SEMI", "AND", "BUT", "COLON", "DOT")
PAY_FOR = ("on", "for")  # 'spend 5 krones on this card' ('this card' is dropped by the lexer)
HIRE = ("play",)  # the verb meaning of 'hire', 'play', 'recruit'


def paid_for_card(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """(where the cost ends, the cost fact) for a payment for the card heading the first sentence, or None."""
    if kind != "staff" or not first or "cost" in said or at > 2:
        return None
    end = _paid(tokens, at) or _hired(tokens, at)
    if end is None:
        return None
    amount = next(t for t in tokens[at:end] if t.type == "NUM")
    return end, m.Fact("cost", amount.meaning, at=(tokens[at].start_pos, tokens[end - 1].end_pos))


def _paid(tokens: list, at: int):
    """'Pay 5 krones for him,', 'Spend 5 krones on this card and', 'Pay 6 krones once,': where the payment ends."""
    if not (_is(tokens, at, "VERB", "pay") and _is(tokens, at + 1, "NUM") and _is(tokens, at + 2, "UNIT", "krone")):
        return None
    end = at + 3
    if end < len(tokens) and _raw(tokens[end]) in PAY_FOR:
        end += 2 if _is(tokens, end + 1, "NOUN", "it") else 1
    elif end < len(tokens) and _raw(tokens[end]) == "once":
        end += 1
    else:
        return None
    return end if end < len(tokens) and tokens[end].type in BREAKS else None


def _hired(tokens: list, at: int):
    """'Hire her for 3 krones:', 'Play him for 3 krones and': where the hiring ends."""
    at += 1 if _is(tokens, at, "WHEN") and not str(tokens[at].raw).strip() else 0  # a trigger the lexer put before 'Hire it ...:'
    if not (_is(tokens, at, "VERB", *HIRE) and _is(tokens, at + 1, "NOUN", "it") and _raw_at(tokens, at + 2) == "for"
            and _is(tokens, at + 3, "NUM") and _is(tokens, at + 4, "UNIT", "krone")):
        return None
    end = at + 5
    return end if end < len(tokens) and tokens[end].type in BREAKS else None


def _is(tokens: list, at: int, kind: str, *meanings) -> bool:
    return at < len(tokens) and tokens[at].type == kind and (not meanings or tokens[at].meaning in meanings)


def _raw_at(tokens: list, at: int) -> str:
    return _raw(tokens[at]) if at < len(tokens) else ""


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())
