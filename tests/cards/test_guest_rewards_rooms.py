"""Scenario tests for base-game guest cards #49–104: occupying an extra room and preparing rooms.

Sources: /work/shared/data/base-game.md §4 (colour, order and VP from [A][B]; reward summaries from seed 003's
card reference and [J]'s 2022 appendix), §1.1/§1.5 (money cap, Emperor track, group bonuses) and §2.2/§2.3
(night-side colours, groups and placement VP). Each test seats one guest with a complete order in the café,
checks it in with `engine.rules.check_in` (room, VP, group bonus, reward, discard) and compares the whole
player state afterwards with the state before, changed only where the card says so.
"""
from __future__ import annotations

import pytest

from tests.cards.guest_support import OCCUPIERS, STAFF_DECK, arrive, asked, outcome


# ---- occupying an extra room ---------------------------------------------------------------------------------------------


def test_actress_occupies_an_extra_room_and_closes_its_group() -> None:
    """base-game.md §4 #58; seed 003: 7 VP; may occupy 1 more vacant room of any colour. Occupying 2/2
    closes the yellow group 1/2-2/1-2/2 (§1.5: 6 Emperor steps, bonus by any means)."""
    rooms = {"1/1": "vacant", "1/2": "vacant", "2/1": "occupied", "2/2": "vacant"}
    game, script, before = arrive("Actress", "1/2", rooms, may=["yes"], occupy_room=["2/2"])
    assert asked(script, "occupy-room") == [("occupy 1/1", "occupy 2/2")]
    assert outcome(game) == {**before, "vp": 7, "emperor": 6, "rooms": {**before["rooms"], "2/2": "occupied"}}


@pytest.mark.parametrize("name, space, extra, fixed, occupied", OCCUPIERS, ids=[o[0] for o in OCCUPIERS])
@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_optional_extra_occupancy(name, space, extra, fixed, occupied, accept) -> None:
    """base-game.md §4 #58 72 82; seed 003: may occupy 1 extra vacant room of any colour, with its group
    bonus (§1.5)."""
    game, _, before = arrive(name, space, {space: "vacant", extra: "vacant"}, may=["yes" if accept else "no"])
    if accept:
        assert outcome(game) == {**before, **occupied, "rooms": {space: "occupied", extra: "occupied"}}
    else:
        assert outcome(game) == {**before, **fixed}


@pytest.mark.parametrize("name, space, vp, money, steps", [
    ("Farmer Franz", "1/2", 4, 10, 3),  # §4 #100: may +3 Emperor; may occupy 1 extra room
    ("Conductor", "4/4", 0, 11, 1),     # §4 #102: may +1 Emperor; may occupy 1 extra room (red single +1 krone)
])
@pytest.mark.parametrize("may", [["yes", "yes"], ["yes", "no"], ["no", "yes"], ["no", "no"]], ids="-".join)
def test_optional_emperor_and_extra_occupancy(name, space, vp, money, steps, may) -> None:
    """base-game.md §4 #100 and #102; seed 003: two independent optional parts; the extra room is the blue
    single 1/1 (§1.5: +2 VP)."""
    game, _, before = arrive(name, space, {space: "vacant", "1/1": "vacant"}, may=may)
    changes = {"vp": vp, "money": money, "emperor": steps if may[0] == "yes" else 0}
    if may[1] == "yes":
        changes.update(vp=vp + 2, rooms={space: "occupied", "1/1": "occupied"})
    assert outcome(game) == {**before, **changes}


def test_extra_occupancy_is_not_offered_without_a_vacant_room() -> None:
    """base-game.md §4 #72: the extra occupancy needs a vacant room; with none, nothing is asked."""
    game, script, before = arrive("Prince", "1/1")
    assert outcome(game) == {**before, "vp": 9}
    assert asked(script, "may") == []


# ---- preparing rooms ------------------------------------------------------------------------------------------------------


