"""The probes of issue 11: cards a designer writes in `module custom`, each accepted by `gah check`, must do
in play exactly what they say. One test per probe; each fails on the engine before the contract."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import actions, flow, rules
from engine.errors import TriggerLoop
from engine.runtime import Ctx
from engine.state import CafeGuest, Ref
from engine.turns import check_in_options, guest_steps
from tests.engine.custom import catalog_with, e230, game_with, staff


# ---- events the rules give meaning to ----------------------------------------------------------------------------


def test_first_room_of_a_group_fires_first_in_group() -> None:
    """Night board group 3 is red 1/3, 1/4, 2/3, 2/4: the first occupied room fires, the second does not."""
    game, _ = game_with(staff(501, "  when room-occupied first-in-group color red {\n    gain 2 krones\n  }"))
    player = game.state.players[0]
    player.played.append(501)
    player.rooms = {"1/3": "vacant", "1/4": "vacant"}
    rules.occupy_room(game, 0, (1, 3))
    rules.occupy_room(game, 0, (1, 4))
    assert player.money == 12


def test_items_gained_counts_the_kind_asked_for() -> None:
    game, _ = game_with(staff(501, "  when items-gained kind drink amount 3+ {\n    gain 1 vp\n  }"), split=["2 wine + 1 coffee"])
    player = game.state.players[0]
    player.played.append(501)
    actions.main_action(game, 0, 2, 3)
    assert player.vp == 1
    actions.main_action(game, 0, 1, 3)  # three dishes are not drinks
    assert player.vp == 1


def test_one_action_adds_up_what_one_action_gives_and_fires_once_as_it_reaches_the_amount() -> None:
    """Assumption bell-one-action: within one action, gains add up; the line fires as the total reaches 3."""
    game, _ = game_with(staff(501, "  when items-gained kind drink amount 3+ one-action {\n    gain 1 vp\n  }"),
                        split=["1 wine + 1 coffee"])
    player = game.state.players[0]
    player.played.append(501)
    game.begin_action()
    actions.main_action(game, 0, 2, 2)  # 2 drinks: not yet
    assert player.vp == 0
    rules.gain_items(game, 0, Counter({"wine": 1}))  # a third drink in the same action
    rules.gain_items(game, 0, Counter({"coffee": 1}))  # a fourth: the line fired already
    assert player.vp == 1
    game.begin_action()
    rules.gain_items(game, 0, Counter({"wine": 2}))  # a new action starts from nothing
    assert player.vp == 1


def test_round_end_fires_for_each_player_before_the_emperor_scores() -> None:
    game, _ = game_with(staff(501, "  when round-end {\n    advance 3 emperor\n  }"))
    game.state.players[0].played.append(501)
    game.state.round, game.state.emperor_tiles = 3, ["A1", "B1", "C1"]
    flow.end_round(game)  # 3 steps, then the Emperor scores (space 3: 3 VP) and sends the marker back 3
    assert (game.state.players[0].emperor, game.state.players[0].vp) == (0, 3)


def test_guest_completed_fires_once_when_the_last_item_arrives() -> None:
    game, _ = game_with(staff(501, "  when guest-completed color red {\n    gain 1 vp\n  }"), place_item=["onto", "onto"])
    player = game.state.players[0]
    player.played.append(501)
    red = next(g for g in game.catalog.guests.values() if g.color == "red" and max(g.order.values()) >= 2)
    item = next(k for k, v in red.order.items() if v >= 2)
    slot = CafeGuest(red.ident, {k: v for k, v in red.order.items()})
    slot.served[item] -= 2
    player.cafe = [slot]
    rules.gain_items(game, 0, Counter({item: 1}))
    assert player.vp == 0
    rules.gain_items(game, 0, Counter({item: 1}))
    assert player.vp == 1


def test_second_die_and_before_action_fire_around_the_action() -> None:
    game, _ = game_with(staff(501, "  when second-die-taken {\n    gain 1 vp\n  }\n  when before-action {\n    gain 1 krone\n  }"),
                        split=["1 krones", "1 krones"], boost=["no", "no"])
    player = game.state.players[0]
    player.played.append(501)
    game.state.spaces = [0, 0, 0, 2, 0, 0]
    actions.take_die(game, 0, 4)
    assert (player.vp, player.money) == (0, 12)
    actions.take_die(game, 0, 4)
    assert (player.vp, player.money) == (1, 14)


# ---- modifiers ----------------------------------------------------------------------------------------------------


def test_order_size_lets_an_order_count_as_complete_with_one_item_missing() -> None:
    game, _ = game_with(staff(501, "  modify order-size by -1"))
    player = game.state.players[0]
    three = next(g for g in game.catalog.guests.values() if g.order_size == 3)
    one = next(g for g in game.catalog.guests.values() if g.order_size == 1)
    slot, single = CafeGuest(three.ident), CafeGuest(one.ident)
    item = next(iter(three.order))
    slot.served = {k: v for k, v in three.order.items()}
    slot.served[item] -= 1
    assert not rules.is_complete(game, 0, slot)
    player.played.append(501)
    assert rules.is_complete(game, 0, slot) and not rules.is_complete(game, 0, single)  # never below 1 item


def test_a_check_in_is_offered_for_an_order_a_modifier_makes_complete() -> None:
    """check_in_options passes over a guest short of items without asking is_complete only while no card can shorten
    an order: here one can, so the guest one item short is offered its rooms once the card is played."""
    game, _ = game_with(staff(501, "  modify order-size by -1"))
    player = game.state.players[0]
    three = next(g for g in game.catalog.guests.values() if g.order_size == 3 and g.color == "green")
    slot = CafeGuest(three.ident)
    item = next(iter(three.order))
    slot.served = {k: v for k, v in three.order.items()}
    slot.served[item] -= 1
    player.cafe, player.rooms = [slot], {"1/1": "vacant"}
    assert check_in_options(game, 0) == []
    player.played.append(501)
    assert [option.kind for _, option in check_in_options(game, 0)] == ["check-in"]


def test_guests_per_turn_gives_a_second_guest_step() -> None:
    game, script = game_with(staff(501, "  modify guests-per-turn to 2"), guest=["take", "take"])
    game.state.queue = [49, 50, 51, 52, 53]
    game.state.players[0].played.append(501)
    guest_steps(game, 0)
    assert len(game.state.players[0].cafe) == 2


def test_group_bonus_table_is_replaced() -> None:
    """Night group 7 is red 3/2 + 4/2 (2 rooms): the usual bonus is 3 krones; the card's table says 2 at size 2."""
    game, _ = game_with(staff(501, "  modify group-bonus color red to 1 2 3 4"))
    player = game.state.players[0]
    player.played.append(501)
    player.rooms = {"3/2": "occupied", "4/2": "vacant"}
    rules.occupy_room(game, 0, (4, 2))
    assert player.money == 12


