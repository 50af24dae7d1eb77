"""Scenario tests for the base objectives (#105–116), the 12 base Emperor tiles (A1–C4), the night hotel
board (group bonuses, placement VP, floor costs) and the Emperor track.

Every expected number comes from shared/data/base-game.md (2022 rules, seed 003 unless noted), never from
the engine or the card files; components are reached by their ids so that a missing card file fails here.
"""
from __future__ import annotations

import dataclasses

import pytest

from engine import flow, rules
from engine.catalog import Group
from engine.effects import run_effect
from engine.state import CafeGuest
from tests.engine.helpers import catalog, guest_id, scenario, staff_id

# base-game.md §1.5, DEFAULT [A] (matches seed 003 on spaces 6 and 8).
TRACK_VP = (0, 1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9)
RETREAT = (3, 5, 7)  # after rounds 3 / 5 / 7, base-game.md §1.1

SPACES = [(f, c) for f in range(1, 5) for c in range(1, 6)]
# base-game.md §2.2: night side colours by floor, columns 1..5.
NIGHT_COLORS = {
    1: ("blue", "yellow", "red", "red", "blue"),
    2: ("yellow", "yellow", "red", "red", "yellow"),
    3: ("blue", "red", "blue", "yellow", "yellow"),
    4: ("blue", "red", "blue", "red", "blue"),
}
BLUE = ["1/1", "1/5", "3/1", "3/3", "4/1", "4/3", "4/5"]
RED = ["1/3", "1/4", "2/3", "2/4", "3/2", "4/2", "4/4"]
YELLOW = ["1/2", "2/1", "2/2", "2/5", "3/4", "3/5"]
# base-game.md §2.3: group number -> (colour, spaces, bonus resource attribute, bonus amount by §1.5).
NIGHT_GROUPS = {
    1: ("blue", ["1/1"], "vp", 2),
    2: ("yellow", ["1/2", "2/1", "2/2"], "emperor", 6),
    3: ("red", ["1/3", "1/4", "2/3", "2/4"], "money", 10),
    4: ("blue", ["1/5"], "vp", 2),
    5: ("yellow", ["2/5", "3/4", "3/5"], "emperor", 6),
    6: ("blue", ["3/1", "4/1"], "vp", 5),
    7: ("red", ["3/2", "4/2"], "money", 3),
    8: ("blue", ["3/3", "4/3"], "vp", 5),
    9: ("red", ["4/4"], "money", 1),
    10: ("blue", ["4/5"], "vp", 2),
}


def occupied(*keys: str) -> dict[str, str]:
    return {k: "occupied" for k in keys}


def vacant(*keys: str) -> dict[str, str]:
    return {k: "vacant" for k in keys}


def space(key: str) -> tuple[int, int]:
    floor, column = key.split("/")
    return int(floor), int(column)


def floor_keys(floor: int) -> list[str]:
    return [f"{floor}/{c}" for c in range(1, 6)]


def column_keys(column: int) -> list[str]:
    return [f"{f}/{column}" for f in range(1, 5)]


# ==== objectives #105–116 ===========================================================================================

SIX_STAFF = ("Breakfast Server", "Groom", "Chef", "Booking Manager", "Butler", "Pool Attendant")  # every timing


def _money(n):
    def setup(player):
        player.money = n
    return setup


def _emperor(n):
    def setup(player):
        player.emperor = n
    return setup


def _staff(played, hand=()):
    def setup(player):
        player.played = [staff_id(n) for n in played]
        player.hand = [staff_id(n) for n in hand]
    return setup


def _rooms(*parts: dict):
    def setup(player):
        player.rooms = {k: v for part in parts for k, v in part.items()}
    return setup


# Each objective: (a state that just meets it, [states just short of it]). Requirements from base-game.md §5.
OBJECTIVES = {
    105: (_money(20), [_money(19)]),
    106: (_emperor(10), [_emperor(9)]),
    107: (_staff(SIX_STAFF), [_staff(SIX_STAFF[:5], hand=SIX_STAFF[5:] + ("Concierge", "Chambermaid"))]),
    108: (_rooms(occupied(*floor_keys(1)), vacant(*floor_keys(2)), vacant("3/1", "3/2")),
          [_rooms(occupied(*floor_keys(1)), vacant(*floor_keys(2)), vacant("3/1"))]),
    109: (_rooms(occupied(*floor_keys(1)), occupied(*floor_keys(3))),  # floors 1 and 3: need not be adjacent
          [_rooms(occupied(*floor_keys(1)), occupied(*floor_keys(3)[:4]), vacant("3/5"), occupied(*floor_keys(2)[:4]))]),
    110: (_rooms(occupied(*column_keys(1)), occupied(*column_keys(4))),  # columns 1 and 4: need not be adjacent
          [_rooms(occupied(*column_keys(1)), occupied(*column_keys(4)[:3]), vacant("4/4"), occupied(*column_keys(2)[:3]))]),
    111: (_rooms(occupied(*YELLOW)),  # all 6 yellow spaces
          [_rooms(occupied(*YELLOW[:5]), vacant(YELLOW[5]), occupied(*BLUE[:6]), occupied(*RED[:6]))]),
    112: (_rooms(occupied("1/1", "1/5", "4/4", "4/5", "3/1", "4/1", "3/2", "4/2")),  # groups 1, 4, 9, 10, 6, 7
          [_rooms(occupied("1/1", "1/5", "4/4", "4/5", "3/1", "4/1", "3/2", "3/3", "2/5", "3/4"), vacant("4/2", "4/3", "3/5"))]),
    113: (_rooms(occupied("1/1", "1/5", "3/1", "3/3"), occupied("1/3", "1/4", "2/3")),
          [_rooms(occupied("1/1", "1/5", "3/1"), vacant("3/3"), occupied("1/3", "1/4", "2/3"), occupied(*YELLOW)),
           _rooms(occupied("1/1", "1/5", "3/1", "3/3"), occupied("1/3", "1/4"), vacant("2/3", "2/4"))]),
    114: (_rooms(occupied("1/3", "1/4", "2/3"), occupied("1/2", "2/1", "2/2"), occupied("1/1", "1/5", "3/1")),
          [_rooms(occupied("1/3", "1/4", "2/3", "2/4"), occupied("1/2", "2/1", "2/2"), occupied("1/1", "1/5"), vacant("3/1")),
           _rooms(occupied(*RED[:3]), occupied(*YELLOW[:2]), vacant(YELLOW[2]), occupied(*BLUE))]),
    115: (_rooms(occupied("1/3", "1/4", "2/3", "2/4"), occupied("1/2", "2/1", "2/2")),
          [_rooms(occupied("1/3", "1/4", "2/3"), vacant("2/4"), occupied(*YELLOW), occupied(*BLUE)),
           _rooms(occupied(*RED), occupied("1/2", "2/1"), vacant("2/2"))]),
    116: (_rooms(occupied("1/2", "2/1", "2/2", "2/5"), occupied("1/1", "1/5", "3/1")),
          [_rooms(occupied("1/2", "2/1", "2/2"), vacant("2/5"), occupied(*BLUE), occupied(*RED)),
           _rooms(occupied(*YELLOW), occupied("1/1", "1/5"), vacant("3/1"))]),
}
SHORT_CASES = [(ident, n) for ident, (_, shorts) in OBJECTIVES.items() for n in range(len(shorts))]


