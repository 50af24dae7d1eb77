"""Positions between gah and the protocol. gah counts lines as its front end does (dsl/source.py: a line ends
at \\n, \\r\\n or a lone \\r, as the protocol also says) and columns in characters; the client counts columns
in its own units (UTF-16 by default). pygls's own line split also breaks at form feeds and U+2028, so these
conversions use gah's line rule instead."""
from __future__ import annotations

import re
from dataclasses import dataclass

from lsprotocol import types as lsp

from dsl.source import BOM

_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass(frozen=True)
class Lines:
    text: str
    starts: tuple[int, ...]  # the offset at which each line starts
    units: object  # how the client counts a string's length (pygls's position codec)

    @classmethod
    def of(cls, text: str, codec) -> "Lines":
        return cls(text, (0,) + tuple(m.end() for m in _BREAK.finditer(text)), codec)

    def line(self, number: int) -> str:
        """Line `number` (0-based) without its line break; empty past the end."""
        if not 0 <= number < len(self.starts):
            return ""
        end = self.starts[number + 1] if number + 1 < len(self.starts) else len(self.text)
        return _BREAK.sub("", self.text[self.starts[number]:end])

    def offset(self, position: lsp.Position) -> int:
        """The character offset of a client position (clamped to the text)."""
        line = min(max(position.line, 0), len(self.starts) - 1)
        return min(self.starts[line] + _chars_in(self.line(line), position.character, self.units), len(self.text))

    def position(self, line: int, column: int) -> lsp.Position:
        """A client position from a 0-based line and a 0-based gah column (characters; a BOM is no column)."""
        text = self.line(line)
        column += 1 if line == 0 and text.startswith(BOM) else 0
        return lsp.Position(max(line, 0), self.units.client_num_units(text[:max(column, 0)]))

    def end(self) -> lsp.Position:
        last = len(self.starts) - 1
        return self.position(last, len(self.line(last)))


def _chars_in(line: str, units: int, codec) -> int:
    """How many characters of `line` the client's `units` cover."""
    counted = 0
    for index, char in enumerate(line):
        if counted >= units:
            return index
        counted += codec.client_num_units(char)
    return len(line)
