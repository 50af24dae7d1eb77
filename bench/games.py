"""Benchmark: complete games per second with random agents (2 and 4 players), time per decision,
and where the time goes (a cProfile summary).

Run: `python bench/games.py [--games N] [--profile]`, or side by side with another commit:
`python bench/games.py --against f05a3fc [--against COMMIT ...] [--rounds R]`. Then each engine runs in its own worker process (this
tree's, and a `git worktree` of the commit, made once under the temp dir and reused); the workers play the same
seeds in turns — a batch on one, the same batch on the other, R times — so both see the same load on the
machine, and each reports the time spent inside its games (the catalog is built before the clock starts), by
the wall clock and by its own CPU time (the steadier figure on a shared machine), and the median ratio of the
batches with its middle half (a burst of load during a few batches moves it less than the ratio of the totals).
"""
from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
PLAYERS = (2, 4)


def _engine():
    """The engine of the tree this process runs in (the worker's cwd comes first on sys.path)."""
    from compiler.build import build_catalog
    from compiler.corpus import check_paths, default_corpus
    from engine.agents import RandomAgent
    from engine.flow import new_state, play_game
    from engine.runtime import Game

    class Counting(RandomAgent):
        decisions = 0

        def choose(self, game, decision):
            Counting.decisions += 1
            return super().choose(game, decision)

    def play_many(catalog, players: int, seeds, clock=time.perf_counter) -> tuple[float, int]:
        Counting.decisions = 0
        start = clock()
        for seed in seeds:
            play_game(Game(catalog, new_state(seed, players), [Counting(seed * 10 + s) for s in range(players)]))
        return clock() - start, Counting.decisions

    return build_catalog(check_paths([default_corpus()]).components).catalog, play_many


def local(games: int, profile: bool) -> None:
    sys.path.insert(0, str(HERE))
    catalog, play_many = _engine()
    for players in PLAYERS:
        seconds, decisions = play_many(catalog, players, range(games))
        print(f"{players} players: {games / seconds:7.1f} games/s  {seconds / games * 1000:6.2f} ms/game  "
              f"{decisions / games:6.0f} decisions/game  {seconds / decisions * 1e6:6.1f} us/decision")
    if profile:
        profiler = cProfile.Profile()
        profiler.runcall(play_many, catalog, 4, range(100))
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


# ---- side by side with another commit ---------------------------------------------------------------------------


def serve() -> None:
    """A worker: reads `players first count` lines, plays those seeds, answers with the seconds (of wall clock
    and of this process's CPU) and the decisions."""
    sys.path.insert(0, str(Path.cwd()))
    catalog, play_many = _engine()
    print("ready", flush=True)
    for line in sys.stdin:
        players, first, count = map(int, line.split())
        wall, cpu = time.perf_counter(), time.process_time()
        _, decisions = play_many(catalog, players, range(first, first + count))
        print(json.dumps([time.perf_counter() - wall, time.process_time() - cpu, decisions]), flush=True)


def worktree(commit: str) -> Path:
    """A detached worktree of `commit` under the temp dir, made by this benchmark (an existing one is reused)."""
    sha = subprocess.run(["git", "rev-parse", "--verify", f"{commit}^{{commit}}"], cwd=HERE, capture_output=True, text=True)
    if sha.returncode:
        sys.exit(f"bench/games.py: {commit!r} is not a commit of {HERE}")
    path = Path(tempfile.gettempdir()) / f"gah-bench-{sha.stdout.strip()[:12]}"
    if not (path / "engine").is_dir():
        made = subprocess.run(["git", "worktree", "add", "--detach", str(path), sha.stdout.strip()], cwd=HERE, capture_output=True, text=True)
        if made.returncode:
            sys.exit(f"bench/games.py: cannot make a worktree of {commit} at {path}: {made.stderr.strip()}")
    return path


class Worker:
    def __init__(self, tree: Path):
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--serve"], cwd=tree,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        if self.process.stdout.readline().strip() != "ready":
            sys.exit(f"bench/games.py: the engine at {tree} did not start")

    def play(self, players: int, first: int, count: int) -> tuple[float, float, int]:
        self.process.stdin.write(f"{players} {first} {count}\n")
        self.process.stdin.flush()
        wall, cpu, decisions = json.loads(self.process.stdout.readline())
        return wall, cpu, decisions

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait()


def against(commits: list[str], games: int, rounds: int) -> None:
    workers = {"this tree": Worker(HERE), **{commit: Worker(worktree(commit)) for commit in commits}}
    try:
        for players in PLAYERS:
            totals = {name: [0.0, 0.0, 0] for name in workers}
            batches: dict = {name: [] for name in workers}  # each batch's CPU seconds, per engine
            batch = max(1, games // rounds)
            for index in range(rounds):
                order = list(workers) if index % 2 == 0 else list(reversed(workers))  # neither always goes first
                for name in order:
                    played_batch = workers[name].play(players, index * batch, batch)
                    batches[name].append(played_batch[1])
                    for place, amount in enumerate(played_batch):
                        totals[name][place] += amount
            played = batch * rounds
            for place, clock in ((0, "wall clock"), (1, "CPU time")):
                rates = {name: played / total[place] for name, total in totals.items()}
                line = "  ".join(f"{name}: {rate:6.1f} games/s" for name, rate in rates.items())
                ratios = "  ".join(f"{rates['this tree'] / rates[commit]:.2f}x {commit}" for commit in commits)
                print(f"{players} players, {played} games each, by {clock:10}: {line}  ratio {ratios}")
            print(f"  decisions/game: " + "  ".join(f"{name}: {total[2] / played:.0f}" for name, total in totals.items()))
            for commit in commits:
                print(f"  per batch, by CPU time, vs {commit}: {_spread(batches[commit], batches['this tree'])}")
    finally:
        for worker in workers.values():
            worker.close()


def _spread(theirs: list[float], ours: list[float]) -> str:
    """The ratio of each batch (both engines played the same seeds in it): its median and middle half, which a
    burst of load on the machine during a few batches moves less than the ratio of the totals."""
    ratios = sorted(t / o for t, o in zip(theirs, ours))
    if len(ratios) < 4:
        return f"median {statistics.median(ratios):.2f}x"
    low, _, high = statistics.quantiles(ratios, n=4)
    return f"median {statistics.median(ratios):.2f}x, middle half {low:.2f}x-{high:.2f}x, of {len(ratios)} batches"


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("--games", type=int, default=300)
    options.add_argument("--profile", action="store_true")
    options.add_argument("--against", metavar="COMMIT", action="append",
                         help="also run the engine of this commit, interleaved, and report the ratio (repeatable)")
    options.add_argument("--rounds", type=int, default=10, help="with --against: how many batches the games are split into")
    options.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = options.parse_args()
    if args.serve:
        serve()
    elif args.against:
        against(args.against, args.games, args.rounds)
    else:
        local(args.games, args.profile)


if __name__ == "__main__":
    main()
