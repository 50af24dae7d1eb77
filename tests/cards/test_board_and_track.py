"""Scenario tests for the night hotel board (group bonuses, placement VP, floor costs) and the Emperor track.

Every expected number comes from shared/data/base-game.md (2022 rules, seed 003 unless noted), never from
the engine or the card files; components are reached by their ids so that a missing card file fails here.
"""
from __future__ import annotations

import dataclasses

import pytest

from engine import flow, rules
from engine.catalog import Group
from tests.cards.support import (NIGHT_COLORS, NIGHT_GROUPS, RETREAT, SPACES, TRACK_VP, floor_keys, occupied, space,
                                 vacant)
from tests.engine.helpers import catalog, scenario


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
