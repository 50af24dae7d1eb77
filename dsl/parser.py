"""Text → typed AST. Lark trees never leave this module.

The grammar is LALR and built with `strict=True`, so any ambiguity fails at build time. Syntax errors are
recovered line by line (as lark's own grammar loader does), so one file reports each broken line once and
the errors that a first mistake would cause further on are not reported.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from dsl import ast
from dsl.braces import Braces, card_start_before, scan
from dsl.cache import parser_cache
from dsl.diagnostics import Diagnostic
from dsl.limits import LEXER_CALLBACKS, TooDeep, watching
from dsl.recovery import path_to_newline
from dsl.source import Source
from dsl.spans import Span
from dsl.syntax_errors import describe_error, error_line, token_span

GRAMMAR_PATH = Path(__file__).with_name("grammar.lark")
MAX_ERRORS = 50  # syntax errors reported per file; past them the file is not read further


@dataclass(frozen=True)
class ParseResult:
    document: ast.Document | None
    diagnostics: tuple[Diagnostic, ...]
    partial: tuple = ()  # with syntax errors: the cards before the first broken one, for the checker (never rewritten)

    @property
    def ok(self) -> bool:
        return self.document is not None


@lru_cache(maxsize=None)
def grammar_text() -> str:
    return GRAMMAR_PATH.read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def lark_parser() -> Lark:
    """The LALR parser; its tables (a second to build) are kept between runs by lark's own cache (dsl/cache.py)."""
    return _lark(parser_cache(grammar_text()) or False)


@lru_cache(maxsize=None)
def grammar_parser() -> Lark:
    """The same parser built afresh, for tools that read the grammar itself (hypothesis' generator reads
    `Lark.grammar`, which a parser loaded from lark's cache does not have)."""
    return _lark(False)


def _lark(cache: str | bool) -> Lark:
    return Lark(grammar_text(), parser="lalr", strict=True, propagate_positions=True, maybe_placeholders=False,
                lexer_callbacks=LEXER_CALLBACKS, cache=cache)


def parse(text: str, path: str = "<text>", cards_before: bool = True) -> ParseResult:
    """Parse one source text. Never raises on bad input: problems come back as diagnostics (and, when
    `cards_before`, the cards that parse cleanly before the first broken one)."""
    source = Source(text)
    with watching(path) as watch:
        run = _Parse(source, path)
        tree = run.tree()
    problems = sorted(run.errors + watch.problems, key=lambda d: d.span)
    if problems or tree is None:
        braces = scan(source.text)
        problems = _without_cascades([_at_the_open_brace(d, source, braces) for d in problems])
        return ParseResult(None, tuple(problems), _cards_before(source.text, problems, braces, path) if cards_before else ())
    document = AstBuilder().transform(tree)
    return ParseResult(ast.Document(document.components, tuple(watch.comments), span=document.span), ())


def _at_the_open_brace(diagnostic: Diagnostic, source: Source, braces: Braces) -> Diagnostic:
    """A file that ends inside a block is reported at the `{` left open, not at the end of the file."""
    if diagnostic.code != "E103" or diagnostic.span != source.end_span() or not braces.unclosed:
        return diagnostic
    offset = braces.unclosed[-1]
    line = source.text.count("\n", 0, offset) + 1
    column = offset - (source.text.rfind("\n", 0, offset) + 1) + 1
    return Diagnostic(diagnostic.path, Span.point(line, column, offset), "E103", "this '{' is never closed: the file ends before its '}'",
                      "add the missing '}' where its block ends")


def _cards_before(text: str, problems: list[Diagnostic], braces: Braces, path: str) -> tuple:
    """The cards before the one that holds the first problem, if they parse cleanly on their own."""
    cut = card_start_before(braces, min((d.span.start for d in problems), default=0))
    if cut == 0:
        return ()
    before = parse(text[:cut], path, cards_before=False)
    return before.document.components if before.ok else ()


