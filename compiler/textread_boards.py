"""A second lexer pass for the Let's Waltz! boards (ballrooms and hotel entrances), read as shapes the way their
reference cards print them:

- an amount going to the player, '4 VP go to you': 'you gain 4 VP';
- an amount said once for a list, 'one each of strudel, cake and wine': '1 strudel, 1 cake and 1 wine';
- a remark closing a sentence in brackets, '(a tie gets nothing)': as after ';';
- after an entrance's winning, a standing rule joined by a comma ('..., you collect every row bonus twice'): a sentence
  of its own;
- an event and who acts with no comma between, 'each time a ballroom is scored you earn ...': the comma;
- a table entry's numbers and what they give split by a dash, '6 or 8 - you may play ...': as by a colon;
- a sentence opened by 'and' before its lead ('And whenever ...'): the lead alone;
- an entrance's sentence 'It gives you 1 strudel ...': what its winner takes;
- a place said with a digit and its ordinal ending, '1st 15 VP, 2nd 10 VP': the place 'first', 'second';
- a place followed by its verb, '1st scores 15 VP': the verb adds nothing to the rank list (read only after the
  ranking itself was said, so 'the first room' or 'a second die' elsewhere stay as they are), and a ';' between the
  ranking and its first place opens the list as ':' does;
- an entrance's things taken with the winning said after them, '1 strudel and 1 wine to start.', '... on
  taking it.': 'On winning: 1 strudel and 1 wine.';
- a ballroom's 'no dancer' said as a condition rather than a fallback: 'If you have none here, you lose 5 VP' and
  'lose 5 VP if you have no dancer here' are 'a player with no dancer here loses 5 VP';
- 'otherwise' after that condition, before a score per dancer: with no dancer a per-dancer score is 0, so the
  'otherwise' adds nothing ('If you have no dancer here, lose 5 VP; otherwise score 1 VP per pair of dancers here');
- a row said after a verb of placing, 'Put a dancer on the top row and you ...': the row's lead;
- the count 'per dancer here multiplied by (the value of) the highest row you occupy': the count the card scores by,
  whatever verb says where the dancer stands (reach, occupy, hold, are in).

Each reading gives the same terminals the grammar reads for the card's own wording, so a wrong amount, row or rank
still differs from the card and is named by the checker.
"""
from __future__ import annotations

import re

from compiler.textlex import _token
from compiler.textread_bonus import bonus_tables
from compiler.textread_groups import colour_gains
from compiler.textread_shapes import phrase_shapes
from compiler.textlex_walk import replaced_where

ORDINAL_ENDS = {"st": 1, "nd": 2, "rd": 3, "th": 4}  # '4th' is the last place a ballroom ranks
SCORE_VERBS = ("score", "gain", "get", "earn", "receive", "take")  # '1st scores 15 VP': the place's verb
OPENS = ("DOT", "SEMI", "COLON", "OCCASION")  # where a clause opens
SCORED_KINDS = ("ballroom",)  # kinds whose scoring counts the player's own dancers here
WON_KINDS = ("hotel-entrance",)  # kinds won before the game: what their winner takes is what they start with
ITEMS = ("NUM", "UNIT", "COMMA", "AND", "ARTICLE")  # a bare list of what is taken: '1 strudel, 1 cake and 1 wine'
STARTING = re.compile(r"\s*(?:to start|at the start|at the start of the game|to start the game|to begin with)\s*$", re.I)
TO_YOU = re.compile(r"\s+to\s+(?:you|the owner|its owner|their owner)\b", re.I)
GO_VERBS = ("go", "goes")
HIGHEST_ROW = re.compile(
    r"\s*,?\s*(?:multiplied by|times)\s+(?:the\s+)?(?:(?:value|number)\s+of\s+)?(?:the\s+)?highest\s+row\s+"
    r"(?:(?:you|they)\s+(?:occupy|reach|hold|are\s+in|have\s+reached|have\s+a\s+dancer\s+in)|(?:of\s+)?yours)"
    r"(?:\s+here|\s+in\s+(?:it|this\s+ballroom))?"
    r"(?:\s*,\s*counting the bottom(?: row)? as 1,\s*the middle(?: row)? as 2,?\s*and the top(?: row)? as 3)?", re.I)
