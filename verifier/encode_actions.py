"""Encoders for the effects that act on the board, the café, staff cards and other players; and the table of
every encoder by registry name (verifier/encode.py holds the resources and the composition)."""
from __future__ import annotations

import z3

from verifier import fastz3
from dsl import ast
from compiler.types import Amount, UnknownValue
from verifier.context import ITEMS
from verifier.encode import (Env, NotModelled, acquire, afresh, then_on, advance, advance_step, amount, count_value, divide, encode_step, encode_steps,
                             exchange, gain, gain_money, gain_vp, legal_state, lose, pay, return_, retreat, softly)
from verifier.model import Sym, clamp_low, merge

MAX_ROOMS_AT_ONCE = 4  # rooms, guests or cards one line handles, symbolically; more are taken as the bound allows


def _bound(values) -> int:
    raw = values.get("amount")
    if isinstance(raw, Amount) and raw.value is not None and values.get("per") is None:
        return min(raw.value, MAX_ROOMS_AT_ONCE)
    return 2


def _facts(env: Env, key: str, compute):
    cache = env.corpus.cache
    if key not in cache:
        cache[key] = compute(env.corpus.components)
    return cache[key]


# ---- rooms -----------------------------------------------------------------------------------------------------------


def _room_price(env: Env, discount: int, free: bool):
    """A room's krones: its floor's cost (or what a modifier makes of it), less the discount, never below 0."""
    price = env.choice("room_price", 0, max(env.limits.prep_costs or (0,)))
    return (z3.IntVal(0) if free else clamp_low(price - discount)), price


def prepare(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env, "rooms")
    discounts = values.get("discounts") or (values.get("discount", 0),)
    spaces = len(_facts(env, "spaces", _board_spaces))
    first = None
    for index in range(_bound(values)):
        paid, _ = _room_price(env, discounts[min(index, len(discounts) - 1)], bool(values.get("free")))
        possible = fastz3.And(sym.get("money") >= paid, sym.get("vacant") + sym.get("occupied") < spaces)
        first = possible if first is None else first
        after = sym.set(money=sym.get("money") - paid, vacant=sym.get("vacant") + 1)
        after = after.emit("vp-gained", env.where, env.flag("placement_vp"), amount=env.choice("placement_vp", 1, _most_placement_vp(env)))
        if values.get("occupy"):
            after = _occupied(after.set(vacant=after.get("vacant") - 1, occupied=after.get("occupied") + 1), env)
        sym = merge(fastz3.And(z3.IntVal(index) < n, possible), after, sym)
    return sym.require(first)  # the engine's Prepare can be done if one room can be placed


def occupy(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env)
    n = sym.get("vacant") if n is None else n
    possible = sym.get("vacant") >= 1
    for index in range(_bound(values)):
        after = _occupied(sym.set(vacant=sym.get("vacant") - 1, occupied=sym.get("occupied") + 1), env)
        sym = merge(fastz3.And(z3.IntVal(index) < n, sym.get("vacant") >= 1), after, sym)
    return sym.require(possible)


def _occupied(sym: Sym, env: Env) -> Sym:
    """A room turns occupied: the event, and perhaps its group's completion with the colour's bonus."""
    colours = _facts(env, "colours", _board_colour_names)
    colour = env.choice("room_color", 0, max(0, len(colours) - 1))
    sym = sym.emit("room-occupied", env.where, True, color=colour, first_in_group=env.flag("first_in_group"))
    completes = env.flag("completes_group")
    size = env.choice("group_size", 1, _facts(env, "largest group", _largest_group))
    done = _group_bonus(sym, env, colour, size).emit("group-completed", env.where, True, size=size, color=colour)
    done = done.emit("floor-completed", env.where, env.flag("floor_done")).emit("column-completed", env.where, env.flag("column_done"))
    return merge(completes, done, sym)


def _group_bonus(sym: Sym, env: Env, colour, size) -> Sym:
    colours, tables = _facts(env, "colours", _board_colour_names), _facts(env, "group bonus", _bonus_tables)
    result = sym
    for index, name in enumerate(colours):
        if name not in tables:
            continue
        resource, amounts = tables[name]
        bonus = z3.IntVal(amounts[-1])
        for position in range(len(amounts) - 2, -1, -1):
            bonus = fastz3.If(size == position + 1, amounts[position], bonus)
        bonus = env.choice("group_bonus", 0) if _bonus_modified(env) else bonus
        paid = {"vp": gain_vp, "krone": gain_money, "emperor": lambda s, n, e: advance(s, n, e)}[resource](sym, bonus, env)
        result = merge(colour == index, paid, result)
    return result


