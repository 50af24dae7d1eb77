"""', and' before a clause's own lead is a clause break (compiler/textlex_clauses.py, issue 14, session 10): the clause
after it keeps its occasion or trigger, and a wrong amount in it is still named; a list joined by ', and' stays a list."""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker

# Charlie Chaplin: 1 VP when taken; while held, each time you score VP, 2 VP more
PAIRS = (
    Pair("celebrity charlie-chaplin", "He's worth 1 VP when you take him, and for the rest of the round you get 2 extra VP every time you score VP.",
         "He's worth 1 VP when you take him, and for the rest of the round you get 3 extra VP every time you score VP.", "3 VP"),
    Pair("celebrity charlie-chaplin", "He's worth 1 VP when you take him, and for the rest of the round you get 2 extra VP every time you score VP.",
         "He's worth 2 VP when you take him, and for the rest of the round you get 2 extra VP every time you score VP.", "own VP as 2"),
)

test_a_clause_after_and_keeps_its_lead = checker(PAIRS)


def test_a_list_joined_by_and_stays_a_list() -> None:
    said = [t.type for t in tokens("Gain 1 wine, and 2 krones.")]
    assert "SEMI" not in said and "AND" in said
    assert "SEMI" in [t.type for t in tokens("Gain 1 wine, and whenever you take a die showing 3, gain 2 krones.")]
