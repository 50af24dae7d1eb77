"""Lexer passes over the terminals (after compiler/textlex.py's phrase matching) for words said in another order or
said again: a state after its noun, a score table's entries with their noun or 'none', a colour before its amount,
'N more steps', a 'for a blue group'. Each pass is small and says which wording it reads; none drops a word that
says something."""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_shapes import _in_trigger, event_verbs


def said_again(found: list) -> list:
    """The passes of this module, in order."""
    for step in (_state_after_noun, _none_entries, _table_keys, _for_a_colour, _colour_first, _more_steps, _completed_groups,
                 _sum_entries, _per_first, _possessive_order, _moved_by, _giver_as_event, _per_event,
                 _event_first):
        found = step(found)
    return found


STATES_AFTER = ("complete", "occupied")  # 'have 2 columns fully occupied': a state said after its noun, as a filter


def _state_after_noun(found: list) -> list:
    """'have at least 2 columns (of your hotel) fully occupied': a state said after the noun it qualifies, at the end
    of its phrase, filters what is counted, as 'whose rooms are all occupied' does."""
    out = list(found)
    for index in range(1, len(out) - 1):
        token = out[index]
        if token.type == "STATE" and token.meaning in STATES_AFTER and out[index - 1].type == "NOUN" and out[index + 1].type in ("DOT", "SEMI", "COMMA", "AND"):
            out[index] = _token("COUNT_FILTER", token.meaning, token.start_pos, token.end_pos, token.raw)
    return out


def _none_entries(found: list) -> list:
    """'none: -5 VP, 1: 1 VP, ...': in a table, 'none' before a colon and a number is the entry for 0."""
    out = list(found)
    for index in range(len(out) - 2):
        if out[index].type == "NONE" and out[index + 1].type == "COLON" and out[index + 2].type in ("MINUS", "NUM"):
            out[index] = _token("NUM", 0, out[index].start_pos, out[index].end_pos, out[index].raw)
    return out


def _table_keys(found: list) -> list:
    """'scores by the number of guests completed: 2 guests: 1 VP, 5 or more guests: 9 VP': after a score table's
    lead, the noun said again between an entry's number and its colon is the table's own, and is left out."""
    out, table = [], False
    for index, token in enumerate(found):
        table = (table or token.type == "SCORE_BY") and token.type != "DOT"
        ahead = found[index + 1].type if index + 1 < len(found) else "DOT"
        if table and token.type in ("NOUN", "UNIT") and ahead == "COLON" and out and out[-1].type in ("NUM", "OR_MORE"):
            continue
        if table and token.type == "SEMI" and ahead == "NUM" and _entry_after(found, index + 1):
            token = _token("COMMA", ",", token.start_pos, token.end_pos, token.raw)  # '4: 3 VP; 5: 6 VP': one table
        out.append(token)
    return out


def _entry_after(found: list, index: int) -> bool:
    """Whether a table entry ('5: 6 VP', '3 guests: 3 VP', '6 or more: 10 VP') starts at `index`."""
    kinds = [t.type for t in found[index + 1:index + 3]]
    return kinds[:1] in (["COLON"], ["OR_MORE"]) or kinds == ["NOUN", "COLON"] or kinds == ["UNIT", "COLON"]


def _for_a_colour(found: list) -> list:
    """'3 VP for a blue group': outside a trigger, 'for a' before a colour is the colour's 'for'."""
    out = list(found)
    for index in range(len(out) - 1):
        token = out[index]
        if token.type == "EV_WORD" and token.raw.lower().startswith("for") and out[index + 1].type == "COLOR" and not _in_trigger(out, index):
            out[index] = _token("PRICE", "for", token.start_pos, token.end_pos, token.raw)
    return out


ENDS = ("COMMA", "AND", "DOT", "SEMI")


def _colour_first(found: list) -> list:
    """'gain according to its colour: blue 3 VP, red 2 krones': after 'according to its colour', a colour said
    before its amount is the amount's 'for blue' ('3 VP for blue')."""
    out, index, by_colour = [], 0, False
    while index < len(found):
        token = found[index]
        by_colour = (by_colour or token.type == "BY_COLOUR") and token.type != "DOT"
        if not (by_colour and token.type == "COLOR" and index + 1 < len(found) and found[index + 1].type == "NUM"):
            out.append(token)
            index += 1
            continue
        end = next(i for i in range(index + 1, len(found)) if found[i].type in ENDS)
        out += found[index + 1:end] + [_token("PRICE", "for", token.start_pos, token.start_pos), token]
        index = end
    return out


def _more_steps(found: list) -> list:
    """'move it 1 more step': steps more than the marker has moved are steps forward."""
    out = list(found)
    for index in range(len(out) - 5, -1, -1):
        verb, number, more, unit, after = out[index:index + 5]
        if (verb.type, number.type, more.type, unit.type) == ("VERB", "NUM", "MORE", "UNIT") and verb.meaning == "move" \
                and unit.meaning == "emperor" and after.type != "DIRECTION":
            out.insert(index + 4, _token("DIRECTION", "up", unit.end_pos, unit.end_pos))
    return out