HIGHEST_ROW_COUNT = "times(dancers ballroom=this; highest-row)"


def boards(found: list, text: str, kind: str) -> list:
    """The terminals with the boards' shapes read; a text on another kind of card is only read for its places."""
    found = _rank_verbs(replaced_where(found, lambda at, index: _goes_to_you(at, index, text) or _ordinal(at, index)))
    found = replaced_where(replaced_where(found, _each_of), _remark_in_brackets)
    found = [t for i, t in enumerate(found) if not _sentence_and(found, i)]
    found = replaced_where(found, _event_then_you)
    found = replaced_where(found, lambda at, index: _dash_entry(at, index, text))
    if kind in WON_KINDS:
        found = replaced_where(replaced_where(found, _score_the), _how_many)
        found = _table_entries(replaced_where(found, _fewer_nothing))  # Kaufman's and Nina's tables, as a ballroom's
        found = colour_gains(_start_said_again(bonus_tables(phrase_shapes(found, text), text), text))
        return _won_sentences_cut(replaced_where(found, lambda at, index: _won_after(at, index, text) or _it_gives(at, index)))
    if kind not in SCORED_KINDS:
        return found
    found = _table_entries(replaced_where(replaced_where(replaced_where(found, _row_put), _scoring_by), _how_many))
    return _highest_row(_otherwise_dropped(_without_after(replaced_where(found, _none_lead))), text)


PUT_VERBS = ("put", "send", "place")  # 'Put a dancer on the top row and ...', 'Putting a dancer in the top row gets you ...'


def _row_put(found: list, index: int):
    """'Put(ting) a dancer in the top row (and) ...': the row said after a verb of placing is the row's lead, as 'A
    dancer placed in the top row ...' is; the 'and' before what the dancer gives adds nothing."""
    token = found[index]
    if token.type != "VERB" or token.meaning not in PUT_VERBS or (index and found[index - 1].type not in OPENS):
        return None
    if index + 1 >= len(found) or found[index + 1].type != "ROW_LABEL":
        return None
    after = index + 2 + (index + 2 < len(found) and found[index + 2].type == "AND")
    return [found[index + 1]], after


def _goes_to_you(found: list, index: int, text: str):
    """'4 VP go to you': the amount said first, going to the player, is 'you gain 4 VP'."""
    if index + 2 >= len(found) or found[index].type != "NUM" or found[index + 1].type != "UNIT":
        return None
    verb = found[index + 2]
    if verb.type != "VERB" or verb.raw.lower() not in GO_VERBS or (index and found[index - 1].type not in OPENS + ("COMMA",)):
        return None
    if TO_YOU.match(text, verb.end_pos) is None:
        return None
    gain = _token("VERB", "gain", verb.start_pos, verb.end_pos, verb.raw)
    return [gain, found[index], found[index + 1]], index + 3


def _each_of(found: list, index: int):
    """'one each of strudel, cake, wine and coffee': the amount said once for every item listed after it."""
    if found[index].type != "NUM" or index + 3 >= len(found) or found[index + 1].raw.lower() != "each":
        return None
    at = index + 2 + (found[index + 2].raw.lower() == "of")
    items, end = [], at
    while end < len(found) and (found[end].type == "UNIT" or (found[end].type in ("COMMA", "AND") and items)):
        items.append(found[end])
        end += 1
    while items and items[-1].type != "UNIT":  # ', and you may ...' after the list is not of it
        items.pop()
        end -= 1
    if sum(t.type == "UNIT" for t in items) < 2:
        return None
    amount = found[index]
    return [u for t in items for u in ([_token("NUM", amount.meaning, t.start_pos, t.start_pos, amount.raw), t] if t.type == "UNIT" else [t])], end


