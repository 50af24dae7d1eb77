"""The symbolic player: the numbers an effect can change, as z3 integers, the path it took and what it set off.

A `Sym` is immutable: every encoded step returns a new one. Beside the values it carries
- `checks`: facts gathered on the way for the properties, each with the path condition (`guard`) under which
  the step runs, so a property can ask both "can this fail where it runs?" and "does this ever run?";
- `feasible`: the path can be carried out in full (what `A else B` and `may` decide on);
- `ok`: no step so far failed the effect (a payment that could not be made stops it, as EffectFailed does in
  the engine): the condition under which a later step runs at all;
- `events`: the events the steps emit, in order, each with its facts and the condition under which it happens;
- `taken`: the items this resolution put into the kitchen or onto guests, by kind, and whether it acquired
  (a take of actions 1 and 2, which the order rule binds).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import z3

from verifier import fastz3
from verifier.context import ITEMS, Limits

RESOURCES = ("money", "vp", "emperor", "hand", "played", "played_final", "vacant", "occupied", "cafe", "dancers") + ITEMS


@dataclass(frozen=True)
class Check:
    """A fact for a property: its kind, when the step runs (`guard`), what must hold then, where, and details."""

    kind: str
    guard: object
    holds: object
    where: str
    data: tuple = field(default=(), compare=False)

    def guarded(self, condition) -> "Check":
        return Check(self.kind, fastz3.And(condition, self.guard), self.holds, self.where, self.data)


@dataclass(frozen=True)
class Emitted:
    """An event a step emits: its name, its facts (z3 values by payload name), when it happens, and who emits it.
    `opaque`: its facts and consequences depend on something the model does not follow (which card is played)."""

    event: str
    facts: tuple  # ((name, z3 value), ...)
    guard: object
    where: str
    opaque: bool = False

    def fact(self, name: str, default=None):
        return dict(self.facts).get(name, default)

    def guarded(self, condition) -> "Emitted":
        return Emitted(self.event, self.facts, fastz3.And(condition, self.guard), self.where, self.opaque)


@dataclass(frozen=True)
class Sym:
    values: dict
    checks: tuple = ()
    feasible: object = True
    events: tuple = ()
    taken: dict = field(default_factory=lambda: {k: z3.IntVal(0) for k in ITEMS})
    acquired: object = False
    ok: object = True

    def get(self, name: str):
        return self.values[name]

    def but(self, **changes) -> "Sym":
        """This state with some fields changed (dataclasses.replace, without its look-up of the fields each time)."""
        return Sym(**{**self.__dict__, **changes})

    def set(self, **changes) -> "Sym":
        return self.but(values={**self.values, **changes})

    def note(self, kind: str, holds, where: str, data: tuple = ()) -> "Sym":
        return self.but(checks=self.checks + (Check(kind, self.ok, holds, where, data),))

    def require(self, condition) -> "Sym":
        return self.but(feasible=fastz3.And(self.feasible, condition))

    def fail_unless(self, condition) -> "Sym":
        """A step that stops the effect where `condition` does not hold."""
        return self.but(feasible=fastz3.And(self.feasible, condition), ok=fastz3.And(self.ok, condition))

    def emit(self, event: str, where: str, guard=True, opaque: bool = False, **facts) -> "Sym":
        emitted = Emitted(event, tuple(sorted(facts.items())), fastz3.And(self.ok, guard), where, opaque)
        return self.but(events=self.events + (emitted,))

    def took(self, kind: str, n) -> "Sym":
        return self.but(taken={**self.taken, kind: self.taken[kind] + n})


def merge(condition, yes: Sym, no: Sym) -> Sym:
    """One of two ways on: `yes` where `condition` holds, `no` elsewhere; facts gathered on only one way keep it."""
    values = {k: fastz3.If(condition, yes.values[k], no.values[k]) for k in yes.values}
    taken = {k: fastz3.If(condition, yes.taken[k], no.taken[k]) for k in yes.taken}
    return Sym(values, _merged(yes.checks, no.checks, condition), fastz3.If(condition, yes.feasible, no.feasible),
               _merged(yes.events, no.events, condition), taken, fastz3.If(condition, yes.acquired, no.acquired),
               fastz3.If(condition, yes.ok, no.ok))


def _merged(yes: tuple, no: tuple, condition) -> tuple:
    """What both ways share (the common start) stays as it is; the rest is guarded by its way's condition."""
    shared = 0
    while shared < min(len(yes), len(no)) and yes[shared] is no[shared]:
        shared += 1
    return yes[:shared] + tuple(c.guarded(condition) for c in yes[shared:]) + tuple(c.guarded(fastz3.Not(condition)) for c in no[shared:])


@dataclass
class Names:
    """Fresh z3 names for choices and counts, numbered in encoding order (so models are readable)."""

    prefix: str = ""
    counter: int = 0

    def fresh(self, label: str):
        self.counter += 1
        return z3.Int(f"{self.prefix}{label}_{self.counter}")

    def fresh_bool(self, label: str):
        self.counter += 1
        return z3.Bool(f"{self.prefix}{label}_{self.counter}")


def initial(limits: Limits, prefix: str = "pre_", spaces: int = 20) -> tuple[Sym, list]:
    """A symbolic player in any state the rules allow, with the constraints that say so. Only limits the rules
    set are imposed (money, the Emperor track, café tables, board spaces, dancers); VP may be negative."""
    sym, legal = _initial(limits, prefix, spaces)
    return sym, list(legal)


@lru_cache(maxsize=512)
def _initial(limits: Limits, prefix: str, spaces: int) -> tuple[Sym, tuple]:
    """Built once per limits and prefix (a Sym never changes; z3 would give the very same terms again, slowly)."""
    values = {name: z3.Int(prefix + name) for name in RESOURCES}
    legal = [values[n] >= 0 for n in RESOURCES if n != "vp"]
    legal += [values["money"] <= limits.money_cap, values["emperor"] <= limits.emperor_top, values["cafe"] <= limits.max_cafe_tables]
    legal += [values["vacant"] + values["occupied"] <= spaces, values["played_final"] <= values["played"]]
    if limits.dancers is not None:
        legal.append(values["dancers"] <= limits.dancers)
    return Sym(values), tuple(legal)


def clamp_high(value, top: int):
    return fastz3.If(value > top, top, value)


def clamp_low(value, bottom: int = 0):
    return fastz3.If(value < bottom, bottom, value)


COMPARISONS = {">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, "==": lambda a, b: a == b,
               "!=": lambda a, b: a != b, ">": lambda a, b: a > b, "<": lambda a, b: a < b}


def condition_formula(node, value_of):
    """A condition AST as a z3 boolean; `value_of` turns each compared value into a z3 integer."""
    from dsl import ast

    if isinstance(node, ast.AllOf):
        return fastz3.And(*[condition_formula(i, value_of) for i in node.items])
    if isinstance(node, ast.AnyOf):
        return fastz3.Or(*[condition_formula(i, value_of) for i in node.items])
    if isinstance(node, ast.Negation):
        return fastz3.Not(condition_formula(node.item, value_of))
    return COMPARISONS[node.op](value_of(node.left), value_of(node.right))
