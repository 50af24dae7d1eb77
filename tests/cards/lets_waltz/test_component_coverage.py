"""Every expansion staff card, guest, objective and Emperor tile (module 1, module 5 and the promos, read from the
shipped corpus under cards/lets-waltz/) has at least one scenario test: a test marked `covers(kind, ident)` in a
tests/cards/lets_waltz/test_component_*.py file (see scenes.py). Removing a card makes its scenario fail (it is
looked up by its number or id); adding one without a scenario makes this test fail."""
from __future__ import annotations

import importlib
import inspect
from pathlib import Path

from tests.cards.lets_waltz.support import corpus

KINDS = ("staff", "guest", "objective", "emperor-tile")
HERE = Path(__file__).parent


def expansion_components() -> set[tuple[str, str]]:
    return {(c.kind.name, c.ident) for c in corpus() if c.kind.name in KINDS and "lets-waltz" in Path(c.path).parts}


def covered(files=None) -> set[tuple[str, str]]:
    """(kind, ident) of every `covers` mark on a test function of the component scenario files."""
    found = set()
    for path in files or sorted(HERE.glob("test_component_*.py")):
        module = importlib.import_module(f"tests.cards.lets_waltz.{path.stem}")
        for name, test in inspect.getmembers(module, inspect.isfunction):
            for mark in getattr(test, "pytestmark", []) if name.startswith("test_") else []:
                if mark.name == "covers":
                    kind, *idents = mark.args
                    found |= {(kind, str(i)) for i in idents}
    return found


def test_every_expansion_component_has_a_scenario() -> None:
    wanted = expansion_components()
    assert len(wanted) == 30 + 40 + 6 + 6  # 30 staff (incl. promo #183), 40 guests (incl. 11 promos), 6 + 6
    assert sorted(wanted - covered()) == []


def test_the_marks_name_only_components_of_the_corpus() -> None:
    assert sorted(covered() - expansion_components()) == []


def test_the_check_fires_when_a_scenario_file_is_missing() -> None:
    """Without the module-5 staff scenarios, their 14 cards are reported uncovered."""
    files = [p for p in sorted(HERE.glob("test_component_*.py")) if p.stem != "test_component_staff_more"]
    assert {i for k, i in expansion_components() - covered(files) if k == "staff"} == {str(n) for n in range(166, 180)}
