"""Lexer passes for staff card texts in card-face shorthand (issue 14, session 12).

- A slash between a reward and what it counts is 'per': 'Final: +3 VP / occupied yellow room' is '3 VP per occupied
  yellow room'. Only after an amount of a unit and before a room or guest's words: 'dishes/drinks' and 'wine/coffee'
  (a unit on both sides) stay a choice.
- A die's trigger said as a heading: 'Die 5 taken:', 'Die 1 or 2 taken:', 'Take a 3:', 'Taking a 3 or 4:', '5 taken:',
  'A 6 die taken:'. Each is put as the grammar reads 'Die showing 5:' (each time you take a die showing 5). Only a
  heading that opens its sentence, ends in a colon and holds nothing but die faces, the word 'die' and the verb take:
  a heading with any other word ('Take 3 krones:') is left as it is.
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

COUNTED = ("STATE", "COLOR", "NOUN", "ANY_COLOR")  # the words of what a slash counts: 'occupied yellow room', 'guest'
FACES = range(1, 7)
TAKE_WORDS = ("take", "taken", "taking", "takes", "took")


def slash_per(found: list) -> list:
    """'3 VP / occupied yellow room': the slash after an amount of a unit is 'per'."""
    return replaced_where(found, _slash_after_amount)


def _slash_after_amount(found: list, index: int):
    token = found[index]
    if not (token.type == "OR" and str(token.raw).strip() == "/" and index >= 2 and index + 1 < len(found)):
        return None
    if not (found[index - 1].type == "UNIT" and found[index - 2].type == "NUM" and found[index + 1].type in COUNTED):
        return None
    return [_token("PER", "per", token.start_pos, token.end_pos, token.raw)], index + 1


def die_heads(found: list) -> list:
    """'Die 5 taken: +2 strength', 'Take a 3: ...': a heading of die faces and 'take' is the trigger of taking that die."""
    return replaced_where(found, _die_head)


def _die_head(found: list, index: int):
    """(WHEN EVENT faces, the colon's index) for a die heading opening a sentence at `index`, else None."""
    if index > 0 and found[index - 1].type != "DOT":
        return None
    colon = next((at for at in range(index, len(found)) if found[at].type in ("COLON", "DOT", "COMMA", "SEMI")), None)
    if colon is None or found[colon].type != "COLON":
        return None
    head = found[index:colon]
    faces = [t for t in head if t.type in ("NUM", "OR")]
    if not _faces(faces) or not all(_die_word(t) or t in faces for t in head) or not any(_take(t) for t in head):
        return None
    at = found[index].start_pos
    return [_token("WHEN", "each-time", at, at), _token("EVENT", "take-die", at, at, "")] + faces, colon


def _faces(faces: list) -> bool:
    """Whether the tokens are '5' or '1 or 2': die faces joined by 'or'."""
    numbers, joins = faces[0::2], faces[1::2]
    return (bool(faces) and len(faces) % 2 == 1 and all(t.type == "NUM" and t.meaning in FACES for t in numbers)
            and all(t.type == "OR" for t in joins))


def _die_word(token) -> bool:
    return token.type in ("DIE", "ARTICLE") or _take(token)


def _take(token) -> bool:
    return _raw(token) in TAKE_WORDS or token.type == "DIE"


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())


def staff12_heads(found: list) -> list:
    """The passes of this module, in the order they read (the one call compiler/textlex.py makes)."""
    return slash_per(die_heads(found))
