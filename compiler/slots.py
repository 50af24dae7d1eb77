"""Where each unknown value of a component sits, and the words that name it there (its path).

A values file names an unknown by its component (kind and id) and a path of words, read as the card is:
the field (`cost`), the line's key when the field repeats (`row top`, `section 3`), the effect line inside
the field's block (`scoring score-rank`), and the parameter where the line holds an option or several
unknowns (`row top cost`, `score-rank at-least`). `slots(component)` lists every unknown of a component with
its path; an unknown that no path can name on its own has a reason instead, and no values file can supply it.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from dsl import ast
from dsl.formatter import render_arg
from dsl.spans import NO_SPAN
from compiler import types as t
from compiler.checker import CheckedComponent, UnknownField
from compiler.kinds import ANSWER, IN_BLOCK
from compiler.registry import Param, Primitive, lookup


@dataclass(frozen=True)
class Slot:
    """One unknown of a component: its path, the line and argument it sits in, and the type a value must have."""

    component: CheckedComponent
    unknown: UnknownField
    path: tuple[str, ...]
    line: ast.Node | None = None  # the ast.Call (field or effect line) or ast.Event whose argument it is
    index: int = -1  # its position among the line's arguments
    param: Param | None = None
    field: str = ""  # the top-level field it belongs to (its block's shape decides how a block value is checked)
    reason: str = ""  # why no values file can supply it; empty when one can
    primitive: Primitive | None = None  # what its line is: a field or an effect

    @property
    def address(self) -> str:
        return " ".join((self.component.kind.name, self.component.ident) + self.path)

    @property
    def in_block(self) -> bool:
        """Whether the known value is written as the line's { block } rather than as arguments."""
        return self.param is not None and self.param.type is IN_BLOCK

    @property
    def describe(self) -> str:
        """What a value must look like, for messages and templates."""
        if self.in_block:
            return HALVES_EXAMPLE if self.field == "tokens" else "a block of effects in { }, such as { gain 1 wine }"
        return self.param.type.describe if self.param is not None and self.param.type is not None else "a value"

    def spellings(self) -> tuple[tuple[str, ...], ...]:
        """The paths that name it: its own, and, when its parameter's name is left out, the path with it written."""
        named = self.param is not None and self.path[-1:] != (self.param.name,)
        return (self.path, self.path + (self.param.name,)) if named else (self.path,)


HALVES_EXAMPLE = "a block giving each token's two halves, such as { top 1 { gain 1 wine }  bottom 1 { gain 2 krones }  ... }"


def slots(component: CheckedComponent) -> tuple[Slot, ...]:
    """Every unknown of the component, in source order, each with its path or the reason it has none."""
    fields = {u.span: u for u in component.unknowns}
    holding = [s for s in component.node.body.statements if any(_within(u.span, s.span) for u in component.unknowns)]
    found = [slot for statement in holding for slot in _statement_slots(component, statement, fields)]
    return tuple(_unique(found))


def _within(inner, outer) -> bool:
    return outer.start <= inner.start < outer.end


def _statement_slots(component: CheckedComponent, statement: ast.Node, fields: dict) -> list[Slot]:
    placed = list(_placed(component, statement, fields))
    seen = {id(slot_node) for slot_node in _unknown_nodes(placed)}
    stray = [n for n in ast.find_all(statement, ast.Unknown) if id(n) not in seen]
    label = statement.name.text if isinstance(statement, ast.Call) else type(statement).__name__.lower()
    reason = (f"it sits in a count or a condition of the '{label}' line, and a values file supplies only a whole argument "
              "of a field or an effect line")
    return placed + [Slot(component, fields[n.span], (label,), reason=reason) for n in stray if n.span in fields]


def _unknown_nodes(placed: list[Slot]):
    for slot in placed:
        yield slot.line.args[slot.index]


def _placed(component: CheckedComponent, statement: ast.Node, fields: dict):
    if isinstance(statement, ast.When):
        head = ("when", statement.event.name.text)
        yield from _line_slots(component, statement.event, lookup("event", statement.event.name.text), head, fields, "when")
        yield from _block_slots(component, statement.body, head, fields, "when")
        return
    if not isinstance(statement, ast.Call):
        return
    rule = component.kind.field(statement.name.text)
    if rule is None:  # `modify` lines and values-file lines: no field parameters to name
        return
    head = (statement.name.text,) + _key(rule, statement)
    yield from _line_slots(component, statement, rule.spec, head, fields, rule.spec.name)
    if statement.block is not None:
        yield from _block_slots(component, statement.block, head, fields, rule.spec.name)


def _key(rule, call: ast.Call) -> tuple[str, ...]:
    """A repeated field's lines are told apart by their first argument (`row top`, `section 3`)."""
    first = call.args[0] if call.args else None
    if rule.repeatable and rule.spec.params and first is not None and not isinstance(first, ast.Unknown):
        return (render_arg(first),)
    return ()


def _block_slots(component, block: ast.Block, head: tuple[str, ...], fields: dict, field_name: str):
    for call in ast.find_all(block, ast.Call):
        primitive = lookup("effect", call.name.text)
        if primitive is not None:
            yield from _line_slots(component, call, primitive, head + (call.name.text,), fields, field_name)


def _line_slots(component, line: ast.Node, primitive: Primitive | None, head: tuple[str, ...], fields: dict, field_name: str):
    unknown_at = [i for i, arg in enumerate(line.args) if isinstance(arg, ast.Unknown) and arg.span in fields]
    if primitive is None or not unknown_at:
        return
    params = params_at(primitive, line.args)
    for index in unknown_at:
        param, is_option = params.get(index, (None, False))
        if param is None:
            yield Slot(component, fields[line.args[index].span], head, line, index, reason="no parameter of its line takes it",
                       primitive=primitive)
            continue
        named = is_option or len(unknown_at) > 1
        path = head + ((param.name,) if named else ())
        reason = "an assumption's answer stays unknown: pick one of its answers with `choice`" if param.type is ANSWER else ""
        yield Slot(component, fields[line.args[index].span], path, line, index, param, field_name, reason, primitive)


def params_at(primitive: Primitive, args: tuple[ast.Node, ...]) -> dict[int, tuple[Param, bool]]:
    """Which parameter reads each argument (and whether it is an option), binding as `registry.bind` does."""
    stream, found = t.ArgStream(args, NO_SPAN), {}
    try:
        for param in primitive.params:
            _read(stream, param, False, found)
        while not stream.at_end():
            word = stream.take("an option")
            option = primitive.option(word.text) if isinstance(word, ast.Word) else None
            if option is None:
                break
            _read(stream, option, True, found)
    except t.BindError:
        pass  # a line that does not bind has no parameter past that point; the checker reports it
    return found


def _read(stream: t.ArgStream, param: Param, is_option: bool, found: dict) -> None:
    start = stream.index
    if param.type is not None:
        param.type(stream)
    found.update({index: (param, is_option) for index in range(start, stream.index)})


def _unique(found: list[Slot]) -> list[Slot]:
    """A path shared by two unknowns names neither: both get a reason instead."""
    counts = Counter(slot.path for slot in found if not slot.reason)
    return [_shared(slot) if not slot.reason and counts[slot.path] > 1 else slot for slot in found]


def _shared(slot: Slot) -> Slot:
    reason = f"two or more unknowns of the card are named '{' '.join(slot.path)}', so no path tells them apart"
    return replace(slot, reason=reason)
