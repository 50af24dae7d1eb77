"""Fuzzing the front end: random and mutated text never makes `check` raise."""
from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from compiler.checker import check_component
from compiler.corpus import card_files, default_corpus
from dsl.parser import parse

SAMPLES = [p.read_text(encoding="utf-8") for p in card_files([default_corpus()])[0][::15]]


def check_text(text: str) -> None:
    result = parse(text, "fuzz.gah")
    for diagnostic in result.diagnostics:
        assert diagnostic.span.line >= 1 and diagnostic.code.startswith("E")
    for component in result.document.components if result.document else ():
        check_component("fuzz.gah", component)


@given(st.text(max_size=300))
def test_random_text_never_raises(text: str) -> None:
    check_text(text)


@st.composite
def mutated(draw) -> str:
    text = draw(st.sampled_from(SAMPLES))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 6))
        insert = draw(st.sampled_from(["", "{", "}", "(", '"', "\n", " 7 ", "may ", "else", "@Q", "-", "unknown", "3+", "x"]))
        text = text[:at] + insert + text[at + cut :]
    return text


@given(mutated())
def test_mutated_cards_never_raise(text: str) -> None:
    check_text(text)


@given(st.sampled_from(SAMPLES), st.data())
def test_truncated_cards_never_raise(text: str, data) -> None:
    check_text(text[: data.draw(st.integers(0, len(text)))])
