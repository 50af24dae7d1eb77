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
from compiler.counts import MEMO_SIZE, CompileError, lower_condition, player_key, player_reads
from compiler.build_modules import (assumption_answers, balcony_cost, board_spaces, compile_ballroom, compile_celebrity, compile_entrance,
                                    compile_rehearsal_room, guest_needs, in_play, left_out, merged_rules)
from compiler.filters import event_contract, modifier_contract, modifier_predicate, trigger_predicate
from compiler.lower import lower_block
from compiler.registry import bind, lookup
from compiler.types import UnknownValue
from compiler.values import apply_values, chosen_answers
from engine import catalog as cat
from engine.contract import TAKE_DIE_TIMINGS
from engine.runtime import Ctx
from engine.state import Ref


@dataclass(frozen=True)
class BuildResult:
    catalog: cat.Catalog | None
    diagnostics: tuple[Diagnostic, ...]


def build_catalog(components, modules=("base", "custom"), values=None) -> BuildResult:
    """The engine's catalog for these modules. `values`: an owner's values overlay (compiler/values.py)."""
    answers = chosen_answers(components, values) if values is not None else None
    components = apply_values(components, values)
    chosen, problems, left = in_play(components, modules), [], []
    staff = _compiled(chosen, "staff", compile_staff, problems)
    guests = _compiled(chosen, "guest", compile_guest, problems)
    objectives = _compiled(chosen, "objective", compile_objective, problems)
    tiles = _compiled(chosen, "emperor-tile", compile_tile, problems)
    spaces, key = board_spaces(_compiled(chosen, "action-space", compile_action_space, problems))
    celebrities = _compiled(chosen, "celebrity", compile_celebrity, problems, left)
    entrances = _compiled(chosen, "hotel-entrance", compile_entrance, problems, left)
    ballrooms = _compiled(chosen, "ballroom", compile_ballroom, problems, left)
    rehearsal = _compiled(chosen, "rehearsal-room", compile_rehearsal_room, problems, left)
    if problems:
        return BuildResult(None, tuple(problems))
    catalog = cat.Catalog(_constants(_one(chosen, "rules", "base"), merged_rules(chosen)), _board(_one(chosen, "hotel-board", "night")),
                          _track(_one(chosen, "emperor-track")), _bonus(_one(chosen, "group-bonus")), staff, guests, objectives,
                          tiles, spaces, key, celebrities, entrances, ballrooms, rehearsal, balcony_cost(chosen), tuple(modules),
                          assumption_answers(chosen, answers), tuple(left))
    return BuildResult(catalog, ())


ENGINE_MODULES = ("base", "custom")


def compile_problems(components) -> list[Diagnostic]:
    """Diagnostics for components of the modules the engine plays that it cannot run."""
    problems: list[Diagnostic] = []
    chosen = [c for c in components if c.module in ENGINE_MODULES]
    for kind, compile_one in COMPILERS.items():
        _compiled(chosen, kind, compile_one, problems)
    return problems


def compile_ir(block: ast.Block) -> tuple:
    """An effect block's steps after the passes before lowering (what the verifier encodes)."""
    from compiler.passes import fold, normalize, resolve

    return fold(resolve(normalize(block)))


def _compiled(components, kind, compile_one, problems, left: list | None = None) -> dict:
    """Every component of a kind, compiled; one that cannot be is a located E230 in `problems`, or, for a
    kind drawn from a larger pool (`left` given), a line in `left` saying which and why."""
    result = {}
    for component in (c for c in components if c.kind.name == kind):
        try:
            item = compile_one(component)
        except CompileError as error:
            if left is not None:
                left.append(left_out(component, error))
            else:
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


INERT_FIELDS = frozenset({"module", "text", "source", "note", "requires", "number"})  # for readers, not for play


def _refuse_unread(component: CheckedComponent, read: set[str]) -> None:
    """A field the engine does not read is refused at its line, never ignored."""
    for node in component.node.body.statements:
        if isinstance(node, ast.Call) and node.name.text not in read | INERT_FIELDS | {"modify"}:
            raise CompileError(f"the engine does not play the field '{node.name.text}' of a {component.kind.name} yet", node.name)


def _origin(component: CheckedComponent, node: ast.Node) -> cat.Origin:
    return cat.Origin(component.path, node.span.line, node.span.column)


def _behaviour(component: CheckedComponent, owner: Ref, ability=None, bell: bool = False) -> cat.Behaviour:
    return cat.Behaviour(tuple(_triggers(component, owner)), tuple(_modifiers(component, owner)), ability, bell)


def compile_staff(component: CheckedComponent) -> cat.StaffCard:
    _refuse_unread(component, {"cost", "timing", "effect", "scoring"})
    ident, timing, effect = _number(component), component.value("timing", "timing"), _block(component, "effect")
    behaviour = _behaviour(component, Ref("staff", ident), effect if timing == "once-per-round" else None, timing == "bell")
    return cat.StaffCard(ident, component.name, _known(component, "cost", "cost"), timing, effect, _block(component, "scoring"), behaviour)


def _triggers(component: CheckedComponent, owner: Ref):
    for node in component.node.body.statements:
        if isinstance(node, ast.When):
            spec = event_contract(node)
            values = dict(bind(lookup("event", node.event.name.text), node.event.args, node.span).values)
            properties = {name: values.pop(name) for name in list(values) if name in spec.properties}
            timing = next((flag for flag in TAKE_DIE_TIMINGS if properties.get(flag)), "")
            accepts = trigger_predicate(node, spec, values, owner)
            yield cat.Trigger(node.event.name.text, accepts, lower_block(node.body), owner, _origin(component, node),
                              values, timing, bool(properties.get("once-per-round")))


