"""The shared right/wrong check (tests/compiler/textpairs.py) fails both ways: on a right wording that is flagged and on a
wrong wording that passes or is flagged for something other than the difference it names."""
from __future__ import annotations

import pytest

from tests.compiler.textpairs import Pair

RIGHT = "Each time you take a die showing 3 or 4, score 2 VP."


def test_a_pair_holds_when_the_right_passes_and_the_wrong_is_named() -> None:
    Pair("staff 12", RIGHT, RIGHT.replace("2 VP", "3 VP"), "3 VP").check()


@pytest.mark.parametrize("pair", [
    Pair("staff 12", RIGHT.replace("2 VP", "5 VP"), RIGHT.replace("2 VP", "3 VP"), "3 VP"),  # the right wording is flagged
    Pair("staff 12", RIGHT, RIGHT, "2 VP"),  # the wrong wording passes
    Pair("staff 12", RIGHT, RIGHT.replace("2 VP", "3 VP"), "krones"),  # flagged, but not for what it names
])
def test_a_pair_fails_where_either_side_does_not_hold(pair: Pair) -> None:
    with pytest.raises(AssertionError):
        pair.check()
