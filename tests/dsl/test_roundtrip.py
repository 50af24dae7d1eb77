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
