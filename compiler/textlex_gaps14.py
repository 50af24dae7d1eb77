"""Reference back in a fallback's head, read as a class (session 14, gaps14): what cannot be done is said again by
pointing back at the attempt before it, in the same sentence, however the writer points.

    'pay 5 krones; if you can't pay that much, ...'              the amount pointed at ('that many', 'those two', 'the whole sum')
    'pay 2 krones and give back 1 dish; if you cannot do both of these'   the acts pointed at ('both of these', 'all of those')
    'pay 2 krones and give back 1 dish; if you cannot pay and give back both'   every verb said again, each one said before
    'take 2 of your dancers out of the ballroom; if you can't remove two'     the act said again by another verb of it

compiler/textlex_fallback.py reads the head; these are the words it takes as pointing back. A number said there is
still the attempt's own amount and compared ('those three' after 'remove 2' is a difference), a verb said again must
be the sentence's own act before it or a verb of the same act (the lexicon's [fallback-heads] 'same-acts': 'remove'
for 'take ... out'), and the words pointing back are a closed list ('refer-back') that says no number, who or polarity.
"""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=1)
def _heads() -> dict:
    from compiler.textlex_fallback import head_words

    return head_words()


@lru_cache(maxsize=1)
def _acts() -> tuple[frozenset, ...]:
    return tuple(frozenset(line.split()) for line in _heads().get("same-acts", []))


def same_act(said: str, again: str) -> bool:
    """Whether a verb said again in a fallback's head names the act said before: the same verb, or one of its act."""
    return said == again or any(said in act and again in act for act in _acts())


def refers_back(found: list, at: int) -> int:
    """How many terminals at `at` point back at the attempt: a word of the closed list 'refer-back' ('much' of 'that
    much', 'those'), or 'of' before one ('both of these'); 0 if none."""
    words = _heads().get("refer-back", [])
    word = lambda token: str(token.meaning).lower() if token.type == "WORD" else ""
    if at < len(found) and word(found[at]) in words:
        return 1
    if at + 1 < len(found) and found[at].type in ("OF_YOUR", "OF_THEM") and word(found[at + 1]) in words:
        return 2
    return 0


def verbs_said_again(found: list, index: int, at: int, said_before) -> int | None:
    """Where a fallback head's verbs said again end ('pay and give back both': both verbs, each said before), or None
    if one was not said before (nothing is read then)."""
    while at < len(found):
        step = 1 if found[at].type == "VERB" else 2 if _joined_verb(found, at) else 0
        if not step:
            return at
        if not said_before(found, index, found[at + step - 1].meaning):
            return None
        at += step
    return at


def _joined_verb(found: list, at: int) -> bool:
    """'and give back' after a verb said again, or after a head that ends in its verb ('if you cannot pay')."""
    return found[at].type == "AND" and at + 1 < len(found) and found[at + 1].type == "VERB" and found[at - 1].type in ("VERB", "FALLBACK")
