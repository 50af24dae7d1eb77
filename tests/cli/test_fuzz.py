"""Fuzzing the front end: no input makes `check` raise, every diagnostic points inside the input, and what
parses formats idempotently (the invariants and input classes are in tests/dsl/fuzzing.py).

CI runs each input class with the CI profile's fixed budget (tests/conftest.py). The large budget is
`python bench/fuzz_frontend.py --examples 100000`, which saves what it finds to tests/regressions/frontend/.
"""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.dsl.fuzzing import CORPUS, INPUT_CLASSES, LINE_PATTERNS, check_everything, load_crasher, saved_crashers

SAMPLES = CORPUS[::15]


@pytest.mark.parametrize("label", INPUT_CLASSES)
@given(data=st.data())
def test_no_input_breaks_the_front_end(label: str, data) -> None:
    check_everything(data.draw(INPUT_CLASSES[label], label=label))


@given(st.text(max_size=300))
def test_random_text_never_raises(text: str) -> None:
    check_everything(text)


@given(st.sampled_from(SAMPLES), st.data())
def test_truncated_cards_never_raise(text: str, data) -> None:
    check_everything(text[: data.draw(st.integers(0, len(text)))])


# Lines of a megabyte, of the patterns the recovery skips in one step (so each takes milliseconds);
# the bench target also runs them with patterns of valid tokens, which take seconds.
SKIPPED_PATTERNS = ["$", '"', '\\"', "1a", "9", ", ", "} ", "x-", "\u2028", "\x00"]


@pytest.mark.parametrize("pattern", SKIPPED_PATTERNS, ids=repr)
def test_a_megabyte_line_never_raises(pattern: str) -> None:
    assert pattern in LINE_PATTERNS
    card = SAMPLES[0].split("\n")
    check_everything("\n".join(card[:2] + ["  " + pattern * (1_000_000 // len(pattern))] + card[2:]))


# ---- every crasher found so far (tests/regressions/frontend/, saved by bench/fuzz_frontend.py) ------------------

CRASHERS = saved_crashers()


def test_the_crashers_of_issue_17_are_kept() -> None:
    assert len([p for p in CRASHERS if p.name.startswith("issue17-")]) >= 6


@pytest.mark.parametrize("path", CRASHERS, ids=lambda p: p.name)
def test_saved_crasher_replays_cleanly(path) -> None:
    check_everything(load_crasher(path))
