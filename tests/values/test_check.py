"""Checking a values file: each wrong line is refused with a stable code at its own line and column, and a
correct file passes without a word (values from tests/values/support.py and the fixture are TEST DATA)."""
from __future__ import annotations

import pytest

from compiler.corpus import check_texts
from compiler.values import read_overlay
from tests.values.support import shipped

HEAD = 'values mine "Mine" {\n  text "Test values."\n'


def problems(*lines: str, components=None) -> list[tuple[str, int, int]]:
    text = HEAD + "".join(f"  {line}\n" for line in lines) + "}\n"
    overlay, found = read_overlay("mine.gah", text, components or shipped())
    assert (overlay is None) == any(d.is_error for d in found)
    return [(d.code, d.span.line, d.span.column) for d in found]


def test_a_correct_file_passes_quietly() -> None:
    assert problems("staff 125 cost 3", "guest 134 color red", "guest 134 order 2 wine 1 champagne", "guest 134 vp 4",
                    "objective seven-dancers number 163", "ballroom zum-sperl row top cost 1 2 3", "ballroom zum-sperl row top spaces 3",
                    "rehearsal-room 1 section 3 bonus {", "  gain 2 champagne", "}", "assumption chaplin-own-vp choice no-bonus",
                    "ballroom zum-sperl scoring score-rank at-least 1+", "rules starting-player turn-tiles 1 2 3") == []


@pytest.mark.parametrize("line, expected", [
    ("staff 999 cost 3", ("E240", 3, 9)),  # no such card
    ("celebrity nobody vp 3", ("E240", 3, 13)),
    ("staff 125 cots 3", ("E242", 3, 13)),  # no such field
    ("guest 134 destination room", ("E242", 3, 13)),  # a field the card does not have
    ("ballroom zum-sperl row top 2", ("E242", 3, 22)),  # which of the row's unknowns?
    ("staff 1 cost 3", ("E241", 3, 11)),  # a fact the cards give
    ("staff 125 timing final", ("E241", 3, 13)),
    ("ballroom zum-sperl tie-rule share-and-skip", ("E241", 3, 22)),
    ("rehearsal-room 1 section 1 dancers 3", ("E241", 3, 20)),
    ("staff 125 cost red", ("E219", 3, 18)),  # wrong type, with the field's own parameter type
    ("guest 134 color purple", ("E204", 3, 19)),
    ("guest 134 order 2 wien", ("E203", 3, 21)),
    ("staff 125 cost", ("E206", 3, 17)),
    ("staff 125 cost 3 4", ("E206", 3, 20)),
    ("staff 125 cost -1", ("E211", 3, 18)),  # the card's own checks, run with the value in
    ("objective seven-dancers number 170", ("E209", 3, 34)),
    ("objective seven-dancers number 105", ("E207", 3, 34)),
    ("assumption chaplin-own-vp choice maybe", ("E244", 3, 36)),
    ("assumption chaplin-own-vp choice plus-two no-bonus", ("E206", 3, 45)),
    ("assumption chaplin-own-vp answer unknown \"x\"", ("E245", 3, 29)),
    ("staff 125 cost 3 @J", ("E222", 3, 20)),
    ("rehearsal-room 1 section 1 bonus 3", ("E219", 3, 36)),
    ("values other cost 3", ("E246", 3, 3)),
])
def test_a_wrong_line_is_refused_where_it_is(line: str, expected: tuple) -> None:
    assert expected in problems(line)


def test_a_value_given_twice_is_refused_at_the_second() -> None:
    assert problems("staff 126 cost 3", "staff 126 cost 4") == [("E243", 4, 3)]


def test_a_block_value_is_checked_as_effects() -> None:
    assert problems("rehearsal-room 1 section 2 bonus {", "  gain 2 strudle", "}") == [("E203", 4, 12)]


def test_token_halves_need_both_halves_of_every_token() -> None:
    found = problems("hotel-entrance dove tokens bonuses {", "  top 1 {", "    gain 1 wine", "  }", "  top 6 {", "    gain 1 wine",
                     "  }", "}")
    assert ("E219", 7, 9) in found and ("E210", 3, 38) in found


def test_values_that_break_the_card_together_are_reported() -> None:
    found = problems("ballroom zum-sperl row middle cost 1 2 3", "ballroom zum-sperl row middle spaces 4")
    assert found == [("E224", 3, 3)]


def test_an_unfilled_line_is_accepted_and_supplies_nothing() -> None:
    text = HEAD + '  staff 125 cost unknown "to fill in"\n}\n'
    overlay, found = read_overlay("mine.gah", text, shipped())
    assert found == [] and len(overlay.entries) == 1 and overlay.filled == ()


def test_a_file_with_something_else_is_not_a_values_file() -> None:
    overlay, found = read_overlay("x.gah", 'staff 1 "X" {\n  module base\n}\n', shipped())
    assert overlay is None and [d.code for d in found] == ["E246"]


def test_gah_check_checks_a_values_file_against_the_cards_beside_it() -> None:
    card = 'staff 7 "Test" {\n  module custom\n  cost unknown "test"\n  timing immediate\n  text "Gain 1 wine."\n  effect {\n    gain 1 wine\n  }\n}\n'
    good = HEAD + "  staff 7 cost 2\n}\n"
    assert check_texts([("card.gah", card), ("mine.gah", good)]).errors == ()
    report = check_texts([("card.gah", card), ("mine.gah", HEAD + "  staff 125 cost 2\n}\n")])
    assert [(d.code, d.path) for d in report.errors] == [("E240", "mine.gah")]  # the shipped staff 125 is not beside it


def test_a_values_file_alone_is_checked_against_the_shipped_cards() -> None:
    assert check_texts([("mine.gah", HEAD + "  staff 125 cost 2\n}\n")]).errors == ()
    assert [d.code for d in check_texts([("mine.gah", HEAD + "  staff 1 cost 2\n}\n")]).errors] == ["E241"]


def test_the_example_in_the_language_guide_checks() -> None:
    from pathlib import Path

    guide = (Path(__file__).parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
    example = guide.split("## Values files", 1)[1].split("```gah\n", 1)[1].split("```", 1)[0]
    overlay, found = read_overlay("language.md", example, shipped())
    assert found == [] and len(overlay.filled) == 9
