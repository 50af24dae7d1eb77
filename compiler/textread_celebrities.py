"""Plainer wordings of a celebrity's lasting effect, tried by compiler/textread_rewrite.py as a second reading (only
when a sentence cannot be read as written). The structure is here, the words in the lexicon's [rewrite-words] lists:
- the size of guests' orders said by what they need: 'your guests' orders need 1 item fewer', 'every guest's order
  needs one item fewer for his owner', 'the orders of your guests shall require 1 item less' are 'your order size goes
  down by 1' (and 'N items more' 'goes up by N', which the reader then compares, so a wrong number or direction is
  named). Only the closed words of ORDER-OWNERS may stand before 'order', so a sentence about some other player's
  orders is not read this way.
- a room's cost said in the passive: '(red) rooms are prepared at a cost of 0 krones' is 'your room cost (for red rooms)
  is 0', the number kept, so '... at a cost of 1 krone' is read and named as a different cost;
- a room's colour left open said between commas: 'one of your rooms, of any colour, becomes occupied' (or 'whatever
  its colour') is 'one of your rooms of any colour becomes occupied' (ANY-COLOUR-ASIDES, a closed list: an aside
  naming a colour is not touched);
- the ballrooms said whole with an aside: 'your dancers in the ballrooms, balcony included', '... in the ballrooms (all
  of them)' are 'your dancers in the ballrooms' (BALLROOM-ASIDES: the balcony counts as the rightmost ballroom's top
  row, so it adds nothing to 'the ballrooms'; an aside naming one ballroom is not touched). On tiles and celebrities;
- a final-scoring staff card said other ways: 'final scoring staff cards', 'end game staff cards', 'staff cards that
  score at game end' are 'final-scoring staff cards' (FINAL-SCORING-BEFORE and -AFTER, closed lists);
- a fallback's lack said of what was named: 'if you have none of such cards', 'if you have none of them' are 'if you
  have none' (NONE-OF-THEM);
- a cost waived said as a second verb: '... and not pay its cost', '... and pay nothing for it' are '... without paying
  its cost' (only before 'its cost', 'the cost', 'for it': 'and not pay 3 krones' is left as written);
- what is in the kitchen and on the café's guests said in other words: 'the ones in your kitchen and the ones already
  sitting on guests in your café', 'in one's kitchen and in one's café', 'in your kitchen and on your café guests' are
  'in your kitchen and on the guests in your café' (both places must be said: the kitchen alone is left as it is).
"""
from __future__ import annotations

import re

from compiler.textlex_walk import said_as

NUMBER = r"(?:\d+|one|two|three|four|five)"
NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}


def _patterns() -> dict:
    from compiler.textread_rewrite import one_of as w

    owners = r"(?:" + w("order-owners") + r"\s+){0,3}"
    return {
        "order-needs": r"\b" + owners + r"orders?(?:\s+" + w("order-of-guests") + r")?\s+" + w("order-needs") + r"\s+(?P<n>" + NUMBER
                       + r")\s+items?\s+(?:(?P<fewer>" + w("order-fewer") + r")|" + w("order-more") + r")(?:\s+" + w("order-for") + r")?\b",
        "prepared-at": r"\b(?:(?P<colour>" + w("prepared-colours") + r")\s+)?rooms\s+" + w("prepared-at") + r"\s+(?P<n>" + NUMBER
                       + r")\s+(?:krones?|money)\b",
        "any-colour": r"\s*,\s*" + w("any-colour-asides") + r"\s*,\s*",
        "ballroom-aside": r"\bballrooms\s*(?:,\s*|\(\s*)" + w("ballroom-asides") + r"\s*\)?",
        "final-before": r"\b" + w("final-scoring-before") + r"\s+(?=staff\s+cards?\b)",
        "final-after": r"\bstaff\s+(?P<cards>cards?)\s+" + w("final-scoring-after") + r"\b",
        "none-of-them": r"\bhave\s+" + w("none-of-them") + r"\b",
        "not-pay": r"\s*,?\s+and\s+(?:not|never|do\s+not|don't)\s+pay(?=\s+(?:its|the|their)\s+cost\b|\s+for\s+(?:it|them)\b)",
        "kitchen-cafe": r"(?:\bboth\s+)?(?:\b(?:those|the\s+ones)\s+)?\b(?:in|from)\s+(?:your|the|one's|their)\s+kitchen\s+and\s+(?:(?:those|the\s+ones)\s+)?"
                        r"(?:(?:already\s+)?(?:placed|sitting|served|lying)\s+|already\s+)?(?:in|on|from)\s+(?:(?:your|one's|the|their)\s+)?"
                        r"(?:café\s+guests|guests\s+in\s+(?:your|one's|the|their)\s+café|café)\b",
    }


def _final_after(found: re.Match) -> str:
    return f"final-scoring staff {found.group('cards')}"


def _prepared_at(found: re.Match) -> str:
    """'red rooms are prepared at a cost of 0 krones' is 'your room cost for red rooms is 0'."""
    n = found.group("n").lower()
    colour = f" for {found.group('colour').lower()} rooms" if found.group("colour") else ""
    return f"your room cost{colour} is {NUMBER_WORDS.get(n, n)}"


def _order_needs(found: re.Match) -> str:
    """'orders need 1 item fewer' is 'your order size goes down by 1' (the number kept as said)."""
    n = found.group("n").lower()
    change = "down" if found.group("fewer") else "up"
    return f"your order size goes {change} by {NUMBER_WORDS.get(n, n)}"


PLAIN = {"order-needs": _order_needs, "prepared-at": _prepared_at, "any-colour": said_as(' of any colour '), "ballroom-aside": said_as('ballrooms'), "final-before": said_as('final-scoring '), "final-after": _final_after,
         "none-of-them": said_as('have none'), "not-pay": said_as(' without paying'), "kitchen-cafe": said_as('in your kitchen and on the guests in your café')}


def celebrity_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied."""
    return tuple((re.compile(pattern, re.I), PLAIN[name]) for name, pattern in _patterns().items())
