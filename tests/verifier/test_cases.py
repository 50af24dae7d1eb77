"""case-split, a design lint: sibling 'if's that split one count into cases must not overlap when one of them is an
exact value or a range; thresholds that only grow add up by design."""
from __future__ import annotations

from tests.verifier.cards import staff, verdict


def cases(*branches: str):
    lines = "".join(f"    if {condition} {{\n      gain {n} vp\n    }}\n" for n, condition in enumerate(branches, 1))
    return verdict(staff(730, f"  when second-die-taken {{\n{lines}  }}"), "case-split")


def test_an_equality_turned_round_overlaps_the_other_cases() -> None:
    """Corogari Zant Mainz with `dice-sum == 6` turned into `!=`."""
    found = cases("dice-sum != 6 or dice-sum == 8", "dice-sum == 5 or dice-sum == 9")
    assert found.verdict == "WARNING" and "lines 7 and 10 both run when dice-sum is 5" in found.detail


def test_disjoint_cases_are_proved() -> None:
    assert cases("dice-sum == 6 or dice-sum == 8", "dice-sum == 5 or dice-sum == 9", "dice-sum == 2").verdict == "PROVED"
    assert cases("round <= 3", "round >= 4 and round <= 5", "round >= 6").verdict == "PROVED"


def test_a_range_overlapped_by_a_flipped_bound() -> None:
    found = cases("round >= 3", "round >= 4 and round <= 5")
    assert found.verdict == "WARNING" and "round is 4" in found.detail


def test_thresholds_that_only_grow_are_left_alone() -> None:
    assert cases("rooms >= 3", "rooms >= 5").verdict == "PROVED"


def test_ifs_on_different_counts_or_with_an_else_do_not_apply() -> None:
    assert cases("rooms >= 3", "money == 4").verdict == "N/A"
    single = staff(731, "  effect {\n    if round <= 3 {\n      gain 1 vp\n    } else {\n      gain 2 vp\n    }\n  }", "immediate")
    assert verdict(single, "case-split").verdict == "N/A"
