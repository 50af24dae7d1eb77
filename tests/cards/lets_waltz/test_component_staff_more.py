"""One scenario per module-5 staff card (#166-#179, You Want More?), from lets-waltz.md §5 and §6 ([J], seed 000
p.22-23). Eight are bell cards: when the condition is met the holder may turn the card face down and take the
reward once; a face-down card acts no more (§5). Costs are the TEST DATA values file's (2 each); base guests
(base-game.md §4) are used where a card needs a guest of a given colour and order size.
"""
from __future__ import annotations

from engine import actions, rules, turns
from engine.state import Ref
from tests.cards.lets_waltz.scenes import (FIXTURE_STAFF_COST, asked, check_in, complete_order, covers, guest_named, in_play,
                                           kitchen, offered, play, use, waltz)


def face_down(game, number: int, seat: int = 0) -> bool:
    return Ref("staff", number) in game.state.players[seat].face_down


# ---- bell cards ------------------------------------------------------------------------------------------------------


@covers("staff", 166)
def test_handmaid_prepares_and_occupies_two_free_rooms_after_three_emperor_steps_in_one_action() -> None:
    """§6 #166: bell, >=3 Emperor steps during one action: may prepare up to 2 rooms free and occupy them."""
    game, script = waltz(bell=["yes"], may=["yes"], how_many=["2"])
    player = game.state.players[0]
    in_play(game, 0, 166)
    game.begin_action()
    rules.advance_emperor(game, 0, 2)
    assert not asked(script, "bell")  # 2 steps: not yet
    rules.advance_emperor(game, 0, 1)  # 3 within the same action
    assert player.rooms == {"1/1": "occupied", "1/2": "occupied"} and player.money == 10 and face_down(game, 166)


@covers("staff", 166)
def test_handmaid_does_not_add_steps_of_two_actions() -> None:
    game, script = waltz(bell=["yes"])
    in_play(game, 0, 166)
    game.begin_action()
    rules.advance_emperor(game, 0, 2)
    game.begin_action()
    rules.advance_emperor(game, 0, 2)
    assert not asked(script, "bell") and not face_down(game, 166)


@covers("staff", 167)
def test_apprentice_gains_three_strudel_and_three_cake_for_a_blue_order_of_three() -> None:
    """§6 #167: bell, completing a blue guest's order of >=3 items: +3 strudel, +3 cake."""
    game, script = waltz(bell=["yes"])
    in_play(game, 0, 167)
    complete_order(game, 0, guest_named("Knight of the Empire"))  # blue, 1 item: not enough
    assert not asked(script, "bell")
    complete_order(game, 0, guest_named("Countess"))  # blue, 3 items
    assert kitchen(game) == {"strudel": 3, "cake": 3} and face_down(game, 167)
    complete_order(game, 0, guest_named("Earl"))  # face down: once only
    assert kitchen(game) == {"strudel": 3, "cake": 3} and len(asked(script, "bell")) == 1


@covers("staff", 167)
def test_a_bell_card_skipped_when_its_condition_is_met_stays_face_up_for_later() -> None:
    """§5: skipping it right after meeting the condition means meeting the condition again later."""
    game, _ = waltz(bell=["no", "yes"])
    in_play(game, 0, 167)
    complete_order(game, 0, guest_named("Countess"))
    assert kitchen(game) == {} and not face_down(game, 167)
    complete_order(game, 0, guest_named("Earl"))
    assert kitchen(game) == {"strudel": 3, "cake": 3} and face_down(game, 167)


@covers("staff", 168)
def test_dishwasher_gains_three_wine_and_three_coffee_for_a_red_order_of_three() -> None:
    """§6 #168: bell, completing a red guest's order of >=3 items: +3 wine, +3 coffee."""
    game, script = waltz(bell=["yes"])
    in_play(game, 0, 168)
    complete_order(game, 0, guest_named("Countess"))  # blue: not this card
    assert not asked(script, "bell")
    complete_order(game, 0, guest_named("Major"))  # red, 3 items
    assert kitchen(game) == {"wine": 3, "coffee": 3} and face_down(game, 168)


