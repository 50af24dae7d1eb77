"""Measure the evaluation's weights: play games, read every seat's features at the first decision of each new round,
and regress the seat's final VP on them (least squares with a small ridge), one model per player count and rounds
completed. The result is written to engine/evaluation_weights.py.

The games are greedy self-play; in half of them every seat plays a random option one decision in ten, so that the
positions cover more than greedy's own habits. Their seeds are `TRAINING` games of `gah simulate`'s derivation from
TRAINING_SEED (gah.simulating.game_seed): bench/agents.py refuses to measure on any of them.

Run: `nice -n 10 python3 -m engine.evaluation_fit [--games N] [--workers K]` (N games per player count).
"""
from __future__ import annotations

import argparse
import multiprocessing
import pprint
import random
from pathlib import Path

import numpy

from engine.evaluation import BOUNDS, FEATURES, features, model_key
from engine.greedy import GreedyAgent
from engine.play import run

TRAINING_SEED = 900001
TRAINING = 1500  # games per player count
RIDGE = 1.0  # keeps weights of rarely-varying features (staff counts early on) from running wild
NOISE = 0.1
OUT = Path(__file__).with_name("evaluation_weights.py")


class _Recorder:
    """Plays greedy (sometimes a random option) and reads every seat's features when a new round's first decision comes."""

    def __init__(self, seed: int, noise: float, rows: list, seen: list):
        self.greedy, self.rng, self.noise, self.rows, self.seen = GreedyAgent(seed), random.Random(seed), noise, rows, seen

    def choose(self, game, decision) -> int:
        if game.state.round > self.seen[0]:
            self.seen[0] = game.state.round
            key = model_key(game)
            self.rows.extend((key, seat, features(game, seat)) for seat in range(len(game.state.players)))
        if self.noise and self.rng.random() < self.noise:
            return self.rng.randrange(len(decision.labels))
        return self.greedy.choose(game, decision)


def training_seeds(games: int = TRAINING) -> list[int]:
    from gah.simulating import game_seed
    return [game_seed(TRAINING_SEED, index) for index in range(games)]


def play(job: tuple) -> list[tuple[str, list[float], float]]:
    """One game's rows: (model key, feature values, the seat's final VP)."""
    players, seed, noise = job
    rows, seen = [], [1]  # round 1 begins the game: nothing is completed then, nothing to learn
    agents = [_Recorder(seed * 100 + seat, noise, rows, seen) for seat in range(players)]
    result = run(_catalog(players), players, seed, agents)
    final = [player.vp for player in result.game.state.players]
    return [(key, [float(found[name]) for name in FEATURES], float(final[seat])) for key, seat, found in rows]


_CATALOGS: dict = {}


def _catalog(players: int):
    if players not in _CATALOGS:
        from rich.console import Console

        from gah.simulating import load_catalog
        _CATALOGS[players] = load_catalog(Console(stderr=True), (), None, players, None)
    return _CATALOGS[players]


def fit(rows: list[tuple[str, list[float], float]], ridge: float = RIDGE) -> dict:
    """Per model key: the intercept and one weight per feature, and how well the model explains the final VP."""
    models = {}
    for key in sorted({row[0] for row in rows}):
        x = numpy.array([row[1] for row in rows if row[0] == key])
        y = numpy.array([row[2] for row in rows if row[0] == key])
        models[key] = _least_squares(x, y, ridge)
    return models


def held_out_fit(games: list[list]) -> dict[str, float]:
    """Per model key, the R² on every fifth game of a model fitted on the other games: how well it predicts."""
    fitted = fit([row for index, game in enumerate(games) if index % 5 for row in game])
    tested = [row for index, game in enumerate(games) if not index % 5 for row in game]
    return {key: _r2(model, [row for row in tested if row[0] == key]) for key, model in fitted.items()}


def _r2(model: dict, rows: list) -> float:
    if not rows:
        return float("nan")
    y = numpy.array([row[2] for row in rows])
    guess = numpy.array([model["intercept"] + sum(model["weights"][n] * v for n, v in zip(FEATURES, row[1])) for row in rows])
    return 1 - float(((y - guess) ** 2).sum()) / max(1e-9, float(((y - y.mean()) ** 2).sum()))


def _least_squares(x, y, ridge: float) -> dict:
    """Ridge regression with each weight kept inside its BOUNDS (coordinate descent on the normal equations): a free
    fit gives some features the wrong sign where they move together with others, and a search would then steer
    towards, say, fewer occupied rooms."""
    mean_x, mean_y = x.mean(axis=0), y.mean()
    centred = x - mean_x
    gram, target = centred.T @ centred + ridge * numpy.eye(x.shape[1]), centred.T @ (y - mean_y)
    beta = _bounded(gram, target, [BOUNDS[name] for name in FEATURES])
    residual = y - mean_y - centred @ beta
    r2 = 1 - float(residual @ residual) / max(1e-9, float(((y - mean_y) ** 2).sum()))
    return {"intercept": round(float(mean_y - mean_x @ beta), 4),
            "weights": {name: round(float(w), 4) for name, w in zip(FEATURES, beta)},
            "rows": int(len(y)), "r2": round(r2, 4), "rmse": round(float(numpy.sqrt((residual ** 2).mean())), 3)}


def _bounded(gram, target, bounds: list[tuple[float, float]], sweeps: int = 500):
    beta = numpy.array([min(max(0.0, low), high) for low, high in bounds])
    for _ in range(sweeps):
        for j, (low, high) in enumerate(bounds):
            free = (target[j] - gram[j] @ beta + gram[j, j] * beta[j]) / gram[j, j]
            beta[j] = min(max(free, low), high)
    return beta


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--games", type=int, default=TRAINING, help="games per player count")
    options.add_argument("--workers", type=int, default=2)
    args = options.parse_args()
    seeds = training_seeds(args.games)
    jobs = [(players, seed, NOISE if index % 2 else 0.0) for players in (2, 3, 4) for index, seed in enumerate(seeds)]
    for players in (2, 3, 4):
        _catalog(players)  # built once, inherited by the forked workers
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        games = list(pool.imap(play, jobs, chunksize=20))
    held_out = held_out_fit(games)
    models = fit([row for game in games for row in game])
    for key, model in models.items():
        print(f"{key}: {model['rows']} rows, R² {model['r2']:.3f}, RMSE {model['rmse']:.1f} VP; "
              f"fitted on 4/5 of the games, R² on the other fifth {held_out[key]:.3f}")
    _write(models, args.games)


def _write(models: dict, games: int) -> None:
    header = (f'"""Written by engine/evaluation_fit.py (do not edit by hand): the evaluation\'s weights, fitted on {games}\n'
              f"games per player count, seeds gah.simulating.game_seed({TRAINING_SEED}, 0..{games - 1}). Keys: player count\n"
              f'and rounds completed; per key the intercept, one weight per feature, and the fit\'s rows, R² and RMSE."""\n\n')
    from gah import fsio
    fsio.write_text(OUT, header + f"TRAINING_SEED = {TRAINING_SEED}\nTRAINING_GAMES = {games}\n\n"
                   f"WEIGHTS = {pprint.pformat(models, width=118, sort_dicts=False)}\n")


if __name__ == "__main__":
    main()
