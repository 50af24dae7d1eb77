"""The catalog for a choice of modules: which components are in play, the rules constants merged across
modules, and the compilers of the expansion's own kinds (celebrities, hotel entrances, the key action).

A component is in play when its module is chosen and every module it `requires` is too. A numbered
action space of a module replaces the base space with the same number (the champagne side of the
board). Components drawn from a pool larger than one game uses (entrances, celebrities) that cannot be
played yet are left out of the pool and listed; every other component must compile, or the build fails.
"""
from __future__ import annotations

from dataclasses import replace

from dsl import ast
from compiler.checker import CheckedComponent
from compiler.counts import CompileError
from compiler.types import UnknownValue
from engine import catalog as cat

# Kinds whose components a game draws from a pool larger than it uses: one that cannot be played can be
# left out (and is listed), because a game without it is a game the rules allow.
POOL_KINDS = ("hotel-entrance", "celebrity", "ballroom", "rehearsal-room")
MODULE_NAMES = ("celebrities", "exclusive-hotels", "starting-player", "ballrooms", "you-want-more")


def requires(component: CheckedComponent) -> tuple[str, ...]:
    return tuple(component.value("requires", "modules") or ())


def in_play(components, modules) -> list[CheckedComponent]:
    return [c for c in components if c.module in modules and all(r in modules for r in requires(c))]


def board_spaces(spaces: dict) -> tuple[dict, "cat.ActionSpace | None"]:
    """Numbered spaces by number, a module's space replacing the base one; and the key action, if any."""
    numbered, key = {}, None
    for space in sorted(spaces.values(), key=lambda s: s.module != "base"):
        if space.number is None:
            key = space
        else:
            numbered[space.number] = space
    return numbered, key


RULES_META = ("module", "text", "source", "note", "requires")


def merged_rules(components) -> dict[str, object]:
    """Every `rules` field of the chosen modules, by name (a list of numbers, an order, a word); a module's
    value replaces the base game's. An unknown one stays out: whatever needs it says so."""
    values: dict[str, object] = {}
    for component in sorted((c for c in components if c.kind.name == "rules"), key=lambda c: c.module != "base"):
        for name, bounds in component.fields.items():
            value = next(iter(bounds[0].values.values()), None) if bounds and name not in RULES_META else None
            if value is not None and not isinstance(value, UnknownValue):
                values[name] = tuple(value) if isinstance(value, list) else value
    return values


def assumption_answers(components, chosen: dict | None = None) -> dict[str, str]:
    """Each named assumption of the chosen modules and the answer taken (an owner's overlay may choose another)."""
    answers = {c.ident: c.value("choice", "answers")[0] for c in components if c.kind.name == "assumption"}
    return {**answers, **(chosen or {})}


def _block(component: CheckedComponent, name: str):
    from compiler.lower import lower_block

    node = next((s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == name), None)
    return lower_block(node.block) if node is not None and node.block is not None else None


def compile_celebrity(component: CheckedComponent) -> cat.Celebrity:
    from compiler.build import _behaviour, _known, _refuse_unread

    _refuse_unread(component, {"vp", "effect"})
    owner = cat.Ref("celebrity", component.ident)
    return cat.Celebrity(component.ident, component.name, _known(component, "vp", "vp") if "vp" in component.fields else 1,
                         _behaviour(component, owner, _block(component, "effect")))


ENTRANCE_FIELDS = {"setup", "obtained", "ability", "limit", "scoring", "tokens"}


def _tokens(component: CheckedComponent) -> tuple:
    """Each token's (top, bottom) halves, from the `tokens` block (`top 1 { ... }`, `bottom 1 { ... }`)."""
    from compiler.lower import lower_block

    call = next((s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "tokens"), None)
    if call is None:
        return ()
    if call.block is None:
        raise CompileError(f"its tokens' bonuses are unknown ({component.fields['tokens'][0].values.get('bonuses', UnknownValue('')).note})", call)
    halves: dict[int, dict[str, object]] = {}
    for line in call.block.statements:
        halves.setdefault(line.args[0].value, {})[line.name.text] = lower_block(line.block)
    return tuple((halves[n].get("top"), halves[n].get("bottom")) for n in sorted(halves))


def compile_entrance(component: CheckedComponent) -> cat.Entrance:
    from compiler.build import _behaviour, _refuse_unread

    _refuse_unread(component, ENTRANCE_FIELDS)
    owner = cat.Ref("hotel-entrance", component.ident)
    behaviour = _behaviour(component, owner, _block(component, "ability"))
    if component.value("limit", "limit") == "once-per-turn":
        behaviour = replace(behaviour, per_turn=True)
    return cat.Entrance(component.ident, component.name, _block(component, "setup"), _block(component, "obtained"),
                        _block(component, "scoring"), behaviour, _tokens(component), _round_pile(component))


def _round_pile(component: CheckedComponent) -> bool:
    """Whether the entrance scores this round's completed guests at the round end (`when round-end` reading
    `guests(completed, this-round)`): its owner keeps those guests in a pile of their own until then [000 p.26]."""
    bodies = [s.body for s in component.node.body.statements if isinstance(s, ast.When) and s.event.name.text == "round-end"]
    return any(count.name.text == "guests" and any(_words(f) == ("this-round",) for f in count.filters)
               for body in bodies for count in ast.find_all(body, ast.Count))


