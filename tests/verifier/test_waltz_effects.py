"""The Let's Waltz! effects whose outcome is another card's block (verifier/encode_waltz.py): a token's half
(`use-token`), a set-aside Emperor tile's reward (`tile-reward`) and the current ballroom's scoring (`score`).
Each is judged through the blocks it may take: a payment after it holds when every block keeps the krones it
needs, and is refuted once one plausible wrong block takes them away."""
from __future__ import annotations

import pytest

from tests.verifier.cards import staff, tile, verdicts

AFTER = "  when money-gained {{\n    {effect}\n    pay 1 krone\n  }}"  # money-gained: at least 1 krone on hand


def _mandatory(source: str, component: str, **options) -> str:
    return verdicts(source, **options)[(component, "mandatory-feasibility")].verdict


TILES = tile("gains", "gain 3 krones", "lose 1 vp") + tile("wine", "gain 1 wine", "lose 1 vp", group="B")


@pytest.mark.parametrize("extra, expected", [("", "PROVED"), (tile("spends", "pay 2 krones", "lose 1 vp", group="C"), "REFUTED")])
def test_a_tile_reward_is_one_of_the_emperor_tiles_rewards(extra: str, expected: str) -> None:
    card = staff(681, AFTER.format(effect="tile-reward retreat 1 2 3"))
    assert _mandatory(card + TILES + extra, "staff 681", which="base", without=("emperor-tile",)) == expected


def test_a_tile_reward_with_the_base_tiles_can_spend_the_krones_a_payment_needs() -> None:
    """A base tile's reward may play a staff card, which costs krones: a payment after it can fail."""
    assert _mandatory(staff(681, AFTER.format(effect="tile-reward retreat 1 2 3")), "staff 681", which="base") == "REFUTED"


def _ballroom(scoring: str) -> str:
    return ('ballroom test-b "Test B" {\n  module custom\n  text "A test ballroom."\n'
            f"  row top cost 1 spaces 2 four-player-spaces 0\n  scoring {{\n    {scoring}\n  }}\n}}\n")


@pytest.mark.parametrize("scoring, expected", [("gain 2 vp", "PROVED"), ("pay 2 krones", "REFUTED")])
def test_scoring_the_current_ballroom_is_one_of_the_ballrooms_scorings(scoring: str, expected: str) -> None:
    """The shipped ballrooms score VP only; a ballroom whose scoring pays krones breaks the payment after it."""
    card = staff(681, AFTER.format(effect="score ballroom current"))
    assert _mandatory(card + _ballroom(scoring), "staff 681") == expected


def _entrance(top: str) -> str:
    return ('hotel-entrance test-e "Test E" {\n  module custom\n  text "A test entrance."\n'
            f"  tokens 1 {{\n    top 1 {{\n      {top}\n    }}\n    bottom 1 {{\n      gain 1 vp\n    }}\n  }}\n"
            + AFTER.format(effect="use-token top") + "\n}\n")


@pytest.mark.parametrize("top, expected", [("gain 1 wine", "PROVED"), ("pay 2 krones", "REFUTED")])
def test_a_token_bonus_is_one_of_the_tokens_halves(top: str, expected: str) -> None:
    assert _mandatory(_entrance(top), "hotel-entrance test-e", which="base") == expected


def test_the_shipped_corpus_leaves_only_doves_unknown_tokens_unknown() -> None:
    from tests.verifier.cards import corpus
    from verifier.run import verify_all

    found = {(f.component, f.property): f for f in verify_all(list(corpus()))}
    dove = found[("hotel-entrance dove", "mandatory-feasibility")]
    assert dove.verdict == "UNKNOWN" and "Dove's tokens are unknown" in dove.detail
    for component in ("hotel-entrance the-grand-wray-hotel", "guest 186"):
        assert found[(component, "mandatory-feasibility")].verdict != "UNKNOWN", found[(component, "mandatory-feasibility")]
        assert found[(component, "caps")].verdict != "UNKNOWN"
