"""A table of points keyed by a row, a count or a colour, in any notation (session 16, tables16; the tables keyed by a
rank: compiler/textlex_tables16.py). Each pass reads one way of writing the keys and their separators ('->', '=',
'→', ':', ',', '/', ';', a verb) as the terminals the grammar already reads for the card's own table, so a wrong value,
a swapped pair or a missing key is still compared entry by entry and named by the checker:

- a row as a table's key, whatever separates it from what it gives ('Top row -> 5 VP', 'top row = +5 VP', 'Top row
  → 3 krones', 'in the middle row, 2 VP'): the colon the card's own label has ('Top row: 5 VP'), when what follows is
  an amount or 'nothing';
- a table keyed by a count, said after its occasion with no 'score by' ('Scoring: 0 dancers: -5 VP; 1 dancer: 1 VP;
  2: 4 VP'), or after its own lead with a verb or a sign in each entry ('it pays by how many dancers you have here: 0
  costs you 5 VP, 1 gives 1 VP, 2 give 4'): each entry as the card's table says one, the unit said once;
- the table's zero key said alone ('0 dancers here: -5 VP', 'no dancer here, -5 VP'): what a player without one loses;
- a table keyed by colour ('blue = 3 VP / red = 2 krones', 'the owner gains: blue: 3 VP, ...'): the card's 'gain by
  colour: 3 VP for blue, ...'.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from compiler.textlex import _token
from compiler.textlex_walk import by_sentence

ROW_KEY_RE = re.compile(r"(?i)\b(?P<placed>(?:in|on|to)\s+the\s+)?(?:top|middle|bottom)[\s-]+row(?P<sep>\s*(?:->|→|=>|=|,))(?=\s*(?:[+−-]?\d|nothing\b|none\b|no\b))")


def keys_read(text: str) -> str:
    """`text` with each row key's separator read as a colon, the same length so that every span stays."""
    return ROW_KEY_RE.sub(_colon, text)


def _colon(match: re.Match) -> str:
    """A label's colon ('Top row:'); a row said where the dancer is placed ('in the middle row, 2 VP') is read as the
    card's own 'one in the middle row 2 VP', with no separator at all."""
    sep, placed = match.group("sep"), match.group("placed") is not None
    return match.group(0)[:match.start("sep") - match.start()] + ("" if placed else ":") + " " * (len(sep) - (not placed))


# ---- a table keyed by a count: '0 dancers: -5 VP; 1 dancer: 1 VP; 2: 4 VP', '1 dancer is worth 1 VP, 2 dancers 4 VP'

KEY_VALUE_SEPS = ("COLON", "COMMA", "IS_WORTH")  # '0 dancers: -5 VP', '0 dancers, -5 VP', '1 dancer is worth 1 VP'
VALUE_VERBS = ("gain", "score", "bring", "brings", "give", "gives", "earn", "earns")  # '1 dancer gives 1 VP'
ENTRY_ENDS = ("COMMA", "SEMI", "OR", "AND", "DOT")  # between entries: ',', ';', '|' (read as '/'), 'and'
LOSS_WORDS = ("costs", "cost", "loses", "lose")  # 'no dancer at all costs you 5 VP': the entry's value is lost
MIN_ENTRIES = 3  # a table has several keys: one 'count: value' alone is no table
DANCERS_HERE = "ballroom=this"  # a ballroom's scoring counts the dancers in that ballroom


def count_keyed(found: list) -> list:
    """A score table keyed by a count, said after its occasion with no 'score by' ('Scoring: 0 dancers: -5 VP; 1
    dancer: 1 VP; 2: 4 VP; ...'): the first key says what is counted, so the table reads as 'score by the number of
    dancers (here): 0 dancers -5 VP, 1 dancer 1 VP, 2: 4 VP, ...', each entry as the card's own table says one."""
    return by_sentence(found, _table_read)


def _table_read(sentence: list) -> list:
    led = _led_table(sentence)
    if led is not None:  # 'score by how many dancers you have here: 0 costs you 5 VP, 1 gives 1 VP, ...'
        entries, end = _entries(sentence, led)
        return sentence[:led] + _entries_said(entries) + sentence[end:] if len(entries) >= MIN_ENTRIES else sentence
    opening = _table_opening(sentence)
    if opening is None:
        return sentence
    entries, end = _entries(sentence, opening)
    if len(entries) < MIN_ENTRIES or not entries[0].noun:
        return sentence
    lead = _table_lead(sentence, entries[0])
    return sentence[:1] + [_comma(entries[0].tokens[0])] + lead + _entries_said(entries) + sentence[end:]


def _entries_said(entries: list) -> list:
    """The entries joined by commas, each value in the unit the table said first ('1 gives 1 VP, 2 give 4')."""
    unit = next((t for entry in entries for t in entry.tokens if t.type == "UNIT"), None)
    out = []
    for i, entry in enumerate(entries):
        out += ([_comma(entry.tokens[0])] if i else []) + entry.tokens
        if unit is not None and entry.tokens[-1].type == "NUM":
            out.append(_token("UNIT", unit.meaning, entry.tokens[-1].end_pos, entry.tokens[-1].end_pos))
    return out


