"""One scenario per promo (#117-118, #183-192), from lets-waltz.md §6-7 ([J], seed 000 p.23-26), played with the
promos in (assumption promos-included answered `included`, which is not the default) and the TEST DATA values file
(each promo guest blue, wanting 1 strudel and 1 wine, 2 VP; the Manager's Son costs 2): see scenes.py.
"""
from __future__ import annotations

from engine import ballrooms, rules, scoring, turns
from engine.state import CafeGuest
from tests.cards.lets_waltz.scenes import (FIXTURE_GUEST_VP, FIXTURE_ROW_COST, FIXTURE_STAFF_COST, check_in, covers, dancers,
                                           guest_named, in_play, kitchen, seat_guest, to_ballroom, use, waltz)

S4 = ["section 4"]


def _rooms_offered(game, slot, seat: int = 0) -> list:
    return rules.rooms_for_guest(game, seat, slot)


@covers("guest", 117)
def test_mag_ferdinand_may_advance_three_steps() -> None:
    game, _ = waltz(may=["yes"])
    check_in(game, 0, 117, "3/1")
    assert game.state.players[0].emperor == 3 and game.state.players[0].vp == FIXTURE_GUEST_VP


@covers("guest", 118)
def test_mr_moras_may_take_a_guest_free() -> None:
    game, _ = waltz(may=["yes"], take_guest=["Major"])
    game.state.queue = [guest_named("Earl"), guest_named("Major"), None, None, None]
    check_in(game, 0, 118, "3/1")
    player = game.state.players[0]
    assert [s.guest for s in player.cafe] == [guest_named("Major")] and player.money == 10


@covers("staff", 183)
def test_managers_son_pays_a_krone_for_each_action_that_spends_champagne_once_an_action() -> None:
    """§6 #183: each action in which you spend >=1 champagne: +1 kr."""
    game, _ = waltz(section=S4 * 2)
    player = game.state.players[0]
    in_play(game, 0, 183)
    in_play(game, 0, 122)  # Symphonist: spend 1 champagne for 5 VP
    player.kitchen = {"champagne": 6}
    use(game, 0, 122)
    assert player.money == 11 and player.vp == 5
    game.begin_action()  # one action sending two dancers (two champagne payments): one krone
    ballrooms.send(game, 0, ("odeonsaal", "bottom", FIXTURE_ROW_COST))
    ballrooms.send(game, 0, ("odeonsaal", "bottom", FIXTURE_ROW_COST))
    assert player.money == 12 and kitchen(game) == {"champagne": 1}


@covers("guest", 184)
def test_e_doolittle_goes_only_to_a_ballroom_and_takes_a_second_dancer_onto_her_own_space() -> None:
    """§7 #184: never a room; may send 1 extra dancer onto her space (its cost paid once, its bonus once), then +1 VP per
    dancer of yours in ballrooms (both included)."""
    game, script = waltz(may=["yes"], section=S4 * 2)
    player = game.state.players[0]
    game.state.dancers["odeonsaal"]["bottom"] = [0]
    player.kitchen = {"champagne": FIXTURE_ROW_COST}
    assert _rooms_offered(game, seat_guest(game, 0, 184)) == [] or player.rooms == {}
    player.cafe, player.rooms = [], {"3/1": "vacant"}
    assert _rooms_offered(game, seat_guest(game, 0, 184)) == []  # a vacant blue room, and still no check-in
    player.cafe = []
    to_ballroom(game, 0, 184, "apollosaal", "top")
    assert game.state.dancers["apollosaal"]["top"] == [0, 0] and ballrooms.taken(game, "apollosaal", "top") == 1
    assert kitchen(game) == {} and player.money == 13  # one payment of 2 champagne, one top-row bonus of +3 kr
    assert player.vp == FIXTURE_GUEST_VP + 3  # 3 dancers in the ballrooms
    assert "send-dancer" not in [k for k, _ in script.seen]  # the second dancer had no choice of space


@covers("guest", 184)
def test_e_doolittles_shared_space_leaves_the_rows_other_spaces_open() -> None:
    game, _ = waltz(may=["yes"], section=S4 * 2)
    game.state.players[0].kitchen = {"champagne": 2 * FIXTURE_ROW_COST}
    to_ballroom(game, 0, 184, "apollosaal", "top")  # with 3 players the row has 2 spaces: 1 is still free
    assert any(d[:2] == ("apollosaal", "top") for _, d in ballrooms.destinations(game, 0))


@covers("guest", 185)
def test_m_antoinette_goes_to_a_room_sends_a_dancer_cheaper_per_opponent_gifts_the_others_and_scores_by_round() -> None:
    """§7 #185: must go to a room; may send 1 dancer at -1 champagne per other player; each other player gains a dish
    or drink (no champagne); rooming her in rounds 1-3 / 4-5 / 6-7: +8 / +5 / +2 VP."""
    for round_number, bonus in ((3, 8), (4, 5), (6, 2)):
        game, script = waltz(may=["yes"], section=S4, item=["cake", "coffee"])
        game.state.round = round_number
        player = game.state.players[0]
        slot = seat_guest(game, 0, 185)
        player.kitchen = {"champagne": 5}
        assert ballrooms.guest_destinations(game, 0, slot) == []
        player.cafe.remove(slot)
        player.kitchen = {}
        check_in(game, 0, 185, "3/1")
        assert dancers(game, 0) == [("apollosaal", "top")] and kitchen(game) == {}  # 2 - 2 opponents: free
        assert player.vp == FIXTURE_GUEST_VP + bonus and player.money == 13
        assert [kitchen(game, seat) for seat in (1, 2)] == [{"cake": 1}, {"coffee": 1}]
        assert all("champagne" not in labels for k, labels in script.seen if k == "item")


