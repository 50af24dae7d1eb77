"""A table of points keyed by rank, row, count or colour, in any notation (session 16, tables16). A card that pays by
a rank or a count is often written as a list of (key -> value) pairs rather than a sentence; each pass here reads one
way of writing the key as the terminals the grammar already reads for the card's own table, so a wrong value, a
swapped pair or a missing key is still compared entry by entry and named by the checker:

- a ranking keyed by 'the most': 'most dancers 15 VP, second 10', 'whoever has the most dancers here gets 15 VP,
  second most gets 10 VP', 'the player with the most dancers scores 15 VP, the second 10 VP' is the ranking by that
  count ('players are ranked by their number of dancers here: first 15 VP, second 10 VP'); 'second most' is the
  place 'second'. Whoever is said to have the most ('whoever has', 'the player with', 'the one with') adds nothing.
"""
from __future__ import annotations

import re

from dataclasses import dataclass

from compiler.textlex import _token

OPENS = ("DOT", "SEMI", "COLON", "COMMA", "OCCASION", "AND")  # where a table's key opens
WHO_WORDS = ("who", "has", "have", "the", "one", "player", "players", "with", "whoever")  # 'the one with', 'who has'
WHO_TYPES = ("REQUIRE", "YOU", "PRICE", "ARTICLE")  # 'whoever has', 'the player', 'with' as the lexer reads them
PLACE_VERBS = ("gain", "score")  # 'whoever has the most dancers gets 15 VP': the first place's verb
COUNTED = ("NOUN",)  # what the players are ranked by: 'most dancers'


def most_ranked(found: list) -> list:
    """'most dancers here 15 VP, second most 10 VP': the ranking by that count, its places first, second, ..."""
    out, index = [], 0
    while index < len(found):
        token = found[index]
        if _is_most(token) and out and (out[-1].type == "RANK" or _ordinal(out)):
            out = out[:-2] + [_token("RANK", int(out[-2].meaning), out[-2].start_pos, out[-1].end_pos, out[-2].raw)] if out[-1].type != "RANK" else out
            out = _whoever_dropped(out[:-1]) + [out[-1]]  # 'the one with the second most': the place 'second'
            index += 1
            continue
        if _is_most(token) and _ranked_in_sentence(out) and (index + 1 >= len(found) or found[index + 1].type != "NOUN"):
            start = _lead_start(out)
            out = (out if start is None else out[:start]) + [_token("RANK", 1, token.start_pos, token.end_pos, token.raw)]
            index += 1  # 'ranked by their dancers here: the most receives 15 VP', '15 VP for the most': the first place
            continue
        said = _first_place(found, index) if _is_most(token) else None
        start = _lead_start(out) if said else None
        if start is None:
            out.append(token)
            index += 1
            continue
        out, index = out[:start] + said[0], said[1]
    return out


def _ranked_in_sentence(out: list) -> bool:
    """Whether the sentence so far ranks the players ('players are ranked by their dancers here: ...')."""
    for token in reversed(out):
        if token.type == "DOT":
            return False
        if token.type == "RANK_BY":
            return True
    return False


def _ordinal(out: list) -> bool:
    """'2nd': a digit with its ordinal ending written on to it (the lexer gives the two apart)."""
    return (len(out) > 1 and out[-2].type == "NUM" and out[-1].raw.lower() in ORDINAL_ENDS
            and out[-1].start_pos == out[-2].end_pos)


def _is_most(token) -> bool:
    return token.type == "WORD" and token.raw.lower() == "most"


def _who(token) -> bool:
    """A word saying whoever holds the place ('whoever has', 'the player with', 'the one who has')."""
    return token.type in WHO_TYPES or token.raw.lower() in WHO_WORDS


def _lead_start(out: list):
    """Where the words before 'most' saying who has it start, if they open a clause; None if they do not."""
    start = len(out)
    while start > 0 and _who(out[start - 1]):
        start -= 1
    return start if start == 0 or out[start - 1].type in OPENS or _rows_said(out, start) else None


