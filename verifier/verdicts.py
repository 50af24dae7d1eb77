"""Verdicts: what one property says of one card, and the small helpers every property asks the solver with.

PROVED: the solver found no state in which the card breaks the property. REFUTED: it found one (the
counterexample). WARNING: a design lint fired (the rules allow the card, but it is probably not meant), with
the state. UNKNOWN: the solver gave up or the model lacks a step; never a pass. N/A: the property says
nothing about this card (the reason is given), which is not a pass either.
"""
from __future__ import annotations

from dataclasses import dataclass

from verifier import fastz3
from verifier.units import GAVE_UP, SAT, Encoded, model_pairs

from verifier.verdict_names import NA, PROVED, REFUTED, UNKNOWN, VERDICTS, WARNING  # noqa: F401 (re-exported)
RANK = {REFUTED: 0, UNKNOWN: 1, WARNING: 2, PROVED: 3, NA: 4}  # the verdict a card gets from several results


@dataclass(frozen=True)
class Result:
    verdict: str
    detail: str = ""
    counterexample: tuple = ()  # (name, value) pairs
    line: int = 0


def worst(results: list) -> Result | None:
    """The verdict of several results: any refutation, else any unknown, else any warning, else proved."""
    return min(results, key=lambda r: (RANK[r.verdict], r.line)) if results else None


def refuted_if(encoded: Encoded, formula, detail: str, verdict: str = REFUTED) -> Result:
    """REFUTED (or the given verdict) with the model when `formula` can hold where the unit runs; else PROVED."""
    answer, extra = encoded.ask(formula)
    if answer == SAT:
        return Result(verdict, detail, model_pairs(extra), encoded.unit.line)
    if answer == GAVE_UP:
        return Result(UNKNOWN, f"solver: {extra}", (), encoded.unit.line)
    return Result(PROVED, "", (), encoded.unit.line)


def never(encoded: Encoded, formula) -> str:
    """SAT if `formula` can hold where the unit runs, else UNSAT (or GAVE_UP)."""
    return encoded.ask(formula, model=False)[0]


def violated(check):
    """The formula of a check's failure: it runs and what must hold does not."""
    return fastz3.And(check.guard, fastz3.Not(check.holds))


def gave_up(encoded: Encoded, reason) -> Result:
    return Result(UNKNOWN, f"solver: {reason}", (), encoded.unit.line)
