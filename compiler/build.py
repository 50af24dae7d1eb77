"""Building the engine's catalog from checked components: the last step of the compiler.

Only components of the selected modules are compiled. Any statement the engine cannot run yet is a
CompileError with the component's location, never a silent gap.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from dsl import ast
from dsl.diagnostics import Diagnostic
from compiler.checker import CheckedComponent
from compiler.counts import CompileError, lower_condition
from compiler.lower import lower_block
from compiler.registry import bind, lookup
from compiler.types import UnknownValue
from engine import catalog as cat
from engine.runtime import Ctx

TIMING_FLAGS = ("before-or-after", "after", "instead")


@dataclass(frozen=True)
class BuildResult:
    catalog: cat.Catalog | None
    diagnostics: tuple[Diagnostic, ...]


def build_catalog(components, modules=("base", "custom")) -> BuildResult:
    chosen = [c for c in components if c.module in modules]
    problems: list[Diagnostic] = []
    staff = _compiled(chosen, "staff", compile_staff, problems)
    guests = _compiled(chosen, "guest", compile_guest, problems)
    objectives = _compiled(chosen, "objective", compile_objective, problems)
    tiles = _compiled(chosen, "emperor-tile", compile_tile, problems)
    if problems:
        return BuildResult(None, tuple(problems))
    catalog = cat.Catalog(_constants(_one(chosen, "rules")), _board(_one(chosen, "hotel-board", "night")), _track(_one(chosen, "emperor-track")),
                          _bonus(_one(chosen, "group-bonus")), staff, guests, objectives, tiles)
    return BuildResult(catalog, ())


ENGINE_MODULES = ("base", "custom")


def compile_problems(components) -> list[Diagnostic]:
    """Diagnostics for components of the modules the engine plays that it cannot run."""
    problems: list[Diagnostic] = []
    chosen = [c for c in components if c.module in ENGINE_MODULES]
    for kind, compile_one in COMPILERS.items():
        _compiled(chosen, kind, compile_one, problems)
    return problems


def _compiled(components, kind, compile_one, problems) -> dict:
    result = {}
    for component in (c for c in components if c.kind.name == kind):
        try:
            item = compile_one(component)
        except CompileError as error:
            problems.append(Diagnostic(component.path, error.node.span, "E230", str(error), "this card cannot be played by the engine yet"))
            continue
        result[item.ident] = item
    return result


def _one(components, kind, ident=None) -> CheckedComponent:
    return next(c for c in components if c.kind.name == kind and (ident is None or c.ident == ident))


def _block(component: CheckedComponent, name: str):
    node = next((s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == name), None)
    return lower_block(node.block) if node is not None else None


# ---- cards ------------------------------------------------------------------------------------------------------


def _known(component: CheckedComponent, field_name: str, param: str):
    """A value the engine needs; an unknown one makes the card unplayable, said with its location."""
    value = component.value(field_name, param)
    if isinstance(value, UnknownValue):
        node = next(s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == field_name)
        raise CompileError(f"its {field_name} is unknown ({value.note})", node)
    return value


def _number(component: CheckedComponent) -> int:
    if not component.ident.isdigit():
        raise CompileError("its printed card number is unknown, and the engine keys cards by number", component.node.ident)
    return int(component.ident)


def compile_staff(component: CheckedComponent) -> cat.StaffCard:
    label = f"staff {component.ident}"
    return cat.StaffCard(_number(component), component.name, _known(component, "cost", "cost"), component.value("timing", "timing"),
                         _block(component, "effect"), _block(component, "scoring"),
                         tuple(_triggers(component, label)), tuple(_modifiers(component)))


def _triggers(component: CheckedComponent, label: str):
    for node in component.node.body.statements:
        if isinstance(node, ast.When):
            values = dict(bind(lookup("event", node.event.name.text), node.event.args, node.span).values)
            timing = next((flag for flag in TIMING_FLAGS if values.pop(flag, False)), "")
            once = bool(values.pop("once-per-round", False))
            if values.pop("other", False):
                values["card_not"] = int(component.ident)
            yield cat.Trigger(node.event.name.text, values, lower_block(node.body), label, timing, once)


def _modifiers(component: CheckedComponent):
    for bound in component.fields.get("modify", ()):
        values = dict(bound.values)
        target, set_to, add = values.pop("target"), values.pop("to", None), values.pop("by", (0,))[0]
        if "floors" in values:
            low, high = values["floors"]
            values["floors"] = tuple(range(low, high + 1))
        yield cat.Modifier(target, values, set_to, add)


def compile_guest(component: CheckedComponent) -> cat.GuestCard:
    return cat.GuestCard(_number(component), component.name, _known(component, "color", "color"),
                         dict(_known(component, "order", "order")), _known(component, "vp", "vp"), _block(component, "reward"))


def compile_objective(component: CheckedComponent) -> cat.ObjectiveCard:
    require = next(s for s in component.node.body.statements if isinstance(s, ast.Require))
    condition = lower_condition(require.condition)
    return cat.ObjectiveCard(_number(component), component.name, component.value("group", "group"),
                             lambda game, seat: condition(Ctx(game, seat)))


def compile_tile(component: CheckedComponent) -> cat.EmperorTile:
    return cat.EmperorTile(component.ident, component.name, component.value("group", "group"),
                           _block(component, "reward"), _block(component, "penalty"))


# ---- boards and constants ------------------------------------------------------------------------------------------


def _board(component: CheckedComponent) -> cat.Board:
    colors = {(b.values["floor"], col): color for b in component.fields["floor"] for col, color in enumerate(b.values["colors"], 1)}
    groups = tuple(cat.Group(b.values["number"], b.values["color"], tuple(b.values["spaces"])) for b in component.fields["group"])
    placement = {b.values["space"]: b.values["vp"] for b in component.fields.get("placement-vp", ())}
    return cat.Board(colors, groups, placement, tuple(component.value("prep-cost", "krones")), component.value("first-room", "space"),
                     component.value("floors", "n"), component.value("columns", "n"))


def _track(component: CheckedComponent) -> cat.Track:
    value = component.value
    return cat.Track(tuple(value("vp", "vp")), tuple(value("scoring-rounds", "rounds")), tuple(value("retreat", "steps")),
                     value("reward-from", "space"), value("penalty-at", "space"), value("overflow-vp", "vp"))


def _bonus(component: CheckedComponent) -> dict:
    return {b.values["color"]: (b.values["what"], tuple(b.values["amounts"])) for b in component.fields["bonus"]}


def _constants(component: CheckedComponent) -> cat.Constants:
    def values(name):
        return tuple(component.fields[name][0].values["values"])

    def single(name):
        return values(name)[0]

    return cat.Constants(values("players"), single("rounds"), values("dice"), single("start-money"),
                         dict(component.value("start-kitchen", "items")), single("hand-size"), single("start-rooms"),
                         single("cafe-tables"), single("queue-size"), values("queue-costs"), single("money-cap"),
                         values("objective-vp"), values("final-room-vp"), single("final-cafe-vp"), single("boost-cost"),
                         single("serve-cost"), single("serve-batch"), single("imitation-fee"))


COMPILERS = {"staff": compile_staff, "guest": compile_guest, "objective": compile_objective, "emperor-tile": compile_tile}

__all__ = ["BuildResult", "COMPILERS", "Counter", "build_catalog"]
