"""Benchmark: the mutation kill rate. Every semantic mutant of every corpus card (verifier/mutate.py) is checked
(`gah check`: errors, the engine's refusals, text disagreements) and verified beside the rest of the corpus; a
mutant is killed if either reports it. Prints the kill rate per operator, what killed the mutants, and the
survivors. Run: `python bench/mutation.py` (all mutants) or `python bench/mutation.py --every 5` (every 5th)."""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiler.corpus import check_paths, default_corpus  # noqa: E402
from verifier.mutate import measure, rates  # noqa: E402


def report(rows) -> None:
    by_killer = defaultdict(Counter)
    for row in rows:
        for killer in row.killers or ():
            by_killer[row.mutant.operator][killer] += 1
    print(f"{'operator':18} {'mutants':>7} {'killed':>7} {'rate':>6} {'verify':>7} {'equiv':>6}  killed by")
    for operator, (killed, total, by_verify, same) in sorted(rates(rows).items(), key=lambda kv: (kv[0] == "all", kv[0])):
        shown = ", ".join(f"{k} {n}" for k, n in sorted(by_killer[operator].items()))
        print(f"{operator:18} {total:7} {killed:7} {killed / max(total, 1):6.0%} {by_verify:7} {same:6}  {shown}")
    survivors = [row.mutant.label(row.component) for row in rows if row.killers == frozenset()]
    print(f"\n{len(survivors)} survivors:")
    for line in survivors:
        print("  " + line)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--every", type=int, default=1, help="measure every Nth mutant only")
    args = parser.parse_args()
    begun = time.perf_counter()
    report(measure(list(check_paths([default_corpus()]).components), args.every))
    print(f"\n{time.perf_counter() - begun:.1f} s")


if __name__ == "__main__":
    main()
