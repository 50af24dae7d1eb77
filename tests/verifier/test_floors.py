"""cost-floor over combinations: every case a modifier meets (each room space by floor and colour, action 6
with or without a die, each die face, each order size...) with every modifier of the corpus that applies at
once, honouring every filter; the counterexample names the case, the cards combined and the numbers."""
from __future__ import annotations

from tests.verifier.cards import staff, verdict


def floor_of(lines: str, module: str = "custom", number: int = 660):
    return verdict(staff(number, lines, module=module), "cost-floor")


def test_the_floor_filter_is_honoured() -> None:
    assert floor_of("  modify room-cost floors 3..4 by -1").verdict == "PROVED"
    found = floor_of("  modify room-cost floors 2..4 by -2")
    assert found.verdict == "REFUTED" and "floor 2" in found.detail and dict(found.counterexample)["printed"] == "1"


def test_the_colour_filter_is_honoured() -> None:
    assert floor_of("  modify room-cost color blue floors 2..4 by -2").verdict == "PROVED"  # floor 2 has no blue space
    found = floor_of("  modify room-cost color yellow floors 2..4 by -2")
    assert found.verdict == "REFUTED" and "floor 2 (yellow)" in found.detail


def test_the_die_filter_is_honoured_and_a_modifier_that_never_applies_says_so() -> None:
    found = floor_of("  modify imitation-fee die 1 2 by -1")
    assert found.verdict == "N/A"
    warned = verdict(staff(660, "  modify imitation-fee die 1 2 by -1"), "reachability")
    assert warned.verdict == "WARNING" and "never applies" in warned.detail
    assert floor_of("  modify imitation-fee die 6 by -1").verdict == "PROVED"
    assert floor_of("  modify imitation-fee die 6 by -2").verdict == "REFUTED"


def test_two_discounts_that_only_go_negative_together_name_both_cards_and_the_numbers() -> None:
    first = staff(661, "  modify room-cost floors 4..4 by -2")
    second = staff(662, "  modify room-cost floors 4..4 by -2")
    from tests.verifier.cards import verdicts

    found = verdicts(first + second)[("staff 661", "cost-floor")]
    example = dict(found.counterexample)
    assert found.verdict == "REFUTED" and example["printed"] == "3" and example["asked for"] == "-1"
    assert example["staff 661 (Test 661)"] == "-2" and example["staff 662 (Test 662)"] == "-2"


def test_a_discount_on_a_price_another_card_makes_free_is_not_counted() -> None:
    assert floor_of("  modify room-cost color blue floors 3..4 by -1").verdict == "PROVED"  # the Butler sets blue rooms to 0


def test_a_setting_below_the_floor_is_refuted() -> None:
    found = floor_of("  modify queue-cost to -1")
    assert found.verdict == "REFUTED" and dict(found.counterexample)["asked for"] == "-1"


def test_strength_has_a_floor_too() -> None:
    assert floor_of("  modify strength by -1").verdict == "PROVED"
    assert floor_of("  modify strength by -2").verdict == "REFUTED"


def test_order_size_with_sigmund_freud_names_him() -> None:
    found = floor_of("  modify order-size by -1", module="celebrities")
    assert found.verdict == "REFUTED" and any("Sigmund Freud" in name for name, _ in found.counterexample)


def test_a_card_without_modifiers_is_not_applicable() -> None:
    found = verdict(staff(663, "  when take-die 4 {\n    gain 1 vp\n  }"), "cost-floor")
    assert found.verdict == "N/A"


def test_cafe_tables_and_group_bonuses_have_floors() -> None:
    assert floor_of("  modify cafe-tables by +1").verdict == "PROVED"
    assert floor_of("  modify cafe-tables by -4").verdict == "REFUTED"
    found = floor_of("  modify group-bonus color red by -2")
    assert found.verdict == "REFUTED" and "red group of 1" in found.detail  # 1 krone for a group of 1
