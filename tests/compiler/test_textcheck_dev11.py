"""The text checker on session 27's development sets (tests/compiler/textsets/paraphrases-dev11a.toml and
paraphrases-dev11b.toml: one correct text per component in scope, 123 + 123 on alternating components, by two writers
who never saw the reader, and 41 + 41 wrong texts, one fact wrong each). dev11a's registers: a board-game club's
handout, a rules glossary's entry, a designer's draft card face; dev11b's: a localised edition, a streamer reading the
card aloud, a rules lawyer's summary.

A cross-writer pair (tests/compiler/textsets/sets.py): dev11a is a DEVELOP writer (its failures were read, and session
27's readings were made from them), dev11b a MEASURE writer (counts only). Measured before any of them: 53 and 71
flagged; after the first round 29 and 71, after the second (made from dev12a, in dev11b's registers) 27 and 68 (dev11b's
sentences unread 102 -> 95). The ceilings are the end of session 27; a round that reads more lowers them.
"""
from __future__ import annotations

from tests.compiler.textsets.writers import writer_tests

KEYS = {"paraphrases-dev11a.toml": 123, "paraphrases-dev11b.toml": 123}  # components covered by each writer
FLAGGED_CEILING = {"paraphrases-dev11a.toml": 27, "paraphrases-dev11b.toml": 68}  # 53 and 71 at 065b6cd, when written; 29 and 71 at f1763c9
CAUGHT_FLOOR = {"paraphrases-dev11a.toml": 41, "paraphrases-dev11b.toml": 41}  # every wrong text
NAMED_FLOOR = {"paraphrases-dev11a.toml": 37, "paraphrases-dev11b.toml": 38}  # as at 065b6cd


(test_the_two_sets_cover_every_component_once, test_paraphrases_flagged_stay_under_the_ceiling,
 test_wrong_texts_stay_caught_and_named) = writer_tests(KEYS, FLAGGED_CEILING, CAUGHT_FLOOR, NAMED_FLOOR, least_wrong=41)
