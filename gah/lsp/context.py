"""What surrounds the cursor, read from the project's own Pygments lexer (gah/lexer.py), which reads any
text, broken or not: the blocks still open around it, the words of its line before it, the word being typed,
and which fields the component already has. Hover, completion and go-to-definition decide from this."""
from __future__ import annotations

import re
from dataclasses import dataclass

from pygments.token import Comment, Number, Punctuation, String, Whitespace

from compiler.kinds import KINDS
from dsl import ast
from gah.lexer import GahLexer

_LEXER = GahLexer()
WHOLE_FILE_CHARS = 50_000  # past this, only the component around the cursor is read
_HEADER = re.compile(r"^(?:" + "|".join(re.escape(k) for k in sorted(KINDS, key=len, reverse=True)) + r")(?![\w-])", re.MULTILINE)


@dataclass(frozen=True)
class Word:
    """A token of the line: its text, where it starts and ends (offsets), and whether it is a number or text."""

    text: str
    start: int
    end: int
    shape: str = "word"  # word, number or text

    def node(self) -> ast.Node:
        """The token as the checker's argument binding reads it."""
        if self.shape == "number" and self.text.isdigit():
            return ast.IntLit(int(self.text))
        if self.shape == "text":
            return ast.Text(self.text.strip('"'))
        return ast.Word(self.text)


@dataclass(frozen=True)
class Cursor:
    blocks: tuple[str, ...]  # the first word of each line whose `{` is still open, outermost (the kind) first
    line: tuple[Word, ...]  # the tokens of the cursor's line before the word under the cursor
    word: Word | None  # the word the cursor is in or just after
    count: str | None  # the count whose `( ... )` holds the cursor
    given: frozenset[str]  # the first words of the component's own lines (its fields)

    @property
    def depth(self) -> int:
        return len(self.blocks)

    @property
    def kind(self) -> str | None:
        return self.blocks[0] if self.blocks else None

    def words(self) -> tuple[str, ...]:
        return tuple(w.text for w in self.line)


@dataclass
class _Scan:
    blocks: list
    line: list
    count: str | None = None
    given: set | None = None


def cursor_at(text: str, offset: int) -> Cursor:
    """The context of the cursor at `offset` (a character offset into `text`). In a very large file only the
    component around the cursor is read (from the last header line starting a line), so an answer stays quick;
    the words' offsets then count from that line."""
    if len(text) > WHOLE_FILE_CHARS:
        start, after = _header_before(text, offset), _HEADER.search(text, offset, offset + WHOLE_FILE_CHARS)
        text, offset = text[start:after.start() if after else offset + WHOLE_FILE_CHARS], offset - start
    tokens = _tokens(text)
    before = _tokens(text[:offset])
    if before and _is_wordish(before[-1]) and before[-1][0] + len(before[-1][2]) == offset:
        before = before[:-1]  # the word being typed
    scan = _scan(before)
    given = _given(tokens, len(before), scan)
    return Cursor(tuple(scan.blocks), tuple(scan.line), _word_at(tokens, offset), scan.count, frozenset(given))


def _tokens(text: str) -> list:
    return [t for t in _LEXER.get_tokens_unprocessed(text) if t[1] not in Comment]


def _is_wordish(token) -> bool:
    return token[1] not in Whitespace and token[1] not in Punctuation and token[1] not in String


def _word_at(tokens, offset: int) -> Word | None:
    for start, kind, value in tokens:
        if start <= offset <= start + len(value) and _is_wordish((start, kind, value)):
            return Word(value, start, start + len(value), _shape(kind))
    return None


def _shape(kind) -> str:
    return "number" if kind in Number else "text" if kind in String else "word"


def _scan(tokens, scan: _Scan | None = None) -> _Scan:
    scan = scan or _Scan([], [])
    for start, kind, value in tokens:
        _step(scan, start, kind, value)
    return scan


def _step(scan: _Scan, start: int, kind, value: str) -> None:
    if kind in Whitespace:
        if "\n" in value:
            scan.line, scan.count = [], None
    elif value == "{":
        scan.blocks.append(scan.line[0].text if scan.line else "")
        scan.line, scan.count = [], None
    elif value == "}":
        scan.blocks[-1:] = []
        scan.line = []
    elif value in "(),":
        _parens(scan, value)
    else:
        _first_word(scan, value)
        scan.line.append(Word(value, start, start + len(value), _shape(kind)))


def _parens(scan: _Scan, value: str) -> None:
    if value == "(" and scan.line:
        scan.count = scan.line[-1].text
    elif value == ")":
        scan.count = None
    if value == ",":
        scan.line.append(Word(",", 0, 0, "comma"))


def _first_word(scan: _Scan, value: str) -> None:
    """Record a line's first word at depth 1: the fields (and when/modify/require lines) the component has."""
    if scan.given is not None and not scan.line and len(scan.blocks) == 1:
        scan.given.add(value)


def _given(tokens, index: int, at_cursor: _Scan) -> set:
    """The first words of the component's lines, read from the component's `{` to its closing `}`."""
    if not at_cursor.blocks:
        return set()
    opening = _component_start(tokens, index)
    scan = _Scan([], [], given=set())
    for position, token in enumerate(tokens[opening:], opening):
        if position == index:
            scan.line = []  # the line being typed does not count as given
        _step(scan, *token)
        if not scan.blocks and position > opening and token[2] == "}":
            break
    return scan.given


def _component_start(tokens, index: int) -> int:
    depth, start = 0, 0
    for position, (_, _, value) in enumerate(tokens[:index]):
        if value == "{":
            start = position if depth == 0 else start
            depth += 1
        elif value == "}":
            depth = max(0, depth - 1)
    return start


def _header_before(text: str, offset: int) -> int:
    """Where the last line that starts with a component kind, before `offset`, starts (0 if none)."""
    starts = [m.start() for m in _HEADER.finditer(text, max(0, offset - 50 * WHOLE_FILE_CHARS), offset)]
    return starts[-1] if starts else max(0, offset - WHOLE_FILE_CHARS)
