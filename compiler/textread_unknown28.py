"""A printed fact the text says is not known (session 28): 'its cost is not known', 'her colour, order and VP are not
known', 'we don't know her colour, her order or her printed VP', 'nobody knows its cost', 'His colour and order, we just
don't know.', '(Vienna Ballrooms staff, cost unknown)', 'Colour, order and VP: unknown.', 'its card number is one of 180
to 182, but which one is not known'.

No source gives some printed facts of the expansion (an expansion staff card's cost, a guest's colour, order and VP, which
objective card carries which requirement), and the card files say so with `unknown`. A text may say so too. Each such
claim is read before the lexer, blanked with the separator that joins it to the sentence (padded, so every other word
keeps its place), and each fact it names is held against the card's own field: a fact the card knows ('its cost is
not known' on a card that costs 2) or one its kind has not ('its colour is not known' on a staff card) is named. A
card number said to be one of a range is held against the range the card's own note gives. The words are the lexicon's
[unknown-said] table.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from compiler.textlex import LEXICON

FIELD_NAMES = {"cost": "cost", "color": "colour", "order": "order", "vp": "VP", "number": "card number"}  # how a message names each field
RANGE = re.compile(r"one of (\d+)\s*(?:-|–|to)\s*(\d+)")  # the range an unknown card number's note gives


@dataclass(frozen=True)
class Claim:
    fields: tuple  # the card's fields said to be unknown
    at: tuple  # (start, end) of the claim in the text
    blank: tuple  # (start, end) blanked: the claim with the separator before it
    numbers: tuple = ()  # a card number's range said with it: (low, high)


@lru_cache(maxsize=1)
def _words() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))["unknown-said"]


def _alternatives(phrases) -> str:
    return "|".join(r"\s+".join(re.escape(w).replace("'", "['’]") for w in p.split()) for p in sorted(phrases, key=len, reverse=True))


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern, ...]:
    """The shapes of a claim, each with its named group `fields`: after 'is'/'are', after a knower, before a knower, and
    alone in a piece of a list or a bracket ('cost unknown'); then a card number's range."""
    words = _words()
    item = rf"(?:(?:{_alternatives(words['owners'])})\s+)?(?:printed\s+)?(?:{_alternatives(words['fields'])})"
    fields = rf"(?P<fields>{item}(?:\s*,\s*(?:(?:and|or)\s+)?{item}|\s+(?:and|or)\s+{item})*)"
    not_known, knowers = _alternatives(words["not-known"]), _alternatives(words["knowers"])
    lead = r"(?P<lead>(?:\s*[,;]\s*(?:(?:and|but)\s+)?(?:also\s+)?)?)"
    tail = rf"(?:\s*,\s*(?:{_alternatives(words['no-source'])}))?"
    ends = r"(?=\s*(?:[.;,)!]|$))"
    shapes = (rf"{fields}\s+(?:(?:is|are|remains?|stays?)\s+(?:{not_known})|{_alternatives(words['not-known-after-be'])})",
              rf"(?:{knowers})\s+{fields}", rf"{fields}\s*,\s*(?:{knowers})", rf"(?<![\w'’])(?<!\w\s){fields}\s*:?\s*(?:all\s+)?(?:{not_known})")
    number = (rf"(?P<fields>(?:(?:{_alternatives(words['owners'])})\s+)?(?:card|printed)\s+number)\s+(?:is\s+)?one\s+of\s+"
              rf"(?P<low>\d+)\s*(?:-|–|to)\s*(?P<high>\d+)\s*,?\s*(?:but\s+)?(?:which\s+one\s+(?:is\s+)?(?:{not_known})|"
              rf"(?:{knowers})\s+which(?:\s+one)?)")
    return tuple(re.compile(rf"{lead}(?P<claim>{shape}{tail}){ends}", re.I) for shape in (number, *shapes))


@lru_cache(maxsize=1024)
def claims(text: str) -> tuple[Claim, ...]:
    """Each claim that printed facts are unknown, in the order of the text, none inside another. The shapes are tried
    only on a text that holds a word every one of them needs (the check of a whole corpus runs them on each text three
    times: remembered per text)."""
    if not _saying_unknown().search(text):
        return ()
    found, taken = [], []
    for pattern in _patterns():
        for one in pattern.finditer(text):
            if not any(one.start() < end and start < one.end() for start, end in taken):
                found.append(_claim(one))
                taken.append(one.span())
    return tuple(sorted(found, key=lambda c: c.at))


@lru_cache(maxsize=1)
def _saying_unknown() -> re.Pattern:
    """The words one of which every claim holds: the last word of each not-known phrase and of each knower."""
    words = _words()
    last = {p.split()[-1] for p in words["not-known"] + words["not-known-after-be"] + words["knowers"]}
    return re.compile(rf"\b(?:{'|'.join(sorted(map(re.escape, last)))})\b", re.I)


def _claim(found: re.Match) -> Claim:
    said = found.groupdict()
    numbers = (int(said["low"]), int(said["high"])) if said.get("low") else ()
    return Claim(_fields(found.group("fields")), found.span("claim"), found.span(), numbers)


def _fields(said: str) -> tuple:
    """The card's fields named in a list of them ('her colour, order and VP'), in the order said."""
    names = {" ".join(k.split()): v for k, v in _words()["fields"].items()}
    pattern = re.compile(rf"\b(?:{_alternatives(names)})\b", re.I)
    return tuple(dict.fromkeys(names[" ".join(f.group(0).lower().split())] for f in pattern.finditer(said)))


def unknowns_blanked(text: str) -> str:
    """The text with each claim blanked, for the reader."""
    for claim in claims(text):
        start, end = claim.blank
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def unknown_differences(text: str, kind: str, filed: dict) -> list[tuple]:
    """(where, message) for each fact said to be unknown that the card knows, or that its kind has not."""
    return [(claim.at, message) for claim in claims(text) for field in claim.fields
            if (message := _difference(field, claim, kind, filed))]


def _difference(field: str, claim: Claim, kind: str, filed: dict) -> str | None:
    from compiler.textread_ident15 import _kind_name

    said, value = f"the text says its {FIELD_NAMES[field]} is not known", filed.get(field)
    if value is None:
        return f"{said}; {_kind_name(kind)} has no {FIELD_NAMES[field]}"
    if type(value).__name__ != "UnknownValue":
        return f"{said}; the card's {FIELD_NAMES[field]} is {_value_said(value)}"
    noted = RANGE.search(getattr(value, "note", "") or "")
    if claim.numbers and noted and claim.numbers != (int(noted.group(1)), int(noted.group(2))):
        return f"the text says its card number is one of {claim.numbers[0]} to {claim.numbers[1]}; the card: one of {noted.group(1)} to {noted.group(2)}"
    return None


def _value_said(value) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{n} {item}" for item, n in value.items())
    return str(value)
