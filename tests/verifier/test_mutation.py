"""Mutation kill rate as a test: semantic mutants of the corpus' cards (verifier/mutate.py) must be killed by
`gah check` (errors, the engine's refusals, text disagreements) or `gah verify`. CI measures a fixed sample (one
mutant in SAMPLE, picked by a hash of the card and the change, so the same mutants on every run and a new card leaves
the rest of the sample alone); `python bench/mutation.py` measures all of them.

The floors are the kill rates the sample measured when they were set (issue 13, after main's text reader of issue
14); they may only go up. BLIND would name an operator no check sees, with the reason."""
from __future__ import annotations

from functools import lru_cache

import pytest

from compiler.corpus import check_paths, default_corpus
from verifier.mutate import OPERATORS, measure, mutants, rates

SAMPLE = 4
# operator: share of the sample's behaviour-changing mutants killed, at least (measured after main's text reader, issue 14)
FLOORS = {"swap-else": 1.0, "drop-may": 0.9, "change-filter": 1.0, "widen-dice": 1.0, "gain-pay": 1.0, "flip-comparison": 1.0,
          "drop-filter": 0.95, "move-into-trigger": 1.0}
BLIND: dict = {}  # operators no check sees, with the reason (none since the text reader compares the card's structure)
OVERALL = 0.97  # of the sample's behaviour-changing mutants
BY_VERIFY = 56  # of them killed by a property of the verifier (not by check or the text check)


@lru_cache(maxsize=None)
def components():
    return tuple(check_paths([default_corpus()]).components)


@lru_cache(maxsize=None)
def sample():
    return tuple(measure(list(components()), SAMPLE))


def test_every_operator_has_a_floor_or_a_reason_and_mutants_in_the_sample() -> None:
    assert set(FLOORS) | set(BLIND) == set(OPERATORS) and not set(FLOORS) & set(BLIND)
    assert {row.mutant.operator for row in sample()} == set(OPERATORS)


@pytest.mark.parametrize("operator", sorted(FLOORS))
def test_the_kill_rate_keeps_its_floor(operator: str) -> None:
    killed, total, _, _ = rates(list(sample())).get(operator, (0, 0, 0, 0))
    assert total >= 3 and killed / total >= FLOORS[operator], f"{operator}: {killed} of {total} killed, the floor is {FLOORS[operator]:.0%}"


def test_the_overall_kill_rate_and_the_verifiers_share() -> None:
    killed, total, by_verify, _ = rates(list(sample()))["all"]
    assert total >= 80 and killed / total >= OVERALL and by_verify >= BY_VERIFY, (killed, total, by_verify)


def test_the_originals_are_clean() -> None:
    """A kill means something only if the card it was made from is not reported itself."""
    from verifier.context import corpus_of
    from verifier.run import verify_component

    corpus = corpus_of(components())
    sampled = {row.component for row in sample()}
    for component in components():
        if f"{component.kind.name} {component.ident}" in sampled:
            bad = [f for f in verify_component(component, corpus) if f.verdict in ("REFUTED", "WARNING")]
            assert not bad, bad


def test_a_swapped_penalty_is_killed_by_the_verifier() -> None:
    from verifier.context import corpus_of
    from verifier.mutate import killers

    tile = next(c for c in components() if c.kind.name == "emperor-tile" and c.ident == "A1")
    swapped = next(m for m in mutants(tile.node) if m.operator == "swap-else")
    assert "penalty-fallback" in killers(swapped, tile, corpus_of(components()))


def test_a_mutant_that_means_the_same_is_not_counted() -> None:
    from compiler.checker import check_component
    from verifier.mutate import changes_behaviour

    tolkien = next(c for c in components() if c.ident == "jrr-tolkien")
    dropped = next(m for m in mutants(tolkien.node) if m.operator == "drop-filter")  # `color any` is no filter
    assert not changes_behaviour(tolkien, check_component(tolkien.path, dropped.node)[0])


@pytest.mark.parametrize("kind, ident, operator, where, killer", [
    ("staff", 1, "gain-pay", "line 9", "reachability"),  # an ability that only pays
    ("action-space", "key", "gain-pay", "line 17", "reachability"),  # an alternative of a choose that only pays
    ("objective", 113, "flip-comparison", "line 10", "reachability"),  # a part of a requirement met from the start
    ("ballroom", "apollosaal", "flip-comparison", "line 19", "penalty-fallback"),  # a loss for having dancers
    ("hotel-entrance", "corogari-zant-mainz", "flip-comparison", "line 18", "case-split"),  # dice sums that overlap
])
def test_a_slip_only_the_verifier_sees_is_killed(kind: str, ident, operator: str, where: str, killer: str) -> None:
    from verifier.context import corpus_of
    from verifier.mutate import killers

    card = next(c for c in components() if c.kind.name == kind and str(c.ident) == str(ident))
    slip = next(m for m in mutants(card.node) if m.operator == operator and where in m.where)
    assert killer in killers(slip, card, corpus_of(components()))
