"""The search agent's own evaluation (policy iteration): `mcts` reads the weights fitted on search games, `mcts1` keeps
the ones fitted on greedy games, and the benchmark refuses every game either fit (or a fit behind it) was made on."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine import evaluation
from engine.agents import AGENTS
from engine.evaluation import BOUNDS, FEATURES, trained_on, weights_named
from engine.evaluation_fit import all_training_seeds, training_seeds
from engine.evaluation_weights import WEIGHTS as GREEDY_WEIGHTS
from engine.evaluation_weights_search import WEIGHTS as SEARCH_WEIGHTS
from engine.greedy import GreedyAgent
from engine.play import make_agents, run
from engine.search import SearchAgent
from gah.simulating import game_seed
from tests.simulate.support import catalog

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import agents as bench_agents  # noqa: E402  (bench/agents.py)


def test_mcts2_reads_the_search_weights_and_mcts1_the_greedy_ones() -> None:
    new, old = make_agents(["mcts2", "mcts1"], 2, 1)
    assert new.weights_name == "search" and old.weights_name == "greedy"
    assert old.weights is GREEDY_WEIGHTS and new.weights["2p3"] == SEARCH_WEIGHTS["2p3"]
    assert new.weights["2p3"] != GREEDY_WEIGHTS["2p3"]


def test_mcts_reads_the_serving_weights_fitted_on_games_of_the_serving_policy() -> None:
    from engine.evaluation_weights_serving import WEIGHTS as SERVING_WEIGHTS
    agent = make_agents(["mcts", "greedy"], 2, 1)[0]
    assert agent.weights_name == "serving" and agent.weights["2p3"] == SERVING_WEIGHTS["2p3"] != SEARCH_WEIGHTS["2p3"]
    assert trained_on("serving")[:-1] == trained_on("search") and {"2p1", "2p6", "4p1", "4p6"} <= set(SERVING_WEIGHTS)
    outside = [(key, name) for key, model in SERVING_WEIGHTS.items() for name in FEATURES
               if not BOUNDS[name][0] <= model["weights"][name] <= BOUNDS[name][1]]
    assert not outside and all("kitchen_matched" in model["weights"] for model in SERVING_WEIGHTS.values())


def test_a_player_count_the_search_fit_never_played_falls_back_on_greedy_weights() -> None:
    missing = sorted(set(GREEDY_WEIGHTS) - set(SEARCH_WEIGHTS))
    merged = weights_named("search")
    assert all(merged[key] is GREEDY_WEIGHTS[key] for key in missing)
    assert all(merged[key] is SEARCH_WEIGHTS[key] for key in SEARCH_WEIGHTS)


def test_the_search_weights_lie_within_their_bounds() -> None:
    outside = [(key, name, model["weights"].get(name, 0)) for key, model in SEARCH_WEIGHTS.items() for name in FEATURES
               if not BOUNDS[name][0] <= model["weights"].get(name, 0) <= BOUNDS[name][1]]  # a later feature: 0
    assert not outside and {"2p1", "2p6", "4p1", "4p6"} <= set(SEARCH_WEIGHTS)


def test_the_search_fit_records_the_greedy_fit_behind_it() -> None:
    chain = trained_on("search")
    assert chain[0] == trained_on("greedy")[0] and len(chain) >= 2 and len(set(chain)) == len(chain)


def test_every_training_game_of_every_fit_is_refused() -> None:
    for seed, games in trained_on("serving"):
        assert set(training_seeds(games, seed)) <= all_training_seeds()
        with pytest.raises(SystemExit, match="fit an evaluation"):
            bench_agents.check_disjoint(games, seed)


def test_fresh_seeds_are_accepted() -> None:
    bench_agents.check_disjoint(100, 31)
    assert not {game_seed(31, index) for index in range(100)} & all_training_seeds()


def test_the_weights_change_what_the_agent_plays() -> None:
    def game(weights: str):
        return run(catalog(), 2, 5, [SearchAgent(1, rollouts=4, width=2, weights=weights), GreedyAgent(2)]).game.snapshot()
    assert game("search") != game("greedy")


def test_a_seed_fixes_the_new_agent_s_game_with_its_full_budget() -> None:
    first = run(catalog(), 2, 9, [AGENTS["mcts"](1), GreedyAgent(2)])
    again = run(catalog(), 2, 9, [AGENTS["mcts"](1), GreedyAgent(2)])
    assert first.game.snapshot() == again.game.snapshot() and first.game.state.finished


def test_an_unknown_weight_set_is_refused() -> None:
    with pytest.raises(KeyError):
        evaluation.weights_named("nonsense")


def test_a_fit_of_some_player_counts_keeps_the_set_s_other_models() -> None:
    from engine.evaluation_fit import _kept
    assert set(_kept("search", (2,))) == {key for key in SEARCH_WEIGHTS if key.startswith("4p")}
    assert _kept("search", (2, 4)) == {}


def test_the_written_file_names_every_fit_behind_it(monkeypatch) -> None:
    import argparse

    from engine import evaluation_fit
    from gah import fsio
    written = {}
    monkeypatch.setattr(fsio, "write_text", lambda path, text: written.update({path.name: text}))
    args = argparse.Namespace(games=7, seed=123, agent="mcts2", players="2", per_count="7", out="search")
    evaluation_fit._write({"2p1": SEARCH_WEIGHTS["2p1"]}, args, ["4"])
    text = written["evaluation_weights_search.py"]
    namespace: dict = {}
    exec(text, namespace)
    assert namespace["TRAINED_ON"] == trained_on("search") + ((123, 7),)
    assert "4-player models are kept" in text and "agent mcts2" in text


def test_mcts1_is_the_agent_that_was_mcts_and_mcts2_searches_more_kinds() -> None:
    from engine.search import ROLLOUTS, SEARCHED, SEARCHED_BEFORE, WIDTH
    new, old = make_agents(["mcts2", "mcts1"], 2, 1)
    assert old.searched == ("die", "guest", "take-guest", "play-staff", "split", "prepare-room") == SEARCHED_BEFORE
    assert (old.rollouts, old.width, old.horizon, old.evaluate) == (16, 4, 0, True) == (ROLLOUTS, WIDTH, 0, True)
    assert new.searched == SEARCHED and {"additional", "place-item"} <= set(new.searched) - set(old.searched)


def test_the_benchmark_pairs_the_seats_of_a_game_for_the_vp_margin() -> None:
    rows = [{"game": 0, "agent": "mcts", "vp": 50}, {"game": 0, "agent": "greedy", "vp": 20}, {"game": 0, "agent": "greedy", "vp": 10},
            {"game": 1, "agent": "greedy", "vp": 30}, {"game": 1, "agent": "mcts", "vp": 40}, {"game": 1, "agent": "greedy", "vp": 30}]
    assert bench_agents.game_margins(rows, "mcts") == [35.0, 10.0]
    mean, low, high = bench_agents.mean_interval([35.0, 10.0])
    assert mean == 22.5 and low < 10 < 35 < high
    assert bench_agents.mean_interval([4.0, 4.0, 4.0]) == (4.0, 4.0, 4.0)


def test_the_benchmark_s_losses_read_the_vp_sources_and_what_was_left() -> None:
    rows = [{"vp_sources": "final: krones and items=9;guests=12", "guests_served": "3;17;40", "money": 4},
            {"vp_sources": "guests=4", "guests_served": "", "money": 0}]
    found = bench_agents.losses(rows)
    assert found["guests served"] == 1.5 and found["krones left"] == 2 and found["items left"] == 2.5
    assert found["guests"] == 8 and found["final: krones and items"] == 4.5
