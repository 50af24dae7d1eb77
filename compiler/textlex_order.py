"""Lexer passes for the joints a clause is built with, once the words that say nothing have been dropped: a
conjunction whose other half said nothing ('once each round and as an additional action,': the second half is a
filler), a comma between a modal and its verb ('you may, once per round, gain ...' once the timing is read first), a comma
before a fallback ('..., otherwise lose 7 VP').
Neither drops a word that says something: an 'and' is dropped only where nothing it could join follows."""
from __future__ import annotations

JOINTS = ("AND", "OR")
LEADS = ("OCCASION", "WHEN", "IF", "EVENT")


FALLBACK_LEADS = ("FALLBACK", "FALLBACK_FEWER", "FALLBACK_NO")


def joints(found: list) -> list:
    return _fallback_comma(_modal_comma(_dangling_joint(found)))


def _fallback_comma(found: list) -> list:
    """'return 3 staff cards, otherwise lose 7 VP': a comma before a fallback ends the clause it follows, as a
    semicolon does ('...; otherwise lose 7 VP')."""
    out = list(found)
    for index in range(1, len(out) - 1):
        if out[index].type == "COMMA" and out[index + 1].type in FALLBACK_LEADS:
            out[index] = _semicolon(out[index])
    return out


def _semicolon(comma):
    from compiler.textlex import _token

    return _token("SEMI", ";", comma.start_pos, comma.end_pos, comma.raw)


def _dangling_joint(found: list) -> list:
    """'once each round and as an additional action, ...': an 'and' between a timing and a comma joins the timing to
    words the lexicon drops as saying nothing; it is left out too."""
    return [t for i, t in enumerate(found)
            if not (t.type in JOINTS and 0 < i < len(found) - 1 and found[i - 1].type == "OCCASION" and found[i + 1].type == "COMMA")]


def _modal_comma(found: list) -> list:
    """'you may, gain 1 coffee' (what is left of 'you may, once per round, gain ...' with its timing read first): a
    comma right after 'may' parts nothing."""
    return [t for i, t in enumerate(found) if not (t.type == "COMMA" and i > 0 and found[i - 1].type == "MAY")]