def test_sculptor_prepares_a_free_room_on_floor_one_or_two_only() -> None:
    """base-game.md §4 #49; seed 003: may prepare 1 room for free, on floor 1 or 2 (3/1 is adjacent but on
    floor 3, so it is not offered); floor 2 normally costs 1 krone (§2.2)."""
    rooms = {"1/1": "occupied", "2/1": "occupied", "1/2": "vacant"}
    game, script, before = arrive("Sculptor", "1/2", rooms, may=["yes"], prepare_room=["2/2"])
    assert asked(script, "prepare-room") == [("room 1/3 for 0", "room 2/2 for 0")]
    assert outcome(game) == {**before, "rooms": {**before["rooms"], "2/2": "vacant"}}


def test_sculptor_declined() -> None:
    """base-game.md §4 #49: the room is optional."""
    game, _, before = arrive("Sculptor", "1/2", {"1/1": "occupied", "1/2": "vacant"}, may=["no"])
    assert outcome(game) == before


def test_sculptor_gives_nothing_when_only_higher_floors_are_free() -> None:
    """base-game.md §4 #49 ("nothing if impossible"): floors 1 and 2 are full, so nothing is offered; the
    check-in closes the yellow group 1/2-2/1-2/2 (§1.5: 6 Emperor steps)."""
    rooms = {f"{f}/{c}": "occupied" for f in (1, 2) for c in range(1, 6)} | {"1/2": "vacant"}
    game, script, before = arrive("Sculptor", "1/2", rooms)
    assert outcome(game) == {**before, "emperor": 6}
    assert asked(script, "may") == []


@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_musician_draws_one_and_may_prepare_a_room_at_normal_cost(accept) -> None:
    """base-game.md §4 #50; seed 003: draw 1 staff; may prepare 1 room paying the floor cost (2/2: 1 krone)."""
    game, _, before = arrive("Musician", "1/2", {"1/1": "occupied", "1/2": "vacant"}, may=["yes" if accept else "no"],
                             prepare_room=["2/2"])
    changes = {"hand": ["Receptionist"], "staff_deck": list(STAFF_DECK[:4])}
    if accept:
        changes.update(money=9, rooms={**before["rooms"], "2/2": "vacant"})
    assert outcome(game) == {**before, **changes}


def test_musician_offers_no_room_it_cannot_pay_for() -> None:
    """base-game.md §4 #50 with §1.1 (prep cost paid first): with 0 krones and only floor-2 spaces next to
    the hotel, no room is offered; the staff card is still drawn."""
    rooms = {f"1/{c}": "occupied" for c in range(1, 6)} | {"1/2": "vacant"}
    game, script, before = arrive("Musician", "1/2", rooms, money=0)
    assert outcome(game) == {**before, "hand": ["Receptionist"], "staff_deck": list(STAFF_DECK[:4])}
    assert asked(script, "may") == []


@pytest.mark.parametrize("name, vp, picks, costs", [
    ("Architect", 1, ["3/1", "4/1"], [2 - 1, 3 - 1]),  # §4 #57: up to 2 rooms, each 1 krone less
    ("Painter", 2, ["3/1", "4/1"], [2 - 1, 3]),        # §4 #61: up to 2 rooms, the first 1 krone less
    ("Procurator", 0, ["3/1", "4/1"], [0, 0]),         # §4 #88: up to 2 rooms free
])
def test_prepare_up_to_two_rooms(name, vp, picks, costs) -> None:
    """base-game.md §4 #57 61 88; seed 003: prepare up to 2 rooms one at a time (adjacency §2.4; floor cost
    §1.1 less the discount)."""
    rooms = {"1/1": "occupied", "2/1": "occupied", "1/2": "vacant", "1/3": "vacant"}
    space = "1/3" if name == "Procurator" else "1/2"
    game, script, before = arrive(name, space, rooms, may=["yes"], prepare_room=list(picks))
    offered = asked(script, "prepare-room")
    assert [label for label in offered[1] if label.startswith("room 4/1")] == [f"room 4/1 for {costs[1]}"]
    assert outcome(game) == {**before, "vp": vp, "money": 10 - sum(costs),
                             "rooms": {**before["rooms"], "3/1": "vacant", "4/1": "vacant"}}


