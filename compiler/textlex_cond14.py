"""Lexer passes for conditions and events said without 'if' or 'when' (issue 14, session 14, cond14).

- The card's own event named as a label ('Bonus:', 'Her perk:', 'What you get instead:', 'Starting goods:'; the lexicon's
  OCCASION 'label'): opening a sentence it is when a card of its kind acts at once, as 'immediately' is (OCCASION 'now':
  a guest's reward, a staff card played, an entrance or a celebrity obtained). Anywhere else the words stay as they were
  read before, one by one ('One-off bonus:' is a claim of how often the card acts, read by compiler/textread_facts.py;
  'take the row bonus:' names a bonus), so the label never takes over words another reading needs.
"""
from __future__ import annotations

import re

from compiler.textlex import PUNCTUATION, _token, lexicon

LABEL = "label"
OPENS = ("DOT",)  # what a label follows: the text's start or a full stop
LABEL_WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*(?:-[^\W\d_]+)*|:")


def labels_opening(found: list) -> list:
    """Each label read as the card's own occasion where it opens a sentence, else as its words one by one."""
    out: list = []
    for index, token in enumerate(found):
        if token.type != "OCCASION" or token.meaning != LABEL:
            out.append(token)
        elif index == 0 or found[index - 1].type in OPENS:
            out.append(_token("OCCASION", "now", token.start_pos, token.end_pos, token.raw))
        else:
            out += _words_of(token)
    return out


def _words_of(token) -> list:
    """The label's words as the lexicon reads each alone (a word of no table is WORD, unread as before)."""
    table, out = lexicon(), []
    for found in LABEL_WORD_RE.finditer(str(token.raw)):
        word, start = found.group(0), token.start_pos + found.start()
        if word == ":":
            out.append(_token(PUNCTUATION[":"], ":", start, start + 1, ":"))
        elif word.lower() not in table.silent:
            terminal, value = table.phrases.get((word.lower(),), ("WORD", word.lower()))
            out.append(_token(terminal, value, start, start + len(word), word))
    return out


# ---- a fallback's lack said with what it is for ------------------------------------------------------------------
# 'if you have none to give up, ...', 'if you have no vacant room to take away, ...', 'with none to remove, ...': the
# lack is the fallback's condition; the verb after it only says what the thing was for (the attempt the sentence said
# before), so it is left out, as compiler/textlex_fallback.py leaves it out before a clause with no comma. What is
# counted (the nouns, a colour, a state) stays and is compared.
COUNTED = ("NUM", "STATE", "COLOR", "NOUN", "UNIT", "COUNT_FILTER")
FOR_WHAT = ("TO", "VERB", "DIRECTION", "OF_THEM")  # 'to give up', 'to hand back', 'to remove'
AFTER_LACK = ("COMMA", "YOU", "OWNER", "VERB", "MAY", "MUST")


def lack_for_what(found: list) -> list:
    """Each fallback's lack with the verb of what it was for left out, and 'with none' read as 'if you have none'."""
    out = list(found)
    for index in range(len(out) - 1, -1, -1):
        if _with_none(out, index):
            out[index:index + 2] = [_token("FALLBACK_NO", "no", out[index].start_pos, out[index + 1].end_pos, "with none")]
        if out[index].type == "FALLBACK_NO":
            out = _without_for_what(out, index)
    return out


def _with_none(found: list, index: int) -> bool:
    """'with none to remove,' (never 'with none of ...': the thing lacked is then named after it)."""
    return (index + 2 < len(found) and found[index].type == "PRICE" and found[index].meaning == "with"
            and found[index + 1].type == "NONE" and found[index + 2].type in ("TO", "COMMA"))


def _without_for_what(found: list, index: int) -> list:
    start = index + 1
    while start < len(found) and found[start].type in COUNTED:
        start += 1
    end = start
    while end < len(found) and found[end].type in FOR_WHAT:
        end += 1
    said = found[start:end]
    opens = bool(said) and (said[0].type == "DIRECTION" or (said[0].type == "TO" and any(t.type == "VERB" for t in said)))
    if not opens or end >= len(found) or found[end].type not in AFTER_LACK:
        return found
    return found[:start] + found[end:]


# ---- who lacks the thing, said after a penalty's act -----------------------------------------------------------
# 'Penalty: remove 1 of your dancers from the middle ballroom; a player with no dancer there loses 7 VP': after an
# Emperor tile's penalty, in the same sentence, the one who lacks what the act takes is the one who cannot do it: 'if
# you have no dancer there, lose 7 VP' (a ballroom's 'a player without a dancer here', said with no penalty before it,
# stays the ballroom's own rule).
def penalty_lack(found: list) -> list:
    """Each 'a player with no ...' after a penalty's act in its sentence read as the penalty's fallback."""
    out, penalty = list(found), False
    index = 0
    while index < len(out):
        token = out[index]
        penalty = (penalty or (token.type == "OCCASION" and token.meaning == "penalty")) and token.type != "DOT"
        if penalty and token.type == "WITHOUT" and index > 0 and out[index - 1].type in ("SEMI", "COMMA"):
            out = _as_fallback(out, index)
        index += 1
    return out


def _as_fallback(found: list, index: int) -> list:
    if index + 1 < len(found) and found[index + 1].type == "ARTICLE":  # 'anyone without a dancer there': the lack's 'a' says no number
        found = found[:index + 1] + found[index + 2:]
    verb = index + 1
    while verb < len(found) and found[verb].type in COUNTED:
        verb += 1
    if verb == index + 1 or verb >= len(found) or found[verb].type != "VERB":
        return found
    lack = _token("FALLBACK_NO", "no", found[index].start_pos, found[index].end_pos, found[index].raw)
    comma = _token("COMMA", ",", found[verb].start_pos, found[verb].start_pos)
    return found[:index] + [lack] + found[index + 1:verb] + [comma] + found[verb:]
