"""Benchmark: complete games per second with random agents (2 and 4 players), time per decision,
and where the time goes (a cProfile summary). Run: `python bench/games.py [--games N] [--profile]`."""
from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiler.build import build_catalog  # noqa: E402
from compiler.corpus import check_paths, default_corpus  # noqa: E402
from engine.agents import RandomAgent  # noqa: E402
from engine.flow import new_state, play_game  # noqa: E402
from engine.runtime import Game  # noqa: E402


class Counting(RandomAgent):
    decisions = 0

    def choose(self, game, decision):
        Counting.decisions += 1
        return super().choose(game, decision)


def play_many(catalog, players: int, games: int) -> tuple[float, int]:
    Counting.decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        play_game(Game(catalog, new_state(seed, players), [Counting(seed * 10 + s) for s in range(players)]))
    return time.perf_counter() - start, Counting.decisions


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--games", type=int, default=300)
    options.add_argument("--profile", action="store_true")
    args = options.parse_args()
    catalog = build_catalog(check_paths([default_corpus()]).components).catalog
    for players in (2, 4):
        seconds, decisions = play_many(catalog, players, args.games)
        print(f"{players} players: {args.games / seconds:7.1f} games/s  {seconds / args.games * 1000:6.2f} ms/game  "
              f"{decisions / args.games:6.0f} decisions/game  {seconds / decisions * 1e6:6.1f} us/decision")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play_many, catalog, 4, 100)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(12)


if __name__ == "__main__":
    main()
