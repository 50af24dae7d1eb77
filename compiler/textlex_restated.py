"""An amount said twice, the second time in other words: '5 VP, that is five victory points', '2 K (two krones)',
'3 krones, i.e. three' (session 14).

Read as two amounts, '5 VP, that is five victory points' was 10 VP, and a text that said the card exactly was flagged
for saying double. The second amount is the first again when what sets it off is one of the lexicon's restating words
([rewrite-words] `restating`, with a comma or a bracket around it) and it is the same number of the same thing (or of
nothing: 'three'); then it is left out. A restatement that names another number ('5 VP, that is six victory points') is
left as written, which no reading takes, so the sentence is reported unread where it says so.
"""
from __future__ import annotations

import re
from functools import lru_cache

AMOUNT = ("NUM", "UNIT")
SETTERS = ("COMMA", "LPAR", "MINUS")
ENDS = ("RPAR", "COMMA", "SEMI", "DOT")  # what may follow the second number when the first's unit does not  # what opens a restatement after an amount
MARKS_RE = re.compile(r"[\s,.()\-\u2013\u2014]+")  # 'i.e.' is 'i e'


@lru_cache(maxsize=1)
def restating_words() -> frozenset:
    from compiler.textread_rewrite import rewrite_words

    return frozenset(rewrite_words()["restating"])


def restated(found: list, text: str) -> list:
    """The terminals without every amount that only says the amount before it again."""
    out, index = [], 0
    while index < len(found):
        end = _restatement_end(found, index, text)
        out += found[index:index + 2] if end else [found[index]]
        index = end or index + 1
    return out


def _restatement_end(found: list, index: int, text: str) -> int | None:
    """Where the amount at `index` said again ends (past a closing bracket), when it is said again right after it."""
    if not _amount(found, index) or index + 2 >= len(found) or found[index + 2].type not in SETTERS:
        return None
    second = next((i for i in range(index + 2, min(index + 8, len(found))) if found[i].type == "NUM"), None)
    bracket = found[index + 2].type == "LPAR"
    if second is None or found[second].meaning != found[index].meaning or not _setting(text, found[index + 1], found[second], bracket):
        return None
    after = found[second + 1] if second + 1 < len(found) else None
    same = after is not None and after.type == "UNIT" and after.meaning == found[index + 1].meaning
    if not same and (after is None or after.type not in ENDS):
        return None  # '1 wine, 1 coffee', '2 VP (2 per guest)': more is said, not the amount again
    end = second + 1 + same
    return end + (end < len(found) and found[end].type == "RPAR" and bracket)


def _amount(found: list, index: int) -> bool:
    return index + 1 < len(found) and (found[index].type, found[index + 1].type) == AMOUNT


def _setting(text: str, unit, number, bracket: bool) -> bool:
    """Whether only restating words (and commas, brackets, dashes) stand between the first amount and the second; a
    bracket alone sets one off too ('5 VP (five)'), a comma alone never ('1 VP, 1 ...' goes on to a list)."""
    between = MARKS_RE.sub(" ", text[unit.end_pos:number.start_pos].lower()).strip()
    return between in restating_words() or (bracket and not between)