def _bonus_modified(env: Env) -> bool:
    return any(h.target == "group-bonus" for h in env.corpus.modifiers)


# ---- guests -----------------------------------------------------------------------------------------------------------


def take(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env, "guests")
    costs = env.limits.queue_costs or (0,)
    first = None
    for index in range(_bound(values)):
        price = z3.IntVal(0) if values.get("free") else env.choice("queue_price", min(costs), max(costs))
        possible = fastz3.And(sym.get("money") >= price, sym.get("cafe") < env.choice("tables", env.limits.cafe_tables, env.limits.max_cafe_tables))
        first = possible if first is None else first
        after = sym.set(money=sym.get("money") - price, cafe=sym.get("cafe") + 1)
        if values.get("fill"):
            after = after.emit("guest-completed", env.where, True, color=env.choice("guest_color", 0, 3), order=env.choice("order", 1))
        sym = merge(fastz3.And(z3.IntVal(index) < n, possible), after, sym)
    return sym.require(first)


def fill(values, step, sym: Sym, env: Env) -> Sym:
    possible = sym.get("cafe") >= 1
    done = sym.emit("guest-completed", env.where, possible, color=env.choice("guest_color", 0, 3), order=env.choice("order", 1))
    return done.require(possible)


# ---- staff ------------------------------------------------------------------------------------------------------------


def draw(values, step, sym: Sym, env: Env) -> Sym:
    return sym.set(hand=sym.get("hand") + amount(values, sym, env))


def play(values, step, sym: Sym, env: Env) -> Sym:
    """A card is played only if one can be (in hand, affordable); otherwise nothing happens, as in the engine."""
    n = amount(values, sym, env, "staff")
    discount = values.get("discount", 0)
    discount = 0 if values.get("full-cost") else count_value(discount, sym, env) if isinstance(discount, ast.Node) else discount
    low, high = _facts(env, "staff costs", _staff_costs)
    first = None
    for index in range(_bound(values)):
        price = env.choice("staff_price", low, high)
        paid = z3.IntVal(0) if values.get("free") else clamp_low(price - discount)
        possible = sym.get("money") >= paid
        after = sym.set(money=sym.get("money") - paid, played=sym.get("played") + 1)
        if values.get("from", "hand") == "hand":
            possible = fastz3.And(possible, sym.get("hand") >= 1)
            after = after.set(hand=sym.get("hand") - 1)
        first = possible if first is None else first
        sym = merge(fastz3.And(z3.IntVal(index) < n, possible), _played(after, env), sym)
    return sym.require(first)


def _played(sym: Sym, env: Env) -> Sym:
    """A staff card went into play: its own immediate effect (not followed: which card is the player's) and the event."""
    for event in _facts(env, "immediate events", _immediate_events):
        sym = sym.emit(event, env.where + " (the played card's own effect)", env.flag("its_effect"), opaque=True)
    return sym.emit("staff-played", env.where, True, other=env.flag("other_card"))


def remove(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env)
    if values["what"] == "staff":
        return sym.require(sym.get("played_final") >= n).set(played_final=clamp_low(sym.get("played_final") - n),
                                                               played=sym.get("played") - fastz3.If(sym.get("played_final") < n, sym.get("played_final"), n))
    if values["what"] == "dancer":
        return sym.require(sym.get("dancers") >= n).set(dancers=clamp_low(sym.get("dancers") - n))
    pool = {"vacant": ("vacant",), "occupied": ("occupied",)}.get(values.get("state"), ("vacant", "occupied"))
    if len(pool) != 1:
        raise NotModelled("no symbolic model for removing rooms of either state")
    stock = sym.get(pool[0])
    removed = fastz3.If(stock < n, stock, n)
    feasible = z3.BoolVal(True) if values["amount"].up_to else stock >= n
    return sym.require(feasible).set(**{pool[0]: stock - removed})


def send(values, step, sym: Sym, env: Env) -> Sym:
    n = amount(values, sym, env, "dancers")
    discounts = values.get("discounts") or (values.get("discount", 0),)
    first = None
    for index in range(_bound(values)):
        price = env.choice("row_cost", 0)
        paid = z3.IntVal(0) if values.get("free") else clamp_low(price - discounts[min(index, len(discounts) - 1)])
        possible = sym.get("champagne") >= paid
        first = possible if first is None else first
        after = sym.set(champagne=sym.get("champagne") - paid, dancers=sym.get("dancers") + 1)
        after = after.emit("dancer-sent", env.where, True).emit("row-bonus", env.where, env.flag("row_bonus"), opaque=True)
        sym = merge(fastz3.And(z3.IntVal(index) < n, possible), after, sym)
    return sym.require(first)


