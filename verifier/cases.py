"""case-split, a design lint: sibling `if`s (no `else`) that read the same count split it into cases, and when one of
them picks out a bounded case (an exact value or a range, as Corogari Zant Mainz does with the dice sum, or a
celebrity hotel with the round) no other may also hold there. `if dice-sum != 6 or ...` (the '==' turned round)
overlaps every other case; thresholds that only grow (`>= 3`, `>= 5`) add up by design and are left alone.

The conditions are read, not solved: each compares one count with numbers, so trying every value from 0 to
just past the largest number decides it exactly.
"""
from __future__ import annotations

import operator

from dsl import ast
from verifier.units import units_of
from verifier.verdicts import PROVED, WARNING, Result

COMPARE = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq, "!=": operator.ne}


def case_split(component, corpus) -> list:
    results = []
    for unit in units_of(component):
        for steps in _step_lists(unit.steps):
            by_count: dict = {}
            for step in filter(_is_case, steps):
                by_count.setdefault(_count_of(step.condition), []).append(step)
            results += [_overlap(cases) for cases in by_count.values() if len(cases) > 1]
    return results


def _step_lists(steps):
    """The unit's list of steps and every list nested in it (bodies, branches, sides of an 'else')."""
    yield steps
    for step in steps:
        for inner in ("body", "attempt", "fallback", "then", "otherwise"):
            yield from _step_lists(getattr(step, inner, None) or ())


def _is_case(step) -> bool:
    return getattr(step, "otherwise", False) is None and _count_of(step.condition) is not None


def _count_of(condition):
    """The one count every comparison of the condition reads (compared with a number), or None."""
    lefts = {c.left for c in _compares(condition)}
    numbers = all(isinstance(c.right, ast.IntLit) for c in _compares(condition))
    return next(iter(lefts)) if len(lefts) == 1 and numbers else None


def _compares(node) -> list:
    if isinstance(node, (ast.AllOf, ast.AnyOf)):
        return [c for item in node.items for c in _compares(item)]
    if isinstance(node, ast.Negation):
        return _compares(node.item)
    return [node] if isinstance(node, ast.Compare) else []


def _holds(node, value: int) -> bool:
    if isinstance(node, ast.AllOf):
        return all(_holds(i, value) for i in node.items)
    if isinstance(node, ast.AnyOf):
        return any(_holds(i, value) for i in node.items)
    if isinstance(node, ast.Negation):
        return not _holds(node.item, value)
    return COMPARE[node.op](value, node.right.value)


def _overlap(cases: list) -> Result:
    for index, first in enumerate(cases):
        for second in cases[index + 1:]:
            found = _shared_value(first, second)
            if found is not None:
                return Result(WARNING, f"the 'if's at lines {first.node.span.line} and {second.node.span.line} both run when "
                              f"{_name(first)} is {found}: cases of one count that overlap (is a comparison the wrong way round?)",
                              (), second.node.span.line)
    return Result(PROVED, "", (), cases[0].node.span.line)


def _shared_value(first, second) -> int | None:
    top = 1 + max(c.right.value for c in _compares(first.condition) + _compares(second.condition))
    held = [{v for v in range(top + 1) if _holds(s.condition, v)} for s in (first, second)]
    bounded = any(top not in values for values in held)  # a threshold that only grows holds at the top
    shared = sorted(held[0] & held[1])
    return shared[0] if bounded and shared else None


def _name(step) -> str:
    count = _count_of(step.condition)
    return count.text if isinstance(count, ast.Word) else count.name.text
