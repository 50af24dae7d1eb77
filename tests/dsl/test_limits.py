"""Bounds on the front end's input (dsl/limits.py): nesting depth and number size, each with its own code.

The cases of issue 17 itself are in test_issue17.py.
"""
from __future__ import annotations

import sys
from contextlib import contextmanager

import pytest

from compiler.build import compile_problems
from compiler.checker import check_component
from dsl.formatter import format_document
from dsl.limits import MAX_DEPTH, MAX_DIGITS
from dsl.parser import parse

CARD = 'staff 1 "X" {{\n  module custom\n  cost {cost}\n}}\n'


def codes(text: str) -> list[str]:
    return [d.code for d in parse(text).diagnostics]


# ---- numbers ------------------------------------------------------------------------------------------------


def test_a_number_of_the_longest_allowed_length_parses() -> None:
    result = parse(CARD.format(cost="9" * MAX_DIGITS))
    assert result.ok and result.document.components[0].body.statements[1].args[0].value == int("9" * MAX_DIGITS)


@pytest.mark.parametrize("written", ["{n}", "+{n}", "-{n}", "{n}+", "1..{n}", "{n}..1", "{n}/1", "1/{n}"])
def test_a_number_one_digit_too_long_is_E107_at_its_token(written: str) -> None:
    literal = written.format(n="1" * (MAX_DIGITS + 1))
    (diagnostic,) = parse(CARD.format(cost=literal)).diagnostics
    assert diagnostic.code == "E107" and f"{MAX_DIGITS + 1} digits" in diagnostic.message
    assert (diagnostic.span.line, diagnostic.span.column, diagnostic.span.end_column) == (3, 8, 8 + len(literal))


def test_a_long_number_is_reported_in_a_file_with_syntax_errors_too() -> None:
    text = 'staff 1 "X" {\n  cost 2 $\n  gain ' + "7" * 20 + " vp\n}\n"
    assert codes(text) == ["E101", "E107"]


def test_digits_inside_words_strings_and_comments_are_not_numbers() -> None:
    long = "1" * (MAX_DIGITS + 5)
    assert parse(f'staff 1 "{long}" {{\n  note "{long}"  # {long}\n  x{long} @{long}\n}}\n').ok


# ---- nesting ------------------------------------------------------------------------------------------------

NESTINGS = ["may {", "if money >= 1 {", "{"]  # `{` opens the attempt of `{ ... } else gain 1 krone`


def nested(levels: int) -> str:
    """A card whose effect nests `levels` blocks inside `effect { }` (so `levels + 2` braces deep)."""
    head = ['staff 1 "Deep" {', "  module custom", "  cost 1", "  timing immediate", '  text "x"', "  effect {"]
    openers = [NESTINGS[i % len(NESTINGS)] for i in range(levels)]
    body = ["  " * (i + 2) + opener for i, opener in enumerate(openers)] + ["  " * (levels + 2) + "gain 1 vp"]
    closers = ["  " * (i + 2) + ("} else gain 1 krone" if opener == "{" else "}") for i, opener in enumerate(openers)]
    return "\n".join(head + body + closers[::-1] + ["  }", "}"]) + "\n"


@contextmanager
def stack_frames_to_spare(frames: int):
    """Run with at most `frames` Python frames above the current ones."""
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + frames)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def test_the_deepest_allowed_card_runs_the_whole_pipeline_with_stack_to_spare() -> None:
    text = nested(MAX_DEPTH - 2)
    with stack_frames_to_spare(300):  # under a third of Python's default limit of 1000
        result = parse(text)
        assert result.ok, result.diagnostics
        checked, problems = check_component("deep.gah", result.document.components[0])
        assert not problems and not compile_problems([checked])
        formatted = format_document(result.document, text)
        assert parse(formatted).document == result.document


def test_one_level_deeper_is_E108_at_the_brace_that_goes_too_deep() -> None:
    text = nested(MAX_DEPTH - 1)
    (diagnostic,) = parse(text).diagnostics
    line = text.split("\n")[diagnostic.span.line - 1]
    assert diagnostic.code == "E108" and line[diagnostic.span.column - 1] == "{"
    assert diagnostic.span.line == 6 + MAX_DEPTH - 1  # the innermost opener's line


@pytest.mark.parametrize("text", [
    'staff 1 "X" {\n effect ' + "{" * 250 + "}" * 250 + "\n}\n",  # the case
    'staff 1 "X" {\n effect ' + "{" * 100_000 + "\n",
    'staff 1 "X" {\n  gain 1 vp per ' + "rooms(" * 300 + ")" * 300 + "\n}\n",
    'staff 1 "X" {\n  cost ' + "x(" * 50_000,
], ids=["issue-250-blocks", "100k-open-blocks", "300-counts", "50k-open-counts"])
def test_deep_nesting_is_E108_never_a_recursion_error(text: str) -> None:
    assert "E108" in codes(text)


def test_brackets_in_strings_and_comments_do_not_count() -> None:
    braces = "{" * (MAX_DEPTH + 5)
    assert parse(f'staff 1 "{braces}" {{\n  note "{braces}"  # {braces}\n}}\n').ok


def test_depth_counts_what_is_open_not_how_many_were_opened() -> None:
    lines = "\n".join("  may {\n    gain 1 vp\n  }" for _ in range(MAX_DEPTH * 3))
    assert parse(f'staff 1 "X" {{\n  effect {{\n{lines}\n  }}\n}}\n').ok


def test_the_language_guide_states_the_limits() -> None:
    from pathlib import Path

    from dsl.parser import MAX_ERRORS

    guide = (Path(__file__).parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
    assert f"more than {MAX_DEPTH} deep (E108)" in guide and f"more than {MAX_DIGITS} digits (E107)" in guide
    assert f"first {MAX_ERRORS}\nsyntax errors" in guide or f"first {MAX_ERRORS} syntax errors" in guide
