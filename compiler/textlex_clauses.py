"""A lexer pass for a clause of its own joined by ', and': '..., and for the rest of the round you pick up 2 VP more each
time you score VP', '..., and each dancer you send earns you 1 VP'. Where what follows the joint opens with its own lead
(an occasion, a trigger, a condition, a giver), it is a new clause, as after ';' (the grammar reads clauses apart only
there): the joint is read as ';'. A joint before anything else ('gain 1 wine, and 2 krones') stays a list."""
from __future__ import annotations

from compiler.textlex import joint_as_clause_break

LEADS = ("OCCASION", "WHEN", "IF", "GIVER")  # terminals that open a clause with when or under what it happens


def joined_clauses(found: list) -> list:
    out: list = []
    for index, token in enumerate(found):
        out.append(token)
        if token.type == "AND" and index > 0 and found[index - 1].type == "COMMA" and _opens_clause(found, index + 1):
            joint_as_clause_break(out)
    return out


def _opens_clause(found: list, at: int) -> bool:
    return at < len(found) and found[at].type in LEADS