def _words(part: ast.Filter) -> tuple[str, ...]:
    return tuple(a.text for a in part.args if isinstance(a, ast.Word))


def _fields_with_blocks(component: CheckedComponent, name: str) -> list[tuple[dict, object]]:
    """Each line of a repeated field with its bound values and its block (lowered), in order."""
    from compiler.lower import lower_block

    calls = [s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == name]
    return [(dict(bound.values), lower_block(call.block) if call.block is not None else None, call)
            for call, bound in zip(calls, component.fields.get(name, ()))]


def _given(value, what: str, node) -> object:
    if isinstance(value, UnknownValue) or value is None:
        raise CompileError(f"its {what} is unknown ({getattr(value, 'note', 'not given')})", node)
    return value


def compile_ballroom(component: CheckedComponent) -> cat.Ballroom:
    from compiler.build import _refuse_unread

    _refuse_unread(component, {"row", "scoring", "two-player-side", "two-player-row", "two-player-scoring", "tie-rule"})
    rows = {}
    for values, bonus, call in _fields_with_blocks(component, "row"):
        costs = _given(values.get("cost"), f"{values['row']} row's champagne cost", call)
        rows[values["row"]] = cat.Row(values["row"], tuple(costs), _given(values.get("spaces"), f"{values['row']} row's spaces", call),
                                      _given(values.get("four-player-spaces", 0), "4-player spaces", call), bonus)
    try:
        two_player, missing = _two_player_side(component), ""
    except CompileError as error:  # the 3-4 player side plays without it; a 2-player game leaves this ballroom out
        two_player, missing = None, str(error)
    return cat.Ballroom(component.ident, component.name, rows, _block(component, "scoring"), two_player, missing)


def _two_player_side(component: CheckedComponent) -> cat.Side:
    """The 2-player side: its rows (top and bottom; it has no middle row [000 p.16]) and its scoring."""
    rows = {}
    for values, bonus, call in _fields_with_blocks(component, "two-player-row"):
        name = values["row"]
        if isinstance(values.get("bonus"), UnknownValue) and bonus is None:
            raise CompileError(f"its 2-player {name} row's bonus is unknown ({values['bonus'].note})", call)
        costs = _given(values.get("cost"), f"2-player {name} row's champagne cost", call)
        rows[name] = cat.Row(name, tuple(costs), _given(values.get("spaces"), f"2-player {name} row's spaces", call), 0, bonus)
    scoring = _two_player_scoring(component)
    if not rows:
        raise CompileError("its 2-player side's rows are not given", component.node)
    return cat.Side(rows, scoring)


def _two_player_scoring(component: CheckedComponent):
    bound = component.fields.get("two-player-scoring", ())
    effects = dict(bound[0].values).get("effects") if bound else None
    if not bound or isinstance(effects, UnknownValue):
        note = effects.note if isinstance(effects, UnknownValue) else "not given"
        raise CompileError(f"its 2-player side's scoring is unknown ({note})", component.node)
    return _block(component, "two-player-scoring")


def compile_rehearsal_room(component: CheckedComponent) -> cat.RehearsalRoom:
    from compiler.build import _refuse_unread

    _refuse_unread(component, {"section"})
    sections = []
    for values, bonus, call in _fields_with_blocks(component, "section"):
        if isinstance(values.get("bonus"), UnknownValue) and bonus is None:
            raise CompileError(f"section {values['number']}'s bonus is unknown ({values['bonus'].note})", call)
        sections.append(cat.Section(_given(values.get("dancers"), "dancers", call), bonus))
    return cat.RehearsalRoom(component.ident, component.name, tuple(sections))


def guest_needs(component: CheckedComponent):
    """A guest's `needs` field (engine/destinations.py); None when it has none. Several rooms are played only side
    by side on one floor (`adjacent horizontal`), the one form the cards use; any other is refused at its line."""
    from engine.destinations import from_fields

    bound = component.fields.get("needs", ())
    if not bound:
        return None
    values = dict(bound[0].values)
    if values.get("rooms", 1) > 1 and not (values.get("adjacent") and values.get("horizontal")):
        node = next(s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "needs")
        raise CompileError("the engine plays several rooms for one guest only side by side on a floor ('adjacent horizontal')", node)
    return from_fields(values)


def balcony_cost(components) -> int | None:
    balcony = next((c for c in components if c.kind.name == "balcony"), None)
    return None if balcony is None else balcony.value("cost", "cost")


def left_out(component: CheckedComponent, error: CompileError) -> str:
    return f"{component.kind.name} {component.name}: {error}"


__all__ = ["MODULE_NAMES", "POOL_KINDS", "assumption_answers", "balcony_cost", "board_spaces", "compile_ballroom", "compile_celebrity",
           "compile_entrance", "compile_rehearsal_room",
           "guest_needs", "in_play", "left_out", "merged_rules", "requires"]
