"""Round trip: the canonical text of a card, read back, is the card's own meaning.

For the whole corpus, and for cards generated from the registry: every effect with each sample value of
each parameter and each option, every event with each of its options, every modifier target, every
count. A generated card the checker refuses is skipped; one it accepts must round-trip, so `gah fmt
--text` never writes a text its own checker flags.
"""
from __future__ import annotations

from functools import lru_cache

import pytest

from compiler.corpus import check_paths, check_texts, default_corpus
from compiler.meaning import card_meaning
from compiler.registry import REGISTRY
from compiler.render import render
from compiler.textcheck import CHECKED_KINDS, disagreements
from compiler.textread import read_text
from compiler import vocabulary as vocab
from tests.compiler.test_lowering_drops_nothing import samples
from tests.compiler.textsets.sets import with_text

MODULES = " ".join(m for m in vocab.MODULES if m not in ("base", "custom"))


@lru_cache(maxsize=None)
def corpus():
    return [c for c in check_paths([default_corpus()]).components if c.kind.name in CHECKED_KINDS]


def round_trips(component) -> bool:
    reading = read_text(render(component), component.kind.name)
    return not reading.unread and reading.meaning.parts == card_meaning(component).parts


def test_the_whole_corpus_round_trips() -> None:
    failing = [f"{c.kind.name} {c.ident}" for c in corpus() if not round_trips(c)]
    assert not failing and len(corpus()) > 200


# ---- cards generated from the registry -----------------------------------------------------------------------------


def _card(body: str, timing: str = "immediate") -> str:
    return (f'staff 501 "Probe" {{\n  module custom\n  requires {MODULES}\n  cost 0\n  timing {timing}\n  text ""\n\n{body}\n}}\n')


def _checked(card: str):
    report = check_texts([("probe.gah", card)])
    return None if report.errors or not report.components else report.components[0]


def _effect_lines(name: str) -> list[str]:
    primitive = REGISTRY["effect"][name]
    first = {p.name: samples(p)[0] for p in primitive.params}
    block = " {\n      gain 1 vp\n    }" if primitive.block else ""
    lines = []
    for param in primitive.params:
        for value in samples(param):
            lines.append(" ".join([name] + [value if p is param else first[p.name] for p in primitive.params]) + block)
    for option in primitive.options:
        for value in samples(option):
            lines.append(" ".join([name] + [first[p.name] for p in primitive.params] + [f"{option.name} {value}".strip()]) + block)
    return lines or [name + block]


def _event_lines(name: str) -> list[str]:
    primitive = REGISTRY["event"][name]
    first = " ".join(samples(p)[0] for p in primitive.params)
    lines = [f"{name} {first}".strip()]
    lines += [f"{name} {first} {o.name} {v}".replace("  ", " ").strip() for o in primitive.options for v in samples(o)]
    return lines


def _count_forms(name: str) -> list[str]:
    primitive = REGISTRY["count"][name]
    if primitive.params:  # counts of counts (min, pairs, times) and kitchen(item)
        inner = {"kitchen": "wine", "pairs": "rooms(occupied)", "min": "rooms(occupied, red), rooms(occupied, blue)",
                 "times": "rooms(occupied), staff(played)"}[name]
        return [f"{name}({inner})"]
    forms = [name]
    for option in primitive.options:
        forms += [f"{name}({option.name} {v})".replace(" )", ")") for v in samples(option)]
    return forms


def _modifier_lines(name: str) -> list[str]:
    primitive = REGISTRY["modifier"][name]
    filters = [""] + [f"{o.name} {v}".strip() for o in primitive.options for v in samples(o)]
    return [f"modify {name} {f} {change}".replace("  ", " ") for f in filters for change in ("to 0", "to 2", "by +1", "by -1")]


GENERATED = ([("effect", n, _card(f"  effect {{\n    {line}\n  }}")) for n in sorted(REGISTRY["effect"]) for line in _effect_lines(n)]
             + [("event", n, _card(f"  when {line} {{\n    gain 1 vp\n  }}", "permanent"))
                for n in sorted(REGISTRY["event"]) for line in _event_lines(n)]
             + [("count", n, _card(f"  scoring {{\n    gain 1 vp per {form}\n  }}", "final")) for n in sorted(REGISTRY["count"])
                for form in _count_forms(n)]
             + [("modifier", n, _card(f"  {line}", "permanent")) for n in sorted(REGISTRY["modifier"]) for line in _modifier_lines(n)]
             + [("condition", n, _card(f"  effect {{\n    if {form} {op} 2 {{\n      gain 1 vp\n    }}\n  }}"))
                for n in sorted(REGISTRY["count"]) for form in _count_forms(n)[:2] for op in (">=", "<=", "==")]
             + [("may", "may", _card("  effect {\n    may gain 2 wine\n    pay 1 krone else lose 2 vp\n  }"))])


@lru_cache(maxsize=None)
def generated_results() -> tuple:
    results = []
    for category, name, card in GENERATED:
        checked = _checked(card)
        if checked is not None:
            results.append((category, name, card, round_trips(checked), checked))
    return tuple(results)


def test_generated_cards_are_mostly_accepted() -> None:
    assert len(generated_results()) > 100  # the generator is not quietly producing cards the checker refuses


@pytest.mark.parametrize("category", ["effect", "event", "count", "modifier", "condition", "may"])
def test_every_generated_card_round_trips(category) -> None:
    failing = sorted({(n, c.split("effect {")[-1].split("when ")[-1].strip()[:80])
                      for cat, n, c, ok, _ in generated_results() if cat == category and not ok})
    assert not failing, failing


def test_the_rendered_text_of_a_generated_card_is_never_flagged() -> None:
    """What `gah fmt --text` would write: the rendered text put in the card, checked as the card's text."""
    flagged = [(n, disagreements(with_text(checked, render(checked)))) for _, n, _, ok, checked in generated_results()]
    assert not [f for f in flagged if f[1]]


def test_the_rendered_text_of_every_corpus_card_is_never_flagged() -> None:
    """`gah fmt --text` on any corpus card writes a text its own checker passes."""
    flagged = {f"{c.kind.name} {c.ident}": disagreements(with_text(c, render(c))) for c in corpus()}
    assert not {k: v for k, v in flagged.items() if v}
