"""Benchmark: generating and building the rules site for the whole corpus (mkdocs --strict), with the verifier
and the ruling tests it runs, timed against an earlier commit in the same run (a temporary `git worktree`), so
both figures see the same machine and the same load. The target is under 10 s.

Run: `python bench/site.py` (against the previous commit), `python bench/site.py --against main --runs 3`,
or `python bench/site.py --only-this` (no comparison)."""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = 10.0
MEASURE = """
import sys, tempfile
from pathlib import Path
sys.path.insert(0, '.')
from gah.site.build import build
with tempfile.TemporaryDirectory() as folder:
    seconds = build(Path(folder) / 'out')
    pages = len(list((Path(folder) / 'out' / 'site').rglob('*.html')))
print(f'{seconds:.3f} {pages}')
"""


def measure(tree: Path) -> tuple[float, int]:
    """One build of the site from the code in `tree`, in a fresh interpreter (its own imports and caches)."""
    result = subprocess.run([sys.executable, "-c", MEASURE], cwd=tree, capture_output=True, text=True, timeout=600,
                            env={"PATH": "/usr/bin:/bin:/usr/local/bin", "NO_MKDOCS_2_WARNING": "1", "HOME": str(Path.home())})
    if result.returncode != 0:
        raise SystemExit(f"the build in {tree} failed:\n{result.stderr[-2000:]}")
    seconds, pages = result.stdout.split()[-2:]
    return float(seconds), int(pages)


def worktree(revision: str, folder: Path) -> Path:
    subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(folder), revision], cwd=ROOT, check=True)
    return folder


def remove_worktree(folder: Path) -> None:
    subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=ROOT, check=False)


def describe(revision: str) -> str:
    return subprocess.run(["git", "log", "-1", "--format=%h %s", revision], cwd=ROOT, capture_output=True, text=True).stdout.strip()[:72]


def report(name: str, times: list[float], pages: int) -> None:
    print(f"{name}: {pages} HTML pages, best {min(times):.2f} s, median {statistics.median(times):.2f} s over {len(times)} builds")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="HEAD~1", help="the commit to compare with (default: the previous one)")
    parser.add_argument("--runs", type=int, default=2, help="builds of each, alternating")
    parser.add_argument("--only-this", action="store_true", help="time this tree only")
    args = parser.parse_args()
    this, earlier = [], []
    with tempfile.TemporaryDirectory() as folder:
        other = None if args.only_this else worktree(args.against, Path(folder) / "earlier")
        try:
            for _ in range(args.runs):
                seconds, pages = measure(ROOT)
                this.append(seconds)
                if other is not None:
                    then, old_pages = measure(other)
                    earlier.append(then)
        finally:
            if other is not None:
                remove_worktree(other)
    report("this tree", this, pages)
    if earlier:
        report(f"{args.against} ({describe(args.against)})", earlier, old_pages)
    verdict = "under" if min(this) < TARGET else "OVER"
    print(f"target: {TARGET:.0f} s — this tree is {verdict} it")


if __name__ == "__main__":
    main()
