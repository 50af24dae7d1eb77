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
        said = _first_place(found, index) if _is_most(token) else None
        start = _lead_start(out) if said else None
        if start is None:
            out.append(token)
            index += 1
            continue
        out, index = out[:start] + said[0], said[1]
    return out


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
    return start if start == 0 or out[start - 1].type in OPENS else None


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
    unit = next((sentence[i + 2] for i in range(len(sentence) - 2) if sentence[i].type == "RANK"
                 and sentence[i + 1].type == "NUM" and sentence[i + 2].type == "UNIT"), None)
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
        if unit is not None and token.type == "NUM" and index and sentence[index - 1].type == "RANK" and (after is None or after.type != "UNIT"):
            out.append(_token("UNIT", unit.meaning, token.end_pos, token.end_pos))  # said once for the list
    return out
