"""Benchmark: `python3 -m gah site build` for the whole corpus (mkdocs --strict, offline, with the verifier and the
ruling tests it runs), timed as a user waits for it: the whole command in a fresh interpreter, wall clock, from
start to exit. Timed against an earlier commit in the same run (a temporary `git worktree`), builds interleaved,
so both see the same machine and the same load; the load average is printed with each build. The target is
under 10 s.

This tree is timed twice per round: "cold", with an empty cache folder (GAH_CACHE_DIR), so the verifier and the
ruling tests run and lark builds its tables; and "warm", with the cache an earlier build of the same tree left
(what a rebuild costs while the cards, engine and tests are unchanged: gah/site/cache.py). The earlier commit
is timed the same two ways (a commit that knows no cache builds alike in both), and each round checks that the
search index, which holds every page's text, is the same bytes in this tree's builds and the earlier one's.

`--phases` instead times one warm build of each tree by phase (wall and CPU of the build's own process; the
forked copies and workers are summed as "children"), by wrapping the functions each phase runs.

Run: `python bench/site.py --against f704175 --runs 3`, or `python bench/site.py --only-this`, or `--phases`."""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = 10.0


@dataclass(frozen=True)
class Build:
    wall: float       # seconds, the whole command
    cpu: float        # seconds of CPU, the command and every process it started
    reported: float   # what the command printed ("site built in N s")
    load: float       # the 1-minute load average when it started
    pages: int


def measure(tree: Path, cache: Path, out: Path) -> Build:
    """One `gah site build` from the code in `tree`, in a fresh interpreter (its own imports and caches)."""
    env = {"PATH": "/usr/bin:/bin:/usr/local/bin", "NO_MKDOCS_2_WARNING": "1", "HOME": str(Path.home()), "GAH_CACHE_DIR": str(cache)}
    load = os.getloadavg()[0]
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    result = subprocess.run([sys.executable, "-m", "gah", "site", "build", "--out", str(out)], cwd=tree, capture_output=True,
                            text=True, timeout=900, env=env)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        raise SystemExit(f"the build in {tree} failed:\n{result.stderr[-2000:]}")
    reported = float(result.stdout.split("site built in ", 1)[1].split(" s", 1)[0])
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Build(wall, cpu, reported, load, len(list((out / "site").rglob("*.html"))))


def worktree(revision: str, folder: Path) -> Path:
    subprocess.run(["git", "worktree", "add", "--detach", "--quiet", str(folder), revision], cwd=ROOT, check=True)
    return folder


def remove_worktree(folder: Path) -> None:
    subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=ROOT, check=False)


def describe(revision: str) -> str:
    return subprocess.run(["git", "log", "-1", "--format=%h %s", revision], cwd=ROOT, capture_output=True, text=True).stdout.strip()[:72]


def show(name: str, build: Build) -> None:
    print(f"  {name:6s} wall {build.wall:5.1f} s  cpu {build.cpu:5.1f} s  (printed {build.reported:4.1f} s)  load {build.load:4.1f}", flush=True)


def summary(name: str, builds: list[Build]) -> None:
    if builds:
        walls = [b.wall for b in builds]
        print(f"{name}: {builds[0].pages} HTML pages; wall best {min(walls):.1f} s, median {statistics.median(walls):.1f} s; "
              f"cpu median {statistics.median(b.cpu for b in builds):.1f} s; load {min(b.load for b in builds):.1f}-"
              f"{max(b.load for b in builds):.1f}, over {len(builds)} builds")