def _table_opening(sentence: list):
    """Where the entries open: right after the occasion ('Scoring:', 'When it is scored,'), if no 'score by' is said."""
    if any(t.type == "SCORE_BY" for t in sentence) or not sentence or sentence[0].type != "OCCASION":
        return None
    return 2 if len(sentence) > 1 and sentence[1].type in ("COMMA", "COLON") else 1


def _led_table(sentence: list):
    """Where the entries open after a table's own lead, 'score by the number of dancers here:' or 'it pays by how
    many dancers you have here:' (the lead read as it is said, compiler/textread_boards.py)."""
    for index, token in enumerate(sentence):
        by = token.type == "SCORE_BY" or (token.raw.lower() == "many" and index > 1 and sentence[index - 1].raw.lower() == "how")
        if not by:
            continue
        at = index + 1
        while at < len(sentence) and sentence[at].type in ("NOUN", "COUNT_FILTER", "YOU", "VERB"):
            at += 1
        return at + 1 if at < len(sentence) and sentence[at].type == "COLON" else None
    return None


def _table_lead(sentence: list, first) -> list:
    """'score by the number of dancers (here):' before the entries, a ballroom's dancers counted there."""
    at = first.tokens[0].start_pos
    filters = first.filters
    if not filters and sentence[0].meaning == "ballroom-scored" and first.noun[0].meaning == "dancer":
        filters = [_token("COUNT_FILTER", DANCERS_HERE, at, at)]
    return [_token("SCORE_BY", "score-table", at, at)] + first.noun + filters + [_token("COLON", ":", at, at)]


def _comma(token):
    return _token("COMMA", ",", token.start_pos, token.start_pos)


@dataclass(frozen=True)
class Entry:
    """One (count -> value) pair of a table, its terminals as the card's table says one ('1 dancer 1 VP', '2: 4 VP')."""

    tokens: list
    noun: list  # the counted noun said in the key ('1 dancer'), or nothing ('2')
    filters: list  # where it is counted, said in the key ('0 dancers here')


def _entries(sentence: list, index: int):
    """The table's entries from `index`, as many as read in turn, and the index after the last one read."""
    entries, end = [], index
    while (read := _entry(sentence, index)) is not None:
        entry, index = read
        entries.append(entry)
        end = index
        if index < len(sentence) and sentence[index].type in ENTRY_ENDS[:-1]:
            index += 1 + (sentence[index].type == "COMMA" and index + 1 < len(sentence) and sentence[index + 1].type == "AND")
    return entries, end


def _entry(sentence: list, index: int):
    """'0 dancers: -5 VP', 'no dancer = -5 VP', '5 or more dancers give 25 VP', '2: 4 VP': (the entry, the index after it)."""
    key, index = _key(sentence, index)
    if key is None:
        return None
    noun, index = _run(sentence, index, ("NOUN",), 1)
    filters, index = _run(sentence, index, ("COUNT_FILTER",), 9)
    index, lost = _separator(sentence, index)
    value, index = _value(sentence, index, lost)
    if value is None or (index < len(sentence) and sentence[index].type not in ENTRY_ENDS):
        return None
    separator = [] if noun else [_token("COLON", ":", value[0].start_pos, value[0].start_pos)]
    return Entry(key + noun + separator + value, noun, [f for f in filters if f.meaning]), index


def _key(sentence: list, index: int):
    """The count: '2', '5 or more', '5+', or 'no' / 'none' (0)."""
    if index >= len(sentence):
        return None, index
    token = sentence[index]
    if token.type == "NONE":
        return [_token("NUM", 0, token.start_pos, token.end_pos, token.raw)], index + 1
    if token.type != "NUM":
        return None, index
    more = index + 1 < len(sentence) and sentence[index + 1].type == "OR_MORE"
    return sentence[index:index + 1 + more], index + 1 + more


def _run(sentence: list, index: int, types: tuple, most: int):
    start = index
    while index < len(sentence) and index - start < most and sentence[index].type in types:
        index += 1
    return sentence[start:index], index


def _separator(sentence: list, index: int):
    """The index after the words between key and value (':', ',', '=', 'is worth', 'gives', 'costs you'), and whether
    they say the value is lost."""
    token = sentence[index] if index < len(sentence) else None
    if token is None:
        return index, False
    if token.type in KEY_VALUE_SEPS or (token.type in ("VERB", "WORD") and (token.meaning in VALUE_VERBS or token.raw.lower() in VALUE_VERBS)):
        return index + 1, False
    if token.raw.lower() in LOSS_WORDS:
        return index + 1 + (index + 1 < len(sentence) and sentence[index + 1].type == "YOU"), True
    return index, False


