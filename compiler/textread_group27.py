"""A card's group or module said inside a sentence, and when an Emperor tile is scored (session 27): 'Claim this group
A objective once ...', 'This Vienna Ballrooms tile gives ...', 'This is an A tile, so it's scored after round three.'

The group letter said of the card in a noun phrase ('this group A objective', 'the B-group tile', 'the C tile': a bare
letter only as a capital) is blanked and compared with the card's group, as a heading's is
(compiler/textread_heading14.py). A module named before the card's noun ('this Vienna Ballrooms tile') or after it ('this
objective of the Vienna Ballrooms module'), by the names of the lexicon's [described] module lists, is blanked and
compared with the card's module the same way.

A tile's group fixes its scoring: group A at the first Emperor scoring, B at the second, C at the third, and the
Emperor track of the shipped corpus says after which rounds those are (its `scoring-rounds`, cards/base/track.gah).
The clause is read before the lexer, blanked (padded, so every other word keeps its place) and compared:
'scored after round 5' on a group A tile is named ('the text says the tile is scored after round 5; a group A tile is
scored after round 3'). Only an Emperor tile's text is read so; on another kind the words stay for the other readers.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from compiler import meaning as m

GROUP_ORDER = "ABC"  # the group letters in the order of the Emperor scorings
WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3}
THE_TILE = r"(?:it|this(?:\s+tile)?|the\s+tile|which|that)"
BEING = r"(?:\s+(?:is|gets|will\s+be)|'s|’s)"
LEAD = rf"(?:[,;]\s*|\s+|^\s*)(?:(?:so|and|which\s+means|meaning)\s+)?(?:{THE_TILE}{BEING}\s+)?"
VERB = r"(?:scored|evaluated|resolved|checked)"
ROUND = r"round\s+(?P<round>\d|one|two|three|four|five|six|seven)\b"
AFTER_ROUND = rf"{VERB}\s+(?:after|at\s+the\s+end\s+of|in)\s+{ROUND}"
AT_SCORING = rf"{VERB}\s+(?:at|in|during)\s+the\s+(?P<ordinal>first|second|third|1st|2nd|3rd)\s+(?:emperor\s+)?scoring"
SAID = rf"(?:{THE_TILE}{BEING}\s+)?(?:{AFTER_ROUND}|{AT_SCORING})"
BRACKETED = re.compile(rf"\s*\(\s*{SAID}\s*\.?\s*\)", re.I)  # 'Emperor tile A2 (scored after round 3):'
CLAUSE = re.compile(rf"{LEAD}(?:{AFTER_ROUND}|{AT_SCORING})(?=\s*[.;:,)]|\s*$)", re.I)


def filed_blanked(text: str, kind: str) -> str:
    """The text with its scorings, group letters and modules said of the card blanked, for the reader."""
    return module_mentions(group_mentions(scheduled(text, kind)[0], kind)[0])[0]


def filed_differences(text: str, kind: str, filed: dict) -> list[tuple]:
    """(where, message) for each scoring, group letter or module said of the card that is not the card's."""
    return group_differences(text, kind, filed.get("group")) + module_differences(text, kind, filed.get("module"))


GROUPED_KINDS = ("objective", "emperor-tile")  # the kinds filed under a group letter
CARD_WORDS = r"(?:emperor\s+)?(?:objective|tile|card)\b"
MENTION = re.compile(rf"\b(?:this|the|that|an?)\s+(?P<said>group[\s-]+(?P<a>[a-c])|(?P<b>[a-c])[\s-]+group|(?-i:(?P<c>[A-C])))(?=\s+{CARD_WORDS})", re.I)


def group_mentions(text: str, kind: str) -> tuple[str, tuple]:
    """The text with each group letter said of the card in a noun phrase blanked, and (letter, where) for each."""
    if kind not in GROUPED_KINDS:
        return text, ()
    said = tuple(((found.group("a") or found.group("b") or found.group("c")).upper(), found.span("said")) for found in MENTION.finditer(text))
    for _, (start, end) in said:
        text = text[:start] + " " * (end - start) + text[end:]
    return text, said


def group_differences(text: str, kind: str, group) -> list[tuple]:
    """(where, message) for each group letter said of the card that is not its group, and each scoring said that is
    not its group's."""
    from compiler.textread_ident15 import GROUP, described_differences

    said = tuple(m.Fact(GROUP, letter, at=at) for letter, at in group_mentions(text, kind)[1])
    return described_differences(said, kind, {"group": group}) + schedule_differences(text, kind, group)


CARD_NOUN = r"(?:emperor\s+)?(?:objective|tile|card|guest|celebrity|staff\s+card|entrance|hotel\s+entrance)"
NAMED_CARD = CARD_NOUN + r"\b"


