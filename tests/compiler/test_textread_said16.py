"""Phrases the reader drops, each true of some cards only (issue 14, session 16): 'as an additional action', '(no champagne)',
'for every player', 'from the supply' ('once per action' is textread_scope16's, held here as well). Dropped as words that say nothing, they let a wrong text pass; now each
is held against the card (compiler/textread_said16.py, the lexicon's [SAID_IF])."""
from __future__ import annotations

import pytest

from compiler.textlex import lexed
from compiler.textread_said16 import CLAIMS
from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

DIVA = "When she checks in or dances, take 2 champagne{}."
CELLIST = "Once per round you may hand back 1 champagne from your kitchen to score 5 VP{}."
MANAGERS_SON = "Whenever you spend 1 or more champagne during an action, you gain 1 krone{}."
DIE_ONE = "Every time you take a die showing 1, after carrying out its main action you gain 1 champagne and 1 VP{}."
MIXED = "When he checks in or dances, take 2 dishes or drinks of your choice{}."
MAYOR = "When he checks in or dances, the ballroom currently due to be scored is scored at once{}."

# Said on a card without it: flagged, naming it (the right wording is the same text without the phrase).
SAID = [
    Pair("guest 139", DIVA.format(""), "As an additional action, take 2 champagne.", "additional action"),
    Pair("staff 121", DIE_ONE.format(""), DIE_ONE.format(", but only once per action"), "once per action"),  # scope16's
    Pair("guest 139", DIVA.format(""), DIVA.format(" (no champagne)"), "leaves champagne out"),
    Pair("guest 139", DIVA.format(""), DIVA.format(", champagne excluded"), "leaves champagne out"),
    Pair("guest 139", DIVA.format(""), DIVA.format(" for every player"), "for every player"),
]
# Said on a card that has it: quiet.
QUIET = [("staff 122", CELLIST.format(" (as an additional action)")), ("staff 183", MANAGERS_SON.format(", but only once per action")),
         ("staff 183", MANAGERS_SON.format(" (once per action)")), ("guest 143", MIXED.format(" (no champagne)")),
         ("guest 143", MIXED.format(", champagne excluded")), ("guest 186", MAYOR.format(", for every player"))]

test_a_phrase_false_of_the_card_is_flagged = checker(SAID)


@pytest.mark.parametrize("key, text", QUIET)
def test_a_phrase_true_of_the_card_is_quiet(key: str, text: str) -> None:
    assert problems(key, text) == []


def test_every_said_if_value_of_the_lexicon_has_a_claim() -> None:
    """One table, one place: a [SAID_IF] value with no claim here would raise, one claim with no phrase is dead."""
    import tomllib
    from compiler.textlex import LEXICON

    values = set(tomllib.loads(LEXICON.read_text(encoding="utf-8"))["SAID_IF"].values())
    assert values == set(CLAIMS)


def test_the_lexer_keeps_the_phrase_out_of_the_terminals_and_says_where_it_is() -> None:
    text = DIVA.format(" (no champagne)")
    found, said, _ = lexed(text)
    assert [t.type for t in said] == ["SAID_IF"] and text[said[0].start_pos:said[0].end_pos] == "(no champagne)"
    assert "SAID_IF" not in {t.type for t in found}
