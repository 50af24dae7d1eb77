"""One scenario per module-1 guest (#134-#162), from lets-waltz.md §7 ([J], seed 000 p.23-25) and §1.4 (a completed
guest goes to a room or, instead, to a ballroom; its VP and reward either way; an extra dancer from a reward is sent
either way).

Guests' colours, orders and most VP are unknown in every source: the TEST DATA values file makes each one blue with
an order of 1 strudel and 1 wine and 2 VP, except the VP the sources print (#140 and #146: 15, #153: 14, #147: 9,
#155: -1, #158: -2). Check-ins use the blue room 3/1, whose group (3/1, 4/1) stays incomplete, so no group bonus
is paid. A guest sent to a ballroom goes to Apollosaal's bottom row (2 champagne, no row bonus); dancers leave
section 4 of the rehearsal room, so no section bonus is paid either.
"""
from __future__ import annotations

import pytest

from engine import ballrooms, rules
from tests.cards.lets_waltz.scenes import (FIXTURE_GUEST_VP, FIXTURE_ROW_COST, FIXTURE_STAFF_COST, asked, check_in, covers,
                                           dancers, guest_named, kitchen, seat_guest, to_ballroom, waltz)

ROOM = "3/1"
S4 = ["section 4"]

# number, VP, what the reward adds: krones, kitchen (lets-waltz.md §7)
FIXED = [
    (134, FIXTURE_GUEST_VP, 0, {"champagne": 1}),   # Debutante
    (136, FIXTURE_GUEST_VP, 0, {"champagne": 1}),   # Governess
    (139, FIXTURE_GUEST_VP, 0, {"champagne": 2}),   # Diva
    (140, 15, 0, {}),                               # Waltz Queen: no reward, 15 VP [000 p.23]
    (141, FIXTURE_GUEST_VP, 0, {"champagne": 1}),   # Khan
    (144, FIXTURE_GUEST_VP, 0, {"champagne": 1}),   # Maharani
    (145, FIXTURE_GUEST_VP, 0, {"champagne": 2}),   # Marquis
    (146, 15, 0, {}),                               # Contessa: no reward, 15 VP
    (149, FIXTURE_GUEST_VP, 5, {}),                 # Abbess: +5 kr
    (150, FIXTURE_GUEST_VP, 2, {"champagne": 1}),   # Consigliere: +1 champagne, +2 kr
    (152, FIXTURE_GUEST_VP, 0, {"champagne": 1}),   # Impresario
    (153, 14, 0, {}),                               # Cardinal: no reward, 14 VP
    (156, FIXTURE_GUEST_VP, 0, {"champagne": 2}),   # Kapellmeister Palfy
]


@pytest.mark.parametrize("where", ("room", "ballroom"))
@pytest.mark.parametrize("number, vp, krones, items", FIXED, ids=[str(row[0]) for row in FIXED])
def test_a_guest_with_a_fixed_reward_pays_it_from_a_room_or_a_ballroom(number, vp, krones, items, where) -> None:
    game, _ = waltz(section=S4)
    player = game.state.players[0]
    if where == "room":
        check_in(game, 0, number, ROOM)
        assert player.rooms == {ROOM: "occupied"}
    else:
        player.kitchen = {"champagne": FIXTURE_ROW_COST}
        to_ballroom(game, 0, number)
        assert dancers(game, 0) == [("apollosaal", "bottom")] and player.rooms == {}
    assert (player.vp, player.money, kitchen(game)) == (vp, 10 + krones, items)
    assert player.cafe == [] and game.state.guest_discard == [number]


for _number, *_ in FIXED:  # the coverage marks of the table above
    test_a_guest_with_a_fixed_reward_pays_it_from_a_room_or_a_ballroom = covers("guest", _number)(
        test_a_guest_with_a_fixed_reward_pays_it_from_a_room_or_a_ballroom)


@covers("guest", 135)
def test_lady_companion_may_advance_one_step_and_play_a_staff_card_free() -> None:
    game, _ = waltz(may=["yes", "yes"], play_staff=["Violinist"])
    player = game.state.players[0]
    player.hand = [120]
    check_in(game, 0, 135, ROOM)
    assert (player.emperor, player.played, player.money, kitchen(game)) == (1, [120], 10, {"champagne": 3})