# ---- timings: once-per-round triggers and bell cards -----------------------------------------------------------------


def test_a_once_per_round_trigger_fires_once_each_round() -> None:
    game, _ = game_with(staff(501, "  when staff-played other once-per-round {\n    gain 1 vp\n  }"))
    player = game.state.players[0]
    player.played.append(501)
    for card in (1, 2, 3):
        player.hand.append(card)
        rules.play_staff(game, 0, card, 0)
    assert player.vp == 1
    flow.end_round(game)
    player.hand.append(4)
    rules.play_staff(game, 0, 4, 0)
    assert player.vp == 2


def test_a_bell_card_acts_once_when_its_holder_says_so_and_stays_in_play() -> None:
    game, script = game_with(staff(501, "  when money-gained {\n    gain 3 vp\n  }", timing="bell"), bell=["no", "yes"])
    player = game.state.players[0]
    player.played.append(501)
    rules.gain_money(game, 0, 1)  # declined: the card stays face up
    rules.gain_money(game, 0, 1)  # used: 3 VP, face down
    rules.gain_money(game, 0, 1)  # face down: nothing, and no question
    assert player.vp == 3 and player.face_down == [Ref("staff", 501)] and 501 in player.played
    assert [k for k, _ in script.seen].count("bell") == 2


# ---- a trigger does not set itself off; a loop across cards is stopped and named ------------------------------------


