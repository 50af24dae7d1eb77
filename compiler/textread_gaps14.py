"""Gapping read as a class (session 14, gaps14): a writer says a list of like rules once in full and leaves out, in
the parts after it, what repeats: the verb, the unit, the one it is said of.

    'A dancer in the top row earns you 3 krones; one in the middle row 2 krones; the bottom row nothing.'
    'Top row: 3 Emperor steps; middle row: 1; bottom row: none.'
    'Top row: 3 krones; middle row, 2 krones; bottom row, nothing.'      (the comma stands for what is left out)
    'A dancer in the top row brings you 1 strudel; in the middle row, 1 cake.'
    'the first costs 2 champagne less, the second 1 less'

A part is read with its left-out words put back from the full part before it, and from nowhere else: the parts of one
sentence are cut at its semicolons (or, with none, at its commas and its last 'and'), and only the nearest full part
before a gapped one is its antecedent. The gapped part keeps every word it says: its place ('the middle row'), its
amount and any unit of its own are read and compared, so 'middle row: 2' on a card giving 1 step is still a
difference. A gapped part is put back only where its antecedent is plain: its place must end in the word that ends
the antecedent's place ('row') or in a word of the same series ('second' after 'first', the lexicon's
[rewrite-words] 'gaps14-series'), and a bare number takes the antecedent's unit only where the antecedent has one
amount (after '1 strudel, 1 wine and 1 coffee' the unit of a bare '1' is not known: it stays unread).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from compiler.textread_rewrite import rewrite_words

NUMBER = r"(?:[+-]?\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
NUMBER_RE = re.compile(r"(?<![\w-])" + NUMBER + r"(?![\w-])", re.I)
NOTHING = r"(?:nothing|none|no\s+bonus|no\s+reward|zero)"
# a gapped part: a short place (no number in it), what may stand for the left-out words (',' or ':'), then its amount
GAPPED_RE = re.compile(r"^(?P<lead>(?:and|then)\s+)?(?P<place>(?!(?:and|or|then)\b)(?:one\s+(?=(?:in|on|at|to|for)\b))?(?:(?!" + NUMBER + r"\b)[\w'-]+\s+){0,4}?(?!" + NUMBER + r"\b)[\w'-]+)"
                       r"(?P<mark>\s*[,:]\s*|\s+)(?P<amount>" + NUMBER + r"|" + NOTHING + r")(?P<rest>(?:\s+[\w'-]+){0,3})\s*$", re.I)
BARE_TAIL = ("less", "more", "fewer", "each", "too", "instead")  # words after a bare number that are not its unit


@dataclass(frozen=True)
class Part:
    """One part of the sentence: where its words start in the sentence, and its words (stripped)."""

    at: int
    words: str


@dataclass(frozen=True)
class Antecedent:
    """The full part a gapped one is read from: its words before the amount, and what follows its one amount."""

    before: str
    after: str
    amounts: int


@lru_cache(maxsize=1)
def series() -> tuple[frozenset, ...]:
    """The lexicon's series of parallel words: a gapped part's place may end in another word of its antecedent's series."""
    return tuple(frozenset(line.split()) for line in rewrite_words()["gaps14-series"])


@lru_cache(maxsize=1)
def prepositions() -> frozenset:
    """Words that open a place said without the one it is said of ('in the middle row, 1 cake')."""
    return frozenset(rewrite_words()["gaps14-prepositions"])


WAYS = ("verb", "subject", "unit")  # each form puts back: the verb (and unit), also the subject, or the unit alone


def gap_forms(form) -> list:
    """The sentence (a compiler/textread_again.py Form) with its gapped parts' left-out words put back, one form for
    each way of putting them back; none if no part is gapped."""
    found = []
    for way in WAYS:
        filled = _filled_form(form, way)
        if filled is not None and filled.words not in [f.words for f in found]:
            found.append(filled)
    return found


def _filled_form(form, way: str):
    edits, antecedent = [], None
    for part in _parts(form.words):
        gapped = GAPPED_RE.match(part.words)
        said = _said_again(gapped, antecedent, way) if gapped is not None and antecedent is not None else None
        if said is not None:
            edits.append((part, gapped, said))
        elif NUMBER_RE.search(part.words):  # a part said in full, or the first of a list said alike ('Top row: 3 krones')
            antecedent = _antecedent(part.words)
    return _edited(form, edits) if edits else None


def _antecedent(words: str) -> Antecedent | None:
    """A full part as an antecedent: its words after a lead's colon that does not stand for its verb ('you may send
    up to 2 dancers: the first costs 2 champagne less' is read from 'the first ...')."""
    colon = words.rfind(":")
    if colon >= 0 and NUMBER_RE.match(words[colon + 1:].lstrip()) is None and NUMBER_RE.search(words, colon):
        words = words[colon + 1:].lstrip()
    amounts = list(NUMBER_RE.finditer(words))
    if not amounts:
        return None
    first = amounts[0]
    return Antecedent(words[:first.start()], words[first.end():].strip(), len(amounts))


