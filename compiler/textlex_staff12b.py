"""Lexer passes for the shapes the Let's Waltz! staff cards are said in (issue 14, session 12, helper staff12b).

- A bell card's trigger said as an order after its heading: 'Bell: finish a yellow guest's order of 3+ items -> ...',
  'Bell card. Complete a red guest's order of 3 or more items: ...', 'Bell card. Finish ... and you take ...'. Read as
  'Bell card: when you finish ..., ...': the heading is the bell, the order names its event.
- An arrow from a payment to what it buys: 'pay 2 krones -> 1 champagne + 3 VP' is 'pay 2 krones: gain 1 champagne and
  3 VP' (a bare amount after the arrow is what is gained, as after 'for' in 'pay 2 krones for 1 champagne').
- An exchange of named things: 'trade 2 strudel for 2 krones and 2 VP', 'turn 2 strudel into ...', 'pay 2 strudel in
  exchange for ...' is 'pay 2 strudel and gain 2 krones and 2 VP'. Only where both sides are amounts of named units
  ('2 dishes or drinks of your choice' is the exchange the registry knows, and is left to it).
- An exchange said as a gloss before the colon that spells it out: 'you can turn champagne into points: pay 1
  champagne, gain 5 VP' says nothing the payment and gain after it do not, and is dropped, but only where both its
  things are paid and gained after the colon ('turn champagne into krones: ... gain 5 VP' stays, unread).
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_shapes import event_verbs
from compiler.textlex_walk import replaced_where

STOPS = ("DOT", "SEMI")
ARROWS = ("->", "→", "=>", "-->")
EXCHANGE_VERBS = ("swap", "turn", "pay")  # 'trade', 'exchange', 'swap', 'turn', 'turn in', 'pay ... in exchange'
EXCHANGE_FOR = ("for", "into")
JOINS = ("AND", "COMMA")
GAINS = ("gain", "score", "take")  # the verbs a gloss's second thing may be got by after its colon


def staff12b_shapes(found: list) -> list:
    """Every shape of this module, in the order they depend on: an exchange is read before its arrow or gloss."""
    return cost_said_after(options_after_comma(arrow_gains(exchanges(exchange_gloss(and_you_as_comma(bell_orders(perfect_said(action_first(guest_which_has(found))))))))))


def staff12b_after_givers(found: list) -> list:
    """The shapes read once 'each dancer you send' is a giver (compiler/textlex.py _givers)."""
    return replaced_where(found, _giver_colon)


# ---- a bell card's trigger said as an order -------------------------------------------------------------------------


def bell_orders(found: list) -> list:
    return replaced_where(found, _bell_order)


def _bell_order(found: list, index: int):
    """'Bell: <event verb> ...:' / '... and you ...': the heading put as the trigger's lead 'Bell card: when'."""
    head = found[index]
    if not (head.type == "OCCASION" and head.meaning == "bell" and index + 1 < len(found)):
        return None
    verb = found[index + 1]
    if not (verb.type == "VERB" and verb.meaning in event_verbs() and _ends_as_trigger(found, index + 1)):
        return None
    when = _token("WHEN", "bell", head.start_pos, head.end_pos, head.raw)
    return [when], index + 1


def _ends_as_trigger(found: list, verb: int) -> bool:
    """Whether the order's first phrase ends in a colon (an arrow is one) or in 'and you', as a trigger's does."""
    end = next((i for i in range(verb + 1, len(found)) if found[i].type in ("COLON", "COMMA", "SEMI", "DOT", "VERB", "AND")), None)
    if end is None:
        return False
    return found[end].type == "COLON" or (found[end].type == "AND" and end + 1 < len(found) and found[end + 1].type == "YOU")


def and_you_as_comma(found: list) -> list:
    """'Finish ... and you take ...' after a bell's order: the 'and' ends the trigger, as a comma would."""
    return replaced_where(found, _and_you_after_bell)


def _and_you_after_bell(found: list, index: int):
    if not (found[index].type == "AND" and index + 1 < len(found) and found[index + 1].type == "YOU"):
        return None
    lead = next((i for i in range(index - 1, -1, -1) if found[i].type in ("WHEN", "DOT", "SEMI", "COLON", "COMMA")), None)
    if lead is None or found[lead].type != "WHEN" or found[lead].meaning != "bell" or not _order_lead(found, lead):
        return None
    return [_token("COMMA", ",", found[index].start_pos, found[index].end_pos, found[index].raw)], index + 1


