"""The shipped corpus: nothing REFUTED, every UNKNOWN and N/A with its reason, the UNKNOWNs the ones we know of,
every property exercised, the same verdicts on every run."""
from __future__ import annotations

from functools import lru_cache

from compiler.corpus import check_paths, default_corpus
from verifier.properties import BY_NAME, NAMES
from verifier.run import NA, PROVED, REFUTED, UNKNOWN, WARNING, verify_all

# Each UNKNOWN on the shipped corpus, by (component, property), with why it cannot be decided.
KNOWN_UNKNOWNS = {
    ("hotel-entrance dove", "caps"): "the bonuses on Dove's tokens are unknown",
    ("hotel-entrance dove", "mandatory-feasibility"): "the bonuses on Dove's tokens are unknown",
    ("hotel-entrance dove", "reachability"): "the bonuses on Dove's tokens are unknown",
    ("hotel-entrance dove", "termination"): "is not followed",
    ("action-space 1", "order-constraint"): "whether a trigger's gains count toward the take",
    ("action-space 2", "order-constraint"): "whether a trigger's gains count toward the take",
    ("celebrity pablo-picasso", "order-constraint"): "whether a trigger's gains count toward the take",
    ("staff 167", "order-constraint"): "whether a trigger's gains count toward the take",
    ("staff 168", "order-constraint"): "whether a trigger's gains count toward the take",
}


@lru_cache(maxsize=None)
def findings():
    return tuple(verify_all(check_paths([default_corpus()]).components))


def test_no_card_is_refuted_or_warned_about() -> None:
    assert not [f for f in findings() if f.verdict in (REFUTED, WARNING)]


def test_no_base_card_is_warned_about_or_unknown() -> None:
    base = [f for f in findings() if "/cards/base/" in f.path]
    assert base and not [f for f in base if f.verdict in (WARNING, UNKNOWN)]


def test_the_unknowns_are_the_known_ones_with_their_reasons() -> None:
    unknown = {(f.component, f.property): f.detail for f in findings() if f.verdict == UNKNOWN}
    assert set(unknown) <= set(KNOWN_UNKNOWNS), sorted(set(unknown) - set(KNOWN_UNKNOWNS))
    assert all(KNOWN_UNKNOWNS[key] in detail for key, detail in unknown.items())


def test_not_applicable_says_why() -> None:
    na = [f for f in findings() if f.verdict == NA]
    assert na and all(f.detail == BY_NAME[f.property].not_applicable and f.detail for f in na)


def test_every_property_is_exercised_and_proved_somewhere() -> None:
    proved = {f.property for f in findings() if f.verdict == PROVED}
    assert proved == set(NAMES) - {"mandatory-feasibility"}  # no shipped card pays outside 'may', 'else' or an ability
    assert "mandatory-feasibility" in {f.property for f in findings() if f.verdict == NA}
    assert {f.property for f in findings()} == set(NAMES)


def test_every_component_that_acts_gets_every_property() -> None:
    by_component = {}
    for f in findings():
        by_component.setdefault(f.component, set()).add(f.property)
    assert len(by_component) > 200 and all(props == set(NAMES) for props in by_component.values())


def test_verdicts_are_repeatable() -> None:
    again = tuple(verify_all(check_paths([default_corpus()]).components))
    assert again == findings()
