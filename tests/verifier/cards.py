"""Verify a card written in a test, beside the shipped corpus (or the base game), property by property."""
from __future__ import annotations

from functools import lru_cache

from compiler.corpus import check_paths, check_texts, default_corpus
from verifier.run import verify_all


@lru_cache(maxsize=None)
def corpus(which: str = "full", without: tuple = ()) -> tuple:
    root = default_corpus() / "base" if which == "base" else default_corpus()
    return tuple(c for c in check_paths([root]).components if c.kind.name not in without)


def checked(source: str, path: str = "test-card.gah") -> list:
    report = check_texts([(path, source)])
    assert not report.errors, report.errors
    return list(report.components)


def verdicts(source: str, which: str = "full", without: tuple = (), path: str = "test-card.gah") -> dict:
    """{(component, property): Finding} for the source's components."""
    mine = checked(source, path)
    components = list(corpus(which, without)) + mine
    found = {}
    for component in mine:
        for finding in verify_all(components, only_card=f"{component.kind.name} {component.ident}"):
            found[(finding.component, finding.property)] = finding
    return found


def verdict(source: str, prop: str, **options):
    """The one component's finding for one property."""
    found = [f for (c, p), f in verdicts(source, **options).items() if p == prop]
    assert len(found) == 1, found
    return found[0]


def staff(number: int, lines: str, timing: str = "permanent", module: str = "custom", text: str = "A test card.") -> str:
    return f'staff {number} "Test {number}" {{\n  module {module}\n  cost 2\n  timing {timing}\n  text "{text}"\n{lines}\n}}\n'


def tile(ident: str, reward: str, penalty: str, module: str = "custom", group: str = "A") -> str:
    return (f'emperor-tile {ident} "Test {ident}" {{\n  module {module}\n  group {group}\n  text "A test tile."\n'
            f"  reward {{\n    {reward}\n  }}\n  penalty {{\n    {penalty}\n  }}\n}}\n")


def objective(number: int, requirement: str, module: str = "custom") -> str:
    return f'objective {number} "Test {number}" {{\n  module {module}\n  group A\n  text "A test objective."\n  require {requirement}\n}}\n'
