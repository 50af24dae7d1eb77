"""Benchmark: the front end's worst case. Parse + check time of many broken inputs, slowest first, against
another commit in the same run (a `git worktree` of it), so both are timed on the same machine at the same
time and load.

The inputs: corpus cards with realistic mistakes (a token deleted, inserted, doubled or swapped, a line
deleted, doubled or moved, two cards spliced), and named worst cases of up to 10 KB (the typo of issue
17, a file with every line broken, lines of stray brackets or commas, token soup, dense valid text).
Each input is timed in CPU time, best of up to 3 runs (an input slower than 50 ms is run once).

    python bench/frontend_worst.py [--against REV] [--inputs 300] [--seed 17]

REV defaults to where this branch left main (`git merge-base HEAD main`). Not a test: nothing asserts.
Against f05a3fc the run takes about ten minutes, most of it the old code on one 10 KB input.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CARDS = ROOT / "cards"
ISSUE_CARD = CARDS / "base" / "objectives" / "113-four-blue-three-red.gah"
MUTATIONS = ["", "{", "}", "(", ")", ",", "else", "may", "if", "7", '"', "\n", ">=", "unknown", "@A", "and", "x("]
TOKEN_SPLIT = " "


# ---- inputs ------------------------------------------------------------------------------------------------------


def corpus() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted(CARDS.rglob("*.gah"))]


def mutated(rng: random.Random, cards: list[str]) -> str:
    text = rng.choice(cards)
    kind = rng.choice(["tokens", "lines", "splice"])
    if kind == "splice":
        other = rng.choice(cards)
        return text[: rng.randrange(len(text) + 1)] + other[rng.randrange(len(other) + 1) :]
    parts = text.split(TOKEN_SPLIT) if kind == "tokens" else text.split("\n")
    for _ in range(rng.randint(1, 5)):
        at = rng.randrange(len(parts))
        operation = rng.choice(["delete", "insert", "double", "swap"])
        if operation == "delete":
            del parts[at]
        elif operation == "insert":
            parts.insert(at, rng.choice(MUTATIONS) if kind == "tokens" else rng.choice(parts))
        elif operation == "double":
            parts.insert(at, parts[at])
        elif at + 1 < len(parts):
            parts[at], parts[at + 1] = parts[at + 1], parts[at]
        if not parts:
            parts = [""]
    return (TOKEN_SPLIT if kind == "tokens" else "\n").join(parts)


def named_worst_cases(cards: list[str]) -> dict[str, str]:
    """Inputs of at most 10 KB chosen to be slow: the issue's typo and the shapes that were quadratic."""
    issue = ISSUE_CARD.read_text(encoding="utf-8")
    head = 'staff 1 "X" {\n  effect {\n'
    fill = lambda line: head + line * ((10_000 - len(head) - 4) // len(line)) + "  }\n}\n"  # noqa: E731
    valid = "".join(c for c in cards if "may" in c)[:9_990]
    return {
        "issue typo: rooms(occupied, )": issue.replace("rooms(occupied,", "rooms(occupied, )", 1),
        "issue typo: rooms(occupied, ": issue.replace("rooms(occupied", "rooms(occupied, ", 1),
        "1.4 KB card, every line broken": "\n".join(line + " )" for line in next(c for c in cards if len(c) > 1400).split("\n"))[:1400],
        "10 KB, every line broken": fill("    gain 1 vp per rooms(occupied, )\n"),
        "10 KB, every line an extra }": fill("    }\n"),
        "10 KB, lines of commas": fill("    , , , , , , , , , , , , , , , , , , ,\n"),
        "10 KB, if without a block": fill("    if money >= 1\n"),
        "10 KB, token soup": " ".join(random.Random(1).choice(MUTATIONS + ["gain", "1", "vp"]) for _ in range(4000))[:10_000],
        "10 KB, one line of stray characters": head + "    $" * 2000 + "\n}\n",
        "10 KB, unclosed strings": fill('    note "\\"\\"\\"\n'),
        "10 KB, valid cards": valid,
    }


def write_inputs(folder: Path, count: int, seed: int) -> list[Path]:
    cards = corpus()
    rng = random.Random(seed)
    inputs = {f"mutated {n:04d}": mutated(rng, cards) for n in range(count)}
    inputs.update(named_worst_cases(cards))
    paths = []
    for number, (name, text) in enumerate(inputs.items()):
        path = folder / f"{number:04d}.gah"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    (folder / "names.json").write_text(json.dumps({p.name: n for p, n in zip(paths, inputs)}), encoding="utf-8")
    return paths


# ---- measuring (run in a child process, with the tree under test first on sys.path) ---------------------------------


def measure(folder: Path) -> dict:
    from compiler.corpus import check_texts  # the tree under test's front end: parse + check

    names = json.loads((folder / "names.json").read_text(encoding="utf-8"))
    check_texts([(p.name, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.gah"))[:20]])  # warm up
    return {names[p.name]: [_best_time(check_texts, p), p.stat().st_size] for p in sorted(folder.glob("*.gah"))}


def _best_time(check_texts, path: Path) -> float:
    text, timings = path.read_text(encoding="utf-8"), []
    while len(timings) < 3 and sum(timings) < 0.05:
        began = time.process_time()
        check_texts([(path.name, text)])
        timings.append(time.process_time() - began)
    return min(timings)


def measure_tree(tree: Path, folder: Path) -> dict:
    code = f"import sys, json; sys.path.insert(0, {str(tree)!r}); sys.path.insert(1, {str(ROOT / 'bench')!r}); " \
           f"import frontend_worst as b; print(json.dumps(b.measure(b.Path({str(folder)!r}))))"
    done = subprocess.run([sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


# ---- report ------------------------------------------------------------------------------------------------------


def summary(label: str, timings: dict) -> None:
    seconds = [t for t, _ in timings.values()]
    name, (slowest, size) = max(timings.items(), key=lambda item: item[1][0])
    total_kb = sum(s for _, s in timings.values()) / 1024
    print(f"{label:<14} inputs {len(seconds):>4}  median {statistics.median(seconds) * 1000:7.2f} ms  "
          f"slowest {slowest * 1000:9.1f} ms ({size / 1024:.1f} KB, {slowest * 1000 / (size / 1024):.1f} ms/KB: {name})  "
          f"all {sum(seconds) / total_kb * 1000:.2f} ms/KB")


def compare(before: dict, after: dict, rev: str) -> None:
    print(f"\n{'input':<40} {'KB':>5} {rev[:10]:>12} {'this tree':>12} {'speed-up':>9}")
    named = [n for n in after if not n.startswith("mutated")]
    worst_mutated = sorted((n for n in after if n.startswith("mutated")), key=lambda n: -before[n][0])[:5]
    for name in named + worst_mutated:
        (old, size), (new, _) = before[name], after[name]
        print(f"{name:<40} {size / 1024:>5.1f} {old * 1000:>9.1f} ms {new * 1000:>9.1f} ms {old / max(new, 1e-6):>8.0f}x")


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    options.add_argument("--against", help="the commit to compare with (default: git merge-base HEAD main)")
    options.add_argument("--inputs", type=int, default=300, help="mutated corpus cards (default 300)")
    options.add_argument("--seed", type=int, default=17)
    arguments = options.parse_args()
    rev = arguments.against or _git("merge-base", "HEAD", "main")
    with tempfile.TemporaryDirectory() as scratch:
        folder, baseline = Path(scratch) / "inputs", Path(scratch) / "baseline"
        folder.mkdir()
        write_inputs(folder, arguments.inputs, arguments.seed)
        _git("worktree", "add", "--detach", str(baseline), rev)
        try:
            before = measure_tree(baseline, folder)
        finally:
            _git("worktree", "remove", "--force", str(baseline))
        after = measure_tree(ROOT, folder)
    print(f"front end, parse + check, CPU time (baseline {rev[:10]} = {_git('log', '-1', '--format=%s', rev)[:60]})\n")
    summary(rev[:10], before)
    summary("this tree", after)
    compare(before, after, rev)


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


if __name__ == "__main__":
    main()
