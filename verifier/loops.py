"""Termination: chains of triggers that could go on without end, found before the engine meets them (it stops a
repeated chain with engine.errors.TriggerLoop at run time).

The graph: one node per trigger of the corpus; an edge T -> U when T's effect can emit U's event with facts U's
filters accept, in some state where T fires (z3 decides, so `emperor-advanced steps 3+` is not set off by a
1-step advance). A trigger never sets itself off again (the engine's rule), and a bell card or a
once-per-round trigger cannot go round without end, so neither is a loop. Each cycle through the card's
triggers is then run once round from a symbolic state: if it can come back to a state at least as able to go
round again (no fewer krones, cards or items, no more rooms, cards in play or dancers used), it is a loop
(REFUTED, the cycle named); if every way round uses something up, it ends.
"""
from __future__ import annotations

import z3

from verifier import fastz3
from dsl import ast
from verifier.context import ir_of
from verifier.encode import Env, NotModelled, encode_steps, legal_state
from verifier.events import accepts, context, listener
from verifier.model import Names
from verifier.units import new_solver, model_pairs
from verifier.verdicts import PROVED, REFUTED, UNKNOWN, Result

MAX_CYCLE = 4  # triggers in one cycle looked for
CONSUMED = ("money", "hand", "emperor", "strudel", "cake", "wine", "coffee", "champagne")  # must not shrink
FILLED = ("vacant", "occupied", "played", "played_final", "dancers", "cafe")  # must not grow


def listeners(corpus, component=None) -> list:
    """Every trigger of the corpus (or of one component) as a Listener."""
    if component is not None:
        return [listener(component, s, ir_of(s.body)) for s in component.node.body.statements if isinstance(s, ast.When)]
    if "listeners" not in corpus.cache:
        corpus.cache["listeners"] = [l for c in corpus.components for l in listeners(corpus, c)]
    return corpus.cache["listeners"]


def termination(component, corpus) -> list:
    label = corpus.label(component)
    nodes = listeners(corpus)
    mine = [l for l in nodes if l.component == label and l.path == component.path]
    if not mine:
        return []
    results = []
    for start in mine:
        if start.limited:
            results.append(Result(PROVED, f"{start.named()} fires at most once a round (bell or once-per-round)", (), start.line))
            continue
        results.append(_judge(start, corpus))
    return results


def _judge(start, corpus) -> Result:
    if _emitted(start, corpus) is None:
        return Result(UNKNOWN, f"not modelled: what {start.named()} does is not followed, so what it sets off is not known", (),
                      start.line)
    note = " (its own effect would set it off again, which the engine never does: a trigger does not re-fire from its own effect)" \
        if _edge(start, start, corpus) else ""
    worst = Result(PROVED, "no chain of triggers comes back to it" + note, (), start.line)
    for cycle in _cycles(start, corpus):
        result = _lap(cycle, corpus)
        if result.verdict == REFUTED:
            return result
        if result.verdict == UNKNOWN:
            worst = result
        elif worst.verdict == PROVED and result.detail:
            worst = Result(PROVED, result.detail + note, (), start.line)
    return worst


def _cycles(start, corpus):
    """Simple cycles through `start` (of at most MAX_CYCLE triggers, none of them limited), in a fixed order."""
    stack = [(start, [start])]
    while stack:
        node, path = stack.pop()
        for nxt in reversed(successors(node, corpus)):
            if nxt.key == start.key and len(path) > 1:
                yield path
            elif nxt.key not in {p.key for p in path} and len(path) < MAX_CYCLE:
                stack.append((nxt, path + [nxt]))


def successors(node, corpus) -> list:
    """The triggers (not limited, not itself) this trigger's effect can set off."""
    key = ("succ", node.key)
    if key not in corpus.cache:
        emitted = _emitted(node, corpus)
        names = {e.event for e in emitted[1]} if emitted is not None else set()
        corpus.cache[key] = [n for n in listeners(corpus) if n.event in names and n.key != node.key and not n.limited
                             and _edge(node, n, corpus)]
    return corpus.cache[key]


