"""Benchmark: the mutation kill rate. Every semantic mutant of every corpus card (verifier/mutate.py) is checked
(`gah check`: errors, the engine's refusals, text disagreements) and verified next to the rest of the corpus;
a mutant is killed if either reports it. Prints the kill rate per operator and what killed each mutant.

Run: `python bench/mutation.py` (all mutants) or `python bench/mutation.py --sample 5` (every 5th)."""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiler.corpus import check_paths, default_corpus  # noqa: E402
from verifier.mutate import changes_behaviour, mutants  # noqa: E402


def killers(mutant, original, corpus) -> set[str]:
    """What reports the mutant: 'check', 'text', or the verifier's properties that refute or warn."""
    from compiler.checker import check_component

    checked, problems = check_component(original.path, mutant.node)
    if checked is None or any(p.is_error for p in problems):
        return {"check"}
    found = set()
    if checked.module in ("base", "custom"):
        from compiler.build import compile_problems

        if compile_problems([checked]):
            return {"check"}
    from compiler.textcheck import text_diagnostics

    if text_diagnostics(checked):
        found.add("text")
    return found | verified(checked, original, corpus)


def verified(checked, original, corpus) -> set[str]:
    from verifier import run

    components = [checked if c is original else c for c in corpus]
    if hasattr(run, "verify_mutant"):
        return run.verify_mutant(components, checked)
    findings = run.verify_all(components, only_card=checked.ident)
    return {f.property for f in findings if f.path == checked.path and f.verdict in ("REFUTED", "WARNING")}


def measure(sample: int = 1, offset: int = 0) -> dict:
    corpus = list(check_paths([default_corpus()]).components)
    rows, index = [], 0
    for original in corpus:
        for mutant in mutants(original.node):
            index += 1
            if (index - 1) % sample != offset:
                continue
            from compiler.checker import check_component

            checked, _ = check_component(original.path, mutant.node)
            if checked is not None and not changes_behaviour(original, checked):
                rows.append((original, mutant, None))
                continue
            rows.append((original, mutant, killers(mutant, original, corpus)))
    return {"rows": rows}


def report(result: dict) -> None:
    per_operator, by_killer = defaultdict(Counter), defaultdict(Counter)
    survivors = []
    for original, mutant, killed in result["rows"]:
        if killed is None:
            per_operator[mutant.operator]["equivalent"] += 1
            continue
        per_operator[mutant.operator]["mutants"] += 1
        per_operator[mutant.operator]["killed"] += bool(killed)
        per_operator[mutant.operator]["by verify"] += bool(killed - {"check", "text"})
        for killer in killed:
            by_killer[mutant.operator][killer] += 1
        if not killed:
            survivors.append(mutant.label(f"{original.kind.name} {original.ident}"))
    total = Counter()
    print(f"{'operator':18} {'mutants':>7} {'killed':>7} {'rate':>6} {'verify':>7} {'equiv':>6}  killed by")
    for operator in sorted(per_operator):
        row = per_operator[operator]
        total.update(row)
        rate = row["killed"] / row["mutants"] if row["mutants"] else 1.0
        killed_by = ", ".join(f"{k} {n}" for k, n in sorted(by_killer[operator].items()))
        print(f"{operator:18} {row['mutants']:7} {row['killed']:7} {rate:6.0%} {row['by verify']:7} {row['equivalent']:6}  {killed_by}")
    rate = total["killed"] / total["mutants"] if total["mutants"] else 1.0
    print(f"{'all':18} {total['mutants']:7} {total['killed']:7} {rate:6.0%} {total['by verify']:7} {total['equivalent']:6}")
    print(f"\n{len(survivors)} survivors:")
    for line in survivors:
        print("  " + line)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sample", type=int, default=1, help="measure every Nth mutant only")
    args = parser.parse_args()
    begun = time.perf_counter()
    result = measure(args.sample)
    report(result)
    print(f"\n{time.perf_counter() - begun:.1f} s")


if __name__ == "__main__":
    main()