def _remark_in_brackets(found: list, index: int):
    """'... the most dancers in it (a tie gets nothing).': a remark closing a sentence in brackets is said as after ';'."""
    if found[index].type != "LPAR" or index + 3 >= len(found) or found[index + 1].type != "REMARK":
        return None
    if found[index + 2].type != "RPAR" or found[index + 3].type != "DOT":
        return None
    return [_token("SEMI", ";", found[index].start_pos, found[index].end_pos), found[index + 1]], index + 3


def _event_then_you(found: list, index: int):
    """'each time a ballroom is scored you earn 4 VP': the comma left out between the event and who acts, put back
    (as a second reading does for the text alone, here after the passes above)."""
    if found[index].type != "EVENT" or index == 0 or found[index - 1].type != "WHEN":
        return None
    if index + 1 >= len(found) or found[index + 1].type != "YOU":
        return None
    return [found[index], _token("COMMA", ",", found[index].end_pos, found[index].end_pos)], index + 1


DASH = re.compile(r"\s*[-–—]\s*$")


def _dash_entry(found: list, index: int, text: str):
    """'6 or 8 - you may play ...; 5 or 9 - take ...': a table entry's numbers and what they give split by a dash, as
    by a colon (the lexer leaves a dash before a word out)."""
    token = found[index]
    if token.type not in ("NUM", "NUMLIST") or index + 1 >= len(found) or (index and found[index - 1].type not in ("COLON", "SEMI", "DOT")):
        return None
    if not any(t.type in ("TABLE", "SCORE_BY") for t in found[:index]):
        return None
    if DASH.match(text[token.end_pos:found[index + 1].start_pos]) is None:
        return None
    return [token, _token("COLON", ":", token.end_pos, found[index + 1].start_pos)], index + 1


def _sentence_and(found: list, index: int) -> bool:
    """'... . And whenever a ballroom is scored, ...': a sentence opened by 'and' before its lead says no more than
    the lead alone."""
    return (found[index].type == "AND" and index > 0 and found[index - 1].type == "DOT" and index + 1 < len(found)
            and found[index + 1].type in ("WHEN", "OCCASION", "IF"))


def _it_gives(found: list, index: int):
    """'It gives you 1 strudel and 1 cake' opening a sentence of an entrance: what its winner takes."""
    token = found[index]
    if token.type != "NOUN" or token.raw.lower().strip() not in ("it", "") or (index and found[index - 1].type != "DOT"):
        return None
    if index + 1 >= len(found) or found[index + 1].type != "VERB" or found[index + 1].meaning != "gain":
        return None
    lead = _token("OCCASION", "obtained", token.start_pos, token.end_pos, token.raw)
    return [lead, _token("COMMA", ",", token.end_pos, token.end_pos), found[index + 1]], index + 2


def _ordinal(found: list, index: int):
    """'1st': a digit with its ordinal ending written on to it is the place."""
    token = found[index]
    if token.type != "NUM" or index + 1 >= len(found):
        return None
    after = found[index + 1]
    if after.start_pos != token.end_pos or ORDINAL_ENDS.get(after.raw.lower()) != int(token.meaning):
        return None
    return [_token("RANK", int(token.meaning), token.start_pos, after.end_pos, token.raw + after.raw)], index + 2


def _rank_verbs(found: list) -> list:
    """A place's verb dropped in a rank list: '1st scores 15 VP' is '1st 15 VP' once the players are ranked."""
    ranked = next((i for i, t in enumerate(found) if t.type == "RANK_BY"), None)
    if ranked is None:
        return found
    kept = found[:ranked] + [t for i, t in enumerate(found) if i >= ranked and not _place_verb(found, i)]
    return [_list_opens(kept, i) for i in range(len(kept))]


