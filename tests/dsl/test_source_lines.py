"""One definition of a line for the whole front end (dsl/source.py): lexer, excerpts and formatter agree.

Issue 17, defect 10: a form feed or U+2028 in a card shifted the excerpt line (lark counts only "\\n",
`str.splitlines` breaks at more), and a UTF-8 byte-order mark at the start of a file was an E101.
"""
from __future__ import annotations

import pytest

from dsl.diagnostics import render_text
from dsl.formatter import format_document
from dsl.parser import parse
from dsl.source import normalized, source_lines

# Every character str.splitlines treats as a line break that lark does not.
NOT_LINE_BREAKS = ["\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]

BROKEN = 'staff 1 "X" {{\n  # a{char}b\n  note "c{char}d"\n  cost 2 $\n}}\n'


def excerpt(text: str) -> tuple[int, int, str, str]:
    """Line and column of the first diagnostic, and the excerpt's source line and caret line."""
    (diagnostic, *_) = parse(text).diagnostics
    lines = render_text(diagnostic, text).split("\n")
    return diagnostic.span.line, diagnostic.span.column, lines[1], lines[2]


@pytest.mark.parametrize("char", NOT_LINE_BREAKS, ids=repr)
def test_characters_splitlines_breaks_at_do_not_move_the_excerpt(char: str) -> None:
    line, column, source, caret = excerpt(BROKEN.format(char=char))
    assert (line, column) == (4, 10)
    assert source == "    4 |   cost 2 $" and caret.index("^") == source.index("$")


@pytest.mark.parametrize("char", NOT_LINE_BREAKS, ids=repr)
def test_an_excerpt_line_holding_such_a_character_keeps_the_caret_aligned(char: str) -> None:
    text = f'staff 1 "X" {{\n  note "a{char}b" $\n}}\n'
    line, column, source, caret = excerpt(text)
    assert (line, column) == (2, 14) and caret.index("^") == source.index("$")
    assert char not in source  # shown as a space: a terminal may break the line or move the cursor on it


def test_a_form_feed_between_words_is_white_space() -> None:
    assert parse('staff 1 "X" {\n  cost\f2\n}\n').ok


def test_a_byte_order_mark_at_the_start_is_accepted_and_spans_do_not_move() -> None:
    plain = 'staff 1 "X" {\n  cost 2\n}\n'
    with_bom, without = parse("\ufeff" + plain), parse(plain)
    assert with_bom.ok and with_bom.document == without.document
    assert with_bom.document.components[0].kind.span == without.document.components[0].kind.span


def test_errors_in_a_file_with_a_byte_order_mark_are_where_the_editor_shows_them() -> None:
    assert excerpt("\ufeff" + 'staff 1 "X" { $\n}\n')[:3] == (1, 15, '    1 | staff 1 "X" { $')


def test_a_byte_order_mark_elsewhere_is_still_an_error() -> None:
    assert [d.code for d in parse('staff 1 "X" {\n  \ufeffcost 2\n}\n').diagnostics] == ["E101"]


LF = 'staff 1 "X" {\n  cost 2\n  gain 1 vp $\n  may gain 1 vp else lose 1 vp\n}\n'


@pytest.mark.parametrize("ending", ["\r\n", "\r"], ids=["CRLF", "lone CR"])
def test_other_line_endings_give_the_same_lines_and_columns(ending: str) -> None:
    text = LF.replace("\n", ending)
    assert [(d.code, d.span.line, d.span.column) for d in parse(text).diagnostics] == \
           [(d.code, d.span.line, d.span.column) for d in parse(LF).diagnostics]
    assert "\r" not in render_text(parse(text).diagnostics[0], text)


@pytest.mark.parametrize("ending", ["\r\n", "\r"], ids=["CRLF", "lone CR"])
def test_other_line_endings_parse_and_format_like_lf(ending: str) -> None:
    plain = 'staff 1 "X" {  # a\n  cost 2\n\n  gain 1 vp  # b\n}\n'
    text = plain.replace("\n", ending)
    result = parse(text)
    assert result.ok and result.document == parse(plain).document
    assert [c.text for c in result.document.comments] == [" a", " b"]
    assert format_document(result.document, text) == format_document(parse(plain).document, plain)


def test_mixed_line_endings() -> None:
    text = 'staff 1 "X" {\r\n  cost 2\r  gain 1 vp\n  pay $\r\n}'
    assert [(d.span.line, d.span.column) for d in parse(text).diagnostics] == [(4, 7)]


def test_a_lone_cr_inside_a_string_ends_the_line_and_so_the_string() -> None:
    assert [d.code for d in parse('staff 1 "X\rY" {\n}\n').diagnostics][0] == "E104"


@pytest.mark.parametrize("text, lines", [
    ("", [""]), ("a", ["a"]), ("a\n", ["a"]), ("a\n\n", ["a", ""]), ("a\r\nb\rc", ["a", "b", "c"]),
    ("\ufeffa\u2028b\fc", ["a\u2028b\fc"]),
])
def test_source_lines(text: str, lines: list[str]) -> None:
    assert source_lines(text) == lines


def test_normalizing_keeps_every_offset_but_the_byte_order_mark() -> None:
    text = "a\rb\r\nc\u2028d"
    assert len(normalized(text)) == len(text) and len(normalized("\ufeff" + text)) == len(text)


def test_an_error_at_a_crlf_line_end_is_at_the_end_of_the_line() -> None:
    text = 'staff 1 "X" {\r\n  require money >=\r\n}\r\n'  # the fuzz test's find: the column was one past the line
    (diagnostic,) = parse(text).diagnostics
    assert (diagnostic.span.line, diagnostic.span.column) == (2, len("  require money >=") + 1)
