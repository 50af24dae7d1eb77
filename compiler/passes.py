"""Lowering an effect block, as an ordered tuple of small passes:

    normalize (AST → AST)  one spelling for each meaning
    resolve   (AST → IR)   every line bound to its registry primitive
    fold      (IR → IR)    steps that do nothing dropped, repeated gains merged
    lower     (IR → handlers) the effect objects the engine runs

Each pass is a plain function with its own fixtures in tests/compiler/fixtures/<pass>/.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import reduce

from dsl import ast
from compiler import vocabulary as vocab
from compiler.counts import CompileError
from compiler.registry import bind, lookup
from compiler.types import Amount

# ---- the IR ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One bound effect line: the primitive's name, its values by parameter, and nested steps."""

    name: str
    values: tuple  # sorted (parameter, value) pairs
    node: ast.Node
    body: tuple = ()  # nested steps, for primitives that take a block

    def value(self, key: str, default=None):
        return dict(self.values).get(key, default)


@dataclass(frozen=True)
class MayStep:
    body: tuple
    node: ast.Node


@dataclass(frozen=True)
class FallbackStep:
    attempt: tuple
    fallback: tuple
    node: ast.Node


@dataclass(frozen=True)
class IfStep:
    condition: ast.Node
    then: tuple
    otherwise: tuple | None
    node: ast.Node


# ---- normalize ---------------------------------------------------------------------------------------------------


def normalize(block: ast.Block) -> ast.Block:
    """Singular nouns after amounts (`3 krones` → `3 krone`); `may { X }` with one line becomes `may X`."""
    return ast.Block(tuple(_normalize(s) for s in block.statements), span=block.span)


def _normalize(node):
    if isinstance(node, ast.Call):
        args = tuple(_singular(a) if _after_amount(node.args, i) else a for i, a in enumerate(node.args))
        return replace(node, args=args, block=normalize(node.block) if node.block else None)
    if isinstance(node, ast.May):
        body = _normalize(node.body)
        if isinstance(body, ast.Block) and len(body.statements) == 1 and isinstance(body.statements[0], ast.Call):
            body = body.statements[0]
        return replace(node, body=body)
    if isinstance(node, ast.Fallback):
        return replace(node, attempt=_normalize(node.attempt), fallback=_normalize(node.fallback))
    if isinstance(node, ast.IfStmt):
        return replace(node, then=normalize(node.then), otherwise=normalize(node.otherwise) if node.otherwise else None)
    if isinstance(node, ast.Block):
        return normalize(node)
    return node


def _after_amount(args: tuple, index: int) -> bool:
    """The noun of a line is the word right after its amount (a number, `all` or an unknown)."""
    before = args[index - 1] if index else None
    return isinstance(before, (ast.IntLit, ast.Unknown)) or (isinstance(before, ast.Word) and before.text == "all")


def _singular(arg):
    return replace(arg, text=vocab.singular(arg.text)) if isinstance(arg, ast.Word) else arg


# ---- resolve -------------------------------------------------------------------------------------------------------


def resolve(block: ast.Block) -> tuple:
    return tuple(_resolve(s) for s in block.statements)


def _resolve(node):
    if isinstance(node, ast.May):
        return MayStep(_as_steps(node.body), node)
    if isinstance(node, ast.Fallback):
        return FallbackStep(_as_steps(node.attempt), _as_steps(node.fallback), node)
    if isinstance(node, ast.IfStmt):
        return IfStep(node.condition, resolve(node.then), resolve(node.otherwise) if node.otherwise else None, node)
    return _resolve_call(node)


def _as_steps(node) -> tuple:
    return resolve(node) if isinstance(node, ast.Block) else (_resolve(node),)


def _resolve_call(call: ast.Call) -> Step:
    primitive = lookup("effect", call.name.text)
    if primitive is None:
        raise CompileError(f"'{call.name.text}' is not an effect", call)
    values = bind(primitive, call.args, call.span).values
    body = resolve(call.block) if call.block is not None else ()
    return Step(primitive.name, tuple(sorted(values.items(), key=lambda kv: kv[0])), call, body)


# ---- fold ------------------------------------------------------------------------------------------------------------


def fold(steps: tuple) -> tuple:
    """Drop gains and payments of 0; merge adjacent fixed gains of the same thing into one."""
    folded: list = []
    for step in (_fold_inside(s) for s in steps):
        if _is_nothing(step):
            continue
        if folded and _mergeable(folded[-1], step):
            folded[-1] = _merged(folded[-1], step)
        else:
            folded.append(step)
    return tuple(folded)


def _fold_inside(step):
    if isinstance(step, Step):
        return replace(step, body=fold(step.body))
    if isinstance(step, MayStep):
        return replace(step, body=fold(step.body))
    if isinstance(step, FallbackStep):
        return replace(step, attempt=fold(step.attempt), fallback=fold(step.fallback))
    if isinstance(step, IfStep):
        return replace(step, then=fold(step.then), otherwise=fold(step.otherwise) if step.otherwise is not None else None)
    return step


def _plain_amount(step) -> Amount | None:
    amount = step.value("amount") if isinstance(step, Step) else None
    fixed = isinstance(amount, Amount) and not amount.up_to and not amount.every and step.value("per") is None
    return amount if fixed else None


def _is_nothing(step) -> bool:
    amount = _plain_amount(step)
    return step.name in ("gain", "pay", "lose", "advance", "draw") and amount is not None and amount.value == 0 if isinstance(step, Step) else False


def _mergeable(first, second) -> bool:
    same = isinstance(first, Step) and isinstance(second, Step) and first.name == second.name == "gain"
    return same and first.value("what") == second.value("what") and None not in (_plain_amount(first), _plain_amount(second))


def _merged(first: Step, second: Step) -> Step:
    total = Amount(_plain_amount(first).value + _plain_amount(second).value)
    values = tuple((k, total if k == "amount" else v) for k, v in first.values)
    return replace(first, values=values)


# ---- the pipeline ------------------------------------------------------------------------------------------------------


def lower(steps: tuple):
    from compiler.lower import lower_steps

    return lower_steps(steps)


PASSES = (normalize, resolve, fold, lower)


def compile_block(block: ast.Block | None):
    """Run every pass over an effect block; None stays None."""
    return None if block is None else reduce(lambda value, step: step(value), PASSES, block)