GROUPS = ("group", "floor", "column")


COMPLETED = ("completed", "complete", "full", "filled", "finished")


def _before_noun(found: list, index: int) -> bool:
    """'completed' as a word about its noun (after a number, 'each', an article or a comparison, or opening), not
    the verb of a clause ('complete 6 room groups' has its number between)."""
    return found[index].type == "COUNT_FILTER" or index == 0 or found[index - 1].type in ("NUM", "ALL", "ARTICLE", "PER", "OR_MORE", "AT_LEAST", "DOT")


def _completed_groups(found: list) -> list:
    """'6 completed room groups', 'each complete column': 'completed' before a group, a floor or a column is 'fully
    occupied'."""
    out = list(found)
    for index in range(len(out) - 1):
        token = out[index]
        if token.raw.lower() in COMPLETED and out[index + 1].type == "NOUN" and out[index + 1].meaning in GROUPS and _before_noun(out, index):
            out[index] = _token("STATE", "complete", token.start_pos, token.end_pos, token.raw)
    return out


ENTRY_WORDS = ("with", "on", "for", "at")


def _sum_entries(found: list) -> list:
    """'add up the two dice: on 6 or 8 you may play ...; with 5 or 9 gain ...': after a dice sum, a value said with a
    preposition is the value's entry ('6 or 8: you may play ...')."""
    out, index, summed = [], 0, False
    while index < len(found):
        token = found[index]
        summed = (summed or token.type == "TABLE") and token.type != "DOT"
        end = _numbers_end(found, index + 1)
        if summed and token.type in ("PRICE", "WORD") and token.raw.lower() in ENTRY_WORDS and end and not _priced(found, end):
            said_colon = found[end].type in ("COLON", "COMMA", "GIVES_NOTHING")  # 'on 7 nothing happens': no colon to add
            out += found[index + 1:end] + ([] if said_colon else [_token("COLON", ":", found[end - 1].end_pos, found[end - 1].end_pos)])
            index = end
            continue
        out.append(token)
        index += 1
    return out


def _priced(found: list, end: int) -> bool:
    """'at 1 krone less': a number before a unit is an amount (a price), not a sum's entry (boards12)."""
    return end < len(found) and found[end].type == "UNIT"


def _numbers_end(found: list, index: int) -> int | None:
    """Where a run of numbers ('6 or 8', '2, 3 and 4') starting at `index` ends, if one starts there."""
    if index >= len(found) or found[index].type != "NUM":
        return None
    while index + 2 < len(found) and found[index + 1].type in ("OR", "AND", "COMMA") and found[index + 2].type == "NUM":
        index += 2
    return index + 1


COUNTED = ("COUNT", "NOUN", "STATE", "COLOR", "COUNT_FILTER", "OF_YOUR", "UNIT")


def _per_first(found: list) -> list:
    """'for each point of strength gain 1 krone and up to 1 Emperor step': a per-count said before its actions, at
    the start of a clause, is read after them, where the grammar has it (and is shared by them)."""
    out = list(found)
    for index in range(1, len(out) - 1):
        if out[index].type != "PER" or out[index - 1].type not in ("COMMA", "COLON"):
            continue
        verb = next((i for i in range(index + 1, len(out)) if out[i].type not in COUNTED), None)
        if verb is None or verb == index + 1 or out[verb].type != "VERB":
            continue
        end = next(i for i in range(verb, len(out)) if out[i].type in ("SEMI", "DOT"))
        out[index:end] = out[verb:end] + out[index:verb]
        break
    return out


AMOUNT_WORDS = ("NUM", "ARTICLE", "OR_MORE", "AT_LEAST", "UP_TO", "COLOR", "STATE", "ALL")


def _possessive_order(found: list) -> list:
    """'complete one guest's whole order', 'complete 4 or more green guests' orders': a guest's order said with the
    possessive is 'the order of one guest' ('the orders of 4 or more green guests')."""
    out = list(found)
    for index in range(len(out) - 2):
        if out[index].type != "VERB" or out[index].meaning != "fill":
            continue
        end = index + 1
        while end < len(out) and out[end].type in AMOUNT_WORDS:
            end += 1
        if end == index + 1 or end + 1 >= len(out) or (out[end].type, out[end].meaning) != ("NOUN", "guest") \
                or (out[end + 1].type, out[end + 1].meaning) != ("NOUN", "order"):
            continue
        at = out[index].end_pos
        out[index + 1:end + 2] = [_token("ORDERS_OF", "order", at, at)] + out[index + 1:end + 1]
    return out


