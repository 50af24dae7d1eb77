"""Seeded bugs: every mutant card is REFUTED with the property its header names, and only that one;
mutating the symbolic model of a primitive (dropping a cap) is caught on real cards too."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest
import z3

from compiler.corpus import check_paths, default_corpus
from verifier import encode
from verifier.model import Sym
from verifier.run import REFUTED, verify_all

MUTANTS = sorted((Path(__file__).parent / "mutants").glob("*.gah"))


@lru_cache(maxsize=None)
def base_components():
    return tuple(check_paths([default_corpus() / "base"]).components)


def expected_property(path: Path) -> str:
    return path.read_text(encoding="utf-8").splitlines()[0].removeprefix("# expect:").strip()


@pytest.mark.parametrize("path", MUTANTS, ids=lambda p: p.stem)
def test_mutant_is_refuted_by_the_right_property(path: Path) -> None:
    report = check_paths([path])
    assert not report.errors, report.errors
    (mutant,) = report.components
    findings = verify_all(list(base_components()) + [mutant], only_card=mutant.ident)
    refuted = {f.property for f in findings if f.verdict == REFUTED}
    assert refuted == {expected_property(path)}


def test_there_are_mutants_for_every_property_kind() -> None:
    assert {expected_property(p) for p in MUTANTS} >= {"cost-floor", "penalty-fallback", "order-constraint",
                                                         "final-nonnegative", "reachability"}


def _uncapped_gain(values, step, sym: Sym, env):
    if values["what"] == "krone":
        return sym.set(money=sym.get("money") + encode.amount(values, sym, env))
    return ORIGINAL_GAIN(values, step, sym, env)


def _unclamped_advance(sym: Sym, n) -> Sym:
    return sym.set(emperor=sym.get("emperor") + n)


ORIGINAL_GAIN = encode.ENCODERS["gain"]


@pytest.mark.parametrize("card, patch", [("Councillor of Commerce", "gain"), ("Pool Attendant", "advance")])
def test_a_primitive_that_ignores_a_cap_is_refuted(monkeypatch, card: str, patch: str) -> None:
    if patch == "gain":
        monkeypatch.setitem(encode.ENCODERS, "gain", _uncapped_gain)
    else:
        monkeypatch.setattr(encode, "_advance", _unclamped_advance)
    findings = verify_all(list(base_components()), only_card=card, only_property="caps")
    assert [f.verdict for f in findings] == [REFUTED]
    example = dict(findings[0].counterexample)
    assert int(example.get("pre_money" if patch == "gain" else "pre_emperor", "0")) > 0


def test_solver_settings_are_fixed() -> None:
    from verifier import run

    assert run.SEED == 0 and run.TIMEOUT_MS > 0 and z3.get_version_string()
