"""Readings of session 24 (issue 14).

- A lone 'space' after a word that points at a place ('that space', 'this space', 'an action space') is a space on a
  board, not the Emperor track's unit the lexicon makes of a lone 'space' (compiler/textlex_units.py
  `spaces_as_places`); and a second reading that leaves weak words out keeps such a pointer (the lexicon's
  `weak.kept-before`). Guest 97's 'any fee of that space is still paid' had read as 'pay 1 Emperor step': a wrong
  difference reported on a correct text. The sentence is now reported as not read, with the words it stopped at.
"""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.test_textcheck_rules import problems

GIZIA = ("Worth 4 VP, she lets you carry out the main action of an action space that holds a die, at the strength of the"
         " dice there, without boosting it{}")


def _units(text: str) -> list[str]:
    return [t.meaning for t in tokens(text) if t.type == "UNIT"]


def test_a_space_pointed_at_is_no_emperor_step() -> None:
    assert _units("any fee of that space is still paid.") == []
    assert _units("copy the main action of an action space.") == []


def test_a_space_counted_is_still_an_emperor_step() -> None:
    assert _units("move 2 spaces up the Emperor track.") == ["emperor"]
    assert _units("go up a space.") == ["emperor"]


def test_a_fee_of_that_space_is_not_read_as_paying_a_step() -> None:
    found = problems("guest 97", GIZIA.format("; any fee of that space is still paid."))
    assert found and not any("Emperor step" in p for p in found)
    assert any("cannot be read" in p for p in found)


def test_the_same_text_without_the_fee_passes() -> None:
    assert problems("guest 97", GIZIA.format(".")) == []
