"""The shipped corpus: nothing REFUTED, every UNKNOWN explained, the same verdicts on every run."""
from __future__ import annotations

from functools import lru_cache

from compiler.corpus import check_paths, default_corpus
from verifier.properties import NAMES
from verifier.run import PROVED, REFUTED, UNKNOWN, verify_all


@lru_cache(maxsize=None)
def findings():
    return tuple(verify_all(check_paths([default_corpus()]).components))


def test_no_card_is_refuted() -> None:
    assert not [f for f in findings() if f.verdict == REFUTED]


def test_unknown_verdicts_carry_a_reason() -> None:
    assert all(f.detail for f in findings() if f.verdict == UNKNOWN)


def test_every_base_card_is_proved() -> None:
    base = [f for f in findings() if "/cards/base/" in f.path]
    assert base and all(f.verdict == PROVED for f in base)


def test_every_property_is_exercised() -> None:
    assert {f.property for f in findings()} == set(NAMES)


def test_verdicts_are_repeatable() -> None:
    again = tuple(verify_all(check_paths([default_corpus()]).components))
    assert again == findings()
