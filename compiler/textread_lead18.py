"""Leads the reader read past in session 18 (lead18), found by the insertion test (tests/compiler/textsets/insertions.py).

A condition said before a clause that has nothing for it to govern is unread. A clause's condition ('If you have at
least 3 red rooms, ') is kept only by the effects it governs, as a branch; a clause that says a lasting change, what a
guest is worth, 'no reward' or a note has no effect to hold it, and the reader used to drop the condition, so 'If you
have at least 3 red rooms, this guest scores 0 VP' passed on a guest worth 0 VP whatever the rooms.
"""
from __future__ import annotations

from compiler.textread_acts import ReadError

WHY = "a condition with nothing it governs: the card's rule here holds whatever the condition"


def condition_unused(condition, inherited, governed: bool, at: tuple) -> None:
    """Raise where a clause's own condition (not the one it `inherited`, a ballroom row's) governs no effect and no
    requirement of the clause."""
    if condition is not None and condition != inherited and not governed:
        raise ReadError(WHY, at)
