"""The order rule of one take (base-game.md §1.2, lets-waltz.md §1.3): in everything one action's acquisition
gives, each kind of a chain is at most as many as the kind before it: strudel >= cake >= champagne, and
wine >= coffee >= champagne. A take that lists a later kind but not an earlier one has 0 of the earlier one
(a dropped kind), so the rule still binds it.
"""
from __future__ import annotations

import z3

from verifier import fastz3

CHAINS = (("strudel", "cake", "champagne"), ("wine", "coffee", "champagne"))


def chain_holds(taken: dict, chain: tuple):
    """The chain is non-increasing in this take, wherever the take touches it (one of its own kinds, or only
    champagne, which belongs to both chains)."""
    own = [fastz3.gt(taken[k], 0) for k in chain if k != "champagne"]
    others = [fastz3.gt(taken[k], 0) for c in CHAINS for k in c if k not in chain]
    touched = fastz3.Or(*own, fastz3.And(fastz3.gt(taken["champagne"], 0), fastz3.Not(fastz3.Or(*others))))
    return fastz3.Implies(touched, fastz3.And(*[fastz3.ge(taken[a], taken[b]) for a, b in zip(chain, chain[1:])]))


def rule_holds(taken: dict):
    return fastz3.And(*[chain_holds(taken, chain) for chain in CHAINS])


def take_check(sym, env, label: str = "the take"):
    """Note the order rule over what this resolution took, if it acquired."""
    from verifier.model import Check

    check = Check("order", fastz3.And(sym.ok, sym.acquired), rule_holds(sym.taken), f"{env.where}: {label}",
                  tuple((f"taken_{k}", v) for k, v in sym.taken.items()))
    return sym.but(checks=sym.checks + (check,))


# ---- triggers that fire during a take ----------------------------------------------------------------------------------

UNSTATED = ("whether a trigger's gains count toward the take it fires during is not stated (lets-waltz.md §1.3 says only that "
            "champagne from staff triggers #121 and #131 does not)")


def trigger_takes(component, corpus) -> list:
    """The card's triggers firing during the corpus' takes, and the corpus' triggers firing during the card's takes:
    where only the trigger's gains break the order rule, the verdict is UNKNOWN (the rules do not say)."""
    from verifier.events import ITEM_EVENTS
    from verifier.loops import listeners

    mine = [l for l in listeners(corpus, component) if l.event in ITEM_EVENTS]
    others = [l for l in listeners(corpus) if l.event in ITEM_EVENTS and l.component != corpus.label(component)]
    results = [_during(taker, l, corpus) for l in mine for taker in corpus_takers(corpus)]
    results += [_during(taker, l, corpus) for taker in own_takers(component) for l in others]
    return [r for r in results if r is not None]


def corpus_takers(corpus) -> list:
    return [(f"action space {s.number} ({s.module})", s.steps, s.number) for s in corpus.all_spaces
            if any(getattr(step, "name", None) == "acquire" for step in s.steps)]


def own_takers(component) -> list:
    from verifier.units import units_of, uses

    label = f"{component.kind.name} {component.ident}"
    return [(f"{label} {u.label} (line {u.line})", u.steps, u.line) for u in units_of(component) if uses(u, "acquire")]


def _during(taker, trigger, corpus):
    from verifier.encode import Env, NotModelled, encode_steps, legal_state
    from verifier.events import accepts
    from verifier.model import Names, merge
    from verifier.units import model_pairs, new_solver
    from verifier.verdicts import PROVED, UNKNOWN, Result

    name, steps, line = taker
    env = Env(Names(), name, corpus)
    pre, legality = legal_state(env, "pre_")
    env.strength = env.choice("strength", 0)
    try:
        took = encode_steps(steps, pre, env)
        fires = fastz3.Or(*[fastz3.And(e.guard, accepts(trigger, e, env.names, colours(corpus))) for e in took.events if e.event == trigger.event])
        env.where = trigger.named()
        after = merge(fastz3.And(took.acquired, fires), encode_steps(trigger.steps, took, env), took)
    except NotModelled as reason:
        return Result(UNKNOWN, f"not modelled: {reason}", (), trigger.line)
    solver = new_solver()
    fastz3.add(solver, *legality, *env.domain, took.acquired, fires, rule_holds(took.taken), fastz3.Not(rule_holds(after.taken)))
    answer = solver.check()
    if answer == z3.unsat:
        return Result(PROVED, "", (), trigger.line)
    detail = f"{trigger.named()} fires during the take of {name}, and with its gains the take breaks the order rule; {UNSTATED}"
    return Result(UNKNOWN, detail, model_pairs(solver.model()) if answer == z3.sat else (), trigger.line)


def colours(corpus) -> dict:
    from verifier.counts import board_colors

    return {"room": sorted(set(board_colors(corpus).values())) or ["blue", "red", "yellow"], "guest": sorted(corpus.guest_colors)}
