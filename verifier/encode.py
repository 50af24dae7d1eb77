"""Symbolic compilation: IR steps (the compiler's resolve/fold output) → z3 transitions of a `Sym`.

One encoder per registry effect, keyed by the same names as the engine handlers. Choices (how many,
which item, yes or no) become fresh z3 variables with their legal domains; what the symbolic state
does not track (which board space, which guest) is abstracted as a free value, never guessed.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import z3

from dsl import ast
from dsl.formatter import render_arg
from compiler import vocabulary as vocab
from compiler.passes import FallbackStep, IfStep, MayStep
from compiler.types import Amount, UnknownValue
from verifier.model import (CAFE_TABLES, EMPEROR_TOP, GROUP_BONUS, ITEMS, MONEY_CAP, Names, Sym, clamp_high, clamp_low,
                            condition_formula)

# Ratios the rules impose on one acquisition (base-game.md §1.2; lets-waltz.md §1.3).
ORDER_RULES = (("strudel", "cake"), ("cake", "champagne"), ("wine", "coffee"), ("coffee", "champagne"))
# Largest base cost each cost modifier can meet (base-game.md §1.1).
COST_TARGETS = {"room-cost": 3, "queue-cost": 3, "serve-cost": 1, "imitation-fee": 1}


class NotModelled(Exception):
    """The symbolic model has no encoding for this step: the verdict is UNKNOWN, never a pass."""


@dataclass
class Env:
    names: Names
    where: str
    domain: list = field(default_factory=list)  # constraints on choices and free values
    counts: dict = field(default_factory=dict)
    strength: object = None
    spaces: tuple = ()  # the action spaces' (number, fee, steps, imitates), for `perform` and `imitate`

    def choice(self, label: str, low, high):
        var = self.names.fresh(label)
        self.domain += [var >= low, var <= high]
        return var

    def flag(self, label: str):
        return self.names.fresh_bool(label)


def encode_steps(steps: tuple, sym: Sym, env: Env) -> Sym:
    for step in steps:
        sym = encode_step(step, sym, env)
    return sym


def encode_step(step, sym: Sym, env: Env) -> Sym:
    if isinstance(step, MayStep):
        return _may(step, sym, env)
    if isinstance(step, FallbackStep):
        return _fallback(step, sym, env)
    if isinstance(step, IfStep):
        return _if(step, sym, env)
    encoder = ENCODERS.get(step.name)
    if encoder is None:
        raise NotModelled(f"no symbolic model for '{step.name}'")
    return encoder(dict(step.values), step, sym, env)


# ---- composition ---------------------------------------------------------------------------------------------


def merge(condition, yes: Sym, no: Sym) -> Sym:
    values = {k: z3.If(condition, yes.values[k], no.values[k]) for k in yes.values}
    checks = tuple(_guard(c, condition) for c in yes.checks if c not in no.checks) + \
        tuple(_guard(c, z3.Not(condition)) for c in no.checks if c not in yes.checks) + \
        tuple(c for c in yes.checks if c in no.checks)
    return Sym(values, checks, z3.If(condition, yes.feasible, no.feasible))


def _guard(check, condition):
    return type(check)(check.kind, z3.Implies(condition, check.holds), check.where)


def _may(step: MayStep, sym: Sym, env: Env) -> Sym:
    body = encode_steps(step.body, sym, env)
    says_yes = z3.And(env.flag("may"), body.feasible)  # the engine only offers a part that can be done
    merged = merge(says_yes, body, sym)
    return Sym(merged.values, merged.checks, sym.feasible)


def _fallback(step: FallbackStep, sym: Sym, env: Env) -> Sym:
    attempt = encode_steps(step.attempt, sym, env)
    fallback = encode_steps(step.fallback, sym, env)
    merged = merge(attempt.feasible, attempt, fallback)
    # When the left option cannot be done in full, the right one must be possible: one outcome always applies.
    return merged.note("fallback", z3.Implies(z3.Not(attempt.feasible), fallback.feasible), f"{env.where}: {_text(step)}")


def _if(step: IfStep, sym: Sym, env: Env) -> Sym:
    condition = encode_condition(step.condition, sym, env)
    then = encode_steps(step.then, sym, env)
    otherwise = encode_steps(step.otherwise, sym, env) if step.otherwise is not None else sym
    return merge(condition, then, otherwise)


def _text(step) -> str:
    node = step.node
    return node.name.text if isinstance(node, ast.Call) else type(node).__name__.lower()


# ---- amounts, counts, conditions ---------------------------------------------------------------------------------


def amount(values: dict, sym: Sym, env: Env, label: str = "n"):
    """The number a step acts on: fixed, chosen up to a bound, or a free value when unknown."""
    raw = values.get("amount")
    if isinstance(raw, UnknownValue):
        return env.choice(f"unknown_{label}", 0, 20)
    if not isinstance(raw, Amount) or raw.every:
        return None
    base = z3.IntVal(raw.value) * (count_value(values["per"], sym, env) if values.get("per") is not None else 1)
    return env.choice(f"how_many_{label}", 0, base) if raw.up_to else base


def count_value(node, sym: Sym, env: Env):
    """A count of the game state: tracked ones read the state; others are free, bounded values."""
    text = render_arg(node) if isinstance(node, ast.Node) else str(node)
    tracked = {"money": "money", "emperor": "emperor", "vp": "vp", "staff(played)": "played",
               "staff(played, final)": "played_final", "rooms(occupied)": "occupied"}
    if text in tracked:
        return sym.get(tracked[text])
    if text == "rooms":
        return sym.get("vacant") + sym.get("occupied")
    if text == "strength":
        return env.strength
    if text.startswith("kitchen(") and text[8:-1] in ITEMS:
        return sym.get(text[8:-1])
    if text not in env.counts:
        env.counts[text] = env.choice("count", 0, 60)
    return env.counts[text]


def encode_condition(node, sym: Sym, env: Env):
    return condition_formula(node, lambda value: _value(value, sym, env))


def _value(node, sym: Sym, env: Env):
    if isinstance(node, (ast.IntLit, ast.SignedLit)):
        return z3.IntVal(node.value)
    if isinstance(node, ast.Unknown):
        return env.choice("unknown", -100, 100)
    if isinstance(node, ast.Word) and node.text == "round":
        return env.counts.setdefault("round", env.choice("round", 1, 7))
    return count_value(node, sym, env)


# ---- resources -----------------------------------------------------------------------------------------------------


def _kinds(what: str) -> tuple[str, ...]:
    return vocab.ITEM_CHOICES.get(what, (what,))


def _split(sym: Sym, env: Env, kinds: tuple, n, limit_by_stock: bool) -> dict:
    """Which kinds make up n items of a choice (each part ≥ 0, within stock when taking from the kitchen)."""
    if len(kinds) == 1:
        return {kinds[0]: n}
    parts = {k: env.choice(f"pick{index}_{k}", 0, 60) for index, k in enumerate(kinds)}  # pick0 is the first kind offered
    env.domain.append(z3.Sum(list(parts.values())) == n)
    if limit_by_stock:
        env.domain.extend(parts[k] <= sym.get(k) for k in kinds)
    return parts


def _gain(values, step, sym: Sym, env: Env) -> Sym:
    return _gain_n(values["what"], amount(values, sym, env), sym, env)


def _advance(sym: Sym, n) -> Sym:
    raw = sym.get("emperor") + n
    overflow = clamp_low(raw - EMPEROR_TOP)
    return sym.set(emperor=clamp_high(raw, EMPEROR_TOP), vp=sym.get("vp") + overflow)


def _pay(values, step, sym: Sym, env: Env) -> Sym:
    what, n = values["what"], amount(values, sym, env)
    if what == "krone":
        n = sym.get("money") if n is None else n
        paid = sym.require(sym.get("money") >= n).set(money=sym.get("money") - n)
        return paid.note("cost", n >= 0, f"{env.where}: pay")
    kinds = _kinds(what)
    n = z3.Sum([sym.get(k) for k in kinds]) if n is None else n
    parts = _split(sym, env, kinds, n, True)
    stock = z3.Sum([sym.get(k) for k in kinds])
    return sym.require(stock >= n).set(**{k: sym.get(k) - v for k, v in parts.items()})


def _lose(values, step, sym: Sym, env: Env) -> Sym:
    what, n = values["what"], amount(values, sym, env)
    if what == "vp":
        return sym.set(vp=sym.get("vp") - n)
    if what == "krone":
        return sym.set(money=0 if n is None else clamp_low(sym.get("money") - n))
    kinds = _kinds(what)
    if n is None:
        return sym.set(**{k: z3.IntVal(0) for k in kinds})
    taken = z3.If(z3.Sum([sym.get(k) for k in kinds]) < n, z3.Sum([sym.get(k) for k in kinds]), n)
    parts = _split(sym, env, kinds, taken, True)
    return sym.set(**{k: sym.get(k) - v for k, v in parts.items()})


def _return(values, step, sym: Sym, env: Env) -> Sym:
    if values["what"] == "staff":
        n = amount(values, sym, env)
        return sym.require(sym.get("hand") >= n).set(hand=sym.get("hand") - n)
    if values.get("amount") is not None and values["amount"].every:
        return sym.set(**{k: z3.IntVal(0) for k in _kinds(values["what"])}) if values.get("from", "kitchen") != "cafe" else sym
    return _pay(values, step, sym, env)


def _advance_step(values, step, sym: Sym, env: Env) -> Sym:
    return _advance(sym, amount(values, sym, env))


def _retreat(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env)
    return sym.require(sym.get("emperor") >= n).set(emperor=clamp_low(sym.get("emperor") - n))


# ---- rooms, guests, staff ----------------------------------------------------------------------------------------------


def _priced(sym: Sym, env: Env, label: str, top: int, discount: int, free: bool, where: str) -> tuple:
    """A payment for something whose printed price is between 0 and `top`, less a discount."""
    price = env.choice(f"{label}_price", 0, top)
    paid = z3.IntVal(0) if free else clamp_low(price - discount)
    sym = sym.note("cost", z3.And(paid >= 0, paid <= price), where)
    return sym.require(sym.get("money") >= paid).set(money=sym.get("money") - paid), paid


def _prepare(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env, "rooms")
    discounts = values.get("discounts") or (values.get("discount", 0),)
    for index in range(_bound(values)):
        placed = z3.IntVal(index) < n
        after, _ = _priced(sym, env, "room", 3, discounts[min(index, len(discounts) - 1)], bool(values.get("free")), f"{env.where}: prepare")
        target = "occupied" if values.get("occupy") else "vacant"
        after = after.set(**{target: after.get(target) + 1})
        after = _group_bonus(after, env) if values.get("occupy") else after
        sym = merge(placed, after, sym)
    return sym


def _bound(values) -> int:
    raw = values.get("amount")
    return min(raw.value, 4) if isinstance(raw, Amount) and raw.value is not None and values.get("per") is None else 2


def _occupy(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env)
    k = z3.If(sym.get("vacant") < n, sym.get("vacant"), n)
    sym = sym.set(vacant=sym.get("vacant") - k, occupied=sym.get("occupied") + k)
    for index in range(_bound(values)):
        sym = merge(z3.IntVal(index) < k, _group_bonus(sym, env), sym)
    return sym


def _group_bonus(sym: Sym, env: Env) -> Sym:
    """Occupying a room may complete its group, which pays that colour's bonus for the group's size."""
    colour, size = env.choice("group_colour", 0, len(GROUP_BONUS)), env.choice("group_size", 1, 4)
    result = sym
    for index, (resource, amounts) in enumerate(GROUP_BONUS.values(), start=1):
        bonus = z3.IntVal(amounts[-1])
        for position in range(len(amounts) - 2, -1, -1):
            bonus = z3.If(size == position + 1, amounts[position], bonus)
        paid = {"vp": lambda s: s.set(vp=s.get("vp") + bonus),
                "money": lambda s: s.set(money=clamp_high(s.get("money") + bonus, MONEY_CAP)),
                "emperor": lambda s: _advance(s, bonus)}[resource](sym)
        result = merge(colour == index, paid, result)
    return result


def _take(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env, "guests")
    for index in range(_bound(values)):
        after, _ = _priced(sym, env, "guest", 3, 0, bool(values.get("free")), f"{env.where}: take a guest")
        after = after.require(after.get("cafe") < CAFE_TABLES).set(cafe=after.get("cafe") + 1)
        sym = merge(z3.And(z3.IntVal(index) < n, sym.get("cafe") < CAFE_TABLES), after, sym)
    return sym


def _draw(values, step, sym: Sym, env: Env) -> Sym:
    return sym.set(hand=sym.get("hand") + amount(values, sym, env))


def _play(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env, "staff")
    discount = values.get("discount", 0)
    discount = 0 if values.get("full-cost") else count_value(discount, sym, env) if isinstance(discount, ast.Node) else discount
    for index in range(_bound(values)):
        # A card is played only if one can be (in hand, affordable); otherwise nothing happens, as in the engine.
        price = env.choice("staff_price", 0, 6)
        paid = z3.IntVal(0) if values.get("free") else clamp_low(price - discount)
        noted = sym.note("cost", z3.And(paid >= 0, paid <= price), f"{env.where}: play staff")
        possible = z3.And(z3.IntVal(index) < n, sym.get("money") >= paid)
        after = noted.set(money=sym.get("money") - paid, played=sym.get("played") + 1)
        if values.get("from", "hand") == "hand":
            possible = z3.And(possible, sym.get("hand") >= 1)
            after = after.set(hand=sym.get("hand") - 1)
        sym = merge(possible, after, noted)
    return sym


def _remove(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env)
    if values["what"] == "staff":
        return sym.require(sym.get("played_final") >= n).set(played_final=sym.get("played_final") - n, played=sym.get("played") - n)
    if values["what"] == "dancer":
        return sym.require(sym.get("dancers") >= n).set(dancers=sym.get("dancers") - n)
    if values["what"] == "room":
        pool = {"vacant": ("vacant",), "occupied": ("occupied",)}.get(values.get("state"), ("vacant", "occupied"))
        if len(pool) == 1:
            stock = sym.get(pool[0])
            if values["amount"].up_to:
                return sym.set(**{pool[0]: stock - z3.If(stock < n, stock, n)})
            return sym.require(stock >= n).set(**{pool[0]: stock - n})
    raise NotModelled(f"no symbolic model for removing {values['what']}")


def _acquire(values, step, sym: Sym, env: Env) -> Sym:
    """Up to the strength in items, each listed kind at least as many as the next one."""
    kinds = values["kinds"]
    parts = [env.choice(f"acquire_{k}", 0, 30) for k in kinds]
    env.domain.append(z3.Sum(parts) == env.strength)
    env.domain.extend(parts[i] >= parts[i + 1] for i in range(len(parts) - 1))
    gained = dict(zip(kinds, parts))
    for first, second in ORDER_RULES:
        if first in gained and second in gained:
            sym = sym.note("order", gained[first] >= gained[second], f"{env.where}: {first} >= {second}")
    return sym.set(**{k: sym.get(k) + v for k, v in gained.items()})


def _send(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env, "dancers")
    discounts = values.get("discounts") or (values.get("discount", 0),)
    for index in range(_bound(values)):
        price = env.choice("row_cost", 0, 5)
        paid = z3.IntVal(0) if values.get("free") else clamp_low(price - discounts[min(index, len(discounts) - 1)])
        after = sym.note("cost", z3.And(paid >= 0, paid <= price), f"{env.where}: send").require(sym.get("champagne") >= paid)
        sym = merge(z3.IntVal(index) < n, after.set(champagne=after.get("champagne") - paid, dancers=after.get("dancers") + 1), sym)
    return sym


def _choose(values, step, sym: Sym, env: Env) -> Sym:
    options = [encode_step(alternative, sym, env) for alternative in step.body]
    pick = env.choice("choose", 0, len(options) - 1)
    result = options[-1]
    for index in range(len(options) - 2, -1, -1):
        result = merge(pick == index, options[index], result)
    return result


def _score_table(values, step, sym: Sym, env: Env) -> Sym:
    count, table = count_value(values["count"], sym, env), values["vp"]
    gained = z3.IntVal(table[-1])
    for index in range(len(table) - 2, -1, -1):
        gained = z3.If(count == index, table[index], gained)
    return sym.set(vp=sym.get("vp") + gained)


def _score_rank(values, step, sym: Sym, env: Env) -> Sym:
    ladder = values["vp"]
    place = env.choice("rank", 0, len(ladder))  # the last value stands for "no rank", which scores 0
    gained = z3.IntVal(0)
    for index in range(len(ladder) - 1, -1, -1):
        gained = z3.If(place == index, ladder[index], gained)
    return sym.set(vp=sym.get("vp") + gained)


def _score_most(values, step, sym: Sym, env: Env) -> Sym:
    """The other players are not modelled: whether you alone have the most is free, but it needs at least 1."""
    alone = env.flag("sole_most")
    env.domain.append(z3.Implies(alone, count_value(values["count"], sym, env) >= 1))
    return sym.set(vp=sym.get("vp") + z3.If(alone, _known_vp(values["vp"], env), 0))


def _known_vp(vp, env: Env):
    return env.choice("unknown_vp", 0, 100) if isinstance(vp, UnknownValue) else z3.IntVal(vp)


def _copy(values, step, sym: Sym, env: Env) -> Sym:
    return sym.set(vp=sym.get("vp") + env.choice("copied_vp", 0, 80))


def _unchanged(values, step, sym: Sym, env: Env) -> Sym:
    """Steps that change nothing the symbolic player tracks (which guest, which tile, another player...)."""
    return sym


def _exchange(values, step, sym: Sym, env: Env) -> Sym:
    kinds = _kinds(values["what"])
    n = amount(values, sym, env)
    given = _split(sym, env, kinds, n, True)
    taken = _split(sym, env, kinds, n, False)
    return sym.set(**{k: sym.get(k) - given[k] + taken[k] for k in kinds})


def _perform(values, step, sym: Sym, env: Env) -> Sym:
    """One action space's action without a die, at the strength of the dice on it (or the card's), its fee paid."""
    spaces = [s for s in env.spaces if values.get("number") in (None, s[0])]
    if not spaces:
        raise NotModelled("no action-space cards to perform")
    strength = z3.IntVal(values["strength"]) if values.get("strength") is not None else env.choice("dice_on_space", 0, 14)
    return _one_of([_space_action(space, strength, sym, env) for space in spaces], env, "space")


def _space_action(space, strength, sym: Sym, env: Env) -> Sym:
    number, fee, steps, _ = space
    paid = sym.require(sym.get("money") >= fee).set(money=sym.get("money") - fee) if fee else sym
    saved, env.strength = env.strength, strength
    try:
        return encode_steps(steps, paid, env)
    finally:
        env.strength = saved


def _imitate(values, step, sym: Sym, env: Env) -> Sym:
    """Another space's action at this action's strength (never a space that itself imitates)."""
    spaces = [s for s in env.spaces if not s[3]]
    if not spaces:
        raise NotModelled("no action-space cards to imitate")
    return _one_of([_space_action((n, 0, steps, False), env.strength, sym, env) for n, _, steps, _ in spaces], env, "imitated")


def _one_of(options: list, env: Env, label: str) -> Sym:
    pick = env.choice(label, 0, len(options) - 1)
    result = options[-1]
    for index in range(len(options) - 2, -1, -1):
        result = merge(pick == index, options[index], result)
    return result


def _divide(values, step, sym: Sym, env: Env) -> Sym:
    """The strength shared among krones, Emperor steps, VP and items, each share 0 or more."""
    kinds = values["kinds"]
    parts = [env.choice(f"share_{k}", 0, 30) for k in kinds]
    env.domain.append(z3.Sum(parts) == env.strength)
    for kind, part in zip(kinds, parts):
        sym = _gain_n(kind, part, sym, env)
    return sym


def _gain_n(what: str, n, sym: Sym, env: Env) -> Sym:
    if what == "vp":
        return sym.set(vp=sym.get("vp") + n)
    if what == "krone":
        return sym.set(money=clamp_high(sym.get("money") + n, MONEY_CAP))
    if what == "emperor":
        return _advance(sym, n)
    parts = _split(sym, env, _kinds(what), n, False)
    return sym.set(**{k: sym.get(k) + v for k, v in parts.items()})


def _not_modelled(reason: str):
    def encoder(values, step, sym, env):
        raise NotModelled(reason)

    return encoder


def _reveal(values, step, sym: Sym, env: Env) -> Sym:
    return encode_steps(step.body, sym, env)


ENCODERS = {
    "gain": _gain, "pay": _pay, "lose": _lose, "return": _return, "advance": _advance_step, "retreat": _retreat,
    "prepare": _prepare, "occupy": _occupy, "take": _take, "draw": _draw, "play": _play, "reveal": _reveal,
    "fill": _unchanged, "remove": _remove, "choose": _choose, "skip": _unchanged, "perform": _perform, "imitate": _imitate,
    "divide": _divide,
    "copy": _copy, "exchange": _exchange, "acquire": _acquire, "send": _send, "score-table": _score_table,
    "score-rank": _score_rank, "score-most": _score_most, "make-personal": _unchanged, "each-opponent": _unchanged, "set-aside": _unchanged,
    "use-token": _not_modelled("the bonuses on Dove's tokens are unknown"),
    "tile-reward": _not_modelled("which Emperor tile's reward is taken is the player's, from tiles set aside at setup"),
    "move-die": _unchanged, "score": _not_modelled("an extra ballroom scoring depends on the other players' dancers"),
}


__all__ = ["COST_TARGETS", "Env", "NotModelled", "encode_condition", "encode_steps", "count_value"]
