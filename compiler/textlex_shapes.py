"""The lexer's small passes over a text's terminals that read one shape anew each (moved out of compiler/textlex.py in
session 26, unchanged, to keep that module to the lexicon and the lexing): an imperative trigger, 'another', a noun
shared by a list, the givers of a gift, a fallback said after its clause, 'at most' after its verb, 'ones', 'one of
them', the next rows, 'if' before an event, 'each' after 'less', a direction after its amount, single commas, an
article before a number, lists and ranges of numbers. compiler/textlex_passes.py runs them in its order."""
from __future__ import annotations

import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, _token, said_number
from compiler.textlex_walk import replaced_where


OPENERS = ("DOT", "SEMI")  # what a sentence's or a clause's first word follows


def _imperative_trigger(found: list) -> list:
    """'Take a die showing 4: score 4 VP': a sentence that opens with a verb and whose first phrase ends in a colon
    names an event, as 'each time you take a die showing 4:' does, if its verb is one that names events ('turn over
    the top 3 staff cards:' is no event)."""
    out = list(found)
    verbs = event_verbs()
    starts = [i for i, t in enumerate(out) if t.type == "VERB" and t.meaning in verbs and (i == 0 or out[i - 1].type == "DOT")
              and str(t.raw).lower() != "worth"]  # 'Worth 2 VP: ...' heads a guest with its printed VP
    for index in reversed(starts):
        end = next((i for i in range(index + 1, len(out)) if out[i].type in ("COLON", "COMMA", "SEMI", "DOT", "VERB")), None)
        if end is not None and out[end].type == "COLON" and not _of_them_after(out, end):
            out.insert(index, _token("WHEN", "each-time", out[index].start_pos, out[index].start_pos))
    return out


def _of_them_after(found: list, colon: int) -> bool:
    """Whether what follows the colon speaks of the things before it ('Draw 3 staff cards: play one of them, ...'):
    then the colon introduces what is done with them, and names no event."""
    end = next((i for i in range(colon, len(found)) if found[i].type == "DOT"), len(found))
    return any(t.type == "OF_THEM" for t in found[colon:end])


@lru_cache(maxsize=1)
def event_verbs() -> dict:
    """verb -> noun -> the event they name together (the lexicon's table `event-verbs`)."""
    return tomllib.loads(LEXICON.read_text(encoding="utf-8")).get("event-verbs", {})


def _another(found: list) -> list:
    """'send another dancer': a word that is a number and 'more' together (the lexicon's ANOTHER) is both."""
    out = []
    for token in found:
        if token.type != "ANOTHER":
            out.append(token)
            continue
        out += [_token("NUM", token.meaning, token.start_pos, token.end_pos, token.raw), _token("MORE", "more", token.end_pos, token.end_pos)]
    return out


def _shared_noun(found: list) -> list:
    """'at least 3 red, 3 yellow and 3 blue rooms': amounts of colours in a list share the list's last noun (and
    its states, and the comparison before the first), as if each were said in full."""
    out, index = [], 0
    while index < len(found):
        items, position = [], index
        while position + 2 < len(found) and found[position].type == "NUM" and found[position + 1].type == "COLOR" and found[position + 2].type in ("COMMA", "AND"):
            items.append(found[position:position + 3])
            position += 3
        tail_end = position + 2
        while tail_end < len(found) and found[tail_end].type in ("STATE", "COLOR"):
            tail_end += 1
        if not items or found[position].type != "NUM" or found[position + 1].type != "COLOR" or tail_end >= len(found) or found[tail_end].type != "NOUN":
            out.append(found[index])
            index += 1
            continue
        shared = found[position + 2:tail_end + 1]
        lead = [out[-1]] if out and out[-1].type == "AT_LEAST" else []
        for number, colour, joint in items:
            out += [number, colour] + shared + [joint] + lead
        out += found[position:tail_end + 1]
        index = tail_end + 1
    return out


RELATIVE = ("that", "which")  # 'each room that you occupy': words that open a relative clause, saying nothing more
EACH_QUALS = ("COLOR", "STATE", "ANY_COLOR")


