"""Remarks: the parts of a sentence that say nothing of what the card does, read by class, not by listed phrase.

A writer comments: 'A simple tile: you earn 8 VP ...', 'That's it, that's the card.', 'The penalty is brutal: you
lose ...'. Such a part is left unread (not reported) when no word of it can carry a game fact:

- a part (a whole sentence, or what stands between its commas, colons and semicolons) whose every word is a remark
  word, a frame word or a word the lexicon reads as a remark, and holds no other terminal of the lexicon: no number,
  unit, colour, state, verb, who-word, negation, comparison, amount, event, occasion, option or place;
- at the end of a part that says something ('The penalty is brutal:'), a predicate of remark adjectives or adverbs
  after a form of 'be' ('is brutal'): what the part says is read without it.

Remark words are a class generated from WordNet (compiler/cardtext-vocab.toml [remarks], tools/wordnet_remarks.py):
words the lexicon does not know whose senses reach no word the lexicon knows and no closed word. Frame words (the
gate's `remark-frame`: 'it', 'this', 'that', forms of 'be') are English function words, which no card fact is made
of on their own. Two more words stand only after a word of the part ('this one', 'a simple tile'): 'one', and a
noun naming the card itself ('card', or a word of its kind's name), never a number or a thing counted.

Nothing here reads a sentence: compiler/textread.py tries the sentence without its remarks only when it cannot read
it as written, and what is left is read and compared with the card as any sentence is. A remark part that is the
whole sentence is read as saying nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import islice

from compiler.textread_again import MOST_READINGS, Form, _forms
from compiler.textvocab import vocab_file
from compiler.textread_words13 import ends_in_be

SEPARATORS = ("COMMA", "COLON", "SEMI", "DOT")
SELF_WORDS = ("card",)  # the card named as itself, whatever its kind ('that's the card')
PREDICATE_CLASSES = ("adjective", "adverb")  # a predicate dropped from a part that says something: never a noun


@lru_cache(maxsize=1)
def remark_table() -> tuple[dict, frozenset]:
    """The remark words (word -> 'adjective', 'adverb' or 'noun') and the frame words, from the generated file."""
    data = vocab_file()
    return dict(data.get("remarks", {})), frozenset(data["gate"].get("remark-frame", ()))


def remark_spans(sentence: list, kind: str) -> list[tuple]:
    """Where the sentence's remarks stand (start, end), each with the separator that joins it to the rest; [] if none."""
    spans = []
    parts = _parts(sentence)
    for index, part in enumerate(parts):
        if _remark_part(part, kind):
            spans.append(_with_separator(part, parts, index))
        else:
            spans += _predicate(part)
    return spans


@dataclass(frozen=True)
class LeftOut:
    """A sentence without its remarks: its tokens as lexed ([] when nothing but remarks is left), and its words with
    the remarks cut out, to be lexed again (a lead's colon then joins the word before it: 'the penalty:')."""
    kept: list
    form: Form

    def readings(self):
        """The tokens of the words left, as written, then in their second readings (compiler/textread_again.py)."""
        yield self.kept
        yield self.form.tokens()
        yield from (form.tokens() for form in islice(_forms(self.form), MOST_READINGS))


def remarks_left_out(text: str, sentence: list, kind: str) -> LeftOut | None:
    """The sentence without its remarks, or None when it holds no remark."""
    spans = remark_spans(sentence, kind)
    if not spans:
        return None
    kept = [t for t in sentence if not any(start <= t.start_pos and t.end_pos <= end for start, end in spans)]
    start, end = _span(sentence)
    end = min(end, len(text))  # the full stop the lexer adds to a text that has none stands past its end
    cut = set().union(*(range(_before_space(text, a), b) for a, b in spans))
    where = tuple(i for i in range(start, end) if i not in cut)
    return LeftOut(kept if _words_of(kept) else [], Form("".join(text[i] for i in where), where))


def _before_space(text: str, start: int) -> int:
    """Where the spaces before a remark begin: they go with it ('the penalty is brutal:' -> 'the penalty:')."""
    while start > 0 and text[start - 1].isspace():
        start -= 1
    return start


def _span(sentence: list) -> tuple:
    return min(t.start_pos for t in sentence), max(t.end_pos for t in sentence)


def _parts(sentence: list) -> list[list]:
    """The sentence cut at its separators; each part keeps the separator that ends it."""
    parts, current = [], []
    for token in sentence:
        current.append(token)
        if token.type in SEPARATORS:
            parts.append(current)
            current = []
    return parts + ([current] if current else [])


