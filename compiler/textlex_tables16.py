"""A table of points keyed by rank, in any notation (session 16, tables16). A card that pays by a rank is often written
as a list of (place -> value) pairs rather than the card's 'players are ranked by their number of dancers here: first
15 VP, second 10 VP'; each pass here reads one way of writing the places as the terminals the grammar already reads
for the card's own list, so a wrong value, a swapped pair or a missing place is still compared place by place and
named by the checker (the tables keyed by a row, a count or a colour: compiler/textlex_tables16_keys.py):

- a ranking keyed by 'the most': 'most dancers 15 VP, second 10', 'whoever has the most dancers here gets 15 VP,
  second most gets 10 VP', 'the player with the most dancers scores 15 VP, the second 10 VP' is the ranking by that
  count; 'second most' is the place 'second'. Whoever is said to have the most ('whoever has', 'the player with', 'the
  one with') adds nothing; after a ranking is said, 'the most' alone is the first place ('15 VP for the most');
- in any ranking, the places said as the card says them: the unit said once for the list ('first 15 VP, second 10,
  third 5'; a ranking with no unit at all pays VP), a colon between a place and its value ('2nd most: 10 VP'), 'and'
  before the last place, a ';' between places, a value said before its place ('10 VP for second'), 'nothing' as 0;
- the places said apart from their points: in a row then the points in the same order ('1st/2nd/3rd/4th: 15/10/5/0
  VP'), or one place a sentence ('First: 15 VP. Second: 10 VP.'), joined to a ranking said just before them;
- a ranking in each row on its own ('each row is scored on its own: whoever has the most dancers in that row ...',
  'in every row the player with the most ...'), and who takes a rank said in a clause of it ('you need at least one
  dancer in a row to score there'): the card's 'each row is ranked on its own ..., among the players with at least
  one dancer there'. A ballroom's ranking counts the dancers in that ballroom, said or not.
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import by_sentence
from compiler.textlex_tables16_keys import DANCERS_HERE, _comma, _run

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


def _second_place_after(found: list, index: int) -> bool:
    """Whether another place is said later in the sentence ('..., second 10'): a ranking has more than one place."""
    for token in found[index:]:
        if token.type == "DOT":
            return False
        if token.type == "RANK" or token.raw.lower() in ORDINAL_ENDS:
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
    if end >= len(found) or found[end].type != "NUM" or not _second_place_after(found, end):
        return None  # one place alone is no table: 'the player with the most dancers gains 4 VP' (a sole majority) stays
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
    return by_sentence(found, _places_said)


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
NAMED_ROWS = ("top", "middle", "bottom")  # 'in the top row': one row named, not each row on its own
MIN_TYPES = ("AT_LEAST", "NUM", "NOUN", "COUNT_FILTER", "REQUIRE", "PRICE", "ARTICLE", "TO", "YOU", "MUST", "VERB", "WORD", "MOD_CHANGE")


def each_row(found: list) -> list:
    """A ranking said of each row on its own ('each row is scored on its own:', 'in every row ...', '... the most
    dancers in that row'): the card's 'each row is ranked on its own by the number of dancers in it'; and who takes
    a rank said with it ('you need at least one dancer in a row to score there', 'among players with at least 1 dancer
    in that row'): the card's 'among the players with at least one dancer there'."""
    return by_sentence(found, _row_ranking)


def _row_ranking(sentence: list) -> list:
    if [t.type for t in sentence].count("RANK_BY") != 1:
        return sentence  # none, or one ranking per named row ('... in the top row ...; ... in the middle row ...')
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
    return any(t.type == "COUNT_FILTER" and "row" in t.raw.lower() and not any(r in t.raw.lower() for r in NAMED_ROWS) for t in after)


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
