"""order-constraint over a whole resolution: everything the take's own effect gives (extra gains, inside choose,
if and each-opponent), dropped kinds, and the corpus' triggers that fire during the take."""
from __future__ import annotations

from tests.verifier.cards import staff, verdict


def order(body: str, module: str = "custom", number: int = 710):
    return verdict(staff(number, f"  when take-die 4 instead {{\n{body}\n  }}", module=module), "order-constraint")


def test_one_take_in_order_is_proved() -> None:
    assert order("    acquire strudel cake\n    gain 1 vp").verdict == "PROVED"


def test_an_extra_gain_in_the_same_effect_counts() -> None:
    found = order("    acquire strudel cake\n    gain 1 cake")
    example = dict(found.counterexample)
    assert found.verdict == "REFUTED" and int(example["acquire_cake_3"]) + 1 > int(example["acquire_strudel_2"])


def test_a_dropped_kind_counts_as_none() -> None:
    assert order("    acquire cake", module="custom").verdict == "REFUTED"  # cake without strudel


def test_inside_choose_if_and_each_opponent() -> None:
    assert order("    choose 1 {\n      acquire wine coffee\n      acquire coffee wine\n    }").verdict == "REFUTED"
    assert order("    acquire strudel cake\n    if kitchen(strudel) >= 1 {\n      gain 1 cake\n    }").verdict == "REFUTED"
    assert order("    each-opponent {\n      acquire cake strudel\n    }", module="celebrities").verdict == "REFUTED"


def test_a_card_that_takes_nothing_is_not_applicable() -> None:
    assert order("    gain 2 cake").verdict == "N/A"


def test_a_trigger_during_a_take_is_unknown_with_the_reason() -> None:
    found = verdict(staff(711, "  when items-gained kind dish {\n    gain 1 cake\n  }"), "order-constraint")
    assert found.verdict == "UNKNOWN" and "not stated" in found.detail and "action space 1" in found.detail
    quiet = verdict(staff(712, "  when items-gained kind dish {\n    gain 1 vp\n  }"), "order-constraint")
    assert quiet.verdict == "PROVED"