@covers("staff", 169)
def test_tapster_gains_six_krones_for_a_yellow_order_of_three() -> None:
    """§6 #169: bell, completing a yellow guest's order of >=3 items: +6 kr."""
    game, script = waltz(bell=["yes"])
    in_play(game, 0, 169)
    complete_order(game, 0, guest_named("Tailor"))  # yellow, 2 items: not enough
    assert not asked(script, "bell")
    complete_order(game, 0, guest_named("Photographer"))  # yellow, 3 items
    assert game.state.players[0].money == 16 and face_down(game, 169)


@covers("staff", 172)
def test_chef_de_rang_advances_five_steps_for_three_drinks_from_one_action() -> None:
    """§6 #172: bell, >=3 drinks (wine and/or coffee) gained from one action: +5 Emperor steps."""
    game, _ = waltz(bell=["yes", "yes"], boost=["no", "no"], split=["2 wine + 0", "2 wine + 1 coffee"])
    player = game.state.players[0]
    in_play(game, 0, 172)
    game.state.spaces = [0, 2, 0, 0, 0, 0]
    actions.take_die(game, 0, 2)  # 2 wine
    assert player.emperor == 0
    game.state.spaces = [0, 3, 0, 0, 0, 0]
    actions.take_die(game, 0, 2)  # 2 wine + 1 coffee
    assert player.emperor == 5 and face_down(game, 172)


@covers("staff", 174)
def test_bartender_takes_a_free_guest_with_its_order_filled_after_three_dishes_from_one_action() -> None:
    """§6 #174: bell, >=3 dishes (strudel and/or cake) in one action: may take 1 queue guest free, its order filled."""
    game, _ = waltz(bell=["yes"], boost=["no"], split=["2 strudel + 1 cake"], may=["yes"], take_guest=["Earl"])
    player = game.state.players[0]
    in_play(game, 0, 174)
    earl = guest_named("Earl")
    game.state.queue = [guest_named("Major"), earl, None, None, None]
    game.state.spaces = [3, 0, 0, 0, 0, 0]
    actions.take_die(game, 0, 1)
    (slot,) = player.cafe
    assert slot.guest == earl and rules.is_complete(game, 0, slot) and player.money == 10  # free, even from position 2
    assert kitchen(game) == {"strudel": 2, "cake": 1} and face_down(game, 174)


@covers("staff", 178)
def test_janitor_plays_two_staff_free_when_a_group_of_three_is_completed() -> None:
    """§6 #178: bell, fully occupying a group of >=3 rooms: may play up to 2 staff from hand free."""
    game, script = waltz(bell=["yes"], how_many=["2"])
    player = game.state.players[0]
    in_play(game, 0, 178)
    player.hand = [120, 129]
    player.rooms = {"1/1": "vacant", "1/2": "occupied", "2/1": "occupied", "2/2": "vacant"}
    game.begin_action()
    rules.occupy_room(game, 0, (1, 1))  # blue group of 1: not enough
    assert not asked(script, "bell")
    rules.occupy_room(game, 0, (2, 2))  # yellow group 1/2, 2/1, 2/2
    assert sorted(player.played) == [120, 129, 178] and player.hand == [] and player.money == 10
    assert kitchen(game) == {"champagne": 3} and face_down(game, 178)


@covers("staff", 179)
def test_entertainer_fills_two_orders_when_a_marker_goes_on_an_objective() -> None:
    """§6 #179: bell, placing a marker on a (common) objective card: may fill the orders of up to 2 guests."""
    game, _ = waltz(bell=["yes"], may=["yes"], how_many=["2"])
    player = game.state.players[0]
    in_play(game, 0, 179)
    earl, major, count = guest_named("Earl"), guest_named("Major"), guest_named("Count")
    from engine.state import CafeGuest

    player.cafe = [CafeGuest(earl), CafeGuest(major), CafeGuest(count)]
    game.state.objectives = {"seven-dancers": []}
    turns.claim_objective(game, 0, "seven-dancers")
    complete = [rules.is_complete(game, 0, slot) for slot in player.cafe]
    assert complete == [True, True, False] and kitchen(game) == {} and face_down(game, 179)


# ---- once per round ------------------------------------------------------------------------------------------------


