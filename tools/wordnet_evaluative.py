"""The class of evaluative adjectives for compiler/cardtext-vocab.toml: words a writer judges a card with ('a cheap
yellow guest', 'a strong blue guest', 'a wild one', 'she is pricey', 'the penalty is expensive').

Written by tools/wordnet_vocab.py into the file's [evaluative] table; read by compiler/textread_around.py, which lets
such a word go unread only in the two roles a comment takes: before the card's own noun (or a colour and the card's
noun, or 'one' standing for the card), and as the predicate of 'be' ending a part of the sentence. The class is keyed
on the part of speech the roles need (an adjective) rather than on every sense of the word: the remark class
(tools/wordnet_remarks.py) keeps 'cheap', 'big' and 'strong' out because some sense of them, in some part of speech,
reaches a word of the lexicon; in these roles only the adjective is said, so only its adjective senses are asked.

Still strict where an adjective could carry a fact: the word is a plain lemma (never an inflected or compared form:
'cheaper', 'smallest'), unknown to the lexicon, not made of a lexicon word with an affix, has no adjective sense in
a lexicographer file of game sense (adj.pert 'yellowish', adj.ppl, an action done), and no adjective sense whose
definition says a word of the gate's `evaluative-gloss-never` (time, repetition, optionality, order, exactness,
nothing: 'weekly', 'late', 'repeatable', 'mandatory', 'costless') or a word of the lexicon's fact tables. Prices and
sizes are let in on purpose: a card's cost and amounts are stated by numbers, which the reader checks; 'cheap' judges
them and states none.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from tools.wordnet_remarks import _inflected, _lexicon_stem, _named, _plain

ADJECTIVE = "a"


@dataclass(frozen=True)
class EvaluativeGate:
    lexnames: frozenset  # adjective lexicographer files of game sense (01 adj.pert, 44 adj.ppl)
    gloss_never: frozenset  # words whose presence in an adjective sense's definition keeps the word out
    senses: int  # how many of its adjective senses, most frequent first, are asked: the ones a writer judges with


def evaluative_gate(data: dict) -> EvaluativeGate:
    return EvaluativeGate(frozenset(int(n) for n in data["evaluative-lexnames-never"]), frozenset(data["evaluative-gloss-never"]),
                          int(data["evaluative-senses"]))


def evaluative_class(net, sets: dict, lex, rules: EvaluativeGate, remark_rules, read: dict, telling: "TellingGate") -> dict:
    """word -> 'adjective' for every adjective lemma the gate lets in whose adjective senses tell no fact: in a
    comment's role only the adjective is said ('a little blue guest' is not 'a little', an amount or a time)."""
    words = sorted({word for word, pos in net.senses if pos == ADJECTIVE})
    return {w: "adjective" for w in words if evaluative_verdict(w, net, sets, lex, rules, remark_rules, read)[0]
            and not _telling(w, net, sets, lex, telling, (ADJECTIVE,))}


def evaluative_verdict(word: str, net, sets: dict, lex, rules: EvaluativeGate, remark_rules, read: dict) -> tuple[str | None, str]:
    """'adjective' (or None) and why, in words."""
    if not _plain(word) or lex.known(word) or word in lex.closed_words or word in read:
        return None, "known to the lexicon, closed, already read as a lexicon word, or not a plain word"
    if _inflected(word, net) or _lexicon_stem(word, lex, remark_rules):
        return None, "an inflected form, or a lexicon word with an affix"
    senses = net.senses.get((word, ADJECTIVE), ())[:rules.senses]
    why = next((found for offset in senses for found in [_fact_sense(sets[(offset, ADJECTIVE)], lex, rules, remark_rules)] if found), "")
    if not senses or why:
        return None, why or "no adjective sense"
    return "adjective", "an evaluative adjective"


def _fact_sense(synset, lex, rules: EvaluativeGate, remark_rules) -> str:
    """What in this adjective sense may carry a game fact ('' if nothing)."""
    if synset.lexname in rules.lexnames:
        return f"an adjective sense in WordNet's lexicographer file {synset.lexname}"
    defined = set(re.findall(r"[a-z]+", synset.gloss.split(";")[0]))
    said = sorted(rules.gloss_never & defined) or sorted(w for w in defined if _named(w, lex, remark_rules.gloss_tables))
    return f"an adjective sense's definition says '{said[0]}'" if said else ""


# ---- words that may tell a fact: never flavour in a lead, never a judgement -----------------------------------------


@dataclass(frozen=True)
class TellingGate:
    lexnames: frozenset  # lexicographer files of time (28 noun.time)
    gloss: frozenset  # words of time and repetition whose presence in a definition makes the word one of time
    senses: int  # how many senses of each part of speech, most frequent first, are asked


def telling_gate(data: dict) -> TellingGate:
    return TellingGate(frozenset(int(n) for n in data["telling-lexnames"]), frozenset(data["telling-gloss"]), int(data["telling-senses"]))


def telling_class(net, sets: dict, lex, rules: TellingGate) -> dict:
    """word -> 'time' or 'near' for every plain word unknown to the lexicon that may tell a fact: one of its first
    senses is of time ('late', 'forever', 'finale'), or its first sense of a part of speech is a synonym of, or similar
    to, a word of the lexicon ('steady': 'regular'; 'big': 'double'). Said in a lead it may say when or how much the
    card does, so the lead is no remark; it is no judgement either (tools/wordnet_evaluative.py)."""
    words = sorted({word for word, pos in net.senses})
    return {w: found for w in words if _plain(w) and not lex.known(w) for found in [_telling(w, net, sets, lex, rules)] if found}


def _telling(word: str, net, sets: dict, lex, rules: TellingGate, parts: tuple = ("n", "v", "a", "r")) -> str:
    for pos in parts:
        senses = net.senses.get((word, pos), ())
        if not _asked(word, pos, net):
            continue
        if senses and _near(word, (senses[0], pos), net, sets, lex):
            return "near"
        for offset in senses[:rules.senses]:
            synset = sets[(offset, pos)]
            if synset.lexname in rules.lexnames or rules.gloss & set(re.findall(r"[a-z]+", synset.gloss.split(";")[0])):
                return "time"
    return ""


def _asked(word: str, pos: str, net) -> bool:
    """An adverb sense is asked only of a word that is nothing else ('good' is 'well' only as an adverb)."""
    return pos != "r" or not any((word, other) in net.senses for other in "nva")


def _near(word: str, key: tuple, net, sets: dict, lex) -> bool:
    """Whether the sense's synonyms, or the senses it is similar to, hold a word the lexicon reads on its own (a phrase
    of one word, or a word it reads as another: 'regular' is 'usual') or a closed word; a word known only inside longer
    phrases ('look', 'right') says nothing alone."""
    similar = (key,) + sets[key].similar
    return any(other != word and _telling_word(other, lex) for k in similar for other in net.synonyms.get(k, ()))


def _telling_word(other: str, lex) -> bool:
    return other in lex.closed_words or lex.reading(other) is not None or other in lex.table.same
