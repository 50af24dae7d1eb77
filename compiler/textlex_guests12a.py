"""Lexer passes for the discount of a guest's reward said as a clause of its own (issue 14, session 12):
- 'play 1 staff card and pay up to 3 krones less for it': the second verb is the first's price, 'paying up to 3 krones
  less', when the unit is the one the action is paid in (a play in krones, a dancer in champagne), so 'gain 1 wine and
  pay 1 krone less' stays a payment;
- 'play up to 2 staff cards, and each one costs 1 krone less' / '...; each costs 1 krone less': the cost of each is the
  action's price, 'each for 1 krone less' (compiler/textlex_discount.py reads 'each 1 krone cheaper' so).
Only a lowered price is read: 'costs 1 krone more' has no LESS and is left as written, unread.
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_units import PAID_IN
from compiler.textlex_walk import replaced_where

COSTS = ("costs", "cost", "is", "comes")  # the verb of 'each one costs 1 krone less' ('each is 1 krone cheaper')
EACH_JOINTS = ("COMMA", "SEMI", "AND")


def guest_discounts(found: list) -> list:
    return replaced_where(found, lambda at, index: _pay_less(at, index) or _each_costs(at, index))


def _pay_less(found: list, index: int):
    """'and pay [up to] N unit less' after an action paid in that unit: 'paying [up to] N unit less'."""
    if not (_is(found, index, "AND") and _is(found, index + 1, "VERB") and found[index + 1].meaning == "pay"):
        return None
    amount = _amount_less(found, index + 2)
    if amount is None or _paid_in(found, index) != found[amount - 2].meaning:
        return None
    said = found[index + 1]
    return [_token("PRICE", "paying", said.start_pos, said.end_pos, said.raw)] + found[index + 2:amount], amount


def _each_costs(found: list, index: int):
    """', and each one costs N unit less' after an action paid in that unit: ', each for N unit less'."""
    if not _is(found, index, *EACH_JOINTS):
        return None
    at = index + 1 + (_is(found, index + 1, "AND") and found[index].type != "AND")
    if not (_is(found, at, "ALL") and _raw(found[at]) == "each"):
        return None
    at += 1 + (_is(found, at + 1, "NUM") and _raw(found[at + 1]) == "one")
    if not (at < len(found) and _raw(found[at]) in COSTS):
        return None
    end = _amount_less(found, at + 1)
    if end is None or found[at + 1].type == "UP_TO" or _paid_in(found, index) != found[end - 2].meaning:
        return None
    each = found[at - 1]
    comma = _token("COMMA", ",", found[index].start_pos, found[index].end_pos, found[index].raw)
    return [comma, _token("PRICE", "for", each.start_pos, each.end_pos, each.raw)] + found[at + 1:end], end


def _amount_less(found: list, at: int):
    """Where '[up to] N unit LESS' starting at `at` ends, or None."""
    at += _is(found, at, "UP_TO")
    if _is(found, at, "NUM") and _is(found, at + 1, "UNIT") and _is(found, at + 2, "LESS"):
        return at + 3
    return None


def _paid_in(found: list, index: int) -> str:
    """The unit the action before `index` in its sentence is paid in, or ''."""
    verb = next((t for t in reversed(found[:index]) if t.type in ("VERB", "DOT")), None)
    return PAID_IN.get(verb.meaning, "") if verb is not None and verb.type == "VERB" else ""


def _is(found: list, at: int, *kinds) -> bool:
    return at < len(found) and found[at].type in kinds


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())