@lru_cache(maxsize=1)
def _module_patterns() -> tuple[dict, tuple]:
    """Each module's names (the lexicon's [described] module-* lists) to its id, and the two shapes of a mention: before
    the card's noun ('this Vienna Ballrooms tile') and after it ('this objective of the Vienna Ballrooms module')."""
    from compiler.textread_ident15 import described_words

    named = {name: key.removeprefix("module-") for key, names in described_words().items() if key.startswith("module-") for name in names}
    names = "|".join(r"\s+".join(map(re.escape, n.split())) for n in sorted(named, key=len, reverse=True))
    before = re.compile(rf"\b(?:this|the|that|an?)\s+(?P<said>(?P<m>{names})(?:\s+module)?)\s+(?={NAMED_CARD})", re.I)
    after = re.compile(rf"(?<=\s)(?:{CARD_NOUN})(?P<said>\s+(?:of|from)\s+the\s+(?P<m>{names})\s+(?:module|expansion))(?=\s*[,.;:])", re.I)
    return named, (before, after)


def module_mentions(text: str) -> tuple[str, tuple]:
    """The text with each module said of the card in a noun phrase blanked, and (module, where) for each."""
    named, patterns = _module_patterns()
    said = ()
    for pattern in patterns:
        found = tuple((named[" ".join(f.group("m").lower().split())], f.span("said")) for f in pattern.finditer(text))
        text, said = _spaced(text, [at for _, at in found]), said + found
    return text, said


def module_differences(text: str, kind: str, module) -> list[tuple]:
    """Said as compiler/textread_ident15.py says a description's module that is not the card's."""
    from compiler.textread_ident15 import MODULE, described_differences

    return described_differences(tuple(m.Fact(MODULE, said, at=at) for said, at in module_mentions(text)[1]), kind, {"module": module})


def _spaced(text: str, spans: list) -> str:
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


@dataclass(frozen=True)
class Scheduled:
    """A scoring the text names: the round after which it comes, or its place among the Emperor scorings."""
    round: int | None
    ordinal: int | None
    at: tuple


def scheduled(text: str, kind: str) -> tuple[str, tuple]:
    """The text with each clause saying when the tile is scored blanked, and what each says."""
    if kind != "emperor-tile":
        return text, ()
    said = ()
    for pattern in (BRACKETED, CLAUSE):
        found = tuple(_said(one) for one in pattern.finditer(text))
        text, said = _blanked(text, found), said + found
    return text, said


def _blanked(text: str, said: tuple) -> str:
    for one in said:
        text = text[:one.at[0]] + " " * (one.at[1] - one.at[0]) + text[one.at[1]:]
    return text


def _said(found: re.Match) -> Scheduled:
    number, ordinal = found.group("round"), found.group("ordinal")
    round_ = int(WORD_NUMBERS.get(number.lower(), number)) if number else None
    return Scheduled(round_, ORDINALS[ordinal.lower()] if ordinal else None, found.span())


def schedule_differences(text: str, kind: str, group) -> list[tuple]:
    """(where, message) for each scoring the text names that is not the one of the tile's group."""
    return [(s.at, message) for s in scheduled(text, kind)[1] if (message := _difference(s, str(group or "").upper()))]


def _difference(said: Scheduled, group: str) -> str | None:
    told = f"after round {said.round}" if said.round else f"at the {_ordinal(said.ordinal)} Emperor scoring"
    if group not in GROUP_ORDER or not group:
        return f"the text says the tile is scored {told}; the card has no group"
    index = GROUP_ORDER.index(group)
    rounds = scoring_rounds()
    right = said.round == rounds[index] if said.round else said.ordinal == index + 1
    return None if right else f"the text says the tile is scored {told}; a group {group} tile is scored after round {rounds[index]}"


def _ordinal(n: int) -> str:
    return next(word for word, value in ORDINALS.items() if value == n)


@lru_cache(maxsize=1)
def scoring_rounds() -> tuple[int, ...]:
    """The rounds after which the Emperor scores, from the shipped corpus's Emperor track."""
    from compiler.checker import check_component
    from compiler.corpus import default_corpus
    from dsl.parser import parse

    for path in sorted(default_corpus().rglob("track.gah")):
        for component in parse(path.read_text(encoding="utf-8"), str(path)).document.components:
            checked, _ = check_component(str(path), component)
            if checked is not None and checked.kind.name == "emperor-track":
                return tuple(checked.value("scoring-rounds", "rounds"))
    raise LookupError("the shipped corpus has no Emperor track (track.gah) to say when tiles are scored")
