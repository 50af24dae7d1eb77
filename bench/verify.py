"""Benchmark: `gah verify` on the whole shipped corpus (check, then every component × every property), for this
tree and for an earlier commit in the same run (a temporary `git worktree`, removed afterwards), so the two
figures come from the same machine under the same load: the two trees' runs alternate, and each run reports its
CPU time beside its wall time (on a loaded machine wall time says more about the neighbours), with the load average.
The target: under 15 s on 2 cores.

Run: `python bench/verify.py` (compares with HEAD~1) or `python bench/verify.py --against REV` or `--alone`."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_S = 15.0

# Run inside a tree: time checking and verifying its corpus with its own code (`verify_all` is in every version).
PROBE = """
import json, statistics, time
from compiler.corpus import check_paths, default_corpus
from verifier.run import verify_all
begun, cpu_begun = time.perf_counter(), time.process_time()
components = check_paths([default_corpus()]).components
checked, cpu_checked = time.perf_counter(), time.process_time()
findings = verify_all(components)
done, cpu_done = time.perf_counter(), time.process_time()
print(json.dumps({"check": checked - begun, "verify": done - checked, "total": done - begun, "verdicts": len(findings),
                  "components": len(components), "verify_cpu": cpu_done - cpu_checked, "total_cpu": cpu_done - cpu_begun}))
"""


def sample(tree: Path) -> dict:
    """One fresh process (it pays its own imports, as `gah verify` does)."""
    return json.loads(subprocess.run([sys.executable, "-c", PROBE], cwd=tree, capture_output=True, text=True, check=True,
                                     env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"}).stdout)


def measure(trees: list, runs: int) -> list[dict]:
    """The median of `runs` samples per tree, the trees' runs alternating so that each sees the same load."""
    samples = [[] for _ in trees]
    for _ in range(runs):
        for index, tree in enumerate(trees):
            samples[index].append(sample(tree))
    return [{key: statistics.median(s[key] for s in taken) for key in taken[0]} for taken in samples]


def earlier(rev: str):
    """A temporary worktree of `rev` (a context manager that removes it)."""
    folder = Path(tempfile.mkdtemp(prefix="gah-bench-")) / "tree"

    class Tree:
        def __enter__(self):
            subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(folder), rev], check=True, capture_output=True)
            return folder

        def __exit__(self, *exc):
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(folder)], check=False, capture_output=True)

    return Tree()


def show(label: str, figures: dict) -> None:
    verdict = "within" if figures["total"] < TARGET_S else "OVER"
    print(f"{label:12} {figures['components']:.0f} components, {figures['verdicts']:.0f} verdicts: check {figures['check']:.2f} s, "
          f"verify {figures['verify']:.2f} s (CPU {figures['verify_cpu']:.2f} s), total {figures['total']:.2f} s "
          f"(CPU {figures['total_cpu']:.2f} s; {verdict} the {TARGET_S:.0f} s target)")


def load() -> str:
    return "load average " + ", ".join(f"{n:.2f}" for n in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--against", default="HEAD~1", help="the commit to compare with")
    parser.add_argument("--alone", action="store_true", help="measure this tree only")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"before: {load()}")
    if args.alone:
        show("this tree", measure([ROOT], args.runs)[0])
    else:
        with earlier(args.against) as tree:
            mine, theirs = measure([ROOT, tree], args.runs)
        show("this tree", mine)
        show(args.against, theirs)
    print(f"after: {load()}")


if __name__ == "__main__":
    main()