@pytest.mark.parametrize("ident", sorted(OBJECTIVES))
def test_objective_is_claimable_when_its_requirement_is_just_met(ident) -> None:
    """base-game.md §5 (numbering DEFAULT [003]): the requirement holds at claim time; seed 003."""
    game, _ = scenario()
    OBJECTIVES[ident][0](game.state.players[0])
    assert catalog().objectives[ident].requirement(game, 0) is True
    assert catalog().objectives[ident].requirement(game, 1) is False  # the other, empty hotel does not meet it


@pytest.mark.parametrize("ident, case", SHORT_CASES)
def test_objective_is_not_claimable_just_short_of_its_requirement(ident, case) -> None:
    """base-game.md §5: one unit short (one krone, space, staff, room or occupied room) is not enough; seed 003."""
    game, _ = scenario()
    OBJECTIVES[ident][1][case](game.state.players[0])
    assert catalog().objectives[ident].requirement(game, 0) is False


def test_objective_107_counts_played_staff_only_and_of_every_timing() -> None:
    """base-game.md §5 #107: at least 6 staff played, any type; cards in hand do not count; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.hand = [staff_id(n) for n in SIX_STAFF]
    assert not catalog().objectives[107].requirement(game, 0)
    player.played, player.hand = player.hand, []
    timings = {catalog().staff[c].timing for c in player.played}
    assert timings == {"once-per-round", "permanent", "immediate", "final"}
    assert catalog().objectives[107].requirement(game, 0)


@pytest.mark.parametrize("color, keys", [("blue", BLUE), ("red", RED), ("yellow", YELLOW)])
def test_objective_111_any_one_whole_colour(color, keys) -> None:
    """base-game.md §5 #111: every night-side space of one colour occupied (7 blue, 7 red or 6 yellow) [A]."""
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = occupied(*keys)
    assert catalog().objectives[111].requirement(game, 0)
    player.rooms[keys[0]] = "vacant"
    assert not catalog().objectives[111].requirement(game, 0)


