"""The catalogue of properties. Each states what it checks about the card (never about the model), says when
it does not apply and why, and judges one component of a corpus: a list of results, one or more per unit
(an empty list: the property does not apply, N/A).

Every property is falsifiable: tests/verifier/test_properties.py holds, for each one, a plausible card that
it REFUTES (or warns about) and a correct card it leaves clean (the adversarial sets).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import z3

from verifier import fastz3
from verifier.units import SAT, UNSAT, GAVE_UP, encoded_units, uses, walk_steps
from verifier.verdicts import PROVED, REFUTED, UNKNOWN, WARNING, Result, gave_up, refuted_if, violated


@dataclass(frozen=True)
class Property:
    name: str
    statement: str  # what it checks about the card
    not_applicable: str  # why it says nothing about a card it does not apply to
    judge: Callable  # (component, corpus) -> list[Result]
    lint: bool = False  # its findings are warnings: the rules allow the card


def per_unit(component, corpus, applies: Callable, judge: Callable, blind: bool = False) -> list:
    """Judge every unit the property applies to; a unit the model cannot encode is UNKNOWN with the reason (and,
    when `blind`, whatever it seems to do: the step it lacks could gain krones or fail)."""
    results = []
    for item in encoded_units(component, corpus):
        unit, encoded = (item[0], None) if isinstance(item, tuple) else (item.unit, item)
        if not applies(unit) and not (blind and encoded is None):
            continue
        if encoded is None:
            results.append(Result(UNKNOWN, f"not modelled: {item[1]}", (), unit.line))
        else:
            results.extend(judge(encoded))
    return results


def _each_check(encoded, kind: str, judge: Callable) -> list:
    return [judge(encoded, check) for check in encoded.checks(kind)] or []


# ---- order-constraint ------------------------------------------------------------------------------------------------


def _order(component, corpus) -> list:
    from verifier.takes import trigger_takes

    own = per_unit(component, corpus, lambda u: uses(u, "acquire", "perform", "imitate"), _own_takes)
    return [r for r in own if r is not None] + trigger_takes(component, corpus)


def _own_takes(encoded) -> list:
    results = []
    for check in encoded.checks("order"):
        if encoded.ask(check.guard, model=False)[0] == UNSAT:
            continue  # this way never acquires (a space that only imitates, say)
        results.append(refuted_if(encoded, violated(check), f"{check.where} breaks strudel >= cake >= champagne or "
                                  "wine >= coffee >= champagne"))
    return results


# ---- penalty-fallback ----------------------------------------------------------------------------------------------


def _fallbacks(component, corpus) -> list:
    return per_unit(component, corpus, _has_choice_of_loss, _fallback_results)


def _has_choice_of_loss(unit) -> bool:
    from compiler.passes import FallbackStep, IfStep
    from verifier.encode import is_loss

    steps = list(walk_steps(unit.steps))
    threshold = any(isinstance(s, IfStep) and s.otherwise is not None and is_loss(s.then) != is_loss(s.otherwise) for s in steps)
    return unit.is_penalty() or threshold or bool(_guarded_losses(unit)) or any(isinstance(s, FallbackStep) for s in steps)


def _guarded_losses(unit) -> list:
    from compiler.passes import IfStep
    from verifier.encode import is_loss

    return [s for s in walk_steps(unit.steps) if isinstance(s, IfStep) and s.otherwise is None and is_loss(s.then)]


def _fallback_results(encoded) -> list:
    results = [_one_fallback(encoded, c) for c in encoded.checks("fallback")]
    results += [_one_threshold(encoded, c) for c in encoded.checks("threshold")]
    results += [_loss_on_more(step) for step in _guarded_losses(encoded.unit)]
    if encoded.unit.is_penalty() and not results:
        results.append(_bare_penalty(encoded))
    return results


UPWARD = {">": ">", ">=": ">=", "!=": "!="}  # comparisons a larger count satisfies where a smaller one may not
NEGATED = {"<": ">=", "<=": ">", ">": "<=", ">=": "<", "==": "!=", "!=": "=="}


def _loss_on_more(step) -> Result:
    """A VP loss behind an `if` punishes lacking something: a player with more of what the condition counts must not
    lose where one with less escapes (`if dancers(...) != 0 { lose 5 vp }` is the '==' turned round). The round is
    time, not something a player has, so it is left out. A warning: the rules allow such a card."""
    line = step.node.span.line
    upward = [c for c in _comparisons(step.condition) if c[1] in UPWARD and c[0] != "round"]
    if not upward:
        return Result(PROVED, "", (), line)
    name, op, right = upward[0]
    return Result(WARNING, f"the VP loss at line {line} falls on a player with more {name} ({name} {op} {right}), while one with "
                  "less escapes it: is the comparison the wrong way round?", (), line)


def _comparisons(node, negated: bool = False) -> list:
    """(count, comparison with any 'not' pushed in, number) for each comparison of a count with a number."""
    from dsl import ast

    if isinstance(node, (ast.AllOf, ast.AnyOf)):
        return [c for item in node.items for c in _comparisons(item, negated)]
    if isinstance(node, ast.Negation):
        return _comparisons(node.item, not negated)
    if isinstance(node, ast.Compare) and isinstance(node.left, (ast.Count, ast.Word)) and isinstance(node.right, ast.IntLit):
        name = node.left.name.text if isinstance(node.left, ast.Count) else node.left.text  # `money` or `rooms(...)`
        return [(name, NEGATED[node.op] if negated else node.op, node.right.value)]
    return []


def _one_fallback(encoded, check) -> Result:
    data, line = dict(check.data), dict(check.data)["line"]
    attempt, fallback = data["attempt"], data["fallback"]
    answer, model = encoded.ask(check.guard, fastz3.Not(attempt), fastz3.Not(fallback))
    if answer == SAT:
        return _with_model(f"{check.where}: neither side can be done", model, line)
    answer, model = encoded.ask(check.guard, fastz3.Not(attempt), model=False)  # a model here is never shown
    if answer == UNSAT:
        if data["attempt_loss"] and not data["fallback_loss"]:
            answer, model = encoded.ask(check.guard, fallback)
            return _with_model(f"{check.where}: the VP loss is on the left, so it is always taken, even by a player who can do "
                               "the right side", model, line) if answer == SAT else Result(REFUTED, f"{check.where}: the right side is dead", (), line)
        answer, model = encoded.ask(check.guard)
        return _with_model(f"{check.where}: the left side can always be done, so the fallback never happens", model, line)
    return Result(UNKNOWN, f"solver: {model}", (), line) if answer == GAVE_UP else Result(PROVED, "", (), line)


def _one_threshold(encoded, check) -> Result:
    data = dict(check.data)
    return refuted_if(encoded, violated(check), f"{check.where}: the VP loss is taken by a player who could do the other side, "
                      "or the other side is tried by one who cannot")


def _bare_penalty(encoded) -> Result:
    hard = encoded.checks("hard")
    failing = fastz3.Or(*[violated(c) for c in hard]) if hard else z3.BoolVal(False)
    return refuted_if(encoded, failing, f"{encoded.unit.label} (line {encoded.unit.line}) can be impossible and has no fallback "
                      "('else lose N vp')")


def _with_model(detail: str, model, line: int) -> Result:
    from verifier.units import model_pairs

    return Result(REFUTED, detail, model_pairs(model) if model is not None else (), line)


# ---- mandatory-feasibility ----------------------------------------------------------------------------------------


def _mandatory(component, corpus) -> list:
    return per_unit(component, corpus, _may_fail, _hard_results, blind=True)


def _may_fail(unit) -> bool:
    return any(getattr(s, "name", None) in ("pay", "return", "each-opponent") for s in walk_steps(unit.steps))


def _hard_results(encoded) -> list:
    checks = encoded.checks("hard")
    if encoded.unit.is_ability():
        checks = [c for c in checks if "each opponent" in c.where]  # the player uses it only when all can be done
    return [refuted_if(encoded, violated(c), f"{c.where} cannot be done in full here, and it is not optional "
                       "(write 'may' or 'else')") for c in checks]


# ---- caps (a lint) ------------------------------------------------------------------------------------------------


def _caps(component, corpus) -> list:
    return per_unit(component, corpus, lambda u: uses(u, "gain", "advance", "divide", "perform", "imitate", "occupy", "prepare"), _cap_results,
                    blind=True)


def _cap_results(encoded) -> list:
    results = []
    for check in encoded.checks("cap-money") + encoded.checks("cap-emperor"):
        runs, _ = encoded.ask(check.guard, model=False)
        if runs != SAT:
            continue
        fits, extra = encoded.ask(check.guard, check.holds, model=False)
        if fits == UNSAT:
            limit = "the money limit" if check.kind == "cap-money" else "the end of the Emperor track"
            results.append(refuted_if(encoded, check.guard, f"{check.where}: always partly lost to {limit}, in every state where it "
                                      "runs", WARNING))
        elif fits == GAVE_UP:
            results.append(gave_up(encoded, extra))
        else:
            results.append(Result(PROVED, "", (), encoded.unit.line))
    return results


# ---- final-nonnegative -------------------------------------------------------------------------------------------------


def _final(component, corpus) -> list:
    def applies(unit):
        return unit.label == "scoring" and unit.component_kind in ("staff", "hotel-entrance")

    return per_unit(component, corpus, applies, lambda e: [refuted_if(e, fastz3.And(e.post.ok, e.post.get("vp") < e.pre.get("vp")),
                                                                       f"{e.unit.label} (line {e.unit.line}) takes VP away")])


# ---- the catalogue -----------------------------------------------------------------------------------------------------


def _reachability(component, corpus) -> list:
    from verifier.reach import reachability

    return reachability(component, corpus)


def _cost_floor(component, corpus) -> list:
    from verifier.floors import floors

    return floors(component, corpus)


def _termination(component, corpus) -> list:
    from verifier.loops import termination

    return termination(component, corpus)


def _case_split(component, corpus) -> list:
    from verifier.cases import case_split

    return case_split(component, corpus)


PROPERTIES = (
    Property("order-constraint",
             "Every take (an acquisition with all that the same effect puts into the kitchen or onto guests, inside choose, if, "
             "each-opponent, perform and imitate) gives each kind at most as many as the kind before it in its chain: "
             "strudel >= cake >= champagne, wine >= coffee >= champagne.",
             "the card makes no acquisition, and none of its triggers fires during one", _order),
    Property("cost-floor",
             "Each price or quantity the card's modifiers change (room costs by floor and colour, the queue, serving, the imitation "
             "fee, strength, order sizes, café tables, group bonuses) stays at or above its floor, alone and together with every "
             "modifier of the corpus that applies to the same case at once; a price already at its floor has nothing to take off.",
             "the card changes no price or quantity that has a floor", _cost_floor),
    Property("penalty-fallback",
             "For every 'A else B' (and every VP loss behind an 'if'), the fallback happens exactly when A cannot be done in full, "
             "and can then be done; a VP loss is the fallback, never the first choice; an Emperor penalty that can be impossible "
             "has a fallback; a VP loss behind an 'if' falls on a player with less, never on one with more.",
             "the card has no 'else', no VP loss behind a condition and no Emperor penalty", _fallbacks),
    Property("mandatory-feasibility",
             "Every payment or return that is not optional can be made in full in every state where it runs (in the engine, one "
             "that cannot stops the game with EffectFailed).",
             "nothing the card does can fail (no payment or return outside 'may', 'else' or an ability used by choice)", _mandatory),
    Property("termination",
             "No chain of triggers (this card's, with each other and with the corpus') goes on without end: every cycle of triggers "
             "that set each other off uses something up each time round, or cannot go round.",
             "the card has no trigger", _termination),
    Property("reachability",
             "Every trigger can fire, every requirement can be met on the night board (rooms next to rooms from the first space, "
             "groups by size and colour, staff and kitchen counts) and is not met from the start, and every 'if', 'else', 'may' "
             "and ability can be taken.",
             "the card has no trigger, condition, requirement or optional part", _reachability),
    Property("final-nonnegative", "A final-scoring effect only adds VP.", "the card has no final scoring", _final),
    Property("caps",
             "Some state where a gain of krones or Emperor steps runs takes it in full: it is not always partly lost to the money "
             "limit or run past the end of the Emperor track (a design lint: the rules allow it).",
             "the card gains no krones and no Emperor steps", _caps, lint=True),
    Property("case-split",
             "Sibling 'if's (without 'else') that split one count into cases, one of them an exact value or a range, never "
             "both hold for the same value (a design lint: thresholds that add up are allowed).",
             "the card has no two 'if's side by side on the same count", _case_split, lint=True),
)

NAMES = tuple(p.name for p in PROPERTIES)
BY_NAME = {p.name: p for p in PROPERTIES}
