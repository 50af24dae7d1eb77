"""Where a file's braces leave off: the `{` that is never closed, and where each top-level card starts.

A syntax error used to be reported at the end of the file when a `}` was missing, far from the `{` it left
open, and it cost every card of the file, the good ones before it too. This scan, which knows strings and
comments as the lexer does (a `{` inside either is text), finds the open brace and the cards' starts, so the
parser can point at the brace and still hand the checker the cards before the broken one.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Braces:
    unclosed: tuple[int, ...]  # offsets of the `{` still open at the end, outermost first
    card_starts: tuple[int, ...]  # offsets of the line starts where a top-level `{` opened


def scan(text: str) -> Braces:
    """A `}` that starts its line closes the innermost open `{` whose line is indented as far (the layout the
    formatter writes, and the one a reader sees); any other `}` closes the innermost open `{`."""
    open_at: list[int] = []
    starts: list[int] = []
    index = 0
    while index < len(text):
        char = text[index]
        if char == "#":
            index = _line_end(text, index)
            continue
        if char == '"':
            index = _string_end(text, index)
            continue
        if char == "{":
            if not open_at:
                starts.append(text.rfind("\n", 0, index) + 1)
            open_at.append(index)
        elif char == "}" and open_at:
            open_at.pop(_closed_by(text, index, open_at))
        index += 1
    return Braces(tuple(open_at), tuple(starts))


def _closed_by(text: str, index: int, open_at: list[int]) -> int:
    """Which open `{` this `}` closes: its index in `open_at`."""
    innermost = len(open_at) - 1
    start = _line_start(text, index)
    if text[start:index].strip(" "):
        return innermost  # the `}` follows something on its line
    indent = index - start
    return next((i for i in range(innermost, -1, -1) if _indent(text, open_at[i]) == indent), innermost)


def _line_start(text: str, index: int) -> int:
    return text.rfind("\n", 0, index) + 1


def _indent(text: str, index: int) -> int:
    """How far the line holding `index` is indented (spaces)."""
    line = text[_line_start(text, index):index]
    return len(line) - len(line.lstrip(" "))


def _line_end(text: str, index: int) -> int:
    end = text.find("\n", index)
    return len(text) if end < 0 else end


def _string_end(text: str, index: int) -> int:
    """Past the closing quote (an unterminated string ends at its line's end, as the lexer reads it)."""
    index += 1
    while index < len(text) and text[index] not in '"\n':
        index += 2 if text[index] == "\\" else 1
    return index + 1 if index < len(text) and text[index] == '"' else index


def card_start_before(braces: Braces, offset: int) -> int:
    """Where the card holding `offset` starts (0 when no card starts before it)."""
    return max((start for start in braces.card_starts if start <= offset), default=0)