# ---- choices, other players, action spaces ----------------------------------------------------------------------------


def choose(values, step, sym: Sym, env: Env) -> Sym:
    """The player picks among the alternatives that can be done (the engine offers only those)."""
    raw = values["amount"]
    for _ in range(min(raw.value or 0, len(step.body))):
        options = [softly(env, lambda a=alt: encode_step(a, afresh(sym), env)) for alt in step.body]
        pick = env.choice("choose", 0, len(options) - 1)
        env.domain.extend(fastz3.Implies(pick == i, o.feasible) for i, o in enumerate(options))
        chosen = options[-1]
        for index in range(len(options) - 2, -1, -1):
            chosen = merge(pick == index, options[index], chosen)
        stop = env.flag("stop") if raw.up_to else z3.BoolVal(False)
        sym = then_on(sym, merge(fastz3.And(fastz3.Or(*[o.feasible for o in options]), fastz3.Not(stop)), chosen, afresh(sym)))
    return sym


def each_opponent(values, step, sym: Sym, env: Env) -> Sym:
    """Every other player does the block for themselves: encoded once on a player in any state; its checks
    (payments, caps, takes) are the card's, its changes are not the owner's."""
    from verifier.takes import take_check

    env.opponents += 1
    other, legal = legal_state(env, f"opp{env.opponents}_")
    env.domain.extend(legal)
    saved, env.where = env.where, f"{env.where}: each opponent"
    try:
        done = take_check(encode_steps(step.body, Sym(other.values, ok=sym.ok), env), env)
    finally:
        env.where = saved
    return sym.but(checks=sym.checks + done.checks, ok=done.ok)


def perform(values, step, sym: Sym, env: Env) -> Sym:
    """One action space's action without a die, at the strength of the dice on it (or the card's), its fee paid."""
    spaces = [s for s in env.corpus.spaces if values.get("number") in (None, s.number)]
    if not spaces:
        raise NotModelled("no action-space cards to perform")
    strength = z3.IntVal(values["strength"]) if values.get("strength") is not None else env.choice("dice_on_space", 0)
    return _one_of([_space_action(space, strength, space.fee, sym, env) for space in spaces], env, "space")


def _space_action(space, strength, fee: int, sym: Sym, env: Env) -> Sym:
    if env.depth > 2:
        raise NotModelled("actions nested more than twice")
    paid = sym.require(sym.get("money") >= fee).set(money=sym.get("money") - fee) if fee else sym
    paid = paid.emit("before-action", env.where, True, space=z3.IntVal(space.number))
    saved, env.strength = env.strength, strength
    env.depth += 1
    try:
        return encode_steps(space.steps, paid, env)
    finally:
        env.strength, env.depth = saved, env.depth - 1


def imitate(values, step, sym: Sym, env: Env) -> Sym:
    """Another space's action at this action's strength (never a space that itself imitates)."""
    spaces = [s for s in env.corpus.spaces if not s.imitates]
    if not spaces:
        raise NotModelled("no action-space cards to imitate")
    return _one_of([_space_action(s, env.strength, 0, sym, env) for s in spaces], env, "imitated")


def _one_of(options: list, env: Env, label: str) -> Sym:
    pick = env.choice(label, 0, len(options) - 1)
    result = options[-1]
    for index in range(len(options) - 2, -1, -1):
        result = merge(pick == index, options[index], result)
    return result


# ---- scoring ----------------------------------------------------------------------------------------------------------


def score_table(values, step, sym: Sym, env: Env) -> Sym:
    count, table = count_value(values["count"], sym, env), values["vp"]
    gained = z3.IntVal(table[-1])
    for index in range(len(table) - 2, -1, -1):
        gained = fastz3.If(count == index, table[index], gained)
    return gain_vp(sym, gained, env)


def score_rank(values, step, sym: Sym, env: Env) -> Sym:
    ladder = values["vp"]
    place = env.choice("rank", 0, len(ladder))  # the last value stands for "no rank", which scores 0
    gained = z3.IntVal(0)
    for index in range(len(ladder) - 1, -1, -1):
        gained = fastz3.If(place == index, ladder[index], gained)
    return gain_vp(sym, gained, env)


