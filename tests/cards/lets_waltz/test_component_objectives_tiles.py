"""One scenario per expansion objective (lets-waltz.md §8, [J], seed 000 p.26) and Emperor tile (§9, [J], seed 000
p.27). Objectives: a requirement just missed is not claimable, met it is, and the claims pay 15 / 10 / 5 VP. Emperor
tiles: the reward at position >= 3 after the retreat, the penalty at 0, and the penalty's fallback (do the non-VP
part only if it can be done fully, else the VP loss, as in the 2022 base game [003]). The objectives' card numbers are
unknown (§13 #21), so they are named by their requirement.
"""
from __future__ import annotations

import pytest

from engine import flow, turns
from engine.state import Ref
from tests.cards.lets_waltz.scenes import covers, guest_named, kitchen, waltz


def _claimable(game, ident: str, seat: int = 0) -> bool:
    game.state.objectives.setdefault(ident, [])
    return any(a.ref == Ref("objective", ident) for _, a in turns.claim_options(game, seat))


def _claims_pay_15_10_5(game, ident: str) -> None:
    game.state.objectives[ident] = []
    for seat in range(3):
        turns.claim_objective(game, seat, ident)
    assert [p.vp for p in game.state.players] == [15, 10, 5]


@covers("objective", "seven-champagne")
def test_seven_champagne_in_the_kitchen() -> None:
    game, _ = waltz()
    game.state.players[0].kitchen = {"champagne": 6, "wine": 3}
    assert not _claimable(game, "seven-champagne")
    game.state.players[0].kitchen["champagne"] = 7
    assert _claimable(game, "seven-champagne")
    _claims_pay_15_10_5(game, "seven-champagne")


@covers("objective", "seven-dancers")
def test_seven_dancers_across_all_ballrooms_the_balcony_included() -> None:
    game, _ = waltz()
    dancers = game.state.dancers
    dancers["apollosaal"]["bottom"] = [0, 0]
    dancers["apollosaal"]["middle"] = [1, 0]
    dancers["odeonsaal"]["middle"] = [0, 0]
    dancers["zur-kettenbruecke"]["top"] = [0, 1]
    assert not _claimable(game, "seven-dancers")  # 6
    dancers["zur-kettenbruecke"]["top"] += [0]  # with 3 players the row has 2 spaces: this one is on the balcony
    assert _claimable(game, "seven-dancers") and not _claimable(game, "seven-dancers", seat=1)


@covers("objective", "four-green-guests")
def test_four_green_guests_completed_so_far() -> None:
    game, _ = waltz()
    player = game.state.players[0]
    player.completed = [guest_named(n) for n in ("Tezcatlipoca", "Mr. Horsa", "M. Polo", "Earl", "Major", "Tailor")]
    assert not _claimable(game, "four-green-guests")  # 3 green
    player.completed.append(guest_named("Durgoing"))
    assert _claimable(game, "four-green-guests")


@covers("objective", "three-of-each-dish-and-drink")
def test_three_of_each_dish_and_drink_in_the_kitchen() -> None:
    game, _ = waltz()
    game.state.players[0].kitchen = {"strudel": 3, "cake": 3, "wine": 3, "coffee": 2, "champagne": 9}
    assert not _claimable(game, "three-of-each-dish-and-drink")
    game.state.players[0].kitchen["coffee"] = 3
    assert _claimable(game, "three-of-each-dish-and-drink")


@covers("objective", "three-top-floor-rooms")
def test_three_occupied_rooms_on_the_top_floor() -> None:
    game, _ = waltz()
    rooms = game.state.players[0].rooms
    rooms.update({"4/1": "occupied", "4/2": "occupied", "4/3": "vacant", "3/3": "occupied"})
    assert not _claimable(game, "three-top-floor-rooms")
    rooms["4/3"] = "occupied"
    assert _claimable(game, "three-top-floor-rooms")


@covers("objective", "five-large-orders")
def test_five_completed_orders_of_three_or_more_items() -> None:
    game, _ = waltz()
    player = game.state.players[0]
    player.completed = [guest_named(n) for n in ("Earl", "Major", "Countess", "Photographer", "Tailor", "Sovereign")]
    assert not _claimable(game, "five-large-orders")  # 4 of 3+ items (Tailor and Sovereign want 2)
    player.completed.append(guest_named("Duke"))
    assert _claimable(game, "five-large-orders")


# ---- Emperor tiles ----------------------------------------------------------------------------------------------------


def _visit(game, tile: str, outcome: str) -> int:
    """Put `tile` on its round, land seat 0 on 3 (reward) or 0 (penalty) after the retreat and every other seat on
    1 (neither), and run that Emperor scoring; returns the track VP seat 0 scored on the way."""
    track, index = game.catalog.track, "ABC".index(game.catalog.emperor_tiles[tile].group)
    tiles = ["A1", "B1", "C1"]
    tiles[index] = tile
    game.state.emperor_tiles = tiles
    start = track.retreat[index] + (track.reward_from if outcome == "reward" else track.penalty_at)
    game.state.players[0].emperor = start
    for other in game.state.players[1:]:
        other.emperor = track.retreat[index] + 1
    flow.emperor_scoring(game, index)
    return track.vp[start]


@covers("emperor-tile", "ballrooms-a")
def test_ballrooms_a_two_champagne_or_return_two_else_five_vp() -> None:
    game, _ = waltz()
    track = _visit(game, "ballrooms-a", "reward")
    assert kitchen(game) == {"champagne": 2} and game.state.players[0].vp == track
    game, _ = waltz()
    game.state.players[0].kitchen = {"champagne": 3}
    track = _visit(game, "ballrooms-a", "penalty")
    assert kitchen(game) == {"champagne": 1} and game.state.players[0].vp == track
    game, _ = waltz()
    game.state.players[0].kitchen = {"champagne": 1}
    track = _visit(game, "ballrooms-a", "penalty")
    assert kitchen(game) == {"champagne": 1} and game.state.players[0].vp == track - 5


