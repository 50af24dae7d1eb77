"""Syntax errors in words a card designer understands: lark's exceptions → located diagnostics.

Every function here looks at a bounded stretch of the text around the error, never at the rest of the
file, so a file with thousands of errors is still described in time linear in its length.
"""
from __future__ import annotations

import re

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from dsl import recovery
from dsl.diagnostics import Diagnostic
from dsl.source import Source
from dsl.spans import Span

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
SHOWN_CHARACTERS = 40  # a token longer than this is shortened in messages
LOOK_BACK = 200
_DIGITS = re.compile(r"\d+")  # how far before an error `_special_case` looks for the word that explains it


def token_words(token_type: str) -> str:
    if token_type in TOKEN_WORDS:
        return TOKEN_WORDS[token_type]
    return f"'{token_type.lower()}'"


def error_line(error: UnexpectedInput, source: Source) -> int:
    """The line a diagnostic for `error` will be on (cheap: used to skip describing repeats)."""
    if isinstance(error, UnexpectedToken) and error.token.type == "$END":
        return source.end_span().line
    line = error.token.line if isinstance(error, UnexpectedToken) else error.line
    return line if isinstance(line, int) else 1


def describe_error(error: UnexpectedInput, source: Source, path: str) -> Diagnostic:
    if isinstance(error, UnexpectedCharacters):
        return _describe_characters(error, source, path)
    if isinstance(error, UnexpectedToken):
        return _describe_token(error, source, path)
    return Diagnostic(path, _point(error, source), "E102", "cannot parse this")


def _describe_characters(error: UnexpectedCharacters, source: Source, path: str) -> Diagnostic:
    span = _point(error, source)
    rest = source.text[error.pos_in_stream : error.pos_in_stream + SHOWN_CHARACTERS]
    if rest.startswith('"'):
        return Diagnostic(path, span, "E104", "this string is not closed", 'close it with " on the same line')
    number = _DIGITS.match(rest)
    if number:
        digits = number.end()
        word = rest[digits:].split()[0] if rest[digits:].split() else ""
        hint = f"put a space between them: '{rest[:digits]} {word}'"
        return Diagnostic(path, span, "E105", "a number cannot touch a word", hint)
    shown = repr(rest[:1]) if rest else "end of text"
    return Diagnostic(path, span, "E101", f"unexpected character {shown}", "comments start with #; words use letters, digits and -")


def _describe_token(error: UnexpectedToken, source: Source, path: str) -> Diagnostic:
    token = error.token
    accepts = _accepts(error)
    expected = sorted({token_words(t) for t in accepts or error.expected if not t.startswith("__")})
    hint = "expected " + _one_of(expected) if expected else None
    if token.type == "$END":
        return Diagnostic(path, source.end_span(), "E103", "the file ends too early (a '}' may be missing)", hint)
    shown = "end of line" if token.type == "_NL" else f"'{_shortened(token.value)}'"
    span = token_span(token)
    special = _special_case(error, accepts, source)
    if special:
        return Diagnostic(path, span, "E102", *special)
    return Diagnostic(path, span, "E102", f"unexpected {shown}", hint)


def _accepts(error: UnexpectedToken) -> set[str]:
    parser = error.interactive_parser
    return recovery.accepts(parser.parser_state) if parser is not None else set()


def _shortened(value: str) -> str:
    return value if len(value) <= SHOWN_CHARACTERS else value[: SHOWN_CHARACTERS - 3] + "..."


def _special_case(error: UnexpectedToken, accepts: set[str], source: Source) -> tuple[str, str] | None:
    """Mistakes common enough to deserve their own words."""
    start = error.token.start_pos or 0
    if set(accepts or error.expected) == {"STRING"} and source.text[max(0, start - LOOK_BACK) : start].rstrip().endswith("unknown"):
        return "'unknown' needs a note saying why no source gives the value", 'write: unknown "no source prints it"'
    if error.token.type == "ELSE" and source.line(error.token.line).lstrip().startswith("may "):
        return "'may' cannot take 'else'", "write 'may { ... }' for an optional part, or 'A else B' (without may) for a fallback"
    return None


def _one_of(words: list[str]) -> str:
    return words[0] if len(words) == 1 else "one of: " + ", ".join(words)


def _point(error: UnexpectedInput, source: Source) -> Span:
    offset = error.pos_in_stream or 0
    return Span.point(error.line, error.column, offset) if isinstance(error.line, int) else source.end_span()


def token_span(token: Token) -> Span:
    if token.line is None:
        return Span.point(1, 1)
    if token.type == "_NL":
        return Span.point(token.line, token.column, token.start_pos)
    return Span(token.line, token.column, token.end_line, token.end_column, token.start_pos, token.end_pos)