MOVING = ("advance", "move", "retreat")


def _moved_by(found: list) -> list:
    """'advance your Emperor marker by 3 steps': 'by' between a move and its number says nothing more."""
    return [t for i, t in enumerate(found) if not (t.type == "WORD" and t.meaning == "by" and 0 < i < len(found) - 1
                                                  and found[i - 1].type == "VERB" and found[i - 1].meaning in MOVING and found[i + 1].type == "NUM")]


def _giver_as_event(found: list) -> list:
    """'after taking a die showing 1 or 2, ...': a giver's words ('taking a die showing') after 'when' name the event."""
    out = list(found)
    for index in range(1, len(out)):
        if out[index].type == "GIVER" and out[index - 1].type == "WHEN":
            token = out[index]
            out[index] = _token("EVENT", token.meaning, token.start_pos, token.end_pos, token.raw)
    return out


def _per_event(found: list) -> list:
    """'score 2 VP for each die showing 3 or 4 (that) you take', 'for every room you occupy': a count of what you do is
    each time you do it ('each time you take a die showing 3 or 4'), when the verb and the noun name an event (the
    lexicon's `event-verbs`)."""
    events = event_verbs()
    out = list(found)
    for index in range(len(out) - 3):
        if out[index].type != "PER":
            continue
        end = index + 1
        while end < len(out) and out[end].type in EVENT_WORDS:
            end += 1
        said_that = end < len(out) and out[end].type == "WORD" and out[end].meaning in ("that", "which")
        verb = end + 1 + said_that
        nouns = [t.meaning if t.type != "DIE" else "die" for t in out[index + 1:end] if t.type in ("NOUN", "UNIT", "DIE")]
        if verb >= len(out) or out[verb - 1].type != "YOU" or out[verb].type != "VERB" or len(nouns) != 1 \
                or nouns[0] not in events.get(out[verb].meaning, {}):
            continue
        at = out[index].start_pos
        out[index:verb + 1] = [_token("WHEN", "each-time", at, at, out[index].raw), out[verb - 1], out[verb]] + out[index + 1:end]
        break
    return out


EVENT_WORDS = ("DIE", "NOUN", "UNIT", "COLOR", "STATE", "ANY_COLOR", "EV_WORD", "NUM", "OR", "COMMA")


def _event_first(found: list) -> list:
    """'Red guest with a completed order leaves your café: gain 2 krones', 'Die showing 4: gain 1 krone': a sentence
    that opens with an event's words and whose first phrase ends in a colon is a trigger, as 'each time ...:' is."""
    out, index = [], 0
    while index < len(found):
        opens = not out or out[-1].type == "DOT"
        colon = next((i for i in range(index, len(found)) if found[i].type in ("COLON", "COMMA", "SEMI", "DOT", "VERB")), None)
        head = [t.type for t in found[index:colon]] if opens and colon is not None and found[colon].type == "COLON" else []
        if head and head[0] in ("COLOR", "EVENT", "DIE") and head[-1] in ("EVENT", "NUM", "COLOR") and ("EVENT" in head or head[0] == "DIE"):
            at = found[index].start_pos
            event = [_token("EVENT", "take-die", at, found[index].end_pos, "")] if head[0] == "DIE" else []
            out += [_token("WHEN", "each-time", at, at)] + event + found[index + (head[0] == "DIE") + (head[:2] == ["DIE", "EV_WORD"]):colon]
            index = colon
            continue
        out.append(found[index])
        index += 1
    return out


STRENGTH_OPENERS = ("COLON", "COMMA", "SEMI", "AND", "DOT")  # what a bare '+1 strength' follows


def strength_gained(found: list) -> list:
    """'you get +1 strength', ': +1 strength for its action': strength is no resource a player gains, so an amount of
    strength gained (or said bare, opening a clause) is the action's strength raised, as 'that action has 1 extra
    strength' says; 'for its action' after it names that action again."""
    out = list(found)
    for index in range(len(out) - 1, 0, -1):
        if out[index].type != "COUNT" or out[index].meaning != "strength" or out[index - 1].type != "NUM":
            continue
        if index + 2 < len(out) and out[index + 1].type == "PRICE" and out[index + 2].type == "WORD" and out[index + 2].meaning == "action":
            del out[index + 1:index + 3]  # '+1 strength for its action': the action it raises, said again
        number, before = index - 1, out[index - 2] if index >= 2 else None
        if before is not None and before.type == "VERB" and before.meaning == "gain":
            start = index - 3 if index >= 3 and out[index - 3].type == "YOU" else index - 2
            out[start:index - 1] = [_token("STRENGTH_BY", "strength", out[start].start_pos, before.end_pos, "")]
        elif before is None or before.type in STRENGTH_OPENERS:
            out.insert(number, _token("STRENGTH_BY", "strength", out[number].start_pos, out[number].start_pos))
    return out
