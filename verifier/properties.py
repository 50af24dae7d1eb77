"""The catalogue of properties. Each is named, documented, says which units it applies to, and builds
the z3 formula whose satisfiability refutes it (a counterexample) for one unit of one component."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import z3

from verifier.model import EMPEROR_TOP, MONEY_CAP


@dataclass(frozen=True)
class Property:
    name: str
    summary: str
    applies: Callable  # (unit) -> bool, read from the unit's steps (so it holds even when a step has no model)
    violated: Callable  # (unit, pre, post) -> z3 boolean: true exactly in a counterexample


def _steps(steps):
    for step in steps:
        yield step
        for inner in ("body", "attempt", "fallback", "then", "otherwise"):
            yield from _steps(getattr(step, inner, None) or ())


def uses(unit, *names: str) -> bool:
    return any(getattr(step, "name", None) in names for step in _steps(unit.steps))


def has_fallback(unit) -> bool:
    from compiler.passes import FallbackStep

    return any(isinstance(step, FallbackStep) for step in _steps(unit.steps))


def _checks(post, kind: str):
    return [c.holds for c in post.checks if c.kind == kind]


def _any_broken(post, kind: str):
    holds = _checks(post, kind)
    return z3.Or(*[z3.Not(h) for h in holds]) if holds else z3.BoolVal(False)


PROPERTIES = (
    Property("order-constraint",
             "Every acquisition a card allows keeps strudel >= cake >= champagne and wine >= coffee >= champagne.",
             lambda unit: uses(unit, "acquire", "perform"),
             lambda unit, pre, post: z3.And(post.feasible, _any_broken(post, "order"))),
    Property("cost-floor",
             "Every discounted cost is >= 0, a discount never pays money back, and no payment makes money negative.",
             lambda unit: uses(unit, "pay", "prepare", "play", "take", "send", "perform") or unit.kind == "modifier",
             lambda unit, pre, post: z3.And(post.feasible, z3.Or(_any_broken(post, "cost"), post.get("money") < 0))),
    Property("caps",
             "Money stays within 0..20 (excess lost) and the Emperor marker within 0..13 (steps past 13 become VP).",
             lambda unit: unit.kind != "modifier",
             lambda unit, pre, post: z3.And(post.feasible, z3.Or(post.get("money") > MONEY_CAP, post.get("money") < 0,
                                                                 post.get("emperor") > EMPEROR_TOP, post.get("emperor") < 0))),
    Property("penalty-fallback",
             "In every state exactly one outcome applies: the VP loss is taken if and only if the left option cannot be done in full.",
             lambda unit: has_fallback(unit),
             lambda unit, pre, post: _any_broken(post, "fallback")),
    Property("final-nonnegative",
             "A final-scoring effect only adds VP.",
             lambda unit: unit.label == "scoring" and unit.component_kind in ("staff", "hotel-entrance"),
             lambda unit, pre, post: z3.And(post.feasible, post.get("vp") < pre.get("vp"))),
)

REACHABILITY = Property(
    "reachability",
    "Each trigger condition can occur, and each objective can be met on the night-side hotel board.",
    lambda unit: False,
    lambda unit, pre, post: z3.BoolVal(False),
)

NAMES = tuple(p.name for p in PROPERTIES) + (REACHABILITY.name,)
