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