def one_round(folder: Path, other: Path | None, results: dict[str, list[Build]], number: int) -> None:
    print(f"round {number} (cpus: {os.cpu_count()})", flush=True)
    builds = (("cold", ROOT, folder / f"cold-cache-{number}"), ("old", other, folder / f"old-cache-{number}"),
              ("warm", ROOT, folder / "warm-cache"), ("old-warm", other, folder / "old-warm-cache"))
    for name, tree, cache in builds:
        if tree is None:
            continue
        if name.endswith("warm") and not cache.exists():
            measure(tree, cache, folder / f"prime-{name}")  # leaves the cache a rebuild finds
        build = measure(tree, cache, folder / f"out-{name}-{number}")
        results[name].append(build)
        show(name, build)
    if other is not None:
        print(f"  search index the same bytes as {other.name}'s: {same_search_index(folder, number)}", flush=True)


def same_search_index(folder: Path, number: int) -> bool:
    """The pages must not change: the search index (every page's text) of this tree's builds and the earlier commit's."""
    index = [(folder / f"out-{name}-{number}" / "site" / "search" / "search_index.json").read_bytes() for name in ("cold", "warm", "old")]
    return index[0] == index[1] == index[2]


PHASES = (  # (module, object or "", function, label): the phases of a build, in the order they run; absent ones are skipped
    ("gah.inputs", "", "card_set", "loading and checking the corpus"),
    ("gah.site.build", "", "site_files", "page generation (ours)"),
    ("gah.site.build", "", "_context", "  context: rulings read, related cards, outlines"),
    ("gah.site.build", "", "_card_files", "  card pages and kind indexes"),
    ("gah.site.build", "", "_generate_into", "writing docs/ (the pages' sources)"),
    ("mkdocs.config", "", "load_config", "mkdocs: loading the configuration"),
    ("mkdocs.commands.build", "", "build", "mkdocs build, whole (mkdocs' own)"),
    ("gah.site.mkbuild", "", "build", "mkdocs build, whole (gah/site/mkbuild.py)"),
    ("mkdocs.structure.files", "Files", "add_files_from_theme", "  theme files listed"),
    ("mkdocs.structure.files", "Files", "copy_static_files", "  theme files copied"),
    ("mkdocs.commands.build", "", "_populate_page", "  Markdown to HTML (mkdocs' own, per page)"),
    ("gah.site.mkbuild", "", "_populate", "  Markdown to HTML (this process's half)"),
    ("markdown.core", "Markdown", "__init__", "    making Markdown instances"),
    ("mkdocs.commands.build", "", "_build_theme_template", "  theme pages: 404, sitemap"),
    ("gah.site.mkbuild", "", "_build_theme_template", "  theme pages: 404, sitemap (in the shared loop)"),
    ("mkdocs.commands.build", "", "_build_page", "  theme templates and search, per page (mkdocs' own)"),
    ("gah.site.mkbuild", "", "_build_page", "  theme templates and search (this process's half)"),
    ("material.plugins.search.plugin", "SearchIndex", "add_entry_from_context", "    search: reading a page's HTML"),
    ("material.plugins.search.plugin", "SearchPlugin", "on_post_build", "  search: writing the index"),
    ("gah.site.background", "SlowWork", "values", "waiting for the verifier, rulings and designers' parts"),
    ("gah.site.build", "", "_fill_built", "filling the late values into the built pages"),
)
DRIVER = """
import importlib, json, os, resource, sys, time
sys.path.insert(0, os.getcwd())
PHASES, OUT = json.loads(sys.argv[1]), sys.argv[2]
spent = {}
def timed(label, function):
    def wrapper(*args, **kwargs):
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            total = spent.setdefault(label, [0.0, 0.0, 0])
            total[0] += time.perf_counter() - wall; total[1] += time.process_time() - cpu; total[2] += 1
    return wrapper
import gah.cli
for module, owner, name, label in PHASES:
    try:
        holder = importlib.import_module(module)
        holder = getattr(holder, owner) if owner else holder
        setattr(holder, name, timed(label, getattr(holder, name)))
    except (ImportError, AttributeError):
        pass
start = time.perf_counter()
sys.argv = ["gah", "site", "build", "--out", OUT]
try:
    gah.cli.main()
except SystemExit:
    pass
children = resource.getrusage(resource.RUSAGE_CHILDREN)
spent["whole command, this process (after start-up)"] = [time.perf_counter() - start, time.process_time(), 1]
spent["children: forked copies, workers, the ruling run (CPU)"] = [0.0, children.ru_utime + children.ru_stime, 1]
print("PHASES " + json.dumps(spent))
"""


