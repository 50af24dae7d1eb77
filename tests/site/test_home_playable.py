"""The home page's "What is playable" says per module what `gah play` needs, derived from compiler/needs.py (a
hand-kept list said the Let's Waltz! modules were not played long after they were)."""
from __future__ import annotations

import pytest

from compiler.corpus import check_paths, default_corpus
from compiler.needs import PLAY_MODULES
from gah.site.home import play_state


@pytest.fixture(scope="module")
def corpus():
    return check_paths([default_corpus()]).components


@pytest.mark.parametrize("module", ["celebrities", "starting-player", "exclusive-hotels"])
def test_a_module_the_shipped_cards_play_says_yes(corpus, module) -> None:
    assert str(play_state(corpus, module)) == f"yes: `gah play --modules {module}`"


def test_a_module_with_unknown_values_says_how_many_and_the_two_player_extra(corpus) -> None:
    state = str(play_state(corpus, "ballrooms"))
    assert state.startswith("with your values: ") and "at 2 players" in state and "gah values template --modules ballrooms" in state
    assert "at 2 players" not in str(play_state(corpus, "you-want-more"))


def test_every_module_gah_play_offers_is_said_playable_in_some_way(corpus) -> None:
    assert all("not yet" not in str(play_state(corpus, m)) for m in (*PLAY_MODULES, "base"))
    assert "promos-included" in str(play_state(corpus, "promo"))