def test_objective_108_counts_vacant_and_occupied_rooms_alike() -> None:
    """base-game.md §5 #108: 12 room tiles, vacant or occupied; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = vacant(*[f"{f}/{c}" for f, c in SPACES[:12]])
    assert catalog().objectives[108].requirement(game, 0)
    player.rooms = occupied(*[f"{f}/{c}" for f, c in SPACES[:11]])
    assert not catalog().objectives[108].requirement(game, 0)


@pytest.mark.parametrize("ident", sorted(OBJECTIVES))
def test_objective_claims_pay_15_then_10_then_5_and_no_fourth(ident) -> None:
    """base-game.md §5: markers on the highest free spot, 15 → 10 → 5 VP, one per player, no 4th spot; seed 003."""
    game, _ = scenario(players=4)
    game.state.objectives = {str(ident): []}
    for player in game.state.players:
        OBJECTIVES[ident][0](player)
    for seat in (2, 0, 3):
        assert any(f"claim objective {catalog().objectives[ident].name}" in label for label, _ in flow._claim_options(game, seat))
        flow.claim_objective(game, seat, str(ident))
    assert [p.vp for p in game.state.players] == [10, 0, 15, 5]
    assert game.state.objectives[str(ident)] == [2, 0, 3]
    assert flow._claim_options(game, 1) == []  # requirement met, but the three spots are taken
    assert flow._claim_options(game, 2) == []  # already claimed


def test_objective_claim_is_an_additional_action_only_when_the_requirement_holds() -> None:
    """base-game.md §1.3 and §5: claiming is an additional action on your turn, at claim time; seed 003."""
    game, _ = scenario(additional=["claim objective"])
    game.state.objectives = {"105": [], "106": []}
    game.state.players[0].money = 20
    assert [label for label, _ in flow._claim_options(game, 0)] == [f"claim objective {catalog().objectives[105].name}"]
    flow.additional_actions(game, 0)
    assert game.state.objectives == {"105": [0], "106": []} and game.state.players[0].vp == 15
    assert flow._claim_options(game, 1) == []


# ==== Emperor track ==================================================================================================


def test_track_catalog_matches_the_reference() -> None:
    """base-game.md §1.1 and §1.5: spaces 0..13, VP DEFAULT [A], rounds 3/5/7, retreat 3/5/7, reward ≥3, penalty 0."""
    track = catalog().track
    assert (track.vp, track.top, track.scoring_rounds, track.retreat) == (TRACK_VP, 13, (3, 5, 7), RETREAT)
    assert (track.reward_from, track.penalty_at, track.overflow_vp) == (3, 0, 1)


@pytest.mark.parametrize("position", range(14))
def test_emperor_scoring_pays_the_space_held_before_the_retreat(position) -> None:
    """base-game.md §1.5: VP per space 0..13 = 0 1 2 3 3 4 4 5 5 6 6 7 8 9 (DEFAULT [A]), scored before stepping back;
    tile C3 with no staff played gains or loses 0 VP, so only the track counts."""
    game, _ = scenario()
    game.state.emperor_tiles = ["C3", "C3", "C3"]
    game.state.players[0].emperor = position
    flow.emperor_scoring(game, 0)
    assert game.state.players[0].vp == TRACK_VP[position]
    assert game.state.players[0].emperor == max(0, position - 3)


@pytest.mark.parametrize("index, start, after", [(0, 13, 10), (1, 13, 8), (2, 13, 6), (0, 2, 0), (1, 4, 0), (2, 6, 0), (2, 7, 0)])
def test_emperor_retreat_is_3_5_7_and_never_below_zero(index, start, after) -> None:
    """base-game.md §1.1: retreat 3 / 5 / 7 after rounds 3 / 5 / 7, not below 0, no reset; seed 003 / 004."""
    game, _ = scenario()
    game.state.emperor_tiles = ["C3", "C3", "C3"]
    game.state.players[0].emperor = start
    flow.emperor_scoring(game, index)
    assert game.state.players[0].emperor == after
    assert game.state.players[0].vp == TRACK_VP[start]


@pytest.mark.parametrize("start, vp_delta, result", [
    (6, 4 + 8, "reward"),    # lands on 3: reward
    (5, 4, "nothing"),       # lands on 2
    (4, 3, "nothing"),       # lands on 1
    (3, 3 - 8, "penalty"),   # lands on 0: penalty
    (1, 1 - 8, "penalty"),   # would go below 0: stops at 0, penalty
])
def test_emperor_tile_reward_at_three_nothing_at_one_or_two_penalty_at_zero(start, vp_delta, result) -> None:
    """base-game.md §1.1 'Emperor tile result' and §6: position after the retreat ≥3 reward, 1–2 nothing, 0 penalty
    (tile C1: +8 / −8 VP); seed 003."""
    game, _ = scenario()
    game.state.emperor_tiles = ["C1", "B1", "C1"]
    game.state.players[0].emperor = start
    flow.emperor_scoring(game, 0)
    assert game.state.players[0].vp == vp_delta


def test_emperor_steps_past_13_score_1_vp_each() -> None:
    """base-game.md §1.1: the marker cannot pass 13; each step beyond is +1 VP; seed 003 / 004."""
    game, _ = scenario()
    player = game.state.players[0]
    player.emperor = 11
    rules.advance_emperor(game, 0, 2)
    assert (player.emperor, player.vp) == (13, 0)
    rules.advance_emperor(game, 0, 3)
    assert (player.emperor, player.vp) == (13, 3)


def test_yellow_group_bonus_steps_past_13_score_vp() -> None:
    """base-game.md §1.1 + §1.5: a yellow group of 3 gives 6 steps; from 10 that is 3 steps to 13 and 3 VP."""
    game, _ = scenario()
    player = game.state.players[0]
    player.emperor = 10
    player.rooms = {**occupied("1/2", "2/1"), **vacant("2/2")}
    rules.occupy_room(game, 0, (2, 2))
    assert (player.emperor, player.vp) == (13, 3)


# ==== Emperor tiles A1–C4 =============================================================================================


def emperor_round(game, tile: str, outcome: str, moves: bool = False) -> int:
    """Put `tile` on its round (A after round 3, B after 5, C after 7), set seat 0 so that the retreat lands on 3
    (reward) or 0 (penalty) and every other seat on 1 (neither), run the Emperor scoring and return the track VP
    seat 0 scored. base-game.md §1.1 and §6."""
    index = "ABC".index(tile[0])
    tiles = ["A1", "B1", "C1"]
    tiles[index] = tile
    game.state.emperor_tiles = tiles
    start = RETREAT[index] + (3 if outcome == "reward" else 0)
    game.state.players[0].emperor = start
    for other in game.state.players[1:]:
        other.emperor = RETREAT[index] + 1
    flow.emperor_scoring(game, index)
    for other in game.state.players[1:]:  # landed on 1: neither reward nor penalty, only the track VP
        assert (other.emperor, other.vp, other.money) == (1, TRACK_VP[RETREAT[index] + 1], 10)
        assert not (other.kitchen or other.rooms or other.hand or other.played)
    if not moves:  # unless the tile itself moves the marker (a yellow group bonus), it stays where it landed
        assert game.state.players[0].emperor == {"reward": 3, "penalty": 0}[outcome]
    return TRACK_VP[start]


# ---- A1 ----


def test_a1_reward_three_krones() -> None:
    """base-game.md §6 A1 reward: +3 kr; seed 003 / 004."""
    game, _ = scenario()
    track = emperor_round(game, "A1", "reward")
    player = game.state.players[0]
    assert (player.money, player.vp) == (13, track)
    assert game.state.players[1].money == 10  # landed on 1: nothing


def test_a1_penalty_pays_three_krones_when_possible() -> None:
    """base-game.md §6 A1 penalty: lose 3 kr (2022 fallback: the left part when it can be done in full); seed 003."""
    game, _ = scenario()
    game.state.players[0].money = 3
    track = emperor_round(game, "A1", "penalty")
    assert (game.state.players[0].money, game.state.players[0].vp) == (0, track)


def test_a1_penalty_with_two_krones_loses_5_vp_and_keeps_the_krones() -> None:
    """base-game.md §6 A1: fewer than 3 kr → −5 VP instead, no partial payment; seed 003."""
    game, _ = scenario()
    game.state.players[0].money = 2
    track = emperor_round(game, "A1", "penalty")
    assert (game.state.players[0].money, game.state.players[0].vp) == (2, track - 5)


# ---- A2 ----


def test_a2_reward_two_dishes_or_drinks_of_choice() -> None:
    """base-game.md §6 A2 reward: +2 dishes/drinks of your choice; seed 003 / 004."""
    game, _ = scenario(item=["wine", "cake"])
    track = emperor_round(game, "A2", "reward")
    player = game.state.players[0]
    assert player.kitchen == {"wine": 1, "cake": 1} and player.vp == track


def test_a2_reward_items_may_go_straight_onto_a_guest() -> None:
    """base-game.md §6 A2 reward: the items may go straight onto café guests; seed 003."""
    game, _ = scenario(item=["wine", "wine"], place_item=["onto"])
    player = game.state.players[0]
    player.cafe.append(CafeGuest(guest_id("Composer")))  # orders 1 wine
    run_effect(game, 0, catalog().emperor_tiles["A2"].reward, "emperor-tile A2 reward")
    assert player.cafe[0].served == {"wine": 1} and player.kitchen == {"wine": 1}


def test_a2_penalty_returns_the_kitchen_but_not_served_items() -> None:
    """base-game.md §6 A2 penalty: every dish/drink in the kitchen goes back; items on guests stay; no VP option."""
    game, _ = scenario()
    player = game.state.players[0]
    player.kitchen = {"strudel": 2, "cake": 1, "wine": 3, "coffee": 1}
    player.cafe.append(CafeGuest(guest_id("Baroness"), {"wine": 1}))
    track = emperor_round(game, "A2", "penalty")
    assert player.kitchen == {} and player.cafe[0].served == {"wine": 1} and player.vp == track


def test_a2_penalty_with_an_empty_kitchen_costs_no_vp() -> None:
    """base-game.md §6 A2: this penalty has no VP alternative; seed 003 / [J]."""
    game, _ = scenario()
    track = emperor_round(game, "A2", "penalty")
    assert game.state.players[0].vp == track


# ---- A3 ----


def test_a3_reward_plays_one_of_three_for_three_less_and_the_rest_go_under_the_deck() -> None:
    """base-game.md §6 A3 reward: draw 3 staff, may play 1 at up to −3, others to the deck bottom; seed 003 / 004."""
    game, script = scenario(may=["yes"], play_staff=["Delivery Boy"], bottom_order=["Butler then Groom"])
    deck = game.state.staff_deck
    groom, butler, boy = staff_id("Groom"), staff_id("Butler"), staff_id("Delivery Boy")
    for card in (groom, butler, boy):
        deck.remove(card)
    deck.extend([groom, butler, boy])
    size = len(deck)
    player = game.state.players[0]
    player.money = 3
    track = emperor_round(game, "A3", "reward")
    assert player.played == [boy] and player.money == 0 and player.vp == track  # Delivery Boy costs 6
    assert len(deck) == size - 1 and set(deck[:2]) == {groom, butler} and not player.hand
    offered = next(labels for kind, labels in script.seen if kind == "play-staff")
    assert sorted(offered) == sorted(["play Groom for 1", "play Butler for 2", "play Delivery Boy for 3"])


def test_a3_reward_the_bottom_order_is_the_players_choice() -> None:
    """base-game.md §6 A3 reward: the unplayed cards go under the deck in an order the player chooses; seed 003."""
    bottoms = []
    for order in ("Butler then Groom", "Groom then Butler"):
        game, _ = scenario(may=["yes"], play_staff=["Delivery Boy"], bottom_order=[order])
        deck = game.state.staff_deck
        for name in ("Groom", "Butler", "Delivery Boy"):
            deck.remove(staff_id(name))
            deck.append(staff_id(name))
        run_effect(game, 0, catalog().emperor_tiles["A3"].reward, "emperor-tile A3 reward")
        bottoms.append(deck[:2])
    assert bottoms[0] == bottoms[1][::-1] and set(bottoms[0]) == {staff_id("Groom"), staff_id("Butler")}


def test_a3_reward_declined_puts_all_three_under_the_deck() -> None:
    """base-game.md §6 A3 reward: the play is optional; all 3 return to the bottom if none is played; seed 003."""
    game, _ = scenario(may=["no"])
    deck = game.state.staff_deck
    top = deck[-3:]
    size = len(deck)
    run_effect(game, 0, catalog().emperor_tiles["A3"].reward, "emperor-tile A3 reward")
    player = game.state.players[0]
    assert not player.played and player.money == 10 and len(deck) == size and set(deck[:3]) == set(top)


def test_a3_penalty_returns_two_staff_from_hand_to_the_deck_bottom() -> None:
    """base-game.md §6 A3 penalty: return 2 staff from hand to the deck bottom (done in full, no VP loss); seed 003."""
    game, _ = scenario(return_staff=["Butler", "Chef"])
    player = game.state.players[0]
    player.hand = [staff_id("Groom"), staff_id("Butler"), staff_id("Chef")]
    for card in player.hand:
        game.state.staff_deck.remove(card)
    track = emperor_round(game, "A3", "penalty")
    assert player.hand == [staff_id("Groom")] and player.vp == track
    assert set(game.state.staff_deck[:2]) == {staff_id("Butler"), staff_id("Chef")}


def test_a3_penalty_with_one_card_in_hand_loses_5_vp() -> None:
    """base-game.md §6 A3: fewer than 2 in hand → −5 VP, the hand is kept; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.hand = [staff_id("Groom")]
    track = emperor_round(game, "A3", "penalty")
    assert player.hand == [staff_id("Groom")] and player.vp == track - 5


