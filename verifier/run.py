"""Running the verifier: every component's units × every property that applies → a three-state verdict.

PROVED: z3 found the negated property unsatisfiable. REFUTED: z3 found a counterexample (a state and
choices). UNKNOWN: z3 gave up (timeout or `unknown`) or the symbolic model lacks a step; never a pass.
The solver's random seed is fixed, so verdicts are repeatable.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce

import z3

from dsl import ast
from compiler.checker import CheckedComponent
from compiler.passes import PASSES, lower
from verifier import board
from verifier.encode import COST_TARGETS, Env, NotModelled, encode_steps
from verifier.model import Names, Sym, initial
from verifier.properties import PROPERTIES, REACHABILITY

TIMEOUT_MS = 5000
SEED = 0
PROVED, REFUTED, UNKNOWN = "PROVED", "REFUTED", "UNKNOWN"
BLOCK_FIELDS = ("effect", "reward", "penalty", "scoring", "ability", "setup", "obtained", "row", "section")


@dataclass(frozen=True)
class Unit:
    component_kind: str
    label: str
    kind: str  # block | trigger | modifier
    node: ast.Node
    steps: tuple = ()
    modifier: dict = field(default_factory=dict)
    spaces: tuple = field(default=(), compare=False, repr=False)  # the action spaces `perform` and `imitate` reach


@dataclass(frozen=True, order=True)
class Finding:
    path: str
    line: int
    component: str
    property: str
    verdict: str
    detail: str = ""
    counterexample: tuple = ()  # sorted (name, value) pairs

    def shown(self) -> str:
        """The counterexample's choices, and the resources that are not 0 (the others are 0)."""
        parts = [f"{k}={v}" for k, v in self.counterexample if not k.startswith("pre_")]
        parts += [f"{k[4:]}={v}" for k, v in self.counterexample if k.startswith("pre_") and v != "0"]
        return ", ".join(parts) + ("; every other resource 0" if any(k.startswith("pre_") for k, _ in self.counterexample) else "")

    def as_json(self) -> dict:
        return {"path": self.path, "line": self.line, "component": self.component, "property": self.property,
                "verdict": self.verdict, "detail": self.detail, "counterexample": dict(self.counterexample)}


# ---- units -------------------------------------------------------------------------------------------------------


def units_of(component: CheckedComponent, spaces: tuple = ()) -> list[Unit]:
    units = []
    for statement in component.node.body.statements:
        if isinstance(statement, ast.Call) and statement.block is not None and statement.name.text in BLOCK_FIELDS:
            units.append(Unit(component.kind.name, statement.name.text, "block", statement, _ir(statement.block), spaces=spaces))
        elif isinstance(statement, ast.When):
            units.append(Unit(component.kind.name, f"when {statement.event.name.text}", "trigger", statement, _ir(statement.body),
                              spaces=spaces))
    for bound in component.fields.get("modify", ()):
        if bound.values.get("target") in COST_TARGETS:
            units.append(Unit(component.kind.name, f"modify {bound.values['target']}", "modifier", component.node, (), dict(bound.values)))
    return units


def ir_of(block: ast.Block) -> tuple:
    """An effect block as the compiler's passes leave it before lowering (the same passes, in the same order)."""
    return reduce(lambda value, step: step(value), PASSES[:PASSES.index(lower)], block)


_ir = ir_of


def action_spaces(components, module: str = "base") -> tuple:
    """The action board as the verifier sees it: each numbered space's (number, fee, steps, imitates)."""
    spaces = []
    for component in components:
        if component.kind.name == "action-space" and component.module == module and isinstance(component.value("number", "number"), int):
            block = next(s.block for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "effect")
            steps = _ir(block)
            spaces.append((component.value("number", "number"), component.value("fee", "krones") or 0, steps,
                           any(getattr(step, "name", None) == "imitate" for step in steps)))
    return tuple(sorted(spaces, key=lambda space: space[0]))


# ---- solving ------------------------------------------------------------------------------------------------------


