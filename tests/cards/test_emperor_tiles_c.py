"""Scenario tests for the base Emperor tiles of group C (C1–C4, scored after round 7), and the grouping of
all 12 base tiles (A1–C4).

Every expected number comes from shared/data/base-game.md (2022 rules, seed 003 unless noted), never from
the engine or the card files; components are reached by their ids so that a missing card file fails here.
"""
from __future__ import annotations

from tests.cards.support import emperor_round, occupied, vacant
from tests.engine.helpers import catalog, scenario, staff_id


# ==== Emperor tiles C1–C4 =========================================================================================


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
