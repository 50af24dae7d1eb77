"""The TEST DATA values file (tests/fixtures/values/test-data.gah) applied to the corpus: it fills every unknown the
modules need with clearly artificial numbers, so that the mechanics of every module can be tested. Not the game's values."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from compiler.build import build_catalog
from compiler.values import read_overlay
from tests.cards.lets_waltz.support import corpus

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "values" / "test-data.gah"
MODULES = ("celebrities", "exclusive-hotels", "starting-player", "ballrooms", "you-want-more")


@lru_cache(maxsize=None)
def overlay():
    found, problems = read_overlay(str(FIXTURE), FIXTURE.read_text(encoding="utf-8"), corpus())
    assert found is not None and not [p for p in problems if p.is_error], problems
    return found


@lru_cache(maxsize=None)
def catalog_with_values(*modules: str):
    built = build_catalog(corpus(), ("base",) + modules + ("custom",), overlay())
    assert built.catalog is not None, [str(d) for d in built.diagnostics]
    return built.catalog


@lru_cache(maxsize=None)
def catalog_with_promos(*modules: str):
    """As catalog_with_values, with the promos in (assumption promos-included answered `included`)."""
    from compiler.needs import PROMOS, in_play

    built = build_catalog(corpus(), in_play(modules, {PROMOS: "included"}), overlay())
    assert built.catalog is not None, [str(d) for d in built.diagnostics]
    return built.catalog


@lru_cache(maxsize=None)
def catalog_without_two_player_sides():
    """Every module with the TEST DATA values except the ballrooms' 2-player sides (which a 2-player game needs)."""
    from dataclasses import replace

    from compiler.needs import TWO_PLAYER_ONLY

    kept = tuple(e for e in overlay().entries if (e.kind, e.path[0]) not in TWO_PLAYER_ONLY)
    built = build_catalog(corpus(), ("base",) + MODULES + ("custom",), replace(overlay(), entries=kept))
    assert built.catalog is not None, [str(d) for d in built.diagnostics]
    return built.catalog
