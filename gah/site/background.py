"""The slow parts of a site build, run beside it: the ruling tests (a pytest run, gah/site/rulings.py) and
the verifier (z3, in a forked worker process). Both start as soon as the corpus is checked; `values()` waits
for them and gives what fills the pages' late slots (gah/site/late.py). Both results are kept between builds
(gah/site/cache.py) and reused while nothing they depend on has changed: the verifier's while the cards, the
front end, the engine, the verifier and z3 are the same; a run in which the solver gave up on a question (its
time limit depends on the machine's load) is not kept."""
from __future__ import annotations

import dataclasses
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from gah.site import cache
from gah.site.late import LateValues
from gah.site.rulings import RulingRun, summary

_COMPONENTS: tuple = ()  # what the forked workers verify (a fork inherits it; nothing is sent to the workers)
SHARES = 2  # workers, each verifying every other component in the corpus of all (the machine's two cores)


def _verify_share(share: int):
    """One share of the components, verified in the corpus of all; None when the verifier cannot run (no z3)."""
    try:
        from verifier.context import corpus_of
        from verifier.run import verify_all
    except ImportError:
        return None
    return verify_all(_COMPONENTS[share::SHARES], corpus=corpus_of(_COMPONENTS))


DEPENDS = (*cache.ENGINE, "gah/exporting.py")
LIBRARIES = ("z3_solver", "lark")


class Verification:
    """The verifier's findings for a set of components: kept from an earlier build of the same inputs, or
    computed (in a worker process when `parallel`) and kept."""

    def __init__(self, components, parallel: bool, root: Path | None = None):
        self.components, self.pool, self.future, self._result, self.root = components, None, None, None, root
        self.key = verification_key(root, components) if root else None
        kept = cache.recall("verdicts", root, self.key) if root else None
        if kept is not None:
            self._result = _decoded(kept.value)
        if self._result is None and parallel and "fork" in multiprocessing.get_all_start_methods():
            global _COMPONENTS
            _COMPONENTS = tuple(components)
            self.pool = _forked_pool(SHARES)
            self.future = [self.pool.submit(_verify_share, share) for share in range(SHARES)]

    def result(self) -> tuple[dict | None, str]:
        if self._result is None:
            self._result = self._wait() if self.future is not None else _verdicts(self.components)
            findings = self._result[0]
            if self.root and findings is not None and not any(f.detail.startswith("solver:") for fs in findings.values() for f in fs):
                cache.keep("verdicts", self.root, self.key, _encoded(self._result))
        return self._result

    def stop(self) -> None:
        """End the worker now (the build failed): a verifier run nobody will read is not waited for at exit."""
        if self.pool is not None:
            for process in list((self.pool._processes or {}).values()):  # the executor has no public way to end a busy worker
                process.terminate()
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool, self.future = None, None

    def _wait(self):
        """The shares' findings as `gah.exporting.verdicts` gives them: sorted as `verify_all` sorts, by component."""
        try:
            shares = [future.result() for future in self.future]
        finally:
            self.pool.shutdown()
        if any(share is None for share in shares):
            return _verdicts(self.components)  # says why the verifier cannot run
        found: dict = {}
        for finding in sorted(f for share in shares for f in share):
            found.setdefault(finding.component, []).append(finding)
        return found, "run"


def verification_key(root: Path, components) -> str:
    texts = {str(path): Path(path).read_text(encoding="utf-8") for path in sorted({str(c.path) for c in components})}
    return cache.fingerprint(root, DEPENDS, texts, LIBRARIES)


def _encoded(result: tuple[dict, str]) -> dict:
    findings, verification = result
    return {"verification": verification,
            "findings": {label: [dataclasses.asdict(f) for f in found] for label, found in findings.items()}}


def _decoded(value) -> tuple[dict, str] | None:
    """The kept findings as the verifier's own Finding values; None for anything not of the shape kept."""
    from verifier.findings import Finding  # not verifier.run: reading kept findings needs no z3

    try:
        findings = {label: [Finding(**{**f, "counterexample": tuple(tuple(pair) for pair in f["counterexample"])}) for f in found]
                    for label, found in value["findings"].items()}
        return findings, str(value["verification"])
    except (TypeError, KeyError, AttributeError):
        return None


def _verdicts(components):
    from gah.exporting import verdicts

    return verdicts(components)


_PARTS: tuple = ()  # (components, context) for the forked worker that writes the designers' sections


def _parts_in_worker() -> dict[str, str]:
    from gah.site.pages import designers_section, label

    components, context = _PARTS
    return {label(c): str(designers_section(c, context)) for c in components}


def _forked_pool(workers: int = 1):
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork"))


class SlowWork:
    def __init__(self, root: Path, components, run: RulingRun | None = None, parallel: bool = True):
        self.run = run or RulingRun(root)
        self.parallel = parallel and "fork" in multiprocessing.get_all_start_methods()
        self.verification = Verification(components, self.parallel, root)
        self.rulings: list = []  # set once the rulings are read, for the summary line
        self.parts: dict = {}    # the card pages' designers' sections, once `make_parts` has them made
        self._parts_pool, self._parts = None, None

    def make_parts(self, components, context: dict) -> None:
        """The designers' sections (highlighted card source, a second of work), in a worker while mkdocs builds."""
        global _PARTS
        _PARTS = (tuple(components), context)
        if not self.parallel:
            self.parts = _parts_in_worker()
            return
        self._parts_pool = _forked_pool()
        self._parts = self._parts_pool.submit(_parts_in_worker)

    def stop(self) -> None:
        self.run.stop()
        self.verification.stop()
        if self._parts_pool is not None:
            self._parts_pool.shutdown(wait=True, cancel_futures=True)
            self._parts_pool = None

    def values(self) -> LateValues:
        findings, verification = self.verification.result()
        if self._parts_pool is not None:
            try:
                self.parts = self._parts.result()
            finally:
                self._parts_pool.shutdown()
                self._parts_pool = None
        self.run.outcomes()  # read here, once: the pages are filled by this process and a forked copy, which cannot wait for the run
        return LateValues(self.run.outcome, lambda: summary(self.run, self.rulings), findings, verification, self.parts)
