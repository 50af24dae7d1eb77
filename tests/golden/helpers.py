"""Golden-file comparison: compare with the stored expectation, or rewrite it under --overwrite."""
from __future__ import annotations

from pathlib import Path


def assert_golden(request, expected_path: Path, actual: str) -> None:
    if request.config.getoption("--overwrite") or not expected_path.exists():
        expected_path.write_text(actual, encoding="utf-8")
        if not request.config.getoption("--overwrite"):
            raise AssertionError(f"golden file {expected_path.name} was missing and has been written; review it")
        return
    assert actual == expected_path.read_text(encoding="utf-8")
