"""Semantic mutants of a card: the small slips a designer makes, each as a changed copy of the card's syntax tree.

Operators (`OPERATORS`): swap the sides of an `else` (and of an `if ... else`), drop a `may`, drop a filter,
change a filter's value, flip a comparison, turn `gain` into `pay` (and back), widen a die filter by one face,
and move a line into a trigger of the same card. A mutant whose meaning is the card's own (the same bound
lines, defaults filled in) is not a mutant: `changes_behaviour` tells them apart.

The mutation test (tests/verifier/test_mutation.py) and its benchmark (bench/mutation.py) require every
behaviour-changing mutant of the corpus to be killed by `gah check` or `gah verify`.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass, fields, replace
from typing import Callable, Iterator

from dsl import ast
from compiler.registry import lookup

COLOURS = {"blue": "red", "red": "yellow", "yellow": "blue", "green": "blue", "any": "blue"}
FLIPPED = {">=": "<=", "<=": ">=", ">": "<", "<": ">", "==": "!=", "!=": "=="}
SWAPPED_VERBS = {"gain": "pay", "pay": "gain"}
FILTER_OPTIONS = {"color", "floors", "die", "order", "size", "steps", "first-in-group", "other", "common", "personal", "kind",
                  "amount", "state", "item", "floor", "column"}
BLOCK_FIELDS = ("effect", "reward", "penalty", "scoring", "ability", "setup", "obtained")


@dataclass(frozen=True)
class Mutant:
    operator: str
    where: str  # what was changed, in words, with the line
    node: ast.Component

    def label(self, component: str) -> str:
        return f"{component}: {self.operator} ({self.where})"


# ---- walking and rebuilding frozen trees ---------------------------------------------------------------------------

Path = tuple  # ((field, index or None), ...)


def _children(node: ast.Node) -> Iterator[tuple[tuple, ast.Node]]:
    for f in fields(node):
        value = getattr(node, f.name)
        if isinstance(value, ast.Node):
            yield (f.name, None), value
        elif isinstance(value, tuple):
            for index, item in enumerate(value):
                if isinstance(item, ast.Node):
                    yield (f.name, index), item


def sites(node: ast.Node, path: Path = ()) -> Iterator[tuple[Path, ast.Node]]:
    """Every node below `node` with the path that leads to it."""
    yield path, node
    for step, child in _children(node):
        yield from sites(child, path + (step,))


def replace_at(node: ast.Node, path: Path, new: ast.Node) -> ast.Node:
    if not path:
        return new
    (name, index), rest = path[0], path[1:]
    value = getattr(node, name)
    if index is None:
        return replace(node, **{name: replace_at(value, rest, new)})
    items = list(value)
    items[index] = replace_at(items[index], rest, new)
    return replace(node, **{name: tuple(items)})


def _line(node: ast.Node) -> str:
    return f"line {node.span.line}" if node.span.line else "a line"


# ---- operators: each yields (where, new node) for every place it applies ----------------------------------------------


def swap_else(component: ast.Component):
    for path, node in sites(component):
        if isinstance(node, ast.Fallback):
            yield path, replace(node, attempt=node.fallback, fallback=node.attempt), f"'else' sides swapped at {_line(node)}"
        elif isinstance(node, ast.IfStmt) and node.otherwise is not None:
            yield path, replace(node, then=node.otherwise, otherwise=node.then), f"'if' branches swapped at {_line(node)}"


def drop_may(component: ast.Component):
    for path, node in sites(component):
        if isinstance(node, ast.Block):
            for index, statement in enumerate(node.statements):
                if isinstance(statement, ast.May):
                    body = statement.body.statements if isinstance(statement.body, ast.Block) else (statement.body,)
                    statements = node.statements[:index] + tuple(body) + node.statements[index + 1:]
                    yield path, replace(node, statements=statements), f"'may' dropped at {_line(statement)}"


def _option_spans(args: tuple, primitive) -> Iterator[tuple[int, int, str]]:
    """(first index, last index + 1, option name) of every option word among a line's arguments."""
    index = 0
    while index < len(args):
        arg = args[index]
        option = primitive.option(arg.text) if isinstance(arg, ast.Word) and primitive is not None else None
        if option is None:
            index += 1
            continue
        end = index + 1 if option.type is None else _value_end(args, index + 1)
        yield index, end, option.name
        index = end


