"""Normalising a meaning (compiler/meaning.py): one form for one meaning, so that two ways of saying one thing compare
equal. Both the card's lines and its text go through the same ordered passes (`BLOCK_PASSES`, then the conditions'
order): a gain of Emperor steps is an advance; paying, losing and returning a resource are one thing to a reader;
effects in a block are an unordered collection; `if` chains over the round become a table by round.
"""
from __future__ import annotations

from dataclasses import replace
from functools import reduce

from compiler import vocabulary as vocab
from compiler.meaning import UNKNOWN, Act, AllOf, AnyOf, Branch, Compare, Fallback, Meaning, Optional, Requirement, Rule, Table
from compiler.registry import lookup
from compiler.types import Amount


def walk_effects(meaning: Meaning, change) -> Meaning:
    """`change` applied to every block of effects, innermost first."""
    def block(effects: tuple) -> tuple:
        return change(tuple(inner(e) for e in effects))

    def inner(effect):
        if isinstance(effect, Act):
            return replace(effect, body=block(effect.body))
        if isinstance(effect, Optional):
            return replace(effect, body=block(effect.body))
        if isinstance(effect, Fallback):
            return replace(effect, attempt=block(effect.attempt), fallback=block(effect.fallback))
        if isinstance(effect, Branch):
            return replace(effect, then=block(effect.then), otherwise=block(effect.otherwise))
        if isinstance(effect, Table):
            return replace(effect, rows=tuple((v, block(b)) for v, b in effect.rows))
        return effect

    parts = tuple(replace(p, body=block(p.body)) if isinstance(p, Rule) else p for p in meaning.parts)
    return replace(meaning, parts=parts)


RESOURCE_WORDS = set(vocab.RESOURCES)
SPENDING = ("pay", "lose", "return")


def as_spend(effects: tuple) -> tuple:
    """Paying, losing and returning a resource are one thing to a reader: the player gives it up."""
    return tuple(_spend(e) if isinstance(e, Act) and e.verb in SPENDING and e.value("what") in RESOURCE_WORDS else e
                 for e in effects)


OWN_VERBS = ("spend",)  # verbs of the normal form that are no registry effect: what a card pays, said either way


def _spend(act: Act) -> Act:
    values = dict(act.values)
    values.setdefault("from", "kitchen")
    return replace(act, verb="spend", values=tuple(sorted(values.items())), said=act.said or act.verb)


def staff_from_hand(effects: tuple) -> tuple:
    """Staff cards are returned from the hand: `return 2 staff` leaves `from` at its default (the kitchen) but means the hand."""
    return tuple(replace(e, values=tuple((k, "hand" if k == "from" else v) for k, v in e.values))
                 if isinstance(e, Act) and e.verb == "return" and e.value("what") == "staff" and e.value("from") == "kitchen" else e
                 for e in effects)


def revealed_only(effects: tuple) -> tuple:
    """What a reveal's block does with cards other than the revealed ones happens after it, in order."""
    out: list = []
    for effect in effects:
        if isinstance(effect, Act) and effect.verb == "reveal":
            kept = tuple(e for e in effect.body if _about_revealed(e))
            out.append(replace(effect, body=kept))
            out.extend(e for e in effect.body if not _about_revealed(e))
        else:
            out.append(effect)
    return tuple(out)


def _about_revealed(effect) -> bool:
    if isinstance(effect, Optional):
        return any(_about_revealed(e) for e in effect.body)
    return isinstance(effect, Act) and effect.value("from") == "revealed"


def as_advance(effects: tuple) -> tuple:
    """Gaining Emperor steps is advancing on the track."""
    return tuple(replace(e, verb="advance") if isinstance(e, Act) and e.verb == "gain" and e.value("what") == "emperor" else e
                 for e in effects)


def up_to_is_optional(effects: tuple) -> tuple:
    """'You may take up to 2' is 'take up to 2': an amount that may be 0 already leaves the choice to the player."""
    return tuple(e for effect in effects
                 for e in (effect.body if isinstance(effect, Optional) and effect.body and all(_up_to(a) for a in effect.body) else (effect,)))


def _up_to(effect) -> bool:
    amount = effect.value("amount") if isinstance(effect, Act) else None
    return isinstance(amount, Amount) and amount.up_to


