"""A lexer pass for a discount said as the cost changing: 'play a staff card, reducing its cost by 1 krone', '... with its
cost lowered by 2 krones', 'send a dancer, the price cut by 1 champagne', 'a staff card whose cost drops by 3 krones',
and 'a krone cheaper' (an article for the amount). Each is put in the words the grammar reads, 'paying 1 krone less'.

The verbs are the lexicon's (compiler/cardtext.toml [rewrite-words] cost-lowering, cost-lowered): only verbs that make a
cost smaller, so a cost raised ('its cost increased by 1 krone') is left as it is, unread, never read as a discount.
"""
from __future__ import annotations

from functools import lru_cache

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where
from compiler.textlex_units import PAID_IN

COST_WORDS = ("cost", "price")
LEADS = ("with", "whose", "its", "the", "and", "at", "a")  # words that may stand before the cost: 'with its cost lowered by ...', 'at a cost reduced by ...'
UNITS = ("krone", "champagne")


def cost_lowered(found: list) -> list:
    """The terminals with each cost said to be lowered read as 'paying N unit less'."""
    return replaced_where(found, lambda at, index: _lowered(at, index) or _article_less(at, index) or _bare_less(at, index) or _each_less(at, index)
                          or _comma_less(at, index) or _first_price(at, index))


def _lowered(found: list, index: int):
    """(the terminals 'paying N unit less', where the discount ends) for a discount said at `index`, or None."""
    at = index
    while at < len(found) and _raw(found[at]) in LEADS and found[at].type not in ("NUM",):
        at += 1
    if at < len(found) and _raw(found[at]) in _words("cost-lowering"):  # 'reducing its cost by ...'
        at = _past_leads(found, at + 1)
        at = at + 1 if _is_cost(found, at) else -1
    elif _is_cost(found, at) and at + 1 < len(found) and _raw(found[at + 1]) in _words("cost-lowered"):  # 'its cost lowered by'
        at += 2
    else:
        return None
    up_to = at + 1 < len(found) and found[at + 1].type == "UP_TO"  # guests12a: 'reducing its cost by up to 3 krones'
    if at < 0 or not (at + 2 + up_to < len(found) and _raw(found[at]) == "by" and found[at + 1 + up_to].type == "NUM"):
        return None
    said = _paying_less(found, index, at + 1 + up_to)
    return said if said is None or not up_to else (said[0][:1] + [found[at + 1]] + said[0][1:], said[1])


def _paying_less(found: list, start: int, number: int):
    amount, end = found[number], number + 1
    said = [_token("PRICE", "paying", found[start].start_pos, found[start].start_pos), amount]
    if end < len(found) and found[end].type == "UNIT" and found[end].meaning in UNITS:
        said.append(found[end])
        end += 1
    elif _paid_in(found, start):  # 'its cost lowered by 1' after 'send a dancer': champagne
        said.append(_token("UNIT", _paid_in(found, start), amount.end_pos, amount.end_pos))
    else:
        return None  # the sentence does not say which unit: left as said, unread
    return said + [_token("LESS", "less", found[end - 1].end_pos, found[end - 1].end_pos)], end


def _paid_in(found: list, index: int) -> str:
    """The unit the action before `index` is paid in ('send' champagne, 'play' krones), or '' where none is said."""
    verb = next((t for t in reversed(found[:index]) if t.type in ("VERB", "DOT", "SEMI")), None)
    return PAID_IN.get(verb.meaning, "") if verb is not None and verb.type == "VERB" else ""


def _bare_less(found: list, index: int):
    """'paying 1 less than usual', 'for 2 less': an amount with no unit before 'less', the unit the action's."""
    if not (found[index].type == "PRICE" and index + 2 < len(found) and found[index + 1].type == "NUM" and found[index + 2].type == "LESS"):
        return None
    unit = _paid_in(found, index)
    if not unit:
        return None
    amount = found[index + 1]
    return [found[index], amount, _token("UNIT", unit, amount.end_pos, amount.end_pos), found[index + 2]], index + 3


def _each_less(found: list, index: int):
    """'play up to 2 staff cards, each 1 krone cheaper': 'each' before a discount with no 'for' is 'each for 1 krone less'."""
    if not (found[index].type == "ALL" and _raw(found[index]) == "each" and index + 3 < len(found) and found[index + 1].type == "NUM"
            and found[index + 2].type == "UNIT" and found[index + 2].meaning in UNITS and found[index + 3].type == "LESS"):
        return None
    each = found[index]
    return [_token("PRICE", "for", each.start_pos, each.end_pos, each.raw)] + found[index + 1:index + 4], index + 4  # as 'each for' is


def _comma_less(found: list, index: int):
    """'send 1 dancer, 1 champagne cheaper': a discount set after the action by a comma alone is 'for 1 champagne less'."""
    if not (found[index].type == "COMMA" and index + 3 < len(found) and found[index + 1].type == "NUM" and found[index + 2].type == "UNIT"
            and found[index + 2].meaning in UNITS and found[index + 3].type == "LESS"):
        return None
    amount = found[index + 1]
    return [found[index], _token("PRICE", "for", amount.start_pos, amount.start_pos)] + found[index + 1:index + 4], index + 4


PRICE_STARTS = ("OPTION", "DISCOUNT_OF", "PRICE")  # what a price said after 'the first' starts with, or an amount less


def _price_at(found: list, at: int) -> bool:
    """Whether a price starts at `at`: '1 krone cheaper', 'at a discount of 1', 'at normal price' (never a rank's '15 VP')."""
    if at < len(found) and found[at].type in PRICE_STARTS:
        return True
    return at + 2 < len(found) and found[at].type == "NUM" and found[at + 1].type == "UNIT" and found[at + 1].meaning in UNITS and found[at + 2].type == "LESS"


def _first_price(found: list, index: int):
    """'the first 1 krone cheaper and the second at normal price': 'first' (the lexicon's RANK 1) before a price, with a
    second said after it, leads the pair of prices (the lexicon's FIRST, as 'the first one' is)."""
    token = found[index]
    if not (token.type == "RANK" and token.meaning == 1 and _price_at(found, index + 1)):
        return None
    if not any(t.type in ("RANK", "SECOND") and t.meaning in (2, "second") for t in found[index + 2:]):
        return None
    return [_token("FIRST", "first", token.start_pos, token.end_pos, token.raw)], index + 1


def _article_less(found: list, index: int):
    """'a krone cheaper': the article is the amount, 1."""
    if not (found[index].type == "ARTICLE" and index + 2 < len(found) and found[index + 1].type == "UNIT"
            and found[index + 1].meaning in UNITS and found[index + 2].type == "LESS"):
        return None
    one = _token("NUM", 1, found[index].start_pos, found[index].end_pos, found[index].raw)
    return [one, found[index + 1], found[index + 2]], index + 3


def _past_leads(found: list, at: int) -> int:
    while at < len(found) and _raw(found[at]) in LEADS:
        at += 1
    return at


def _is_cost(found: list, at: int) -> bool:
    return at < len(found) and _raw(found[at]) in COST_WORDS


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())


@lru_cache(maxsize=None)
def _words(name: str) -> tuple:
    from compiler.textread_rewrite import rewrite_words

    return tuple(rewrite_words()[name])