def _value_end(args: tuple, start: int) -> int:
    """Where an option's value ends: one argument, or a run of die faces (`die 1 2`)."""
    end = start + 1
    while end < len(args) and isinstance(args[start], ast.IntLit) and isinstance(args[end], ast.IntLit):
        end += 1
    return end


def _argument_lines(component: ast.Component) -> Iterator[tuple[Path, ast.Node, object]]:
    """Lines whose options can be filters: triggers' events, `modify` lines and effect lines."""
    for path, node in sites(component):
        if isinstance(node, ast.Event):
            yield path, node, lookup("event", node.name.text)
        elif isinstance(node, ast.Call) and node.name.text == "modify" and node.args:
            yield path, node, lookup("modifier", getattr(node.args[0], "text", ""))
        elif isinstance(node, ast.Call) and lookup("effect", node.name.text) is not None:
            yield path, node, lookup("effect", node.name.text)


def drop_filter(component: ast.Component):
    for path, node, primitive in _argument_lines(component):
        for start, end, name in _option_spans(node.args, primitive):
            if name in FILTER_OPTIONS:
                yield path, replace(node, args=node.args[:start] + node.args[end:]), f"filter '{name}' dropped at {_line(node)}"
    for path, node in sites(component):
        if isinstance(node, ast.Count) and len(node.filters) > 1:
            for index, part in enumerate(node.filters):
                shown = " ".join(getattr(a, "text", str(getattr(a, "value", ""))) for a in part.args)
                yield path, replace(node, filters=node.filters[:index] + node.filters[index + 1:]), \
                    f"count filter '{shown}' dropped at {_line(node)}"


def change_filter(component: ast.Component):
    for path, node, primitive in _argument_lines(component):
        for start, end, name in _option_spans(node.args, primitive):
            if name in FILTER_OPTIONS and end > start + 1:
                changed = _changed_value(node.args[start + 1])
                if changed is not None:
                    args = node.args[:start + 1] + (changed,) + node.args[start + 2:]
                    yield path, replace(node, args=args), f"filter '{name}' changed at {_line(node)}"
    for path, node in sites(component):
        if isinstance(node, ast.Filter):
            for index, arg in enumerate(node.args):
                changed = _changed_value(arg) if isinstance(arg, (ast.Word, ast.IntLit)) else None
                if changed is not None and (isinstance(arg, ast.Word) or index > 0):
                    yield path, replace(node, args=node.args[:index] + (changed,) + node.args[index + 1:]), \
                        f"count filter changed at {_line(node)}"


def _changed_value(arg: ast.Node):
    if isinstance(arg, ast.Word) and arg.text in COLOURS:
        return replace(arg, text=COLOURS[arg.text])
    if isinstance(arg, ast.AtLeast):
        return replace(arg, value=arg.value + 1)
    if isinstance(arg, ast.RangeLit):
        return replace(arg, low=arg.low + 1, high=arg.high + 1) if arg.high < 4 else replace(arg, low=arg.low - 1, high=arg.high - 1)
    if isinstance(arg, ast.IntLit):
        return replace(arg, value=arg.value % 6 + 1) if 1 <= arg.value <= 6 else replace(arg, value=arg.value + 1)
    return None


def flip_comparison(component: ast.Component):
    for path, node in sites(component):
        if isinstance(node, ast.Compare):
            yield path, replace(node, op=FLIPPED[node.op]), f"'{node.op}' flipped to '{FLIPPED[node.op]}' at {_line(node)}"


def gain_pay(component: ast.Component):
    for path, node in sites(component):
        if isinstance(node, ast.Call) and node.name.text in SWAPPED_VERBS:
            word = SWAPPED_VERBS[node.name.text]
            yield path, replace(node, name=replace(node.name, text=word)), f"'{node.name.text}' turned into '{word}' at {_line(node)}"


