"""Session 12's lexer pass for the boards (hotel entrances, ballrooms, action spaces), run before the boards' own
shapes (compiler/textread_boards.py), in the shapes card faces and player aids print:

- a whole sentence in brackets closing the text, '(Spaces 1 and 6 are not neighbours.)': a sentence like any other,
  read as written (so what it says wrong is still read and named);
- a ballroom's pairs said by their number, 'for every 2 dancers', 'for each two dancers': 'for every pair of dancers'
  (only 2: another number stays unread, as the card counts nothing else);
- a ballroom's row bonuses said in one line after a heading, 'Row bonus: top 3 krones, middle 2 krones, bottom none.':
  each row by its label, 'Top: 3 krones. Middle: 2 krones. Bottom: none.';
- a ballroom's 'no dancer' said as a label, 'No dancer here: -5 VP', 'no dancer in this ballroom at all: lose 5 VP':
  'a player with no dancer here loses 5 VP';
- a hotel entrance's setup said in any voice, 'Setup: place the 5 bonus tokens beside it', 'At setup two Emperor
  tiles of each group are set aside for it', 'Setup: 2 Emperor tiles from each group (A, B and C) beside it': 'Setup:
  lay 2 Emperor tiles of each group beside it' (its number, what is laid and the groups kept, so a wrong one is named);
- the highest row said in a player aid's short form, '1 VP per dancer here × your highest row (bottom 1, middle 2,
  top 3)': the count the card scores by (the rows' values, if said, only as the card counts them).

Each reading gives the terminals the grammar reads for the card's own wording, so a wrong amount still differs.
"""
from __future__ import annotations

import re
from functools import lru_cache

from compiler.textlex import _token
from compiler.textread_rewrite import rewrite_words
from compiler.textlex_walk import replaced_where
from compiler.textread_boards import HIGHEST_ROW, HIGHEST_ROW_COUNT

BOARD_KINDS = ("hotel-entrance", "ballroom", "action-space")
OPENS = ("DOT",)  # where a sentence in brackets may open


def boards12(found: list, text: str, kind: str) -> list:
    """The terminals with this session's board shapes read; other kinds' terminals as they were."""
    if kind not in BOARD_KINDS:
        return found
    found = replaced_where(found, _sentence_in_brackets)
    if kind == "hotel-entrance":
        return replaced_where(found, _setup_laid)
    if kind != "ballroom":
        return found
    found = replaced_where(replaced_where(found, _pair_by_number), _no_dancer_label)
    return replaced_where(_rows_in_one_line(found), lambda at, index: _highest_row_short(at, index, text))


def _sentence_in_brackets(found: list, index: int):
    """'(Spaces 1 and 6 are not neighbours.)': brackets around a whole sentence, opening after a full stop and closing
    after the sentence's own stop, say nothing more: the sentence without them."""
    if found[index].type != "LPAR" or (index and found[index - 1].type not in OPENS):
        return None
    close = _closing(found, index + 1)
    if close is None or found[close - 1].type != "DOT":
        return None
    return found[index + 1:close], close + 1


def _closing(found: list, start: int) -> int | None:
    """The index of the bracket closing the one before `start`, or None where another opens first."""
    for at in range(start, len(found)):
        if found[at].type in ("LPAR", "RPAR"):
            return at if found[at].type == "RPAR" else None
    return None


def _pair_by_number(found: list, index: int):
    """'for every 2 dancers': the 2 is a pair ('for every pair of dancers')."""
    if found[index].type != "PER" or index + 2 >= len(found):
        return None
    number, noun = found[index + 1], found[index + 2]
    if number.type != "NUM" or number.meaning != 2 or noun.type != "NOUN" or noun.meaning != "dancer":
        return None
    pair = _token("PAIR_OF", "pairs", number.start_pos, number.end_pos)
    return [found[index], pair, noun], index + 3