def _list_opens(found: list, index: int):
    """'ranked by their dancers here; 1st 15 VP, ...': the break before the first place opens the rank list."""
    token = found[index]
    if token.type in ("SEMI", "COMMA") and index + 1 < len(found) and found[index + 1].type == "RANK" and _ranked_before(found, index):
        return _token("COLON", ":", token.start_pos, token.end_pos, token.raw)
    return token


def _ranked_before(found: list, index: int) -> bool:
    at = index - 1
    while at >= 0 and found[at].type not in ("DOT", "SEMI", "COLON", "RANK_BY"):
        at -= 1
    return at >= 0 and found[at].type == "RANK_BY"


def _place_verb(found: list, index: int) -> bool:
    token = found[index]
    return (token.type == "VERB" and token.meaning in SCORE_VERBS and 0 < index < len(found) - 1
            and found[index - 1].type == "RANK" and found[index + 1].type == "NUM")


def _none_lead(found: list, index: int):
    """'If you have none here, ...' / 'If you have no dancer here, ...' opening a clause: the player without a
    dancer here, as 'a player with no dancer here ...' reads."""
    token = found[index]
    if token.type != "FALLBACK_NO" or (index and found[index - 1].type not in OPENS):
        return None
    end = _clause_comma(found, index + 1)
    if end is None:
        return None
    said = found[index + 1:end]
    if not all(t.type in ("NOUN", "COUNT_FILTER", "ARTICLE") for t in said):
        return None
    after = end + 1 + (end + 1 < len(found) and found[end + 1].type == "YOU")  # ', you lose 5 VP': the player without
    return _without(token, said), after


def _clause_comma(found: list, start: int) -> int | None:
    for at in range(start, len(found)):
        if found[at].type == "COMMA":
            return at
        if found[at].type in ("DOT", "SEMI", "COLON"):
            return None
    return None


def _without_after(found: list) -> list:
    """'lose 5 VP if you have no dancer here', '..., and you lose 5 VP if you have none there': the condition said
    after its act is put before it, as a clause of its own."""
    return replaced_where(found, _act_then_none)


def _act_then_none(found: list, index: int):
    if found[index].type == "COMMA" and index + 1 < len(found) and found[index + 1].type == "AND":
        said = _act_then_none_at(found, index + 2)  # '..., and you lose 5 VP if ...': a clause of its own
        return None if said is None else ([_token("SEMI", ";", found[index].start_pos, found[index + 1].end_pos)] + said[0], said[1])
    return _act_then_none_at(found, index) if index == 0 or found[index - 1].type in OPENS else None


def _act_then_none_at(found: list, index: int):
    start = index + (index < len(found) and found[index].type == "YOU")
    if start >= len(found) or found[start].type != "VERB":
        return None
    at = start + 1
    while at < len(found) and found[at].type in ("NUM", "UNIT"):
        at += 1
    if at == start + 1 or at >= len(found) or found[at].type != "FALLBACK_NO":
        return None
    end = at + 1
    while end < len(found) and found[end].type in ("NOUN", "COUNT_FILTER", "ARTICLE"):
        end += 1
    if end >= len(found) or found[end].type not in ("DOT", "SEMI"):
        return None
    return _without(found[at], found[at + 1:end]) + found[start:at], end  # 'you' is the player without


def _without(lead, said: list) -> list:
    """'a player with no dancer here': 'none' (a dancer understood) and 'here/there' said inside the lead kept."""
    noun = [] if any(t.type == "NOUN" for t in said) else [_token("NOUN", "dancer", lead.end_pos, lead.end_pos)]
    raw = lead.raw.lower().split()
    here = [_token("COUNT_FILTER", "ballroom=this", lead.end_pos, lead.end_pos)] if raw[-1:] in (["here"], ["there"]) else []
    return [_token("WITHOUT", "without", lead.start_pos, lead.end_pos, lead.raw)] + noun + here + said


def _otherwise_dropped(found: list) -> list:
    """'otherwise' after a no-dancer clause and before a score per something here: the score is 0 without a dancer,
    so what 'otherwise' says is what the card scores anyway."""
    out = []
    for index, token in enumerate(found):
        if not (token.type == "FALLBACK" and _after_without(found, index) and _per_follows(found, index)):
            out.append(token)
    return out