# ---- A4 ----


def test_a4_reward_one_free_room_by_the_usual_placement_rules() -> None:
    """base-game.md §6 A4 reward: may prepare 1 room free, normal placement rules; seed 003 / [J]."""
    game, script = scenario(may=["yes"], prepare_room=["room 2/1"])
    player = game.state.players[0]
    player.rooms = vacant("1/1")
    track = emperor_round(game, "A4", "reward")
    assert player.rooms == vacant("1/1", "2/1") and player.money == 10 and player.vp == track  # 2/1 costs 1 normally
    offered = next(labels for kind, labels in script.seen if kind == "prepare-room")
    assert sorted(offered) == ["room 1/2 for 0", "room 2/1 for 0"]


def test_a4_reward_is_optional() -> None:
    """base-game.md §6 A4 reward: 'may' prepare a room; declining changes nothing; seed 003."""
    game, _ = scenario(may=["no"])
    player = game.state.players[0]
    player.rooms = vacant("1/1")
    track = emperor_round(game, "A4", "reward")
    assert player.rooms == vacant("1/1") and (player.money, player.vp) == (10, track)


def test_a4_penalty_removes_a_vacant_room_from_the_highest_floor_that_has_one() -> None:
    """base-game.md §6 A4 penalty: remove 1 vacant room from the highest floor that has one; seed 003 / [J]."""
    game, script = scenario(remove_room=["remove 2/2"])
    player = game.state.players[0]
    player.rooms = {**vacant("1/1", "2/1", "2/2"), **occupied("1/2", "3/1")}
    track = emperor_round(game, "A4", "penalty")
    assert player.rooms == {**vacant("1/1", "2/1"), **occupied("1/2", "3/1")} and player.vp == track
    offered = next(labels for kind, labels in script.seen if kind == "remove-room")
    assert offered == ("remove 2/1", "remove 2/2")


