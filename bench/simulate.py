"""Benchmark: `gah simulate`'s throughput on 1 and on 2 worker processes (games per second, the speed-up), with the
machine's load average before and after, since a shared machine's other work takes cores from the pool. The two
runs must give identical rows (checked). CPU time per game is shown too: when the pool's CPU per game stays
that of one worker, the pool adds no work of its own, and only other load keeps it from scaling. Run: `python bench/simulate.py [--games N] [--players P] [--agents A]`."""
from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rich.console import Console  # noqa: E402

from gah.simulating import Plan, load_catalog, run_local  # noqa: E402


def timed(catalog, plan: Plan, workers: int) -> tuple[float, float, list[dict]]:
    """Wall seconds, CPU seconds (this process and its workers) and the rows."""
    start, cpu = time.perf_counter(), _cpu()
    rows = run_local(catalog, plan, workers)
    return time.perf_counter() - start, _cpu() - cpu, rows


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__)
    options.add_argument("--games", type=int, default=400)
    options.add_argument("--players", type=int, default=2)
    options.add_argument("--agents", default="greedy")
    options.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    args = options.parse_args()
    catalog = load_catalog(Console(stderr=True), (), None, args.players, None)
    plan = Plan(args.games, args.players, tuple(args.agents.split(",")), 1)
    print(f"{os.cpu_count()} cores; load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    first_rate, first_rows = None, None
    for workers in args.workers:
        seconds, cpu, rows = timed(catalog, plan, workers)
        rate = args.games / seconds
        first_rate, first_rows = first_rate or rate, first_rows or rows
        print(f"{workers} worker(s): {rate:7.1f} games/s ({seconds:.1f} s for {args.games} games), "
              f"{rate / first_rate:.2f}x, {cpu / args.games * 1000:.0f} ms CPU per game, rows identical: {rows == first_rows}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