def _after_without(found: list, index: int) -> bool:
    if index == 0 or found[index - 1].type not in ("DOT", "SEMI"):
        return False
    opened = max((i for i in range(index - 1) if found[i].type in ("DOT", "SEMI", "COLON", "OCCASION")), default=-1)
    return any(t.type == "WITHOUT" for t in found[opened + 1:index])


def _per_follows(found: list, index: int) -> bool:
    end = next((i for i in range(index + 1, len(found)) if found[i].type in ("DOT", "SEMI")), len(found))
    return any(t.type == "PER" for t in found[index + 1:end])


def _highest_row(found: list, text: str) -> list:
    """'per dancer (of yours) here, multiplied by the value of the highest row you occupy (here)': the count of the
    card's scoring, read from the text after 'dancer here' up to where the highest row is said (and the rows' values,
    if said, each as the card counts them)."""
    return replaced_where(found, lambda at, index: _dancers_times_row(at, index, text))


def _they_have(found: list, index: int) -> bool:
    return index + 1 < len(found) and found[index].raw.lower() in ("they", "you") and found[index + 1].raw.lower() == "have"


def _dancers_times_row(found: list, index: int, text: str):
    if index < 1 or found[index - 1].type != "PER" or found[index].type != "NOUN" or found[index].meaning != "dancer":
        return None
    here = index + 1 + 2 * _they_have(found, index + 1)  # 'every dancer they have here'
    if here >= len(found) or found[here].raw.lower() != "here":
        return None
    match = HIGHEST_ROW.match(text, found[here].end_pos)
    if match is None:
        return None
    end = next((i for i in range(index + 2, len(found)) if found[i].start_pos >= match.end()), len(found))
    return [_token("COUNT", HIGHEST_ROW_COUNT, found[index].start_pos, match.end(), text[found[index].start_pos:match.end()])], end


def _won_after(found: list, index: int, text: str):
    """'1 strudel, 1 cake and 1 wine to start.', '... on taking it.': a sentence of things taken with the winning said
    after them reads as 'On winning: 1 strudel, ...'."""
    if index and found[index - 1].type not in ("DOT", "COLON"):
        return None
    end = index
    while end < len(found) and found[end].type in ITEMS:
        end += 1
    if end == index or not any(t.type == "UNIT" for t in found[index:end]):
        return None
    close = next((i for i in range(end, len(found)) if found[i].type == "DOT"), None)
    if close is None or not _says_won(found[end:close], text[found[end - 1].end_pos:found[close].start_pos]):
        return None
    lead = _token("OCCASION", "obtained", found[end].start_pos, found[close - 1].end_pos, text[found[end].start_pos:found[close - 1].end_pos])
    return [lead, _token("COLON", ":", lead.start_pos, lead.start_pos)] + found[index:end], close


def _says_won(tail: list, raw: str) -> bool:
    """Whether the words after the things taken say when: the winning itself, or the start of the game."""
    if len(tail) == 1 and tail[0].type == "OCCASION" and tail[0].meaning == "obtained":
        return True
    return bool(tail) and STARTING.match(raw) is not None


def _won_sentences_cut(found: list) -> list:
    """'It gives you 1 strudel ..., you collect every row bonus twice; each time ...': after what the winner takes, a
    standing rule joined by ',' or ';', or a trigger joined by ';', opens a sentence of its own (the winning is not its
    occasion)."""
    out, won = [], False
    for index, token in enumerate(found):
        won = (token.type == "OCCASION" and token.meaning == "obtained") or (won and token.type != "DOT")
        cut = won and token.type in ("SEMI", "COMMA") and index + 1 < len(found) and found[index + 1].type in ("MODIFIER", "WHEN")
        cut = cut and not (token.type == "COMMA" and found[index + 1].type == "WHEN")  # ', whenever ...' may be the winning's own
        out.append(_token("DOT", ".", token.start_pos, token.end_pos, token.raw) if cut else token)
    return out


