"""Designer's cards for engine tests: the base corpus plus custom cards given as text, checked and compiled
exactly as `gah check` and `gah play` would."""
from __future__ import annotations

from functools import lru_cache

from compiler.build import build_catalog, compile_problems
from compiler.corpus import CORPUS_PASSES, check_paths, check_texts, default_corpus
from engine.flow import new_state
from engine.runtime import Game
from tests.engine.helpers import Script


@lru_cache(maxsize=None)
def base_components() -> tuple:
    return check_paths([default_corpus() / "base"]).components


def checked(*texts: str) -> tuple:
    """The custom cards, checked alone and then, for the cross-card passes, beside the base corpus."""
    report = check_texts([(f"custom/card{i}.gah", text) for i, text in enumerate(texts)])
    together = list(base_components()) + list(report.components)
    errors = [d for d in report.errors if d.code not in CROSS_CARD]
    errors += [d for corpus_pass in CORPUS_PASSES for d in corpus_pass(together) if d.is_error and d.path.startswith("custom/")]
    assert not errors, [str(d) for d in errors]
    return report.components


CROSS_CARD = {"E227"}  # passes that need the rest of the corpus to judge a card


def e230(*texts: str) -> list:
    """The E230 diagnostics `gah check` gives the custom cards."""
    return [d for d in compile_problems(base_components() + checked(*texts)) if d.code == "E230"]


def catalog_with(*texts: str):
    built = build_catalog(base_components() + checked(*texts))
    assert built.catalog is not None, [str(d) for d in built.diagnostics]
    return built.catalog


def staff(ident: int, body: str, timing: str = "permanent", cost: int = 0, requires: str = "") -> str:
    """A custom staff card; its behaviour lines start at line 7 (8 with `requires`)."""
    needs = f"  requires {requires}\n" if requires else ""
    return f'staff {ident} "Probe {ident}" {{\n  module custom\n{needs}  cost {cost}\n  timing {timing}\n  text "A test card."\n\n{body}\n}}\n'


def game_with(*texts: str, players: int = 2, **answers) -> tuple[Game, Script]:
    """A bare game (no setup: empty hotels, 10 krones, empty queue) with the custom cards in the catalog."""
    catalog, script = catalog_with(*texts), Script(**answers)
    state = new_state(0, players)
    for player in state.players:
        player.money = 10
        player.tiles = [player.seat + 1, 2 * players - player.seat]
    state.queue = [None] * 5
    state.staff_deck = sorted(catalog.staff)
    state.guest_deck = sorted(catalog.guests)
    return Game(catalog, state, [script] * players), script
