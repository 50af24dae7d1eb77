"""Source text as the front end sees it: one definition of a line, shared by the lexer and every excerpt.

lark counts only "\\n" as a line break, while `str.splitlines` also breaks at \\v, \\f, \\x1c-\\x1e, \\x85,
U+2028 and U+2029; mixing the two put excerpts and carets on the wrong line. So the front end has one
rule: a line ends at "\\n", at "\\r\\n" or at a lone "\\r" (old Mac files, which editors show as separate
lines). A lone "\\r" is turned into "\\n" before lexing, which keeps every offset; a UTF-8 byte-order mark
at the very start is dropped, as editors do not show it as a column.
"""
from __future__ import annotations

import re

from dsl.spans import Span

BOM = "\ufeff"
_LONE_CR = re.compile(r"\r(?!\n)")


def normalized(text: str) -> str:
    """The text the lexer reads: no leading byte-order mark, every line ending a "\\n" (or "\\r\\n")."""
    text = text[1:] if text.startswith(BOM) else text
    return _LONE_CR.sub("\n", text) if "\r" in text else text


def source_lines(text: str) -> list[str]:
    """The lines of a source text, numbered as diagnostics number them (line 1 is index 0).

    Like `splitlines`, a final line break does not start an empty last line.
    """
    lines = [line[:-1] if line.endswith("\r") else line for line in normalized(text).split("\n")]
    return lines[:-1] if len(lines) > 1 and lines[-1] == "" else lines


class Source:
    """A normalized source text and its lines, split once for every error that needs them."""

    def __init__(self, text: str):
        self.text = normalized(text)
        self.lines = source_lines(self.text)

    def line(self, number: int | None) -> str:
        return self.lines[number - 1] if isinstance(number, int) and 1 <= number <= len(self.lines) else ""

    def end_span(self) -> Span:
        """Where the end of the file is reported: just after the last character of the last line."""
        return Span.point(len(self.lines), len(self.lines[-1]) + 1, len(self.text))