@covers("guest", 186)
def test_lord_mayor_of_london_scores_the_current_ballroom_now_for_everyone() -> None:
    """§7 #186: the ballroom to be scored next is scored now, all players included (Apollosaal in rounds 1-3:
    dancers x highest row, none: -5); it still scores later as usual."""
    game, _ = waltz()
    game.state.round = 2
    game.state.dancers["apollosaal"]["bottom"] = [0, 0]
    game.state.dancers["apollosaal"]["top"] = [2]
    check_in(game, 0, 186, "3/1")
    assert [p.vp for p in game.state.players] == [FIXTURE_GUEST_VP + 2 * 1, -5, 1 * 3]


@covers("guest", 187)
def test_j_gatsby_and_d_buchanan_go_to_a_room_may_occupy_another_and_advance_four() -> None:
    game, _ = waltz(may=["yes"], occupy_room=["1/3"])
    player = game.state.players[0]
    slot = seat_guest(game, 0, 187)
    player.kitchen = {"champagne": 5}
    assert ballrooms.guest_destinations(game, 0, slot) == []
    player.cafe.remove(slot)
    player.rooms = {"1/3": "vacant"}
    check_in(game, 0, 187, "3/1")
    assert player.rooms == {"1/3": "occupied", "3/1": "occupied"} and player.emperor == 4


@covers("guest", 188)
def test_ms_hildegard_goes_to_a_room_only_with_no_reward() -> None:
    game, _ = waltz()
    player = game.state.players[0]
    slot = seat_guest(game, 0, 188)
    player.kitchen = {"champagne": 5}
    assert ballrooms.guest_destinations(game, 0, slot) == []
    player.cafe.remove(slot)
    player.kitchen = {}
    check_in(game, 0, 188, "3/1")
    assert (player.vp, player.money, kitchen(game), player.emperor) == (FIXTURE_GUEST_VP, 10, {}, 0)


@covers("guest", 189)
def test_dr_hagedorn_waits_for_two_side_by_side_vacant_rooms_of_any_colours() -> None:
    """§7 #189: never a ballroom; occupies 2 horizontally adjacent vacant rooms (any colours), waiting until he has them."""
    game, _ = waltz()
    player = game.state.players[0]
    slot = seat_guest(game, 0, 189)
    player.rooms = {"1/1": "vacant", "1/3": "vacant", "2/1": "vacant"}  # no two side by side (2/1 is above 1/1)
    player.kitchen = {"champagne": 5}
    assert _rooms_offered(game, slot) == [] and ballrooms.guest_destinations(game, 0, slot) == []
    player.rooms["1/2"] = "vacant"  # yellow, between the blue 1/1 and the red 1/3
    assert _rooms_offered(game, slot) == [(1, 1), (1, 2)]
    rules.check_in(game, 0, slot, (1, 2))
    assert player.rooms == {"1/1": "vacant", "1/2": "occupied", "1/3": "occupied", "2/1": "vacant"}
    assert player.vp == FIXTURE_GUEST_VP and player.cafe == []


@covers("guest", 190)
def test_mr_schulze_never_leaves_the_cafe_and_spends_an_item_to_play_staff_at_full_cost() -> None:
    """§7 #190: no room, no ballroom; once per round spend 1 item (champagne too): may play 1 staff at full cost,
    +1 VP, +1 Emperor step; no -5 VP for him at the end."""
    game, _ = waltz(may=["yes"], play_staff=["Violinist"])
    player = game.state.players[0]
    player.cafe, player.rooms, player.kitchen, player.hand = [CafeGuest(190)], {"3/1": "vacant"}, {"champagne": 1}, [120]
    assert not [label for label, _ in turns.check_in_options(game, 0)]
    (ability,) = [a for label, a in turns.ability_options(game, 0) if label == "use Mr. Schulze"]
    ability()
    assert (player.played, player.money, player.vp, player.emperor) == ([120], 10 - FIXTURE_STAFF_COST, 1, 1)
    assert kitchen(game) == {"champagne": 3} and not [a for label, a in turns.ability_options(game, 0) if label == "use Mr. Schulze"]
    assert scoring._cafe_vp(game, 190) == 0 and scoring._cafe_vp(game, guest_named("Earl")) < 0


@covers("guest", 191)
def test_j_kesselhut_fills_the_wine_the_other_cafe_guests_still_need() -> None:
    game, _ = waltz()
    player = game.state.players[0]
    count, earl = CafeGuest(guest_named("Count")), CafeGuest(guest_named("Earl"))  # Count wants 1 wine, Earl none
    player.cafe = [count, earl]
    check_in(game, 0, 191, "3/1")
    assert count.served == {"wine": 1} and earl.served == {} and kitchen(game) == {}


@covers("guest", 192)
def test_mrs_kunkel_checks_in_only_on_floor_1_and_otherwise_stays_with_the_usual_penalty() -> None:
    game, _ = waltz()
    player = game.state.players[0]
    slot = seat_guest(game, 0, 192)
    player.rooms, player.kitchen = {"3/1": "vacant", "1/2": "vacant"}, {"champagne": 5}  # blue on floor 3, yellow on floor 1
    assert _rooms_offered(game, slot) == [] and ballrooms.guest_destinations(game, 0, slot) == []
    assert scoring._cafe_vp(game, 192) == scoring._cafe_vp(game, guest_named("Earl"))
    player.rooms["1/1"] = "vacant"
    assert _rooms_offered(game, slot) == [(1, 1)]
