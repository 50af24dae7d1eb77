"""Formatter: canonical layout, idempotence and comments kept in place (golden inputs/outputs)."""
from __future__ import annotations

from pathlib import Path

import pytest

from dsl.formatter import format_document
from dsl.parser import parse
from tests.golden.helpers import assert_golden

FORMAT_DIR = Path(__file__).parents[1] / "golden" / "format"
INPUTS = sorted(FORMAT_DIR.glob("*.input.gah"))


def fmt(text: str) -> str:
    result = parse(text)
    assert result.ok, result.diagnostics
    return format_document(result.document, text)


@pytest.mark.parametrize("source", INPUTS, ids=lambda p: p.name.split(".")[0])
def test_format_golden(request, source: Path) -> None:
    actual = fmt(source.read_text(encoding="utf-8"))
    assert_golden(request, source.with_name(source.name.replace(".input.", ".expected.")), actual)


@pytest.mark.parametrize("source", INPUTS, ids=lambda p: p.name.split(".")[0])
def test_format_is_idempotent_and_keeps_comments(source: Path) -> None:
    text = source.read_text(encoding="utf-8")
    once = fmt(text)
    assert fmt(once) == once
    assert [c.text.strip() for c in parse(once).document.comments] == [c.text.strip() for c in parse(text).document.comments]


def test_blank_line_groups_are_kept_but_collapsed() -> None:
    out = fmt('staff 1 "X" {\n  module base\n\n\n\n  cost 2\n}\n')
    assert out == 'staff 1 "X" {\n  module base\n\n  cost 2\n}\n'


def test_signs_are_always_written() -> None:
    assert "+1" in fmt('staff 1 "X" {\n  modify strength by +1\n}\n')