def _start_said_again(found: list, text: str) -> list:
    """'On taking it: ..., and you may prepare 2 more rooms at the start.': the start of the game closing a sentence
    about the winning says when the entrance is won, nothing more."""
    out, won = [], False
    for index, token in enumerate(found):
        won = (token.type == "OCCASION" and token.meaning == "obtained") or (won and token.type != "DOT")
        if won and token.raw.lower() == "at" and _start_to_dot(found, index, text):
            while found[index].type != "DOT":
                index += 1
            return out + found[index:]
        out.append(token)
    return out


def _start_to_dot(found: list, index: int, text: str) -> bool:
    close = next((i for i in range(index, len(found)) if found[i].type == "DOT"), None)
    return close is not None and STARTING.match(text[found[index].start_pos - 1:found[close].start_pos]) is not None


def _scoring_by(found: list, index: int):
    """A ballroom's 'Scoring by the number of your dancers here: ...' opening a sentence: the table is its scoring's."""
    token = found[index]
    if token.type != "SCORE_BY" or not token.raw.lower().startswith("scoring") or (index and found[index - 1].type != "DOT"):
        return None
    lead = _token("OCCASION", "ballroom-scored", token.start_pos, token.start_pos, "")
    return [lead, _token("COMMA", ",", token.start_pos, token.start_pos), _token("SCORE_BY", "score-table", token.start_pos, token.end_pos, token.raw)], index + 1


def _how_many(found: list, index: int):
    """'score by how many dancers you have here', 'it pays by how many ...': 'score by the number of dancers here'."""
    at = index + (found[index].type == "NOUN" and found[index].raw.lower() == "it")
    head = found[at] if at < len(found) else None
    if head is None or not (head.type == "SCORE_BY" or (head.type == "VERB" and head.meaning in ("pay", "score", "gain"))):
        return None
    words = [t.raw.lower() for t in found[at + 1:at + 4]]
    by = 0 if head.type == "SCORE_BY" else 1
    if words[by:by + 2] != ["how", "many"] or (by and words[0] != "by"):
        return None
    return [_token("SCORE_BY", "score-table", head.start_pos, found[at + by + 2].end_pos, "score by the number of")], at + by + 3


def _table_entries(found: list) -> list:
    """The entries of a score table ('...: none -5 VP, 1 = 1, 2 = 4, ...'): 'none' is 0, and an entry without its
    unit takes the unit the table's first entry said (every entry of a table pays in one unit)."""
    out, unit, in_table = [], None, False
    for index, token in enumerate(found):
        in_table = (in_table and token.type != "DOT") or (token.type == "COLON" and _after_score_by(found, index))
        if in_table and token.type == "NONE" and index and found[index - 1].type in ("COLON", "COMMA", "SEMI"):
            token = _token("NUM", 0, token.start_pos, token.end_pos, token.raw)
        if in_table and _costs(found, index):  # '0 costs you 5 VP': the entry's value is lost
            token = _token("MINUS", "-", token.start_pos, token.end_pos, token.raw)
        if in_table and token.type == "YOU" and index and _costs(found, index - 1):
            continue
        if in_table and token.type == "OF_THEM" and not token.raw and out and out[-1].type == "UNIT":
            continue  # 'of them' the lexer put after a bare number: the table's unit stands there now
        unit = unit if in_table else None
        out.append(token)
        if not in_table or token.type != "NUM":
            continue
        if unit is not None and _entry_value_bare(found, index):
            out.append(_token("UNIT", unit.meaning, token.end_pos, token.end_pos, unit.raw))
        unit = unit or _first_unit(found, index)
    return out


