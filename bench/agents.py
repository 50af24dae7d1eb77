"""Benchmark: a search agent's strength against greedy (or `--against` another agent), with a 95% Wilson interval
on its win rate.

2 players: each game seed is played twice, the search agent in seat 0 and then in seat 1, so neither seat's advantage
counts for it. 4 players (`--players 4`): one search seat against three greedy ones, each seed played four times with
the search agent in each seat in turn (a fair share of wins is 25%). A shared first place counts as a fraction of a
win. Games run on `gah simulate`'s pool; the time per game is the pool's CPU time (steadier than the wall clock on a
shared machine) and the wall clock, both divided by the games played. The game seeds must not be among those any
evaluation was fitted on (engine/evaluation_fit.py, every weight set and the fits behind it): the benchmark refuses them.

`--losses` also prints where each side's VP came from and what it left unused (mean per seat and game): VP by source,
guests served, krones and kitchen items left at the end, the café guests' penalty.

Run: `nice -n 10 python bench/agents.py [--games N] [--players 2|4] [--agents mcts,mcts-flat] [--against greedy]
[--workers K] [--seed S] [--losses]`
(N game seeds; each is played once per seat).
"""
from __future__ import annotations

import argparse
import math
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402

from engine.evaluation_fit import all_training_seeds  # noqa: E402
from gah.simulating import Plan, game_seed, load_catalog, run_local  # noqa: E402


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    rate = wins / games
    centre, spread = rate + z * z / (2 * games), z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    return (centre - spread) / (1 + z * z / games), (centre + spread) / (1 + z * z / games)


def seats_for(agent: str, players: int, against: str = "greedy") -> list[tuple[str, ...]]:
    """One line-up per seat the search agent takes, the others `against` (greedy unless told)."""
    return [tuple(agent if seat == mine else against for seat in range(players)) for mine in range(players)]


def measure(catalog, agent: str, players: int, games: int, seed: int, workers: int, against: str = "greedy") -> dict:
    wins, vp, other_vp, played, every, margins = 0.0, [], [], 0, [], []
    cpu, start = _children_cpu(), time.perf_counter()
    for seats in seats_for(agent, players, against):
        rows = run_local(catalog, Plan(games, players, seats, seed), workers)
        every += rows
        margins += game_margins(rows, agent)
        mine = [row for row in rows if row["agent"] == agent]
        wins, played = wins + sum(row["win"] for row in mine), played + len(mine)
        vp += [row["vp"] for row in mine]
        other_vp += [row["vp"] for row in rows if row["agent"] == against]
        print(f"  {agent} in seat {seats.index(agent)}: won {sum(row['win'] for row in mine):g} of {len(mine)}", flush=True)
    low, high = wilson(wins, played)
    return {"agent": agent, "against": against, "players": players, "games": played, "wins": wins, "rate": wins / played, "low": low,
            "high": high, "vp": sum(vp) / played, "margin": mean_interval(margins), "other_vp": sum(other_vp) / len(other_vp),
            "cpu": (_children_cpu() - cpu) / played, "wall": (time.perf_counter() - start) / played,
            "losses": {name: losses([row for row in every if row["agent"] == name]) for name in dict.fromkeys((agent, against))}}


def game_margins(rows: list[dict], agent: str) -> list[float]:
    """Per game, the measured seat's VP less the other seats' mean VP (the seats of one game are paired)."""
    games: dict[int, list[dict]] = {}
    for row in rows:
        games.setdefault(row["game"], []).append(row)
    margins = []
    for seats in games.values():
        mine = [row["vp"] for row in seats if row["agent"] == agent]
        others = [row["vp"] for row in seats if row["agent"] != agent]
        margins += [mine[0] - sum(others) / len(others)] if len(mine) == 1 and others else []
    return margins


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """The mean and its 95% interval (normal approximation: the margins of a few dozen games or more)."""
    if len(values) < 2:
        return (values[0] if values else float("nan"),) * 3
    mean = sum(values) / len(values)
    spread = z * math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1) / len(values))
    return mean, mean - spread, mean + spread


def losses(rows: list[dict]) -> dict[str, float]:
    """Per seat, on average: VP by source, guests served, krones and items left (the final scoring pays 1 VP each)."""
    totals: dict[str, float] = {}
    for row in rows:
        sources = dict(part.split("=") for part in row["vp_sources"].split(";") if part)
        left = int(sources.get("final: krones and items", 0))
        found = {**{name: int(vp) for name, vp in sources.items()}, "guests served": len(_parts(row["guests_served"])),
                 "krones left": row["money"], "items left": left - row["money"]}
        for name, amount in found.items():
            totals[name] = totals.get(name, 0) + amount
    return {name: total / max(1, len(rows)) for name, total in sorted(totals.items())}


def _parts(joined) -> list[str]:
    return [part for part in str(joined).split(";") if part]


def losses_lines(result: dict) -> list[str]:
    return [f"  {name}: " + ", ".join(f"{source} {amount:.1f}" for source, amount in found.items())
            for name, found in result["losses"].items()]


def _children_cpu() -> float:
    """The CPU time of the pool's workers and of this process (one worker plays here, without a pool)."""
    return sum(usage.ru_utime + usage.ru_stime for usage in map(resource.getrusage, (resource.RUSAGE_CHILDREN, resource.RUSAGE_SELF)))


def check_disjoint(games: int, seed: int) -> None:
    used = all_training_seeds() & {game_seed(seed, index) for index in range(games)}
    if used:
        raise SystemExit(f"--seed {seed}: {len(used)} of these games were used to fit an evaluation (greedy's or the "
                         f"search agent's own games); choose another seed")


def line(result: dict) -> str:
    return (f"{result['agent']} vs {result['against']}, {result['players']} players: won {result['wins']:g} of {result['games']} = "
            f"{result['rate']:.1%} (95% interval {result['low']:.1%} to {result['high']:.1%}); mean VP {result['vp']:.1f} "
            f"({result['against']} seats {result['other_vp']:.1f}; margin {result['margin'][0]:+.1f} VP a game, 95% interval "
            f"{result['margin'][1]:+.1f} to {result['margin'][2]:+.1f}); {result['cpu']:.1f} CPU s and {result['wall']:.1f} wall s per game")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--games", type=int, default=50, help="game seeds (each played once per seat)")
    options.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    options.add_argument("--workers", type=int, default=2)
    options.add_argument("--agents", default="mcts", help="search agents to measure, comma-separated")
    options.add_argument("--against", default="greedy", help="the agent of every other seat")
    options.add_argument("--seed", type=int, default=11)
    options.add_argument("--losses", action="store_true", help="also print VP by source and what was left unused")
    args = options.parse_args()
    check_disjoint(args.games, args.seed)
    catalog = load_catalog(Console(stderr=True), (), None, args.players, None)
    print(f"# python bench/agents.py --games {args.games} --players {args.players} --agents {args.agents} "
          f"--against {args.against} --workers {args.workers} --seed {args.seed}")
    results = [measure(catalog, agent, args.players, args.games, args.seed, args.workers, args.against)
               for agent in args.agents.split(",")]
    for result in results:
        print(line(result))
        if args.losses:
            print("\n".join(losses_lines(result)))


if __name__ == "__main__":
    main()
