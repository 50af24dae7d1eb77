"""Counterexamples as tests: a refutation becomes a ready-to-paste pytest file that fails until the
card is fixed (it re-verifies the card and expects no refutation of that property)."""
from __future__ import annotations

import re
from pathlib import Path

from verifier.run import Finding

ROOT = Path(__file__).resolve().parents[1]


def slug(finding: Finding) -> str:
    return re.sub(r"[^a-z0-9]+", "_", f"{finding.component}_{finding.property}".lower()).strip("_")


def card_path(finding: Finding) -> str:
    path = Path(finding.path).resolve()
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def regression_test(finding: Finding) -> str:
    shown = finding.shown() or "(no state needed)"
    return f'''"""Regression: {finding.component} broke the property {finding.property!r}.

Where: {finding.detail or finding.path}
Counterexample (state and choices z3 found): {shown}
This test fails until the card is fixed; then it guards the fix.
"""
from pathlib import Path

from compiler.corpus import check_paths, default_corpus
from verifier.run import verify_all

ROOT = Path(__file__).resolve().parents[2]
CARD = ROOT / {card_path(finding)!r}


def test_{slug(finding)}() -> None:
    components = check_paths([default_corpus() / "base", CARD]).components
    findings = verify_all(components, only_card={finding.component.split(" ", 1)[1]!r}, only_property={finding.property!r})
    assert findings and all(f.verdict == "PROVED" for f in findings), findings
'''


def save(finding: Finding, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    init = folder / "__init__.py"
    if not init.exists():
        init.write_text("", encoding="utf-8")
    path = folder / f"test_{slug(finding)}.py"
    path.write_text(regression_test(finding), encoding="utf-8")
    return path
