"""Stroup's gains by the colour of a room group, read as a shape: a sentence about the first room of a group becoming
occupied, and for each colour said in it one gain. Writers put the colour anywhere in its part ('for a blue group you
get 3 VP', 'you score 3 VP if the group is blue', 'blue gives 3 VP', 'in each blue group scores 3 VP', 'of a blue group,
3 VP are scored') and the trigger in many words ('whenever the first room of a group gets occupied', 'the first
occupied room in each blue group'); what they say is the card's wording, 'Whenever the first room of one of your room
groups becomes occupied, you gain by colour: 3 VP for blue, 2 krones for red, 2 Emperor steps for yellow'.

Read only where every part says one colour and one gain in it (an amount and its unit; Emperor steps said by the
track), nothing is lost, paid, moved down or given to the opponents, and the room is the first and becomes occupied: a wrong amount, unit or
colour is then named by the checker, and a sentence with anything else in it stays as the lexer left it.
"""
from __future__ import annotations

from compiler.textlex import _token

GAIN_VERBS = ("gain", "score", "take", "move", "advance", "receive", "earn", "get")  # what a part's verb may be
SPLITS = ("COMMA", "SEMI", "COLON", "AND")
TRIGGER = ("WHEN", "RANK", "STATE", "NOUN", "OF_YOUR", "ARTICLE", "ALL", "VERB", "EVENT", "EV_WORD", "WORD", "YOU", "BY_COLOUR")
TRIGGER_WORDS = ("in", "of", "then", "after", "that", "each", "one", "your")
TRIGGER_NOUNS = ("room", "group")


def colour_gains(found: list) -> list:
    """The terminals with each sentence of gains by a group's colour put in the card's own words."""
    out, start = [], 0
    for index, token in enumerate(found):
        if token.type == "DOT":
            out += _read(found[start:index + 1])
            start = index + 1
    return out + found[start:]


def _read(sentence: list) -> list:
    if not _first_room_occupied(sentence):
        return sentence
    parts, trigger = _parts(sentence[:-1])
    gains = [_gain(part) for part in parts]
    if not gains or None in gains or not all(_trigger_word(t) for t in trigger):
        return sentence
    at = sentence[0].start_pos
    said = [_token("WHEN", "each-time", at, at), _token("EVENT", "room-occupied first-in-group", at, at),
            _token("COMMA", ",", at, at), _token("VERB", "gain", at, at), _token("BY_COLOUR", "by-colour", at, at),
            _token("COLON", ":", at, at)]
    for colour, amount, unit in gains:
        said += [amount, unit, _token("PRICE", "for", colour.start_pos, colour.start_pos), colour, _token("COMMA", ",", colour.end_pos, colour.end_pos)]
    return said[:-1] + [sentence[-1]]


def _first_room_occupied(sentence: list) -> bool:
    """'the first (occupied) room ... group ... occupied': the trigger of the first room of a group."""
    raws = [t.raw.lower() for t in sentence]
    occupied = any(t.type == "STATE" and t.meaning == "occupied" for t in sentence) or any(
        t.type == "EVENT" and "first-in-group" in str(t.meaning) for t in sentence)
    vacant = any(t.type == "STATE" and t.meaning != "occupied" for t in sentence)
    if any(t.type == "EVENT" and "first-in-group" in str(t.meaning) for t in sentence):
        return not vacant  # the trigger said in the card's own words
    return "first" in raws and occupied and not vacant and any("group" in r for r in raws)


def _parts(sentence: list) -> tuple[list, list]:
    """The parts that say a colour, and every terminal outside them (the trigger's words). A part naming a colour with
    no amount takes the part after it that has an amount and no colour ('of a blue group, 3 VP are scored')."""
    segments, current = [], []
    for token in sentence + [_token("COMMA", ",", 0, 0)]:
        if token.type in SPLITS:
            segments.append(current)
            current = []
        else:
            current.append(token)
    parts, trigger, index = [], [], 0
    while index < len(segments):
        segment = segments[index]
        if _says(segment, "COLOR") and not _says(segment, "NUM") and index + 1 < len(segments) and _says(segments[index + 1], "NUM") \
                and not _says(segments[index + 1], "COLOR"):
            segment, index = segment + segments[index + 1], index + 1
        (parts.append(segment) if _says(segment, "COLOR") else trigger.extend(segment))
        index += 1
    return parts, trigger


def _says(segment: list, terminal: str) -> bool:
    return any(t.type == terminal for t in segment)


def _gain(part: list):
    """(colour, amount, unit) where the part says one colour and one gain, else None."""
    colours = [t for t in part if t.type == "COLOR"]
    amounts = [t for t in part if t.type == "NUM"]
    verbs = [t for t in part if t.type == "VERB"]
    if len(colours) != 1 or len(amounts) != 1 or any(v.meaning not in GAIN_VERBS for v in verbs):
        return None
    if any(t.type in ("MINUS", "NEGATED", "MAY", "OPPONENT") or (t.type == "DIRECTION" and t.meaning != "up") for t in part):
        return None
    unit = _unit(part)
    return None if unit is None else (colours[0], amounts[0], unit)


def _unit(part: list):
    units = [t for t in part if t.type == "UNIT" and t.meaning]
    if len(units) == 1:
        return units[0]
    emperor = [t for t in part if "emperor" in t.raw.lower()]
    return _token("UNIT", "emperor", emperor[0].start_pos, emperor[0].end_pos, emperor[0].raw) if emperor and not units else None


def _trigger_word(token) -> bool:
    if token.type in ("WORD",):
        return token.raw.lower() in TRIGGER_WORDS
    if token.type == "NOUN":
        return token.meaning in TRIGGER_NOUNS
    if token.type == "VERB":
        return token.raw.lower() in ("gets", "get", "becomes", "become", "is")
    if token.type == "RANK":
        return token.meaning == 1
    if token.type == "WHEN":  # 'Once per game, whenever ...' is a bell card's trigger, never the table's each time (session 19)
        return token.meaning == "each-time"
    return token.type in TRIGGER