def _rows_said(out: list, start: int) -> bool:
    """'in every row the player with the most ...': the rows said open the clause as a comma would."""
    return start > 1 and out[start - 1].raw.lower() == "row" and out[start - 2].type == "ALL"


def _whoever_dropped(out: list) -> list:
    start = _lead_start(out)
    return out if start is None else out[:start]


def _first_place(found: list, index: int):
    """'most dancers here (gets / :) 15 VP': the ranking by the count and its first place, up to the amount."""
    end = index + 1
    if end >= len(found) or found[end].type not in COUNTED:
        return None
    end += 1
    while end < len(found) and found[end].type == "COUNT_FILTER":
        end += 1
    if end < len(found) and (found[end].type == "COLON" or (found[end].type == "VERB" and found[end].meaning in PLACE_VERBS)):
        end += 1
    if end >= len(found) or found[end].type != "NUM":
        return None
    most = found[index]
    ranked = _token("RANK_BY", "score-rank", most.start_pos, most.end_pos, most.raw)
    colon = _token("COLON", ":", found[end - 1].end_pos, found[end - 1].end_pos)
    first = _token("RANK", 1, most.start_pos, most.end_pos, most.raw)
    return [ranked] + found[index + 1:end - 1 if found[end - 1].type in ("COLON", "VERB") else end] + [colon, first], end


ORDINAL_ENDS = ("st", "nd", "rd", "th")  # '2nd most': a place written with its digit


def rank_lists(found: list) -> list:
    """In a sentence that ranks the players, each place said as the first one is: 'second 10' with the first place's
    unit ('first 15 VP, second 10, third 5'), and 'and' before the last place a comma ('..., the third 5 VP and the
    fourth 0 VP')."""
    out, start = [], 0
    for index, token in enumerate(found + [None]):
        if token is None or token.type == "DOT":
            out += _places_said(found[start:index + 1])
            start = index + 1
    return out


def _places_said(sentence: list) -> list:
    if not any(t.type == "RANK_BY" for t in sentence):
        return sentence
    sentence = _value_first(sentence)
    ranked = next(i for i, t in enumerate(sentence) if t.type == "RANK_BY")
    unit = next((t for t in sentence[ranked:] if t.type == "UNIT"), None)
    if unit is None and not any(t.type == "UNIT" for t in sentence):
        unit = _token("UNIT", "vp", 0, 0)  # 'the most scores fifteen, second place ten': a ranking pays in VP
    out = []
    for index, token in enumerate(sentence):
        after = sentence[index + 1] if index + 1 < len(sentence) else None
        if token.type == "AND" and after is not None and after.type == "RANK" and out and out[-1].type != "COLON":
            if out[-1].type != "COMMA":
                out.append(_token("COMMA", ",", token.start_pos, token.end_pos, token.raw))
            continue
        if token.type == "SEMI" and after is not None and after.type == "RANK" and out and out[-1].type == "UNIT":
            token = _token("COMMA", ",", token.start_pos, token.end_pos, token.raw)  # '15 VP; 2nd most: 10 VP'
        if token.type == "COLON" and out and out[-1].type == "RANK":
            continue  # '2nd most: 10 VP': the place and its value, as 'second 10 VP'
        out.append(token)
        if unit is not None and token.type == "NUM" and _place_before(sentence, index) and (after is None or after.type != "UNIT"):
            out.append(_token("UNIT", unit.meaning, token.end_pos, token.end_pos))  # said once for the list
    return out


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
    out, start = [], 0
    for index, token in enumerate(found + [None]):
        if token is None or token.type == "DOT":
            out += _table_read(found[start:index + 1])
            start = index + 1
    return out


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


# ---- places said apart from their points: '1st/2nd/3rd: 15/10/5 VP', 'First: 15 VP. Second: 10 VP.' ---------------

PLACE_NOUNS = ("place", "places")  # 'First place: 15 VP': the noun after the place adds nothing


def places_apart(found: list) -> list:
    """The places and their points as the card's list says them ('first 15 VP, second 10 VP, third 5 VP'): the places
    said in a row then their points in the same order ('1st/2nd/3rd: 15/10/5 VP'), or one place a sentence ('First:
    15 VP. Second: 10 VP.'), the sentences then joined, and joined to a ranking said just before them."""
    return _sentences_joined(_transposed(found))