@covers("guest", 137)
def test_prima_ballerina_gains_two_krones_and_sends_up_to_two_dancers_at_the_usual_cost() -> None:
    game, script = waltz(may=["yes"], how_many=["2"], send_dancer=["Odeonsaal, bottom", "Odeonsaal, bottom"], section=S4 * 2)
    player = game.state.players[0]
    player.kitchen = {"champagne": 2 * FIXTURE_ROW_COST}
    check_in(game, 0, 137, ROOM)
    assert dancers(game, 0) == [("odeonsaal", "bottom")] * 2 and kitchen(game) == {} and player.money == 12
    assert all(f"for {FIXTURE_ROW_COST} champagne" in labels[0] for labels in asked(script, "send-dancer"))


@covers("guest", 138)
def test_mannequin_gains_a_champagne_and_may_play_a_staff_card_three_cheaper() -> None:
    game, _ = waltz(may=["yes"], play_staff=["Violinist"])
    player = game.state.players[0]
    player.hand = [120]
    check_in(game, 0, 138, ROOM)
    assert (player.played, player.money, kitchen(game)) == ([120], 10 - max(0, FIXTURE_STAFF_COST - 3), {"champagne": 4})


@covers("guest", 142)
def test_tenno_gains_a_champagne_and_may_prepare_a_room_one_krone_cheaper() -> None:
    game, script = waltz(may=["yes"], prepare_room=["3/2"])
    player = game.state.players[0]
    check_in(game, 0, 142, ROOM)
    assert player.rooms == {ROOM: "occupied", "3/2": "vacant"} and player.money == 10 - (2 - 1)
    assert kitchen(game) == {"champagne": 1}
    assert set(asked(script, "prepare-room")[0]) >= {"room 2/1 for 0", "room 4/1 for 2", "room 3/2 for 1"}


@covers("guest", 143)
def test_laird_gains_two_dishes_or_drinks_of_choice_never_champagne() -> None:
    game, script = waltz(item=["cake", "coffee"])
    check_in(game, 0, 143, ROOM)
    assert kitchen(game) == {"cake": 1, "coffee": 1}
    assert all("champagne" not in labels for labels in asked(script, "item"))


@covers("guest", 147)
def test_tsarina_sends_an_extra_dancer_one_champagne_cheaper_and_scores_nine() -> None:
    """[000 p.7]: the Tsarina is worth 9 VP; her reward sends 1 more dancer at -1 champagne."""
    game, script = waltz(may=["yes"], send_dancer=["Apollosaal, top"], section=S4 * 2)
    player = game.state.players[0]
    player.kitchen = {"champagne": FIXTURE_ROW_COST + 1}
    to_ballroom(game, 0, 147)  # the guest itself: 2 champagne; the extra dancer: 1, and the top row's +3 kr
    assert sorted(dancers(game, 0)) == [("apollosaal", "bottom"), ("apollosaal", "top")]
    assert (player.vp, player.money, kitchen(game)) == (9, 13, {})
    assert all(f"for {FIXTURE_ROW_COST - 1} champagne" in label for label in asked(script, "send-dancer")[0])


@covers("guest", 148)
def test_ambassador_sends_an_extra_dancer_at_the_usual_cost_from_a_room_too() -> None:
    game, _ = waltz(may=["yes"], send_dancer=["Zur Kettenbrücke, middle"], section=S4)
    player = game.state.players[0]
    player.kitchen = {"champagne": FIXTURE_ROW_COST}
    check_in(game, 0, 148, ROOM)
    assert dancers(game, 0) == [("zur-kettenbruecke", "middle")] and kitchen(game) == {}
    assert player.vp == FIXTURE_GUEST_VP + 2  # Zur Kettenbrücke's middle row: +2 VP


@covers("guest", 151)
def test_admiral_winterbottom_may_advance_two_steps_and_send_an_extra_dancer() -> None:
    game, _ = waltz(may=["yes", "yes"], send_dancer=["Odeonsaal, bottom"], section=S4)
    player = game.state.players[0]
    player.kitchen = {"champagne": FIXTURE_ROW_COST}
    check_in(game, 0, 151, ROOM)
    assert player.emperor == 2 and dancers(game, 0) == [("odeonsaal", "bottom")] and kitchen(game) == {}