@covers("staff", 170)
def test_coachwoman_spends_a_coffee_for_three_vp_and_a_free_guest() -> None:
    """§6 #170: once per round, spend exactly 1 coffee: +3 VP, may take 1 queue guest free."""
    game, _ = waltz(may=["yes"], take_guest=["Major"])
    player = game.state.players[0]
    in_play(game, 0, 170)
    assert not offered(game, 0, 170)
    player.kitchen = {"coffee": 1}
    game.state.queue = [guest_named("Earl"), guest_named("Major"), None, None, None]
    use(game, 0, 170)
    assert (player.vp, player.money, kitchen(game)) == (3, 10, {}) and [s.guest for s in player.cafe] == [guest_named("Major")]
    assert not offered(game, 0, 170)


@covers("staff", 171)
def test_bookkeeper_spends_a_cake_to_prepare_a_room_two_krones_cheaper() -> None:
    """§6 #171: once per round, spend exactly 1 cake: may prepare 1 room (any colour) at up to -2 kr."""
    game, script = waltz(may=["yes"], prepare_room=["3/1"])
    player = game.state.players[0]
    in_play(game, 0, 171)
    player.rooms = {"1/1": "vacant", "2/1": "vacant"}
    player.kitchen = {"cake": 1}
    use(game, 0, 171)
    assert player.rooms["3/1"] == "vacant" and player.money == 10 - (2 - 2) and kitchen(game) == {}
    assert "room 1/2 for 0" in asked(script, "prepare-room")[0] and "room 3/1 for 0" in asked(script, "prepare-room")[0]


@covers("staff", 173)
def test_interpreter_spends_two_strudel_for_two_krones_and_two_vp() -> None:
    """§6 #173: once per round, spend exactly 2 strudel: +2 kr, +2 VP."""
    game, _ = waltz()
    player = game.state.players[0]
    in_play(game, 0, 173)
    player.kitchen = {"strudel": 1}
    assert not offered(game, 0, 173)
    player.kitchen = {"strudel": 3}
    use(game, 0, 173)
    assert (player.money, player.vp, kitchen(game)) == (12, 2, {"strudel": 1})


@covers("staff", 175)
def test_wagon_master_swaps_two_dishes_or_drinks_for_two_of_other_kinds_and_two_vp() -> None:
    """§6 #175: once per round, spend exactly 2 dishes/drinks; gain 2 of kinds other than those spent; +2 VP."""
    game, script = waltz(item=["strudel", "cake", "coffee"])
    player = game.state.players[0]
    in_play(game, 0, 175)
    player.kitchen = {"champagne": 2, "strudel": 1}
    assert not offered(game, 0, 175)  # champagne cannot be given
    player.kitchen = {"champagne": 2, "strudel": 1, "wine": 1}
    use(game, 0, 175)
    assert kitchen(game) == {"champagne": 2, "cake": 1, "coffee": 1} and player.vp == 2
    assert all("strudel" not in labels and "wine" not in labels and "champagne" not in labels
               for labels in asked(script, "item")[1:])


@covers("staff", 176)
def test_dog_walker_spends_two_wine_for_two_vp_and_two_emperor_steps() -> None:
    """§6 #176: once per round, spend exactly 2 wine: +2 VP, +2 Emperor steps."""
    game, _ = waltz()
    player = game.state.players[0]
    in_play(game, 0, 176)
    player.kitchen = {"wine": 3}
    use(game, 0, 176)
    assert (player.vp, player.emperor, kitchen(game)) == (2, 2, {"wine": 1})


@covers("staff", 177)
def test_hairdresser_retreats_two_steps_to_play_a_staff_card_three_cheaper() -> None:
    """§6 #177: once per round, retreat exactly 2 Emperor steps: play 1 staff from hand at up to -3."""
    game, _ = waltz()
    player = game.state.players[0]
    in_play(game, 0, 177)
    player.hand = [120]
    player.emperor = 1
    assert not offered(game, 0, 177)  # cannot retreat 2
    player.emperor = 3
    use(game, 0, 177)
    assert player.emperor == 1 and player.played == [177, 120] and player.money == 10 - max(0, FIXTURE_STAFF_COST - 3)
    assert kitchen(game) == {"champagne": 3}


@covers("staff", 179)
def test_entertainer_does_not_ring_for_a_personal_objective() -> None:
    """§6 #179, §3.3 Ninas Melange: personal objectives do not trigger the Entertainer."""
    game, script = waltz(bell=["yes"])
    in_play(game, 0, 179)
    game.state.players[0].personal = ["seven-dancers"]
    turns.complete_personal(game, 0, "seven-dancers")
    assert not asked(script, "bell") and not face_down(game, 179)