ROW_WORDS = ("top", "middle", "bottom")
ROW_HEADS = ("row", "rows")
BONUS_WORDS = ("bonus", "bonuses")
ROW_SEPARATORS = ("COMMA", "SEMI")


def _rows_in_one_line(found: list) -> list:
    """'Row bonus: top 3 krones, middle 2 krones, bottom none.': the heading dropped, each row word after it (or after
    a comma or ';' before the next row word) a row's label, and the separators between the rows full stops."""
    out, index = [], 0
    while index < len(found):
        if _row_heading(found, index):
            index = _row_line(found, index + 3, out)
            continue
        out.append(found[index])
        index += 1
    return out


def _row_heading(found: list, index: int) -> bool:
    """'Row bonus:' / 'Row bonuses:' opening a sentence, a row word after it."""
    if index + 3 >= len(found) or (index and found[index - 1].type not in ("DOT",)):
        return False
    head, bonus, colon, row = found[index:index + 4]
    return (_raw(head) in ROW_HEADS and _raw(bonus) in BONUS_WORDS and colon.type == "COLON"
            and row.type == "WORD" and _raw(row) in ROW_WORDS)


def _row_line(found: list, index: int, out: list) -> int:
    """The rows of one line up to its full stop put into `out` as labelled rows; the index after the line."""
    while index < len(found) and found[index].type != "DOT":
        token = found[index]
        if token.type == "WORD" and _raw(token) in ROW_WORDS and _row_starts(found, index):
            out.append(_token("ROW_LABEL", _raw(token), token.start_pos, token.end_pos))
        elif token.type in ROW_SEPARATORS and _next_is_row(found, index):
            out.append(_token("DOT", ".", token.start_pos, token.end_pos))
        else:
            out.append(token)
        index += 1
    return index


def _row_starts(found: list, index: int) -> bool:
    return found[index - 1].type in ROW_SEPARATORS + ("COLON",)


def _next_is_row(found: list, index: int) -> bool:
    after = found[index + 1] if index + 1 < len(found) else None
    return after is not None and after.type == "WORD" and _raw(after) in ROW_WORDS


def _raw(token) -> str:
    """The words as written ('each', not the value 'all' it is read as)."""
    return (getattr(token, "raw", "") or str(token)).lower()


LABEL_OPENS = ("DOT", "SEMI", "OCCASION")  # where 'No dancer here:' may open: a sentence, a clause, after 'Scoring:'


def _no_dancer_label(found: list, index: int):
    """'No dancer here: -5 VP', 'no dancer in this ballroom at all: lose 5 VP': 'a player with no dancer here loses 5
    VP' (the amount and its sign kept: '+5 VP' or 'gain 5 VP' is read as a gain, and named)."""
    if found[index].type != "NONE" or (index and found[index - 1].type not in LABEL_OPENS):
        return None
    end = index + 1
    if end >= len(found) or found[end].type != "NOUN" or found[end].meaning != "dancer":
        return None
    while end + 1 < len(found) and found[end + 1].type == "COUNT_FILTER":
        end += 1
    if end + 2 >= len(found) or found[end + 1].type != "COLON":
        return None
    without = _token("WITHOUT", "without", found[index].start_pos, found[index].end_pos)
    return [without] + found[index + 1:end + 1] + _loses(found[end + 2]), end + 3


def _loses(token) -> list:
    """'-' after the label is 'loses'; a verb said is kept as said."""
    if token.type == "MINUS":
        return [_token("VERB", "lose", token.start_pos, token.end_pos)]
    return [token]


SHORT_HIGHEST = re.compile(
    r"\s*(?:×|\*|x|times|multiplied\s+by)\s+(?:your|the|their)\s+highest\s+row(?:\s+here|\s+reached|\s+you\s+reach)?"
    r"(?:\s*\(\s*bottom(?:\s+row)?\s*(?:=|:)?\s*1\s*,\s*middle(?:\s+row)?\s*(?:=|:)?\s*2\s*,\s*top(?:\s+row)?\s*(?:=|:)?\s*3\s*\))?", re.I)


