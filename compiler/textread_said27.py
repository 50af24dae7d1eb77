"""Things said in a shape the reader does not take, said again in one it does (session 27). Before the reader:

- a card that does nothing when played, with the time last: 'The Tapster does nothing when played.', 'Playing this
  card has no immediate effect.', 'It has no effect when it is played.' is 'On play, nothing.';
- a card's timing closing the bracket after its name, before a colon: 'Receptionist (cost 5; final scoring): ...' is
  'Receptionist (cost 5) final scoring: ...', so the timing leads the rule as 'Final scoring:' does;
- a card's worth said of taking it: 'Taking him is worth one victory point.' is 'It is worth one victory point.', and
  'is worth 1 VP to the player who takes her' is 'is worth 1 VP' (the card's worth always goes to the one who takes it).

Each is padded to its place, so every other word keeps its place, and what it becomes is read and compared with the
card as any sentence is: 'nothing when played' on a card that does something then, or a wrong worth, is a difference.
The words are matched whole (a sentence from its start to its end, a worth up to its clause's end), so nothing is
passed over.

A second reading (compiler/textread_rewrite.py) when a sentence is not read as written: a trigger in the present
perfect, 'Once you have fully occupied a room group ...', is the event itself, 'Once you fully occupy ...' (the verb
only where the lexicon knows it as one; 'you have' alone stays a state, as an objective's requirement is); 'floor 1
(the ground floor)' is 'floor 1'; a guest's room said as an order to the player, 'Check her into a room ...', is where she
goes, 'she checks into a room ...'.
"""
from __future__ import annotations

import re
from functools import lru_cache

START = r"(?:^|(?<=[.!?:]))\s*"
SUBJECT = r"(?:it|this\s+card|the\s+card|he|she|they)"
NOTHING = r"(?:does\s+nothing|has\s+no\s+(?:immediate\s+)?effect|gives\s+nothing)"
PLAYED = r"(?:(?:when|once|as\s+soon\s+as)\s+(?:it\s+is\s+|it's\s+|he\s+is\s+|she\s+is\s+)?(?:played|hired)|on\s+being\s+(?:played|hired))"
PLAYING = r"(?:playing|hiring)\s+(?:it|this\s+card|him|her)"
NOTHING_PLAYED = re.compile(rf"{START}(?:{SUBJECT}\s+{NOTHING}\s+{PLAYED}|{PLAYING}\s+(?:{NOTHING}|does\s+nothing\s+(?:immediately|at\s+once)))(?=\s*[.;])", re.I)
NOTHING_PLAIN = "On play, nothing"  # shorter than any sentence matched, so it fits in its place

TAKEN = r"(?:him|her|them|it|this\s+celebrity|this\s+guest|this\s+card)"
TAKING = re.compile(rf"{START}(?:taking|winning|getting|gaining)\s+{TAKEN}(?=\s+is\s+worth\s)", re.I)


@lru_cache(maxsize=1)
def _to_taker() -> re.Pattern:
    """'is worth 1 VP to the player who takes her': a worth in figures or in the words of the lexicon's [same]."""
    from compiler.textread_group27 import word_numbers

    numbers = "|".join(sorted(word_numbers(), key=len, reverse=True))
    worth = rf"is\s+worth\s+(?:\d+|{numbers})\s+(?:vp|victory\s+points?|points?)"
    return re.compile(rf"(?<=\s)(?P<worth>{worth})(?P<taker>\s+to\s+(?:the|a|any)\s+player\s+who\s+(?:takes|wins|gets)\s+{TAKEN})(?=\s*[.;,])", re.I)


@lru_cache(maxsize=1)
def timed_paren() -> re.Pattern:
    """A bracket after a card's name that ends in its timing, before a colon: the timings are the lexicon's
    [card-timings] phrases, a space or a hyphen between their words alike, each a whole word ('semifinal' is not one)."""
    from compiler.textread_timing14 import card_timings

    phrases = sorted(card_timings(), key=len, reverse=True)
    timings = "|".join(r"[\s-]+".join(map(re.escape, phrase.split())) for phrase in phrases)
    return re.compile(rf"\((?P<inner>[^()]*?)(?P<sep>\s*[;,]\s*|(?<=[\s(]))(?P<timing>{timings})\s*\)(?=\s*:)", re.I)


def _timing_led(found: re.Match) -> str:
    """'(cost 5; final scoring):' as '(cost 5) final scoring:', '(permanent):' as 'permanent:', in the same length."""
    inner = found.group("inner").strip()
    said = (f"({inner}) " if inner else "") + found.group("timing")
    return said.ljust(len(found.group(0)))


def said27(text: str) -> str:
    """The text with each shape said again in place."""
    text = timed_paren().sub(_timing_led, text)
    text = NOTHING_PLAYED.sub(lambda found: _in_place(found.group(0), NOTHING_PLAIN), text)
    text = TAKING.sub(lambda found: _in_place(found.group(0), "it"), text)
    return _to_taker().sub(lambda found: found.group("worth") + " " * len(found.group("taker")), text)


def _in_place(said: str, plain: str) -> str:
    lead = len(said) - len(said.lstrip())
    return said[:lead] + plain.ljust(len(said) - lead)


PERFECT = re.compile(r"^(?P<lead>\s*(?:when|once|after|as\s+soon\s+as|each\s+time|every\s+time|whenever)\s+you)\s+have\s+"
                     r"(?P<how>(?:fully|just|completely)\s+)?(?P<verb>[a-z]+ed)\b", re.I)


def _perfect(found: re.Match) -> str | None:
    from compiler.textread_rewrite import _participle_base

    verb = _participle_base(found.group("verb").lower())
    return None if verb is None else f"{found.group('lead')} {found.group('how') or ''}{verb}"


GROUND = r"(?:the\s+)?(?:ground|bottom|lowest)\s+floor"
FLOOR_GLOSSED = re.compile(rf"\bfloor\s+1\s*\(\s*{GROUND}\s*\)|\b{GROUND}\s*\(\s*floor\s+1\s*\)", re.I)


CHECK_IN = re.compile(r"^(?P<s>\s*)check\s+(?P<who>him|her|them)\s+(?=into\s+(?:a|one\s+of\s+your)\s+(?:vacant\s+)?rooms?\b)", re.I)
SUBJECTS = {"him": "he checks ", "her": "she checks ", "them": "they check "}


def said27_rewrites() -> tuple:
    """(pattern, plain) pairs for the second readings: the perfect, and floor 1 glossed as the ground floor ('a vacant
    room on floor 1 (the ground floor)'; another floor glossed so stays, and is not read)."""
    return ((PERFECT, _perfect), (FLOOR_GLOSSED, lambda found: "floor 1"),
            (CHECK_IN, lambda found: found.group("s") + SUBJECTS[found.group("who").lower()]))
