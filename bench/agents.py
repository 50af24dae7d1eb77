"""Benchmark: the search agent's strength against greedy in 2-player games, with a 95% Wilson interval. Each seed
is played twice, the search agent in seat 0 and then in seat 1, so neither seat's advantage counts for it; a tie
counts half. Games run on `gah simulate`'s pool. Run: `python bench/agents.py [--games N] [--workers K]`."""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402

from gah.simulating import Plan, load_catalog, run_local  # noqa: E402


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    rate = wins / games
    centre, spread = rate + z * z / (2 * games), z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    return (centre - spread) / (1 + z * z / games), (centre + spread) / (1 + z * z / games)


def score(rows: list[dict], agent: str) -> tuple[float, list[int]]:
    """The agent's wins (shared wins split) and its VP less the opponent's, game by game."""
    by_game: dict = {}
    for row in rows:
        by_game.setdefault(row["game"], {})[row["agent"]] = row
    wins = sum(game[agent]["win"] for game in by_game.values())
    margins = [game[agent]["vp"] - next(r["vp"] for a, r in game.items() if a != agent) for game in by_game.values()]
    return wins, margins


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--games", type=int, default=100, help="games in all (half with the search agent first)")
    options.add_argument("--workers", type=int, default=2)
    options.add_argument("--agent", default="mcts")
    options.add_argument("--seed", type=int, default=1)
    args = options.parse_args()
    catalog = load_catalog(Console(stderr=True), (), None, 2, None)
    start, wins, margins, vp = time.perf_counter(), 0.0, [], []
    for seats in ((args.agent, "greedy"), ("greedy", args.agent)):
        rows = run_local(catalog, Plan(args.games // 2, 2, seats, args.seed), args.workers)
        won, margin = score(rows, args.agent)
        wins, margins, vp = wins + won, margins + margin, vp + [r["vp"] for r in rows if r["agent"] == args.agent]
        print(f"{args.agent} in seat {seats.index(args.agent)}: won {won:g} of {args.games // 2}")
    games, seconds = 2 * (args.games // 2), time.perf_counter() - start
    low, high = wilson(wins, games)
    print(f"{args.agent} vs greedy: won {wins:g} of {games} = {wins / games:.1%} (95% interval {low:.1%} to {high:.1%}); "
          f"mean VP {sum(vp) / games:.1f}, mean margin {sum(margins) / games:+.1f} VP; "
          f"{seconds / games:.1f} s per game on {args.workers} worker(s)")


if __name__ == "__main__":
    main()
