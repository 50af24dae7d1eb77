"""Golden diagnostics: each fixture file is a mistake; its .expected file is exactly what `gah check` prints.

Regenerate with `pytest tests/golden --overwrite` and review the diff.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.corpus import check_paths as _check_paths
from gah.commands import with_compile_problems
from dsl.diagnostics import render_text
from tests.golden.helpers import assert_golden

HERE = Path(__file__).parent / "diagnostics"


def check_paths(paths):
    """What `gah check` reports: meaning checks, then what the engine cannot run."""
    return with_compile_problems(_check_paths(paths))
FIXTURES = sorted(HERE.glob("*.gah"))


def rendered(path: Path) -> str:
    report = check_paths([path])
    text = path.read_text(encoding="utf-8")
    lines = [render_text(d, text).replace(str(path), path.name) for d in report.diagnostics]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_diagnostic_golden(request, fixture: Path) -> None:
    assert_golden(request, fixture.with_suffix(".expected"), rendered(fixture))


@pytest.mark.parametrize("fixture", FIXTURES, ids=lambda p: p.stem)
def test_every_fixture_is_an_error(fixture: Path) -> None:
    report = check_paths([fixture])
    assert report.errors, f"{fixture.name} should produce at least one error"


def test_at_least_twenty_kinds_of_mistake() -> None:
    codes = {d.code for f in FIXTURES for d in check_paths([f]).diagnostics}
    assert len(FIXTURES) >= 20 and len(codes) >= 20, sorted(codes)