def parse_file(path: Path | str) -> tuple[str | None, ParseResult]:
    """Read and parse a file; an unreadable file is a diagnostic, not an exception."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        reason = getattr(problem, "strerror", None) or str(problem)
        return None, ParseResult(None, (Diagnostic(str(path), Span.point(1, 1), "E106", f"cannot read file: {reason}"),))
    return text, parse(text, str(path))


class _Parse:
    """One pass of lark's LALR parser over a source, reporting each syntax error and resuming at the next
    line (see dsl/recovery.py), so one file reports each broken line once.

    It drives lark's interactive parser itself rather than through `on_error`: lark's resume machinery was
    much of an error's cost. From the first error on it builds no trees, as the tree will not be used.
    """

    def __init__(self, source: Source, path: str):
        self.source, self.path = source, path
        self.errors: list[Diagnostic] = []
        self.parser = lark_parser().parse_interactive(source.text + "\n")
        self.last_token: Token | None = None

    def tree(self):
        """The parse tree, or None if there were syntax errors (they are in `errors`)."""
        while True:
            try:
                tree = self._parse_to_end()
                return None if self.errors else tree
            except TooDeep:
                return None  # reported by the lexer's watch
            except UnexpectedInput as error:
                self.parser.parser_state.parse_conf.callbacks = {}  # a fresh conf per parse: stop building trees
                if not self._recover(error):
                    return None

    def _parse_to_end(self):
        state = self.parser.parser_state
        for token in self.parser.lexer_thread.lex(state):
            self.last_token = token
            state.feed_token(token)
        return self.parser.feed_eof(self.last_token)

    def _recover(self, error: UnexpectedInput) -> bool:
        """Report the error and set the parser to go on; False when it cannot, or should not, go on.

        Only the first error of a line is reported. A second one means the line is beyond repair, so the
        rest of it is skipped: each line then costs at most two errors, however long it is."""
        if isinstance(error, UnexpectedToken):
            error.interactive_parser = self.parser
        repeated = bool(self.errors) and self.errors[-1].span.line == error_line(error, self.source)
        if not repeated and not self._report(error):
            return False
        lexer, text = self.parser.lexer_thread.state.line_ctr, self.source.text
        if isinstance(error, UnexpectedCharacters):
            end = (_line_end if repeated else _unreadable_end)(text, lexer.char_pos)
            _skip(lexer, text, max(end, lexer.char_pos + 1))  # always past the character lark could not read
            return True
        if repeated and error.token.type != "_NL":
            _skip(lexer, text, _line_end(text, lexer.char_pos))
        return _resume_at_next_line(self.parser, error)

    def _report(self, error: UnexpectedInput) -> bool:
        """Add the error's diagnostic; past MAX_ERRORS, say the rest is not read and stop (False)."""
        diagnostic = describe_error(error, self.source, self.path)
        if len(self.errors) == MAX_ERRORS:
            self.errors.append(Diagnostic(self.path, diagnostic.span, "E109", f"more than {MAX_ERRORS} syntax errors: the rest of this file is not read",
                                          "fix the errors above and check again"))
            return False
        self.errors.append(diagnostic)
        return True


def _resume_at_next_line(parser, error: UnexpectedToken) -> bool:
    """Feed the fewest tokens that let the parser accept an end of line; False if there are none."""
    if error.token.type == "$END":
        return False
    path = path_to_newline(parser.parser_state)
    if path is None:
        return False
    try:
        for token_type in path:
            parser.feed_token(Token(token_type, ""))
    except UnexpectedInput:
        return False
    return True


# A run of characters none of which can begin a token: skipped as one (each would be its own error on the
# same line, and only the first error of a line is kept). A test holds this to the grammar's terminals.
STRAY = re.compile(r'[^\dA-Za-z"@#{}(),+\-<>=! \t\f\r\n]+')
_GLUED = re.compile(r"\d[A-Za-z_\d]*")


def _skip(lexer, text: str, end: int) -> None:
    """Move the lexer (a lark LineCounter over `text`) on to `end`."""
    lexer.feed(text[lexer.char_pos : end])


def _line_end(text: str, start: int) -> int:
    """Where the line holding `start` ends (its "\\n"; strings and comments never hold one)."""
    end = text.find("\n", start)
    return end if end >= 0 else len(text)


def _unreadable_end(text: str, start: int) -> int:
    """Where the unreadable text at `start` ends: an unclosed string at the end of its line, a number
    glued to a word after the word, stray characters after the last of them. Skipping one character at a
    time, as lark does, made each of these cost time proportional to its length, per character."""
    if text.startswith('"', start):
        return _line_end(text, start)
    unreadable = _GLUED.match(text, start) or STRAY.match(text, start)
    return unreadable.end() if unreadable else start + 1


def _without_cascades(errors: list[Diagnostic]) -> list[Diagnostic]:
    """One error per line; an early end of file only when nothing else went wrong (it is usually a cascade)."""
    if len(errors) > 1:
        errors = [e for e in errors if e.code != "E103"] or errors[:1]
    seen: set[int] = set()
    kept = []
    for error in errors:
        if error.span.line not in seen:
            seen.add(error.span.line)
            kept.append(error)
    return kept


# ---- tree → AST -------------------------------------------------------------------------------------------


def _span_of(meta) -> Span:
    return Span(meta.line, meta.column, meta.end_line, meta.end_column, meta.start_pos, meta.end_pos)


def _unescape(raw: str) -> str:
    body = raw[1:-1]
    return body.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")


def _split(items, kind):
    return tuple(i for i in items if isinstance(i, kind)), tuple(i for i in items if not isinstance(i, kind))


