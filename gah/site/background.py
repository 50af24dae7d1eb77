"""The slow parts of a site build, run beside it: the ruling tests (a pytest run, gah/site/rulings.py) and
the verifier (z3, in a forked worker process). Both start as soon as the corpus is checked; `values()` waits
for them and gives what fills the pages' late slots (gah/site/late.py)."""
from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from gah.site.late import LateValues
from gah.site.rulings import RulingRun, summary

_COMPONENTS: tuple = ()  # what the forked worker verifies (a fork inherits it; nothing is sent to the worker)


def _verify_in_worker():
    from gah.exporting import verdicts

    return verdicts(_COMPONENTS)


class Verification:
    """The verifier's findings for a set of components, computed in a worker process when `parallel`."""

    def __init__(self, components, parallel: bool):
        self.components, self.pool, self.future, self._result = components, None, None, None
        if parallel and "fork" in multiprocessing.get_all_start_methods():
            global _COMPONENTS
            _COMPONENTS = tuple(components)
            self.pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"))
            self.future = self.pool.submit(_verify_in_worker)

    def result(self) -> tuple[dict | None, str]:
        if self._result is None:
            self._result = self._wait() if self.future is not None else _verdicts(self.components)
        return self._result

    def _wait(self):
        try:
            return self.future.result()
        finally:
            self.pool.shutdown()


def _verdicts(components):
    from gah.exporting import verdicts

    return verdicts(components)


class SlowWork:
    def __init__(self, root: Path, components, run: RulingRun | None = None, parallel: bool = True):
        self.run = run or RulingRun(root)
        self.verification = Verification(components, parallel)
        self.rulings: list = []  # set once the rulings are read, for the summary line
        self.parts: dict = {}    # set once the card pages are made: their designers' sections

    def values(self) -> LateValues:
        findings, verification = self.verification.result()
        return LateValues(self.run.outcome, lambda: summary(self.run, self.rulings), findings, verification, self.parts)
