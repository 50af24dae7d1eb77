"""Applying a values file: the values take the place of the unknowns, the cards are checked again, nothing else
changes, and the result reads as the card would if a source had printed those values (TEST DATA values)."""
from __future__ import annotations

from pathlib import Path

import pytest

from compiler.corpus import check_texts
from compiler.needs import PLAY_MODULES, in_play, missing
from compiler.slots import slots
from compiler.values import OverlayMismatch, apply_values, chosen_answers, read_overlay
from dsl import ast
from dsl.formatter import format_document
from dsl.parser import parse
from tests.values.support import shipped

FIXTURE = Path(__file__).parents[1] / "fixtures" / "values" / "test-data.gah"
HEAD = 'values mine "Mine" {\n  text "Test values."\n'


def overlay_of(*lines: str, components=None):
    text = HEAD + "".join(f"  {line}\n" for line in lines) + "}\n"
    overlay, found = read_overlay("mine.gah", text, components or shipped())
    assert found == [], [str(d) for d in found]
    return overlay


def component(components, kind: str, ident: str):
    return next(c for c in components if (c.kind.name, c.ident) == (kind, ident))


def test_values_replace_the_unknowns_and_nothing_else() -> None:
    before = shipped()
    after = apply_values(before, overlay_of("staff 125 cost 3", "guest 134 order 2 wine 1 champagne", "guest 134 color red"))
    assert component(after, "staff", "125").value("cost", "cost") == 3
    guest = component(after, "guest", "134")
    assert guest.value("order", "order") == {"wine": 2, "champagne": 1} and guest.value("color", "color") == "red"
    assert [u.field for u in guest.unknowns] == ["vp"]
    changed = [b for a, b in zip(before, after) if a is not b]
    assert sorted((c.kind.name, c.ident) for c in changed) == [("guest", "134"), ("staff", "125")]
    assert [(c.kind.name, c.ident) for c in after] == [(c.kind.name, c.ident) for c in before]


def test_an_applied_card_reads_as_if_a_source_had_printed_the_value() -> None:
    original = component(shipped(), "staff", "125")
    applied = component(apply_values(shipped(), overlay_of("staff 125 cost 3")), "staff", "125")
    printed = format_document(ast.Document((original.node,))).replace('cost unknown "no source prints the costs of expansion staff"', "cost 3")
    assert format_document(ast.Document((applied.node,))) == printed
    assert parse(printed).document.components[0] == applied.node  # round trip: the text parses to the applied card


def test_the_applied_value_takes_the_place_of_the_unknown_in_the_card() -> None:
    original = component(shipped(), "staff", "125")
    applied = component(apply_values(shipped(), overlay_of("staff 125 cost 3")), "staff", "125")
    where = next(u.span for u in original.unknowns)
    cost = next(s for s in applied.node.body.statements if isinstance(s, ast.Call) and s.name.text == "cost")
    assert cost.args[0].span == where and applied.path == original.path


def test_row_options_are_set_one_by_one() -> None:
    applied = apply_values(shipped(), overlay_of("ballroom zum-sperl row top cost 1 2 3", "ballroom zum-sperl row top spaces 3"))
    top = component(applied, "ballroom", "zum-sperl").fields["row"][0].values
    assert (top["cost"], top["spaces"]) == ((1, 2, 3), 3) and "four-player-spaces" in {s.path[-1] for s in slots(component(applied, "ballroom", "zum-sperl"))}


def test_a_block_value_becomes_the_lines_block() -> None:
    applied = apply_values(shipped(), overlay_of("rehearsal-room 2 section 3 bonus {", "  gain 2 champagne", "}"))
    section = [s for s in component(applied, "rehearsal-room", "2").node.body.statements if isinstance(s, ast.Call) and s.name.text == "section"][2]
    assert [a.value if isinstance(a, ast.IntLit) else a.text for a in section.args] == [3, "dancers", 3]
    assert [c.name.text for c in section.block.statements] == ["gain"]


def test_an_assumption_choice_takes_the_other_answer() -> None:
    applied = apply_values(shipped(), overlay_of("assumption chaplin-own-vp choice no-bonus"))
    assert component(applied, "assumption", "chaplin-own-vp").value("choice", "answers") == ("no-bonus", ("plus-two",))
    assert chosen_answers(applied)["chaplin-own-vp"] == "no-bonus"
    assert chosen_answers(shipped(), overlay_of("assumption chaplin-own-vp choice no-bonus"))["chaplin-own-vp"] == "no-bonus"
    assert chosen_answers(shipped())["chaplin-own-vp"] == "plus-two"


def test_choosing_the_answer_already_taken_changes_nothing() -> None:
    applied = apply_values(shipped(), overlay_of("assumption chaplin-own-vp choice plus-two"))
    assert component(applied, "assumption", "chaplin-own-vp").node == component(shipped(), "assumption", "chaplin-own-vp").node


def test_no_overlay_leaves_the_components_as_they_are() -> None:
    assert all(a is b for a, b in zip(apply_values(shipped(), None), shipped()))


def test_an_overlay_for_other_components_is_a_bug_not_silence() -> None:
    with pytest.raises(OverlayMismatch, match="staff 125"):
        apply_values([c for c in shipped() if c.ident != "125"], overlay_of("staff 125 cost 3"))


def test_values_in_trigger_lines_are_applied() -> None:
    card = ('staff 7 "Test" {\n  module custom\n  cost 2\n  timing permanent\n  text "Test card."\n'
            '  when guest-leaves-cafe color unknown "which colour" {\n    gain unknown "how many" wine\n  }\n}\n')
    cards = check_texts([("card.gah", card)]).components
    applied = apply_values(cards, overlay_of("staff 7 when guest-leaves-cafe color red", "staff 7 when guest-leaves-cafe gain 2",
                                             components=cards))
    assert applied[0].unknowns == () and applied[0].fields["when"][0].values == {"color": "red"}


def test_the_fixture_supplies_every_value_every_module_needs() -> None:
    overlay, found = read_overlay(str(FIXTURE), FIXTURE.read_text(encoding="utf-8"), shipped())
    assert found == [] and overlay.filled == overlay.entries
    applied = apply_values(shipped(), overlay)
    assert missing(applied, in_play(PLAY_MODULES)) == []
    assert all(missing(applied, in_play((m,))) == [] for m in PLAY_MODULES)


def test_the_fixture_says_it_is_test_data() -> None:
    text = FIXTURE.read_text(encoding="utf-8")
    (values,) = parse(text).document.components
    assert text.startswith("# TEST DATA, NOT THE GAME'S VALUES") and "TEST DATA" in values.name.value
    assert "TEST DATA" in next(s for s in values.body.statements if s.name.text == "text").args[0].value


def test_the_fixture_is_what_make_fixture_writes() -> None:
    from tests.values.make_fixture import fixture_text

    assert FIXTURE.read_text(encoding="utf-8") == fixture_text(), "run `python3 -m tests.values.make_fixture`"
