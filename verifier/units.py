"""Units: the parts of a card that act (a block such as `reward { ... }`, a trigger, a modifier line), each
encoded once into z3 with the facts that hold whenever it runs, and a solver to ask questions of it.

The solver's random seed is fixed and each question has a time limit, so verdicts are repeatable; a question
the solver cannot answer is UNKNOWN, never a pass.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import z3

from dsl import ast
from compiler.checker import CheckedComponent
from verifier import fastz3
from verifier.context import ir_of
from verifier.encode import Env, NotModelled, encode_steps, legal_state
from verifier.model import Names, Sym
from verifier.takes import take_check

TIMEOUT_MS = 5000
SEED = 0
SAT, UNSAT, GAVE_UP = "sat", "unsat", "unknown"
BLOCK_FIELDS = ("effect", "reward", "penalty", "scoring", "ability", "setup", "obtained", "row", "section", "two-player-row",
                "two-player-scoring")
# Blocks a player uses by choice, which the engine offers only when they can be done in full.
ABILITIES = {("staff", "effect", "once-per-round"), ("guest", "ability", None), ("hotel-entrance", "ability", None),
             ("celebrity", "effect", None)}


@dataclass(frozen=True)
class Unit:
    component: CheckedComponent = field(compare=False, repr=False)
    label: str  # "reward", "when take-die", "modify room-cost"
    kind: str  # block | trigger | modifier
    node: ast.Node = field(compare=False, repr=False)
    steps: tuple = field(default=(), compare=False, repr=False)

    @property
    def line(self) -> int:
        return self.node.span.line

    @property
    def component_kind(self) -> str:
        return self.component.kind.name

    def is_ability(self) -> bool:
        timing = self.component.value("timing", "timing") if self.component_kind == "staff" else None
        return (self.component_kind, self.label, timing) in ABILITIES

    def is_penalty(self) -> bool:
        return self.component_kind == "emperor-tile" and self.label == "penalty"


def units_of(component: CheckedComponent) -> list[Unit]:
    units = []
    for statement in component.node.body.statements:
        if isinstance(statement, ast.Call) and statement.block is not None and statement.name.text in BLOCK_FIELDS:
            units.append(Unit(component, statement.name.text, "block", statement, ir_of(statement.block)))
        elif isinstance(statement, ast.When):
            units.append(Unit(component, f"when {statement.event.name.text}", "trigger", statement, ir_of(statement.body)))
    return units


def walk_steps(steps):
    for step in steps:
        yield step
        for inner in ("body", "attempt", "fallback", "then", "otherwise"):
            yield from walk_steps(getattr(step, inner, None) or ())


def uses(unit: Unit, *names: str) -> bool:
    return any(getattr(step, "name", None) in names for step in walk_steps(unit.steps))


@dataclass
class Encoded:
    """A unit in z3: the state before (`pre`), after (`post`), and everything that holds whenever it runs."""

    unit: Unit
    pre: Sym
    post: Sym
    base: list  # legality of the state, domains of the choices, the unit's context
    env: Env
    legal: list = field(default_factory=list)  # the same without the unit's context (any legal state)
    solver: z3.Solver = field(default=None, repr=False)

    def ask(self, *formulas, model: bool = True) -> tuple[str, object]:
        """Is `base ∧ formulas` satisfiable? (sat with its model, or None when the caller wants none; unsat; or unknown
        with the reason)"""
        if self.solver is None:
            self.solver = new_solver()
            fastz3.add(self.solver, *self.base)
        self.solver.push()
        fastz3.add(self.solver, *formulas)
        try:
            answer = self.solver.check()
            if answer == z3.sat:
                return SAT, self.solver.model() if model else None
            return (UNSAT, None) if answer == z3.unsat else (GAVE_UP, self.solver.reason_unknown())
        finally:
            self.solver.pop()

    def checks(self, kind: str) -> list:
        return [c for c in self.post.checks if c.kind == kind]


def new_solver() -> z3.Solver:
    solver = z3.Solver()
    solver.set("timeout", TIMEOUT_MS)
    solver.set("random_seed", SEED)
    return solver


def encode_unit(unit: Unit, corpus, prefix: str = "") -> Encoded:
    """Raises NotModelled when a step has no symbolic model."""
    env = Env(Names(prefix), _where(unit), corpus)
    pre, legality = legal_state(env, prefix + "pre_")
    env.strength = env.choice("strength", 0)
    post = take_check(encode_steps(unit.steps, pre, env), env) if unit.kind != "modifier" else pre
    return Encoded(unit, pre, post, legality + env.domain + unit_context(unit, pre, env), env, legality + env.domain)


def _where(unit: Unit) -> str:
    return f"{unit.label} (line {unit.line})"


def unit_context(unit: Unit, pre: Sym, env: Env) -> list:
    """What is true of the player whenever the unit runs."""
    from verifier.events import context, listener

    limits = env.limits
    if unit.kind == "trigger":
        return context(listener(unit.component, unit.node, unit.steps), pre, limits)
    if unit.is_penalty():
        return [pre.get("emperor") == limits.penalty_at]
    if unit.component_kind == "emperor-tile" and unit.label == "reward":
        return [pre.get("emperor") >= limits.reward_from]
    if unit.component_kind == "guest" and unit.label == "reward":
        return [pre.get("occupied") >= 1]
    if unit.component_kind == "staff" and unit.label == "effect":
        return [pre.get("played") >= 1]
    return []


def encoded_units(component: CheckedComponent, corpus) -> list:
    """Each unit of the component, encoded (or the reason it cannot be: NotModelled)."""
    key = ("encoded", id(component))
    held = corpus.cache.get(key)
    if held is None or held[0] is not component:  # the component is kept with its units, so its id stays its own
        found = []
        for unit in units_of(component):
            try:
                found.append(encode_unit(unit, corpus))
            except NotModelled as reason:
                found.append((unit, str(reason)))
        held = corpus.cache[key] = (component, found)
    return held[1]


def model_pairs(model) -> tuple:
    return tuple(sorted((str(d.name()), str(model[d])) for d in model.decls()))