def _givers(found: list) -> list:
    """'each yellow room (that) you occupy scores you 2 VP': 'each' with a noun and 'you' with a verb that name an
    event together (the lexicon's `event-verbs`) is that event, as a giver ('each staff card you play gives ...');
    the noun's colours stay after it, as the event's filters."""
    out, index, events = [], 0, event_verbs()
    while index < len(found):
        token, end = found[index], index + 1
        quals = []
        while token.type == "ALL" and end < len(found) and found[end].type in EACH_QUALS:
            quals.append(found[end])
            end += 1
        noun = found[end] if token.type == "ALL" and end < len(found) and found[end].type in ("NOUN", "UNIT") else None
        end += 1 if noun is not None and end + 1 < len(found) and found[end + 1].type == "WORD" and found[end + 1].meaning in RELATIVE else 0
        event = None
        if noun is not None and end + 2 < len(found) and found[end + 1].type == "YOU" and found[end + 2].type == "VERB":
            event = events.get(found[end + 2].meaning, {}).get(noun.meaning)
        if event is None:
            out.append(token)
            index += 1
            continue
        out += [_token("GIVER", event, token.start_pos, found[end + 2].end_pos, "")] + quals
        index = end + 3
    return out


FALLBACKS = ("FALLBACK", "FALLBACK_FEWER", "FALLBACK_NO", "FALLBACK_ALL")


def _fallback_after(found: list) -> list:
    """'pay 5 krones, or lose 7 VP if you cannot pay them all' ('... if you have fewer than 3'): a fallback said
    after what it does, at the end of its clause, is read before it, where the grammar has it ('pay 5 krones; if
    you cannot, lose 7 VP'). A number after 'if you cannot pay all' repeats the amount paid."""
    out = list(found)
    for index in range(len(out) - 2, 0, -1):
        close = next(i for i in range(index + 1, len(out)) if out[i].type in OPENERS or i == len(out) - 1)
        if out[index].type not in FALLBACKS or any(t.type != "NUM" for t in out[index + 1:close]):
            continue
        verb = next((i for i in range(index - 1, 0, -1) if out[i].type in ("VERB",) + OPENERS + FALLBACKS), None)
        first = verb
        while first is not None and out[first - 1].type in ("YOU", "MAY", "MUST"):
            first -= 1
        joint = first
        while joint is not None and out[joint - 1].type in ("COMMA", "OR"):
            joint -= 1
        if verb is None or out[verb].type != "VERB" or joint == first:
            continue
        tail = out[index:close] if out[index].type != "FALLBACK" else [out[index]]
        at = out[joint].start_pos
        out[joint:close] = [_token("SEMI", ";", at, at)] + tail + [_token("COMMA", ",", at, at)] + out[first:index]
    return out


def _at_most_after_verb(found: list) -> list:
    """'prepare at most 2 rooms': right after a verb, 'at most' is the amount's 'up to', not a comparison; in a
    trigger ('whenever you gain at most 2 krones') it stays the event's comparison."""
    out = list(found)
    for index in range(1, len(out) - 1):
        if out[index].type == "AT_MOST" and out[index - 1].type == "VERB" and out[index + 1].type == "NUM" and not _in_trigger(out, index):
            out[index] = _token("UP_TO", "up-to", out[index].start_pos, out[index].end_pos, out[index].raw)
    return out


def _in_trigger(found: list, index: int) -> bool:
    """Whether the phrase at `index` is part of a trigger's event (a 'when' since the last punctuation)."""
    for token in reversed(found[:index]):
        if token.type in ("DOT", "SEMI", "COMMA", "COLON"):
            return False
        if token.type == "WHEN":
            return True
    return False


ONES = ("ones",)
ONES_AFTER = ("COLOR", "STATE", "ANY_COLOR")  # what may stand before 'ones' that names which of the things said


def _ones(found: list) -> list:
    """'4 occupied yellow rooms plus at least 3 occupied blue ones': 'ones' after a colour or a state is the noun said
    last in the same sentence (an ellipsis), with its place in the text; with no noun before it, it stays unread."""
    out, noun = [], None
    for token in found:
        if token.type == "DOT":
            noun = None
        if token.type == "WORD" and token.meaning in ONES and noun is not None and out and out[-1].type in ONES_AFTER:
            token = _token(noun.type, noun.meaning, token.start_pos, token.end_pos, token.raw)
        noun = token if token.type == "NOUN" else noun
        out.append(token)
    return out


def _one_of_them(found: list) -> list:
    """'reveal 3 staff cards; you may play one at up to 3 krones less': a number right after a verb with no noun
    after it counts the things just named ('one of them')."""
    out = list(found)
    for index in range(len(out) - 2, 0, -1):
        if out[index].type == "NUM" and out[index - 1].type == "VERB" and out[index + 1].type in ("PRICE", "OPTION", "COMMA", "SEMI", "DOT", "AND"):
            end = out[index].end_pos
            out.insert(index + 1, _token("OF_THEM", "of-them", end, end))
    return out


