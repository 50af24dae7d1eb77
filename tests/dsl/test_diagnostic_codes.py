"""The catalogue in dsl/diagnostics.py is the one list of diagnostic codes (docs/reference.md renders it)."""
from __future__ import annotations

import re
from pathlib import Path

from dsl.diagnostics import CODES

ROOT = Path(__file__).parents[2]
CODE = re.compile(r'"([EW]\d{3})"')


def codes_in(packages: tuple[str, ...]) -> set[str]:
    found = set()
    for package in packages:
        for path in (ROOT / package).rglob("*.py"):
            if path.name != "diagnostics.py":
                found |= set(CODE.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_code_the_code_reports_is_in_the_catalogue() -> None:
    assert codes_in(("dsl", "compiler", "gah", "verifier", "engine")) <= set(CODES)


def test_every_front_end_code_in_the_catalogue_is_reported_by_the_front_end() -> None:
    front_end = {code for code in CODES if code.startswith("E1")}
    assert front_end <= codes_in(("dsl", "compiler"))