def _order_lead(found: list, lead: int) -> bool:
    """Whether the bell lead at `lead` is one this module put before an order (its verb follows at once)."""
    return lead + 1 < len(found) and found[lead + 1].type == "VERB"


# ---- an arrow from a payment to what it buys ----------------------------------------------------------------------


def arrow_gains(found: list) -> list:
    return replaced_where(found, _arrow_gain)


def _arrow_gain(found: list, index: int):
    """'pay 2 krones -> 1 champagne': a bare amount after the arrow that ends a payment is gained."""
    arrow = found[index]
    if not (arrow.type == "COLON" and _raw(arrow) in ARROWS and index + 1 < len(found) and found[index + 1].type == "NUM"):
        return None
    if not _payment_before(found, index):
        return None
    gain = _token("VERB", "gain", arrow.end_pos, arrow.end_pos, "")
    return [arrow, gain], index + 1


def _payment_before(found: list, index: int) -> bool:
    """Whether the clause before `index` is a payment: 'pay' and its amounts, nothing else after the verb."""
    start = next((i for i in range(index - 1, -1, -1) if found[i].type in ("COLON", "COMMA", "DOT", "SEMI", "OCCASION")), -1)
    clause = found[start + 1:index]
    return bool(clause) and clause[0].type == "VERB" and clause[0].meaning == "pay" and _amounts(clause, 1) == len(clause)


# ---- an exchange of named things ----------------------------------------------------------------------------------


def exchanges(found: list) -> list:
    return replaced_where(found, _exchange)


def _exchange(found: list, index: int):
    """'trade 2 strudel for 2 krones and 2 VP' -> 'pay 2 strudel and gain 2 krones and 2 VP'."""
    verb = found[index]
    if not (verb.type == "VERB" and verb.meaning in EXCHANGE_VERBS):
        return None
    given = _amounts(found, index + 1)
    if given == index + 1 or given >= len(found) or _raw(found[given]) not in EXCHANGE_FOR:
        return None
    got = _amounts(found, given + 1)
    if got == given + 1 or (got < len(found) and found[got].type not in STOPS + ("COMMA",)):
        return None
    pay = _token("VERB", "pay", verb.start_pos, verb.end_pos, verb.raw)
    joint = _token("AND", "and", found[given].start_pos, found[given].end_pos, found[given].raw)
    gain = _token("VERB", "gain", found[given].start_pos, found[given].end_pos, "")
    return [pay] + found[index + 1:given] + [joint, gain] + found[given + 1:got], got


def _amounts(found: list, at: int) -> int:
    """Where a list of amounts of named units starting at `at` ends ('2 krones and 2 VP'); `at` if none starts there."""
    end = at
    while end + 1 < len(found) and found[end].type == "NUM" and found[end + 1].type == "UNIT" and _named(found[end + 1]):
        end += 2
        if not (end + 2 < len(found) and found[end].type in JOINS and found[end + 1].type == "NUM"):
            break
        end += 1
    return end if end == at or found[end - 1].type == "UNIT" else end - 1


def _named(unit) -> bool:
    """A unit that names one thing: not 'dishes or drinks' or 'items' (a choice the exchange effect reads)."""
    return unit.meaning not in ("dish-or-drink", "any-item", "dish", "drink")


# ---- an exchange said as a gloss before the colon that spells it out --------------------------------------------


def exchange_gloss(found: list) -> list:
    return replaced_where(found, _gloss)


def _gloss(found: list, index: int):
    """'turn champagne into points:' ('it turns ...', 'you can turn ...') dropped where what follows pays and gains them."""
    at = index
    while at < index + 2 and at < len(found) and (found[at].type in ("YOU", "MAY") or _raw(found[at]) == "it"):
        at += 1  # 'it turns', 'you can turn'
    if at > index and found[index].type == "MAY":
        return None  # the subject is where the gloss starts, not its modal
    if not (_types(found, at, ("VERB", "UNIT")) and found[at].meaning in EXCHANGE_VERBS and at + 4 < len(found)):
        return None
    given, word, got, colon = found[at + 1], found[at + 2], found[at + 3], found[at + 4]
    if not (_raw(word) in EXCHANGE_FOR and got.type == "UNIT" and colon.type == "COLON"):
        return None
    after = _sentence_after(found, at + 5)
    if not (_said_with(after, ("pay",), given.meaning) and _said_with(after, GAINS, got.meaning)):
        return None
    return [], at + 4


