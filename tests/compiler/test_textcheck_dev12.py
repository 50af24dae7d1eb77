"""The text checker on session 27's second development set (tests/compiler/textsets/paraphrases-dev12a.toml): a third
writer in dev11b's three registers (a localised edition, a streamer reading the card aloud, a rules lawyer's summary),
on dev11b's 123 components, with 41 wrong texts. Written after dev11b had shown those registers read worst (71 of 123
flagged) so that they could be developed on without reading dev11b: dev12a is a DEVELOP writer (its failures were
read), dev11b stays a MEASURE writer (counts only). Measured before any reading made from it: 68 flagged (at 065b6cd),
67 at f1763c9; at session 27's end the ceiling below.
"""
from __future__ import annotations

from tests.compiler.textsets.sets import file_paraphrases
from tests.compiler.textsets.writers import writer_tests

KEYS = {"paraphrases-dev12a.toml": 123}
FLAGGED_CEILING = {"paraphrases-dev12a.toml": 64}  # 68 at 065b6cd, when written
CAUGHT_FLOOR = {"paraphrases-dev12a.toml": 41}  # every wrong text
NAMED_FLOOR = {"paraphrases-dev12a.toml": 38}

_, test_paraphrases_flagged_stay_under_the_ceiling, test_wrong_texts_stay_caught_and_named = writer_tests(
    KEYS, FLAGGED_CEILING, CAUGHT_FLOOR, NAMED_FLOOR, least_wrong=41)


def test_the_set_covers_the_components_of_the_writer_it_stands_in_for() -> None:
    """dev12a writes dev11b's components in dev11b's registers, one text each."""
    said = sorted(case.key for case in file_paraphrases("paraphrases-dev12a.toml"))
    assert said == sorted(case.key for case in file_paraphrases("paraphrases-dev11b.toml")) and len(said) == 123
