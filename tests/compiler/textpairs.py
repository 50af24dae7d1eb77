"""The one shape of the text reader's right/wrong tests (issue 14): a right wording of a card passes, and the same
wording with one fact changed is flagged by a message naming the difference. A reading held only by its right wording
could pass anything; held only by its wrong one, it could flag everything. Each round's file lists its Pairs and binds
`checker(PAIRS)` to a test name; this module is the only place the check itself is written.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pytest

from tests.compiler.test_textcheck_rules import problems


@dataclass(frozen=True)
class Pair:
    """A card's key, a correct wording, the same wording with one fact wrong, and words the difference's message holds."""

    card: str
    right: str
    wrong: str
    names: str

    def check(self) -> None:
        said = problems(self.card, self.right)
        assert said == [], f"the right wording of {self.card} is flagged: {said}"
        said = problems(self.card, self.wrong)
        assert any(self.names in p for p in said), f"the wrong wording of {self.card} is not flagged naming {self.names!r}: {said}"


def pair_ids(pairs: Sequence[Pair]) -> list[str]:
    return [f"{i} {pair.card}: {pair.right[:40]}" for i, pair in enumerate(pairs)]


def checker(pairs: Sequence[Pair]) -> Callable[[Pair], None]:
    """A test over every pair, for a module to bind to a name starting with test_ (pytest collects it by that name)."""
    assert pairs and all(isinstance(p, Pair) for p in pairs), "a checker needs Pairs"

    @pytest.mark.parametrize("pair", list(pairs), ids=pair_ids(pairs))
    def test_the_right_wording_passes_and_the_wrong_one_is_named(pair: Pair) -> None:
        pair.check()

    return test_the_right_wording_passes_and_the_wrong_one_is_named