def test_a_trigger_is_not_set_off_by_its_own_effect() -> None:
    """The shape of Charlie Chaplin: each time you score VP, score 2 more (those 2 do not count again)."""
    game, _ = game_with(staff(501, "  when vp-gained {\n    gain 2 vp\n  }"))
    player = game.state.players[0]
    player.played.append(501)
    rules.add_vp(game, 0, 5, "guests")
    assert player.vp == 7


def test_two_cards_that_set_each_other_off_stop_with_both_named() -> None:
    game, _ = game_with(staff(501, "  when money-gained {\n    advance 1 emperor\n  }"),
                        staff(502, "  when emperor-advanced {\n    gain 1 krone\n  }"))
    player = game.state.players[0]
    player.played += [501, 502]
    with pytest.raises(TriggerLoop) as stopped:
        rules.gain_money(game, 0, 1)
    message = str(stopped.value)
    assert "Probe 501 (custom/card0.gah:7:3)" in message and "Probe 502 (custom/card1.gah:7:3)" in message


def test_a_finite_chain_through_two_cards_resolves_in_order() -> None:
    game, _ = game_with(staff(501, "  when money-gained {\n    advance 1 emperor\n  }"),
                        staff(502, "  when emperor-advanced {\n    gain 1 vp\n  }"))
    player = game.state.players[0]
    player.played += [501, 502]
    rules.gain_money(game, 0, 2)
    assert (player.money, player.emperor, player.vp) == (12, 1, 1)


# ---- lowering drops nothing ---------------------------------------------------------------------------------------


def test_perform_honours_strength_and_number() -> None:
    game, script = game_with(staff(501, "  effect {\n    perform action number 4 strength 3 no-boost\n  }", timing="immediate"),
                             split=["3 krones"])
    game.state.spaces = [0, 0, 0, 0, 0, 0]  # no die anywhere: `number 4` alone says which space (with-die by default)
    player = game.state.players[0]
    player.hand.append(501)
    rules.play_staff(game, 0, 501, 0)
    assert player.money == 10  # with-die: space 4 holds no die, so nothing
    game.state.spaces = [1, 0, 0, 1, 0, 0]
    player.hand.append(501)
    player.played.remove(501)
    rules.play_staff(game, 0, 501, 0)
    assert player.money == 13 and game.state.spaces == [1, 0, 0, 1, 0, 0]


def test_fill_other_leaves_the_guest_itself_alone() -> None:
    text = staff(501, "  effect {\n    fill all orders other\n  }", timing="immediate")
    catalog = catalog_with(text)
    assert catalog.staff[501].effect.other is True


def test_copy_takes_its_amount() -> None:
    catalog = catalog_with(staff(501, "  scoring {\n    copy 2 staff from opponent-final\n  }", timing="final"))
    assert catalog.staff[501].scoring.count.amount.value == 2


def test_play_full_cost_refuses_a_discount() -> None:
    problems = e230(staff(501, "  effect {\n    play 1 staff from hand full-cost discount 1\n  }", timing="immediate"))
    assert len(problems) == 1 and "full-cost" in problems[0].message


def test_each_opponent_runs_the_block_for_every_other_player_clockwise() -> None:
    game, _ = game_with(staff(501, "  effect {\n    each-opponent {\n      gain 2 krones\n    }\n  }", timing="immediate"), players=3)
    game.catalog.staff[501].effect.run(Ctx(game, 1, game.catalog.staff[501].ref))
    assert [p.money for p in game.state.players] == [12, 10, 12]


def test_score_ballroom_needs_current_and_runs_with_it() -> None:
    body = "  effect {\n    score ballroom\n  }"
    assert [d.message for d in e230(staff(501, body, timing="immediate"))] == [
        "'score ballroom' scores the ballroom due next: write 'score ballroom current'"]
    assert not e230(staff(501, body.replace("ballroom\n", "ballroom current\n"), timing="immediate"))
