"""cost-floor: every case a modifier target is asked for (each room space by floor and colour, each queue position,
action 6 with or without a die, a die of each face, each guest's order size...), with every modifier of the corpus
that applies to that case at once, honouring every filter as engine/contract.py compares it.

The engine applies the settings (`to`), then the additions (`by`), then the floor. A card breaks the property
where, in some case and combination, its own modifiers ask for less than the floor: its setting is below it, or
its additions (with the others' that apply too) take a price that is above the floor below it. A price already
at its floor (a room that costs 0, a guest with a 1-item order, a room another card makes free) has nothing to
take off, so a discount that meets it is not counted. The counterexample names the case, the cards and the numbers.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from compiler.types import UnknownValue
from engine.contract import EQUALS, MEMBER, MODIFIERS
from verifier.counts import board_colors
from verifier.verdicts import PROVED, REFUTED, UNKNOWN, Result

MAX_OTHERS = 8  # other modifiers on one case tried in every combination; more are tried all at once


@dataclass(frozen=True)
class Case:
    target: str
    said: str  # "a room on floor 4 (blue)"
    facts: tuple  # ((fact, value), ...)
    base: int
    entry: int = 0  # which entry of a table (group bonuses by size)


def floors(component, corpus) -> list:
    label = corpus.label(component)
    mine = [h for h in corpus.modifiers if h.component == label]
    results = []
    for target in sorted({h.target for h in mine}):
        spec = MODIFIERS.get(target)
        if spec is None or spec.floor is None:
            continue
        results.extend(_judge(target, spec.floor, [h for h in mine if h.target == target], corpus))
    return results


def _judge(target: str, floor: int, mine: list, corpus) -> list:
    line = _line(mine[0])
    if any(isinstance(h.values.get("to"), UnknownValue) or isinstance(h.values.get("by"), UnknownValue) for h in mine):
        return [Result(UNKNOWN, f"the value of the card's '{target}' modifier is unknown", (), line)]
    applied = False
    for case in cases(target, corpus):
        here = [h for h in corpus.modifiers if h.target == target and applies(h, case)]
        own = [h for h in here if h in mine]
        if not own:
            continue
        applied = True
        broken = _worst(case, own, [h for h in here if h not in mine], floor)
        if broken is not None:
            return [broken]
    return [Result(PROVED, "", (), line)] if applied else []


def never_applies(component, corpus) -> list[tuple[int, str]]:
    """The card's modifier lines that no case of the game ever asks for (e.g. action 6's fee with a die showing 1)."""
    label = corpus.label(component)
    dead = []
    for held in (h for h in corpus.modifiers if h.component == label):
        spec = MODIFIERS.get(held.target)
        if spec is not None and spec.filters and not any(applies(held, c) for c in cases(held.target, corpus)):
            dead.append((_line(held), f"'modify {held.target}' never applies: {_why_never(held.target, corpus)}"))
    return dead


def _why_never(target: str, corpus) -> str:
    return "no case of the game matches its filters (" + "; ".join(c.said for c in cases(target, corpus)[:6]) + \
        ("; ..." if len(cases(target, corpus)) > 6 else "") + ")"


def _line(held) -> int:
    return held.line


# ---- the cases each target is asked for ---------------------------------------------------------------------------


def cases(target: str, corpus) -> list:
    key = ("cases", target)
    if key not in corpus.cache:
        corpus.cache[key] = CASES.get(target, lambda c: [])(corpus)
    return corpus.cache[key]


def _rooms(corpus) -> list:
    costs, seen = corpus.limits.prep_costs, {}
    for (floor, column), colour in sorted(board_colors(corpus).items()):
        seen.setdefault((floor, colour), Case("room-cost", f"a room on floor {floor} ({colour})",
                                              (("color", colour), ("floor", floor)), costs[floor - 1]))
    return list(seen.values())


def _queue(corpus) -> list:
    return [Case("queue-cost", f"the guest at place {i + 1} of the queue", (), cost) for i, cost in enumerate(corpus.limits.queue_costs)]


def _fee(corpus) -> list:
    found = []
    for space in (s for s in corpus.spaces if s.fee):
        found.append(Case("imitation-fee", f"action {space.number} with a die (showing {space.number})", (("die", space.number),), space.fee))
        found.append(Case("imitation-fee", f"action {space.number} without a die", (("die", None),), space.fee))
    return found


def _strength(corpus) -> list:
    faces = sorted({s.number for s in corpus.spaces})
    found = [Case("strength", f"a die showing {f} taken from a space holding only it", (("die", f),), 1) for f in faces]
    return found + [Case("strength", "an action performed without a die on a space holding one die", (("die", None),), 1)]


def _orders(corpus) -> list:
    return [Case("order-size", f"a guest whose order has {n} item(s)", (), n) for n in corpus.order_sizes]


def _tables(corpus) -> list:
    return [Case("cafe-tables", "a player's café", (), corpus.limits.cafe_tables)]


def _per_turn(corpus) -> list:
    return [Case("guests-per-turn", "a player's turn", (), 1)]


def _bonus(corpus) -> list:
    from verifier.encode_actions import _bonus_tables

    found = []
    for colour, (_, amounts) in sorted(_bonus_tables(corpus.components).items()):
        found += [Case("group-bonus", f"a completed {colour} group of {i + 1}", (("color", colour),), n, i) for i, n in enumerate(amounts)]
    return found


CASES = {"room-cost": _rooms, "queue-cost": _queue, "serve-cost": lambda c: [Case("serve-cost", "serving from the kitchen", (), c.limits.serve_cost)],
         "imitation-fee": _fee, "strength": _strength, "order-size": _orders, "cafe-tables": _tables, "guests-per-turn": _per_turn,
         "group-bonus": _bonus}


# ---- filters and combinations -----------------------------------------------------------------------------------------


def applies(held, case: Case) -> bool:
    """The modifier's filters accept the case's facts, as the engine compares them (engine/contract.py)."""
    facts = dict(case.facts)
    for flt in MODIFIERS[held.target].filters:
        wanted = held.values.get(flt.option)
        if wanted is None:
            continue
        fact = facts.get(flt.reads)
        if flt.test == MEMBER and fact not in _members(flt.option, wanted):
            return False
        if flt.test == EQUALS and wanted != "any" and fact != wanted:
            return False
    return True


def _members(option: str, wanted) -> tuple:
    if option == "floors":
        low, high = wanted
        return tuple(range(low, high + 1))
    return tuple(wanted)


def _setting(held, case: Case):
    to = held.values.get("to")
    return None if to is None else to[min(case.entry, len(to) - 1)]


def _addition(held) -> int:
    return held.values.get("by", (0,))[0] if held.values.get("to") is None else 0


def _worst(case: Case, own: list, others: list, floor: int) -> Result | None:
    """The combination (fewest other cards first) in which the card's modifiers ask for less than the floor."""
    own_setting = [s for s in (_setting(h, case) for h in own) if s is not None]
    for value in own_setting:
        if value < floor:
            return _broken(case, own, [], value, floor, value)
    others = sorted(others, key=_addition)[:MAX_OTHERS]
    for size in range(len(others) + 1):
        for chosen in combinations(others, size):
            broken = _combination(case, own, list(chosen), floor)
            if broken is not None:
                return broken
    return None