def _transposed(found: list) -> list:
    out, index = [], 0
    while index < len(found):
        places = _places_run(found, index)
        points = _points_run(found, index + len(places) + (index + len(places) < len(found) and found[index + len(places)].type == "COLON"))
        if len(places) < 2 or points is None or len(points[0]) != len(places):
            out.append(found[index])
            index += 1
            continue
        values, unit, index = points
        for i, (place, value) in enumerate(zip(places, values)):
            out += ([_comma(place)] if i else []) + [place] + value + unit
    return out


def _places_run(found: list, index: int) -> list:
    start = index
    while index < len(found) and found[index].type == "RANK" and int(found[index].meaning) == index - start + 1 + _first(found, start) - 1:
        index += 1
    return found[start:index]


def _first(found: list, start: int) -> int:
    return int(found[start].meaning) if start < len(found) and found[start].type == "RANK" else 1


def _points_run(found: list, index: int):
    """'15/10/5 VP': the values in turn (each '-5', '15'), the unit said once after them, the index after the unit."""
    values = []
    while index < len(found):
        minus, at = _run(found, index, ("MINUS",), 1)
        if at >= len(found) or found[at].type != "NUM":
            break
        values.append(minus + [found[at]])
        index = at + 1 + (at + 1 < len(found) and found[at + 1].type == "OR")
    unit, index = _run(found, index, ("UNIT",), 1)
    return (values, unit, index) if values and unit else None


def _sentences_joined(found: list) -> list:
    out = []
    for index, token in enumerate(found):
        places_next = index + 1 < len(found) and found[index + 1].type == "RANK"
        if token.type == "DOT" and places_next and _ranking_before(out):
            out.append(_token("COLON", ":", token.start_pos, token.end_pos, token.raw))  # the ranking's places follow
            continue
        if token.type == "DOT" and _place_sentence_after(found, index + 1) and _place_sentence_before(out):
            out.append(_token("COMMA", ",", token.start_pos, token.end_pos, token.raw))
            continue
        if _place_noise(found, index):
            continue
        out.append(token)
    return out


def _place_sentence_after(found: list, index: int) -> bool:
    """'Second: 10 VP.', 'Second place: 10 VP.': a sentence saying only a place and its points."""
    shape = [t for t in found[index:_sentence_end(found, index)] if not (t.type == "VERB" and t.raw.lower() in PLACE_NOUNS)]
    types = [t.type for t in shape if t.type != "COLON"]
    return bool(types) and types[0] == "RANK" and types[1:] in (["NUM", "UNIT"], ["MINUS", "NUM", "UNIT"], ["NUM"])


def _sentence_end(found: list, index: int) -> int:
    return next((i for i in range(index, len(found)) if found[i].type == "DOT"), len(found))


def _place_sentence_before(out: list) -> bool:
    start = max((i for i, t in enumerate(out) if t.type in ("DOT", "COMMA", "COLON")), default=-1)
    return _place_sentence_after(out + [_token("DOT", ".", 0, 0)], start + 1) and not any(t.type == "RANK_BY" for t in out[start + 1:])


def _ranking_before(out: list) -> bool:
    """'players are ranked by their number of dancers here.': a ranking whose places are said after it."""
    start = max((i for i, t in enumerate(out) if t.type == "DOT"), default=-1)
    sentence = out[start + 1:]
    return any(t.type == "RANK_BY" for t in sentence) and not any(t.type in ("RANK", "NUM") for t in sentence)


def _place_noise(found: list, index: int) -> bool:
    """The colon or the noun 'place' between a place and its points, inside a joined list of places."""
    token = found[index]
    if not index or found[index - 1].type != "RANK" and not (found[index - 1].type == "VERB" and found[index - 1].raw.lower() in PLACE_NOUNS):
        return False
    return (token.type == "VERB" and token.raw.lower() in PLACE_NOUNS) or (token.type == "COLON" and _place_sentence_after(found, _sentence_start(found, index)))


