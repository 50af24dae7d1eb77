"""Reachability: trigger conditions that can occur, and objectives that can be met on the night board.

The night board is modelled exactly: one z3 boolean per space for "a room is there" and one for "it is
occupied"; counts such as rooms(occupied, red) or floors(complete) are sums over those booleans.
"""
from __future__ import annotations

import z3

from dsl import ast
from dsl.formatter import render_arg
from compiler.checker import _count_args
from compiler.checker import CheckedComponent
from verifier.model import condition_formula

PROVED, REFUTED, UNKNOWN = "PROVED", "REFUTED", "UNKNOWN"
MAX_ORDER, MAX_GROUP = 4, 4  # the largest guest order and room group in the base game (base-game.md §2.3, §4)


class NightBoard:
    def __init__(self, component: CheckedComponent):
        self.colors = {(b.values["floor"], c): color for b in component.fields["floor"] for c, color in enumerate(b.values["colors"], 1)}
        self.groups = [(b.values["color"], tuple(b.values["spaces"])) for b in component.fields["group"]]
        self.occupied = {s: z3.Bool(f"occupied_{s[0]}_{s[1]}") for s in self.colors}
        self.placed = {s: z3.Bool(f"room_{s[0]}_{s[1]}") for s in self.colors}

    def legal(self) -> list:
        return [z3.Implies(self.occupied[s], self.placed[s]) for s in self.colors]

    def full(self, spaces) -> object:
        return z3.And(*[self.occupied[s] for s in spaces])

    def count(self, flags) -> object:
        return z3.Sum([z3.If(f, 1, 0) for f in flags]) if flags else z3.IntVal(0)


def reachability(component: CheckedComponent, night: NightBoard | None) -> list[tuple[int, str, str]]:
    results = []
    for statement in component.node.body.statements:
        if isinstance(statement, ast.When):
            results.append(_trigger(statement))
        elif isinstance(statement, ast.Require) and night is not None:
            results.append(_objective(statement, night))
    return results


def _trigger(node: ast.When) -> tuple[int, str, str]:
    """A trigger's thresholds must be reachable in the game (orders up to 4 items, groups up to 4 rooms)."""
    limits = {"order": MAX_ORDER, "size": MAX_GROUP, "steps": 13, "amount": 12}
    for index, arg in enumerate(node.event.args):
        previous = node.event.args[index - 1] if index else None
        if isinstance(arg, ast.AtLeast) and isinstance(previous, ast.Word) and previous.text in limits:
            value = z3.Int("value")
            solver = z3.Solver()
            solver.add(value >= arg.value, value <= limits[previous.text], value >= 0)
            if solver.check() != z3.sat:
                return node.span.line, REFUTED, f"'{previous.text} {arg.value}+' can never happen (at most {limits[previous.text]})"
    return node.span.line, PROVED, ""


def _objective(node: ast.Require, night: NightBoard) -> tuple[int, str, str]:
    solver = z3.Solver()
    solver.set("timeout", 5000)
    solver.add(*night.legal())
    free: dict = {"_domain": []}
    solver.add(condition_formula(node.condition, lambda value: _value(value, night, free)))
    solver.add(*free["_domain"])  # free counts stay within what the game allows (money 0..20, ...)
    answer = solver.check()
    if answer == z3.sat:
        return node.span.line, PROVED, ""
    if answer == z3.unsat:
        return node.span.line, REFUTED, "no state of the night-side board meets this requirement"
    return node.span.line, UNKNOWN, f"solver: {solver.reason_unknown()}"


LIMITS = {"money": 20, "emperor": 13, "round": 7}


def _value(node, night: NightBoard, free: dict):
    if isinstance(node, (ast.IntLit, ast.SignedLit)):
        return z3.IntVal(node.value)
    if isinstance(node, ast.Unknown):
        return _free(free, "unknown", 0, 100)
    name = node.name.text if isinstance(node, ast.Count) else node.text
    words = [a.text for a in (_count_args(node) if isinstance(node, ast.Count) else ()) if isinstance(a, ast.Word)]
    board_count = _board_count(name, words, node, night)
    if board_count is not None:
        return board_count
    return _free(free, render_arg(node), 0, LIMITS.get(name, 100))


def _free(free: dict, key: str, low: int, high: int):
    if key not in free:
        free[key] = z3.Int(f"free_{len(free)}")
        free["_domain"] += [free[key] >= low, free[key] <= high]
    return free[key]


def _board_count(name: str, words: list[str], node, night: NightBoard):
    spaces = list(night.colors)
    if name == "rooms":
        chosen = [s for s in spaces if _matches(s, words, node, night)]
        flags = night.occupied if "occupied" in words else night.placed
        if "vacant" in words:
            return night.count([z3.And(night.placed[s], z3.Not(night.occupied[s])) for s in chosen])
        return night.count([flags[s] for s in chosen])
    if name == "floors":
        floors = sorted({s[0] for s in spaces})
        return night.count([night.full([s for s in spaces if s[0] == f]) for f in floors])
    if name == "columns":
        columns = sorted({s[1] for s in spaces})
        return night.count([night.full([s for s in spaces if s[1] == c]) for c in columns])
    if name == "groups":
        return night.count([night.full(group) for color, group in night.groups])
    if name == "colors":
        colors = sorted(set(night.colors.values()))
        return night.count([night.full([s for s in spaces if night.colors[s] == c]) for c in colors])
    return None


def _matches(space, words: list[str], node, night: NightBoard) -> bool:
    colors = [w for w in words if w in ("blue", "red", "yellow")]
    if colors and night.colors[space] != colors[0]:
        return False
    args = _count_args(node) if isinstance(node, ast.Count) else ()
    for index, arg in enumerate(args[:-1]):
        if isinstance(arg, ast.Word) and arg.text in ("floor", "column") and isinstance(args[index + 1], ast.IntLit):
            if space[0 if arg.text == "floor" else 1] != args[index + 1].value:
                return False
    return True
