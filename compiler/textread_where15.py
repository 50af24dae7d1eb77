"""Where a guest may go, said as a restriction (issue 14, session 15): a place allowed and no other ('Rooms only.', 'She
always goes to a room', 'she has to take a room'), a place refused ('never a ballroom', "You can't send her to a
ballroom.", 'No ballroom for her.', 'she doesn't dance'), or both in one sentence, and the floor her room must be on
('this room must lie on the ground floor', 'a room on floor 1').

Writers word this with any verb of going and any order of words, so it is read as a whole sentence of word classes (the
lexicon's [where-said]) rather than by the grammar: each clause holds one place, allowed or refused, and nothing but
who-words, verbs of going and linking words. What it says becomes the facts the card's `destination` and `needs floors`
are compared with (destination, needs-floor), so a wrong place or floor is named. A sentence with any other word, a
number other than a floor's, no word that restricts, or places that contradict each other is not read here.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from compiler import meaning as m
from compiler.textlex import LEXICON

TABLE = "where-said"
CLAUSE_BREAK = re.compile(r"\s*(?:[,;:()]|\s[-–—]\s|\band\b|\bbut\b)\s*")
WORD = re.compile(r"[a-z0-9']+")
FLOOR_NUMBER = re.compile(r"\bfloor (\d)\b")
FLOOR_WORD = re.compile(r"\b([a-z]+) floor\b")
OTHER = {"room": "ballroom", "ballroom": "room"}


@dataclass(frozen=True)
class Claim:
    """One clause: the place it names (None for a floor alone), whether it refuses it, the floor it names."""

    place: str | None
    refused: bool
    floor: int | None


@lru_cache(maxsize=1)
def _classes() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[TABLE]


def where_said(text: str, span: tuple, kind: str) -> list | None:
    """The facts a guest's restriction says (destination, and needs-floor if a floor is named), or None when the
    sentence at `span` is not one."""
    words = _whole_words(text, span).lower().replace("\u2019", "'").strip(" .!")
    if kind != "guest" or not _restricts(words):
        return None
    claims = [_claim(part) for part in CLAUSE_BREAK.split(words) if part.strip()]
    if not claims or None in claims:
        return None
    return _facts(claims, span)


def _whole_words(text: str, span: tuple) -> str:
    """The sentence's words from the start of the word its span starts in (a lexer pass may have moved a token's start
    into a word it rewrote)."""
    start = span[0]
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    return text[start:span[1]]


def _restricts(words: str) -> bool:
    said = set(WORD.findall(words))
    return bool(said & (set(_classes()["allowing"]) | set(_classes()["refusing"])))


def _claim(part: str) -> Claim | None:
    """A clause as a claim, or None when a word in it is of none of the classes."""
    floor, part = _floor(part)
    said = WORD.findall(part)
    places = {_place(word) for word in said} - {None}
    refused = any(w in _classes()["refusing"] for w in said)
    if len(places) > 1 or not all(_known(word) for word in said) or not (places or floor) or (floor and refused):
        return None  # a floor refused ('never on floor 2') leaves more than one floor: not a fact the card holds
    if "or" in said and not refused:  # 'never a ballroom or a café' joins what is refused; ', or it must be ...' is no fact
        return None
    return Claim(next(iter(places), None), refused, floor)


def _floor(part: str) -> tuple:
    """The floor a clause names ('on the ground floor', 'floor 1') and the clause without it."""
    number = FLOOR_NUMBER.search(part)
    if number:
        return int(number.group(1)), FLOOR_NUMBER.sub(" ", part)
    word = FLOOR_WORD.search(part)
    if word and word.group(1) in _classes()["floors"]:
        return _classes()["floors"][word.group(1)], FLOOR_WORD.sub(" ", part)
    return None, part


def _place(word: str) -> str | None:
    return "ballroom" if word in _classes()["dancing"] else _classes()["places"].get(word)


def _known(word: str) -> bool:
    classes = _classes()
    return _place(word) is not None or any(word in classes[name] for name in ("allowing", "refusing", "going", "who", "linking"))


def _facts(claims: list, span: tuple) -> list | None:
    """The destination the claims leave (one place allowed, or the other of one refused) and the floor they name."""
    allowed = {c.place for c in claims if c.place and not c.refused}
    refused = {c.place for c in claims if c.place and c.refused}
    floors = {c.floor for c in claims if c.floor is not None}
    place = _left(allowed, refused)
    if place is None or len(floors) > 1 or (floors and place != "room"):
        return None
    said = [m.Fact("destination", place, at=span)]
    return said + [m.Fact("needs-floor", floor, at=span) for floor in floors]


def _left(allowed: set, refused: set) -> str | None:
    if len(allowed) > 1 or allowed & refused or len(refused) > 1:
        return None
    return next(iter(allowed)) if allowed else OTHER.get(next(iter(refused), None))
