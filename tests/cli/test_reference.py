"""docs/reference.md is generated from the registry; it must match what the registry says now."""
from __future__ import annotations

from pathlib import Path

from gah.reference import reference_markdown
from tests.golden.helpers import assert_golden

DOC = Path(__file__).parents[2] / "docs" / "reference.md"


def test_reference_is_up_to_date(request) -> None:
    assert_golden(request, DOC, reference_markdown())


def test_reference_lists_every_primitive() -> None:
    from compiler.registry import REGISTRY

    text = reference_markdown()
    assert all(f"`{name}" in text for primitives in REGISTRY.values() for name in primitives)