def _combination(case: Case, own: list, chosen: list, floor: int) -> Result | None:
    if sum(1 for h in own + chosen if h.kind == "hotel-entrance") > 1:
        return None  # a player holds one hotel entrance
    if sum(_addition(h) for h in own) >= 0:
        return None  # the card takes nothing off here (its settings are judged on their own)
    held = own + chosen
    starts = [s for s in (_setting(h, case) for h in held) if s is not None] or [case.base]
    adds = sum(_addition(h) for h in held)
    for start in starts:
        if start > floor and start + adds < floor:
            return _broken(case, own, chosen, start, floor, start + adds)
    return None


def _broken(case: Case, own: list, chosen: list, start: int, floor: int, result: int) -> Result:
    parts = [("case", case.said), ("printed", str(case.base))]
    parts += [(h.owner, f"sets {_setting(h, case)}" if _setting(h, case) is not None else f"{_addition(h):+d}") for h in own + chosen]
    parts.append(("asked for", str(result)))
    shown = ", ".join(f"{h.owner} {v}" for h, (_, v) in zip(own + chosen, parts[2:-1]))
    detail = f"{case.target} of {case.said}: printed {case.base}; {shown}: {result}, below the floor of {floor}"
    return Result(REFUTED, detail, tuple(parts), _line(own[0]))