def phases(tree: Path, cache: Path, out: Path) -> dict[str, list]:
    env = {"PATH": "/usr/bin:/bin:/usr/local/bin", "NO_MKDOCS_2_WARNING": "1", "HOME": str(Path.home()), "GAH_CACHE_DIR": str(cache)}
    result = subprocess.run([sys.executable, "-c", DRIVER, json.dumps(PHASES), str(out)], cwd=tree, capture_output=True, text=True,
                            timeout=900, env=env)
    line = next((l for l in result.stdout.splitlines() if l.startswith("PHASES ")), None)
    if result.returncode != 0 or line is None:
        raise SystemExit(f"the build in {tree} failed:\n{result.stderr[-2000:]}")
    return json.loads(line[len("PHASES "):])


def show_phases(folder: Path, trees: dict[str, Path]) -> None:
    """One warm build per tree (a first build fills its cache), phase by phase, side by side."""
    found = {}
    for name, tree in trees.items():
        load = os.getloadavg()[0]
        phases(tree, folder / f"phase-cache-{name}", folder / f"phase-prime-{name}")
        found[name] = (phases(tree, folder / f"phase-cache-{name}", folder / f"phase-out-{name}"), load)
    labels = [label for _, _, _, label in PHASES] + list(next(iter(found.values()))[0])[-2:]
    print(f"{'warm build, by phase (s)':58s}" + "".join(f"{name + f' (load {load:.1f})':>26s}" for name, (_, load) in found.items()))
    print(f"{'':58s}" + "".join(f"{'wall':>9s}{'cpu':>8s}{'calls':>9s}" for _ in found))
    for label in dict.fromkeys(labels):
        if any(label in spent for spent, _ in found.values()):
            cells = "".join(f"{spent[label][0]:9.2f}{spent[label][1]:8.2f}{spent[label][2]:9d}" if label in spent else f"{'-':>9s}{'':8s}{'':9s}"
                            for spent, _ in found.values())
            print(f"{label[:58]:58s}{cells}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="HEAD~1", help="the commit to compare with (default: the previous one)")
    parser.add_argument("--runs", type=int, default=2, help="rounds of builds, interleaved")
    parser.add_argument("--only-this", action="store_true", help="time this tree only")
    parser.add_argument("--phases", action="store_true", help="one warm build of each tree, timed phase by phase")
    args = parser.parse_args()
    if args.phases:
        with tempfile.TemporaryDirectory() as name:
            folder = Path(name)
            other = None if args.only_this else worktree(args.against, folder / "earlier")
            try:
                show_phases(folder, {"this tree": ROOT, **({args.against: other} if other else {})})
            finally:
                if other is not None:
                    remove_worktree(other)
        return
    results: dict[str, list[Build]] = {"cold": [], "old": [], "warm": [], "old-warm": []}
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        other = None if args.only_this else worktree(args.against, folder / "earlier")
        try:
            for number in range(1, args.runs + 1):
                one_round(folder, other, results, number)
        finally:
            if other is not None:
                remove_worktree(other)
    summary("this tree, cold (empty cache)", results["cold"])
    summary("this tree, warm (cache of an earlier build)", results["warm"])
    summary(f"{args.against} ({describe(args.against)}), cold", results["old"])
    summary(f"{args.against}, warm", results["old-warm"])
    for name in ("cold", "warm"):
        best = min(b.wall for b in results[name])
        print(f"target {TARGET:.0f} s wall: this tree {name} is {'under' if best < TARGET else 'OVER'} it (best {best:.1f} s)")


if __name__ == "__main__":
    main()
