"""reachability: every part of a card can happen. A trigger's filters can be met by the corpus (an order of 5
items, a group of 5 rooms, a green room are not in the game); a requirement can be met on the night board and is
not met from the start (verifier/board.py); every `if` can be taken and so can its `else`, every `may` can
be done, in some state where the line runs, and every ability can be used (a dead branch is REFUTED). A modifier no
case of the game ever asks for is a warning: the card does nothing there; so is an ability, a `may` or a `choose`
alternative that only pays (no one would use it).
"""
from __future__ import annotations

from verifier import fastz3
from dsl import ast
from compiler.registry import bind, lookup
from verifier import board
from verifier.events import ROOM_EVENTS
from verifier.takes import colours
from verifier.units import SAT, UNSAT, encoded_units
from verifier.verdicts import PROVED, REFUTED, UNKNOWN, WARNING, Result, gave_up


def reachability(component, corpus) -> list:
    results = []
    for statement in component.node.body.statements:
        if isinstance(statement, ast.When):
            results.append(trigger(statement, corpus))
        elif isinstance(statement, ast.Require):
            results.append(board.objective(statement, corpus))
    results += branches(component, corpus)
    from verifier.floors import never_applies

    results += [Result(WARNING, reason, (), line) for line, reason in never_applies(component, corpus)]
    return results


def trigger(node: ast.When, corpus) -> Result:
    """Can the event happen with facts the trigger's filters accept?"""
    values = bind(lookup("event", node.event.name.text), node.event.args, node.span).values
    for option, value in sorted(values.items()):
        problem = _impossible(node.event.name.text, option, value, corpus)
        if problem is not None:
            return Result(problem[0], problem[1], (), node.span.line)
    return Result(PROVED, "", (), node.span.line)


def _impossible(event: str, option: str, value, corpus):
    if option == "order":
        return _order(value, corpus)
    if option == "size" and corpus.board is not None:
        largest = max((len(g) for _, g in board.board_group_list(corpus)), default=0)
        return (REFUTED, f"'size {value}+' can never happen: the largest group on the night board has {largest} rooms") if value > largest else None
    if option == "color" and value != "any":
        palette = colours(corpus)["room" if event in ROOM_EVENTS else "guest"]
        return (REFUTED, f"'color {value}' can never happen: the colours are {', '.join(palette)}") if value not in palette else None
    if option == "faces":
        numbers = {s.number for s in corpus.all_spaces}
        missing = sorted(set(value) - numbers)
        return (REFUTED, f"no action space has the number {missing[0]}") if missing and numbers else None
    return None


def _order(value: int, corpus):
    largest = max(corpus.order_sizes, default=0)
    if value <= largest:
        return None
    if corpus.unknown_orders:
        return UNKNOWN, f"'order {value}+': no known guest has more than {largest} items, but some guests' orders are not known"
    return REFUTED, f"'order {value}+' can never happen: no guest's order has more than {largest} items"


def branches(component, corpus) -> list:
    """Every `if` can be taken and so can its `else`; every `may` can be done; where the line runs."""
    results = []
    for item in encoded_units(component, corpus):
        if isinstance(item, tuple):
            if _has_branches(item[0]):
                results.append(Result(UNKNOWN, f"not modelled: {item[1]}", (), item[0].line))
            continue
        for check in item.checks("branch"):
            results.append(_branch(item, check))
        for check in item.checks("may"):
            results.append(_dead(item, check, check.holds, f"{check.where} can never be done where it runs"))
        if item.unit.is_ability():
            results.append(_unusable(item))
    return results + worthless(component)


COSTS = {"pay", "lose", "return", "retreat"}  # what only takes from the player (a `skip`, a `play`, an attack give something)


def only_costs(steps) -> bool:
    """Every step, through every 'may', 'if', 'else' and 'choose', only takes from the player."""
    from compiler.passes import FallbackStep, IfStep, MayStep

    def costs(step) -> bool:
        if isinstance(step, MayStep):
            return only_costs(step.body)
        if isinstance(step, (FallbackStep, IfStep)):
            return all(only_costs(part or ()) for part in _sides(step))
        return step.name in COSTS or (step.name == "choose" and only_costs(step.body))

    return bool(steps) and all(costs(s) for s in steps)


def _sides(step) -> tuple:
    return (step.attempt, step.fallback) if hasattr(step, "attempt") else (step.then, step.otherwise)


def worthless(component) -> list:
    """An ability or a 'may' that only pays gives the player nothing for it: no one would use it (a warning: the rules
    allow it, but a 'gain' written as 'pay' looks just like this)."""
    from compiler.passes import MayStep
    from verifier.units import units_of, walk_steps

    results = []
    for unit in units_of(component):
        if unit.is_ability() and only_costs(unit.steps):
            results.append(Result(WARNING, f"{unit.label} (line {unit.line}) only pays and gives nothing: no one would use it", (), unit.line))
        for step in walk_steps(unit.steps):
            if isinstance(step, MayStep) and only_costs(step.body):
                line = step.node.span.line
                results.append(Result(WARNING, f"the 'may' at line {line} only pays and gives nothing: no one would do it", (), line))
            elif getattr(step, "name", None) == "choose" and not only_costs(step.body):
                results += [_never_chosen(alternative) for alternative in step.body if only_costs((alternative,))]
    return results


def _never_chosen(alternative) -> Result:
    """Beside alternatives that give something, one that only pays is never chosen (`gain 1 wine` written as `pay`)."""
    line = alternative.node.span.line
    return Result(WARNING, f"the alternative at line {line} only pays, beside alternatives that give something: no one would "
                  "choose it", (), line)


def _unusable(encoded) -> Result:
    """An ability is offered only when all of it can be done: one that never can is dead."""
    answer, reason = encoded.ask(encoded.post.feasible, model=False)
    if answer == UNSAT:
        return Result(REFUTED, f"{encoded.unit.label} (line {encoded.unit.line}) can never be used: it can never be done in full",
                      (), encoded.unit.line)
    return Result(PROVED, "", (), encoded.unit.line) if answer == SAT else gave_up(encoded, reason)


def _has_branches(unit) -> bool:
    from compiler.passes import IfStep, MayStep
    from verifier.units import walk_steps

    return any(isinstance(s, (IfStep, MayStep)) for s in walk_steps(unit.steps))


def _branch(encoded, check) -> Result:
    data = dict(check.data)
    taken = _dead(encoded, check, check.holds, f"{check.where}: its condition can never hold where it runs (a dead branch)")
    if taken.verdict != PROVED or not data["has_else"]:
        return taken
    return _dead(encoded, check, fastz3.Not(check.holds), f"{check.where}: its condition always holds, so its 'else' is dead")


def _dead(encoded, check, formula, detail: str) -> Result:
    runs, reason = encoded.ask(check.guard, model=False)
    if runs != SAT:
        return gave_up(encoded, reason) if runs not in (SAT, UNSAT) else Result(PROVED, "", (), encoded.unit.line)
    answer, reason = encoded.ask(check.guard, formula, model=False)
    if answer == UNSAT:
        return Result(REFUTED, detail, (), dict(check.data).get("line", encoded.unit.line))
    return Result(PROVED, "", (), encoded.unit.line) if answer == SAT else gave_up(encoded, reason)