def test_a4_penalty_without_a_vacant_room_loses_5_vp() -> None:
    """base-game.md §6 A4: no vacant room → −5 VP, occupied rooms stay; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = occupied("1/1", "1/2", "2/1")
    track = emperor_round(game, "A4", "penalty")
    assert player.rooms == occupied("1/1", "1/2", "2/1") and player.vp == track - 5


# ---- B1 ----


def test_b1_reward_one_of_each_item() -> None:
    """base-game.md §6 B1 reward: +1 strudel, cake, wine and coffee; seed 003 / 004."""
    game, _ = scenario()
    track = emperor_round(game, "B1", "reward")
    player = game.state.players[0]
    assert player.kitchen == {"strudel": 1, "cake": 1, "wine": 1, "coffee": 1} and player.vp == track


def test_b1_penalty_returns_the_kitchen_and_the_served_items() -> None:
    """base-game.md §6 B1 penalty: every dish/drink in the kitchen and on café guests goes back; no VP option."""
    game, _ = scenario()
    player = game.state.players[0]
    player.kitchen = {"strudel": 2, "coffee": 1}
    player.cafe.append(CafeGuest(guest_id("Baroness"), {"wine": 2, "coffee": 1}))
    track = emperor_round(game, "B1", "penalty")
    assert player.kitchen == {} and player.cafe[0].served == {} and player.vp == track
    assert len(player.cafe) == 1  # the guest stays


# ---- B2 ----


def test_b2_reward_five_krones_up_to_the_cap() -> None:
    """base-game.md §6 B2 reward: +5 kr; §1.1 money cap 20, excess lost; seed 003."""
    game, _ = scenario()
    game.state.players[0].money = 17
    track = emperor_round(game, "B2", "reward")
    assert (game.state.players[0].money, game.state.players[0].vp) == (20, track)


def test_b2_penalty_pays_five_krones_when_possible() -> None:
    """base-game.md §6 B2 penalty: lose 5 kr when it can be done in full; seed 003."""
    game, _ = scenario()
    game.state.players[0].money = 5
    track = emperor_round(game, "B2", "penalty")
    assert (game.state.players[0].money, game.state.players[0].vp) == (0, track)


def test_b2_penalty_with_four_krones_loses_7_vp_and_keeps_the_krones() -> None:
    """base-game.md §6 B2: fewer than 5 kr → −7 VP, no partial payment; seed 003."""
    game, _ = scenario()
    game.state.players[0].money = 4
    track = emperor_round(game, "B2", "penalty")
    assert (game.state.players[0].money, game.state.players[0].vp) == (4, track - 7)


# ---- B3 ----


def test_b3_reward_plays_one_of_three_for_free() -> None:
    """base-game.md §6 B3 reward: draw 3 staff, may play 1 free, others to the deck bottom; seed 003 / 004."""
    game, script = scenario(may=["yes"], play_staff=["Delivery Boy"])
    deck = game.state.staff_deck
    for name in ("Groom", "Butler", "Delivery Boy"):
        deck.remove(staff_id(name))
        deck.append(staff_id(name))
    size = len(deck)
    player = game.state.players[0]
    player.money = 0
    track = emperor_round(game, "B3", "reward")
    assert player.played == [staff_id("Delivery Boy")] and player.money == 0 and player.vp == track
    assert len(deck) == size - 1 and set(deck[:2]) == {staff_id("Groom"), staff_id("Butler")}
    offered = next(labels for kind, labels in script.seen if kind == "play-staff")
    assert all(label.endswith("for 0") for label in offered) and len(offered) == 3


def test_b3_penalty_returns_three_staff_from_hand() -> None:
    """base-game.md §6 B3 penalty: return 3 staff from hand to the deck bottom; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.hand = [staff_id(n) for n in ("Groom", "Butler", "Chef", "Concierge")]
    for card in player.hand:
        game.state.staff_deck.remove(card)
    track = emperor_round(game, "B3", "penalty")
    assert len(player.hand) == 1 and player.vp == track
    assert len(set(game.state.staff_deck[:3]) & {staff_id(n) for n in ("Groom", "Butler", "Chef", "Concierge")}) == 3


