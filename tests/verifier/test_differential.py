"""Two compilations must agree: for hypothesis-generated player states, the engine's handler and the z3
model of the same card give the same numbers (money, VP, Emperor, items, hand).

Cards whose outcome depends on choices the two sides cannot pin the same way (which room, which card,
how many) are left out; every optional part is taken ("yes"), as the engine's scripted agent answers.
"""
from __future__ import annotations

from functools import lru_cache

import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from compiler.corpus import check_paths, default_corpus
from compiler.lower import lower_block
from engine.effects import run_effect
from tests.engine.helpers import scenario
from verifier.model import ITEMS
from verifier.context import corpus_of
from verifier.units import encode_unit, units_of, walk_steps as _steps

DETERMINISTIC = {"gain", "pay", "lose", "advance", "retreat", "draw", "skip"}
TRACKED = ("money", "vp", "emperor", "hand") + ITEMS[:4]


def _deterministic(unit) -> bool:
    steps = list(_steps(unit.steps))
    names = {getattr(s, "name", None) for s in steps} - {None}
    plain = all(not (getattr(s, "value", None) and (s.value("per") is not None or _choice_amount(s))) for s in steps if hasattr(s, "value"))
    what = {s.value("what") for s in steps if hasattr(s, "value")}
    return names and names <= DETERMINISTIC and plain and not what & {"any-item", "champagne", "staff"}


def _choice_amount(step) -> bool:
    amount = step.value("amount")
    return getattr(amount, "up_to", False) or getattr(amount, "every", False)


@lru_cache(maxsize=None)
def base_corpus():
    return corpus_of(check_paths([default_corpus() / "base"]).components)


@lru_cache(maxsize=None)
def cases() -> tuple:
    found = []
    for component in base_corpus().components:
        for unit in units_of(component):
            if unit.kind == "block" and unit.label in ("effect", "reward", "penalty") and _deterministic(unit):
                found.append((f"{component.kind.name} {component.ident} {unit.label}", unit))
    return tuple(found)


states = st.fixed_dictionaries({"money": st.integers(0, 20), "vp": st.integers(0, 60), "emperor": st.integers(0, 13),
                                "hand": st.integers(0, 4), **{item: st.integers(0, 5) for item in ITEMS[:4]}})


def engine_after(unit, state: dict) -> dict:
    game, _ = scenario(may=["yes"] * 10)
    player = game.state.players[0]
    player.money, player.vp, player.vp_events, player.emperor = state["money"], state["vp"], state["vp"], state["emperor"]
    player.kitchen = {item: state[item] for item in ITEMS[:4] if state[item]}
    player.hand = game.state.staff_deck[: state["hand"]]
    del game.state.staff_deck[: state["hand"]]
    run_effect(game, 0, lower_block(unit.node.block), None)
    return {"money": player.money, "vp": player.vp, "emperor": player.emperor, "hand": len(player.hand),
            **{item: player.kitchen.get(item, 0) for item in ITEMS[:4]}}


def z3_after(unit, state: dict) -> dict:
    encoded = encode_unit(unit, base_corpus())
    pre, post = encoded.pre, encoded.post
    solver = z3.Solver()
    solver.add(*encoded.legal, *[pre.get(k) == v for k, v in state.items()])
    solver.add(*[pre.get(k) == 0 for k in ("champagne", "played", "played_final", "vacant", "occupied", "cafe", "dancers")])
    solver.add(*[flag == True for flag in _may_flags(post)])  # noqa: E712  (a z3 constraint, not a Python test)
    solver.add(*[d() == 0 for d in _decls(post) if _later_pick(d.name())])  # the scripted agent picks the first kind
    assert solver.check() == z3.sat
    model = solver.model()
    return {k: model.eval(post.get(k), model_completion=True).as_long() for k in TRACKED}


def _later_pick(name: str) -> bool:
    """Choice variables for any kind but the first one offered (the engine lists kinds in the same order)."""
    return name.startswith("pick") and not name.startswith("pick0_")


def _may_flags(post) -> list:
    return [d() for d in _decls(post) if d.name().startswith("may_")]


def _decls(post):
    seen = {}
    for value in list(post.values.values()) + [post.feasible]:
        for d in _walk(value):
            seen[d.name()] = d
    return list(seen.values())


def _walk(expr):
    if z3.is_const(expr) and expr.decl().kind() == z3.Z3_OP_UNINTERPRETED:
        yield expr.decl()
    for child in expr.children() if z3.is_expr(expr) else ():
        yield from _walk(child)


def test_there_are_cards_to_compare() -> None:
    assert len(cases()) >= 30


@pytest.mark.parametrize("name, unit", cases(), ids=[name for name, _ in cases()])
@given(state=states)
def test_engine_and_z3_agree(name: str, unit, state: dict) -> None:
    assert engine_after(unit, state) == z3_after(unit, state)


# ---- every other card: the engine's outcome must be one the z3 model allows --------------------------------------------

COMPARED = ("money", "vp", "emperor", "hand", "played", "vacant", "occupied") + ITEMS[:4]


@lru_cache(maxsize=None)
def all_cases() -> tuple:
    found = []
    for component in base_corpus().components:
        for unit in units_of(component):
            if unit.kind == "trigger" or unit.label in ("effect", "reward", "penalty", "scoring"):
                found.append((f"{component.kind.name} {component.ident} {unit.label}", unit))
    return tuple(found)


def engine_outcome(unit, state: dict) -> dict:
    game, _ = scenario(may=["yes"] * 10)
    game.state.queue = [g for g in sorted(game.state.guest_deck)[:5]]
    del game.state.guest_deck[:5]
    player = game.state.players[0]
    player.money, player.vp, player.vp_events, player.emperor = state["money"], state["vp"], state["vp"], state["emperor"]
    player.kitchen = {item: state[item] for item in ITEMS[:4] if state[item]}
    player.hand = game.state.staff_deck[: state["hand"]]
    del game.state.staff_deck[: state["hand"]]
    block = unit.node.body if unit.kind == "trigger" else unit.node.block
    run_effect(game, 0, lower_block(block), None, strength=2, face=1, space=6, skip=False)
    rooms = list(player.rooms.values())
    return {"money": player.money, "vp": player.vp, "emperor": player.emperor, "hand": len(player.hand),
            "played": len(player.played), "vacant": rooms.count("vacant"), "occupied": rooms.count("occupied"),
            **{item: player.kitchen.get(item, 0) for item in ITEMS[:4]}}


def model_allows(unit, state: dict, outcome: dict) -> bool:
    encoded = encode_unit(unit, base_corpus())
    pre, post = encoded.pre, encoded.post
    solver = z3.Solver()
    solver.set("timeout", 5000)
    solver.add(*encoded.legal, *[pre.get(k) == v for k, v in state.items()])
    solver.add(*[pre.get(k) == 0 for k in ("champagne", "played", "played_final", "vacant", "occupied", "cafe", "dancers")])
    solver.add(post.ok, *[post.get(k) == outcome[k] for k in COMPARED])  # the run was not stopped by a failed payment
    return solver.check() == z3.sat


def test_every_base_effect_is_compared() -> None:
    assert len(all_cases()) >= 115


@pytest.mark.parametrize("name, unit", all_cases(), ids=[name for name, _ in all_cases()])
@given(state=states)
@settings(max_examples=12)
def test_engine_outcome_is_one_the_model_allows(name: str, unit, state: dict) -> None:
    outcome = engine_outcome(unit, state)
    assert model_allows(unit, state, outcome), (name, state, outcome)
