"""Checker and registry unit tests: binding, modifiers, counts, timing rules, boards, corpus passes."""
from __future__ import annotations

import pytest

from compiler.checker import check_component
from compiler.corpus import CORPUS_PASSES
from compiler.registry import REGISTRY, bind, lookup, usage
from compiler.types import Amount, BindError, UnknownValue
from dsl import ast
from dsl.parser import parse
from dsl.spans import NO_SPAN

STAFF = 'staff 1 "X" {{\n  module base\n  cost 2\n  timing {timing}\n  text "t"\n{body}\n}}\n'


def codes(text: str) -> list[str]:
    (component,) = parse(text).document.components
    return [d.code for d in check_component("t.gah", component)[1]]


def checked(text: str):
    (component,) = parse(text).document.components
    return check_component("t.gah", component)[0]


def args_of(line: str) -> tuple:
    return parse(f'x 1 "x" {{\n{line}\n}}\n').document.components[0].body.statements[0].args


def test_bind_gain_with_per() -> None:
    bound = bind(lookup("effect", "gain"), args_of("gain 3 vp per rooms(occupied, red)"), NO_SPAN)
    assert bound.values["amount"] == Amount(3) and bound.values["what"] == "vp"
    assert isinstance(bound.values["per"], ast.Count)


@pytest.mark.parametrize("line, amount", [("draw up-to 2 staff", Amount(2, up_to=True)), ("lose all krones", Amount(None, every=True)),
                                          ('draw unknown "n" staff', UnknownValue("n"))])
def test_amount_forms(line, amount) -> None:
    primitive = lookup("effect", line.split()[0])
    assert bind(primitive, args_of(line), NO_SPAN).values["amount"] == amount


def test_plural_and_singular_name_the_same_item() -> None:
    gain = lookup("effect", "gain")
    assert bind(gain, args_of("gain 1 krone"), NO_SPAN).values["what"] == bind(gain, args_of("gain 3 krones"), NO_SPAN).values["what"]


def test_bind_reports_the_offending_word() -> None:
    with pytest.raises(BindError) as error:
        bind(lookup("effect", "prepare"), args_of("prepare 1 room flors 1..2"), NO_SPAN)
    assert error.value.code == "E206" and "floors" in error.value.message


def test_only_items_are_exchanged() -> None:
    """Session 18: 'exchange 2 krone' passed the checker and failed only when compiled; the registry now asks for an item,
    so the checker refuses money, points and steps where they are written."""
    with pytest.raises(BindError) as error:
        bind(lookup("effect", "exchange"), args_of("exchange 2 krone"), NO_SPAN)
    assert error.value.code == "E203" and "krone" in error.value.message
    assert bind(lookup("effect", "exchange"), args_of("exchange up-to 4 dish-or-drink"), NO_SPAN).values["what"] == "dish-or-drink"


def test_usage_lists_options() -> None:
    assert usage(lookup("effect", "gain")) == "gain AMOUNT WHAT [per COUNT]"


def test_every_primitive_has_a_summary_and_unique_name() -> None:
    for category, primitives in REGISTRY.items():
        assert all(p.summary and p.category == category for p in primitives.values())


def test_modifier_binds_target_filters_and_change() -> None:
    component = checked(STAFF.format(timing="permanent", body="  modify strength die 1 2 by +1\n  modify room-cost color blue to 0"))
    first, second = component.fields["modify"]
    assert first.values == {"target": "strength", "die": (1, 2), "by": (1,)}
    assert second.values == {"target": "room-cost", "color": "blue", "to": (0,)}


@pytest.mark.parametrize("body, code", [("  modify strength die 1 by 1", "E219"), ("  modify strength die 1", "E206"),
                                        ("  modify luck to 1", "E223")])
def test_modifier_mistakes(body, code) -> None:
    assert code in codes(STAFF.format(timing="permanent", body=body))


def test_colour_shorthand_in_counts() -> None:
    assert codes(STAFF.format(timing="final", body="  scoring {\n    gain 3 vp per rooms(occupied, red)\n  }")) == []
    assert "E204" in codes(STAFF.format(timing="final", body="  scoring {\n    gain 3 vp per rooms(occupied, color pink)\n  }"))


@pytest.mark.parametrize("timing, body, ok", [
    ("final", "  scoring {\n    gain 1 vp\n  }", True),
    ("final", "  effect {\n    gain 1 vp\n  }", False),
    ("bell", "  when room-occupied {\n    gain 1 vp\n  }", True),
    ("permanent", "  effect {\n    gain 1 vp\n  }", False),
    ("immediate", "  effect {\n    gain 1 vp\n  }", True),
])
def test_timing_fits_structure(timing, body, ok) -> None:
    assert ("E214" not in codes(STAFF.format(timing=timing, body=body))) == ok


def test_requirement_only_on_objectives() -> None:
    assert "E222" in codes(STAFF.format(timing="immediate", body="  require money >= 2\n  effect {\n    gain 1 vp\n  }"))


def test_unknowns_are_collected_with_field_names() -> None:
    component = checked(STAFF.replace("cost 2", 'cost unknown "no source"').format(timing="immediate", body="  effect {\n    gain 1 vp\n  }"))
    assert [(u.field, u.note) for u in component.unknowns] == [("cost", "no source")]


def test_board_groups_must_cover_the_floor_lines() -> None:
    board = ('hotel-board t "T" {\n  module base\n  side night\n  text "t"\n  floor 1 blue red\n'
             '  group 1 blue 1/1\n  group 2 blue 1/2 1/3\n}\n')
    assert codes(board).count("E224") == 2  # 1/2 is red, and 1/3 is on no floor line


def test_duplicate_names_across_components() -> None:
    one, two = (checked(STAFF.replace('"X"', '"Same"').replace("staff 1", f"staff {n}").format(timing="immediate", body="  effect {\n    gain 1 vp\n  }"))
                for n in (1, 2))
    assert [d.code for p in CORPUS_PASSES for d in p([one, two])] == ["E208"]


def test_base_counts_and_references_are_checked(tmp_path) -> None:
    import shutil

    from compiler.corpus import check_paths, default_corpus

    shutil.copytree(default_corpus() / "base", tmp_path / "base")
    for path in (tmp_path / "base" / "staff").glob("*.gah"):
        if "timing final" in path.read_text() and "copy" not in path.read_text():
            path.unlink()
    codes = [d.code for d in check_paths([tmp_path]).diagnostics]
    assert codes.count("E226") == 1 and codes.count("E227") == 1