@pytest.mark.parametrize("name, space, vp, answers, rooms, money", [
    ("Architect", "1/2", 1, {"may": ["yes"], "prepare_room": ["3/1", "stop"]}, {"3/1": "vacant"}, 9),
    ("Architect", "1/2", 1, {"may": ["no"]}, {}, 10),
    ("Painter", "1/2", 2, {"may": ["yes"], "prepare_room": ["3/1", "stop"]}, {"3/1": "vacant"}, 9),
    ("Painter", "1/2", 2, {"may": ["no"]}, {}, 10),
    ("Procurator", "1/3", 0, {"may": ["yes"], "prepare_room": ["3/1", "stop"]}, {"3/1": "vacant"}, 10),
    ("Procurator", "1/3", 0, {"may": ["no"]}, {}, 10),
])
def test_prepare_up_to_two_rooms_one_or_none(name, space, vp, answers, rooms, money) -> None:
    """base-game.md §4 #57 61 88: "up to 2" and optional, so one room or none is allowed."""
    start = {"1/1": "occupied", "2/1": "occupied", "1/2": "vacant", "1/3": "vacant"}
    game, _, before = arrive(name, space, start, **answers)
    assert outcome(game) == {**before, "vp": vp, "money": money, "rooms": {**before["rooms"], **rooms}}


def test_procurator_free_rooms_still_score_placement_vp() -> None:
    """base-game.md §4 #88 with §2.3: free rooms on 4/3 and 4/4 still score their placement VP (2 + 3)."""
    rooms = {"1/3": "vacant", "2/3": "occupied", "3/3": "occupied"}
    game, _, before = arrive("Procurator", "1/3", rooms, may=["yes"], prepare_room=["4/3", "4/4"])
    assert outcome(game) == {**before, "vp": 2 + 3, "rooms": {**before["rooms"], "4/3": "vacant", "4/4": "vacant"}}


@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_baron_may_prepare_one_room_free(accept) -> None:
    """base-game.md §4 #71; seed 003: 4 VP; may prepare 1 room for free (4/1 normally costs 3; blue
    single 1/1: +2 VP)."""
    rooms = {"1/1": "vacant", "2/1": "occupied", "3/1": "occupied"}
    game, script, before = arrive("Baron", "1/1", rooms, may=["yes" if accept else "no"], prepare_room=["4/1"])
    changes = {"vp": 4 + 2}
    if accept:
        changes["rooms"] = {**before["rooms"], "4/1": "vacant"}
        assert asked(script, "prepare-room") == [("room 1/2 for 0", "room 2/2 for 0", "room 3/2 for 0", "room 4/1 for 0")]
    assert outcome(game) == {**before, **changes}


@pytest.mark.parametrize("may, money, hand, played, rooms", [
    (["yes", "yes"], 10 - 4 - 1, [], ["Receptionist"], {"2/1": "vacant"}),
    (["yes", "no"], 10 - 4, [], ["Receptionist"], {}),
    (["no", "yes"], 10 - 1, ["Receptionist"], [], {"2/1": "vacant"}),
    (["no", "no"], 10, ["Receptionist"], [], {}),
])
def test_landgrave_may_play_one_krone_less_and_may_prepare_a_room(may, money, hand, played, rooms) -> None:
    """base-game.md §4 #66; seed 003: 3 VP; may play 1 staff at -1; may prepare 1 room at normal cost
    (2/1: 1 krone; blue single 1/1: +2 VP)."""
    game, _, before = arrive("Landgrave", "1/1", hand=["Receptionist"], may=may, prepare_room=["2/1"])
    assert outcome(game) == {**before, "vp": 3 + 2, "money": money, "hand": hand, "played": played,
                             "rooms": {**before["rooms"], **rooms}}