def solve(formula, legality: list, domain: list) -> tuple[str, object]:
    solver = z3.Solver()
    solver.set("timeout", TIMEOUT_MS)
    solver.set("random_seed", SEED)
    solver.add(*legality, *domain, formula)
    answer = solver.check()
    if answer == z3.unsat:
        return PROVED, None
    if answer == z3.sat:
        return REFUTED, solver.model()
    return UNKNOWN, solver.reason_unknown()


def encode_unit(unit: Unit, prefix: str = "") -> tuple[Sym, Sym, list, list]:
    pre, legality = initial(prefix + "pre_")
    env = Env(Names(prefix), unit.label)
    env.strength = env.choice("strength", 1, 12)
    env.spaces = unit.spaces
    if unit.kind == "modifier":
        return pre, _modifier_sym(pre, unit, env), legality, env.domain
    return pre, encode_steps(unit.steps, pre, env), legality, env.domain


def _modifier_sym(pre: Sym, unit: Unit, env: Env) -> Sym:
    """A cost modifier: for every base cost the rules can ask, the modified cost must stay >= 0."""
    base = env.choice("base_cost", 0, COST_TARGETS[unit.modifier["target"]])
    result = z3.IntVal(unit.modifier["to"][0]) if unit.modifier.get("to") else base + unit.modifier.get("by", (0,))[0]
    return pre.note("cost", result >= 0, f"{unit.label}: cost before the floor of 0")


def check_unit(unit: Unit, prop) -> tuple[str, str, tuple]:
    if not prop.applies(unit):
        return "", "", ()
    try:
        pre, post, legality, domain = encode_unit(unit)
    except NotModelled as reason:
        return UNKNOWN, str(reason), ()
    verdict, extra = solve(prop.violated(unit, pre, post), legality, domain)
    if verdict == REFUTED:
        return REFUTED, _where(post, prop), _counterexample(extra)
    return verdict, "" if verdict == PROVED else f"solver: {extra}", ()


def _where(post: Sym, prop) -> str:
    kinds = {"order-constraint": "order", "cost-floor": "cost", "penalty-fallback": "fallback"}
    places = sorted({c.where for c in post.checks if c.kind == kinds.get(prop.name)})
    return "; ".join(places)


def _counterexample(model) -> tuple:
    return tuple(sorted((str(d.name()), str(model[d])) for d in model.decls()))


# ---- components -----------------------------------------------------------------------------------------------------


def verify_component(component: CheckedComponent, only: str | None = None, night=None, spaces: tuple = ()) -> list[Finding]:
    label = f"{component.kind.name} {component.ident}"
    findings = []
    for prop in PROPERTIES:
        if only in (None, prop.name):
            finding = _combine(component, label, prop, [check_unit(u, prop) for u in units_of(component, spaces)])
            if finding:
                findings.append(finding)
    if only in (None, REACHABILITY.name):
        findings.extend(_reachability(component, label, night))
    return findings


def _combine(component, label, prop, results) -> Finding | None:
    applied = [r for r in results if r[0]]
    if not applied:
        return None
    for verdict in (REFUTED, UNKNOWN, PROVED):
        chosen = [r for r in applied if r[0] == verdict]
        if chosen:
            return Finding(component.path, component.node.span.line, label, prop.name, verdict, chosen[0][1], chosen[0][2])
    return None


def _reachability(component: CheckedComponent, label: str, night) -> list[Finding]:
    results = board.reachability(component, night)
    return [Finding(component.path, line, label, REACHABILITY.name, verdict, detail) for line, verdict, detail in results]


def verify_all(components, only_card: str | None = None, only_property: str | None = None, progress=None) -> list[Finding]:
    """Every component (or one, by id or name), with the night board modelled for objectives."""
    night_component = next((c for c in components if c.kind.name == "hotel-board" and c.ident == "night"), None)
    night = board.NightBoard(night_component) if night_component else None
    chosen = [c for c in components if only_card is None or only_card.lower() in (c.ident.lower(), c.name.lower())]
    spaces, findings = action_spaces(components), []
    for component in chosen:
        findings.extend(verify_component(component, only_property, night, spaces))
        if progress:
            progress()
    return sorted(findings)
