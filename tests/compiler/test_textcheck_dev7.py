"""The text checker on session 11's development sets (tests/compiler/textsets/paraphrases-dev7a.toml and
paraphrases-dev7b.toml: one correct paraphrase per component in scope, 114 + 132, in six registers card text is printed
in — a second printing's card face, a convention's quick-reference card, a fan-made rules compendium; a print-and-play
card, a digital edition's tooltip, a designer's changelog — by writers who never saw the reader, and 104 + 119 wrong
texts, one fact wrong each).

Written for the reader's development (their failures may be read), at the start of session 11, with the held-out fresh7
written in other registers of the same kind. On the session's starting reader (46bc652): dev7a 47/114 (41.2%), dev7b
81/132 (61.4%) flagged, 223/223 caught, 183/223 named. The ceilings are what the reader flagged when this file was
written; a round that reads more lowers them.
"""
from __future__ import annotations

import pytest

from compiler.textcheck import disagreements
from tests.compiler.textsets.sets import file_paraphrases, file_wrong_texts, corpus_cards, measure, naming

KEYS = {"paraphrases-dev7a.toml": 114, "paraphrases-dev7b.toml": 132}  # components covered by each writer
FLAGGED_CEILING = {"paraphrases-dev7a.toml": 16, "paraphrases-dev7b.toml": 25}  # 47 and 81 at the session's start, 16 and 25 at its end
CAUGHT_FLOOR = {"paraphrases-dev7a.toml": 104, "paraphrases-dev7b.toml": 119}  # every wrong text
NAMED_FLOOR = {"paraphrases-dev7a.toml": 93, "paraphrases-dev7b.toml": 99}  # 93 and 92 when written


paraphrases, wrong = file_paraphrases, file_wrong_texts  # one loader of set files (sets.py)


def test_the_two_sets_cover_every_component_once() -> None:
    keys = [case.key for name in KEYS for case in paraphrases(name)]
    assert sorted(keys) == sorted(corpus_cards())
    assert all(len(paraphrases(name)) == count and len(wrong(name)) >= 100 for name, count in KEYS.items())
    assert all(case.expect for name in KEYS for case in wrong(name))  # each wrong text names the word of its slip


@pytest.mark.parametrize("name", sorted(KEYS))
def test_paraphrases_flagged_stay_under_the_ceiling(name: str) -> None:
    rate = measure(disagreements, paraphrases(name), False)
    assert rate.flagged <= FLAGGED_CEILING[name], f"{name}: {rate} flagged: {[c.key for c in rate.misses][:10]}"


@pytest.mark.parametrize("name", sorted(KEYS))
def test_wrong_texts_stay_caught_and_named(name: str) -> None:
    caught, named = measure(disagreements, wrong(name), True), naming(disagreements, wrong(name))
    assert caught.flagged >= CAUGHT_FLOOR[name], f"{name}: {caught} caught; missed: {[c.key for c in caught.misses]}"
    assert named.flagged >= NAMED_FLOOR[name], f"{name}: {named} naming the difference"
