"""Sentences and clauses that set the scene around the rule (session 14, around14), read as flavour:

'She knows the ball ends at midnight, so she makes every minute count.', 'The Contessa is all about prestige.', 'But the
penalty hurts too.', 'Tourists love a good Tour Guide, and he pays ...'. A sentence, or a part of one between its
separators joined to a rule that reads, is flavour when it names no fact a wrong text could change: no number, who
(other than the card), modal, negation, comparison, known verb, occasion or die face. What it may hold:

- words of no table of the lexicon (the scene: 'prestige', 'midnight'), and known words no terminal took that are no
  closed word ('about', 'café');
- frame words: articles, 'be', the card's pronouns and nouns, 'and', 'but', 'so', 'at', 'for', 'to', 'here';
- 'every', 'all' before a word of no table ('every minute'): a count of nothing in the game;
- items, colours, states and game nouns, each a fact the card must have (FLAVOUR_MENTION, looked for in the card as
  leads13's lead facts are): 'The Coachwoman runs on coffee' passes on a card that spends coffee, and is named on one
  that has none.

A sentence of flavour states something: it holds 'be', or a subject (the card, a game noun, 'every' and a word) with
a word after it for its verb; 'Glorious frobnicating.' states nothing, and its words stay reported; 'Zorp the frobnicator.' states nothing and may be another card's heading, and a word of
no table with a capital inside a part may be another card's name: both stay unread. A part joined to a rule is
flavour only as a clause of its own, joined by 'and', 'but' or 'so' ('Every cellar wants its keeper, and when you
play ...'); a phrase set off by a comma alone may bound the rule ('..., weather permitting') and stays unread.

A word WordNet files under time or size (compiler/cardtext-vocab.toml [telling]: 'midnight', 'little') may stand in
a sentence of flavour, where no rule is said for it to time, unless it qualifies a game noun ('a little coffee'); in a
part joined to a rule ('Late in the game, score 2 VP') it may say when that rule acts, and the part is no flavour.

What is read as flavour is kept in the reading (a FLAVOUR fact with its words and place), compared with nothing.
"""
from __future__ import annotations

import re

from compiler import meaning as m
from compiler.textlex import lexicon
from compiler.textread_around import SAID_FACTS, _closed, _raw, _timing_only, around_words, with_separator
from compiler.textread_remarks import remark_table
from compiler.textvocab import vocab_file

FLAVOUR = "flavour"  # words read as flavour: their text, at their place; compared with nothing
FLAVOUR_MENTION = "flavour-mention"  # a fact a flavour names: (what it is, its value), looked for in the card
MENTIONED = ("UNIT", "COLOR", "STATE", "NOUN")
FRAME = ("COMMA", "DOT", "AND", "BUT", "OF_YOUR", "TO")  # separators and glue ('of', 'to')
SEPARATORS = ("COMMA", "SEMI", "COLON", "DOT")


def flavour_parts(text: str, sentence: list, kind: str, left: tuple) -> tuple[tuple, tuple]:
    """(spans, facts) of the sentence's flavour: the whole sentence when all of it is, else each part between its
    separators that is, each with its separator. `left` holds spans already left out (remarks, judgements)."""
    kept = [t for t in sentence if not any(a <= t.start_pos and t.end_pos <= b for a, b in left)]
    whole = _flavour(kept, kind, True)
    if whole is not None and _words(kept) and _stated(text, kept):
        span = (kept[0].start_pos, kept[-1].end_pos)
        return (span,), (m.Fact(FLAVOUR, text[span[0]:span[1]], at=span),) + whole
    found = [_joined(text, sentence, parts, i, kind) for parts in [_parts(text, kept)] for i in range(len(parts))]
    return tuple(f[0] for f in found if f), tuple(fact for f in found if f for fact in f[1])


def _joined(text: str, sentence: list, parts: list, index: int, kind: str) -> tuple | None:
    """(span, facts) of a part that is flavour beside the rule: a scene of its own, said alone ('Think big! ...') or
    joined as a clause ('..., so she ...'); else None."""
    part, alone = parts[index], _exclaimed(text, parts[index])
    found = _flavour(part, kind, alone)
    if found is None or not _stated(text, part) or not any(_scene(t) for t in part) or not (alone or _coordinated(text, parts, index)):
        return None
    span = with_separator(sentence, (part[0].start_pos, part[-1].end_pos))
    return span, (m.Fact(FLAVOUR, text[part[0].start_pos:part[-1].end_pos], at=span),) + found


def _stated(text: str, part: list) -> bool:
    """A statement about the card or the game, not a name, a label or a string of words ('Zorp the frobnicator.' may
    be another card's heading; 'Glorious frobnicating.' states nothing): 'be', or a subject (the card, a game noun,
    'every' and a word) with a word right after it for its verb ('she knows', 'the penalty hurts'). A word of no table
    is flavour only inside such a statement; elsewhere it stays reported."""
    if any(_raw(t) in around_words()["flavour-be"] for t in part):
        return True
    return any(_subject(part, i) and part[i + 1].type == "WORD" for i in range(len(part) - 1))



def _subject(part: list, index: int) -> bool:
    token = part[index]
    return token.type in MENTIONED + ("OWNER",) or (index > 0 and part[index - 1].type == "ALL" and token.type == "WORD")