def _sentence_after(found: list, at: int) -> list:
    end = next((i for i in range(at, len(found)) if found[i].type == "DOT"), len(found))
    return found[at:end]


def _said_with(clause: list, verb: tuple, unit: str) -> bool:
    """Whether `unit` follows a verb meaning one of `verb` in `clause` (its amount between them)."""
    verbs = [i for i, t in enumerate(clause) if t.type == "VERB"]
    for start in verbs:
        stop = next((i for i in verbs if i > start), len(clause))
        if clause[start].meaning in verb and any(t.type == "UNIT" and t.meaning == unit for t in clause[start:stop]):
            return True
    return False


def _types(found: list, index: int, types: tuple) -> bool:
    return index + len(types) <= len(found) and all(found[index + k].type == kind for k, kind in enumerate(types))


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())


# ---- a trigger said by the action first -------------------------------------------------------------------------
# 'Each action in which you spend champagne: ...', 'For each action in which ...': the lexicon reads the lead as
# 'each-time in-action' (its WHEN); the event that follows is flagged as happening in an action ('you spend champagne
# during an action'), as the card says it.


def action_first(found: list) -> list:
    return replaced_where(found, _action_first)


def _action_first(found: list, index: int):
    lead = found[index]
    if not (lead.type == "WHEN" and lead.meaning == "each-time in-action"):
        return None
    when = _token("WHEN", "each-time", lead.start_pos, lead.end_pos, lead.raw)
    if not (index + 1 < len(found) and found[index + 1].type == "EVENT"):
        return [when], index + 1
    event = found[index + 1]
    flag = _token("EVENT_FLAG", "in-action", event.end_pos, event.end_pos, "")
    return [when, event, flag], index + 2


# ---- a giver set off by a colon -------------------------------------------------------------------------------------
# 'Each dancer you send: +1 krone': a giver ('each dancer you send', compiler/textlex.py _givers) heading a colon names
# its event as 'each time you send a dancer:' does.


def _giver_colon(found: list, index: int):
    giver = found[index]
    if not (giver.type == "GIVER" and index + 1 < len(found) and found[index + 1].type == "COLON"):
        return None
    if index > 0 and found[index - 1].type not in ("DOT", "SEMI"):
        return None
    when = _token("WHEN", "each-time", giver.start_pos, giver.start_pos, "")
    return [when, _token("EVENT", giver.meaning, giver.start_pos, giver.end_pos, giver.raw)], index + 1


# ---- a trigger in the perfect ---------------------------------------------------------------------------------------
# 'once its owner has advanced 3 or more spaces': 'has' between the one who acts and the verb says no more than the
# verb ('once you advance ...'), as 'you have advanced' is read.

PERFECT = ("has", "have", "had")


def perfect_said(found: list) -> list:
    return replaced_where(found, _perfect)


def _perfect(found: list, index: int):
    if not (found[index].type == "YOU" and _types(found, index + 1, ("WORD", "VERB")) and _raw(found[index + 1]) in PERFECT):
        return None
    return [found[index], found[index + 2]], index + 3


# ---- a guest 'which has' its order ----------------------------------------------------------------------------------
# 'the order of a yellow guest which has 3 items or more': what the guest has is its order ('whose order has'), only
# right after the noun guest.

RELATIVES = ("which", "who", "that")


def guest_which_has(found: list) -> list:
    return replaced_where(found, _which_has)


def _which_has(found: list, index: int):
    if not (index > 0 and found[index - 1].type == "NOUN" and found[index - 1].meaning == "guest" and index + 1 < len(found)):
        return None
    if not (_raw(found[index]) in RELATIVES and _raw(found[index + 1]) in PERFECT and index + 2 < len(found)
            and found[index + 2].type == "NUM"):
        return None
    said = found[index].raw + " " + found[index + 1].raw
    order = _token("ORDER_OF", "order", found[index].start_pos, found[index + 1].end_pos, said)
    if _types(found, index + 2, ("NUM", "UNIT", "OR_MORE")):  # '3 items or more' is '3 or more items', as after 'whose order has'
        return [order] + [found[index + 2], found[index + 4], found[index + 3]], index + 5
    return [order], index + 2


