"""Text → typed AST. Lark trees never leave this module.

The grammar is LALR and built with `strict=True`, so any ambiguity fails at build time. Syntax errors are
recovered line by line (as lark's own grammar loader does), so one file reports each broken line once and
the errors that a first mistake would cause further on are not reported.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from dsl import ast
from dsl.diagnostics import Diagnostic
from dsl.spans import Span

GRAMMAR_PATH = Path(__file__).with_name("grammar.lark")


@dataclass(frozen=True)
class ParseResult:
    document: ast.Document | None
    diagnostics: tuple[Diagnostic, ...]

    @property
    def ok(self) -> bool:
        return self.document is not None


@lru_cache(maxsize=None)
def grammar_text() -> str:
    return GRAMMAR_PATH.read_text(encoding="utf-8")


@lru_cache(maxsize=None)
def lark_parser() -> Lark:
    return Lark(grammar_text(), parser="lalr", strict=True, propagate_positions=True, maybe_placeholders=False)


def parse(text: str, path: str = "<text>") -> ParseResult:
    """Parse one source text. Never raises on bad input: problems come back as diagnostics."""
    try:
        tree = lark_parser().parse(text + "\n")
    except UnexpectedInput:
        return ParseResult(None, _syntax_errors(text, path))
    document = AstBuilder().transform(tree)
    return ParseResult(ast.Document(document.components, tuple(_comments(text)), span=document.span), ())


def _syntax_errors(text: str, path: str) -> tuple[Diagnostic, ...]:
    """The slow path, for broken text only: reparse with line-by-line recovery to report every error."""
    errors: list[Diagnostic] = []
    _parse_tree(text, path, errors)
    return tuple(_without_cascades(errors))


def parse_file(path: Path | str) -> tuple[str | None, ParseResult]:
    """Read and parse a file; an unreadable file is a diagnostic, not an exception."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        reason = getattr(problem, "strerror", None) or str(problem)
        return None, ParseResult(None, (Diagnostic(str(path), Span.point(1, 1), "E106", f"cannot read file: {reason}"),))
    return text, parse(text, str(path))


def _parse_tree(text: str, path: str, errors: list[Diagnostic]):
    def on_error(error: UnexpectedInput) -> bool:
        errors.append(describe_error(error, text, path))
        return _recover(error)

    try:
        return lark_parser().parse(text + "\n", on_error=on_error)
    except UnexpectedInput as error:
        if not errors or errors[-1].span.line != error.line:  # lark gave up: keep its last word
            errors.append(describe_error(error, text, path))
        return None


def _recover(error: UnexpectedInput) -> bool:
    """Resume at the next line: feed the fewest tokens that let the parser accept an end of line."""
    if isinstance(error, UnexpectedCharacters):
        return True  # lark skips the bad character
    if not isinstance(error, UnexpectedToken) or error.token.type == "$END":
        return False
    path = _path_to_newline(error.interactive_parser)
    if path is None:
        return False
    try:
        for token_type in path:
            error.interactive_parser.feed_token(Token(token_type, ""))
    except UnexpectedInput:
        return False
    return True


def _path_to_newline(parser, limit: int = 6):
    """Breadth-first search for a short token sequence after which `_NL` is accepted."""
    frontier = [((), parser.as_immutable())]
    for _ in range(limit):
        next_frontier = []
        for path, state in frontier:
            if "_NL" in state.choices() and _accepts_newline(state):
                return path + ("_NL",)
            next_frontier.extend(_expand(path, state))
        frontier = next_frontier[:200]
    return None


def _accepts_newline(state) -> bool:
    try:
        state.feed_token(Token("_NL", ""))
    except UnexpectedInput:
        return False
    return True


def _expand(path, state):
    for choice in state.choices():
        if choice.isupper() and not choice.startswith("$"):
            try:
                yield path + (choice,), state.feed_token(Token(choice, "0"))
            except UnexpectedInput:
                continue


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


# ---- error descriptions ---------------------------------------------------------------------------------

TOKEN_WORDS = {
    "NAME": "a word",
    "INT": "a number",
    "SIGNED_INT": "a signed number such as +1",
    "AT_LEAST": "a threshold such as 3+",
    "RANGE": "a range such as 1..2",
    "SPACE_REF": "a hotel space such as 1/1",
    "STRING": 'a quoted string such as "text"',
    "SOURCE_TAG": "a source tag such as @003",
    "COMPARATOR": "a comparison such as >=",
    "_NL": "the end of the line",
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "LPAR": "'('",
    "RPAR": "')'",
    "COMMA": "','",
    "$END": "the end of the file",
}


def token_words(token_type: str) -> str:
    if token_type in TOKEN_WORDS:
        return TOKEN_WORDS[token_type]
    return f"'{token_type.lower()}'"


def describe_error(error: UnexpectedInput, text: str, path: str) -> Diagnostic:
    if isinstance(error, UnexpectedCharacters):
        return _describe_characters(error, text, path)
    if isinstance(error, UnexpectedToken):
        return _describe_token(error, text, path)
    return Diagnostic(path, _point(error, text), "E102", "cannot parse this")


