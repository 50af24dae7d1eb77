"""The public legal-moves query and mid-round scenarios (engine/moves.py)."""
from __future__ import annotations

import pytest

from engine import contract, invariants
from engine.agents import RandomAgent
from engine.moves import mid_round, play_rest, position
from engine.records import JsonLinesLog
from engine.runtime import Game
from engine.flow import new_state, play_game
from tests.engine.helpers import catalog


def test_the_first_decision_is_an_initial_guest_with_its_options_as_data() -> None:
    here = position(catalog(), 2, seed=4)
    assert here.decision.kind == "initial-guest" and here.decision.seat == 1
    assert [o.index for o in here.options] == list(range(5)) and all(isinstance(o.value, tuple) for o in here.options)
    assert here.decision.kind in contract.DECISIONS


def test_answering_moves_the_game_on_and_the_state_is_readable() -> None:
    first = position(catalog(), 2, seed=4)
    second = position(catalog(), 2, seed=4, answers=[0])
    assert second.decision.seat == 0 and len(second.game.state.players[1].cafe) == 1
    assert len(first.game.state.players[1].cafe) == 0


def test_walking_a_whole_game_by_queries_matches_playing_it() -> None:
    agents = [RandomAgent(7), RandomAgent(8)]
    played = Game(catalog(), new_state(9, 2), agents, JsonLinesLog(None))
    play_game(played)
    answers = played._log.decisions
    end = position(catalog(), 2, seed=9, answers=answers)
    assert end.decision is None and end.game.snapshot() == played.snapshot()


def test_an_answer_out_of_range_is_an_illegal_move() -> None:
    from engine.errors import IllegalMove

    with pytest.raises(IllegalMove):
        position(catalog(), 2, seed=4, answers=[9])


def test_single_option_decisions_are_logged_as_forced() -> None:
    records: list[dict] = []
    game = Game(catalog(), new_state(3, 2), [RandomAgent(1), RandomAgent(2)], records.append)
    play_game(game)
    forced = [r for r in records if r.get("type") == "forced"]
    assert forced and all(r["kind"] in contract.DECISIONS for r in forced)


def test_a_scenario_starts_mid_round_with_chosen_dice_and_plays_out() -> None:
    game = mid_round(catalog(), 3, seed=2, round_number=4, spaces=[0, 0, 0, 0, 0, 3], agents=[RandomAgent(s) for s in range(3)])
    assert game.state.round == 4 and game.state.spaces == [0, 0, 0, 0, 0, 3] and not invariants.problems(game)
    play_rest(game)
    assert game.state.finished and not invariants.problems(game)


def test_a_scenario_refuses_more_dice_than_the_game_has() -> None:
    with pytest.raises(ValueError):
        mid_round(catalog(), 2, seed=2, round_number=1, spaces=[5, 5, 5, 0, 0, 0], agents=[RandomAgent(0), RandomAgent(1)])
