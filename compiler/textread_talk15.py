"""The card taught aloud at the table (session 15, talk15): spoken syntax around the rule.

1. 'is' contracted onto the card's name before a predicate: "Tezcatlipoca's green, wants one strudel", "Horsa's green
   and worth nothing", "Churchill's easy." The name's 's is 'is' when a colour or a judgement follows it and ends its
   part (a separator, or 'and'/'but' before no colour); before a noun it stays whose ("Tezcatlipoca's green guests").
   compiler/textread_names.py asks `copula_before_predicate`.
2. A spoken verdict closing the rule: 'Done.', 'Easy money.', 'Simple, and very handy.', 'Pretty good.', "That's her
   whole reward.", '..., nice and easy.' A sentence, or the last part of one after a comma, is a verdict when its words
   are judgements (the evaluative class compiler/textread_around.py reads, and the spoken verdicts of the lexicon's
   [around-words] `talk15-verdicts`), degree words, 'and'/'but', the card's pronouns with 'is', and the card's own
   reward named whole. A judgement that may be a price said in a word (`talk15-price-verdicts`: 'Cheap.') is none,
   and a verdict holding a number, who-word, modal, negation, comparison or act is no verdict: it is read as any
   sentence is. Things it names ('Easy money.': krones) are flavour's mentions (compiler/textread_around14.py),
   looked for in the card, so 'Easy coffee.' on a card of krones is named.
"""
from __future__ import annotations

import re
from functools import lru_cache

from compiler import meaning as m

PREDICATE_END_RE = re.compile(r"\s*(?:[,;:.!?)]|$|(?:and|but)\s+(?P<next>[\w'’-]+))", re.I)


# ---- 1. 's as 'is' after the card's name ---------------------------------------------------------------------------


def copula_before_predicate(text: str, end: int) -> bool:
    """Whether the name's 's ending at `end` is 'is': a colour or judgement follows and ends its part."""
    found = re.match(r"\s+([\w’'-]+)", text[end:])
    if not found or not _predicate_word(found.group(1).lower()):
        return False
    after = PREDICATE_END_RE.match(text, end + found.end())
    return after is not None and (after.group("next") or "").lower() not in _colours()


def _predicate_word(word: str) -> bool:
    return word in _colours() or (_judgement(word) and word not in _words("talk15-price-verdicts"))


@lru_cache(maxsize=1)
def _colours() -> frozenset:
    from compiler.textlex import LEXICON
    import tomllib

    return frozenset(tomllib.loads(LEXICON.read_text(encoding="utf-8"))["COLOR"])


def _judgement(word: str) -> bool:
    from compiler.textread_around import judged_words

    return word in judged_words() or word in _words("talk15-verdicts")


def _words(name: str) -> frozenset:
    from compiler.textread_around import around_words

    return frozenset(around_words()[name])


# ---- 2. a spoken verdict -------------------------------------------------------------------------------------------

SEPARATORS = ("COMMA", "SEMI", "COLON", "DOT")
JOINS = ("AND", "BUT")


def verdict_spans(text: str, sentence: list, kind: str, left: tuple) -> tuple[tuple, tuple]:
    """(spans, facts) of the sentence's verdict: the whole sentence, or its last part after a comma; ((), ()) if none."""
    kept = [t for t in sentence if not any(a <= t.start_pos and t.end_pos <= b for a, b in left)]
    words = [t for t in kept if t.type not in SEPARATORS]
    for start in _part_starts(kept):
        part = [t for t in words if t.start_pos >= start]
        facts = _verdict(part, kind)
        if facts is not None:
            return _spanned(text, kept, part, facts)
    return (), ()


def _part_starts(kept: list) -> list[int]:
    """Where the sentence starts, then where its last part after a comma starts (a verdict closing the rule)."""
    commas = [i for i, t in enumerate(kept) if t.type == "COMMA" and i + 1 < len(kept)]
    return [kept[0].start_pos] + ([kept[commas[-1] + 1].start_pos] if commas else []) if kept else []


def _spanned(text: str, kept: list, part: list, facts: tuple) -> tuple[tuple, tuple]:
    from compiler.textread_around import with_separator
    from compiler.textread_around14 import FLAVOUR

    span = (part[0].start_pos, part[-1].end_pos)
    whole = span[0] == kept[0].start_pos
    span = (kept[0].start_pos, kept[-1].end_pos) if whole else with_separator(kept, span)
    return (span,), (m.Fact(FLAVOUR, text[part[0].start_pos:part[-1].end_pos], at=span),) + facts


def _verdict(part: list, kind: str) -> tuple | None:
    """The mentions the part names when it is a verdict (every word may stand in one, one word judges), else None."""
    from compiler.textread_around14 import MENTIONED

    facts: list = []
    if not part or not any(_judges(t) or t.type == "OCCASION" for t in part):
        return None  # a verdict judges, or names the card's reward whole ("That's her whole reward.")
    for index, token in enumerate(part):
        if token.type in MENTIONED:
            facts += _mention(token, kind)
        elif not (_judges(token) or token.type in JOINS or _frame(part, index)):
            return None
    return tuple(facts)


def _judges(token) -> bool:
    word = _raw(token)
    return token.type == "WORD" and _judgement(word) and word not in _words("talk15-price-verdicts")


def _frame(part: list, index: int) -> bool:
    """A degree word before a judgement, the card's pronoun with its 'is' ("that's", 'it is'), the card's own reward
    named whole ('her whole reward')."""
    token, raw = part[index], _raw(part[index])
    if token.type == "OCCASION":
        return raw.split()[0] in _words("talk15-verdict-owners") and token.meaning in ("reward", "ability")
    if token.type == "MOD_CHANGE":  # the lexer's reading of "that's": the pronoun's 's
        return raw.endswith("'s") and raw[:-2] in _words("talk15-verdict-frame")
    return raw in _words("talk15-verdict-frame") or (raw in _words("judged-degree") and index + 1 < len(part) and _judges(part[index + 1]))


def _mention(token, kind: str) -> list:
    from compiler.textread_around import SAID_FACTS
    from compiler.textread_around14 import FLAVOUR_MENTION, _self

    if _self(token, kind):
        return []
    return [m.Fact(FLAVOUR_MENTION, (SAID_FACTS[token.type], token.meaning), at=(token.start_pos, token.end_pos))]


def _raw(token) -> str:
    return " ".join((getattr(token, "raw", "") or str(token.meaning)).lower().replace("\u2019", "'").split())
