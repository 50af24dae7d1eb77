"""penalty-fallback, exact semantics: the VP loss happens if and only if the other side cannot be done in full,
and then one outcome always applies. Each REFUTED comes with a state that shows it."""
from __future__ import annotations

from tests.verifier.cards import tile, verdict


def fallback(penalty: str, module: str = "custom"):
    return verdict(tile("t1", "gain 3 krones", penalty, module), "penalty-fallback")


def money_in(finding) -> int:
    return int(dict(finding.counterexample).get("pre_money", "0"))


def test_the_2022_penalty_is_proved() -> None:
    assert fallback("pay 3 krones else lose 5 vp").verdict == "PROVED"


def test_swapped_sides_are_refuted_by_a_player_who_could_pay() -> None:
    found = fallback("lose 5 vp else pay 3 krones")
    assert found.verdict == "REFUTED" and "VP loss is on the left" in found.detail and money_in(found) >= 3


def test_a_penalty_that_can_be_impossible_needs_a_fallback() -> None:
    found = fallback("pay 3 krones")
    assert found.verdict == "REFUTED" and "no fallback" in found.detail and money_in(found) < 3


def test_a_penalty_that_is_always_possible_needs_none() -> None:
    assert fallback("lose 8 vp").verdict == "PROVED"
    assert fallback("return all dish-or-drink from kitchen").verdict == "PROVED"


def test_a_threshold_off_by_one_is_refuted_at_the_threshold() -> None:
    found = fallback("if money > 3 {\n      pay 3 krones\n    } else {\n      lose 5 vp\n    }")
    assert found.verdict == "REFUTED" and money_in(found) == 3


def test_the_right_threshold_is_proved() -> None:
    assert fallback("if money >= 3 {\n      pay 3 krones\n    } else {\n      lose 5 vp\n    }").verdict == "PROVED"


def test_up_to_on_the_left_leaves_the_fallback_dead() -> None:
    found = fallback("pay up-to 3 krones else lose 5 vp", module="you-want-more")
    assert found.verdict == "REFUTED" and "never happens" in found.detail


def test_no_way_out_is_refuted_where_neither_side_can_be_done() -> None:
    found = fallback("pay 3 krones else pay 5 krones")
    assert found.verdict == "REFUTED" and "neither side" in found.detail and money_in(found) < 3


def test_a_card_without_else_or_penalty_is_not_applicable() -> None:
    from tests.verifier.cards import staff

    found = verdict(staff(650, "  effect {\n    gain 2 vp\n  }", "immediate"), "penalty-fallback")
    assert found.verdict == "N/A" and "no 'else'" in found.detail


def test_a_loss_behind_an_if_falls_on_the_player_with_less() -> None:
    """A ballroom's `if dancers(ballroom this) == 0 { lose 5 vp }` with '==' turned into '!=' punishes having dancers."""
    from tests.verifier.cards import staff

    def guarded(condition: str):
        return verdict(staff(720, f"  effect {{\n    if {condition} {{\n      lose 2 vp\n    }}\n  }}", "immediate"), "penalty-fallback")

    more = guarded("staff(played) != 0")
    assert more.verdict == "WARNING" and "falls on a player with more staff" in more.detail
    assert guarded("not money < 3").verdict == "WARNING"  # the 'not' is pushed in: money >= 3
    assert guarded("staff(played) == 0").verdict == "PROVED"
    assert guarded("money < 3 or rooms(occupied) <= 2").verdict == "PROVED"
    assert guarded("round >= 6").verdict == "PROVED"  # the round is time, not something a player has