@covers("emperor-tile", "ballrooms-b")
def test_ballrooms_b_a_free_dancer_or_one_dancer_out_of_the_middle_ballroom_else_seven_vp() -> None:
    game, _ = waltz(may=["yes"], send_dancer=["Apollosaal, top"], section=["section 4"])
    track = _visit(game, "ballrooms-b", "reward")
    player = game.state.players[0]
    assert game.state.dancers["apollosaal"]["top"] == [0] and kitchen(game) == {} and player.money == 13  # +3 kr row bonus
    assert player.vp == track
    game, _ = waltz()
    game.state.dancers["odeonsaal"]["bottom"] = [0, 1, 0]
    game.state.dancers["apollosaal"]["bottom"] = [0]
    track = _visit(game, "ballrooms-b", "penalty")
    assert game.state.dancers["odeonsaal"]["bottom"] == [1, 0] and game.state.dancers["apollosaal"]["bottom"] == [0]
    assert game.state.players[0].vp == track
    game, _ = waltz()
    game.state.dancers["apollosaal"]["bottom"] = [0]  # none in the middle ballroom
    track = _visit(game, "ballrooms-b", "penalty")
    assert game.state.players[0].vp == track - 7 and game.state.dancers["apollosaal"]["bottom"] == [0]


@covers("emperor-tile", "ballrooms-c")
def test_ballrooms_c_two_vp_a_dancer_or_two_dancers_out_of_the_rightmost_ballroom_else_ten_vp() -> None:
    game, _ = waltz()
    game.state.dancers["apollosaal"]["bottom"] = [0, 1]
    game.state.dancers["zur-kettenbruecke"]["top"] = [0, 0, 0]
    track = _visit(game, "ballrooms-c", "reward")
    assert game.state.players[0].vp == track + 2 * 4
    game, _ = waltz()
    game.state.dancers["zur-kettenbruecke"]["middle"] = [0, 0, 1]
    track = _visit(game, "ballrooms-c", "penalty")
    assert game.state.dancers["zur-kettenbruecke"]["middle"] == [1] and game.state.players[0].vp == track
    game, _ = waltz()
    game.state.dancers["zur-kettenbruecke"]["middle"] = [0, 1]  # only 1 there: the whole penalty cannot be done
    track = _visit(game, "ballrooms-c", "penalty")
    assert game.state.dancers["zur-kettenbruecke"]["middle"] == [0, 1] and game.state.players[0].vp == track - 10


@covers("emperor-tile", "more-a")
def test_more_a_two_krones_and_a_dish_or_drink_or_pay_two_and_return_one_else_five_vp() -> None:
    game, script = waltz(item=["cake"])
    track = _visit(game, "more-a", "reward")
    player = game.state.players[0]
    assert (player.money, kitchen(game), player.vp) == (12, {"cake": 1}, track)
    assert all("champagne" not in labels for k, labels in script.seen if k == "item")
    game, _ = waltz()
    game.state.players[0].kitchen = {"wine": 1, "champagne": 2}
    track = _visit(game, "more-a", "penalty")
    player = game.state.players[0]
    assert (player.money, kitchen(game), player.vp) == (8, {"champagne": 2}, track)
    for money, items in ((1, {"wine": 1}), (10, {"champagne": 2})):  # too few krones; champagne is no dish or drink
        game, _ = waltz()
        player = game.state.players[0]
        player.money, player.kitchen = money, dict(items)
        track = _visit(game, "more-a", "penalty")
        assert (player.money, kitchen(game), player.vp) == (money, items, track - 5)


@covers("emperor-tile", "more-b")
def test_more_b_three_staff_and_four_vp_or_three_staff_back_under_the_deck_else_seven_vp() -> None:
    game, _ = waltz()
    state, player = game.state, game.state.players[0]
    state.staff_deck = [120, 121, 122, 123]
    track = _visit(game, "more-b", "reward")
    assert sorted(player.hand) == [121, 122, 123] and state.staff_deck == [120] and player.vp == track + 4
    game, _ = waltz()
    state, player = game.state, game.state.players[0]
    state.staff_deck, player.hand = [120], [127, 128, 129, 130]
    track = _visit(game, "more-b", "penalty")
    assert len(player.hand) == 1 and sorted(state.staff_deck[:3]) == sorted(set([127, 128, 129, 130]) - set(player.hand))
    assert state.staff_deck[3:] == [120] and player.vp == track
    game, _ = waltz()
    game.state.players[0].hand = [127, 128]
    track = _visit(game, "more-b", "penalty")
    assert game.state.players[0].hand == [127, 128] and game.state.players[0].vp == track - 7


@covers("emperor-tile", "more-c")
def test_more_c_five_vp_per_objective_marker_or_lose_all_krones_and_kitchen_items() -> None:
    game, _ = waltz()
    game.state.objectives = {"105": [1, 0], "106": [0], "107": [2]}
    track = _visit(game, "more-c", "reward")
    assert game.state.players[0].vp == track + 5 * 2
    game, _ = waltz()
    game.state.players[0].kitchen = {"champagne": 2, "wine": 1}
    track = _visit(game, "more-c", "penalty")
    player = game.state.players[0]
    assert (player.money, kitchen(game), player.vp) == (0, {}, track)
