"""caps, a design lint: a gain always partly lost to the money limit, or always run past the end of the Emperor
track, is a warning with a state. The differential test holds the engine to the model's clamping: for any
money, Emperor position and amount, the engine ends where the z3 model says."""
from __future__ import annotations

import z3
from hypothesis import given
from hypothesis import strategies as st

from tests.verifier.cards import staff, verdict


def caps(line: str):
    return verdict(staff(700, f"  effect {{\n    {line}\n  }}", "immediate"), "caps")


def test_a_gain_always_cut_by_the_money_limit_is_a_warning() -> None:
    found = caps("gain 30 krones")
    assert found.verdict == "WARNING" and "always partly lost" in found.detail and found.counterexample


def test_an_advance_always_past_the_end_of_the_track_is_a_warning() -> None:
    assert caps("advance 20 emperor").verdict == "WARNING"


def test_a_gain_some_state_takes_in_full_is_proved() -> None:
    assert caps("gain 20 krones").verdict == "PROVED"
    assert caps("advance 13 emperor").verdict == "PROVED"


def test_a_card_without_such_gains_is_not_applicable() -> None:
    assert caps("gain 3 vp").verdict == "N/A"


# ---- the engine clamps exactly as the model -------------------------------------------------------------------------


def _model(line: str, money: int, emperor: int) -> tuple[int, int, int]:
    from compiler.corpus import check_texts
    from verifier.units import encode_unit, units_of

    (component,) = check_texts([("m.gah", staff(700, f"  effect {{\n    {line}\n  }}", "immediate"))]).components
    encoded = encode_unit(units_of(component)[0], _corpus())
    solver = z3.Solver()
    solver.add(*encoded.legal, encoded.pre.get("money") == money, encoded.pre.get("emperor") == emperor, encoded.pre.get("vp") == 0)
    assert solver.check() == z3.sat
    model = solver.model()
    return tuple(model.eval(encoded.post.get(k), model_completion=True).as_long() for k in ("money", "emperor", "vp"))


def _corpus():
    from tests.verifier.cards import corpus
    from verifier.context import corpus_of

    if not hasattr(_corpus, "value"):
        _corpus.value = corpus_of(corpus("base"))
    return _corpus.value


def _engine(line: str, money: int, emperor: int) -> tuple[int, int, int]:
    from compiler.lower import lower_block
    from compiler.corpus import check_texts
    from dsl import ast
    from engine.effects import run_effect
    from tests.engine.helpers import scenario

    (component,) = check_texts([("m.gah", staff(700, f"  effect {{\n    {line}\n  }}", "immediate"))]).components
    block = next(s.block for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "effect")
    game, _ = scenario()
    player = game.state.players[0]
    player.money, player.emperor, player.vp, player.vp_events = money, emperor, 0, 0
    run_effect(game, 0, lower_block(block), None)
    return player.money, player.emperor, player.vp


@given(money=st.integers(0, 20), emperor=st.integers(0, 13), amount=st.integers(1, 40), what=st.sampled_from(["krones", "emperor"]))
def test_the_engine_clamps_exactly_as_the_model(money: int, emperor: int, amount: int, what: str) -> None:
    line = f"gain {amount} krones" if what == "krones" else f"advance {amount} emperor"
    assert _engine(line, money, emperor) == _model(line, money, emperor)
