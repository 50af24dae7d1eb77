"""Module 3, Exclusive Hotels (lets-waltz.md §3; seed 000 p.10-11, p.19-21): entrances laid out, the
auction, start items from the entrance, and the entrances' effects in play."""
from __future__ import annotations

from engine import actions, entrances, flow, rules
from engine.agents import RandomAgent
from engine.flow import new_state, play_game
from engine.runtime import Game
from engine.state import CafeGuest
from tests.cards.lets_waltz.support import catalog, scenario
from tests.engine.helpers import guest_id

M3 = "exclusive-hotels"


def owning(game, seat: int, ident: str) -> None:
    game.state.players[seat].entrance, game.state.players[seat].entrance_ready = ident, True


def test_the_auction_example_ends_with_2_10_and_5_krones() -> None:
    """[000 p.11]: bids 5, 7, 8 win Mayenfels; the next auction goes for 5; the last player takes the last
    entrance free. From 10 krones each: 2, 10 and 5 (here: seat 2 wins the first, seat 0 the second)."""
    game, _ = scenario(M3, players=3, entrance=["Mayenfels", "Kozi"], bid=["bid 5", "bid 7", "bid 8", "pass", "pass", "bid 5", "pass"])
    game.state.entrances = ["mayenfels", "stroup", "the-kozi-palace-vienna"]
    entrances.auction(game)
    players = game.state.players
    assert [p.money for p in players] == [5, 10, 2]
    assert [p.entrance for p in players] == ["the-kozi-palace-vienna", "stroup", "mayenfels"]


def test_players_start_with_an_empty_kitchen_and_take_the_entrance_s_items_once_set_up() -> None:
    game = Game(catalog(M3), new_state(2, 2), [RandomAgent(0), RandomAgent(1)])
    flow._decks(game)
    flow._start_money_and_kitchen(game)
    assert all(p.kitchen == {} for p in game.state.players)
    owning(game, 0, "stroup")
    game.state.players[0].entrance_ready = False
    entrances.obtain(game)
    assert game.state.players[0].kitchen == {"strudel": 1, "cake": 1, "wine": 1, "coffee": 1}


def test_stroup_pays_for_the_first_room_of_each_group() -> None:
    game, _ = scenario(M3)
    owning(game, 0, "stroup")
    player = game.state.players[0]
    player.rooms = {"1/3": "vacant", "1/4": "vacant", "1/1": "vacant"}
    rules.occupy_room(game, 0, (1, 3))  # red group, first room: +2 krones
    rules.occupy_room(game, 0, (1, 4))  # red again: nothing
    rules.occupy_room(game, 0, (1, 1))  # blue group of one, first room: +3 VP (and its group bonus)
    assert player.money == 12 and player.vp >= 3


def test_kaufman_has_a_fourth_table_a_second_guest_and_scores_its_pile_at_round_end() -> None:
    game, _ = scenario(M3, guest=["take", "take"])
    owning(game, 0, "kaufman")
    player = game.state.players[0]
    assert rules.cafe_tables(game, 0) == 4
    game.state.queue = [49, 50, 51, 52, 53]
    from engine.turns import guest_steps

    guest_steps(game, 0)
    assert len(player.cafe) == 2
    player.completed_this_round = [49, 50, 51]  # three guests this round: 3 VP [J][000 p.20]
    flow.end_round(game)
    assert player.vp == 3 and player.completed_this_round == []


def test_mayenfels_pays_for_each_staff_played_but_not_the_one_played_on_winning_it() -> None:
    game, _ = scenario(M3, may=["no", "no"])
    player = game.state.players[0]
    player.entrance = "mayenfels"
    player.hand = [1, 2]
    entrances.obtain(game)  # draws 1 and may play 1 at -3: this play does not trigger the entrance (§12 #3)
    assert player.money == 10
    player.hand.append(3)
    rules.play_staff(game, 0, 3, 0)
    assert player.money == 11


def test_chateau_paulwei_replaces_the_group_bonus_tables() -> None:
    """Night group 7 (red 3/2 + 4/2, 2 rooms): the usual 3 krones; with Chateau Paulwei 4 krones."""
    game, _ = scenario(M3)
    owning(game, 0, "chateau-paulwei")
    player = game.state.players[0]
    player.rooms = {"3/2": "occupied", "4/2": "vacant"}
    rules.occupy_room(game, 0, (4, 2))
    assert player.money == 14


def test_corogari_gives_by_the_sum_of_the_two_dice() -> None:
    """Second die taken: 2 + 3 = 5 gives 1 strudel and 1 wine, before that die's action."""
    game, _ = scenario(M3, split=["2 wine"], boost=["no", "no"], prepare_room=["stop"])
    owning(game, 0, "corogari-zant-mainz")
    game.state.spaces = [0, 2, 1, 0, 0, 0]
    actions.take_die(game, 0, 2)
    kitchen = dict(game.state.players[0].kitchen)
    actions.take_die(game, 0, 3)
    player = game.state.players[0]
    assert player.kitchen.get("strudel", 0) == kitchen.get("strudel", 0) + 1


def test_kozi_moves_a_neighbouring_die_onto_the_space_it_uses() -> None:
    game, _ = scenario(M3, may=["yes"], split=["3 krones"], boost=["no"])
    owning(game, 0, "the-kozi-palace-vienna")
    game.state.spaces = [0, 0, 1, 2, 0, 0]
    actions.take_die(game, 0, 4)  # 2 dice on 4, one moved over from 3: strength 3
    assert game.state.spaces == [0, 0, 0, 2, 0, 0] and game.state.players[0].money == 13


def test_ninas_melange_s_personal_objectives() -> None:
    game, _ = scenario(M3)
    game.state.objectives = {"105": [], "109": [], "113": []}
    entrance = game.catalog.entrances["ninas-melange"]
    from engine.effects import run_effect

    run_effect(game, 0, entrance.setup, entrance.ref)
    aside = game.state.aside["ninas-melange"]["objective"]
    assert len(aside) == 3 and not set(aside) & set(game.state.objectives)
    game.state.players[0].entrance = "ninas-melange"
    entrances.obtain(game)
    player = game.state.players[0]
    assert player.personal == aside


def test_whole_games_with_entrances() -> None:
    records = []
    game = Game(catalog(M3), new_state(4, 3), [RandomAgent(s) for s in range(3)], records.append)
    play_game(game)
    assert game.state.finished and all(p.entrance for p in game.state.players)
