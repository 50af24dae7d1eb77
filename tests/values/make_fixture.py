"""Write tests/fixtures/values/test-data.gah: every value all five modules need, artificial TEST DATA.

Run `python3 -m tests.values.make_fixture` after the cards gain or lose unknowns (tests/values/test_fixture.py fails then).
"""
from __future__ import annotations

from pathlib import Path

from compiler.needs import PLAY_MODULES, PROMOS, template
from tests.values.support import fill, shipped

FIXTURE = Path(__file__).parents[1] / "fixtures" / "values" / "test-data.gah"

HEADER = """\
# TEST DATA, NOT THE GAME'S VALUES. This file exists for gah's tests only.
# Every value below is invented and deliberately artificial, so that no reader can take it for a fact of
# Let's Waltz!: every unknown number is 2 (a ballroom row has 3 spaces, 1 of them for 4 players only), every
# guest is blue and wants 1 strudel and 1 wine, every bonus is 2 krones (1 VP on a token's bottom half), so is a
# ballroom's unknown 2-player scoring (`gain 2 krones`), and card numbers are given in order. It supplies every value that all five modules and the promos need (tests/values
# checks that); the promos join a game only with `assumption promos-included choice included`, which this file does not make.
# Regenerate with `python3 -m tests.values.make_fixture` after the cards change.
values test-data "TEST DATA, not the game's values" {
  text "TEST DATA for gah's tests, not the values of the game: invented, deliberately artificial values that let every module run."
"""


def fixture_text() -> str:
    lines = fill(template(shipped(), PLAY_MODULES, {PROMOS: "included"})).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("values "))
    return HEADER + "\n".join(lines[start + 2:]) + "\n"


if __name__ == "__main__":
    FIXTURE.write_text(fixture_text(), encoding="utf-8")
    print(f"wrote {FIXTURE}")