def test_b3_penalty_with_two_cards_in_hand_loses_7_vp() -> None:
    """base-game.md §6 B3: fewer than 3 in hand → −7 VP, the hand is kept; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.hand = [staff_id("Groom"), staff_id("Butler")]
    track = emperor_round(game, "B3", "penalty")
    assert player.hand == [staff_id("Groom"), staff_id("Butler")] and player.vp == track - 7


# ---- B4 ----


def test_b4_reward_free_room_on_floor_one_or_two_occupied_at_once() -> None:
    """base-game.md §6 B4 reward: may prep 1 free room on floors 1–2 and occupy it at once; seed 003 / [J]."""
    game, script = scenario(may=["yes"], prepare_room=["room 2/2"])
    player = game.state.players[0]
    player.rooms = vacant("1/1", "2/1")
    track = emperor_round(game, "B4", "reward")
    assert player.rooms == {**vacant("1/1", "2/1"), "2/2": "occupied"} and player.money == 10 and player.vp == track
    offered = next(labels for kind, labels in script.seen if kind == "prepare-room")
    assert sorted(offered) == ["room 1/2 for 0", "room 2/2 for 0"]  # 3/1 is adjacent but on floor 3


def test_b4_reward_occupying_the_last_room_pays_the_group_bonus() -> None:
    """base-game.md §6 B4 + §1.5: the room is occupied at once, so a completed group pays (yellow 3 → 6 steps)."""
    game, _ = scenario(may=["yes"], prepare_room=["room 2/2"])
    player = game.state.players[0]
    player.rooms = occupied("1/1", "1/2", "2/1")
    emperor_round(game, "B4", "reward", moves=True)
    assert player.rooms["2/2"] == "occupied" and player.emperor == 3 + 6


def test_b4_reward_nothing_when_floors_one_and_two_are_full() -> None:
    """base-game.md §6 B4: nothing if floors 1–2 are full (adjacency applies); seed 003."""
    game, script = scenario()
    player = game.state.players[0]
    player.rooms = vacant(*floor_keys(1), *floor_keys(2))
    before = dict(player.rooms)
    track = emperor_round(game, "B4", "reward")
    assert player.rooms == before and player.vp == track and player.money == 10
    assert "may" not in [kind for kind, _ in script.seen]


def test_b4_penalty_removes_two_vacant_rooms_each_from_the_highest_floor() -> None:
    """base-game.md §6 B4 penalty: remove 2 vacant rooms, each from the highest floor possible; seed 003 / [J]."""
    game, script = scenario(remove_room=["remove 2/2"])
    player = game.state.players[0]
    player.rooms = {**vacant("1/1", "2/1", "2/2", "3/1"), **occupied("4/1")}
    track = emperor_round(game, "B4", "penalty")
    assert player.rooms == {**vacant("1/1", "2/1"), **occupied("4/1")} and player.vp == track
    assert [labels for kind, labels in script.seen if kind == "remove-room"] == [("remove 2/1", "remove 2/2")]


def test_b4_penalty_with_one_vacant_room_loses_7_vp_and_removes_none() -> None:
    """base-game.md §6 B4: with ≤1 vacant room, −7 VP and remove none; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = {**vacant("2/1"), **occupied("1/1", "1/2")}
    track = emperor_round(game, "B4", "penalty")
    assert player.rooms == {**vacant("2/1"), **occupied("1/1", "1/2")} and player.vp == track - 7


# ---- C1 ----


def test_c1_reward_eight_vp() -> None:
    """base-game.md §6 C1 reward: +8 VP; seed 003 / 004."""
    game, _ = scenario()
    track = emperor_round(game, "C1", "reward")
    assert game.state.players[0].vp == track + 8


def test_c1_penalty_loses_eight_vp_even_below_zero() -> None:
    """base-game.md §6 C1 penalty: −8 VP (§1.6: VP may go below 0); seed 003."""
    game, _ = scenario()
    track = emperor_round(game, "C1", "penalty")
    assert game.state.players[0].vp == track - 8 and track - 8 < 0


# ---- C2 ----


def test_c2_reward_free_room_occupied_at_once_pays_its_group_bonus() -> None:
    """base-game.md §6 C2 reward: may prep 1 free room and occupy it at once; the group bonus applies; seed 003."""
    game, _ = scenario(may=["yes"], prepare_room=["room 4/1"])
    player = game.state.players[0]
    player.rooms = {**occupied("1/1", "2/1", "3/1")}
    track = emperor_round(game, "C2", "reward")
    # 4/1 costs 3 normally; blue group 6 (3/1, 4/1) of 2 pays 5 VP
    assert player.rooms["4/1"] == "occupied" and player.money == 10 and player.vp == track + 5


def test_c2_reward_on_a_placement_space_scores_placement_vp_and_the_group_bonus() -> None:
    """base-game.md §6 C2 + §2.3 + §1.5: a free room on 4/5 still scores its placement VP (4, DEFAULT [A]) and,
    occupied at once, completes blue group 10 of 1 (2 VP); seed 003."""
    game, _ = scenario(may=["yes"], prepare_room=["room 4/5"])
    player = game.state.players[0]
    player.rooms = occupied("3/5", "4/4")
    track = emperor_round(game, "C2", "reward")
    assert player.rooms["4/5"] == "occupied" and player.money == 10 and player.vp == track + 4 + 2


