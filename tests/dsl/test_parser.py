"""Parser unit tests: values, spans, statement shapes and located syntax errors."""
from __future__ import annotations

import pytest

from dsl import ast
from dsl.parser import parse


def body(text: str) -> tuple:
    result = parse('staff 1 "X" {\n' + text + "\n}\n")
    assert result.ok, result.diagnostics
    return result.document.components[0].body.statements


def only(text: str):
    (statement,) = body(text)
    return statement


@pytest.mark.parametrize("source, expected", [
    ("4", ast.IntLit(4)), ("+1", ast.SignedLit(1)), ("-5", ast.SignedLit(-5)), ("3+", ast.AtLeast(3)),
    ("1..2", ast.RangeLit(1, 2)), ("4/5", ast.SpaceRef(4, 5)), ("blue", ast.Word("blue")),
    ('"a \\"b\\""', ast.Text('a "b"')), ('unknown "why"', ast.Unknown("why")),
])
def test_argument_values(source, expected) -> None:
    assert only(f"x {source}").args == (expected,)


def test_sources_end_a_line() -> None:
    call = only("cost 4 @A @004 @000.p23")
    assert call.args == (ast.IntLit(4),) and [s.tag for s in call.sources] == ["A", "004", "000.p23"]


def test_count_with_filters() -> None:
    (count,) = only("gain 1 vp per rooms(occupied, floor 4)").args[3:]
    assert count == ast.Count(ast.Word("rooms"), (ast.Filter((ast.Word("occupied"),)), ast.Filter((ast.Word("floor"), ast.IntLit(4)))))


def test_may_if_fallback_when_require() -> None:
    kinds = [type(s) for s in body("may gain 1 vp\nif money >= 3 {\n}\npay 3 krones else lose 5 vp\nwhen take-die 3 {\n}\nrequire money >= 20")]
    assert kinds == [ast.May, ast.IfStmt, ast.Fallback, ast.When, ast.Require]


def test_conditions_bind_and_tighter_than_or() -> None:
    condition = only("require a >= 1 or b >= 2 and not c >= 3").condition
    assert isinstance(condition, ast.AnyOf) and isinstance(condition.items[1], ast.AllOf)
    assert isinstance(condition.items[1].items[1], ast.Negation)


def test_spans_point_at_source() -> None:
    call = only("  gain 2 wine")
    assert (call.span.line, call.span.column) == (2, 3)
    assert (call.args[1].span.line, call.args[1].span.column, call.args[1].span.end_column) == (2, 10, 14)


def test_equality_ignores_layout() -> None:
    a = parse('staff 1 "X" {\n  gain 1 vp\n}\n').document
    b = parse('staff 1 "X" {   gain 1 vp }').document
    assert a == b


def test_comments_are_collected_not_parsed() -> None:
    document = parse('# head\nstaff 1 "X # not a comment" { # tail\n}\n').document
    assert [c.text for c in document.comments] == [" head", " tail"]
    assert document.components[0].name.value == "X # not a comment"


@pytest.mark.parametrize("text, code, line", [
    ('staff 1 "X" {\n  gain 2wine\n}\n', "E105", 2),
    ('staff 1 "X" {\n  cost 2 $\n}\n', "E101", 2),
    ('staff 1 "X {\n}\n', "E104", 1),
    ('staff 1 "X" {\n  gain 1 vp\n', "E103", 1),
    ("staff01{ }\n", "E102", 1),
])
def test_syntax_errors_are_located(text, code, line) -> None:
    result = parse(text, "f.gah")
    assert not result.ok
    assert (result.diagnostics[0].code, result.diagnostics[0].span.line) == (code, line)


def test_several_syntax_errors_in_one_file() -> None:
    result = parse('staff 1 "X" {\n  cost 2 $\n  gain 1 vp\n  may gain 1 vp else lose 1 vp\n  pay % 2\n}\n')
    assert [d.span.line for d in result.diagnostics] == [2, 4, 5]


def test_keywords_cannot_touch() -> None:
    assert not parse("staff01{\n}\n").ok
    assert not parse('staff 1 "X" {\n  gain 2wine\n}\n').ok


def test_hash_inside_string_with_escaped_quote_is_not_a_comment() -> None:
    document = parse('staff 1 "a \\" # b" { # c\n}\n').document
    assert document.components[0].name.value == 'a " # b'
    assert [c.text for c in document.comments] == [" c"]