def _said_again(gapped: re.Match, antecedent: Antecedent | None, way: str):
    """The gapped part's new segments, as (words, said in the text: None or the gapped part's own group), or None."""
    if antecedent is None:
        return None
    end = _aligned(gapped["place"], antecedent.before)
    if end is None:
        return None
    verb = antecedent.before[end:]
    if NUMBER_RE.search(verb):
        return None
    unit = _unit(gapped, antecedent)
    if unit is None and _bare(gapped):
        return None  # a bare number whose unit is not known (several amounts before it): the part stays unread
    if way == "unit":  # a lead's list ('middle row: 1'); a place opening with a preposition keeps its verb put back
        return None if unit is None or gapped["place"].split()[0].lower() in prepositions() else [("lead", None), ("place", None), ("mark", None), ("amount", None), (" " + unit, "amount"), ("rest", None)]
    said = [(_subject(gapped["place"], antecedent.before, end), "place")] if way == "subject" else []
    return [("lead", None)] + [s for s in said if s[0]] + [("place", None), (verb if verb.strip() else gapped["mark"], "mark"), ("amount", None)] \
        + ([(" " + unit, "amount")] if unit else []) + [("rest", None)]


def _aligned(place: str, before: str) -> int | None:
    """Where, in the antecedent's words before its amount, its place ends: after the last word that ends the gapped
    place, or a word of its series ('first' for 'second'); None if neither is there."""
    last = place.split()[-1].lower()
    kin = next((s for s in series() if last in s), frozenset({last}))
    found = [m for m in re.finditer(r"[\w'-]+", before) if m.group().lower() in kin]
    return found[-1].end() if found else None


def _subject(place: str, before: str, end: int) -> str:
    """The one the antecedent is said of, for a place opening with a preposition it also says: 'A dancer ' for 'in
    the middle row' after 'A dancer in the top row brings you ...'; '' otherwise."""
    opening = place.split()[0].lower()
    if opening not in prepositions():
        return ""
    found = [m for m in re.finditer(r"[\w'-]+", before[:end]) if m.group().lower() == opening]
    return before[:found[-1].start()] if found and found[-1].start() > 0 else ""


def _bare(gapped: re.Match) -> bool:
    """Whether the gapped part's amount is a number without a unit of its own ('middle row: 1', 'the second 1 less')."""
    return NUMBER_RE.fullmatch(gapped["amount"]) is not None and all(w.lower() in BARE_TAIL for w in gapped["rest"].split())


def _unit(gapped: re.Match, antecedent: Antecedent) -> str | None:
    """The antecedent's unit for a bare number: its words after its one amount, less the gapped part's own tail
    ('champagne less' less 'less'); None for no bare number or an antecedent of several amounts (ambiguous)."""
    rest = gapped["rest"].split()
    if not _bare(gapped) or antecedent.amounts != 1:
        return None
    after = antecedent.after.split()
    kept = after[:len(after) - len(rest)] if rest and [w.lower() for w in after[-len(rest):]] == [w.lower() for w in rest] else after
    return " ".join(kept) or None


def _parts(words: str) -> list[Part]:
    """The sentence's parts: cut at its semicolons, or with none at its commas; a part's tail after its last 'and' is
    a part of its own where it is gapped ('..., the second 10 VP and the third 5 VP')."""
    body = words.rstrip().rstrip(".")
    cut = ";" if _top_level(body, ";") else ","
    found = []
    for at, piece in _split(body, cut):
        found.extend(_and_tail(at, piece))
    return found


def _top_level(body: str, char: str) -> list[int]:
    depth, found = 0, []
    for index, c in enumerate(body):
        depth += (c == "(") - (c == ")")
        if c == char and depth == 0:
            found.append(index)
    return found


def _split(body: str, char: str) -> list[tuple]:
    starts = [0] + [i + 1 for i in _top_level(body, char)]
    ends = _top_level(body, char) + [len(body)]
    return [(s + len(body[s:e]) - len(body[s:e].lstrip()), body[s:e].strip()) for s, e in zip(starts, ends)]


def _and_tail(at: int, piece: str) -> list[Part]:
    joint = piece.rfind(" and ")
    if joint > 0 and GAPPED_RE.match(piece[joint + 1:]) and NUMBER_RE.search(piece[:joint]):
        return [Part(at, piece[:joint]), Part(at + joint + 1, piece[joint + 1:])]
    return [Part(at, piece)]


def _edited(form, edits: list):
    """The form with each gapped part written anew; words put back stand where the gap is in the text."""
    from compiler.textread_again import Form

    words, where, last = [], [], 0
    for part, gapped, said in edits:
        words.append(form.words[last:part.at])
        where.extend(form.where[last:part.at])
        for text, group in said:
            _segment(form, part, gapped, text, group, words, where)
        last = part.at + len(part.words)
    words.append(form.words[last:])
    where.extend(form.where[last:])
    return Form("".join(words), tuple(where))


def _segment(form, part: Part, gapped: re.Match, text: str, group, words: list, where: list) -> None:
    """One segment of a part written anew: a group of the gapped part as said (`text` its name, `group` None), or
    words put back (`text`), standing where the gapped part's `group` is."""
    if group is None:
        if gapped.start(text) < 0:
            return
        start, end = part.at + gapped.start(text), part.at + gapped.end(text)
        words.append(form.words[start:end])
        where.extend(form.where[start:end])
        return
    spot = form.where[min(part.at + max(gapped.start(group), 0), len(form.where) - 1)]
    words.append(text)
    where.extend([spot] * len(text))


def gap_readings(first, without_weak, plainer):
    """The second readings of gapping (for compiler/textread_again.py): each gap-filled form of the sentence, then
    that form with its weak words left out, and in its plainer wording."""
    for form in gap_forms(first):
        yield form
        yield from without_weak(form)
        plain = plainer(form)
        if plain is not None:
            yield plain