def _score_the(found: list, index: int):
    """'score the guests completed that round: 2 give 1 VP, ...': scoring what is counted, before a table, is scoring
    by their number."""
    token = found[index]
    if token.type != "VERB" or token.meaning != "score" or index + 2 >= len(found) or found[index + 1].type != "NOUN":
        return None
    at = index + 2
    while at < len(found) and found[at].type == "COUNT_FILTER":
        at += 1
    if at == index + 2 or at >= len(found) or found[at].type != "COLON":
        return None
    return [_token("SCORE_BY", "score-table", token.start_pos, token.end_pos, token.raw)], index + 1


def _fewer_nothing(found: list, index: int):
    """'fewer than 2 give nothing' in a table: every count below 2 scores nothing, as '0 or 1 gives nothing' says."""
    token = found[index]
    if token.type != "MORE_THAN" or token.meaning != "<" or index + 3 >= len(found) or not _in_table(found, index):
        return None
    number, verb, nothing = found[index + 1:index + 4]
    if number.type != "NUM" or verb.type != "VERB" or verb.meaning != "gain" or nothing.type != "NONE" or not 1 < int(number.meaning) <= 8:
        return None
    if _lowest_entry(found, index) != int(number.meaning):  # 'fewer than 3' beside '2 give 1 VP' says 2 twice
        return None
    listed = _token("NUMLIST", tuple(range(int(number.meaning))), token.start_pos, number.end_pos, token.raw)
    listed.joint = "or"
    return [listed, _token("GIVES_NOTHING", "nothing", verb.start_pos, nothing.end_pos, verb.raw)], index + 4


def _lowest_entry(found: list, index: int):
    """The lowest count an entry of the table holding `index` opens with ('2 give 1 VP, 3 give 3 VP' → 2)."""
    start = max((i for i in range(index) if found[i].type == "DOT"), default=-1) + 1
    end = next((i for i in range(index, len(found)) if found[i].type == "DOT"), len(found))
    opens = [int(t.meaning) for i, t in enumerate(found[start:end], start)
             if t.type == "NUM" and i > 0 and found[i - 1].type in ("COLON", "COMMA", "SEMI", "AND") and i != index + 1]
    return min(opens, default=None)


def _in_table(found: list, index: int) -> bool:
    """Whether `index` stands among a score table's entries (after 'score by ...:' in the same sentence)."""
    at = index - 1
    while at >= 0 and found[at].type != "DOT":
        if found[at].type == "COLON" and _after_score_by(found, at):
            return True
        at -= 1
    return False


def _costs(found: list, index: int) -> bool:
    token = found[index]
    after = index + 1 + (index + 1 < len(found) and found[index + 1].type == "YOU")
    return (token.type == "WORD" and token.raw.lower() in ("costs", "cost") and index > 0 and found[index - 1].type == "NUM"
            and after < len(found) and found[after].type == "NUM")


def _after_score_by(found: list, index: int) -> bool:
    at = index - 1
    while at >= 0 and found[at].type not in ("DOT", "SEMI", "COLON", "SCORE_BY"):
        at -= 1
    return at >= 0 and found[at].type == "SCORE_BY"


def _first_unit(found: list, index: int):
    """The unit of the entry the number at `index` opens, if it says one before the entry ends."""
    for token in found[index + 1:]:
        if token.type == "UNIT":
            return token
        if token.type in ("COMMA", "SEMI", "DOT"):
            return None
    return None


def _entry_value_bare(found: list, index: int) -> bool:
    """Whether the number at `index` is an entry's value said without its unit: 'NUM [NOUN] [MINUS] NUM' then a break."""
    after = index + 1 + (index + 1 < len(found) and found[index + 1].type == "OF_THEM" and not found[index + 1].raw)
    if after >= len(found) or found[after].type not in ("COMMA", "SEMI", "DOT", "AND"):
        return False
    at = index - 1 - (found[index - 1].type == "MINUS")
    while at > 0 and index - at < 4 and found[at].type in ("NOUN", "VERB", "OR_MORE"):
        at -= 1
    return at >= 0 and found[at].type in ("NUM",) and (at == 0 or found[at - 1].type in ("COLON", "COMMA", "SEMI", "AND"))
