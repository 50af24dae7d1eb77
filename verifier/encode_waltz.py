"""Encoders for the Let's Waltz! effects whose outcome is one of several blocks other cards hold: a bonus token's
half (`use-token`, Dove), a set-aside Emperor tile's reward (`tile-reward`, The Grand Wray Hotel) and an extra
ballroom scoring (`score ballroom current`, guest 186).

Each is encoded as the player's pick among those blocks, every block encoded with the same encoders as
anywhere else; a block that cannot be done is never picked (the engine offers only those it can do). What the
corpus does not give (a token's halves still unknown) stays NotModelled: UNKNOWN, never a pass. Which token,
tile or ballroom is on hand is not tracked: any card of the corpus may be the one, and none may be left (a no-op).
"""
from __future__ import annotations

from verifier import fastz3
from dsl import ast
from verifier.context import ir_of
from verifier.encode import Env, NotModelled, afresh, encode_steps, softly, then_on
from verifier.model import Sym, merge


def one_of(blocks: list[tuple], sym: Sym, env: Env, label: str) -> Sym:
    """The player picks one block (each encoded on its own, from this state); only a block that can be done."""
    options = [softly(env, lambda steps=steps: encode_steps(steps, afresh(sym), env)) for steps in blocks]
    pick = env.choice(label, 0, len(options) - 1)
    env.domain.extend(fastz3.Implies(pick == i, o.feasible) for i, o in enumerate(options))
    chosen = options[-1]
    for index in range(len(options) - 2, -1, -1):
        chosen = merge(pick == index, options[index], chosen)
    return then_on(sym, chosen)


def _blocks(env: Env, key: str, compute) -> list[tuple]:
    cache = env.corpus.cache
    if key not in cache:
        cache[key] = compute(env.corpus.components)
    return cache[key]


def _field_block(component, name: str) -> ast.Block | None:
    node = next((s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == name), None)
    return None if node is None else node.block


# ---- use-token: a half of one of the owner's tokens -----------------------------------------------------------------


def _token_halves(components) -> dict:
    """Per half, the blocks of every token's that half; None when some card's tokens are still unknown (its name)."""
    found: dict = {"top": [], "bottom": [], "unknown": []}
    for component in components:
        if component.kind.name != "hotel-entrance" or "tokens" not in component.fields:
            continue
        block = _field_block(component, "tokens")
        if block is None:
            found["unknown"].append(component.name)
            continue
        for line in block.statements:
            found[line.name.text].append(ir_of(line.block))
    return found


def use_token(values, step, sym: Sym, env: Env) -> Sym:
    halves = _blocks(env, "token halves", _token_halves)
    if halves["unknown"]:
        raise NotModelled(f"the bonuses on {', '.join(halves['unknown'])}'s tokens are unknown")
    if not halves[values["half"]]:
        raise NotModelled("no card in the corpus holds bonus tokens")
    taken = one_of(halves[values["half"]], sym, env, f"token_{values['half']}")
    return merge(env.flag("token_left"), taken, sym)  # no token left: nothing happens (the engine's UseToken)


# ---- tile-reward: retreat, then one set-aside Emperor tile's reward ---------------------------------------------------


def _tile_rewards(components) -> list[tuple]:
    return [ir_of(block) for c in components if c.kind.name == "emperor-tile" and (block := _field_block(c, "reward")) is not None]


def tile_reward(values, step, sym: Sym, env: Env) -> Sym:
    """The tiles set aside are drawn at random from those not in play: any Emperor tile of the corpus may be among
    them; the steps back are one of the line's numbers (which goes with which group is an assumption's)."""
    rewards = _blocks(env, "tile rewards", _tile_rewards)
    if not rewards:
        raise NotModelled("no Emperor tile in the corpus has a reward")
    steps, emperor = values.get("retreat") or (0,), sym.get("emperor")
    back = env.choice("tile_steps", 0)
    env.domain += [fastz3.Or(*[back == n for n in steps]), fastz3.Implies(fastz3.Or(*[emperor >= n for n in steps]), emperor >= back)]
    taken = one_of(rewards, sym.set(emperor=emperor - back), env, "tile")
    # The engine offers only a tile whose steps the player has; with none (or no tile left) nothing happens.
    return merge(fastz3.And(emperor >= back, env.flag("tile_left")), taken, sym)


# ---- score ballroom current: a ballroom's scoring, now -------------------------------------------------------------------


def _scorings(components) -> list[tuple]:
    """Every side's scoring of every ballroom: which one is due depends on the layout and the player count."""
    return [ir_of(block) for c in components if c.kind.name == "ballroom"
            for name in ("scoring", "two-player-scoring") if (block := _field_block(c, name)) is not None]


def score(values, step, sym: Sym, env: Env) -> Sym:
    scorings = _blocks(env, "ballroom scorings", _scorings)
    if not scorings:
        raise NotModelled("no ballroom in the corpus has a scoring")
    scored = one_of(scorings, sym, env, "ballroom")
    return merge(env.flag("ballroom_due"), scored, sym)  # after the last ballroom scoring none is due: nothing happens


ENCODERS = {"use-token": use_token, "tile-reward": tile_reward, "score": score}

__all__ = ["ENCODERS", "one_of"]