def _sentence_start(found: list, index: int) -> int:
    return max((i for i in range(index) if found[i].type == "DOT"), default=-1) + 1


# ---- a ranking in each row on its own: 'each row is scored on its own: whoever has the most dancers ...' ----------

EACH_ROW_WORDS = ("is", "are", "scored", "ranked", "counted", "on", "its", "own", "separately", "by", "itself", "in")  # 'each row is scored on its own'
MIN_WORDS = ("among", "only", "players", "player", "with", "you", "need", "needs", "must", "have", "has", "in", "a", "the", "that",
             "this", "row", "to", "score", "scores", "rank", "ranked", "be", "place", "placed", "there", "it", "at", "all",
             "anything", "take", "takes", "taking", "part", "count", "counts", "who", "has")  # 'you need at least one dancer in a row to score'
MIN_TYPES = ("AT_LEAST", "NUM", "NOUN", "COUNT_FILTER", "REQUIRE", "PRICE", "ARTICLE", "TO", "YOU", "MUST", "VERB", "WORD", "MOD_CHANGE")


def each_row(found: list) -> list:
    """A ranking said of each row on its own ('each row is scored on its own:', 'in every row ...', '... the most
    dancers in that row'): the card's 'each row is ranked on its own by the number of dancers in it'; and who takes
    a rank said with it ('you need at least one dancer in a row to score there', 'among players with at least 1 dancer
    in that row'): the card's 'among the players with at least one dancer there'."""
    out, start = [], 0
    for index, token in enumerate(found + [None]):
        if token is None or token.type == "DOT":
            out += _row_ranking(found[start:index + 1])
            start = index + 1
    return out


def _row_ranking(sentence: list) -> list:
    if not any(t.type == "RANK_BY" for t in sentence):
        return sentence
    sentence, minimum = _minimum_taken(sentence)
    ranked = next(i for i, t in enumerate(sentence) if t.type == "RANK_BY")
    rows = _each_row_span(sentence, ranked)
    if rows is not None:
        sentence = sentence[:rows[0]] + sentence[rows[1]:]
        ranked -= rows[1] - rows[0]
    if rows is not None or _row_filter(sentence, ranked):
        head = sentence[ranked]
        sentence = sentence[:ranked] + [_token("RANK_BY", "score-rank each-row", head.start_pos, head.end_pos, head.raw)] + sentence[ranked + 1:]
        sentence = _here_said(sentence, ranked)
    elif any(t.type == "OCCASION" and t.meaning == "ballroom-scored" for t in sentence[:ranked]):
        sentence = _here_said(sentence, ranked)  # 'When this ballroom is scored: most dancers 15 VP': its own dancers
    return sentence if minimum is None else _minimum_put(sentence, ranked, minimum)


def _each_row_span(sentence: list, ranked: int):
    """'each row is scored on its own:', 'in every row,', 'each row separately:' before the ranking: (start, end)."""
    for start in range(ranked):
        at = start + (sentence[start].raw.lower() == "in")
        if at + 1 < ranked and sentence[at].type == "ALL" and sentence[at + 1].raw.lower() == "row":
            end = at + 2
            while end < ranked and sentence[end].type not in ("COLON", "COMMA") and sentence[end].raw.lower() in EACH_ROW_WORDS + ("scored", ""):
                end += 1
            if end <= ranked and all(t.type in ("COLON", "COMMA", "RANK_BY", "WHO") or _who(t) for t in sentence[end:ranked]):
                return start, end + (end < ranked and sentence[end].type in ("COLON", "COMMA"))
    return None


def _row_filter(sentence: list, ranked: int) -> bool:
    """'the most dancers in that row': the count said of the row."""
    after = sentence[ranked + 2:ranked + 4] if ranked + 1 < len(sentence) else []
    return any(t.type == "COUNT_FILTER" and "row" in t.raw.lower() for t in after)


