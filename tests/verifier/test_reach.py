"""reachability, honestly: groups by size and colour, min(...), staff and kitchen counts, rooms next to rooms on
the night board, requirements met from the start, and dead branches (`if`, `else`, `may`)."""
from __future__ import annotations

from tests.verifier.cards import objective, staff, verdict


def reach(requirement: str, **options):
    return verdict(objective(690, requirement), "reachability", **options)


def test_groups_by_size_and_colour() -> None:
    assert reach("groups(complete, size 3+) >= 3").verdict == "PROVED"
    assert reach("groups(complete, size 3+) >= 4").verdict == "REFUTED"  # groups 2, 3 and 5 only
    assert reach("groups(complete, size 3+, red) >= 2").verdict == "REFUTED"


def test_min_is_the_smaller_count() -> None:
    assert reach("min(rooms(occupied, red), rooms(occupied, yellow)) >= 6").verdict == "PROVED"
    assert reach("min(rooms(occupied, red), rooms(occupied, yellow)) >= 7").verdict == "REFUTED"  # 6 yellow spaces


def test_staff_and_kitchen_counts() -> None:
    assert reach("staff(played, final) >= 3 and staff(played) <= 2").verdict == "REFUTED"
    assert reach("staff(played, final) >= 2 and staff(played) <= 2").verdict == "PROVED"
    assert reach("kitchen(strudel) >= 3 and kitchen(dish) <= 2").verdict == "REFUTED"


def test_rooms_are_prepared_next_to_rooms() -> None:
    tall = "rooms(occupied, floor 4) >= 3 and rooms <= 5"
    assert reach(tall, which="base", without=("emperor-tile",)).verdict == "REFUTED"
    found = reach(tall)  # the Emperor penalties remove rooms, which can split a hotel
    assert found.verdict == "UNKNOWN" and "split apart" in found.detail
    assert reach("rooms(occupied, floor 4) >= 3 and rooms <= 6", which="base", without=("emperor-tile",)).verdict == "PROVED"


def test_a_requirement_met_from_the_start_is_refuted() -> None:
    found = reach("money <= 20")
    assert found.verdict == "REFUTED" and "at the start" in found.detail
    assert reach("rooms(occupied, blue) <= 4 and rooms(occupied, red) >= 3").verdict == "PROVED"


def test_dead_branches() -> None:
    card = staff(691, "  effect {\n    gain 1 vp\n    if round >= 8 {\n      gain 5 vp\n    }\n  }", "immediate")
    assert verdict(card, "reachability").verdict == "REFUTED"
    dead_else = staff(692, "  effect {\n    if money <= 20 {\n      gain 1 vp\n    } else {\n      gain 5 vp\n    }\n  }", "immediate")
    assert "'else' is dead" in verdict(dead_else, "reachability").detail
    live = staff(693, "  effect {\n    if round >= 6 {\n      gain 5 vp\n    } else {\n      gain 2 vp\n    }\n  }", "immediate")
    assert verdict(live, "reachability").verdict == "PROVED"


def test_a_dead_optional_part() -> None:
    assert verdict(staff(694, "  when take-die 4 {\n    may pay 2 vp\n  }"), "reachability").verdict == "REFUTED"
    assert verdict(staff(695, "  when take-die 4 {\n    may pay 2 krones\n  }"), "reachability").verdict == "PROVED"


def test_trigger_thresholds_read_the_corpus() -> None:
    five = staff(696, "  when guest-rewarded order 5+ {\n    gain 3 vp\n  }")
    assert verdict(five, "reachability", which="base").verdict == "REFUTED"
    found = verdict(five, "reachability")  # Let's Waltz! guests whose orders no source gives
    assert found.verdict == "UNKNOWN" and "not known" in found.detail
    assert verdict(staff(697, "  when group-completed size 5+ {\n    gain 3 vp\n  }"), "reachability").verdict == "REFUTED"
    assert verdict(staff(699, "  when guest-leaves-cafe color green {\n    gain 3 vp\n  }"), "reachability").verdict == "PROVED"


def test_an_ability_that_can_never_be_used() -> None:
    dead = staff(700, "  effect {\n    pay 3 vp\n    gain 2 krones\n  }", "once-per-round")
    assert verdict(dead, "reachability").verdict == "REFUTED"
    live = staff(701, "  effect {\n    pay 2 wine\n    gain 3 vp\n  }", "once-per-round")
    assert verdict(live, "reachability").verdict == "PROVED"
