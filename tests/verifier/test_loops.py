"""termination: trigger chains within a card and across the corpus are found statically, the loop named; the
engine stops the same chain with TriggerLoop at run time (the differential test below)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.verifier.cards import staff, verdict

PAIR = "  when money-gained {\n    gain 1 vp\n  }\n  when vp-gained {\n    gain 1 krone\n  }"


def test_two_triggers_of_one_card_that_set_each_other_off_are_a_loop() -> None:
    found = verdict(staff(670, PAIR), "termination")
    assert found.verdict == "REFUTED" and found.detail.count("staff 670") >= 2 and "without end" in found.detail


def test_a_loop_across_the_corpus_names_the_other_card_and_the_state() -> None:
    found = verdict(staff(671, "  when vp-gained {\n    advance 1 emperor\n  }", module="celebrities"), "termination")
    assert found.verdict == "REFUTED" and "Charlie Chaplin" in found.detail
    assert dict(found.counterexample)["lap_pre_emperor"] == "13"  # below the top, a step scores no VP


def test_a_chain_guarded_by_its_amounts_is_no_loop() -> None:
    guarded = "  when emperor-advanced steps 3+ {\n    gain 1 krone\n  }\n  when money-gained {\n    advance 1 emperor\n  }"
    assert verdict(staff(672, guarded), "termination").verdict == "PROVED"


def test_a_trigger_set_off_by_its_own_effect_ends_by_the_engines_rule() -> None:
    found = verdict(staff(673, "  when money-gained {\n    gain 1 krone\n  }"), "termination")
    assert found.verdict == "PROVED" and "never does" in found.detail


def test_a_cycle_that_uses_something_up_ends() -> None:
    spending = "  when money-gained {\n    may {\n      return 1 staff from hand\n      gain 1 vp\n    }\n  }\n  when vp-gained {\n    gain 1 krone\n  }"
    found = verdict(staff(674, spending), "termination")
    assert found.verdict == "PROVED" and "uses something up" in found.detail


def test_a_card_without_triggers_is_not_applicable() -> None:
    assert verdict(staff(675, "  modify strength by +1"), "termination").verdict == "N/A"


def test_the_engine_stops_the_loop_the_verifier_refutes(tmp_path: Path) -> None:
    from compiler.build import build_catalog
    from compiler.corpus import check_paths, default_corpus
    from engine import rules
    from engine.errors import TriggerLoop
    from engine.flow import new_state
    from engine.runtime import Game
    from tests.engine.helpers import Script

    card = tmp_path / "loop.gah"
    card.write_text(staff(670, PAIR), encoding="utf-8")
    catalog = build_catalog(check_paths([default_corpus() / "base", card]).components).catalog
    game = Game(catalog, new_state(0, 2), [Script(), Script()])
    game.state.players[0].played.append(670)
    with pytest.raises(TriggerLoop):
        rules.gain_money(game, 0, 1)
