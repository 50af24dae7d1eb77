"""Shared test setup: hypothesis profiles (CI keeps the suite fast) and the --overwrite flag for goldens."""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_addoption(parser):
    parser.addoption("--overwrite", action="store_true", default=False, help="Regenerate golden files from current output.")


# ---- ruling results for the site: every run of tests/rulings records pass/fail per test ------------------------------

import json  # noqa: E402
from pathlib import Path  # noqa: E402

RULING_RESULTS = Path(__file__).resolve().parents[1] / "build" / "ruling-results.json"
_ruling_outcomes: dict = {}


def pytest_runtest_logreport(report):
    if "tests/rulings/" in report.nodeid.replace("\\", "/") and (report.when == "call" or report.outcome != "passed"):
        name = report.nodeid.split("::", 1)[1].split("[")[0]
        outcome = "expected failure" if hasattr(report, "wasxfail") else report.outcome
        if _ruling_outcomes.get(name) in (None, "passed"):
            _ruling_outcomes[name] = outcome


def pytest_sessionfinish(session, exitstatus):
    if _ruling_outcomes:
        RULING_RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RULING_RESULTS.write_text(json.dumps(_ruling_outcomes, indent=1, sort_keys=True), encoding="utf-8")