def test_c2_penalty_removes_the_highest_occupied_room_then_one_from_a_lower_floor() -> None:
    """base-game.md §6 C2 penalty: remove 1 occupied room from the highest floor, then 1 more from the next-highest
    floor, any column (2022, DEFAULT over [004] same column); vacant rooms are not taken; seed 003 / [J]."""
    game, script = scenario(remove_room=["remove 4/3", "remove 2/5"])
    player = game.state.players[0]
    player.rooms = {**occupied("4/1", "4/3", "2/1", "2/5", "1/1"), **vacant("3/1", "3/3")}
    track = emperor_round(game, "C2", "penalty")
    assert player.rooms == {**occupied("4/1", "2/1", "1/1"), **vacant("3/1", "3/3")} and player.vp == track
    assert [labels for kind, labels in script.seen if kind == "remove-room"] == [("remove 4/1", "remove 4/3"),
                                                                                   ("remove 2/1", "remove 2/5")]


def test_c2_penalty_counts_floors_with_occupied_rooms_only() -> None:
    """base-game.md §6 C2: 'highest floor possible' for an occupied room skips a top floor of vacant rooms, and the
    second room comes from the next floor down that has an occupied room (any column); seed 003 / [J]."""
    game, script = scenario()
    player = game.state.players[0]
    player.rooms = {**vacant("4/1", "3/1"), **occupied("3/3", "1/1", "1/5")}
    emperor_round(game, "C2", "penalty")
    assert player.rooms == {**vacant("4/1", "3/1"), **occupied("1/5")}
    assert [labels for kind, labels in script.seen if kind == "remove-room"] == [("remove 1/1", "remove 1/5")]


def test_c2_penalty_second_room_only_if_a_lower_floor_has_one() -> None:
    """base-game.md §6 C2: the second room only 'if possible': with occupied rooms on floor 1 only, just one goes."""
    game, _ = scenario(remove_room=["remove 1/2"])
    player = game.state.players[0]
    player.rooms = occupied("1/1", "1/2")
    emperor_round(game, "C2", "penalty")
    assert player.rooms == occupied("1/1")


def test_c2_penalty_has_no_vp_alternative() -> None:
    """base-game.md §6 C2: no VP option; with no occupied room nothing happens; seed 003 / [J]."""
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = vacant("1/1", "1/2")
    track = emperor_round(game, "C2", "penalty")
    assert player.rooms == vacant("1/1", "1/2") and player.vp == track


# ---- C3 ----


def test_c3_reward_two_vp_per_played_staff() -> None:
    """base-game.md §6 C3 reward: +2 VP per staff played (hand does not count); seed 003 / 004."""
    game, _ = scenario()
    player = game.state.players[0]
    player.played = [staff_id(n) for n in ("Groom", "Chef", "Concierge")]
    player.hand = [staff_id("Butler")]
    track = emperor_round(game, "C3", "reward")
    assert player.vp == track + 6


def test_c3_penalty_loses_two_vp_per_played_staff() -> None:
    """base-game.md §6 C3 penalty: −2 VP per staff played; seed 003 / 004."""
    game, _ = scenario()
    player = game.state.players[0]
    player.played = [staff_id(n) for n in ("Groom", "Chef", "Concierge", "Butler")]
    track = emperor_round(game, "C3", "penalty")
    assert player.vp == track - 8 and len(player.played) == 4


# ---- C4 ----


def test_c4_reward_plays_a_staff_from_hand_for_free() -> None:
    """base-game.md §6 C4 reward: may play 1 staff from hand free; seed 003 / [J] / [A]."""
    game, _ = scenario(may=["yes"], play_staff=["Delivery Boy"])
    player = game.state.players[0]
    player.money = 0
    player.hand = [staff_id("Groom"), staff_id("Delivery Boy")]
    track = emperor_round(game, "C4", "reward")
    assert player.played == [staff_id("Delivery Boy")] and player.hand == [staff_id("Groom")]
    assert player.money == 0 and player.vp == track


def test_c4_penalty_removes_a_played_final_scoring_staff() -> None:
    """base-game.md §6 C4 penalty: remove 1 of your played final-scoring staff (2022, DEFAULT over [004] hand card);
    only final-scoring cards are offered; seed 003 / [J] / [A]."""
    game, script = scenario(remove_staff=["Chambermaid"])
    player = game.state.players[0]
    player.played = [staff_id(n) for n in ("Groom", "Booking Manager", "Chambermaid")]
    player.hand = [staff_id("Concierge")]
    track = emperor_round(game, "C4", "penalty")
    assert player.played == [staff_id("Groom"), staff_id("Booking Manager")] and player.vp == track
    assert player.hand == [staff_id("Concierge")]
    assert [labels for kind, labels in script.seen if kind == "remove-staff"] == [("Booking Manager", "Chambermaid")]


def test_c4_penalty_without_a_played_final_staff_loses_10_vp() -> None:
    """base-game.md §6 C4: no played final-scoring staff (one in hand does not count) → −10 VP; seed 003."""
    game, _ = scenario()
    player = game.state.players[0]
    player.played = [staff_id("Groom")]
    player.hand = [staff_id("Concierge")]
    track = emperor_round(game, "C4", "penalty")
    assert player.played == [staff_id("Groom")] and player.vp == track - 10


