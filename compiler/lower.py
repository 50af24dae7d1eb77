"""The last pass: IR steps → effect handlers, one small function per registry effect.

`LOWERINGS` maps every effect the engine can run to its lowering; an effect the engine cannot run yet
(most of Let's Waltz!) raises a CompileError naming it, so a card using it is refused with a location.
"""
from __future__ import annotations

from dsl import ast
from dsl.formatter import format_document
from compiler import handlers as h
from compiler.counts import CompileError, lower_condition, lower_count
from compiler.passes import FallbackStep, IfStep, MayStep, Step, compile_block


def lower_block(block: ast.Block | None):
    """Compile an effect block through every pass (kept as the one entry point for callers)."""
    return compile_block(block)


def lower_steps(steps: tuple):
    handlers = tuple(lower_step(s) for s in steps)
    return handlers[0] if len(handlers) == 1 else h.Seq(handlers)


def lower_step(step):
    if isinstance(step, MayStep):
        return h.Optional(lower_steps(step.body), _describe(step.node.body))
    if isinstance(step, FallbackStep):
        return h.Fallback(lower_steps(step.attempt), lower_steps(step.fallback))
    if isinstance(step, IfStep):
        otherwise = lower_steps(step.otherwise) if step.otherwise else None
        return h.Conditional(lower_condition(step.condition), lower_steps(step.then) if step.then else h.Seq(()), otherwise)
    return _lower_call(step)


def _lower_call(step: Step):
    lowering = LOWERINGS.get(step.name)
    if lowering is None:
        raise CompileError(f"the engine cannot run '{step.name}' yet", step.node)
    values = dict(step.values)
    if "per" in values:
        values["per"] = lower_count(values["per"])
    return lowering(values, step)


def _count(values) -> h.Count:
    return h.Count(values["amount"], values.get("per"))


def _describe(node: ast.Node) -> str:
    block = node if isinstance(node, ast.Block) else ast.Block((node,))
    wrapper = ast.Component(ast.Word("x"), ast.Word("x"), ast.Text(""), block)
    lines = format_document(ast.Document((wrapper,))).splitlines()[1:-1]
    return "; ".join(line.strip() for line in lines if line.strip() not in ("}", ""))


def _prepare(values, step):
    discounts = values.get("discounts") or (values.get("discount", 0),)
    return h.Prepare(_count(values), values.get("color", "any"), values.get("floors"), bool(values.get("free")),
                     tuple(discounts), bool(values.get("occupy")))


def _remove(values, step):
    if values["what"] == "staff":
        return h.RemoveStaff(_count(values))
    if values["what"] == "room":
        return h.RemoveRooms(_count(values), values.get("state"), bool(values.get("highest-floor")), bool(values.get("lower-floor")))
    raise CompileError("the engine cannot remove dancers yet", step.node)


def _choose(values, step):
    alternatives = tuple(lower_step(s) for s in step.body)
    labels = tuple(_describe(s) for s in step.node.block.statements)
    return h.Choose(values["amount"], alternatives, labels)


LOWERINGS = {
    "gain": lambda v, s: h.Gain(v["what"], _count(v)) if v["what"] != "emperor" else h.Advance(_count(v)),
    "pay": lambda v, s: h.Pay(v["what"], _count(v)),
    "lose": lambda v, s: h.Lose(v["what"], _count(v)),
    "return": lambda v, s: h.Return(v["what"], _count(v), v.get("from", "kitchen")),
    "advance": lambda v, s: h.Advance(_count(v)),
    "retreat": lambda v, s: h.Retreat(_count(v)),
    "prepare": _prepare,
    "occupy": lambda v, s: h.Occupy(_count(v), v.get("color", "any"), v.get("floors")),
    "take": lambda v, s: h.TakeGuest(_count(v), bool(v.get("free")), bool(v.get("fill"))),
    "draw": lambda v, s: h.Draw(_count(v)),
    "play": lambda v, s: h.Play(_count(v), v.get("from", "hand"), v.get("discount", 0), bool(v.get("free"))),
    "reveal": lambda v, s: h.Reveal(_count(v), lower_steps(s.body)),
    "fill": lambda v, s: h.Fill(_count(v), v.get("item")),
    "remove": _remove,
    "choose": _choose,
    "skip": lambda v, s: h.SkipPenalty(),
    "perform": lambda v, s: h.Perform(bool(v.get("no-boost"))),
    "copy": lambda v, s: h.CopyFinal(),
}