def _highest_row_short(found: list, index: int, text: str):
    """'per dancer (you have) here × your highest row (here) (bottom 1, middle 2, top 3)': the card's count."""
    if index < 1 or found[index - 1].type != "PER" or found[index].type != "NOUN" or found[index].meaning != "dancer":
        return None
    here = next((i for i in range(index + 1, min(index + 4, len(found))) if found[i].type == "COUNT_FILTER"), None)
    match = SHORT_HIGHEST.match(text, found[here].end_pos) if here is not None else None
    if match is None or HIGHEST_ROW.match(text, found[here].end_pos):  # the long form is the boards' own reading
        return None
    end = next((i for i in range(here + 1, len(found)) if found[i].start_pos >= match.end()), len(found))
    return [_token("COUNT", HIGHEST_ROW_COUNT, found[index].start_pos, match.end(), text[found[index].start_pos:match.end()])], end


LAID_THINGS = ("token", "emperor-tile", "objective")  # what an entrance's setup lays beside it


@lru_cache(maxsize=1)
def _laying_words() -> tuple:
    words = rewrite_words()
    return frozenset(words["setup-laying"]), frozenset(words["setup-groups"])


def _setup_laid(found: list, index: int):
    """'Setup: place the 5 bonus tokens beside it', 'At setup two Emperor tiles of each group are set aside for it':
    the sentence after a setup occasion, if it says only a number, what is laid, its groups and words of laying, is
    'lay N things (of each group)'."""
    if found[index].type != "OCCASION" or found[index].meaning != "setup":
        return None
    end = next((i for i in range(index + 1, len(found)) if found[i].type == "DOT"), len(found))
    said = _laid(found[index + 1:end])
    if said is None:
        return None
    verb = _token("VERB", "lay", found[index].end_pos, found[index].end_pos)
    return [found[index], verb] + said, end


def _laid(sentence: list) -> list | None:
    """The number, thing and groups of a setup sentence, or None where it says anything else."""
    kept, index = [], 0
    while index < len(sentence):
        step = _group_span(sentence, index) or _filler(sentence, index)
        if step is None and sentence[index].type in ("NUM", "NOUN", "OPTION"):
            step = ([sentence[index]], index + 1)
        if step is None:
            return None
        kept += step[0]
        index = step[1]
    return kept if _is_laid(kept) else None


def _is_laid(kept: list) -> bool:
    types = [t.type for t in kept]
    return types[:2] == ["NUM", "NOUN"] and kept[1].meaning in LAID_THINGS and set(types[2:]) <= {"OPTION"}


def _filler(sentence: list, index: int):
    """A word of laying ('are set aside', 'shall be placed', 'lay'), a comma after the occasion, 'for it'."""
    token, laying = sentence[index], _laying_words()[0]
    if token.type in ("LAID", "MUST") or (token.type == "COMMA" and index == 0) or _raw(token) in laying:
        return [], index + 1
    if token.type == "VERB" and token.meaning in ("lay", "put"):
        return [], index + 1
    if _raw(token) == "for" and index + 1 < len(sentence) and _raw(sentence[index + 1]) == "it":
        return [], index + 2
    return None


def _group_span(sentence: list, index: int):
    """'from each group (A, B and C)': the groups' option, as 'of each group A, B and C' is read."""
    words = [_raw(t) for t in sentence[index:index + 3]]
    if words[:1] != ["from"] or words[1:3] != ["each", "group"]:
        return None
    end = index + 3
    if end < len(sentence) and sentence[end].type == "LPAR":
        close = next((i for i in range(end, len(sentence)) if sentence[i].type == "RPAR"), None)
        if close is None or any(_raw(t) not in _laying_words()[1] and t.type != "COMMA" for t in sentence[end + 1:close]):
            return None
        end = close + 1
    return [_token("OPTION", "each-group", sentence[index].start_pos, sentence[end - 1].end_pos)], end
