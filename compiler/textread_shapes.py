"""Whole phrases of a board read from the text by pattern, where writers vary the small words round a fixed fact: the
Kozi Palace's moved die ('move one die (over) from a neighbouring (action) space onto it/that space, turning it to
that space's number'), when it is moved ('right before you use any action space', 'before each action you take') and
which spaces are not neighbours ('spaces one and six don't count as neighbours').

Each pattern gives the one terminal the card's own wording gives, so the reading is the card's only where every
fact in the phrase is (one die, a neighbouring space, onto the space used, its number; spaces 1 and 6); a phrase with
any other fact in it is not matched and stays read, or unread, as before.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from compiler.textlex import _token

ONE = r"(?:1|one|a)"
SPACE = r"(?:action\s+)?space"
THAT_SPACE = r"(?:it|that\s+" + SPACE + r"|this\s+" + SPACE + r"|the\s+" + SPACE + r"(?:\s+you\s+use)?)"
DIE = r"(?:it|the\s+die|that\s+die|this\s+die)"
NUMBER = r"(?:that\s+space's|this\s+space's|the\s+space's|its)\s+number"
TURNING = r"(?:,?\s*turning\s+" + DIE + r"\s+to(?:\s+show)?\s+" + NUMBER + r"|,?\s*and\s+turn\s+" + DIE + r"\s+to(?:\s+show)?\s+" + NUMBER + r")"


@dataclass(frozen=True)
class Shape:
    """A pattern of the text and the terminal it is read as."""

    pattern: re.Pattern
    terminal: str
    value: str


SHAPES = (  # the occasion first: 'each time before ...' is then one occasion when the move is read
    Shape(re.compile(r"(?:each\s+time\s+|every\s+time\s+)?(?:right\s+|just\s+)?before\s+(?:each\s+action\s+you\s+take|you\s+use\s+(?:any|an|each)\s+action\s+space"
                     r"|each\s+time\s+you\s+use\s+an\s+action\s+space)", re.I), "OCCASION", "before-action"),
    Shape(re.compile(r"(?:slide|move)\s+" + ONE + r"\s+die(?:\s+over)?\s+from\s+(?:a|any)\s+neighbouring\s+" + SPACE
                     + r"\s+onto\s+" + THAT_SPACE + TURNING, re.I), "ACT", "move-die"),
    Shape(re.compile(r"\(?(?:spaces\s+)?(?:1|one)\s+and\s+(?:6|six)\s+(?:are\s+not|aren't|don't\s+count\s+as|do\s+not\s+count\s+as)"
                     r"\s+neighbours\)?", re.I), "REMARK", "neighbours"),
)


def phrase_shapes(found: list, text: str) -> list:
    """The terminals with each phrase a shape matches read as its one terminal."""
    for shape in SHAPES:
        for match in reversed(list(shape.pattern.finditer(text))):
            found = _put(found, match, shape)
    return found


def _put(found: list, match: re.Match, shape: Shape) -> list:
    inside = [i for i, t in enumerate(found) if match.start() <= t.start_pos < match.end()]
    if not inside or found[inside[-1]].end_pos > match.end() + 1:
        return found  # the match ends inside a terminal: not a phrase of its own
    if shape.terminal == "ACT" and _occasions(found, inside[0]) > 1:
        return found  # 'Once per round, before you use ...': two occasions, of which the reader would keep one
    said = _token(shape.terminal, shape.value, match.start(), match.end(), match.group(0))
    return found[:inside[0]] + [said] + found[inside[-1] + 1:]


def _occasions(found: list, index: int) -> int:
    """How many occasions and triggers the sentence holding `index` says."""
    start = max((i for i in range(index) if found[i].type == "DOT"), default=-1) + 1
    end = next((i for i in range(index, len(found)) if found[i].type == "DOT"), len(found))
    return sum(t.type in ("OCCASION", "WHEN") for t in found[start:end])
