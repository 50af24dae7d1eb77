"""The adversarial sets: every plausible wrong card is caught by the properties its header names (or rejected by
check), and every correct control stays clean. The headers say what each card is and why."""
from __future__ import annotations

import pytest

from tests.verifier.adversarial_support import controls, header, judged, wrong_cards
from verifier.properties import NAMES


@pytest.mark.parametrize("path", wrong_cards(), ids=lambda p: p.stem)
def test_the_wrong_card_is_caught(path) -> None:
    ok, got = judged(path)
    assert ok, f"wants {sorted(header(path, 'expect') | header(path, 'warn'))}; got {got.said()}"


@pytest.mark.parametrize("path", controls(), ids=lambda p: p.stem)
def test_the_control_stays_clean(path) -> None:
    ok, got = judged(path)
    assert ok, f"a correct card; got {got.said()}"


def test_every_card_says_why_and_names_known_properties() -> None:
    for path in wrong_cards() + controls():
        assert header(path, "why") or "seeded bug" in path.read_text(encoding="utf-8"), path.name
        assert header(path, "expect") | header(path, "warn") | header(path, "unknown") <= set(NAMES) | {"check"}, path.name


def test_every_property_has_a_wrong_card_that_it_catches() -> None:
    caught = set().union(*(header(p, "expect") | header(p, "warn") for p in wrong_cards()))
    assert caught >= set(NAMES) | {"check"}


def test_every_property_is_documented_and_stated_about_the_card() -> None:
    from pathlib import Path

    from verifier.properties import PROPERTIES

    doc = (Path(__file__).parents[2] / "docs" / "verification.md").read_text(encoding="utf-8")
    for prop in PROPERTIES:
        assert f"**{prop.name}**" in doc, prop.name
        assert "model" not in prop.statement and prop.not_applicable, prop.name