def widen_dice(component: ast.Component):
    for path, node, primitive in _argument_lines(component):
        faces = _face_run(node)
        if faces is None:
            continue
        start, end = faces
        present = {a.value for a in node.args[start:end]}
        extra = next((f for f in (max(present) + 1, min(present) - 1) if 1 <= f <= 6 and f not in present), None)
        if extra is not None:
            args = node.args[:end] + (ast.IntLit(extra),) + node.args[end:]
            yield path, replace(node, args=args), f"die face {extra} added at {_line(node)}"


def _face_run(node) -> tuple[int, int] | None:
    """Where the die faces of `take-die F...` or `modify ... die F...` stand among the line's arguments."""
    args = node.args
    if isinstance(node, ast.Event) and node.name.text == "take-die":
        start = 0
    else:
        start = next((i + 1 for i, a in enumerate(args) if isinstance(a, ast.Word) and a.text == "die"), None)
        if start is None or not isinstance(node, ast.Call):
            return None
    end = start
    while end < len(args) and isinstance(args[end], ast.IntLit):
        end += 1
    return (start, end) if end > start else None


def move_into_trigger(component: ast.Component):
    """A line of another block (or of another trigger) moved to the end of one of the card's triggers."""
    statements = component.body.statements
    for target, when in enumerate(statements):
        if not isinstance(when, ast.When):
            continue
        for source, holder in enumerate(statements):
            block = _body(holder)
            if source == target or block is None:
                continue
            for index, line in enumerate(block.statements):
                moved = _moved(statements, source, index, target, line)
                yield ("body", "statements"), moved, f"{_line(line)} moved into the trigger at {_line(when)}"


def _body(statement) -> ast.Block | None:
    if isinstance(statement, ast.When):
        return statement.body
    if isinstance(statement, ast.Call) and statement.name.text in BLOCK_FIELDS and statement.block is not None:
        return statement.block
    return None


def _moved(statements: tuple, source: int, index: int, target: int, line) -> tuple:
    result = list(statements)
    holder = result[source]
    block = _body(holder)
    emptied = replace(block, statements=block.statements[:index] + block.statements[index + 1:])
    result[source] = replace(holder, body=emptied) if isinstance(holder, ast.When) else replace(holder, block=emptied)
    when = result[target]
    result[target] = replace(when, body=replace(when.body, statements=when.body.statements + (line,)))
    return tuple(result)


OPERATORS: dict[str, Callable] = {
    "swap-else": swap_else, "drop-may": drop_may, "drop-filter": drop_filter, "change-filter": change_filter,
    "flip-comparison": flip_comparison, "gain-pay": gain_pay, "widen-dice": widen_dice, "move-into-trigger": move_into_trigger,
}


def mutants(component: ast.Component) -> list[Mutant]:
    """Every mutant of a card, operator by operator, in a fixed order."""
    found = []
    for name, operator in OPERATORS.items():
        for path, new, where in operator(component):
            if path == ("body", "statements"):
                node = replace(component, body=replace(component.body, statements=new))
            else:
                node = replace_at(component, path, new)
            found.append(Mutant(name, where, node))
    return found


# ---- does a mutant change what the card does? -------------------------------------------------------------------------


def meaning(component) -> tuple:
    """What a checked card does, as comparable data: its lines bound to the registry (defaults filled in) and its
    effect blocks after the compiler's passes; spans and wording play no part."""
    from compiler.registry import bind

    parts = []
    for statement in component.node.body.statements:
        if isinstance(statement, ast.When):
            primitive = lookup("event", statement.event.name.text)
            values = bind(primitive, statement.event.args, statement.span).values if primitive else {}
            parts.append(("when", statement.event.name.text, _with_defaults(primitive, values), _ir(statement.body)))
        elif isinstance(statement, ast.Call) and statement.block is not None:
            parts.append((statement.name.text, _ir(statement.block)))
        elif isinstance(statement, ast.Require):
            parts.append(("require", statement.condition))
    for name, bounds in sorted(component.fields.items()):
        if name not in ("text", "source", "note"):
            parts.append((name, tuple(_frozen({k: v for k, v in b.values.items() if v != "any"}) for b in bounds)))
    return tuple(parts)


