"""What the lexer watches as tokens go by: bounds on what the front end reads, and the comments.

Bounds: how deep blocks and brackets nest, and how long a number is.

Why they exist: the tree → AST step, the checker, the compiler and the formatter walk nested blocks
recursively, so a file nested a few hundred deep would overflow Python's stack; and Python refuses to
convert a number of more than 4,300 digits. No card comes near either bound (the corpus nests 4 deep and
its longest number has 3 digits), so the limits are generous, and going past one is a located diagnostic.

The lexer checks them as tokens go by (lark lexer callbacks), so they hold for broken files too and are
reported at the offending token. Brackets are counted as written: in a file that parses, that is exactly
the nesting the later stages will walk.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from lark import Token

from dsl import ast
from dsl.diagnostics import Diagnostic
from dsl.spans import Span

MAX_DEPTH = 32
MAX_DIGITS = 9

OPENERS = ("LBRACE", "LPAR")
CLOSERS = ("RBRACE", "RPAR")
NUMBERS = ("INT", "SIGNED_INT", "AT_LEAST", "RANGE", "SPACE_REF")
_DIGITS = re.compile(r"\d+")


class TooDeep(Exception):
    """Raised by the lexer past MAX_DEPTH: the parse stops there (reading on would only cost time)."""


@dataclass
class Watch:
    """What the lexer has seen of one source so far."""

    path: str
    depth: int = 0
    problems: list[Diagnostic] = field(default_factory=list)
    comments: list[ast.Comment] = field(default_factory=list)

    def opened(self, token: Token) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            self.problems.append(Diagnostic(self.path, token_span(token), "E108",
                                            f"blocks and brackets are nested more than {MAX_DEPTH} deep here",
                                            "no card needs this much nesting; write the inner part as lines of its own"))
            raise TooDeep(token)

    def closed(self) -> None:
        self.depth = max(0, self.depth - 1)

    def number(self, token: Token) -> None:
        longest = max((len(run) for run in _DIGITS.findall(token.value)), default=0)
        if longest > MAX_DIGITS:
            self.problems.append(Diagnostic(self.path, token_span(token), "E107",
                                            f"this number has {longest} digits; numbers have at most {MAX_DIGITS}",
                                            "no card counts that high: check for a slip of the keyboard"))


    def comment(self, token: Token) -> None:
        """Comments are ignored by the grammar but kept for the formatter; the lexer knows where they are
        (a # inside a string is part of the string token)."""
        self.comments.append(ast.Comment(token.value[1:].rstrip(), span=token_span(token)))


def token_span(token: Token) -> Span:
    return Span(token.line, token.column, token.end_line, token.end_column, token.start_pos, token.end_pos)


_current: ContextVar[Watch] = ContextVar("gah_lexer_watch")


@contextmanager
def watching(path: str):
    """Count nesting and check numbers for the parse run inside this block."""
    reset = _current.set(Watch(path))
    try:
        yield _current.get()
    finally:
        _current.reset(reset)


def _on(method):
    def callback(token: Token) -> Token:
        watch = _current.get(None)
        if watch is not None:
            method(watch, token)
        return token

    return callback


LEXER_CALLBACKS = {
    **{name: _on(Watch.opened) for name in OPENERS},
    **{name: _on(lambda watch, token: watch.closed()) for name in CLOSERS},
    **{name: _on(Watch.number) for name in NUMBERS},
    "COMMENT": _on(Watch.comment),
}
