"""Lowering: checked AST statements → effect handlers, one small function per registry effect.

`LOWERINGS` maps every effect the engine can run to its lowering; an effect the engine cannot run yet
(most of Let's Waltz!) raises a CompileError naming it, so a card using it is refused with a location.
"""
from __future__ import annotations

from dsl import ast
from dsl.formatter import format_document
from compiler import handlers as h
from compiler.counts import CompileError, lower_condition, lower_count
from compiler.registry import bind, lookup


def lower_block(block: ast.Block | None):
    if block is None:
        return None
    parts = tuple(lower_statement(s) for s in block.statements)
    return parts[0] if len(parts) == 1 else h.Seq(parts)


def lower_statement(node: ast.Node):
    if isinstance(node, ast.Block):
        return lower_block(node)
    if isinstance(node, ast.May):
        return h.Optional(lower_statement(node.body), _describe(node.body))
    if isinstance(node, ast.Fallback):
        return h.Fallback(lower_statement(node.attempt), lower_statement(node.fallback))
    if isinstance(node, ast.IfStmt):
        return h.Conditional(lower_condition(node.condition), lower_block(node.then), lower_block(node.otherwise))
    return _lower_call(node)


def _lower_call(call: ast.Call):
    primitive = lookup("effect", call.name.text)
    lowering = LOWERINGS.get(call.name.text)
    if primitive is None or lowering is None:
        raise CompileError(f"the engine cannot run '{call.name.text}' yet", call)
    values = dict(bind(primitive, call.args, call.span).values)
    if "per" in values:
        values["per"] = lower_count(values["per"])
    return lowering(values, call)


def _count(values) -> h.Count:
    return h.Count(values["amount"], values.get("per"))


def _describe(node: ast.Node) -> str:
    block = node if isinstance(node, ast.Block) else ast.Block((node,))
    wrapper = ast.Component(ast.Word("x"), ast.Word("x"), ast.Text(""), block)
    lines = format_document(ast.Document((wrapper,))).splitlines()[1:-1]
    return "; ".join(line.strip() for line in lines if line.strip() not in ("}", ""))


def _prepare(values, call):
    discounts = values.get("discounts") or (values.get("discount", 0),)
    return h.Prepare(_count(values), values.get("color", "any"), values.get("floors"), bool(values.get("free")),
                     tuple(discounts), bool(values.get("occupy")))


def _remove(values, call):
    if values["what"] == "staff":
        return h.RemoveStaff(_count(values))
    if values["what"] == "room":
        return h.RemoveRooms(_count(values), values.get("state"), bool(values.get("highest-floor")), bool(values.get("lower-floor")))
    raise CompileError("the engine cannot remove dancers yet", call)


def _choose(values, call):
    alternatives = tuple(lower_statement(s) for s in call.block.statements)
    return h.Choose(values["amount"], alternatives, tuple(_describe(s) for s in call.block.statements))


LOWERINGS = {
    "gain": lambda v, c: h.Gain(v["what"], _count(v)) if v["what"] != "emperor" else h.Advance(_count(v)),
    "pay": lambda v, c: h.Pay(v["what"], _count(v)),
    "lose": lambda v, c: h.Lose(v["what"], _count(v)),
    "return": lambda v, c: h.Return(v["what"], _count(v), v.get("from", "kitchen")),
    "advance": lambda v, c: h.Advance(_count(v)),
    "retreat": lambda v, c: h.Retreat(_count(v)),
    "prepare": _prepare,
    "occupy": lambda v, c: h.Occupy(_count(v), v.get("color", "any"), v.get("floors")),
    "take": lambda v, c: h.TakeGuest(_count(v), bool(v.get("free")), bool(v.get("fill"))),
    "draw": lambda v, c: h.Draw(_count(v)),
    "play": lambda v, c: h.Play(_count(v), v.get("from", "hand"), v.get("discount", 0), bool(v.get("free"))),
    "reveal": lambda v, c: h.Reveal(_count(v), lower_block(c.block)),
    "fill": lambda v, c: h.Fill(_count(v), v.get("item")),
    "remove": _remove,
    "choose": _choose,
    "skip": lambda v, c: h.SkipPenalty(),
    "perform": lambda v, c: h.Perform(bool(v.get("no-boost"))),
    "copy": lambda v, c: h.CopyFinal(),
}
