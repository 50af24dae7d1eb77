"""Where things go or come from ('into your hand', 'to your kitchen', 'from his kitchen'), read against the things the
clause names (session 14).

A place says nothing the card's structure holds apart, so it used to be dropped as a filler, and 'draw 2 staff cards
into your kitchen' passed on a card that draws them into the hand. Now a place (the lexicon's PLACE) is dropped only
where it fits the last things named before it in its clause: items go to and come from the kitchen, staff cards the
hand. Where it names the other place it stays in the sentence, which no reading takes, so the sentence is reported
unread at the place ('cannot read 'into your kitchen' here'). A place with nothing named before it is dropped as before.
"""
from __future__ import annotations

from compiler.textlex import lexicon

PLACE = "PLACE"
ITEMS = frozenset({"strudel", "cake", "wine", "coffee", "champagne", "dish", "drink", "dish-or-drink", "any-item"})
STAFF = frozenset({"staff", "final-staff", "played-staff", "played-final", "opponent-final"})
HOLDS = {"kitchen": ITEMS, "hand": STAFF}  # what each place holds
# Money, points and Emperor steps are kept on tracks, in no place (session 18: 'gain 3 krones into your kitchen' and
# 'lose 5 VP from your kitchen' passed, since these units have no place and the place fitted nothing named before it).
# Only the unit said just before the place is held: in 'play a staff card for 2 krones less from your hand' it is not.
PLACELESS = frozenset({"krone", "vp", "emperor"})
CLAUSE_ENDS = ("DOT", "SEMI")


# The way a place is said against the clause's verb (session 17): 'take 2 champagne from your kitchen' passed as a gain,
# and 'return 2 champagne into your kitchen' as a return. A way that goes against its verb keeps the place unread.
AGAINST = {"from": frozenset({"gain", "take", "draw", "reveal"}), "into": frozenset({"pay", "return", "lose", "discard", "remove"})}


def places(found: list) -> list:
    """The terminals with every place that fits its things and its verb dropped, and every other place kept (unread)."""
    return [t for i, t in enumerate(found) if t.type != PLACE or not _placed(t.meaning, found, i)]


def _placed(meaning: str, found: list, index: int) -> bool:
    place, _, way = meaning.partition(" ")
    return not placeless(found, index) and _fits(place, _things_before(found, index)) and _verb_before(found, index) not in AGAINST.get(way, ())


def placeless(found: list, index: int) -> bool:
    """Whether the place at `index` is said just after a unit no place holds ('3 VP into your kitchen'). The text check
    names it as a difference too (compiler/textread_said16.py), since a second reading may move the words apart."""
    return index > 0 and unit_said_last(found[index - 1]) in PLACELESS


def unit_said_last(token) -> str | None:
    """The unit a terminal ends on: a UNIT's own, or the last word of a phrase that holds its amount ('costs its owner
    0 krones', read as one terminal: session 19, 'costs its owner 0 krones from your kitchen' passed)."""
    if token.type == "UNIT":
        return token.meaning
    words = str(getattr(token, "raw", "") or "").lower().split()
    reading = lexicon().phrases.get((words[-1],)) if len(words) > 1 else None
    return reading[1] if reading and reading[0] == "UNIT" else None


def _verb_before(found: list, index: int) -> str | None:
    """The last verb said before `index` in its clause, or None."""
    for token in reversed(found[:index]):
        if token.type in CLAUSE_ENDS:
            return None
        if token.type == "VERB":
            return token.meaning
    return None


def _things_before(found: list, index: int) -> str | None:
    """The last item or card named before `index` in its clause, or None."""
    for token in reversed(found[:index]):
        if token.type in CLAUSE_ENDS:
            return None
        if token.type in ("UNIT", "NOUN") and _family(token.meaning):
            return token.meaning
    return None


def _family(thing) -> str | None:
    return next((place for place, held in HOLDS.items() if thing in held), None)


def _fits(place: str, thing: str | None) -> bool:
    """A place fits unless the thing named before it belongs in the other place."""
    return thing is None or _family(thing) == place
