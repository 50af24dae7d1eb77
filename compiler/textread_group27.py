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
ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3}
THE_TILE = r"(?:it|this(?:\s+tile)?|the\s+tile|which|that)"
BEING = r"(?:\s+(?:is|gets|will\s+be)|'s|’s)"
LEAD = rf"(?:[,;]\s*|\s+|^\s*)(?:(?:so|and|which\s+means|meaning)\s+)?(?:{THE_TILE}{BEING}\s+)?"
VERB = r"(?:scored|evaluated|resolved|checked|counts|comes\s+up|applies)"
ORDINAL = r"(?P<ordinal>first|second|third|1st|2nd|3rd|last(?=\s+emperor))"  # 'the last scoring' could be the final scoring
SCORING = r"(?:emperor\s+)?scoring"
ENDS = r"(?=\s*[.;:,)]|\s*$)"


@lru_cache(maxsize=1)
def _schedule_patterns() -> tuple[re.Pattern, ...]:
    """A scoring said in a bracket ('Emperor tile A2 (scored after round 3):', '(scoring after round 7)'), in a clause
    ('so it's scored after round three', 'comes up at the Emperor scoring after round 3', 'is for the last Emperor
    scoring, after round 7') and as a piece after the card's name ('Emperor tile B2, scoring after round 5:'); a round's
    number in figures or in the words of the lexicon's [same]."""
    rounds = "|".join(sorted(word_numbers(), key=len, reverse=True))
    round_ = rf"round\s+(?P<round>\d+|{rounds})\b"
    after_round = rf"{VERB}\s+(?:at\s+the\s+{SCORING}\s+)?(?:after|at\s+the\s+end\s+of|in)\s+{round_}"
    at_scoring = rf"{VERB}\s+(?:at|in|during)\s+the\s+{ORDINAL}\s+{SCORING}"
    for_scoring = rf"(?:is\s+)?for\s+the\s+{ORDINAL}\s+{SCORING}(?:\s*,\s*after\s+{round_})?"
    noun = rf"(?:the\s+)?{SCORING}\s+after\s+{round_}"
    return (*(re.compile(rf"\s*\(\s*(?:{THE_TILE}{BEING}\s+)?{shape}\s*\.?\s*\)", re.I) for shape in (after_round, at_scoring, noun)),
            *(re.compile(rf"{LEAD}(?:{shape}){ENDS}", re.I) for shape in (after_round, at_scoring, for_scoring)),
            re.compile(rf"\s*,\s*{noun}(?=\s*[:;])", re.I))


def filed_blanked(text: str, kind: str) -> str:
    """The text with its scorings, group letters and modules said of the card blanked, for the reader."""
    return filed_said(scheduled(text, kind)[0], kind)[0]


def filed_differences(text: str, kind: str, filed: dict) -> list[tuple]:
    """(where, message) for each scoring, group letter or module said of the card that is not the card's, said as
    compiler/textread_ident15.py says a description's."""
    from compiler.textread_ident15 import GROUP, MODULE, described_differences

    _, groups, modules = filed_said(scheduled(text, kind)[0], kind)
    said = tuple(m.Fact(GROUP, v, at=at) for v, at in groups) + tuple(m.Fact(MODULE, v, at=at) for v, at in modules)
    return described_differences(said, kind, filed) + schedule_differences(text, kind, filed.get("group"))


GROUPED_KINDS = ("objective", "emperor-tile")  # the kinds filed under a group letter
LETTER = r"group[\s-]+(?P<a>[a-c])|(?P<b>[a-c])[\s-]+group"  # 'group B', 'B-group'


def card_nouns(kinds=None) -> str:
    """A pattern of the nouns a card is called by: the lexicon's [described] kind-* phrases of `kinds` (every kind's
    when None) and those of any kind ('card', 'one'); each a whole word."""
    from compiler.textread_ident15 import described_words

    phrases = {phrase for key, said in described_words().items() if key.startswith("kind-")
               and (kinds is None or key.removeprefix("kind-") in (*kinds, "any")) for phrase in said}
    return "(?:" + "|".join(r"\s+".join(map(re.escape, p.split())) for p in sorted(phrases, key=len, reverse=True)) + r")\b"


@lru_cache(maxsize=1)
def _group_patterns() -> tuple[re.Pattern, ...]:
    """A group letter said of a grouped card: a noun phrase that is a whole piece of a sentence ('Objective 115: a group C
    card.', 'It is a group B tile.': blanked whole, or its article and noun would be read as something the card asks
    for), in a noun phrase ('this group A objective', 'the C tile': a bare letter only as a capital) and opening a
    sentence ('Group C objective from ...', 'B tile, so ...': a bare capital B or C, never A, which may be the article,
    'A tile ...')."""
    nouns = card_nouns(GROUPED_KINDS)
    piece = rf"(?:(?:this|it)\s+is\s+|it's\s+|it’s\s+)?(?:an?|the)\s+(?:{LETTER}|(?-i:(?P<c>[A-C])))\s+{nouns}"
    return (re.compile(rf"(?:^|(?<=[.!?:;(]))\s*(?P<said>{piece})(?=\s*(?:[.;,)]|$))", re.I),
            re.compile(rf"\b(?:this|the|that|an?)\s+(?P<said>{LETTER}|(?-i:(?P<c>[A-C])))(?=\s+{nouns})", re.I),
            re.compile(rf"(?:^|(?<=[.!?:]))\s*(?P<said>{LETTER}|(?-i:(?P<c>[BC])))(?=\s+{nouns})", re.I))


