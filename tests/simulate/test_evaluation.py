"""The state evaluation: it prefers the plainly better of two positions, its fitted weights keep their signs, and the
fit recovers weights it is given."""
from __future__ import annotations

import copy

import numpy
import pytest

from engine import evaluation
from engine.evaluation import BOUNDS, FEATURES, features, model_key, value
from engine.evaluation_fit import _least_squares, fit
from engine.evaluation_weights import WEIGHTS
from engine.greedy import GreedyAgent
from engine.moves import mid_round
from engine.state import CafeGuest
from tests.simulate.support import catalog


def position(round_number: int):
    """A 2-player game set up and moved on to the start of `round_number` (every seat as set up)."""
    return mid_round(catalog(), 2, 3, round_number, [2, 2, 2, 1, 1, 1], [GreedyAgent(0), GreedyAgent(1)])


def with_room(game, space: str, status: str = "occupied"):
    better = copy.deepcopy(game)
    better.state.players[0].rooms[space] = status
    return better


def with_guest(game):
    worse = copy.deepcopy(game)
    queued = next(guest for guest in worse.state.queue if guest is not None)
    worse.state.players[0].cafe.append(CafeGuest(queued))
    return worse


def flipped(name: str) -> dict:
    weights = copy.deepcopy(WEIGHTS)
    for model in weights.values():
        model["weights"][name] = -model["weights"][name]
    return weights


def test_an_occupied_room_more_is_worth_more() -> None:
    game = position(4)
    assert "2/3" not in game.state.players[0].rooms
    assert value(with_room(game, "2/3"), 0) > value(game, 0)


def test_a_guest_left_unserved_in_the_last_round_is_worth_less() -> None:
    game = position(7)
    assert value(with_guest(game), 0) < value(game, 0)


def test_more_krones_are_worth_more() -> None:
    game, richer = position(3), position(3)
    richer.state.players[0].money += 5
    assert value(richer, 0) > value(game, 0)


def test_the_comparison_fires_when_a_weight_has_the_wrong_sign() -> None:
    game = position(4)
    assert value(with_room(game, "2/3"), 0, flipped("occupied_vp")) < value(game, 0, flipped("occupied_vp"))
    late = position(7)
    assert value(with_guest(late), 0, flipped("cafe_guests")) > value(late, 0, flipped("cafe_guests"))


def test_every_fitted_weight_lies_within_its_bounds() -> None:
    outside = [(key, name, model["weights"].get(name, 0)) for key, model in WEIGHTS.items() for name in FEATURES
               if not BOUNDS[name][0] <= model["weights"].get(name, 0) <= BOUNDS[name][1]]  # a later feature: 0
    assert not outside and set(WEIGHTS) >= {f"{p}p{r}" for p in (2, 3, 4) for r in range(1, 7)}


def test_the_bounds_check_fires_on_a_flipped_weight() -> None:
    bad = flipped("played")
    assert any(not BOUNDS["played"][0] <= model["weights"]["played"] <= BOUNDS["played"][1] for model in bad.values())


def test_a_finished_game_is_worth_its_vp_and_the_model_follows_the_round() -> None:
    game = position(5)
    assert model_key(game) == "2p4"
    game.state.finished, game.state.players[0].vp = True, 37
    assert value(game, 0) == 37


def test_features_read_the_position() -> None:
    game = with_room(with_room(position(2), "2/3"), "3/1", "vacant")
    found = features(game, 0)
    assert set(found) == set(FEATURES)
    before = features(position(2), 0)
    assert found["occupied_vp"] == before["occupied_vp"] + 2 and found["vacant"] == before["vacant"] + 1
    assert found["vacant_vp"] == before["vacant_vp"] + 3


def test_the_fit_recovers_known_weights_and_keeps_them_within_bounds() -> None:
    rng = numpy.random.default_rng(1)
    x = rng.normal(size=(400, len(FEATURES)))
    truth = numpy.zeros(len(FEATURES))
    truth[FEATURES.index("vp")], truth[FEATURES.index("money")] = 1.0, 2.0
    truth[FEATURES.index("cafe_guests")] = -3.0
    truth[FEATURES.index("hand")] = -1.5  # a sign the bounds forbid: the fit must stop at 0
    y = 10 + x @ truth + rng.normal(scale=0.1, size=400)
    model = _least_squares(x, y, ridge=0.01)
    assert model["weights"]["money"] == pytest.approx(2.0, abs=0.15)
    assert model["weights"]["cafe_guests"] == pytest.approx(-3.0, abs=0.15)
    assert model["weights"]["vp"] == 1 and model["weights"]["hand"] == 0
    assert set(fit([("2p1", list(row), float(t)) for row, t in zip(x, y)])) == {"2p1"}


def test_a_player_count_without_a_model_falls_back_on_the_final_scoring_terms(monkeypatch) -> None:
    game = position(3)
    monkeypatch.setattr(evaluation, "_weights", lambda: {})
    found = features(game, 0)
    assert value(game, 0) == found["vp"] + found["money"] + found["items"] + found["occupied_vp"] - 5 * found["cafe_guests"]