def _words_of(part: list) -> list:
    return [t for t in part if t.type not in SEPARATORS]


def _remark_part(part: list, kind: str) -> bool:
    words = _words_of(part)
    return bool(words) and all(_empty(token, words[:index], kind) for index, token in enumerate(words))


def _empty(token, before: list, kind: str) -> bool:
    """Whether the token can carry no game fact here (`before`: the words of its part before it)."""
    word, raw = str(token.meaning).lower(), _raw(token)
    if token.type == "WORD":
        return word in remark_table()[0] or word in remark_table()[1] or (bool(before) and _self_noun(raw, kind))
    if token.type == "REMARK":
        return token.meaning != "bell-flip"  # the lexicon's own remarks are read as nothing; a bell card's flip is not
    if token.type in ("ARTICLE", "MOD_CHANGE", "NOUN", "AND", "TO", "NUM", "OWNER"):
        return _frame(token, raw, before, kind)
    return False


def _frame(token, raw: str, before: list, kind: str) -> bool:
    """An article; 'is', 'that's'; 'it'; 'and', 'to' as themselves; 'he', 'she', 'they' (the card, its guests: an
    owner said with nothing done is no who of an action); 'one' or the card's own noun after another word."""
    frame = remark_table()[1]
    if token.type == "ARTICLE":
        return raw in frame  # 'a', 'the'; never 'any', which leaves a choice
    if token.type == "MOD_CHANGE":
        return _be(raw, frame)
    if token.type in ("AND", "TO", "OWNER"):
        return raw in frame
    if token.type == "NUM":
        return raw == "one" and bool(before) and before[-1].type in ("ARTICLE", "WORD")  # 'a nice one', 'this one'; not 'that's one'
    return str(token.meaning) == "it" or (bool(before) and _self_noun(raw, kind))


def _be(raw: str, frame: frozenset) -> bool:
    """'is', 'are', and a contraction of 'is' ('that's', 'it's')."""
    return raw in frame or ("'" in raw and "'" + raw.rsplit("'", 1)[1] in frame)


def _self_noun(raw: str, kind: str) -> bool:
    """'card', or the head of the kind's name: 'tile' on an emperor tile, 'space' on an action space (not 'action')."""
    return raw in SELF_WORDS or raw == kind.split("-")[-1]


def _raw(token) -> str:
    return (getattr(token, "raw", "") or str(token.meaning)).lower().replace("’", "'")


def _with_separator(part: list, parts: list, index: int) -> tuple:
    """The span of a remark part and of one separator: its own (a lead's colon), or the one before it when it ends
    the sentence ('gain 2 VP, that's it.': the comma goes, the full stop stays)."""
    words = _words_of(part)
    start, end = words[0].start_pos, words[-1].end_pos
    own = part[-1] if part[-1].type in ("COMMA", "COLON", "SEMI") else None
    if own is not None:
        return (start, own.end_pos)
    before = parts[index - 1][-1] if index else None
    return (before.start_pos, end) if before is not None and before.type in ("COMMA", "SEMI") else (start, end)


def _predicate(part: list) -> list[tuple]:
    """'The penalty is brutal:': the remark adjectives and adverbs (with 'and' between them) that end a part after a
    form of 'be' said after its subject, with that form; or after a word that holds it ("Reward's simple:"). [] when
    the part does not end so."""
    words = _words_of(part)
    first = _predicate_start(words)
    if first in (0, len(words)):
        return []
    be = words[first - 1]
    if be.type in ("MOD_CHANGE", "WORD") and _be(_raw(be), remark_table()[1]):
        return [(be.start_pos, words[-1].end_pos)] if first > 1 else []
    return [(words[first].start_pos, words[-1].end_pos)] if ends_in_be(_raw(be)) and be.type != "WORD" else []  # compiler/textread_words13.py


def _predicate_start(words: list) -> int:
    """Where the run of remark adjectives and adverbs that ends the words starts (len(words) if there is none)."""
    classes, start = remark_table()[0], len(words)
    while start > 0 and (classes.get(str(words[start - 1].meaning)) in PREDICATE_CLASSES or (_raw(words[start - 1]) == "and" and start < len(words))):
        start -= 1
    while start < len(words) and _raw(words[start]) == "and":  # 'and' only between two of them
        start += 1
    return start
