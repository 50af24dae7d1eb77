"""The front end's large fuzz run: the input classes of tests/dsl/fuzzing.py with a budget of your choice.

Every input goes through parse, check, compile and format (when it parses) and the invariants are checked.
An input that raises or breaks an invariant is saved to tests/regressions/frontend/ (replayed by
tests/cli/test_fuzz.py); the run also reports the slowest inputs. Not a test:
nothing fails, it reports. Run:

    python bench/fuzz_frontend.py --examples 100000 [--seed 1] [--no-save]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402

from tests.dsl.fuzzing import CORPUS, INPUT_CLASSES, LARGE_CLASSES, check_everything, save_crasher  # noqa: E402

INPUT_CLASSES_WARM_UP = CORPUS + [card.replace("{", "", 1) for card in CORPUS] + [b"\xff"]
LARGE_SHARE = 200  # one input in this many is from the large classes (megabyte lines, 100,000-deep nesting)


KEPT = 5  # the slowest inputs of each class are kept, and timed again at the end (best of 3)


@dataclass
class Tally:
    inputs: Counter = field(default_factory=Counter)
    crashes: list = field(default_factory=list)  # (class, kind, where, saved path)
    times: dict = field(default_factory=dict)  # class -> list of (seconds, size)
    slowest: dict = field(default_factory=dict)  # class -> the KEPT slowest (seconds, size, source)

    def record(self, label: str, source, seconds: float) -> None:
        self.inputs[label] += 1
        self.times.setdefault(label, []).append((seconds, len(source)))
        kept = self.slowest.setdefault(label, [])
        kept.append((seconds, len(source), source))
        kept.sort(key=lambda item: -item[0])
        del kept[KEPT:]


def run_class(label: str, strategy, examples: int, tally: Tally, save: bool, start_seed: int) -> None:
    @seed(start_seed)
    @settings(max_examples=examples, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def fuzz(source) -> None:
        began = time.perf_counter()
        try:
            check_everything(source)
        except Exception as problem:  # noqa: BLE001 - a crasher is what we are looking for
            tally.crashes.append((label, type(problem).__name__, _where(problem), save_crasher(label, source) if save else None))
        tally.record(label, source, time.perf_counter() - began)

    fuzz()


def _where(problem: Exception) -> str:
    frame = traceback.extract_tb(problem.__traceback__)[-1]
    return f"{Path(frame.filename).name}:{frame.lineno} {str(problem)[:120]!r}"


def best_of(source, repeat: int = 3) -> float:
    timings = []
    for _ in range(repeat):
        began = time.perf_counter()
        check_everything(source)
        timings.append(time.perf_counter() - began)
    return min(timings)


def report(tally: Tally, seconds: float) -> None:
    total = sum(tally.inputs.values())
    print(f"\n{total} inputs in {seconds:.0f} s; {len(tally.crashes)} crashes")
    print("times: median over the class; the slowest of its inputs timed again, best of 3\n")
    print(f"{'input class':<40} {'inputs':>7} {'median ms':>10} {'slowest ms':>11} {'its KB':>8} {'ms/KB':>7}")
    overall = []
    for label, times in tally.times.items():
        retimed = [(best_of(source), size, label) for _, size, source in tally.slowest[label]]
        slowest, size, _ = max(retimed)
        overall.extend(retimed)
        median = statistics.median(t for t, _ in times)
        print(f"{label:<40} {tally.inputs[label]:>7} {median * 1000:>10.2f} {slowest * 1000:>11.1f} {size / 1024:>8.1f} "
              f"{slowest * 1000 / max(size / 1024, 1):>7.1f}")
    small = [item for item in overall if item[1] <= 10 * 1024]
    if small:
        worst = max(small)
        print(f"\nslowest input of at most 10 KB: {worst[0] * 1000:.1f} ms ({worst[1] / 1024:.1f} KB, {worst[2]})")
    for label, kind, where, saved in tally.crashes[:50]:
        print(f"CRASH {label}: {kind} at {where}" + (f" -> {saved}" if saved else ""))


def warm_up() -> None:
    """Build the parser, its lexers and the registry before anything is timed."""
    for source in INPUT_CLASSES_WARM_UP:
        check_everything(source)


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("--examples", type=int, default=10_000, help="inputs in all (default 10000)")
    options.add_argument("--seed", type=int, default=1)
    options.add_argument("--no-save", action="store_true", help="do not save crashers to tests/regressions/frontend/")
    options.add_argument("--only", action="append", metavar="CLASS", help="run only this input class (repeatable)")
    arguments = options.parse_args()
    classes = {label: s for label, s in {**INPUT_CLASSES, **LARGE_CLASSES}.items() if not arguments.only or label in arguments.only}
    warm_up()
    tally, began = Tally(), time.perf_counter()
    large = max(1, arguments.examples // LARGE_SHARE // len(LARGE_CLASSES)) if not arguments.only else arguments.examples // len(classes)
    per_class = max(1, (arguments.examples - large * len(LARGE_CLASSES)) // len(INPUT_CLASSES)) if not arguments.only else large
    for number, (label, strategy) in enumerate(classes.items()):
        count = large if label in LARGE_CLASSES else per_class
        run_class(label, strategy, count, tally, not arguments.no_save, arguments.seed * 1000 + number)
        print(f"{label}: {tally.inputs[label]} inputs, {sum(1 for c in tally.crashes if c[0] == label)} crashes", flush=True)
    report(tally, time.perf_counter() - began)


if __name__ == "__main__":
    main()