def _with_defaults(primitive, values: dict) -> tuple:
    """The line's values with the registry's defaults filled in; `any` (a colour) is no filter at all."""
    defaults = {o.name: o.default for o in (primitive.options if primitive else ()) if o.default is not None}
    return _frozen({k: v for k, v in {**defaults, **values}.items() if v != "any"})


def _frozen(values: dict) -> tuple:
    return tuple(sorted((k, repr(v)) for k, v in values.items()))


def _ir(block: ast.Block) -> tuple:
    from verifier.run import ir_of

    try:
        return tuple(_step_meaning(s) for s in ir_of(block))
    except Exception as problem:  # a line that no longer binds: its meaning is the error
        return ("unbound", str(problem))


def _step_meaning(step) -> tuple:
    """A step without its syntax: the primitive, its values (defaults filled in) and its nested steps."""
    from compiler.passes import FallbackStep, IfStep, MayStep

    nested = lambda steps: tuple(_step_meaning(s) for s in steps or ())  # noqa: E731
    if isinstance(step, MayStep):
        return ("may", nested(step.body))
    if isinstance(step, FallbackStep):
        return ("else", nested(step.attempt), nested(step.fallback))
    if isinstance(step, IfStep):
        return ("if", step.condition, nested(step.then), None if step.otherwise is None else nested(step.otherwise))
    return (step.name, _with_defaults(lookup("effect", step.name), dict(step.values)), nested(step.body))


def changes_behaviour(original, mutant) -> bool:
    return meaning(original) != meaning(mutant)


# ---- killing mutants -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """One mutant and what reported it: 'check' (an error or the engine's refusal), 'text' (its text no longer
    says what it does, W302), or the verifier's properties that refute it or warn; None: it changes nothing."""

    component: str
    mutant: Mutant
    killers: frozenset | None


def killers(mutant: Mutant, original, corpus) -> frozenset:
    from compiler.build import compile_problems
    from compiler.checker import check_component
    from compiler.textcheck import text_diagnostics
    from verifier.context import corpus_with
    from verifier.run import verify_mutant

    checked, problems = check_component(original.path, mutant.node)
    if checked is None or any(p.is_error for p in problems):
        return frozenset({"check"})
    if checked.module in ("base", "custom") and compile_problems([checked]):
        return frozenset({"check"})
    found = {"text"} if text_diagnostics(checked) else set()
    return frozenset(found | verify_mutant(None, checked, corpus_with(corpus, original, checked)))


def measure(components, every: int = 1, offset: int = 0) -> list[Row]:
    """One in `every` mutants of every component, picked by a hash of the card and the change (so a sample is the
    same on every run, and a card added to the corpus leaves the rest of the sample as it was)."""
    from compiler.checker import check_component
    from verifier.context import corpus_of

    corpus, rows = corpus_of(components), []
    for original in components:
        label = f"{original.kind.name} {original.ident}"
        for mutant in mutants(original.node):
            if not sampled(mutant.label(label), every, offset):
                continue
            checked, _ = check_component(original.path, mutant.node)
            if checked is not None and not changes_behaviour(original, checked):
                rows.append(Row(label, mutant, None))
            else:
                rows.append(Row(label, mutant, killers(mutant, original, corpus)))
    return rows


def sampled(label: str, every: int, offset: int = 0) -> bool:
    return every == 1 or zlib.crc32(label.encode("utf-8")) % every == offset


def rates(rows: list[Row]) -> dict:
    """{operator: (killed, behaviour-changing mutants, killed by verify, equivalent)}, and 'all'."""
    table: dict = {}
    for row in rows:
        killed, total, by_verify, same = table.get(row.mutant.operator, (0, 0, 0, 0))
        if row.killers is None:
            table[row.mutant.operator] = (killed, total, by_verify, same + 1)
        else:
            table[row.mutant.operator] = (killed + bool(row.killers), total + 1, by_verify + bool(row.killers - {"check", "text"}), same)
    table["all"] = tuple(sum(v[i] for v in table.values()) for i in range(4))
    return table
