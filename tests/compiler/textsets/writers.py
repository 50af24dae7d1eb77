"""The tests of a pair of development sets by two writers (dev6a/dev6b, dev7a/dev7b, ...): together they cover every
component in scope once; their paraphrases flagged stay under a ceiling; their wrong texts stay caught and named. One
shape, written once: each set's test module binds what `writer_tests` returns to its test names."""
from __future__ import annotations

import pytest

from tests.compiler.textsets.sets import corpus_cards, file_paraphrases, file_wrong_texts, measure, naming, remembered


def writer_tests(keys: dict, flagged_ceiling: dict, caught_floor: dict, named_floor: dict, least_wrong: int) -> tuple:
    """(the coverage test, the ceiling test, the wrong texts' test) for the set files in `keys` (file -> components)."""

    def covers() -> None:
        cases = [case.key for name in keys for case in file_paraphrases(name)]
        assert sorted(cases) == sorted(corpus_cards())
        assert all(len(file_paraphrases(name)) == count and len(file_wrong_texts(name)) >= least_wrong for name, count in keys.items())
        assert all(case.expect for name in keys for case in file_wrong_texts(name))  # each wrong text names the word of its slip

    @pytest.mark.parametrize("name", sorted(keys))
    def under_ceiling(name: str) -> None:
        rate = measure(remembered, file_paraphrases(name), False)
        assert rate.flagged <= flagged_ceiling[name], f"{name}: {rate} flagged: {[c.key for c in rate.misses][:10]}"

    @pytest.mark.parametrize("name", sorted(keys))
    def caught_and_named(name: str) -> None:
        wrong = file_wrong_texts(name)
        caught, named = measure(remembered, wrong, True), naming(remembered, wrong)
        assert caught.flagged >= caught_floor[name], f"{name}: {caught} caught; missed: {[c.key for c in caught.misses]}"
        assert named.flagged >= named_floor[name], f"{name}: {named} naming the difference"

    return covers, under_ceiling, caught_and_named
