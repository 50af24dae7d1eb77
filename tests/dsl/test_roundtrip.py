"""Round trips: generated programs parse, and parse(format(x)) == x, on generated programs and the corpus."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given

from compiler.corpus import card_files, default_corpus
from dsl import ast
from dsl.formatter import format_document
from dsl.parser import parse
from tests.dsl.generated import programs

CORPUS_FILES = card_files([default_corpus()])[0]


@given(programs())
def test_generated_programs_parse(text: str) -> None:
    result = parse(text)
    assert result.ok, (text, result.diagnostics)


@given(programs())
def test_generated_programs_round_trip(text: str) -> None:
    document = parse(text).document
    formatted = format_document(document, text)
    again = parse(formatted)
    assert again.ok, formatted
    assert again.document == document
    assert format_document(again.document, formatted) == formatted


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.name)
def test_corpus_round_trips_and_is_formatted(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    document = parse(text, str(path)).document
    formatted = format_document(document, text)
    assert formatted == text, "run `gah fmt` on this file"
    assert parse(formatted).document == document


def test_generator_reaches_nested_programs() -> None:
    from hypothesis import find, settings

    example = find(programs(), lambda s: s.count("{") >= 3 and "else" in s, settings=settings(max_examples=2000, database=None))
    assert parse(example).ok


@given(programs())
def test_generated_programs_never_crash_the_checker_or_compiler(text: str) -> None:
    from compiler.checker import check_component
    from compiler.counts import CompileError
    from compiler.passes import compile_block

    for node in parse(text).document.components:
        checked, problems = check_component("generated.gah", node)
        if checked is None or problems:
            continue
        for statement in node.body.statements:
            block = getattr(statement, "block", None) or getattr(statement, "body", None)
            if isinstance(block, ast.Block):
                try:
                    compile_block(block)
                except CompileError:
                    pass  # a located refusal ("the engine cannot run X yet") is an answer, not a crash


# ---- comments survive formatting: parse(format(x)) == x with every comment kept --------------------------------


def commented(text: str) -> str:
    """The same program with a comment at the end of every line, blank lines included."""
    return "".join(f"{line}  # c{number}\n" for number, line in enumerate(text.split("\n"), start=1))


def assert_format_keeps_meaning_and_comments(text: str) -> None:
    before = parse(text)
    assert before.ok, before.diagnostics
    formatted = format_document(before.document, text)
    after = parse(formatted)
    assert after.ok, (formatted, after.diagnostics)
    assert after.document == before.document
    assert [c.text for c in after.document.comments] == [c.text for c in before.document.comments]
    assert format_document(after.document, formatted) == formatted


def test_commented_adds_a_comment_per_line() -> None:
    text = commented('staff 1 "X" {\n  cost 2\n}')
    assert len(parse(text).document.comments) == 3


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.name)
def test_corpus_card_with_a_comment_on_every_line_formats_keeping_them(path: Path) -> None:
    assert_format_keeps_meaning_and_comments(commented(path.read_text(encoding="utf-8")))


@given(programs())
def test_generated_program_with_a_comment_on_every_line_formats_keeping_them(text: str) -> None:
    assert_format_keeps_meaning_and_comments(commented(text))


@pytest.mark.parametrize("text", [
    # issue 17, defect 2: the comment was written before the `else`, commenting out the fallback
    'staff 1 "X" {\n  effect {\n    choose {\n      pay 3 krones\n    } else gain 2 krones  # c\n  }\n}\n',
    'staff 1 "X" {\n  effect {\n    {\n      pay 3 krones\n    } else gain 2 krones  # c\n  }\n}\n',
    'staff 1 "X" {\n  effect {\n    choose {\n      pay 3 krones\n    } else choose {  # d\n      gain 1 vp  # e\n    }  # f\n  }\n}\n',
    'staff 1 "X" {\n  effect {\n    choose {} else gain 2 krones  # c\n  }\n}\n',
    'staff 1 "X" {\n  effect {\n    if money >= 3 {\n      gain 1 vp\n    } else {  # c\n    }\n  }\n}\n',
])
def test_comment_on_an_else_line_ends_the_line(text: str) -> None:
    assert_format_keeps_meaning_and_comments(text)