def score_most(values, step, sym: Sym, env: Env) -> Sym:
    """The other players are not modelled: whether you alone have the most is free, but it needs at least 1."""
    alone = env.flag("sole_most")
    env.domain.append(fastz3.Implies(alone, count_value(values["count"], sym, env) >= 1))
    vp = env.choice("unknown_vp", 0) if isinstance(values["vp"], UnknownValue) else z3.IntVal(values["vp"])
    return gain_vp(sym, fastz3.If(alone, vp, 0), env)


def copy(values, step, sym: Sym, env: Env) -> Sym:
    return gain_vp(sym, env.choice("copied_vp", 0), env).emit("vp-gained", env.where + " (the copied card)", True, opaque=True)


def reveal(values, step, sym: Sym, env: Env) -> Sym:
    return encode_steps(step.body, sym, env)


def unchanged(values, step, sym: Sym, env: Env) -> Sym:
    """Steps that change nothing the symbolic player tracks (which tile is set aside, a die moved...)."""
    return sym


def _not_modelled(reason: str):
    def encoder(values, step, sym, env):
        raise NotModelled(reason)

    return encoder


# ---- corpus facts these encoders read ----------------------------------------------------------------------------------


def _board_spaces(components) -> list:
    board = next((c for c in components if c.kind.name == "hotel-board" and c.ident == "night"), None)
    return [] if board is None else [(b.values["floor"], c) for b in board.fields["floor"] for c, _ in enumerate(b.values["colors"], 1)]


def _board_colour_names(components) -> list:
    board = next((c for c in components if c.kind.name == "hotel-board" and c.ident == "night"), None)
    return ["blue", "red", "yellow"] if board is None else sorted({colour for b in board.fields["floor"] for colour in b.values["colors"]})


def _largest_group(components) -> int:
    board = next((c for c in components if c.kind.name == "hotel-board" and c.ident == "night"), None)
    return 4 if board is None else max(len(b.values["spaces"]) for b in board.fields["group"])


def _most_placement_vp(env: Env) -> int:
    def most(components):
        board = next((c for c in components if c.kind.name == "hotel-board" and c.ident == "night"), None)
        return max([b.values["vp"] for b in board.fields.get("placement-vp", ())] or [1]) if board else 1

    return max(1, _facts(env, "placement vp", most))


def _bonus_tables(components) -> dict:
    table = next((c for c in components if c.kind.name == "group-bonus"), None)
    if table is None:
        return {}
    resource = {"krones": "krone", "krone": "krone", "vp": "vp", "emperor": "emperor"}
    return {b.values["color"]: (resource[b.values["what"]], tuple(b.values["amounts"])) for b in table.fields["bonus"]}


def _staff_costs(components) -> tuple[int, int | None]:
    """The printed costs of staff cards (an unknown cost leaves the top open)."""
    costs = [c.value("cost", "cost") for c in components if c.kind.name == "staff"]
    known = [c for c in costs if isinstance(c, int)]
    return (min(known, default=0) if len(known) == len(costs) else 0), (max(known, default=0) if len(known) == len(costs) else None)


def _immediate_events(components) -> tuple:
    """Events an immediate staff card's own effect can emit (by name), for the play of an unknown card."""
    from verifier.events import event_names

    names = set()
    for component in components:
        if component.kind.name == "staff" and component.value("timing", "timing") == "immediate":
            block = next((s.block for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "effect"), None)
            names |= event_names(block) if block is not None else set()
    return tuple(sorted(names))


ENCODERS = {
    "gain": gain, "pay": pay, "lose": lose, "return": return_, "advance": advance_step, "retreat": retreat,
    "prepare": prepare, "occupy": occupy, "take": take, "draw": draw, "play": play, "reveal": reveal,
    "fill": fill, "remove": remove, "choose": choose, "skip": unchanged, "perform": perform, "imitate": imitate,
    "divide": divide, "copy": copy, "exchange": exchange, "acquire": acquire, "send": send, "score-table": score_table,
    "score-rank": score_rank, "score-most": score_most, "make-personal": unchanged, "each-opponent": each_opponent,
    "set-aside": unchanged, "move-die": unchanged,
}


def _waltz_encoders() -> dict:
    from verifier.encode_waltz import ENCODERS as WALTZ

    return WALTZ


ENCODERS.update(_waltz_encoders())

__all__ = ["ENCODERS", "ITEMS"]
