"""The text checker on session 13's development sets (tests/compiler/textsets/paraphrases-dev9a.toml and
paraphrases-dev9b.toml: one correct paraphrase per component in scope, 123 + 123 on a new random split, by two writers
who never saw the reader, both in the same four registers that unseen writers' texts are flagged in most — a designer's
playtest shorthand, a publisher's preview article, a rulebook appendix in the third person, a how-to-play video's
narration — and 111 + 111 wrong texts, one fact wrong each).

Written for the cross-writer rule (tests/compiler/textsets/sets.py): dev9a is a DEVELOP writer (its failures may be
read), dev9b a MEASURE writer in the same registers (counts only), so a reading of a register is kept only if it
carries to the other writer. On the session's starting reader (d0e9754): dev9a 93/123 (75.6%), dev9b 100/123 (81.3%)
flagged, 222/222 caught, 200/222 named; 320/484 sentences unread. The ceilings are what the reader flagged when this
file was written; a round that reads more lowers them.
"""
from __future__ import annotations

from tests.compiler.textsets.writers import writer_tests

KEYS = {"paraphrases-dev9a.toml": 123, "paraphrases-dev9b.toml": 123}  # components covered by each writer
FLAGGED_CEILING = {"paraphrases-dev9a.toml": 56, "paraphrases-dev9b.toml": 79}  # 93 and 100 when written (d0e9754), 78 and 95 after session 13, 66 and 91 after session 14, 61 and 81 after 15, 56 and 79 after 16
CAUGHT_FLOOR = {"paraphrases-dev9a.toml": 111, "paraphrases-dev9b.toml": 111}  # every wrong text
NAMED_FLOOR = {"paraphrases-dev9a.toml": 97, "paraphrases-dev9b.toml": 103}  # when written


(test_the_two_sets_cover_every_component_once, test_paraphrases_flagged_stay_under_the_ceiling,
 test_wrong_texts_stay_caught_and_named) = writer_tests(KEYS, FLAGGED_CEILING, CAUGHT_FLOOR, NAMED_FLOOR, least_wrong=100)
