"""Lexer passes for the joints a clause is built with, once the words that say nothing have been dropped: a
conjunction whose other half said nothing ('once each round and as an additional action,': the second half is a
filler), a comma between a modal and its verb ('you may, once per round, gain ...' once the timing is read first).
Neither drops a word that says something: an 'and' is dropped only where nothing it could join follows."""
from __future__ import annotations

JOINTS = ("AND", "OR")
LEADS = ("OCCASION", "WHEN", "IF", "EVENT")


def joints(found: list) -> list:
    return _modal_comma(_dangling_joint(found))


def _dangling_joint(found: list) -> list:
    """'once each round and as an additional action, ...': an 'and' between a timing and a comma joins the timing to
    words the lexicon drops as saying nothing; it is left out too."""
    return [t for i, t in enumerate(found)
            if not (t.type in JOINTS and 0 < i < len(found) - 1 and found[i - 1].type == "OCCASION" and found[i + 1].type == "COMMA")]


def _modal_comma(found: list) -> list:
    """'you may, gain 1 coffee' (what is left of 'you may, once per round, gain ...' with its timing read first): a
    comma right after 'may' parts nothing."""
    return [t for i, t in enumerate(found) if not (t.type == "COMMA" and i > 0 and found[i - 1].type == "MAY")]