def _modifiers(component: CheckedComponent, owner: Ref):
    calls = [s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "modify"]
    for call, bound in zip(calls, component.fields.get("modify", ())):
        values = dict(bound.values)
        target, set_to, add = values.pop("target"), values.pop("to", None), values.pop("by", (0,))
        spec = modifier_contract(call, target)
        _check_setting(call, spec, set_to, add)
        if "floors" in values:
            low, high = values["floors"]
            values["floors"] = tuple(range(low, high + 1))
        yield cat.Modifier(target, modifier_predicate(call, spec, values, owner), None if set_to is None else tuple(set_to), add[0], owner,
                           values)


def _check_setting(call: ast.Call, spec, set_to, add) -> None:
    for numbers in (set_to, add):
        if isinstance(numbers, UnknownValue):
            raise CompileError(f"cannot play a modifier whose value is unknown ({numbers.note})", call)
    if set_to is not None and len(set_to) != spec.values:
        wanted = "one number" if spec.values == 1 else f"{spec.values} numbers"
        raise CompileError(f"'modify {spec.target} to' sets {wanted}, not {len(set_to)}", call)


GUEST_DESTINATIONS = ("room", "ballroom", "room-or-ballroom", "cafe")


def compile_guest(component: CheckedComponent) -> cat.GuestCard:
    _refuse_unread(component, {"color", "order", "vp", "reward", "destination", "cafe-penalty", "ability", "needs"})
    destination = component.value("destination", "where")
    if destination not in (None,) + GUEST_DESTINATIONS:
        node = next(s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "destination")
        raise CompileError(f"the engine cannot send a guest to '{destination}' yet", node)
    ident = _number(component)
    behaviour = _behaviour(component, Ref("guest", ident), _block(component, "ability"))
    penalty = component.value("cafe-penalty", "vp")
    return cat.GuestCard(ident, component.name, _known(component, "color", "color"), dict(_known(component, "order", "order")),
                         _known(component, "vp", "vp"), _block(component, "reward"), behaviour,
                         None if penalty is None else _known(component, "cafe-penalty", "vp"), destination or "room-or-ballroom",
                         guest_needs(component))


def compile_objective(component: CheckedComponent) -> cat.ObjectiveCard:
    _refuse_unread(component, {"group", "spots"})
    require = next(s for s in component.node.body.statements if isinstance(s, ast.Require))
    condition = lower_condition(require.condition)
    spots = component.value("spots", "vp")
    ident = int(component.ident) if component.ident.isdigit() else component.ident  # a word where no number is printed
    return cat.ObjectiveCard(ident, component.name, component.value("group", "group"), _requirement(condition),
                             None if spots is None else tuple(_known(component, "spots", "vp")))


def _requirement(condition):
    """An objective's requirement as (game, seat) -> bool; one that reads only the player's own fields is kept
    per value of what it reads (compiler/counts.PLAYER_KEYS), per catalog: it is checked on every pass of
    every turn, and what it reads changes a few times a game."""
    reads = player_reads(condition)
    if reads is None:
        return lambda game, seat, known=None: condition(Ctx(game, seat))
    key, memo, catalog_read = player_key(reads), {}, None

    def requirement(game, seat, known: dict | None = None) -> bool:
        """`known`: what the player keys read so far in this pass, by key (the objectives of a pass share it: most
        read the rooms)."""
        nonlocal catalog_read
        if game.catalog is not catalog_read:
            memo.clear()
            catalog_read = game.catalog
        if known is None:
            read = key(game.state.players[seat])
        else:
            read = known.get(key, known)  # the dict itself: not read yet
            if read is known:
                read = known[key] = key(game.state.players[seat])
        found = memo.get(read)
        if found is None:
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            found = memo[read] = condition(Ctx(game, seat))
        return found
    return requirement


def compile_action_space(component: CheckedComponent) -> cat.ActionSpace:
    """A numbered space takes dice showing its number; a space with no number is an action taken instead of a die."""
    _refuse_unread(component, {"effect", "fee"})
    number = component.value("number", "number")
    steps = compile_ir(next(s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "effect").block)
    return cat.ActionSpace(component.ident, number, component.name, _block(component, "effect"), component.value("fee", "krones") or 0,
                           any(getattr(step, "name", None) == "imitate" for step in steps), component.module or "base")


def compile_tile(component: CheckedComponent) -> cat.EmperorTile:
    _refuse_unread(component, {"group", "reward", "penalty"})
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


def _constants(component: CheckedComponent, merged: dict | None = None) -> cat.Constants:
    def values(name):
        return tuple(component.fields[name][0].values["values"])

    def single(name):
        return values(name)[0]

    return cat.Constants(values("players"), single("rounds"), values("dice"), single("start-money"),
                         dict(component.value("start-kitchen", "items")), single("hand-size"), single("start-rooms"),
                         single("cafe-tables"), single("queue-size"), values("queue-costs"), single("money-cap"),
                         values("objective-vp"), values("final-room-vp"), single("final-cafe-vp"), single("boost-cost"),
                         single("serve-cost"), single("serve-batch"), merged or {})


COMPILERS = {"staff": compile_staff, "guest": compile_guest, "objective": compile_objective, "emperor-tile": compile_tile,
             "action-space": compile_action_space}

__all__ = ["BuildResult", "COMPILERS", "Counter", "build_catalog"]
