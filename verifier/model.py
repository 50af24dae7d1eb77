"""The symbolic player: the numbers an effect can change, as z3 integers, and the path it took.

A `Sym` is immutable: every encoded step returns a new one. Alongside the values it carries the
facts collected on the way (`checks`), which properties read: payments made, costs computed, ratios
of acquisitions, and whether each fallback had a valid branch.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import z3

ITEMS = ("strudel", "cake", "wine", "coffee", "champagne")
RESOURCES = ("money", "vp", "emperor", "hand", "played", "played_final", "vacant", "occupied", "cafe", "dancers") + ITEMS

# Limits of the game the symbolic state respects (shared/data/base-game.md §1.1).
MONEY_CAP, EMPEROR_TOP, CAFE_TABLES = 20, 13, 3
# Group bonuses by colour and group size 1..4 (base-game.md §1.5; a test holds this to cards/base/group-bonus.gah).
GROUP_BONUS = {"blue": ("vp", (2, 5, 9, 15)), "red": ("money", (1, 3, 6, 10)), "yellow": ("emperor", (1, 3, 6, 10))}


@dataclass(frozen=True)
class Check:
    """A fact gathered while encoding, for properties: a kind, a z3 boolean that must hold, and where."""

    kind: str
    holds: object
    where: str


@dataclass(frozen=True)
class Sym:
    values: dict
    checks: tuple = ()
    feasible: object = True  # z3 boolean: the path can be carried out in full

    def get(self, name: str):
        return self.values[name]

    def set(self, **changes) -> "Sym":
        return replace(self, values={**self.values, **changes})

    def note(self, kind: str, holds, where: str) -> "Sym":
        return replace(self, checks=self.checks + (Check(kind, holds, where),))

    def require(self, condition) -> "Sym":
        return replace(self, feasible=z3.And(self.feasible, condition))


@dataclass
class Names:
    """Fresh z3 names for choices and counts, numbered in encoding order (so models are readable)."""

    prefix: str = ""
    counter: int = 0
    choices: list = field(default_factory=list)

    def fresh(self, label: str):
        self.counter += 1
        var = z3.Int(f"{self.prefix}{label}_{self.counter}")
        self.choices.append(var)
        return var

    def fresh_bool(self, label: str):
        self.counter += 1
        var = z3.Bool(f"{self.prefix}{label}_{self.counter}")
        self.choices.append(var)
        return var


def initial(prefix: str = "pre_") -> tuple[Sym, list]:
    """A symbolic player in any legal state, with the constraints that make it legal."""
    values = {name: z3.Int(prefix + name) for name in RESOURCES}
    legal = [values[n] >= 0 for n in RESOURCES]
    legal += [values["money"] <= MONEY_CAP, values["emperor"] <= EMPEROR_TOP, values["cafe"] <= CAFE_TABLES]
    legal += [values["vacant"] + values["occupied"] <= 20, values["played_final"] <= values["played"], values["vp"] <= 500]
    legal += [values[i] <= 60 for i in ITEMS] + [values["hand"] <= 60, values["dancers"] <= 10]
    return Sym(values), legal


def clamp_high(value, top: int):
    return z3.If(value > top, top, value)


def clamp_low(value, bottom: int = 0):
    return z3.If(value < bottom, bottom, value)


COMPARISONS = {">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b,
               "!=": lambda a, b: a != b, ">": lambda a, b: a > b, "<": lambda a, b: a < b}


def condition_formula(node, value_of):
    """A condition AST as a z3 boolean; `value_of` turns each compared value into a z3 integer."""
    from dsl import ast

    if isinstance(node, ast.AllOf):
        return z3.And(*[condition_formula(i, value_of) for i in node.items])
    if isinstance(node, ast.AnyOf):
        return z3.Or(*[condition_formula(i, value_of) for i in node.items])
    if isinstance(node, ast.Negation):
        return z3.Not(condition_formula(node.item, value_of))
    return COMPARISONS[node.op](value_of(node.left), value_of(node.right))