def _value(sentence: list, index: int, lost: bool):
    """'-5 VP', '1 VP', '4' (its unit said by the table's first entry), 'nothing' (0)."""
    token = sentence[index] if index < len(sentence) else None
    if token is not None and token.type == "NONE":
        return [_token("NUM", 0, token.start_pos, token.end_pos, token.raw)], index + 1
    minus, index = _run(sentence, index, ("MINUS",), 1)
    if index >= len(sentence) or sentence[index].type != "NUM":
        return None, index
    unit, after = _run(sentence, index + 1, ("UNIT",), 1)
    if lost and not minus:
        minus = [_token("MINUS", "-", sentence[index].start_pos, sentence[index].start_pos)]
    return minus + [sentence[index]] + unit, after


# ---- the zero key said alone: '0 dancers here: -5 VP', 'no dancer here, -5 VP' -----------------------------------

CLAUSE_OPENS = ("DOT", "SEMI", "COLON", "OCCASION")  # where a clause of its own opens
CLAUSE_ENDS = ("DOT", "SEMI")


def zero_key(found: list) -> list:
    """A table's zero key said alone with what it loses ('0 dancers here: -5 VP', 'no dancer here, -5 VP', 'no
    dancers here = -5 VP'): what a player without one loses, as the card says it ('a player without a dancer here
    loses 5 VP'). Only where the count says where it is counted ('here'), as the card's loss does."""
    out, index = [], 0
    while index < len(found):
        said = _zero_entry(found, index) if not out or out[-1].type in CLAUSE_OPENS else None
        if said is None:
            out.append(found[index])
            index += 1
            continue
        put, index = said
        out += put
    return out


def _zero_entry(found: list, index: int):
    key = found[index]
    if not (key.type == "NONE" or (key.type == "NUM" and int(key.meaning) == 0)):
        return None
    noun, at = _run(found, index + 1, ("NOUN",), 1)
    filters, at = _run(found, at, ("COUNT_FILTER",), 3)
    if not noun or not [f for f in filters if f.meaning]:
        return None
    at += at < len(found) and found[at].type in ("COLON", "COMMA")
    if found[at:at + 3] and [t.type for t in found[at:at + 3]] != ["MINUS", "NUM", "UNIT"]:
        return None
    if at + 3 >= len(found) or found[at + 3].type not in CLAUSE_ENDS:
        return None
    without = _token("WITHOUT", "without", key.start_pos, key.end_pos, key.raw)
    article = _token("ARTICLE", 1, key.end_pos, key.end_pos)
    lose = _token("VERB", "lose", found[at].start_pos, found[at].end_pos, found[at].raw)
    return [without, article] + noun + filters + [lose] + found[at + 1:at + 3], at + 3


# ---- a table keyed by colour: 'blue -> 3 VP; red -> 2 krones', 'blue = 3 VP / red = 2 krones' -----------------------

COLOUR_ENTRY_SEPS = ("COLON", "COMMA")  # inside an entry: 'blue: 3 VP', 'blue → 3 VP', 'blue, 3 VP' ('=' the lexer drops)
COLOUR_ENTRY_ENDS = ("COMMA", "SEMI", "PER", "AND", "OR")  # between entries: ',', ';', '/', 'and'
GAIN_MEANINGS = ("gain", "score")


def colour_keyed(found: list) -> list:
    """A table keyed by colour after a colon ('..., the owner gains: blue: 3 VP, red: 2 krones, yellow: 2 Emperor
    steps', '...: blue = 3 VP / red = 2 krones'): the card's own 'you gain by colour: 3 VP for blue, 2 krones for red,
    ...', each colour with its amount."""
    for index, token in enumerate(found):
        if token.type != "COLON":
            continue
        entries, end = _colour_entries(found, index + 1)
        if len(entries) >= 2:
            said = [t for i, (colour, value) in enumerate(entries)
                    for t in ([_comma(colour)] if i else []) + value + [_token("PRICE", "for", colour.start_pos, colour.start_pos), colour]]
            return _by_colour(found[:index], token) + [token] + said + colour_keyed(found[end:])
    return found


def _colour_entries(found: list, index: int):
    """The (colour, amount) entries from `index`, and the index after the last one read."""
    entries, end = [], index
    while index + 1 < len(found) and found[index].type == "COLOR":
        at = index + 1 + (found[index + 1].type in COLOUR_ENTRY_SEPS)
        if at + 1 >= len(found) or found[at].type != "NUM" or found[at + 1].type != "UNIT":
            break
        entries.append((found[index], found[at:at + 2]))
        end = at + 2
        index = end + (end < len(found) and found[end].type in COLOUR_ENTRY_ENDS)
    return entries, end


def _by_colour(before: list, colon) -> list:
    """What is said before the table's colon, with the gain 'by colour' the colour keys say ('the owner gains',
    'Whenever ... becomes occupied')."""
    if before and before[-1].type == "BY_COLOUR":
        return before
    at = colon.start_pos
    by = _token("BY_COLOUR", "by-colour", at, at)
    if before and before[-1].type == "VERB" and before[-1].meaning in GAIN_MEANINGS:
        return before + [by]
    return before + [_token("COMMA", ",", at, at), _token("VERB", "gain", at, at), by]
