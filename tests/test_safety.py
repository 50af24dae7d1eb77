"""Card files can never run code: no eval, exec, pickle or dynamic import anywhere in the pipeline."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parents[1]
# the code a user runs on their cards and files (tools/ generates the lexicon's WordNet table); tests/safety reads it too
PACKAGES = ("dsl", "compiler", "engine", "verifier", "gah", "tools")
FORBIDDEN = re.compile(r"(?<![\w.])(eval|exec|compile|__import__)\(|\bpickle\b|\bimportlib\b|\bmarshal\b")


def test_no_dynamic_code_in_the_pipeline() -> None:
    offenders = []
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
                if FORBIDDEN.search(line.split("#")[0]):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, offenders


def test_the_engine_never_names_a_card() -> None:
    from compiler.corpus import check_paths

    card_kinds = {"staff", "guest", "objective", "emperor-tile", "celebrity", "hotel-entrance", "ballroom"}
    names = {c.name for c in check_paths([ROOT / "cards"]).components if c.kind.name in card_kinds}
    engine_text = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine").rglob("*.py"))
    named = sorted(n for n in names if len(n) > 4 and f'"{n}"' in engine_text)
    assert not named, named
