"""Fixtures per lowering pass: each input block, run through the passes up to one, must print as expected.

Regenerate with `pytest tests/compiler/test_passes.py --overwrite` and review the diff.
"""
from __future__ import annotations

from functools import reduce
from pathlib import Path

import pytest

from compiler import passes
from compiler.describe import outline
from compiler.types import Amount
from dsl import ast
from dsl.formatter import format_document, render_arg, render_condition
from dsl.parser import parse
from tests.golden.helpers import assert_golden

FIXTURES = Path(__file__).parent / "fixtures"
CASES = sorted((stage.name, path) for stage in FIXTURES.iterdir() if stage.is_dir() for path in stage.glob("*.gah"))
UPTO = {"normalize": 1, "resolve": 2, "fold": 3, "lower": 4}


def block_of(text: str) -> ast.Block:
    indented = "\n".join("    " + line for line in text.splitlines())
    result = parse(f'staff 1 "x" {{\n  effect {{\n{indented}\n  }}\n}}\n')
    assert result.ok, result.diagnostics
    return result.document.components[0].body.statements[0].block


def printed(stage: str, value) -> str:
    if stage == "normalize":
        wrapper = ast.Component(ast.Word("x"), ast.Word("x"), ast.Text(""), value)
        return "\n".join(line[2:] for line in format_document(ast.Document((wrapper,))).splitlines()[1:-1]) + "\n"
    if stage == "lower":
        return "\n".join(outline(value)) + "\n"
    return "\n".join(show_ir(value)) + "\n"


def show_ir(steps, depth: int = 0) -> list[str]:
    pad, lines = "  " * depth, []
    for step in steps:
        if isinstance(step, passes.Step):
            shown = " ".join(f"{k}={_shown(v)}" for k, v in step.values)
            lines += [f"{pad}{step.name} {shown}".rstrip()] + show_ir(step.body, depth + 1)
        elif isinstance(step, passes.MayStep):
            lines += [f"{pad}may:"] + show_ir(step.body, depth + 1)
        elif isinstance(step, passes.FallbackStep):
            lines += [f"{pad}try:"] + show_ir(step.attempt, depth + 1) + [f"{pad}else:"] + show_ir(step.fallback, depth + 1)
        else:
            lines += [f"{pad}if {render_condition(step.condition)}:"] + show_ir(step.then, depth + 1)
            lines += [f"{pad}else:"] + show_ir(step.otherwise, depth + 1) if step.otherwise is not None else []
    return lines


def _shown(value) -> str:
    if isinstance(value, Amount):
        return str(value).replace(" ", "-")
    if isinstance(value, ast.Node):
        return render_arg(value)
    if isinstance(value, tuple):
        return ",".join(_shown(v) for v in value)
    return str(value)


@pytest.mark.parametrize("stage, path", CASES, ids=lambda v: v if isinstance(v, str) else v.stem)
def test_pass_fixture(request, stage: str, path: Path) -> None:
    value = reduce(lambda acc, step: step(acc), passes.PASSES[: UPTO[stage]], block_of(path.read_text(encoding="utf-8")))
    assert_golden(request, path.with_suffix(".expected"), printed(stage, value))


def test_every_pass_has_fixtures() -> None:
    assert {stage for stage, _ in CASES} == {p.__name__ for p in passes.PASSES}


def test_passes_are_ordered_small_functions() -> None:
    assert [p.__name__ for p in passes.PASSES] == ["normalize", "resolve", "fold", "lower"]
