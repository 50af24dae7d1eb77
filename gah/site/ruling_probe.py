"""A pytest plugin the site build loads into its own run of tests/rulings (`-p gah.site.ruling_probe`): it
prints each ruling test's outcome as one JSON line at the end, which the build reads from the run's output
(gah/site/rulings.py). It writes no file."""
from __future__ import annotations

import json
import sys

MARK = "GAH-RULING-OUTCOMES "
_outcomes: dict[str, str] = {}


def pytest_runtest_logreport(report):
    if report.when != "call" and report.outcome == "passed":
        return
    name = report.nodeid.split("::", 1)[1].split("[")[0]
    outcome = "expected failure" if hasattr(report, "wasxfail") else report.outcome
    if _outcomes.get(name) in (None, "passed"):  # one failing case of a parametrized test fails the ruling
        _outcomes[name] = outcome


def pytest_sessionfinish(session, exitstatus):
    sys.__stdout__.write("\n" + MARK + json.dumps(_outcomes, sort_keys=True) + "\n")
    sys.__stdout__.flush()