@covers("guest", 154)
def test_mayor_gains_two_champagne_which_may_pay_for_his_extra_dancer() -> None:
    game, _ = waltz(may=["yes"], send_dancer=["Odeonsaal, bottom"], section=S4)
    check_in(game, 0, 154, ROOM)
    assert dancers(game, 0) == [("odeonsaal", "bottom")] and kitchen(game).get("champagne", 0) == 2 - FIXTURE_ROW_COST


@covers("guest", 155)
def test_the_beast_gains_a_champagne_may_prepare_a_room_at_its_cost_and_scores_minus_one() -> None:
    game, _ = waltz(may=["yes"], prepare_room=["4/1"])
    player = game.state.players[0]
    check_in(game, 0, 155, ROOM)
    assert (player.vp, player.money, kitchen(game)) == (-1, 10 - 3, {"champagne": 1}) and player.rooms["4/1"] == "vacant"


@covers("guest", 157)
def test_c_inderella_sends_an_extra_dancer_and_may_occupy_a_vacant_room_of_any_colour() -> None:
    game, _ = waltz(may=["yes", "yes"], send_dancer=["Odeonsaal, bottom"], section=S4, occupy_room=["3/2"])
    player = game.state.players[0]
    player.kitchen = {"champagne": FIXTURE_ROW_COST}
    player.rooms = {"3/2": "vacant"}  # red: a blue guest could not check in there
    check_in(game, 0, 157, ROOM)
    assert player.rooms == {"3/2": "occupied", ROOM: "occupied"} and dancers(game, 0) == [("odeonsaal", "bottom")]


@covers("guest", 158)
def test_phantom_gains_a_champagne_may_take_a_guest_free_and_scores_minus_two() -> None:
    game, _ = waltz(may=["yes"], take_guest=["Major"])
    player = game.state.players[0]
    game.state.queue = [guest_named("Earl"), guest_named("Major"), None, None, None]
    check_in(game, 0, 158, ROOM)
    assert (player.vp, player.money, kitchen(game)) == (-2, 10, {"champagne": 1})
    assert [s.guest for s in player.cafe] == [guest_named("Major")]


@covers("guest", 159)
def test_the_beauty_sends_a_dancer_then_reveals_three_staff_plays_one_three_cheaper_and_returns_the_rest() -> None:
    game, _ = waltz(may=["yes", "yes"], send_dancer=["Odeonsaal, bottom"], section=S4, play_staff=["Violinist"])
    player, state = game.state.players[0], game.state
    player.kitchen = {"champagne": FIXTURE_ROW_COST}
    state.staff_deck = [129, 131, 120, 122]  # the top card is the last: 122, 120, 131 are revealed
    check_in(game, 0, 159, ROOM)
    assert dancers(game, 0) == [("odeonsaal", "bottom")] and player.played == [120] and player.hand == []
    assert player.money == 10 - max(0, FIXTURE_STAFF_COST - 3) and kitchen(game) == {"champagne": 3}
    assert sorted(state.staff_deck[:2]) == [122, 131] and state.staff_deck[2:] == [129]  # the other two under the deck


@covers("guest", 160)
def test_medium_gains_two_dishes_or_drinks_and_a_champagne() -> None:
    game, _ = waltz(item=["strudel", "strudel"])
    check_in(game, 0, 160, ROOM)
    assert kitchen(game) == {"strudel": 2, "champagne": 1}


@covers("guest", 161)
def test_partyer_sends_an_extra_dancer_up_to_two_champagne_cheaper() -> None:
    game, script = waltz(may=["yes"], send_dancer=["Apollosaal, middle"], section=S4)
    player = game.state.players[0]
    check_in(game, 0, 161, ROOM)
    assert dancers(game, 0) == [("apollosaal", "middle")] and player.money == 12  # free; the middle row's +2 kr
    assert all("for 0 champagne" in label for label in asked(script, "send-dancer")[0])


@covers("guest", 162)
def test_pope_never_goes_to_a_ballroom_and_may_occupy_an_extra_vacant_room() -> None:
    game, _ = waltz(may=["yes"], occupy_room=["1/3"])
    player = game.state.players[0]
    player.kitchen = {"champagne": 9}
    slot = seat_guest(game, 0, 162)
    assert ballrooms.guest_destinations(game, 0, slot) == []
    player.cafe.remove(slot)
    player.rooms = {"1/3": "vacant"}
    check_in(game, 0, 162, ROOM)
    assert player.rooms == {"1/3": "occupied", ROOM: "occupied"} and player.vp == FIXTURE_GUEST_VP
