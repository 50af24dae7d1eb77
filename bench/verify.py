"""Benchmark: the whole corpus verified (every component × every property); total time and the
per-component median. Run: `python bench/verify.py`."""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiler.corpus import check_paths, default_corpus  # noqa: E402
from verifier import board  # noqa: E402
from verifier.run import action_spaces, verify_component  # noqa: E402


def main() -> None:
    components = check_paths([default_corpus()]).components
    night = board.NightBoard(next(c for c in components if c.kind.name == "hotel-board" and c.ident == "night"))
    timings, findings, spaces = [], 0, action_spaces(components)
    start = time.perf_counter()
    for component in components:
        begun = time.perf_counter()
        findings += len(verify_component(component, None, night, spaces))
        timings.append(time.perf_counter() - begun)
    total = time.perf_counter() - start
    print(f"{len(components)} components, {findings} verdicts: total {total:.2f} s, "
          f"median {statistics.median(timings) * 1000:.1f} ms per component, slowest {max(timings) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