def steps_for_reward(effects: tuple) -> tuple:
    """'Move 1, 2 or 3 steps back to receive the reward of one of those tiles' is the tile reward with its retreat;
    so is the retreat said after it ('take the reward of one of those tiles, moving back 1, 2 or 3 spaces', session 21)."""
    out: list = []
    for effect in effects:
        before = out[-1] if out else None
        if _bare_reward(effect) and _is(before, "retreat") and _steps(before):
            out[-1] = _with_retreat(effect, before)
        elif _bare_reward(before) and _is(effect, "retreat") and _steps(effect):
            out[-1] = _with_retreat(before, effect)
        else:
            out.append(effect)
    return tuple(out)


def _bare_reward(effect) -> bool:
    return _is(effect, "tile-reward") and effect.value("retreat") is None


def _with_retreat(reward: Act, retreat: Act) -> Act:
    return replace(reward, values=tuple(sorted(dict(reward.values, retreat=_steps(retreat)).items())))


def _is(effect, verb: str) -> bool:
    return isinstance(effect, Act) and effect.verb == verb


def _steps(retreat: Act) -> tuple:
    amount = retreat.value("amount")
    return retreat.value("choices") or ((amount.value,) if isinstance(amount, Amount) and not amount.up_to and amount.value else ())


def merged_gains(effects: tuple) -> tuple:
    """Two plain gains of the same thing are one gain of the sum ('1 VP and 1 VP' is '2 VP')."""
    merged: list = []
    for effect in effects:
        twin = next((i for i, m in enumerate(merged) if _plain_gain(m) and _plain_gain(effect) and _same_gain(m, effect)), None)
        if twin is None:
            merged.append(effect)
        else:
            total = Amount(merged[twin].value("amount").value + effect.value("amount").value)
            merged[twin] = replace(merged[twin], values=_with(merged[twin].values, amount=total))
    return tuple(merged)


def _plain_gain(effect) -> bool:
    amount = effect.value("amount") if isinstance(effect, Act) else None
    return effect.verb in ("gain", "advance") and isinstance(amount, Amount) and not amount.up_to and not amount.every \
        and effect.value("per") is None if isinstance(effect, Act) else False


def _same_gain(first: Act, second: Act) -> bool:
    return (first.verb, first.who, first.value("what")) == (second.verb, second.who, second.value("what"))


def _with(values: tuple, **changes) -> tuple:
    return tuple(sorted({**dict(values), **changes}.items()))


# The counts with few values, whose `if` chains read as a table: "8 VP in rounds 1 to 3, 5 VP in rounds 4 and 5".
DOMAINS = {"round": range(1, 8), "dice-sum": range(2, 13)}


def as_tables(effects: tuple) -> tuple:
    """Consecutive `if`s (and `else` chains) over one count with few values become one table by value."""
    out: list = []
    for effect in effects:
        count = _table_count(effect)
        if count and out and isinstance(out[-1], Table) and out[-1].count == count:
            out[-1] = _table_merge(out[-1], _as_table(effect, count))
        elif count:
            out.append(_as_table(effect, count))
        else:
            out.append(effect)
    return tuple(out)


def _table_count(effect) -> str | None:
    names = _branch_counts(effect) if isinstance(effect, (Branch, Table)) else set()
    return next(iter(names)) if len(names) == 1 and next(iter(names)) in DOMAINS else None


def _branch_counts(effect) -> set:
    """The counts an `if` (and every `if` inside it) compares; a count with filters never makes a table."""
    if isinstance(effect, Table):
        return {effect.count}
    if not isinstance(effect, Branch):
        return set()
    own = {"?" if c.count.filters else c.count.name for c in _compares(effect.condition)}
    return own.union(*(_branch_counts(e) for e in effect.then + effect.otherwise))


def _compares(condition) -> list:
    if isinstance(condition, Compare):
        return [condition]
    return [c for i in condition.items for c in _compares(i)]


def _as_table(effect, count: str) -> Table:
    if isinstance(effect, Table):
        return effect
    rows = tuple((value, _block_at(effect, count, value)) for value in DOMAINS[count])
    return Table(count, tuple((v, b) for v, b in rows if b), at=effect.at)


