"""One act said through another verb frame (session 13, frames13).

The permissive frame: 'the guest lets you draw 2 staff cards', 'you get to draw', 'it entitles its owner to draw', 'the
player is allowed to draw'. English uses it both for an act the card leaves to the player ('may') and for one the card
simply gives (a card that makes you draw 2 'lets you draw 2'); the frame says the act is open to you, not whether you
could let it pass. The lexicon's MAY table says such a frame as 'let' (compiler/cardtext.toml), the reader wraps what
it governs in a `Permitted` (an Optional that remembers how it was said), and the checker, block by block, reads each
act under it as the card's: under the card's 'may' where the card's likest act is optional, plain where it is not.
What the act is (its verb, amounts, things, who) is compared as before; only whether it is optional is left open.

And the owner's things said in the third person ('the player's café', 'his kitchen', 'her owner's hotel', 'one's
hand'): the same things as 'your' ones, read so in the lexicon's phrases and in the texts (compiler/textlex.py).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from compiler import meaning as m
from compiler.meaning_normal import canonical_order
from compiler.textpositions import replaced  # a rewrite that keeps every character's place in the text

LET = "let"  # the MAY table's value for a permissive frame ('lets you', 'gets to', 'is allowed to')


@dataclass(frozen=True, eq=False)
class Permitted(m.Optional):
    """What a permissive frame governs: equal to the card's Optional of the same body, as it may stand for one."""

    def __eq__(self, other) -> bool:
        return isinstance(other, m.Optional) and self.body == other.body

    __hash__ = m.Optional.__hash__


def said_optional(modal: str):
    """A group's 'optional' from its modal: LET for a permissive frame (kept apart, see `wrapped`), True for 'may'."""
    return LET if modal == LET else modal == "may"


def wrapped(optional, effects: tuple) -> m.Optional:
    """The group's effects under its 'may', or under a permissive frame."""
    return Permitted(effects) if optional == LET else m.Optional(effects)


def permits_fitted(said: tuple, card: tuple, likeness) -> tuple:
    """The text's block with each act under a permissive frame read as the card says it: optional where the card's
    likest act (by the checker's `likeness`) is, plain where it is not."""
    out: list = []
    for effect in said:
        if not isinstance(effect, Permitted):
            out.append(effect)
            continue
        plain = [e for e in effect.body if not _likest_optional(e, card, likeness) and not _loss(e)]
        kept = tuple(e for e in effect.body if e not in plain)
        out += plain + ([replace(effect, body=kept)] if kept else [])
    return tuple(out)


def rows_fitted(said: tuple, card: tuple, likeness) -> tuple:
    """The text's tables ('on 2 or 12, you may prepare a room and gain 1 VP') with each row's permissive frames fitted as
    `permits_fitted` fits a block, row by row against the same row of the card's table of the same count (lead22)."""
    tables = {effect.count: dict(effect.rows) for effect in card if isinstance(effect, m.Table)}
    return tuple(_rows(effect, tables[effect.count], likeness) if isinstance(effect, m.Table) and effect.count in tables else effect
                 for effect in said)


def _rows(table: m.Table, card_rows: dict, likeness) -> m.Table:
    return replace(table, rows=tuple((value, canonical_order(permits_fitted(block, card_rows.get(value, ()), likeness)))
                                     for value, block in table.rows))


LOSSES = ("spend", "remove", "return", "retreat", "skip")  # acts that cost the player: what a permissive frame over them says


def _loss(effect) -> bool:
    """Whether the act costs its player: a card never 'lets you' lose 5 VP that it makes you lose, so a permissive frame
    over a loss says 'may' and is compared as such (session 14)."""
    return isinstance(effect, m.Act) and effect.verb in LOSSES


def _likest_optional(effect, card: tuple, likeness) -> bool:
    """Whether the card's act most like `effect` is one of its optional ones."""
    candidates = [(likeness(effect, a), isinstance(c, m.Optional)) for c in card for a in (c.body if isinstance(c, m.Optional) else (c,))]
    best = max(candidates, default=(0, False))
    return best[0] > 0 and best[1]


# ---- the owner's things said in the third person ------------------------------------------------------------------------

OWNER_THINGS = r"(?:own\s+)?(?:café|cafe|hotel|kitchen|hand|emperor\s+marker|marker|rooms?|dancers?|columns?|floors?|staff\s+cards?)"
OWNER_POSSESSIVE_RE = re.compile(r"(?<![\w'’])(?:the\s+player|its\s+owner|his\s+owner|her\s+owner|their\s+owner|the\s+owner)['’]s\s+(?=" + OWNER_THINGS + r"\b)"
                                 r"|(?<![\w'’])(?:his\s+or\s+her|her\s+or\s+his|his|her|one['’]s)\s+(?=" + OWNER_THINGS + r"\b)", re.I)


def owner_possessives(text: str, kind: str = "") -> str:
    """'leaves the player's café', 'leaves his café', 'to her owner's kitchen': the owner's things said in the third
    person are 'your' ones (padded, so every other word keeps its place), in the lexicon's phrases and the texts alike.
    Only before the things a player owns (café, hotel, kitchen, hand, marker, rooms, dancers, ...), so a guest's 'her
    order' stays hers."""
    return OWNER_POSSESSIVE_RE.sub(_yours, text)


def owner_possessives_at(text: str) -> tuple[str, tuple]:
    """The text with the owner's things said 'your' as owner_possessives says them, and where each of its characters
    stands in `text` (one more for its end). 'his ' and 'her ' are one character shorter than 'your ': the map keeps
    every later word's span in the text as written (a shift once put a sentence's end past the text's end)."""
    said, at = replaced(text, list(range(len(text) + 1)), OWNER_POSSESSIVE_RE, _yours, _spread)
    return said, tuple(at)


def _yours(found) -> str:
    return "your".ljust(len(found.group(0)) - 1) + " "


def _spread(original: str, where: list, said: str) -> list:
    """Where each character of 'your ' stands: its word on the replaced word, its last character (a space) on the
    replaced space."""
    return [where[min(index, len(where) - 2)] for index in range(len(said) - 1)] + [where[-1]]


def owners_said_yours(phrase: str) -> str:
    """A lexicon phrase with the owner's things said 'your' (compiler/textlex.py `lexicon`), as texts are read."""
    return owner_possessives(phrase)
