"""Source positions. Every AST node and every diagnostic carries one."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Span:
    """A stretch of source text: 1-based line/column, 0-based character offsets."""

    line: int
    column: int
    end_line: int
    end_column: int
    start: int
    end: int

    @classmethod
    def point(cls, line: int, column: int, offset: int = 0) -> "Span":
        return cls(line, column, line, column + 1, offset, offset + 1)

    def cover(self, other: "Span") -> "Span":
        """The smallest span holding both."""
        first, last = min(self, other), max(self, other, key=lambda s: (s.end_line, s.end_column))
        return Span(first.line, first.column, last.end_line, last.end_column, first.start, last.end)


NO_SPAN = Span(0, 0, 0, 0, 0, 0)
