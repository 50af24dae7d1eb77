"""Wrong texts made by deleting from a paraphrase the reader reads one phrase the card needs (session 19, written
before it was first run): 'may' on a card with something optional, 'up to' on a card with an amount up to a number,
'for free' (and its synonyms) on a card that makes something free, a colour before rooms, guests or groups on a card
that names one, and a count ('per dancer', 'for each red room') on a card that counts something.

Why: the insertion hunt (tests/compiler/textsets/insertions.py) finds phrases the reader reads past; a phrase the
reader does not need, and so does not miss when it is gone, lets the opposite wrong text through. The phrase is
taken out where it is first said, and the card's own meaning (compiler/meaning.py `card_meaning`) says whether it
needs it, as for insertions: never the checker's claims.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterator

from compiler import meaning as m
from tests.compiler.textsets.insertions import counts_nothing, read_paraphrases
from tests.compiler.textsets.sets import Case, corpus_cards

COUNTED = r"(?:rooms?|dancers?|guests?|staff cards?|cards?|items?|opponents?|players?|floors?|columns?|objectives?)"


def has_optional(meaning: m.Meaning, kind: str) -> bool:
    return any(isinstance(n, m.Optional) for n in m.nodes(meaning))


def has_up_to(meaning: m.Meaning, kind: str) -> bool:
    return "up_to=True" in repr(meaning)


def makes_free(meaning: m.Meaning, kind: str) -> bool:
    return "free" in repr(meaning)


def names_a_colour(meaning: m.Meaning, kind: str) -> bool:
    """A colour that filters something (not 'any'): the card's rooms, guests or groups of one colour."""
    return bool(re.search(r"'colou?r', '(?:red|blue|yellow|green)'", repr(meaning)))


def counts_something(meaning: m.Meaning, kind: str) -> bool:
    return not counts_nothing(meaning, kind)


@dataclass(frozen=True)
class Deletion:
    name: str
    pattern: str  # the phrase taken out where it is first said (case-insensitive)
    needed_by: Callable[[m.Meaning, str], bool]


DELETIONS = (
    Deletion("may", r"\bmay\s+", has_optional),
    Deletion("up-to", r"\bup to\s+", has_up_to),
    Deletion("free", r",?\s+(?:for free|at no cost|free of charge|without paying(?: anything)?|for nothing)\b", makes_free),
    Deletion("colour", r"\b(?:red|blue|yellow|green)\s+(?=(?:rooms?|guests?|groups?|room groups?)\b)", names_a_colour),
    Deletion("per", r",?\s+(?:per|for each|for every)\s+(?:[a-z-]+\s+){0,2}?" + COUNTED + r"\b", counts_something),
)


def deleted(case: Case, kind: str, card_meaning: m.Meaning) -> Iterator[Case]:
    """Each wrong wording of one paraphrase: each phrase its card needs, taken out where it is first said."""
    for deletion in DELETIONS:
        found = re.search(deletion.pattern, case.text, re.I)
        if found and deletion.needed_by(card_meaning, kind):
            yield Case(case.key, case.text[:found.start()] + case.text[found.end():], deletion.name)


@lru_cache(maxsize=None)
def deletion_cases(name: str, every: int = 1) -> tuple[Case, ...]:
    """The wrong wordings made from every `every`-th paraphrase of the set file `name` that reads as its card."""
    cards = corpus_cards()
    return tuple(wrong for case in read_paraphrases(name, every)
                 for wrong in deleted(case, cards[case.key].kind.name, m.card_meaning(cards[case.key])))