def _exclaimed(text: str, part: list) -> bool:
    return text[part[-1].end_pos:part[-1].end_pos + 2].strip()[:1] in ("!", "?")


def _coordinated(text: str, parts: list, index: int) -> bool:
    """A clause joined to the rule by 'and', 'but' or 'so' ('Every cellar wants its keeper, and when you play ...'),
    a clause of its own: a phrase set off by a comma alone may bound the rule ('..., weather permitting'). The
    coordinator is looked for in the text, as the lexer may fold ', and' into its separator."""
    def joins(part: list, before: int) -> bool:
        said = re.sub(r"[^\w' ]", " ", text[before:part[0].end_pos]).lower().split()
        joins = around_words()["flavour-joins"]
        return part[0].type in ("AND", "BUT") or bool(said) and (" ".join(said[:2]) in joins or said[0] in joins)
    ends = [parts[i - 1][-1].end_pos if i > 0 else parts[0][0].start_pos for i in range(len(parts))]
    return joins(parts[index], ends[index]) or (index + 1 < len(parts) and joins(parts[index + 1], ends[index + 1]))



def _parts(text: str, sentence: list) -> list[list]:
    """The sentence's parts between its separators, and after a '!' or '?' the lexer keeps inside a sentence."""
    parts, current = [], []
    for token in sentence:
        if token.type in SEPARATORS:
            parts.append(current)
            current = []
            continue
        if current and text[current[-1].end_pos:token.start_pos].strip()[:1] in ("!", "?"):
            parts.append(current)
            current = []
        current.append(token)
    return [p for p in parts + [current] if p]


def _words(part: list) -> list:
    return [t for t in part if t.type not in SEPARATORS]


def _flavour(part: list, kind: str, whole: bool) -> tuple | None:
    """The facts the part names when every word of it may stand in flavour, else None."""
    facts = []
    for index, token in enumerate(part):
        if not _may_stand(part, index, kind, whole, facts):
            return None
    return tuple(facts)


def _may_stand(part: list, index: int, kind: str, whole: bool, facts: list) -> bool:
    token = part[index]
    if token.type in MENTIONED:
        if not _self(token, kind):
            facts.append(m.Fact(FLAVOUR_MENTION, (SAID_FACTS[token.type], token.meaning), at=(token.start_pos, token.end_pos)))
        return True
    if token.type == "WORD":
        return _word(part, index, whole) and not _name_like(part, index)
    if token.type == "ALL":  # 'every minute', 'all about prestige': a count of nothing in the game
        return index + 1 < len(part) and part[index + 1].type == "WORD" and _word(part, index + 1, whole)
    return _frame(token, index)


def _word(part: list, index: int, whole: bool) -> bool:
    """A word no terminal took: never a closed word or a word of occasions; a time or size word only in a sentence of
    flavour, and not before a game noun."""
    word = str(part[index].meaning).lower()
    if any(w in _closed() or _timing_only(w) for w in word.split("-") if w):
        return False
    if word in vocab_file().get("telling", {}):
        after = part[index + 1] if index + 1 < len(part) else None
        return whole and not (after is not None and after.type in MENTIONED + ("NUM",))
    return True


def _name_like(part: list, index: int) -> bool:
    """A word of no table with a capital may be another card's name ('The Landgrave.'), which a text must not pass
    over: it is flavour only opening a part that holds other words ('Tourists love a good guide')."""
    token = part[index]
    if not _scene(token) or not str(getattr(token, "raw", "") or "")[:1].isupper():
        return False
    return index > 0 or not any(t.type == "WORD" for t in part[1:])


def _frame(token, index: int) -> bool:
    """An article, 'be', a pronoun of the card, a separator, 'here' opening the part: nothing of the rule."""
    raw = _raw(token)
    if token.type in FRAME or (token.type == "REMARK" and token.meaning != "bell-flip"):
        return True
    if token.type == "PRICE":  # the price table's prepositions, not its 'paying' or 'costing', which say a cost
        return raw in around_words()["flavour-glue"]
    if token.type in ("ARTICLE", "MOD_CHANGE", "OWNER"):
        return raw in remark_table()[1] or raw in around_words()["lead-pronouns"]
    return index == 0 and raw in around_words()["flavour-openers"]


def _self(token, kind: str) -> bool:
    """The card's own noun or pronoun ('it' for its blanked name, 'the tile', 'this guest')."""
    raw, meant = _raw(token), str(token.meaning).lower()
    return raw in around_words()["lead-self"] or meant == "it" or raw.rstrip("s") == kind.split("-")[-1]


def _scene(token) -> bool:
    """A word of no table of the lexicon: what a part joined to a rule must hold to be a scene of its own."""
    return token.type == "WORD" and not any(w in lexicon().known for w in str(token.meaning).lower().split())


# ---- the flavour's facts, looked for in the card --------------------------------------------------------------------


def flavour_differences(said: tuple, card: m.Meaning) -> list[tuple]:
    """(where, message) for each fact a flavour names that the card does not have anywhere."""
    from compiler.textread_around import named_differences

    return named_differences(said, card, FLAVOUR_MENTION, "aside")


UNCOMPARED = (FLAVOUR, FLAVOUR_MENTION)  # facts compiler/textcheck.py does not compare as printed values