def _here_said(sentence: list, ranked: int) -> list:
    """The count of a ballroom's ranking, or of a row's, is of this ballroom's dancers: 'in every row, whoever has the
    most dancers ...', 'When this ballroom is scored: most dancers 15 VP, ...' (a dancer elsewhere never ranks here)."""
    noun = ranked + 1
    if noun < len(sentence) and sentence[noun].type == "NOUN" and sentence[noun].meaning == "dancer" and not (noun + 1 < len(sentence) and sentence[noun + 1].type == "COUNT_FILTER"):
        at = sentence[noun].end_pos
        return sentence[:noun + 1] + [_token("COUNT_FILTER", DANCERS_HERE, at, at)] + sentence[noun + 1:]
    return sentence


def _minimum_taken(sentence: list):
    """The sentence without the clause saying who takes a rank, and that minimum (None if no such clause is said)."""
    clause = _minimum_clause(sentence)
    if clause is None or any(t.type == "RANK_MIN" for t in sentence):
        return sentence, None
    start, end, number = clause
    minimum = _token("RANK_MIN", str(number), sentence[start].start_pos, sentence[end - 1].end_pos, "")
    return sentence[:start] + sentence[end:], minimum


def _minimum_put(sentence: list, ranked: int, minimum) -> list:
    """The minimum after the ranking's count, before its places, as the card says it ('..., among the players with
    at least one dancer there: first 7 VP')."""
    count_end = next(i for i in range(ranked + 1, len(sentence)) if sentence[i].type not in ("NOUN", "COUNT_FILTER"))
    if sentence[count_end].type != "COLON":
        sentence = sentence[:count_end] + [_token("COLON", ":", minimum.start_pos, minimum.start_pos)] + sentence[count_end:]
    return sentence[:count_end] + [_token("COMMA", ",", minimum.start_pos, minimum.start_pos), minimum] + sentence[count_end:]


def _minimum_clause(sentence: list):
    """'(and) you need at least one dancer in a row to score there': (start, end, the least number) of the clause."""
    for at, token in enumerate(sentence[:-2]):
        if token.type != "AT_LEAST" or sentence[at + 1].type != "NUM" or sentence[at + 2].type != "NOUN":
            continue
        start, end = at, at + 3
        while start > 0 and _min_word(sentence[start - 1]):
            start -= 1
        while end < len(sentence) and _min_word(sentence[end]):
            end += 1
        if start > 0 and sentence[start - 1].type in ("COMMA", "SEMI", "COLON", "AND") and sentence[end].type in ("COMMA", "SEMI", "DOT"):
            start -= 1 + (start > 1 and sentence[start - 1].type == "AND" and sentence[start - 2].type == "COMMA")
            return start, end + (sentence[end].type == "COMMA" and sentence[start].type not in ("COMMA", "SEMI", "AND")), int(sentence[at + 1].meaning)
    return None


def _min_word(token) -> bool:
    return token.type in MIN_TYPES and (token.type not in ("WORD", "VERB", "NUM") or token.raw.lower() in MIN_WORDS) and token.type not in ("AT_LEAST",)


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


def _place_before(sentence: list, index: int) -> bool:
    """Whether a place is said just before the value at `index` ('second 10', 'second scores 10')."""
    return index > 0 and (sentence[index - 1].type == "RANK" or (index > 1 and sentence[index - 1].type == "VERB" and sentence[index - 2].type == "RANK"))


def _value_first(sentence: list) -> list:
    """Each place said after its value ('15 VP for the most, 10 VP for second') put before it, and 'nothing' for a
    place 0 ('fourth place nothing'), as the card's list says them."""
    out, index = [], 0
    while index < len(sentence):
        token = sentence[index]
        unit, at = _run(sentence, index + 1, ("UNIT",), 1)
        if token.type == "NUM" and at + 1 < len(sentence) and sentence[at].type == "PRICE" and sentence[at + 1].type == "RANK":
            out += [sentence[at + 1], token] + unit
            index = at + 2
            continue
        if token.type == "NONE" and out and out[-1].type in ("RANK", "VERB") and any(t.type == "RANK" for t in out[-2:]):
            token = _token("NUM", 0, token.start_pos, token.end_pos, token.raw)
        out.append(token)
        index += 1
    return out
