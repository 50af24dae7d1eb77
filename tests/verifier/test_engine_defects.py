"""Where the verifier (modelling the rules) and the engine disagree and the engine is wrong. Each test states what
the engine should do and fails until it does (xfail strict: a fix makes it pass, and then the mark must go).
Found while building issue 13; the engine is not changed here (engine/ and compiler/build.py belong to the
engine's owner)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.verifier.cards import staff

TWO_PAYMENTS = staff(720, "  effect {\n    pay 1 strudel\n    pay 1 dish\n    gain 3 vp\n  }", "once-per-round",
                     text="Once per round, pay 1 strudel and 1 dish to score 3 VP.")


def _game(tmp_path: Path, source: str, played: int):
    from compiler.build import build_catalog
    from compiler.corpus import check_paths, default_corpus
    from engine.flow import new_state
    from engine.runtime import Game
    from tests.engine.helpers import Script

    card = tmp_path / "card.gah"
    card.write_text(source, encoding="utf-8")
    catalog = build_catalog(check_paths([default_corpus() / "base", card]).components).catalog
    game = Game(catalog, new_state(0, 2), [Script(), Script()])
    game.state.players[0].played.append(played)
    return game


@pytest.mark.xfail(strict=True, reason="engine defect: Seq.feasible (compiler/handlers.py) judges every part against the state "
                   "before the first part runs, so an ability paying 1 strudel and then 1 dish is offered to a player with 1 "
                   "strudel, and fails with EffectFailed on the second payment")
def test_an_ability_is_offered_only_when_all_of_it_can_be_done(tmp_path: Path) -> None:
    from engine.turns import ability_options

    game = _game(tmp_path, TWO_PAYMENTS, 720)
    game.state.players[0].kitchen = {"strudel": 1}
    assert ability_options(game, 0) == []


@pytest.mark.xfail(strict=True, reason="engine defect: 'pay 2 vp' passes check and compiles, but the engine pays from the kitchen "
                   "only, so it can never be paid (EffectFailed every time); it should be refused with E230 (or honoured)")
def test_a_vp_payment_is_refused_or_honoured() -> None:
    from compiler.build import compile_problems
    from tests.verifier.cards import checked

    card = staff(721, "  effect {\n    pay 2 vp\n    gain 3 krones\n  }", "immediate", text="Pay 2 VP to gain 3 krones.")
    assert compile_problems(checked(card))


@pytest.mark.xfail(strict=True, reason="engine defect: engine/contract.py says money-gained carries the krones gained 'after the "
                   "money limit', but rules.gain_money emits the amount asked for (5 at 18 krones, not 2)")
def test_money_gained_carries_the_krones_after_the_limit() -> None:
    from engine import rules
    from tests.engine.helpers import scenario

    game, _ = scenario()
    game.state.players[0].money = 18
    events = []
    game._log = events.append
    rules.gain_money(game, 0, 5)
    assert [e["amount"] for e in events if e.get("event") == "money-gained"] == [2]
