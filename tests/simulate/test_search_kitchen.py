"""The evaluation's kitchen feature (engine/evaluation.py `kitchen_matched`): kitchen items some café guest still lacks,
each counted once; weight sets fitted before the feature existed read it as 0, so their agents play as before."""
from __future__ import annotations

import copy

import pytest

from engine.evaluation import FEATURES, features, value, weights_named
from engine.evaluation_weights_search import WEIGHTS as SEARCH_WEIGHTS
from engine.state import CafeGuest
from tests.simulate.test_evaluation import position

FARMER, CONDUCTOR = 100, 102  # strudel 1 + coffee 3; strudel 1 + coffee 1


def holding(cafe: list[CafeGuest], kitchen: dict):
    game = copy.deepcopy(position(3))
    game.state.players[0].cafe, game.state.players[0].kitchen = cafe, dict(kitchen)
    return game


def test_it_counts_kitchen_items_the_cafe_lacks() -> None:
    game = holding([CafeGuest(FARMER, {"coffee": 1}), CafeGuest(CONDUCTOR)], {"coffee": 5, "cake": 2, "strudel": 1})
    assert features(game, 0)["kitchen_matched"] == 3 + 1  # coffee: 2 + 1 lacked; strudel: 2 lacked, 1 held; cake: none


def test_items_nobody_ordered_and_an_empty_cafe_count_nothing() -> None:
    assert features(holding([], {"coffee": 4}), 0)["kitchen_matched"] == 0
    assert features(holding([CafeGuest(CONDUCTOR, {"strudel": 1, "coffee": 1})], {"coffee": 4}), 0)["kitchen_matched"] == 0


def test_it_is_a_feature_and_a_set_fitted_without_it_reads_it_as_zero() -> None:
    assert "kitchen_matched" in FEATURES and all("kitchen_matched" not in m["weights"] for m in SEARCH_WEIGHTS.values())
    plain = holding([CafeGuest(FARMER)], {})
    stocked = holding([CafeGuest(FARMER)], {"wine": 3})  # unmatched: the same model value as without the feature
    weights = weights_named("search")
    assert features(stocked, 0)["kitchen_matched"] == 0
    assert value(stocked, 0, weights) - value(plain, 0, weights) == pytest.approx(3 * weights["2p2"]["weights"]["items"])


def test_a_weight_on_it_moves_the_value() -> None:
    weights = copy.deepcopy(weights_named("search"))
    weights["2p2"]["weights"]["kitchen_matched"] = 2.0
    matched, unmatched = holding([CafeGuest(FARMER)], {"coffee": 2}), holding([CafeGuest(FARMER)], {"wine": 2})
    assert value(matched, 0, weights) - value(unmatched, 0, weights) == pytest.approx(4.0)
