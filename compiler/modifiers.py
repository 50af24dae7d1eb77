"""`modify TARGET [filters] to N` and `modify TARGET [filters] by +N`: binding modifier lines.

A modifier changes a quantity the engine asks for (a room's cost, an action's strength...). The target
and its filters come from the registry's `modifier` entries; `to` sets the value, `by` adds to it.
"""
from __future__ import annotations

from dsl import ast
from dsl.diagnostics import unknown_word
from dsl.spans import Span
from compiler import types as t
from compiler.registry import REGISTRY, Bound, Primitive, bind


def bind_modifier(call: ast.Call) -> Bound:
    args = call.args
    if not args or not isinstance(args[0], ast.Word):
        raise t.BindError("E223", "'modify' needs a target such as room-cost or strength", call.name.span, _targets_hint())
    target = REGISTRY["modifier"].get(args[0].text)
    if target is None:
        message, hint, fix = unknown_word("modifier target", args[0].text, REGISTRY["modifier"])
        raise t.BindError("E223", message, args[0].span, hint, fix)
    split = _operator_index(args)
    if split is None:
        raise t.BindError("E206", f"'modify {target.name}' needs 'to N' or 'by +N'", call.span, "e.g. 'modify room-cost color blue to 0'")
    filters = bind(target, args[1:split], args[split].span)
    change = _bind_change(args[split], args[split + 1 :], call.span)
    return Bound(_as_field(target), {"target": target.name, **filters.values, **change})


def _operator_index(args: tuple[ast.Node, ...]) -> int | None:
    for index, arg in enumerate(args):
        if isinstance(arg, ast.Word) and arg.text in ("to", "by"):
            return index
    return None


def _bind_change(operator: ast.Word, rest: tuple[ast.Node, ...], end: Span) -> dict:
    stream = t.ArgStream(rest, end)
    values = t.INTS(stream)
    if not stream.at_end():
        raise t.BindError("E206", "nothing may follow the new value", stream.peek().span)
    if operator.text == "by" and not (len(rest) == 1 and isinstance(rest[0], ast.SignedLit)):
        raise t.BindError("E219", "'by' takes one signed number such as +1 or -2", operator.span)
    return {operator.text: values}


def _as_field(target: Primitive) -> Primitive:
    return Primitive("modify", "field", f"Change {target.summary[0].lower()}{target.summary[1:]}")


def _targets_hint() -> str:
    return "targets: " + ", ".join(REGISTRY["modifier"])