def _next_rows(found: list) -> list:
    """'A dancer placed in the top row scores 5 VP, in the middle row 2 VP': after a row's lead, 'in the middle row'
    after a comma is the next row ('one in the middle row')."""
    out, led = [], False
    for token in found:
        led = led or token.type == "ROW_LEAD"
        led = led and token.type != "DOT"
        row = str(getattr(token, "meaning", "")).removeprefix("row=")
        if led and token.type == "COUNT_FILTER" and str(token.meaning).startswith("row=") and out and out[-1].type in ("COMMA", "SEMI"):
            out += [_token("ROW_NEXT", "row", token.start_pos, token.start_pos), _token("ROW", row, token.start_pos, token.end_pos, token.raw)]
            continue
        out.append(token)
    return out


def _if_event(found: list) -> list:
    """'If you take a die showing 3, ...': an 'if' before an event is a trigger, as 'when' is."""
    out = list(found)
    for index, token in enumerate(out[:-1]):
        if token.type == "IF" and out[index + 1].type == "EVENT":
            out[index] = _token("WHEN", "each-time", token.start_pos, token.end_pos, token.raw)
    return out


def _each_after_less(found: list) -> list:
    """'paying 1 krone less for each': a 'for each' that counts nothing after 'less' says the discount is of each
    one, as 'less' alone does."""
    return [t for i, t in enumerate(found) if not (t.type == "PER" and 0 < i < len(found) - 1 and found[i - 1].type == "LESS"
                                                      and found[i + 1].type in ("DOT", "COMMA", "SEMI"))]


def _direction_after(found: list) -> list:
    """'move up 2 steps', 'go forward 3 spaces': a direction said between the verb and its amount is read after
    the amount's unit, where the grammar has it ('move 2 steps up')."""
    out = list(found)
    for index in range(len(out) - 3):
        verb, direction, number = out[index:index + 3]
        if verb.type == "VERB" and direction.type == "DIRECTION" and number.type in ("NUM", "NUMLIST", "RANGE", "ARTICLE"):
            unit = next((i for i in range(index + 3, min(index + 5, len(out))) if out[i].type == "UNIT"), None)
            if unit is not None:
                out[index + 1:unit + 1] = out[index + 2:unit + 1] + [direction]
    return out


def _single_commas(found: list) -> list:
    """A phrase that says nothing between two commas ('..., however it happens, ...') leaves one comma."""
    kept = []
    for index, token in enumerate(found):
        after = next((t.type for t in found[index + 1:] if t.type != "COMMA"), "DOT")  # ', , .': the last comma too
        if token.type == "COMMA" and (not kept or kept[-1].type in ("COMMA", "DOT", "SEMI", "COLON") or after in ("DOT", "SEMI")):
            continue
        kept.append(token)
    return kept


def _bare_numbers(found: list) -> list:
    """'a 3 or a 4 die', 'a 1-krone discount': an article right before a number adds nothing."""
    return [t for i, t in enumerate(found) if not (t.type == "ARTICLE" and i + 1 < len(found) and found[i + 1].type == "NUM")]


def _lists(found: list) -> list:
    """'15, 10 and 5', '3 or 4', 'rounds 4 and 5': numbers joined by commas and a last 'and'/'or' are one list."""
    return replaced_where(found, _listed)


def _listed(found: list, index: int):
    """([the list's NUMLIST token], the index after it) for a list of numbers starting at `index`, or None."""
    end = _list_end(found, index)
    if end is None:
        return None
    numbers = [found[i] for i in range(index, end + 1) if found[i].type == "NUM"]
    token = _token("NUMLIST", tuple(said_number(t) for t in numbers), found[index].start_pos, found[end].end_pos)
    token.joint = found[end - 1].type.lower()
    return [token], end + 1


def _list_end(found: list, index: int) -> int | None:
    """The index of the last number of a list starting at `index`, if one does."""
    if found[index].type != "NUM":
        return None
    position = index
    while position + 2 < len(found) and found[position + 1].type == "COMMA" and found[position + 2].type == "NUM":
        position += 2
    if position + 2 < len(found) and found[position + 1].type in ("AND", "OR") and found[position + 2].type == "NUM":
        return position + 2
    return None


def _ranges(found: list) -> list:
    """'floors 1 to 3', 'spaces 1 to 5': two numbers joined by 'to' are a range."""
    out, index = [], 0
    while index < len(found):
        if index + 2 < len(found) and found[index].type == "NUM" == found[index + 2].type and found[index + 1].type == "TO":
            out.append(_token("RANGE", (said_number(found[index]), said_number(found[index + 2])), found[index].start_pos, found[index + 2].end_pos))
            index += 3
        else:
            out.append(found[index])
            index += 1
    return out
