"""Scenario tests for the base objectives (#105–116).

Every expected number comes from shared/data/base-game.md (2022 rules, seed 003 unless noted), never from
the engine or the card files; components are reached by their ids so that a missing card file fails here.
"""
from __future__ import annotations

import pytest

from engine import flow
from tests.cards.support import BLUE, RED, SPACES, YELLOW, column_keys, floor_keys, occupied, vacant
from tests.engine.helpers import catalog, scenario, staff_id


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
        assert any(f"claim objective {catalog().objectives[ident].name}" in label for label, _ in flow.claim_options(game, seat))
        flow.claim_objective(game, seat, str(ident))
    assert [p.vp for p in game.state.players] == [10, 0, 15, 5]
    assert game.state.objectives[str(ident)] == [2, 0, 3]
    assert flow.claim_options(game, 1) == []  # requirement met, but the three spots are taken
    assert flow.claim_options(game, 2) == []  # already claimed


def test_objective_claim_is_an_additional_action_only_when_the_requirement_holds() -> None:
    """base-game.md §1.3 and §5: claiming is an additional action on your turn, at claim time; seed 003."""
    game, _ = scenario(additional=["claim objective"])
    game.state.objectives = {"105": [], "106": []}
    game.state.players[0].money = 20
    assert [label for label, _ in flow.claim_options(game, 0)] == [f"claim objective {catalog().objectives[105].name}"]
    flow.additional_actions(game, 0)
    assert game.state.objectives == {"105": [0], "106": []} and game.state.players[0].vp == 15
    assert flow.claim_options(game, 1) == []
