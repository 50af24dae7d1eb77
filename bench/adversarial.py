"""Benchmark of the verifier's judgement: every adversarial card (tests/verifier/adversarial/wrong: a plausible
wrong card with the properties that must catch it in its header) and every control (…/controls: a correct card
that must stay clean), checked and verified beside the corpus its header names (the shipped corpus by default).

Run: `python bench/adversarial.py` (one line per card, then the totals)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.verifier.adversarial_support import controls, header, judged, wrong_cards  # noqa: E402


def main() -> None:
    totals = {}
    for folder, files in (("wrong", wrong_cards()), ("controls", controls())):
        good = 0
        for path in files:
            ok, got = judged(path)
            good += ok
            wanted = sorted(header(path, "expect")) + [f"warn {w}" for w in sorted(header(path, "warn"))] + \
                [f"unknown {u}" for u in sorted(header(path, "unknown"))]
            print(f"{'ok  ' if ok else 'MISS'} {folder}/{path.name}: wants {', '.join(wanted) or 'clean'}; got {got.said()}")
        totals[folder] = (good, len(files))
    print(f"\nwrong cards caught: {totals['wrong'][0]} of {totals['wrong'][1]}; controls clean: {totals['controls'][0]} of {totals['controls'][1]}")


if __name__ == "__main__":
    main()