def filed_said(text: str, kind: str) -> tuple[str, tuple, tuple]:
    """(the text with each group letter and module said of the card blanked, (letter, where) of each group, (module,
    where) of each module): in a bracket of such pieces alone ('(Vienna Ballrooms, group B)'), then in a noun phrase."""
    text, groups, modules = _bracketed(text, kind)
    if kind in GROUPED_KINDS:
        found = _outermost(tuple((_letter(f), f.span("said")) for pattern in _group_patterns() for f in pattern.finditer(text)))
        text, groups = _spaced(text, [at for _, at in found]), groups + found
    named, patterns = _module_patterns()
    for pattern in patterns[:2]:
        found = tuple((named[_name(f.group("m"))], f.span("said")) for f in pattern.finditer(text))
        text, modules = _spaced(text, [at for _, at in found]), modules + found
    return text, groups, modules


def _outermost(found: tuple) -> tuple:
    """Each (letter, where) not inside another's span: a whole piece's letter, said once."""
    found = tuple(dict.fromkeys(found))
    return tuple(one for one in found if not any(o != one and o[1][0] <= one[1][0] and one[1][1] <= o[1][1] for o in found))


def _bracketed(text: str, kind: str) -> tuple[str, tuple, tuple]:
    """A bracket of group letters and modules only, each piece read (a group letter only on a grouped kind)."""
    named, patterns = _module_patterns()
    groups, modules, spans = (), (), []
    for found in patterns[2].finditer(text):
        pieces = [(p, found.start("in") + p.start()) for p in patterns[3].finditer(found.group("in"))]
        letters = [(p.group("a") or p.group("b"), at) for p, at in pieces if p.group("a") or p.group("b")]
        if (letters or len(pieces) < 2) and kind not in GROUPED_KINDS:
            continue  # on other kinds a lone module mark ("(promo)") is left to the readers of headings and descriptions
        groups += tuple((letter.upper(), found.span()) for letter, _ in letters)
        modules += tuple((named[_name(p.group("m"))], found.span()) for p, _ in pieces if p.group("m"))
        spans.append(found.span())
    return _spaced(text, spans), groups, modules


def _letter(found: re.Match) -> str:
    return (found.group("a") or found.group("b") or found.groupdict().get("c")).upper()


def _name(said: str) -> str:
    return " ".join(said.lower().split())


@lru_cache(maxsize=1)
def _module_patterns() -> tuple[dict, tuple]:
    """Each module's names (the lexicon's [described] module-* lists) to its id, and the shapes a module is said in:
    before the card's noun ('this Vienna Ballrooms tile'), after it ('this objective of the Vienna Ballrooms module'), a
    bracket of group letters and modules alone, and one piece of such a bracket."""
    from compiler.textread_ident15 import described_words

    named = {name: key.removeprefix("module-") for key, names in described_words().items() if key.startswith("module-") for name in names}
    names = "|".join(r"\s+".join(map(re.escape, n.split())) for n in sorted(named, key=len, reverse=True))
    before = re.compile(rf"\b(?:this|the|that|an?)\s+(?P<said>(?P<m>{names})(?:\s+module)?)\s+(?={card_nouns()})", re.I)
    after = re.compile(rf"(?<=\s){card_nouns()}(?P<said>\s+(?:of|from)\s+the\s+(?P<m>{names})\s+(?:module|expansion))(?=\s*[,.;:])", re.I)
    piece = rf"(?:{LETTER}|(?P<m>{names})(?:\s+module)?)"
    bracket = re.compile(rf"\((?P<in>\s*{piece.replace('?P<a>', '?:').replace('?P<b>', '?:').replace('?P<m>', '?:')}"
                         rf"(?:\s*[,;]\s*{piece.replace('?P<a>', '?:').replace('?P<b>', '?:').replace('?P<m>', '?:')})*\s*)\)", re.I)
    return named, (before, after, bracket, re.compile(piece, re.I))


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
    for pattern in _schedule_patterns():
        found = tuple(one for match in pattern.finditer(text) for one in _said(match))
        text, said = _spaced(text, [one.at for one in found]), said + found
    return text, said


@lru_cache(maxsize=1)
def word_numbers() -> dict:
    """A round said in words: the lexicon's [same] numbers ('three' is '3'), and 'one', which it leaves a pronoun."""
    from compiler.textlex import lexicon

    return {word: said for word, said in lexicon().same.items() if said.isdigit()} | {"one": "1"}


def _said(found: re.Match) -> tuple[Scheduled, ...]:
    """What a match says: the round after which the tile is scored, its place among the scorings, or both."""
    number, ordinal = found.groupdict().get("round"), found.groupdict().get("ordinal")
    out = (Scheduled(int(word_numbers().get(number.lower(), number)), None, found.span()),) if number else ()
    return out + ((Scheduled(None, _place(ordinal), found.span()),) if ordinal else ())


def _place(ordinal: str) -> int:
    """An ordinal's place among the Emperor scorings ('last' is the last of the track's)."""
    return len(scoring_rounds()) if ordinal.lower() == "last" else ORDINALS[ordinal.lower()]


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
