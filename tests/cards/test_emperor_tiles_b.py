"""Scenario tests for the base Emperor tiles of group B (B1–B4, scored after round 5).

Every expected number comes from shared/data/base-game.md (2022 rules, seed 003 unless noted), never from
the engine or the card files; components are reached by their ids so that a missing card file fails here.
"""
from __future__ import annotations

from engine.state import CafeGuest
from tests.cards.support import emperor_round, floor_keys, occupied, vacant
from tests.engine.helpers import guest_id, scenario, staff_id


# ==== Emperor tiles B1–B4 =========================================================================================


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
