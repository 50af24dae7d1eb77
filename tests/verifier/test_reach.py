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
    fits = reach("staff(played, final) >= 2 and staff(played) <= 2")  # reachable; the upper bound asks for nothing
    assert fits.verdict == "WARNING" and "part 2" in fits.detail
    assert reach("kitchen(strudel) >= 3 and kitchen(dish) <= 2").verdict == "REFUTED"


def test_rooms_are_prepared_next_to_rooms() -> None:
    tall = "rooms(occupied, floor 4) >= 3 and rooms <= 5"
    assert reach(tall, which="base", without=("emperor-tile",)).verdict == "REFUTED"
    found = reach(tall)  # the Emperor penalties remove rooms, which can split a hotel
    assert found.verdict == "UNKNOWN" and "split apart" in found.detail
    six = reach("rooms(occupied, floor 4) >= 3 and rooms <= 6", which="base", without=("emperor-tile",))
    assert six.verdict == "WARNING" and "part 2" in six.detail  # reachable; only the upper bound is warned about


def test_a_requirement_met_from_the_start_is_refuted() -> None:
    found = reach("money <= 20")
    assert found.verdict == "REFUTED" and "at the start" in found.detail
    assert reach("rooms(occupied, blue) >= 4 and rooms(occupied, red) >= 3").verdict == "PROVED"


def test_every_part_of_a_requirement_asks_for_something() -> None:
    """A comparison turned the wrong way round inside an 'and' leaves the requirement reachable and unmet at the start,
    but that part asks for nothing (objective 113 with '>=' flipped): a warning, since the rules allow an upper bound."""
    found = reach("rooms(occupied, blue) <= 4 and rooms(occupied, red) >= 3")
    assert found.verdict == "WARNING" and "part 1" in found.detail and "asks for nothing" in found.detail
    found = reach("kitchen(strudel) >= 3 and kitchen(cake) <= 3")
    assert found.verdict == "WARNING" and "part 2" in found.detail
    assert reach("kitchen(strudel) >= 3 and kitchen(cake) >= 3").verdict == "PROVED"


def test_dead_branches() -> None:
    card = staff(691, "  effect {\n    gain 1 vp\n    if round >= 8 {\n      gain 5 vp\n    }\n  }", "immediate")
    assert verdict(card, "reachability").verdict == "REFUTED"
    dead_else = staff(692, "  effect {\n    if money <= 20 {\n      gain 1 vp\n    } else {\n      gain 5 vp\n    }\n  }", "immediate")
    assert "'else' is dead" in verdict(dead_else, "reachability").detail
    live = staff(693, "  effect {\n    if round >= 6 {\n      gain 5 vp\n    } else {\n      gain 2 vp\n    }\n  }", "immediate")
    assert verdict(live, "reachability").verdict == "PROVED"


def test_a_dead_optional_part() -> None:
    assert verdict(staff(694, "  when take-die 4 {\n    may pay 2 vp\n  }"), "reachability").verdict == "REFUTED"
    live = staff(695, "  when take-die 4 {\n    may {\n      pay 2 krones\n      gain 3 vp\n    }\n  }")
    assert verdict(live, "reachability").verdict == "PROVED"


def test_a_part_that_only_pays_is_worth_nothing() -> None:
    """An ability or a 'may' that only pays is never used: staff 1 with its 'gain' written as 'pay' (a warning)."""
    ability = verdict(staff(702, "  effect {\n    pay 1 strudel\n  }", "once-per-round"), "reachability")
    assert ability.verdict == "WARNING" and "gives nothing" in ability.detail
    optional = verdict(staff(703, "  when take-die 4 {\n    may pay 2 krones\n  }"), "reachability")
    assert optional.verdict == "WARNING" and "'may' at line" in optional.detail
    choice = staff(704, "  effect {\n    choose 1 {\n      pay 1 wine\n      lose 1 vp\n    }\n  }", "once-per-round")
    assert verdict(choice, "reachability").verdict == "WARNING"
    among = staff(707, "  effect {\n    choose 1 {\n      pay 1 wine\n      gain 1 strudel\n    }\n  }", "once-per-round")
    found = verdict(among, "reachability")
    assert found.verdict == "WARNING" and "alternative at line 8" in found.detail
    penalty = staff(708, "  when take-die 4 {\n    choose 1 {\n      pay 1 wine\n      lose 1 vp\n    }\n  }")
    assert verdict(penalty, "reachability").verdict != "WARNING"  # a choice between two costs: either may be the lesser
    skip = staff(705, "  when emperor-penalty {\n    may {\n      pay 1 krone\n      skip penalty\n    }\n  }")
    assert verdict(skip, "reachability").verdict == "PROVED"  # skipping the penalty is what the krone buys
    trade = staff(706, "  effect {\n    pay 1 strudel\n    gain 2 krones\n  }", "once-per-round")
    assert verdict(trade, "reachability").verdict == "PROVED"


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
