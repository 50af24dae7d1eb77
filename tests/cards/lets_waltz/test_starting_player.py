"""Module 4, Starting Player (lets-waltz.md §4; seed 000 p.12-13): start money by position, clockwise turn
order, the master key taken instead of a die, its compensation, and the turn order it sets for the next round."""
from __future__ import annotations

from engine import flow
from engine.agents import RandomAgent
from engine.flow import new_state, play_game, setup
from engine.key import KEY
from engine.runtime import Game
from tests.cards.lets_waltz.support import catalog, labels, scenario

M4 = "starting-player"


def test_start_money_follows_the_first_turn_position() -> None:
    """9, 10, 11 (and 12) krones by initial turn position [000 p.12], before the starting rooms are paid."""
    game = Game(catalog(M4), new_state(1, 3), [RandomAgent(s) for s in range(3)])
    flow._decks(game)
    flow._start_money_and_kitchen(game)
    assert [p.money for p in game.state.players] == [9, 10, 11]


def test_turns_go_clockwise_twice_with_no_snake() -> None:
    game, _ = scenario(M4, players=3)
    assert [p.tiles for p in game.state.players] == [[1, 4], [2, 5], [3, 6]]
    base, _ = scenario(players=3)
    assert [p.tiles for p in base.state.players] == [[1, 6], [2, 5], [3, 4]]  # the base game's snake


def test_the_key_is_offered_instead_of_a_die_and_pays_the_compensation() -> None:
    """3 players, seat 1 takes the key: seat 2 (next clockwise) gets 0, seat 0 gets 1 [000 p.13 example]."""
    game, script = scenario(M4, players=3, die=["take the master key"], choose=["gain 1 krone"], item=["wine"])
    game.state.spaces = [0, 0, 2, 0, 0, 0]
    flow.play_turn(game, 1)
    players = game.state.players
    assert game.state.key_holder == 1 and players[1].covered == 1 and game.state.spaces == [0, 0, 2, 0, 0, 0]
    assert [p.money for p in players] == [11, 11, 10] and players[1].kitchen == {"wine": 1}
    assert not labels(script, "boost")  # no boost on the key action
    assert KEY not in [value for _, value in flow.die_options(game, 2)]  # taken: nobody else may take it this round


def test_no_key_after_passing_even_after_a_reroll() -> None:
    game, _ = scenario(M4, players=2)
    game.state.players[0].passed_this_round = True
    assert "key" not in [value for _, value in flow.die_options(game, 0)]
    assert "key" in [value for _, value in flow.die_options(game, 1)]


def test_the_key_holder_starts_the_next_round_and_the_key_goes_back() -> None:
    game, _ = scenario(M4, players=3)
    game.state.key_holder = 2
    game.state.round = 2
    flow._deal_turn_tiles(game)
    assert [p.tiles[0] for p in game.state.players] == [2, 3, 1] and game.state.key_holder is None


def test_whole_games_with_the_key_are_taken_and_replay() -> None:
    records = []
    game = Game(catalog(M4), new_state(5, 3), [RandomAgent(s) for s in range(3)], records.append)
    play_game(game)
    assert game.state.finished and any(r.get("type") == "key" for r in records)
