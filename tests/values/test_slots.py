"""Where unknowns sit and the paths that name them: every unknown of the shipped cards has a path or a reason, and
unknowns inside effect blocks are named by their field, their effect line and the parameter."""
from __future__ import annotations

from compiler.corpus import check_texts
from compiler.slots import slots
from compiler.values import read_overlay
from tests.values.support import shipped

CARD = '''staff 7 "Test" {
  module custom
  cost 2
  timing permanent
  text "Test card."
  when guest-leaves-cafe color unknown "which colour" {
    gain unknown "how many" wine
    if money >= unknown "a threshold" {
      gain 1 vp
    }
  }
}
'''

TWICE = '''staff 8 "Twice" {
  module custom
  cost 2
  timing immediate
  text "Test card."
  effect {
    gain unknown "first" wine
    gain unknown "second" wine
  }
}
'''


def test_every_shipped_unknown_has_a_path_or_a_reason() -> None:
    for component in shipped():
        found = slots(component)
        assert [s.unknown for s in found] == list(component.unknowns)
        assert all(s.reason or s.param is not None for s in found)


def test_shipped_unknowns_inside_effect_blocks_are_named_by_field_effect_and_parameter() -> None:
    by_address = {s.address: s for c in shipped() for s in slots(c)}
    assert not by_address["ballroom zum-sperl scoring score-rank at-least"].reason
    assert "hotel-entrance the-grand-wray-hotel ability retreat" not in by_address  # settled by assumption grand-wray-steps


def test_a_trigger_line_is_named_by_when_and_its_event() -> None:
    report = check_texts([("card.gah", CARD)])
    assert report.errors == ()
    found = {s.address: s.reason for s in slots(report.components[0])}
    assert found["staff 7 when guest-leaves-cafe color"] == "" and found["staff 7 when guest-leaves-cafe gain"] == ""
    assert "condition" in found["staff 7 when"]  # the threshold in the `if` has no field parameter to name it


def test_a_trigger_value_is_supplied_by_its_path() -> None:
    (component,) = check_texts([("card.gah", CARD)]).components
    text = 'values v "V" {\n  text "Test."\n  staff 7 when guest-leaves-cafe color red\n  staff 7 when guest-leaves-cafe gain 2\n  staff 7 when 3\n}\n'
    overlay, found = read_overlay("v.gah", text, [component])
    assert [(d.code, d.span.line) for d in found] == [("E245", 5)] and overlay is None


def test_two_alike_unknowns_cannot_be_told_apart() -> None:
    report = check_texts([("card.gah", TWICE)])
    assert report.errors == ()
    (component,) = report.components
    assert all("tells them apart" in s.reason for s in slots(component))
    overlay, found = read_overlay("v.gah", 'values v "V" {\n  text "Test."\n  staff 8 effect gain 2\n}\n', [component])
    assert [d.code for d in found] == ["E245"]