class AstBuilder(Transformer):
    """One method per grammar rule or alias; each returns exactly one AST class (see RULE_NODES)."""

    def _call_userfunc(self, tree, new_children=None):
        # Call `rule(meta, children)` directly: lark's v_args wrapper costs a quarter of the parse time.
        return getattr(self, tree.data)(tree.meta, tree.children if new_children is None else new_children)

    def start(self, meta, items):
        return ast.Document(tuple(items), span=_span_of(meta) if not meta.empty else Span.point(1, 1))

    def component(self, meta, items):
        kind, ident, name, body = items
        return ast.Component(ast.Word(kind.value, span=token_span(kind)), ident, self._text(name), body, span=_span_of(meta))

    def block(self, meta, items):
        return ast.Block(tuple(items), span=_span_of(meta))

    def call(self, meta, items):
        name, rest = items[0], items[1:]
        block = rest[-1] if rest and isinstance(rest[-1], ast.Block) else None
        rest = rest[:-1] if block else rest
        sources, args = _split(rest, ast.Source)
        return ast.Call(self._word(name), args, sources, block, span=_span_of(meta))

    def may(self, meta, items):
        return ast.May(items[0], span=_span_of(meta))

    def if_stmt(self, meta, items):
        return ast.IfStmt(items[0], items[1], items[2] if len(items) > 2 else None, span=_span_of(meta))

    def fallback(self, meta, items):
        return ast.Fallback(items[0], items[1], span=_span_of(meta))

    def when(self, meta, items):
        return ast.When(items[0], items[1], span=_span_of(meta))

    def event(self, meta, items):
        return ast.Event(self._word(items[0]), tuple(items[1:]), span=_span_of(meta))

    def require(self, meta, items):
        return ast.Require(items[0], span=_span_of(meta))

    def unknown(self, meta, items):
        return ast.Unknown(_unescape(items[0].value), span=_span_of(meta))

    def source(self, meta, items):
        return ast.Source(items[0].value[1:], span=_span_of(meta))

    def count(self, meta, items):
        return ast.Count(self._word(items[0]), tuple(items[1:]), span=_span_of(meta))

    def count_filter(self, meta, items):
        return ast.Filter(tuple(items), span=_span_of(meta))

    def any_of(self, meta, items):
        return ast.AnyOf(tuple(items), span=_span_of(meta))

    def all_of(self, meta, items):
        return ast.AllOf(tuple(items), span=_span_of(meta))

    def negation(self, meta, items):
        return ast.Negation(items[0], span=_span_of(meta))

    def compare(self, meta, items):
        left, op, right = items
        return ast.Compare(left, op.value, right, span=_span_of(meta))

    def int_lit(self, meta, items):
        return ast.IntLit(int(items[0].value), span=token_span(items[0]))

    def signed_lit(self, meta, items):
        return ast.SignedLit(int(items[0].value), span=token_span(items[0]))

    def at_least(self, meta, items):
        return ast.AtLeast(int(items[0].value[:-1]), span=token_span(items[0]))

    def range_lit(self, meta, items):
        low, high = items[0].value.split("..")
        return ast.RangeLit(int(low), int(high), span=token_span(items[0]))

    def space_ref(self, meta, items):
        floor, column = items[0].value.split("/")
        return ast.SpaceRef(int(floor), int(column), span=token_span(items[0]))

    def word(self, meta, items):
        return self._word(items[0])

    def text(self, meta, items):
        return self._text(items[0])

    @staticmethod
    def _word(token: Token) -> ast.Word:
        return ast.Word(token.value, span=token_span(token))

    @staticmethod
    def _text(token: Token) -> ast.Text:
        return ast.Text(_unescape(token.value), span=token_span(token))


# Which AST class each grammar rule (or alias) becomes. A test holds the grammar to this table.
RULE_NODES: dict[str, type] = {
    "start": ast.Document,
    "component": ast.Component,
    "block": ast.Block,
    "call": ast.Call,
    "may": ast.May,
    "if_stmt": ast.IfStmt,
    "fallback": ast.Fallback,
    "when": ast.When,
    "event": ast.Event,
    "require": ast.Require,
    "unknown": ast.Unknown,
    "source": ast.Source,
    "count": ast.Count,
    "count_filter": ast.Filter,
    "any_of": ast.AnyOf,
    "all_of": ast.AllOf,
    "negation": ast.Negation,
    "compare": ast.Compare,
    "int_lit": ast.IntLit,
    "signed_lit": ast.SignedLit,
    "at_least": ast.AtLeast,
    "range_lit": ast.RangeLit,
    "space_ref": ast.SpaceRef,
    "word": ast.Word,
    "text": ast.Text,
}
