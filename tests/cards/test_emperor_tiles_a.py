"""Scenario tests for the base Emperor tiles of group A (A1–A4, scored after round 3).

Every expected number comes from shared/data/base-game.md (2022 rules, seed 003 unless noted), never from
the engine or the card files; components are reached by their ids so that a missing card file fails here.
"""
from __future__ import annotations

from engine.effects import run_effect
from engine.state import Ref, CafeGuest
from tests.cards.support import emperor_round, occupied, vacant
from tests.engine.helpers import catalog, guest_id, scenario, staff_id


# ==== Emperor tiles A1–A4 =========================================================================================


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
    run_effect(game, 0, catalog().emperor_tiles["A2"].reward, Ref("emperor-tile", "A2"))
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
        run_effect(game, 0, catalog().emperor_tiles["A3"].reward, Ref("emperor-tile", "A3"))
        bottoms.append(deck[:2])
    assert bottoms[0] == bottoms[1][::-1] and set(bottoms[0]) == {staff_id("Groom"), staff_id("Butler")}


def test_a3_reward_declined_puts_all_three_under_the_deck() -> None:
    """base-game.md §6 A3 reward: the play is optional; all 3 return to the bottom if none is played; seed 003."""
    game, _ = scenario(may=["no"])
    deck = game.state.staff_deck
    top = deck[-3:]
    size = len(deck)
    run_effect(game, 0, catalog().emperor_tiles["A3"].reward, Ref("emperor-tile", "A3"))
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