def _edge(source, target, corpus) -> bool:
    """Can `source`'s effect set off `target`, in some state where `source` fires?"""
    key = ("edge", source.key, target.key)
    if key not in corpus.cache:
        emitted = _emitted(source, corpus)
        corpus.cache[key] = False
        if emitted is not None:
            base, events, names = emitted
            candidates = [e for e in events if e.event == target.event]
            if candidates:
                solver = new_solver()
                fastz3.add(solver, *base, fastz3.Or(*[fastz3.And(e.guard, accepts(target, e, names, _colours(corpus))) for e in candidates]))
                corpus.cache[key] = solver.check() != z3.unsat
    return corpus.cache[key]


def _emitted(trigger, corpus):
    """The events a trigger's effect emits, with what holds when it fires (None: not modelled)."""
    key = ("emitted", trigger.key)
    if key not in corpus.cache:
        env = Env(Names(f"t{trigger.line}_"), trigger.named(), corpus)
        pre, legality = legal_state(env, f"t{trigger.line}_pre_")
        env.strength = env.choice("strength", 0)
        try:
            post = encode_steps(trigger.steps, pre, env)
            corpus.cache[key] = (legality + env.domain + context(trigger, pre, env.limits), post.events, env.names)
        except NotModelled:
            corpus.cache[key] = None
    return corpus.cache[key]


def _lap(cycle: list, corpus) -> Result:
    """Once round the cycle from a symbolic state: can it end as able to go round again?"""
    env = Env(Names("lap_"), cycle[0].named(), corpus)
    pre, legality = legal_state(env, "lap_pre_")
    env.strength = env.choice("strength", 0)
    sym, fired, opaque = pre, [], []
    try:
        for index, trigger in enumerate(cycle):
            env.where = trigger.named()
            before = len(sym.events)
            sym = encode_steps(trigger.steps, sym, env)
            following = cycle[(index + 1) % len(cycle)]
            events = [e for e in sym.events[before:] if e.event == following.event]
            fired.append(fastz3.Or(*[fastz3.And(e.guard, accepts(following, e, env.names, _colours(corpus))) for e in events if not e.opaque]))
            opaque.append(fastz3.Or(*[fastz3.And(e.guard, accepts(following, e, env.names, _colours(corpus))) for e in events]))
    except NotModelled as reason:
        return Result(UNKNOWN, f"not modelled in the cycle {_named(cycle)}: {reason}", (), cycle[0].line)
    again = [sym.get(r) >= pre.get(r) for r in CONSUMED] + [sym.get(r) == pre.get(r) for r in FILLED] + [sym.ok]
    base = legality + env.domain + context(cycle[0], pre, env.limits) + again
    return _lap_verdict(cycle, base, fired, opaque)


def _lap_verdict(cycle, base, fired, opaque) -> Result:
    solver = new_solver()
    fastz3.add(solver, *base, *fired)
    answer = solver.check()
    if answer == z3.sat:
        return Result(REFUTED, f"{_named(cycle)} -> {cycle[0].owner}: these triggers set each other off without end",
                      model_pairs(solver.model()), cycle[0].line)
    if answer == z3.unknown:
        return Result(UNKNOWN, f"solver: {solver.reason_unknown()} on the cycle {_named(cycle)}", (), cycle[0].line)
    solver = new_solver()
    fastz3.add(solver, *base, *opaque)
    if solver.check() != z3.unsat:
        return Result(UNKNOWN, f"the cycle {_named(cycle)} may go on without end, depending on which staff card is played "
                      "(its own effect is not followed)", (), cycle[0].line)
    return Result(PROVED, f"the cycle {_named(cycle)} uses something up each time round", (), cycle[0].line)


def _named(cycle: list) -> str:
    return " -> ".join(t.named() for t in cycle)


def _colours(corpus) -> dict:
    from verifier.takes import colours

    return colours(corpus)