def test_every_base_tile_is_in_its_group() -> None:
    """base-game.md §6: 12 base tiles, 4 × A, 4 × B, 4 × C; the id letter is the group."""
    tiles = catalog().emperor_tiles
    for ident in ("A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "C1", "C2", "C3", "C4"):
        assert tiles[ident].group == ident[0]


# ==== night hotel board ===============================================================================================


def test_night_board_colours_match_the_reference() -> None:
    """base-game.md §2.2: the night side colours (20 spaces, 7 blue, 7 red, 6 yellow) [A][B]."""
    board = catalog().board
    assert (board.floors, board.columns, board.first_room) == (4, 5, (1, 1))
    assert {s: board.colors[s] for s in SPACES} == {(f, c): NIGHT_COLORS[f][c - 1] for f, c in SPACES}


def test_night_board_groups_match_the_reference() -> None:
    """base-game.md §2.3: 10 groups, by colour and spaces [A][B]."""
    board = catalog().board
    groups = {g.number: (g.color, sorted(g.spaces)) for g in board.groups}
    assert groups == {n: (color, sorted(space(k) for k in keys)) for n, (color, keys, _, _) in NIGHT_GROUPS.items()}


@pytest.mark.parametrize("number", sorted(NIGHT_GROUPS))
def test_night_group_pays_its_bonus_once_when_its_last_room_is_occupied(number) -> None:
    """base-game.md §1.5 + §2.3: the group pays by colour and size (blue 2/5/9/15 VP, red 1/3/6/10 kr, yellow 1/3/6/10
    Emperor steps) when its last room becomes occupied, and only once; seed 003 / 004."""
    color, keys, attribute, amount = NIGHT_GROUPS[number]
    game, _ = scenario()
    player = game.state.players[0]
    player.money = 0
    player.rooms = vacant(*keys)
    for key in keys[:-1]:
        rules.occupy_room(game, 0, space(key))
        assert (player.vp, player.money, player.emperor) == (0, 0, 0)  # not the last room yet
    rules.occupy_room(game, 0, space(keys[-1]))
    assert getattr(player, attribute) == amount
    assert sum((player.vp, player.money, player.emperor)) == amount  # nothing else paid
    player.rooms[keys[-1]] = "vacant"
    rules.occupy_room(game, 0, space(keys[-1]))  # the group pays once
    assert (getattr(player, attribute), sum((player.vp, player.money, player.emperor))) == (amount, amount)


def test_preparing_the_last_room_of_a_group_never_pays() -> None:
    """base-game.md §1.5: preparing alone never pays; seed 003 / 004."""
    game, _ = scenario()
    player = game.state.players[0]
    player.money = 5
    player.rooms = occupied("1/1", "1/2", "2/1")
    rules.place_room(game, 0, (2, 2), 1)
    assert (player.vp, player.money, player.emperor) == (0, 4, 0)


@pytest.mark.parametrize("color, attribute, amounts", [("blue", "vp", (2, 5, 9, 15)), ("red", "money", (1, 3, 6, 10)),
                                                       ("yellow", "emperor", (1, 3, 6, 10))])
@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_group_bonus_table_by_colour_and_size(color, attribute, amounts, size) -> None:
    """base-game.md §1.5 (group-bonus 'standard'): every colour and size 1–4, including sizes the night side lacks;
    the group is rebuilt on floor 1 so the night board's own groups do not interfere; seed 003 / [A] / [B]."""
    assert catalog().group_bonus[color][1] == amounts
    game, _ = scenario()
    board = catalog().board
    keys = floor_keys(1)[:size]
    game.catalog = dataclasses.replace(catalog(), board=dataclasses.replace(board, groups=(Group(1, color, tuple(map(space, keys))),)))
    player = game.state.players[0]
    player.money = 0
    player.rooms = {**occupied(*keys[:-1]), **vacant(keys[-1])}
    rules.occupy_room(game, 0, space(keys[-1]))
    assert getattr(player, attribute) == amounts[size - 1]


@pytest.mark.parametrize("at", [(f, c) for f, c in SPACES])
def test_placement_vp_only_on_the_top_right_spaces(at) -> None:
    """base-game.md §2.3 placement VP DEFAULT [A]: 4/3 = 2, 4/4 = 3, 4/5 = 4, every other space 0; scored on placing."""
    game, _ = scenario()
    rules.place_room(game, 0, at, 0)
    assert game.state.players[0].vp == {(4, 3): 2, (4, 4): 3, (4, 5): 4}.get(at, 0)
    assert game.state.players[0].rooms == {f"{at[0]}/{at[1]}": "vacant"}


@pytest.mark.parametrize("at", [(f, c) for f, c in SPACES])
def test_room_cost_by_floor(at) -> None:
    """base-game.md §1.1: prep cost floor 1 / 2 / 3 / 4 = 0 / 1 / 2 / 3 kr [003][A][B]."""
    game, _ = scenario()
    assert rules.room_cost(game, 0, at) == (0, 1, 2, 3)[at[0] - 1]


def test_preparing_rooms_pays_the_floor_cost_and_follows_adjacency() -> None:
    """base-game.md §1.2 action 3 + §2.4: first room on 1/1, then orthogonal neighbours, each paying its floor cost."""
    game, script = scenario(prepare_room=["room 2/1", "room 3/1", "room 4/1"])
    player = game.state.players[0]
    placed = rules.prepare_rooms(game, 0, 4, up_to=False)
    assert placed == 4 and player.rooms == vacant("1/1", "2/1", "3/1", "4/1")
    assert player.money == 10 - (0 + 1 + 2 + 3)
    asked = [labels for kind, labels in script.seen if kind == "prepare-room"]
    assert asked[0] == ("room 1/2 for 0", "room 2/1 for 1")  # 1/1 was the only option, so it was not asked
    assert asked[1] == ("room 1/2 for 0", "room 2/2 for 1", "room 3/1 for 2")
