"""Measure the evaluation's weights: play games, read every seat's features at the first decision of each new round,
and regress the seat's final VP on them (least squares with a small ridge), one model per player count and rounds
completed. The result is written to engine/evaluation_weights.py.

The games are self-play of one agent (`--agent`, greedy unless told); in half of them every seat plays a random
option one decision in ten, so that the positions cover more than the agent's own habits. Their seeds are `--games`
games of `gah simulate`'s derivation from `--seed` (gah.simulating.game_seed): bench/agents.py refuses to measure on
any of them, and on those of the fits behind the playing agent's own weights (the file's TRAINED_ON).

Greedy games teach what greedy's positions are worth, not what a better player makes of them. Policy iteration: the
search agent's own games refit the weights it reads (engine/evaluation.py WEIGHT_SETS): `--agent mcts1 --out search`
(the weights of mcts2), then `--agent mcts2`-with-the-serving-policy `--out serving` (the weights of mcts, fitted
by `--agent mcts` before mcts read them).

Run: `nice -n 10 python3 -m engine.evaluation_fit [--games N] [--workers K] [--agent NAME] [--players 2,4]
[--seed S] [--out greedy|search]` (N games per player count).
"""
from __future__ import annotations

import argparse
import multiprocessing
import pprint
import random
from pathlib import Path

import numpy

from engine.evaluation import BOUNDS, FEATURES, WEIGHT_SETS, features, model_key, trained_on, weight_module
from engine.play import run

TRAINING_SEED = 900001
TRAINING = 1500  # games per player count
RIDGE = 1.0  # keeps weights of rarely-varying features (staff counts early on) from running wild
NOISE = 0.1
SEARCH_SEED = 900002  # the first policy-iteration fit's games (the second, not kept: 900003; the serving set: 900004)


class _Recorder:
    """Plays the agent (sometimes a random option) and reads every seat's features when a new round's first decision
    comes."""

    def __init__(self, agent, seed: int, noise: float, rows: list, seen: list):
        self.greedy, self.rng, self.noise, self.rows, self.seen = agent, random.Random(seed), noise, rows, seen

    def choose(self, game, decision) -> int:
        if game.state.round > self.seen[0]:
            self.seen[0] = game.state.round
            key = model_key(game)
            self.rows.extend((key, seat, features(game, seat)) for seat in range(len(game.state.players)))
        if self.noise and self.rng.random() < self.noise:
            return self.rng.randrange(len(decision.labels))
        return self.greedy.choose(game, decision)


def training_seeds(games: int = TRAINING, seed: int = TRAINING_SEED) -> list[int]:
    from gah.simulating import game_seed
    return [game_seed(seed, index) for index in range(games)]


def all_training_seeds() -> set[int]:
    """Every game seed any weight set was fitted on, directly or through the agent that played its games."""
    return {game for name in WEIGHT_SETS for seed, games in trained_on(name) for game in training_seeds(games, seed)}


def play(job: tuple) -> list[tuple[str, list[float], float]]:
    """One game's rows: (model key, feature values, the seat's final VP)."""
    from engine.agents import AGENTS
    players, seed, noise, agent = job
    rows, seen = [], [1]  # round 1 begins the game: nothing is completed then, nothing to learn
    agents = [_Recorder(AGENTS[agent](seed * 100 + seat), seed * 100 + seat, noise, rows, seen) for seat in range(players)]
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
    options.add_argument("--games", default=str(TRAINING), help="games per player count (one, or one per --players)")
    options.add_argument("--workers", type=int, default=2)
    options.add_argument("--agent", default="greedy", help="the agent of every seat in the training games")
    options.add_argument("--players", default="2,3,4", help="player counts to fit, comma-separated")
    options.add_argument("--seed", type=int, default=TRAINING_SEED, help="the simulation seed the games derive from")
    options.add_argument("--out", default="greedy", choices=tuple(WEIGHT_SETS), help="the weight set written")
    args = options.parse_args()
    counts = tuple(int(p) for p in args.players.split(","))
    per_count = [int(n) for n in args.games.split(",")] * (len(counts) if "," not in args.games else 1)
    args.games, args.per_count = max(per_count), ",".join(map(str, per_count))
    jobs = [(players, seed, NOISE if index % 2 else 0.0, args.agent) for players, games in zip(counts, per_count)
            for index, seed in enumerate(training_seeds(games, args.seed))]
    for players in counts:
        _catalog(players)  # built once, inherited by the forked workers
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        games = list(pool.imap(play, jobs, chunksize=1 if args.agent != "greedy" else 20))
    held_out = held_out_fit(games)
    models = fit([row for game in games for row in game])
    kept = _kept(args.out, counts)
    for key, model in models.items():
        print(f"{key}: {model['rows']} rows, R² {model['r2']:.3f}, RMSE {model['rmse']:.1f} VP; "
              f"fitted on 4/5 of the games, R² on the other fifth {held_out[key]:.3f}")
    _write({**kept, **models}, args, sorted({key.split("p")[0] for key in kept}))


def _kept(out: str, counts: tuple[int, ...]) -> dict:
    """The set's current models of the player counts not fitted this time (a fit of 2 players keeps the 4-player ones)."""
    try:
        current = weight_module(out).WEIGHTS
    except ImportError:  # the set's first fit
        return {}
    return {key: model for key, model in current.items() if int(key.split("p")[0]) not in counts}


def _behind(agent: str) -> tuple:
    """The fits behind an agent's own weights (none for an agent that reads no evaluation)."""
    from engine.agents import AGENTS
    name = getattr(AGENTS[agent](0), "weights_name", None)
    return trained_on(name) if name else ()


def _write(models: dict, args, kept: list[str]) -> None:
    games, seed = args.games, args.seed
    chain = tuple(dict.fromkeys(_behind(args.agent) + ((seed, games),)))
    earlier = f"; the {', '.join(kept)}-player models are kept from the fit before" if kept else ""
    header = (f'"""Written by engine/evaluation_fit.py (do not edit by hand): the evaluation\'s weights, fitted on {games}\n'
              f"games per player count ({args.players}: {args.per_count}) of agent {args.agent} in every seat, seeds\n"
              f"gah.simulating.game_seed({seed}, 0..{games - 1}){earlier}. Keys: player count and rounds completed; per\n"
              f'key the intercept, one weight per feature, and the fit\'s rows, R² and RMSE. TRAINED_ON: every fit behind\n'
              f'these weights (this one and those of the weights the playing agent read), as (seed, games)."""\n\n')
    from gah import fsio
    out = Path(__file__).with_name(WEIGHT_SETS[args.out] + ".py")
    fsio.write_text(out, header + f"TRAINING_SEED = {seed}\nTRAINING_GAMES = {games}\nTRAINED_ON = {chain!r}\n\n"
                   f"WEIGHTS = {pprint.pformat(models, width=118, sort_dicts=False)}\n")


if __name__ == "__main__":
    main()
