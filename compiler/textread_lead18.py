"""Leads the reader read past in session 18 (lead18), found by the insertion test (tests/compiler/textsets/insertions.py).

A condition said before a clause that has nothing for it to govern is unread. A clause's condition ('If you have at
least 3 red rooms, ') is kept only by the effects it governs, as a branch; a clause that says a lasting change, what a
guest is worth, 'no reward' or a note has no effect to hold it, and the reader used to drop the condition, so 'If you
have at least 3 red rooms, this guest scores 0 VP' passed on a guest worth 0 VP whatever the rooms.

A time said before a trigger said at the clause's end is the trigger's to meet. 'At the end of the game, gain 1 krone
each time you take a 4' and 'Once per round, ... each time you take a 4' passed on a trigger that fires each time: the
trigger was read as if nothing came before it. Now it meets the clause's own time as it meets one said before it (two
moments are refused, 'once per round' limits it); and a lasting change under a trigger limited once per round is unread
(compiler/textread_rules.py `die_filtered`), as one under 'once per round' alone already was.
"""
from __future__ import annotations

from dataclasses import replace

from compiler import meaning as m
from compiler.textread_acts import ReadError
from compiler.textread_lead17 import MOMENTS, TIMED

WHY = "a condition with nothing it governs: the card's rule here holds whatever the condition"


def condition_unused(condition, inherited, governed: bool, at: tuple) -> None:
    """Raise where a clause's own condition (not the one it `inherited`, a ballroom row's) governs no effect and no
    requirement of the clause."""
    if condition is not None and condition != inherited and not governed:
        raise ReadError(WHY, at)


def trailing_before(trailing, occasion, started):
    """The occasion a trigger said at a clause's end ('..., each time you take a 4') is said after: the clause's own time
    ('At the end of the game, gain 1 krone each time ...', 'Once per round, ... each time ...'), which the trigger then
    meets as a lead said before it does, or None where the clause has no time of its own. The trigger used to be read
    after nothing, so a time said before it was dropped unread."""
    return None if trailing.kind == "trigger" and occasion is started else occasion


def overridden(occasion, override, started):
    """A trigger a piece says of its own ('every staff card you play gives you 2 dishes') meets the clause's own time as a
    trigger said as a lead does: 'once per round' limits it, a moment of the game is a second time (it used to replace
    the clause's time unread)."""
    if override is None or occasion is None or occasion is started or occasion == override:
        return override
    if occasion.kind == "once-per-round":
        return replace(override, values=tuple(sorted({**dict(override.values), "once-per-round": True}.items())))
    return _two_times(occasion, override)


def row_after(row: m.Occasion, occasion, carried):
    """A ballroom row said after a time of the clause's own ('Once per round, middle row: 1 step') is a second time; a
    time carried from an earlier sentence, or another row, gives way to it as before."""
    if occasion is None or occasion is carried or occasion.kind == "row":
        return row
    return _two_times(occasion, row)


def _two_times(first: m.Occasion, second: m.Occasion):
    from compiler.render import LEADS  # the card's own words for its occasions (render imports the reader's modules)

    named = [f"a dancer placed in the {dict(o.values)['row']} row" if o.kind == "row" else LEADS.get(o.kind, o.kind) for o in (first, second)]
    raise ReadError(f"the text says two times this happens: {named[0]} and {named[1]}", second.at if second.at != m.NOWHERE else first.at)


def at_no_moment(modifiers: list, occasion) -> bool:
    """Whether the clause's lasting changes use its time: a change holds all the time, so it uses no moment of the game
    ('At the end of the game, butler. For its owner, blue rooms cost nothing' leaves the end of the game unused)."""
    return bool(modifiers) and (occasion is None or occasion.kind not in MOMENTS)


def rounds_left(pending: dict, asked: bool, at: tuple) -> list[m.Fact]:
    """'In round 3, have at least 20 krones', 'In round 3, this guest scores 1 VP': a round said before a clause is kept
    by the next act it governs (`pending`); a clause with no act for it used to leave it for no one. Before an objective's
    requirement (`asked`) it is a fact no card has, as another time there is (compiler/textread_lead17.py); before
    anything else the clause is unread."""
    condition = pending.pop("condition", None)
    if condition is None:
        return []
    if asked:
        return [m.Fact(TIMED, "some rounds only", at=at)]
    raise ReadError("a round said with nothing to happen in it: the card's rule here holds in every round", at)


def flags_unheld(occasion, flags: list, at: tuple) -> None:
    """'Have 12 rooms instead of your main action', '... in the bottom row nothing instead of your main action': what is
    said of the main action ('instead of', 'before', 'after') is held by a trigger on taking a die; with no occasion at
    all it was dropped, and the clause passed as if it had not been said."""
    said = [f for f in flags if f not in ("usual", "bell")]
    if occasion is None and said:
        raise ReadError(f"'{said[0]}' is said of the main action, but no trigger is said", at)
