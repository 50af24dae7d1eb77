"""Lexer passes for the discount of a guest's reward said as a clause of its own (issue 14, session 12):
- 'play 1 staff card and pay up to 3 krones less for it': the second verb is the first's price, 'paying up to 3 krones
  less', when the unit is the one the action is paid in (a play in krones, a dancer in champagne), so 'gain 1 wine and
  pay 1 krone less' stays a payment;
- 'play up to 2 staff cards, and each one costs 1 krone less' / '...; each costs 1 krone less': the cost of each is the
  action's price, 'each for 1 krone less' (compiler/textlex_discount.py reads 'each 1 krone cheaper' so).
Only a lowered price is read: 'costs 1 krone more' has no LESS and is left as written, unread.
And two shapes of a reward's room:
- its floors said each with their noun or their ordinal ending: 'on floor 1 or floor 2', 'on the 1st or 2nd floor' are
  'on floor 1 or 2' (the numbers kept, so a wrong floor is named);
- 'free' said before the thing: 'prepare 1 free room', 'a free guest from the queue' are 'prepare 1 room for free' (the
  lexicon's OPTION free put after the noun, where the grammar reads it).
And a reward's option said as a noun (options_said), each put as the 'may' the grammar reads:
- 'gives you the option of a step up the Emperor track' is 'may gain a step ...'; '... the option to occupy a room' is
  'may occupy a room';
- 'gives you two options: play ..., and prepare ...' (a count of options, then a colon and a verb) is 'may play ...';
- '... and the option to occupy a room' (the lexicon reads 'and the option to' as one MAY) is 'and may occupy a room';
- 'it is permitted to advance ... and to occupy ...': the second 'to' after a 'may' is the same 'may', dropped;
- 'Optional staff play ...' opening a clause is 'may play 1 staff ...' (the noun before the verb it is done to).
Only 'option' nouns and 'optional' are read so: a thing given with no such word stays as said (not optional).
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_units import PAID_IN
from compiler.textlex_walk import replaced_where

COSTS = ("costs", "cost", "is", "comes")  # the verb of 'each one costs 1 krone less' ('each is 1 krone cheaper')
EACH_JOINTS = ("COMMA", "SEMI", "AND")


def guest_discounts(found: list) -> list:
    return replaced_where(found, lambda at, index: _pay_less(at, index) or _each_costs(at, index) or _floor_said_again(at, index)
                          or _ordinal_floors(at, index) or _free_before(at, index))


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


ORDINAL_ENDINGS = ("st", "nd", "rd", "th")
JOINS = ("OR", "AND")


def _floor_said_again(found: list, index: int):
    """'on floor 1 or floor 2': the second 'floor' dropped, as 'on floor 1 or 2' says it."""
    if not (_is(found, index, "ON_FLOOR") and _is(found, index + 1, "NUM") and _is(found, index + 2, *JOINS)
            and _is(found, index + 3, "NOUN") and found[index + 3].meaning == "floor" and _is(found, index + 4, "NUM")):
        return None
    return found[index:index + 3] + [found[index + 4]], index + 5


def _ordinal_floors(found: list, index: int):
    """'on the 1st or 2nd floor': 'on floor 1 or 2' (the numbers' endings and the noun after them dropped)."""
    if not (_raw_at(found, index) == "on" and _ordinal(found, index + 1) and _is(found, index + 3, *JOINS) and _ordinal(found, index + 4)
            and _is(found, index + 6, "NOUN") and found[index + 6].meaning == "floor"):
        return None
    on = found[index]
    return [_token("ON_FLOOR", "floor", on.start_pos, on.end_pos, on.raw), found[index + 1], found[index + 3], found[index + 4]], index + 7


def _ordinal(found: list, at: int) -> bool:
    return _is(found, at, "NUM") and _raw_at(found, at + 1) in ORDINAL_ENDINGS and found[at + 1].start_pos == found[at].end_pos


def _free_before(found: list, index: int):
    """'1 free room', 'a free guest', 'an optional free room': the amount, the noun, then 'for free'."""
    at = index + 1 + (_raw_at(found, index + 1) == "optional")  # compiler/textlex_optional.py reads it after the noun
    if not (_is(found, index, "NUM", "ARTICLE") and _is(found, at, "OPTION") and found[at].meaning == "free"
            and _raw(found[at]) == "free" and _is(found, at + 1, "NOUN")):
        return None
    return found[index:at] + [found[at + 1], found[at]], at + 2


def _raw_at(found: list, at: int) -> str:
    return _raw(found[at]) if at < len(found) else ""


OPTION_NOUNS = ("option", "options", "choice", "choices")
OPTION_LISTS = ("things", "rewards", "bonuses", "benefits", "actions")  # after 'optional' only: 'two optional things:' ('two things:' is not)
OPENS = ("DOT", "COLON", "SEMI", "OCCASION")


def options_said(found: list) -> list:
    return replaced_where(found, lambda at, index: _option_of(at, index) or _options_listed(at, index) or _and_may(at, index)
                          or _and_to(at, index) or _optional_noun_verb(at, index))


def _option_of(found: list, index: int):
    """'(gives you) the option of a step' is 'may gain a step'; '(gives you) the option to occupy' is 'may occupy'; 'you
    have the option of a free guest' (the lexicon's MAY, a thing after it) is 'may gain a free guest'."""
    if _is(found, index, "MAY") and _raw(found[index]).endswith(" of") and _is(found, index + 1, "ARTICLE", "NUM"):
        gain = _token("VERB", "gain", found[index].end_pos, found[index].end_pos, "")
        return [found[index], gain], index + 1
    if not (_is(found, index, "VERB") and found[index].meaning == "gain"):
        return None
    if _is(found, index + 1, "MAY") and _raw(found[index + 1]).endswith((" of", " to")):  # 'the option of' read whole
        return _option_after_gain(found, index, index + 1, index + 2, _raw(found[index + 1]).rsplit(" ", 1)[1])
    if _raw_at(found, index + 1) in OPTION_NOUNS:
        return _option_after_gain(found, index, index + 1, index + 3, _raw_at(found, index + 2))
    return None


def _option_after_gain(found: list, gain: int, said: int, after: int, joint: str):
    may = _token("MAY", "may", found[said].start_pos, found[said].end_pos, found[said].raw)
    if joint == "of":
        return [may, found[gain]], after
    return ([may], after) if joint == "to" and _is(found, after, "VERB") else None


def _options_listed(found: list, index: int):
    """'(gives you) two options: play ...' is 'may play ...' ('two optional things:' as well)."""
    at = index + _is(found, index, "VERB") if _is(found, index, "VERB") and found[index].meaning == "gain" else index
    if not (_is(found, at, "NUM") and isinstance(found[at].meaning, int) and found[at].meaning > 1):
        return None
    optional = _raw_at(found, at + 1) == "optional"
    at += 1 + optional
    if not (_raw_at(found, at) in (OPTION_LISTS if optional else OPTION_NOUNS) and _is(found, at + 1, "COLON") and _is(found, at + 2, "VERB")):
        return None
    said = found[at]
    return [_token("MAY", "may", said.start_pos, found[at + 1].end_pos, said.raw)], at + 2


def _and_may(found: list, index: int):
    """'... and the option to occupy': a MAY said with its 'and' is the joint, then the 'may'."""
    token = found[index]
    if not (token.type == "MAY" and _raw(token).startswith(("and ", "plus ")) and index > 0 and found[index - 1].type not in OPENS):
        return None
    joint = _token("AND", "and", token.start_pos, token.start_pos + 3, "and")
    return [joint, _token("MAY", "may", token.start_pos + 4, token.end_pos, token.raw)], index + 1


def _and_to(found: list, index: int):
    """'permitted to advance ... and to occupy ...': the 'to' of the second verb after a 'may' in the sentence dropped."""
    if not (_is(found, index, "AND") and _is(found, index + 1, "TO") and _raw_at(found, index + 1) == "to" and _is(found, index + 2, "VERB")):
        return None
    before = next((t for t in reversed(found[:index]) if t.type in ("MAY", "DOT")), None)
    return ([found[index]], index + 2) if before is not None and before.type == "MAY" else None


def _optional_noun_verb(found: list, index: int):
    """'Optional staff play with ...' opening a clause: 'may play 1 staff with ...'."""
    if not (_raw_at(found, index) == "optional" and found[index].type == "WORD" and (index == 0 or found[index - 1].type in OPENS)
            and _is(found, index + 1, "NOUN") and _is(found, index + 2, "VERB")):
        return None
    said, noun = found[index], found[index + 1]
    one = _token("NUM", 1, noun.start_pos, noun.start_pos, "")
    return [_token("MAY", "may", said.start_pos, said.end_pos, said.raw), found[index + 2], one, noun], index + 3
