"""Two things the reader read past in session 17 (lead17): an 'or' no piece reads as an alternative, and a time said
with what an objective asks.

An 'or' the reader does not read as an alternative makes its sentence unread.

A clause's pieces are joined by separators, and 'or' between two of them means a choice: 'take 2 wine or 2 coffee',
'pay 1 krone, or you may take 1 VP', 'return 2 champagne or lose 5 VP' on a penalty, a list of rounds or colours. The
reader used to read 'or' as a bare joint wherever the piece after it was no such alternative, so 'He scores 4 VP or
lets you play a staff card', 'you may prepare a room, or it costs 1 krone less', 'play one of them for free, or the rest
go under the deck' read as their 'and' twins and passed on a card that does both. Each piece that reads an 'or' says
so (`Builder.or_honoured`, compiler/textread.py); any other 'or' is reported here, never read as 'and'.
"""
from __future__ import annotations

from compiler import meaning as m
from compiler.textread_acts import ReadError

WHY = "'or' here offers a choice the card's rule has no place for; say 'and' if both happen, or name the choice"


def or_unread(honoured: bool, or_at: tuple | None) -> None:
    """Raise where an 'or' was read by no piece after it as an alternative (the reader then names it unread)."""
    if or_at is not None and not honoured:
        raise ReadError(WHY, or_at)


TIMED = "requirement-timed"  # the fact of a requirement said under a time or condition (compiler/textcheck.py FACT_NAMES)
MOMENTS = {"final": "final scoring", "round-end": "the end of a round", "setup": "setup"}  # times no requirement is checked at


def requirement_timed(led: tuple, inherited: tuple, asked: bool, at: tuple) -> list[m.Fact]:
    """'At the end of the game, have at least 20 krones', 'Once per round, have ...', 'If you have 3 red rooms, have
    ...': an objective is claimed the moment its requirement holds, so a clause that says only a requirement (`asked`)
    under a time or a condition of its own (`led`: the occasion and condition after the clause's leads, against those
    it `inherited`) says what no card does; the reader used to drop the lead. It is a fact no card has, compared as a
    printed value (so the requirement itself is still read and compared)."""
    (occasion, condition), (before, condition_before) = led, inherited
    if not asked or (occasion == before and condition == condition_before):
        return []
    if occasion is not None and occasion != before:
        from compiler.render import LEADS

        return [m.Fact(TIMED, LEADS.get(occasion.kind, occasion.kind.replace("-", " ")), at=at)]
    return [m.Fact(TIMED, "a condition of its own", at=at)]


def modifier_timed(occasion: m.Occasion | None, inherited: m.Occasion | None, changed: bool, at: tuple) -> None:
    """'At the end of the game, while it is in play, its owner pays nothing to prepare a red room': a lasting change
    said under a moment of the game of its own is a change that holds at no moment (the lead used to be dropped)."""
    if changed and occasion is not None and occasion != inherited and occasion.kind in MOMENTS:
        raise ReadError(f"the text says a lasting change holds at {MOMENTS[occasion.kind]}; a card's change holds all the time", at)


WATCHED = ("final", "round-end", "setup", "once-per-round")  # leads a later lead of another time must not replace unread
UNUSED = "lead-unused"  # the fact of such a lead (compiler/textcheck.py FACT_NAMES)


def unused_lead(builder, started, occasion, produced: bool, at: tuple) -> None:
    """'At the end of the game, permanent. Each time you send a dancer, ...', 'During setup, a simple tile: you earn 8 VP
    for the reward': a clause that says a time of its own (`occasion`, against the one it `started` with) and nothing
    to happen then leaves that time to the clauses after it; one of them saying a time of its own instead used to drop
    the first unread. The builder's `pending_lead` holds such a time until a clause uses it or replaces it (a fact no
    card has, compared as a printed value), and `lead_left` reports one never used."""
    pending = builder.pending_lead
    if occasion is not None and occasion != started and not produced:
        builder.pending_lead = (occasion, at)
    elif pending is not None and produced:
        builder.pending_lead = None
        if occasion != pending[0]:
            builder.facts += lead_left(pending)


def lead_left(pending) -> list[m.Fact]:
    """The fact of a watched lead nothing happened at (none for any other)."""
    from compiler.render import LEADS

    if pending is None or pending[0].kind not in WATCHED:
        return []
    return [m.Fact(UNUSED, LEADS.get(pending[0].kind, pending[0].kind.replace("-", " ")), at=pending[1])]
