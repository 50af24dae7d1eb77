"""The shipped corpus: complete, clean, formatted, and every unknown carries a note."""
from __future__ import annotations

from collections import Counter

import pytest

from compiler.corpus import check_paths, default_corpus


@pytest.fixture(scope="module")
def report():
    return check_paths([default_corpus()])


def test_corpus_is_clean(report) -> None:
    assert not report.errors, [f"{d.path}:{d.span.line}: {d.message}" for d in report.errors[:5]]


@pytest.mark.parametrize("kind, module, expected", [
    ("staff", "base", 48), ("guest", "base", 56), ("objective", "base", 12), ("emperor-tile", "base", 12),
    ("emperor-track", "base", 1), ("group-bonus", "base", 1), ("rules", "base", 1),
])
def test_base_counts(report, kind, module, expected) -> None:
    assert report.counts()[(kind, module)] == expected


def test_base_ids_are_complete(report) -> None:
    ids = Counter((c.kind.name, c.ident) for c in report.components if c.module == "base")
    assert {int(i) for k, i in ids if k == "staff"} == set(range(1, 49))
    assert {int(i) for k, i in ids if k == "guest"} == set(range(49, 105))
    assert {int(i) for k, i in ids if k == "objective"} == set(range(105, 117))
    assert {i for k, i in ids if k == "emperor-tile"} == {f"{g}{n}" for g in "ABC" for n in range(1, 5)}


def test_night_board_exists_and_day_boards_are_unknown(report) -> None:
    boards = {c.ident: c for c in report.components if c.kind.name == "hotel-board"}
    assert "night" in boards and not boards["night"].unknowns
    assert all(boards[f"day-{n}"].unknowns for n in range(1, 5))


def test_every_unknown_has_a_note(report) -> None:
    assert all(u.note.strip() for u in report.unknowns)


def test_base_game_has_no_unknown_card_facts(report) -> None:
    cards = ("staff", "guest", "objective", "emperor-tile")
    assert not [u for c in report.components if c.module == "base" and c.kind.name in cards for u in c.unknowns]


def test_every_component_has_text(report) -> None:
    assert all(c.value("text", "text").strip() for c in report.components)


@pytest.mark.parametrize("kind, module, expected", [
    ("staff", "ballrooms", 15), ("staff", "you-want-more", 14), ("staff", "promo", 1),
    ("guest", "ballrooms", 29), ("guest", "promo", 11), ("objective", "ballrooms", 3), ("objective", "you-want-more", 3),
    ("emperor-tile", "ballrooms", 3), ("emperor-tile", "you-want-more", 3), ("celebrity", "celebrities", 12),
    ("hotel-entrance", "exclusive-hotels", 10), ("ballroom", "ballrooms", 5), ("rehearsal-room", "ballrooms", 4),
    ("action-space", "ballrooms", 2), ("action-space", "starting-player", 1),
])
def test_expansion_counts(report, kind, module, expected) -> None:
    assert report.counts()[(kind, module)] == expected


def test_expansion_staff_costs_stay_unknown(report) -> None:
    expansion_staff = [c for c in report.components if c.kind.name == "staff" and c.module != "base"]
    assert expansion_staff and all(any(u.field == "cost" for u in c.unknowns) for c in expansion_staff)


def test_components_needing_two_modules_declare_it(report) -> None:
    requires = {c.name: c.value("requires", "modules") for c in report.components}
    for name in ("Giacomo Puccini", "Mata Hari", "Pablo Picasso", "The Ren"):
        assert requires[name] == ("ballrooms",), name
