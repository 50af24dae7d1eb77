"""Diagnostics: stable codes, locations, gcc-style and JSON rendering.

Codes are stable: E1xx are syntax errors found by the front end, E2xx are meaning errors found by the
checker (E24x: values files), W3xx are warnings. The catalogue below is the single list of them (the docs render it).
"""
from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from dsl.source import source_lines
from dsl.spans import Span

CODES: dict[str, str] = {
    "E101": "unexpected character",
    "E102": "unexpected word or symbol",
    "E103": "unexpected end of file",
    "E104": "unterminated string",
    "E105": "number touching a word",
    "E106": "file cannot be read",
    "E107": "number too long",
    "E108": "nesting too deep",
    "E109": "too many syntax errors",
    "E110": "no card files where cards were asked for",
    "E201": "unknown component kind",
    "E202": "unknown field for this kind",
    "E203": "unknown item",
    "E204": "unknown colour",
    "E205": "unknown effect",
    "E206": "wrong arguments",
    "E207": "duplicate id",
    "E208": "duplicate name",
    "E209": "id out of range",
    "E210": "missing required field",
    "E211": "negative cost",
    "E212": "guest order is empty",
    "E213": "die face out of range",
    "E214": "timing does not fit the card",
    "E215": "unknown source tag",
    "E216": "field given twice",
    "E217": "unknown module",
    "E218": "unknown timing",
    "E219": "wrong kind of value",
    "E220": "unknown count",
    "E221": "unknown event",
    "E222": "statement not allowed here",
    "E223": "unknown modifier target",
    "E224": "bad board layout",
    "E225": "module requirement not met",
    "E226": "card count differs from the game",
    "E227": "reference to a missing kind of card",
    "E230": "the engine cannot run this yet",
    "E240": "value for a component that does not exist",
    "E241": "value for a fact the cards already give",
    "E242": "no such unknown on the component",
    "E243": "value given twice",
    "E244": "answer not among the assumption's answers",
    "E245": "unknown that a values file cannot supply",
    "E246": "not a values file",
    "E247": "assumption answer the engine does not play",
    "W301": "unknown value",
    "W302": "text disagrees with the card",
    "W303": "text holds a word the reader does not know",
}


@dataclass(frozen=True, order=True)
class Diagnostic:
    path: str
    span: Span
    code: str
    message: str
    hint: str | None = None
    severity: str = "error"
    fix: str | None = field(default=None, compare=False)  # the word that would replace the span (a did-you-mean), for editors

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def as_json(self) -> dict:
        return {
            "path": self.path,
            "line": self.span.line,
            "column": self.span.column,
            "end_line": self.span.end_line,
            "end_column": self.span.end_column,
            "severity": self.severity,
            "code": self.code,
            "message": self.message,
            "hint": self.hint,
            "fix": self.fix,  # the word an editor's quick fix would put in the span, or null
        }


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """The closest known word, for "did you mean ...?" hints."""
    close = difflib.get_close_matches(word, sorted(set(choices)), n=1, cutoff=0.6)
    return close[0] if close else None


def unknown_word_message(what: str, word: str, choices: Iterable[str]) -> tuple[str, str | None]:
    """Message and hint for a word that is not in a known vocabulary."""
    message, hint, _ = unknown_word(what, word, choices)
    return message, hint


def unknown_word(what: str, word: str, choices: Iterable[str]) -> tuple[str, str | None, str | None]:
    """Message, hint and fix (the closest known word, or None) for a word that is not in a known vocabulary."""
    choices = sorted(set(choices))
    guess = did_you_mean(word, choices)
    message = f"unknown {what} '{word}'" + (f"; did you mean '{guess}'?" if guess else "")
    return message, _known_list(what, choices), guess


def _known_list(what: str, choices: Sequence[str]) -> str:
    shown = ", ".join(choices[:12]) + (", ..." if len(choices) > 12 else "")
    head, _, tail = what.partition(" for ")
    return f"known {head}s" + (f" for {tail}" if tail else "") + f": {shown}"


# ---- rendering -------------------------------------------------------------------------------------------


def render_text(diagnostic: Diagnostic, source: str | None) -> str:
    """gcc style: `path:line:col: severity[CODE]: message`, the source line, a caret and the hint."""
    d = diagnostic
    head = f"{d.path}:{d.span.line}:{d.span.column}: {d.severity}[{d.code}]: {d.message}"
    lines = [head] + _excerpt(d.span, source)
    if d.hint:
        lines.append(f"  = hint: {d.hint}")
    return "\n".join(lines)


def _excerpt(span: Span, source: str | None) -> list[str]:
    if source is None or span.line < 1:
        return []
    lines = source_lines(source)
    if span.line > len(lines):
        return []
    text = _printable(lines[span.line - 1])
    width = _caret_width(span, text)
    gutter = f"{span.line:>5}"
    return [f"{gutter} | {text}", f"{' ' * len(gutter)} | {' ' * (span.column - 1)}{'^' * width}"]


def _printable(line: str) -> str:
    """The line as a terminal shows it in place: each tab, form feed or other control character (and
    U+2028/U+2029, which some terminals break on) becomes one space, so the caret below stays aligned."""
    return "".join(" " if not char.isprintable() else char for char in line) if not line.isprintable() else line


def _caret_width(span: Span, text: str) -> int:
    if span.end_line != span.line:
        return max(1, len(text) - span.column + 1)
    return max(1, span.end_column - span.column)


def render_json(diagnostics: Sequence[Diagnostic]) -> str:
    return json.dumps([d.as_json() for d in diagnostics], indent=2)