# ---- a room's options set off by a comma ------------------------------------------------------------------------------
# 'prepare up to 2 rooms of any colour, free of charge and already occupied': the comma sets the room's options apart
# and adds nothing; they are the preparing's options as without it. Only options of preparing a room ('for free', 'and
# occupy it') that end the clause, after the rooms said.

ROOM_OPTIONS = ("free", "occupy")


def options_after_comma(found: list) -> list:
    return replaced_where(found, _comma_before_options)


def _comma_before_options(found: list, index: int):
    if not (found[index].type == "COMMA" and index > 0 and _after_rooms(found, index)):
        return None
    end = index + 1
    while end < len(found) and found[end].type == "OPTION" and found[end].meaning in ROOM_OPTIONS:
        end += 1
    if end == index + 1 or end >= len(found) or found[end].type not in STOPS + ("COMMA",):
        return None
    return found[index + 1:end], end


def _after_rooms(found: list, comma: int) -> bool:
    """Whether the comma follows rooms being prepared ('prepare up to 2 rooms (of any colour)')."""
    at = comma - 1 - (1 if found[comma - 1].type == "ANY_COLOR" else 0)
    verb = next((i for i in range(at, -1, -1) if found[i].type in ("VERB", "COMMA", "DOT", "SEMI", "COLON")), None)
    return (found[at].type == "NOUN" and found[at].meaning == "room" and verb is not None and found[verb].type == "VERB"
            and found[verb].meaning == "prepare")


# ---- a thing's discount said in a clause after it -----------------------------------------------------------------
# 'send a dancer to a ballroom; that dancer costs 1 champagne less': the clause after says what the thing just bought
# costs, as 'send a dancer to a ballroom for 1 champagne less' does; it is put there. Only a clause made of the thing
# (the same noun, or 'it') and 'costs' and an amount less, after a clause whose last thing is that noun: a cost raised
# ('costs 1 more') or anything else in the clause is left as it is, unread.

COST_WORDS = ("costs", "cost", "is")
POINTERS = ("that", "this", "the", "each", "such", "which")


def cost_said_after(found: list) -> list:
    out, index = [], 0
    while index < len(found):
        said = _cost_after(found, index, out)
        if said is None:
            out.append(found[index])
            index += 1
            continue
        out, index = said
    return out


def _cost_after(found: list, index: int, out: list):
    """(the terminals read so far with the discount put after the thing, where the clause ends) at a separator."""
    if not (found[index].type in ("SEMI", "COMMA") and out):
        return None
    at = index + 1 + (1 if index + 1 < len(found) and _raw(found[index + 1]) in POINTERS else 0)
    relative = at == index + 2 and _raw(found[index + 1]) == "which"  # ', which costs ...': the relative is the thing
    noun = found[index + 1] if relative else (found[at] if at < len(found) else None)
    at -= 1 if relative else 0
    if noun is None or not (relative or noun.type == "NOUN") or not (at + 1 < len(found) and _raw(found[at + 1]) in COST_WORDS):
        return None
    price = _discount_at(found, at + 2)
    if price is None or not _thing_before(out, noun):
        return None
    tokens, end = price
    return out + [_token("PRICE", "for", found[index].start_pos, found[index].start_pos, "")] + tokens, end


def _discount_at(found: list, at: int):
    """([UP_TO] NUM UNIT LESS, its end) for a discount that ends its clause at `at`, else None."""
    start = at
    at += 1 if at < len(found) and found[at].type == "UP_TO" else 0
    if not (_types(found, at, ("NUM", "UNIT", "LESS")) and at + 3 < len(found) and found[at + 3].type in STOPS):
        return None
    return found[start:at + 3], at + 3


def _thing_before(out: list, noun) -> bool:
    """Whether the clause before ends with the thing the noun names ('it' names any): its last noun, then options."""
    at = len(out) - 1
    while at >= 0 and out[at].type in ("OPTION", "ANY_COLOR"):
        at -= 1
    return at >= 0 and out[at].type == "NOUN" and (noun.type != "NOUN" or noun.meaning == "it" or out[at].meaning == noun.meaning)
