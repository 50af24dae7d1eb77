"""Symbolic compilation: IR steps (the compiler's passes' output) → z3 transitions of a `Sym`.

One encoder per registry effect, keyed by the same names as the engine handlers. Choices (how many, which
item, yes or no) become fresh z3 variables with their legal domains; what the symbolic state does not track
(which board space, which guest) is a free value, never guessed. Each encoder also says what the engine
does when the step cannot be done in full: a `hard` step (a payment) fails the effect, any other does what
it can; and which events it emits, for the triggers of the corpus.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import z3

from verifier import fastz3
from compiler import vocabulary as vocab
from compiler.passes import FallbackStep, IfStep, MayStep
from compiler.types import Amount, UnknownValue
from verifier.context import ITEMS
from verifier.counts import StateCounts
from verifier.model import Check, Names, Sym, clamp_high, clamp_low, condition_formula, initial, merge

DISHES, DRINKS = ("strudel", "cake"), ("wine", "coffee")


class NotModelled(Exception):
    """The symbolic model has no encoding for this step: the verdict is UNKNOWN, never a pass."""


@dataclass
class Env:
    names: Names
    where: str
    corpus: object
    domain: list = field(default_factory=list)  # constraints on choices and free values
    counts: dict = field(default_factory=dict)
    strength: object = None
    soft: int = 0  # > 0 inside a part that is only done if it can be (may, the left of else, choose)
    depth: int = 0  # actions inside actions (perform, imitate)
    opponents: int = 0

    def choice(self, label: str, low, high=None):
        var = self.names.fresh(label)
        self.domain += [fastz3.ge(var, low)] + ([fastz3.le(var, high)] if high is not None else [])
        return var

    def flag(self, label: str):
        return self.names.fresh_bool(label)

    @property
    def limits(self):
        return self.corpus.limits


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
    from verifier.encode_actions import ENCODERS

    encoder = ENCODERS.get(step.name)
    if encoder is None:
        raise NotModelled(f"no symbolic model for '{step.name}'")
    return encoder(dict(step.values), step, sym, env)


def softly(env: Env, encode):
    """Encode a part the engine only does if it can (so its payments are not `hard`)."""
    env.soft += 1
    try:
        return encode()
    finally:
        env.soft -= 1


# ---- composition ---------------------------------------------------------------------------------------------


def _may(step: MayStep, sym: Sym, env: Env) -> Sym:
    body = softly(env, lambda: encode_steps(step.body, afresh(sym), env))
    says_yes = fastz3.And(env.flag("may"), body.feasible)  # the engine only offers a part that can be done
    merged = merge(says_yes, body, sym).but(feasible=sym.feasible)
    return with_check(merged, Check("may", sym.ok, body.feasible, f"{env.where}: may {describe(step.body)}",
                                    (("line", step.node.span.line),)))


def _fallback(step: FallbackStep, sym: Sym, env: Env) -> Sym:
    attempt = softly(env, lambda: encode_steps(step.attempt, afresh(sym), env))
    fallback = encode_steps(step.fallback, afresh(sym), env)
    data = (("attempt", attempt.feasible), ("fallback", fallback.feasible), ("line", step.node.span.line),
            ("attempt_loss", is_loss(step.attempt)), ("fallback_loss", is_loss(step.fallback)))
    where = f"{env.where}: {describe(step.attempt)} else {describe(step.fallback)}"
    merged = then_on(sym, merge(attempt.feasible, attempt, fallback))
    return with_check(merged, Check("fallback", sym.ok, fastz3.Implies(fastz3.Not(attempt.feasible), fallback.feasible), where, data))


def afresh(sym: Sym) -> Sym:
    """The state to judge a part on its own: can *it* be done in full (the engine asks each part, not the path)."""
    return sym.but(feasible=z3.BoolVal(True))


def then_on(before: Sym, after: Sym) -> Sym:
    """A part judged on its own, put back on the path: the path can be done in full if both can."""
    return after.but(feasible=fastz3.And(before.feasible, after.feasible))


def with_check(sym: Sym, check: Check) -> Sym:
    return sym.but(checks=sym.checks + (check,))


def _if(step: IfStep, sym: Sym, env: Env) -> Sym:
    condition = encode_condition(step.condition, sym, env)
    data = (("has_else", step.otherwise is not None), ("line", step.node.span.line))
    sym = sym.note("branch", condition, f"{env.where}: if at line {step.node.span.line}", data)
    then = encode_steps(step.then, afresh(sym), env)
    otherwise = encode_steps(step.otherwise, afresh(sym), env) if step.otherwise is not None else afresh(sym)
    merged = then_on(sym, merge(condition, then, otherwise))
    if step.otherwise is not None and is_loss(step.then) != is_loss(step.otherwise):
        merged = with_check(merged, _threshold(step, condition, then, otherwise, sym, env))
    return merged


def _threshold(step: IfStep, condition, then: Sym, otherwise: Sym, before: Sym, env: Env) -> Check:
    """A VP loss behind a condition is a fallback written as a threshold: it must happen exactly when the other
    side cannot be done in full."""
    loss_taken, other = (condition, otherwise) if is_loss(step.then) else (fastz3.Not(condition), then)
    data = (("loss_taken", loss_taken), ("other_feasible", other.feasible), ("line", step.node.span.line))
    return Check("threshold", before.ok, loss_taken == fastz3.Not(other.feasible), f"{env.where}: if at line {step.node.span.line}", data)


def describe(steps: tuple) -> str:
    names = [getattr(s, "name", type(s).__name__.removesuffix("Step").lower()) for s in steps]
    return " and ".join(names) or "nothing"


def is_loss(steps: tuple) -> bool:
    """A side that only takes VP away (the fallback an Emperor penalty ends with)."""
    return bool(steps) and all(getattr(s, "name", None) == "lose" and s.value("what") == "vp" for s in steps)


# ---- amounts, counts, conditions ---------------------------------------------------------------------------------


def amount(values: dict, sym: Sym, env: Env, label: str = "n"):
    """The number a step acts on: fixed, chosen up to a bound, or a free value when unknown."""
    raw = values.get("amount")
    if isinstance(raw, UnknownValue):
        return env.choice(f"unknown_{label}", 0)
    if not isinstance(raw, Amount) or raw.every:
        return None
    base = z3.IntVal(raw.value) * (count_value(values["per"], sym, env) if values.get("per") is not None else 1)
    return env.choice(f"how_many_{label}", 0, base) if raw.up_to else base


def counts(sym: Sym, env: Env) -> StateCounts:
    return StateCounts(env.corpus, env.names, env.domain, env.counts, sym, env.strength)


def count_value(node, sym: Sym, env: Env):
    if isinstance(node, str):
        from dsl import ast

        node = ast.Word(node)
    return counts(sym, env).value(node)


def encode_condition(node, sym: Sym, env: Env):
    reader = counts(sym, env)
    return condition_formula(node, reader.value)


# ---- resources -----------------------------------------------------------------------------------------------------


def kinds_of(what: str) -> tuple[str, ...]:
    return vocab.ITEM_CHOICES.get(what, (what,))


def split(sym: Sym, env: Env, kinds: tuple, n, limit_by_stock: bool) -> dict:
    """Which kinds make up n items of a choice (each part ≥ 0, within stock when taking from the kitchen)."""
    if len(kinds) == 1:
        return {kinds[0]: n}
    parts = {k: env.choice(f"pick{index}_{k}", 0) for index, k in enumerate(kinds)}  # pick0 is the first kind offered
    env.domain.append(z3.Sum(list(parts.values())) == n)
    if limit_by_stock:
        env.domain.extend(parts[k] <= sym.get(k) for k in kinds)
    return parts


def hard(sym: Sym, env: Env, condition, what: str) -> Sym:
    """A step the engine cannot do in part: where it cannot be done in full the effect fails (EffectFailed)."""
    if not env.soft:
        return sym.note("hard", condition, f"{env.where}: {what}").fail_unless(condition)
    return sym.require(condition)


def gain_money(sym: Sym, n, env: Env) -> Sym:
    sym = sym.note("cap-money", sym.get("money") + n <= env.limits.money_cap, f"{env.where}: gain krones", (("amount", n),))
    sym = sym.set(money=clamp_high(sym.get("money") + n, env.limits.money_cap))
    return sym.emit("money-gained", env.where, n > 0, amount=n)


def gain_vp(sym: Sym, n, env: Env) -> Sym:
    return sym.set(vp=sym.get("vp") + n).emit("vp-gained", env.where, n > 0, amount=n)


def advance(sym: Sym, n, env: Env) -> Sym:
    top = env.limits.emperor_top
    sym = sym.note("cap-emperor", sym.get("emperor") + n <= top, f"{env.where}: advance", (("amount", n),))
    raw = sym.get("emperor") + n
    overflow = clamp_low(raw - top) * env.limits.overflow_vp
    sym = sym.set(emperor=clamp_high(raw, top)).emit("emperor-advanced", env.where, n > 0, steps=n)
    return gain_vp(sym, overflow, env)


def gain_items(sym: Sym, parts: dict, env: Env) -> Sym:
    """Items from the supply: into the kitchen (or onto café guests, which the model counts as the kitchen)."""
    for kind, n in parts.items():
        sym = sym.set(**{kind: sym.get(kind) + n}).took(kind, n)
    items = {k: parts.get(k, z3.IntVal(0)) for k in ITEMS}
    sym = sym.emit("items-gained", env.where, True, **{f"items_{k}": v for k, v in items.items()})
    sym = sym.emit("champagne-gained", env.where, items["champagne"] > 0, amount=items["champagne"])
    completes = fastz3.And(env.flag("completes_order"), sym.get("cafe") >= 1)
    return sym.emit("guest-completed", env.where, completes, color=env.choice("guest_color", 0, 3), order=env.choice("order", 1))


def gain_n(what: str, n, sym: Sym, env: Env) -> Sym:
    if what == "vp":
        return gain_vp(sym, n, env)
    if what == "krone":
        return gain_money(sym, n, env)
    if what == "emperor":
        return advance(sym, n, env)
    return gain_items(sym, split(sym, env, kinds_of(what), n, False), env)


def in_kitchen(what: str) -> bool:
    return all(k in ITEMS for k in kinds_of(what))


def pay(values, step, sym: Sym, env: Env) -> Sym:
    what, n = values["what"], amount(values, sym, env)
    if what == "krone":
        n = sym.get("money") if n is None else n
        _within(values, n, sym.get("money"), env)
        return hard(sym, env, sym.get("money") >= n, "pay krones").set(money=sym.get("money") - n)
    if not in_kitchen(what):  # the engine pays from the kitchen only: VP or Emperor steps are never paid
        return hard(sym, env, z3.BoolVal(False), f"pay {what} (only krones and items are paid; VP are lost)")
    kinds = kinds_of(what)
    stock = z3.Sum([sym.get(k) for k in kinds])
    n = stock if n is None else n
    _within(values, n, stock, env)
    sym = hard(sym, env, stock >= n, f"pay {what}")
    parts = split(sym, env, kinds, fastz3.If(stock >= n, n, stock), True)
    sym = sym.set(**{k: sym.get(k) - v for k, v in parts.items()})
    return sym.emit("champagne-spent", env.where, parts.get("champagne", z3.IntVal(0)) > 0) if "champagne" in parts else sym


def _within(values: dict, n, stock, env: Env) -> None:
    """`up-to N`: the player picks how many among what they can pay (0 will always do)."""
    raw = values.get("amount")
    if isinstance(raw, Amount) and raw.up_to:
        env.domain.append(n <= stock)


def lose(values, step, sym: Sym, env: Env) -> Sym:
    what, n = values["what"], amount(values, sym, env)
    if what == "vp":
        return sym.set(vp=sym.get("vp") - n)
    if what == "krone":
        return sym.set(money=z3.IntVal(0) if n is None else clamp_low(sym.get("money") - n))
    kinds = kinds_of(what)
    if n is None:
        return sym.set(**{k: z3.IntVal(0) for k in kinds})
    stock = z3.Sum([sym.get(k) for k in kinds])
    parts = split(sym, env, kinds, fastz3.If(stock < n, stock, n), True)
    return sym.set(**{k: sym.get(k) - v for k, v in parts.items()})


def return_(values, step, sym: Sym, env: Env) -> Sym:
    if values["what"] == "staff":
        n = amount(values, sym, env)
        return hard(sym, env, sym.get("hand") >= n, "return staff from hand").set(hand=sym.get("hand") - n)
    if values.get("amount") is not None and values["amount"].every:
        return sym.set(**{k: z3.IntVal(0) for k in kinds_of(values["what"])}) if values.get("from", "kitchen") != "cafe" else sym
    return pay(values, step, sym, env)


def advance_step(values, step, sym: Sym, env: Env) -> Sym:
    return advance(sym, amount(values, sym, env), env)


def retreat(values, step, sym: Sym, env: Env) -> Sym:
    """The marker moves back, never below 0 (the engine's Retreat does what it can)."""
    n = amount(values, sym, env)
    return sym.require(sym.get("emperor") >= n).set(emperor=clamp_low(sym.get("emperor") - n))


def gain(values, step, sym: Sym, env: Env) -> Sym:
    return gain_n(values["what"], amount(values, sym, env), sym, env)


def acquire(values, step, sym: Sym, env: Env) -> Sym:
    """As many items as the strength from these kinds, never more of a later kind than of an earlier one."""
    kinds = values["kinds"]
    parts = [env.choice(f"acquire_{k}", 0) for k in kinds]
    env.domain.append(z3.Sum(parts) == env.strength)
    env.domain.extend(parts[i] >= parts[i + 1] for i in range(len(parts) - 1))
    return gain_items(sym, dict(zip(kinds, parts)), env).but(acquired=z3.BoolVal(True))


def divide(values, step, sym: Sym, env: Env) -> Sym:
    """The strength shared among krones, Emperor steps, VP and items, each share 0 or more."""
    kinds = values["kinds"]
    parts = [env.choice(f"share_{k}", 0) for k in kinds]
    env.domain.append(z3.Sum(parts) == env.strength)
    for kind, part in zip(kinds, parts):
        sym = gain_n(kind, part, sym, env)
    return sym


def exchange(values, step, sym: Sym, env: Env) -> Sym:
    kinds = kinds_of(values["what"])
    n = amount(values, sym, env)
    sym = sym.require(z3.Sum([sym.get(k) for k in kinds]) >= n)
    given, taken = split(sym, env, kinds, n, True), split(sym, env, kinds, n, False)
    return sym.set(**{k: sym.get(k) - given[k] + taken[k] for k in kinds})


def legal_state(env: Env, prefix: str) -> tuple[Sym, list]:
    return initial(env.limits, prefix, max(1, len(_spaces(env))))


def _spaces(env: Env) -> dict:
    from verifier.counts import board_colors

    return board_colors(env.corpus) or {(0, i): "" for i in range(20)}


__all__ = ["Env", "NotModelled", "encode_condition", "encode_steps", "count_value", "legal_state"]