def _describe_characters(error: UnexpectedCharacters, text: str, path: str) -> Diagnostic:
    span = _point(error, text)
    rest = text[error.pos_in_stream :]
    if rest.startswith('"'):
        return Diagnostic(path, span, "E104", "this string is not closed", 'close it with " on the same line')
    if rest[:1].isdigit():
        digits = len(rest) - len(rest.lstrip("0123456789"))
        word = rest[digits:].split()[0] if rest[digits:].split() else ""
        hint = f"put a space between them: '{rest[:digits]} {word}'"
        return Diagnostic(path, span, "E105", "a number cannot touch a word", hint)
    shown = repr(rest[:1]) if rest else "end of text"
    return Diagnostic(path, span, "E101", f"unexpected character {shown}", "comments start with #; words use letters, digits and -")


def _describe_token(error: UnexpectedToken, text: str, path: str) -> Diagnostic:
    token = error.token
    expected = sorted({token_words(t) for t in error.accepts or error.expected if not t.startswith("__")})
    hint = "expected " + _one_of(expected) if expected else None
    if token.type == "$END":
        return Diagnostic(path, _end_span(text), "E103", "the file ends too early (a '}' may be missing)", hint)
    shown = "end of line" if token.type == "_NL" else f"'{token.value}'"
    span = _token_span(token)
    special = _special_case(error, text)
    if special:
        return Diagnostic(path, span, "E102", *special)
    return Diagnostic(path, span, "E102", f"unexpected {shown}", hint)


def _special_case(error: UnexpectedToken, text: str) -> tuple[str, str] | None:
    """Mistakes common enough to deserve their own words."""
    before = text[: error.token.start_pos or 0].rstrip()
    if before.endswith("unknown") and set(error.accepts or error.expected) == {"STRING"}:
        return "'unknown' needs a note saying why no source gives the value", 'write: unknown "no source prints it"'
    if error.token.type == "ELSE" and _line_of(text, error.token).lstrip().startswith("may "):
        return "'may' cannot take 'else'", "write 'may { ... }' for an optional part, or 'A else B' (without may) for a fallback"
    return None


def _line_of(text: str, token: Token) -> str:
    lines = text.splitlines()
    return lines[token.line - 1] if token.line and token.line <= len(lines) else ""


def _one_of(words: list[str]) -> str:
    return words[0] if len(words) == 1 else "one of: " + ", ".join(words)


def _point(error: UnexpectedInput, text: str) -> Span:
    offset = error.pos_in_stream or 0
    return Span.point(error.line, error.column, offset) if isinstance(error.line, int) else _end_span(text)


def _end_span(text: str) -> Span:
    lines = text.splitlines() or [""]
    return Span.point(len(lines), len(lines[-1]) + 1, len(text))


def _token_span(token: Token) -> Span:
    if token.line is None:
        return Span.point(1, 1)
    if token.type == "_NL":
        return Span.point(token.line, token.column, token.start_pos)
    return Span(token.line, token.column, token.end_line, token.end_column, token.start_pos, token.end_pos)


def _comments(text: str) -> list[ast.Comment]:
    """Comments: a # outside a string runs to the end of its line (strings never span lines)."""
    found, offset = [], 0
    for number, line in enumerate(text.split("\n"), start=1):
        column = _comment_column(line)
        if column is not None:
            body = line[column + 1 :].rstrip("\r")
            span = Span(number, column + 1, number, len(line) + 1, offset + column, offset + len(line))
            found.append(ast.Comment(body.rstrip(), span=span))
        offset += len(line) + 1
    return found


def _comment_column(line: str) -> int | None:
    in_string, escaped = False, False
    for column, char in enumerate(line):
        if in_string:
            escaped, in_string = (not escaped and char == "\\"), in_string and (escaped or char != '"')
        elif char == '"':
            in_string = True
        elif char == "#":
            return column
    return None


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
        return ast.Component(ast.Word(kind.value, span=_token_span(kind)), ident, self._text(name), body, span=_span_of(meta))

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
        return ast.IntLit(int(items[0].value), span=_token_span(items[0]))

    def signed_lit(self, meta, items):
        return ast.SignedLit(int(items[0].value), span=_token_span(items[0]))

    def at_least(self, meta, items):
        return ast.AtLeast(int(items[0].value[:-1]), span=_token_span(items[0]))

    def range_lit(self, meta, items):
        low, high = items[0].value.split("..")
        return ast.RangeLit(int(low), int(high), span=_token_span(items[0]))

    def space_ref(self, meta, items):
        floor, column = items[0].value.split("/")
        return ast.SpaceRef(int(floor), int(column), span=_token_span(items[0]))

    def word(self, meta, items):
        return self._word(items[0])

    def text(self, meta, items):
        return self._text(items[0])

    @staticmethod
    def _word(token: Token) -> ast.Word:
        return ast.Word(token.value, span=_token_span(token))

    @staticmethod
    def _text(token: Token) -> ast.Text:
        return ast.Text(_unescape(token.value), span=_token_span(token))


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
