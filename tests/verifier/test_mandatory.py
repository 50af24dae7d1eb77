"""mandatory-feasibility: a payment or return that is not optional must be possible in every state where it
runs; where the verifier refutes one, the engine does fail there (EffectFailed), and where it proves one, the
engine does not."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.verifier.cards import staff, verdict

TOLL = "  when take-die 4 {\n    pay 2 krones\n    gain 5 vp\n  }"


def mandatory(lines: str, timing: str = "permanent", module: str = "custom", number: int = 680):
    return verdict(staff(number, lines, timing, module), "mandatory-feasibility")


def test_a_payment_that_is_not_optional_is_refuted_with_a_state() -> None:
    found = mandatory(TOLL)
    assert found.verdict == "REFUTED" and int(dict(found.counterexample).get("pre_money", "0")) < 2


def test_may_or_else_make_it_fine() -> None:
    found = mandatory("  when take-die 4 {\n    may {\n      pay 2 krones\n      gain 5 vp\n    }\n  }")
    assert found.verdict == "N/A" and "outside 'may', 'else'" in found.detail
    assert mandatory("  when take-die 4 {\n    pay 2 krones else lose 1 vp\n  }").verdict == "N/A"


def test_the_state_a_trigger_fires_in_counts() -> None:
    assert mandatory("  when money-gained {\n    pay 1 krone\n    gain 1 vp\n  }").verdict == "PROVED"
    assert mandatory("  when money-gained {\n    pay 2 krones\n    gain 3 vp\n  }").verdict == "REFUTED"


def test_returning_staff_and_paying_vp() -> None:
    assert mandatory("  effect {\n    return 2 staff from hand\n    gain 6 vp\n  }", "immediate").verdict == "REFUTED"
    found = mandatory("  effect {\n    pay 2 vp\n    gain 3 krones\n  }", "immediate")
    assert found.verdict == "REFUTED" and "VP are lost" in found.detail


def test_an_opponent_who_cannot_pay() -> None:
    found = mandatory("  effect {\n    each-opponent {\n      pay 3 krones\n    }\n  }", "immediate", "celebrities")
    assert found.verdict == "REFUTED" and "each opponent" in found.detail


def test_an_ability_is_used_only_when_it_can_be_done() -> None:
    assert mandatory("  effect {\n    pay 2 krones\n    gain 3 vp\n  }", "once-per-round").verdict == "N/A"


def test_nothing_that_can_fail_is_not_applicable() -> None:
    assert mandatory("  when take-die 4 {\n    gain 5 vp\n  }").verdict == "N/A"


def _engine(tmp_path: Path, lines: str):
    from compiler.build import build_catalog
    from compiler.corpus import check_paths, default_corpus
    from engine.flow import new_state
    from engine.runtime import Game
    from tests.engine.helpers import Script

    card = tmp_path / "card.gah"
    card.write_text(staff(680, lines), encoding="utf-8")
    catalog = build_catalog(check_paths([default_corpus() / "base", card]).components).catalog
    game = Game(catalog, new_state(0, 2), [Script(boost=["no"] * 3), Script()])  # the state the trigger sees: no boost
    game.state.players[0].played.append(680)
    return game


@pytest.mark.parametrize("money, fails", [(0, True), (1, True), (2, False), (20, False)])
def test_the_engine_fails_exactly_where_the_verifier_says(tmp_path: Path, money: int, fails: bool) -> None:
    from engine.actions import take_die
    from engine.errors import EffectFailed

    game = _engine(tmp_path, TOLL)
    game.state.players[0].money, game.state.spaces[3] = money, 1
    if fails:
        with pytest.raises(EffectFailed):
            take_die(game, 0, 4)
    else:
        take_die(game, 0, 4)
        assert game.state.players[0].vp == 5  # the toll was paid and the VP scored