def _block_at(effect, count: str, value: int) -> tuple:
    """What `effect` does when `count` has `value`."""
    if isinstance(effect, Table):
        return dict(effect.rows).get(value, ())
    if not isinstance(effect, Branch):
        return (effect,)
    chosen = effect.then if holds(effect.condition, {count: value}) else effect.otherwise
    return tuple(e for inner in chosen for e in _block_at(inner, count, value))


def holds(condition, values: dict) -> bool:
    if isinstance(condition, AllOf):
        return all(holds(i, values) for i in condition.items)
    if isinstance(condition, AnyOf):
        return any(holds(i, values) for i in condition.items)
    left = values[condition.count.name]
    return {">=": left >= condition.value, "<=": left <= condition.value, "==": left == condition.value,
            "!=": left != condition.value, ">": left > condition.value, "<": left < condition.value}[condition.op]


def _table_merge(first: Table, second: Table) -> Table:
    rows = dict(first.rows)
    for value, block in second.rows:
        rows[value] = rows.get(value, ()) + block
    return Table(first.count, tuple(sorted(rows.items())), at=first.at)


def canonical_order(effects: tuple) -> tuple:
    """Effects in a block compare as a collection: the order a text lists them in is not part of the meaning."""
    return tuple(sorted(effects, key=repr))


def _sorted_conditions(meaning: Meaning) -> Meaning:
    parts = tuple(replace(p, condition=sorted_condition(p.condition)) if isinstance(p, Requirement) else p for p in meaning.parts)
    return replace(meaning, parts=parts)


def sorted_condition(condition):
    if isinstance(condition, (AllOf, AnyOf)):
        items = tuple(sorted((sorted_condition(i) for i in condition.items), key=repr))
        return replace(condition, items=items)
    return _inclusive(condition)


def _inclusive(condition):
    """Counts are whole numbers: 'more than 5' is 'at least 6', 'fewer than 3' is 'at most 2'."""
    if isinstance(condition, Compare) and condition.op in (">", "<"):
        step = 1 if condition.op == ">" else -1
        return replace(condition, op=condition.op + "=", value=condition.value + step)
    return condition


def _table_blocks(effects: tuple) -> tuple:
    return tuple(replace(e, rows=tuple((v, canonical_order(b)) for v, b in e.rows)) if isinstance(e, Table) else e for e in effects)


def unknown_options(effects: tuple) -> tuple:
    """An option the card leaves unknown ('whether a player with none takes a rank') need not be said."""
    def known(act):
        primitive = lookup("effect", act.verb)
        options = {o.name for o in primitive.options} if primitive else set()
        return replace(act, values=tuple((k, v) for k, v in act.values if not (k in options and v == UNKNOWN)))

    return tuple(known(e) if isinstance(e, Act) else e for e in effects)


BLOCK_PASSES = (unknown_options, staff_from_hand, revealed_only, up_to_is_optional, steps_for_reward, as_spend, as_advance, merged_gains, as_tables, _table_blocks, canonical_order)


# Occasions a player may let pass: using a once-per-round card or an ability, flipping a bell card.
INHERENTLY_OPTIONAL = ("once-per-round", "ability", "held-once", "bell")


def chosen_use(meaning: Meaning) -> Meaning:
    """On an occasion the player may let pass, a 'may' over what is done first is that same choice: 'once per round
    you may give up 1 cake; you may then prepare a room' is the card `pay 1 cake; may prepare 1 room`."""
    def unwrapped(part):
        if isinstance(part, Rule) and part.occasion.kind in INHERENTLY_OPTIONAL and part.body and isinstance(part.body[0], Optional):
            return replace(part, body=part.body[0].body + part.body[1:])
        return part

    return replace(meaning, parts=tuple(unwrapped(p) for p in meaning.parts))


def normalise(meaning: Meaning) -> Meaning:
    """The same meaning in one form: every block pass, innermost blocks first; conditions in a fixed order."""
    meaning = chosen_use(meaning)
    meaning = walk_effects(meaning, lambda block: reduce(lambda b, step: step(b), BLOCK_PASSES, block))
    meaning = _sorted_conditions(meaning)
    return replace(meaning, parts=tuple(sorted(meaning.parts, key=repr)), facts=tuple(sorted(meaning.facts, key=repr)))
