"""Words the lexicon does not know, read as a lexicon word they mean (compiler/cardtext-vocab.toml).

The table is generated from WordNet by tools/wordnet_vocab.py, gated so that a word is read only as the one
lexicon word it shares its common senses with, never as or from a number, negation, comparison or who-word, and
never when its senses reach lexicon words of opposite meaning (see the file's [gate]). The lexicon always wins: an
entry for a word the lexicon knows is not used, and an entry is used only while its target is still a phrase the
lexicon reads as an open word (a verb, a noun, a state, a colour) or a word it knows only inside its phrases, so
the table never changes a word the reader was given by hand.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

VOCAB = Path(__file__).with_name("cardtext-vocab.toml")
TABLES = ("synonyms", "forms")  # 'acquire' = 'get'; 'gaining' = 'gain', 'paid' = 'pay'


@lru_cache(maxsize=1)
def vocab_file() -> dict:
    """The generated file, parsed once for every reader of it (the word table here, the remark class)."""
    return tomllib.loads(VOCAB.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def vocabulary() -> dict:
    """The file's tables: 'entries' (an unknown word -> the lexicon words it is read as) and 'open' (the
    lexicon's tables whose phrases may be read so, with their part of speech)."""
    data = vocab_file()
    entries = {word: target for table in TABLES for word, target in data.get(table, {}).items()}
    gate = data["gate"]
    return {"entries": entries, "open": dict(gate["open"]), "closed": tuple(gate["closed"]), "never": frozenset(gate["never"])}


def read_as(word: str, table) -> str | None:
    """The lexicon words an unknown `word` may be read as ('acquire' -> 'get'), or None: None too for a word the
    lexicon knows (the lexicon wins) and for an entry whose target the lexicon no longer reads as an open word."""
    entries = vocabulary()["entries"]
    target = entries.get(word, entries.get(word.removesuffix("'s")))  # 'invitee's' is read as 'invitee'
    if target is None or word in table.known or not usable(target, table):
        return None
    return target


def usable(target: str, table) -> bool:
    """Whether an entry may still be read as `target`: a phrase the lexicon reads as an open word, or a word the
    lexicon knows only inside its phrases ('suffer', of 'suffer a penalty', for 'suffering')."""
    if open_reading(target, table) is not None:
        return True
    return " " not in target and target in table.known and reading(target, table) is None and target not in closed_words(table)


_CLOSED: dict = {}  # id of a lexicon's phrases -> its closed words (the lexicon is built once; tests may build others)


def closed_words(table) -> frozenset:
    """The closed words of the lexicon by the file's gate (see `closed_of`): no entry is ever read as one of them."""
    key = id(table.phrases)
    if key not in _CLOSED:
        gate = vocabulary()
        _CLOSED[key] = closed_of(table, gate["closed"], gate["never"], gate["open"])
    return _CLOSED[key]


def closed_of(table, closed: tuple, never: frozenset, open_tables: dict) -> frozenset:
    """The one-word phrases of the closed tables (numbers, negation, comparisons, who, may/must, ...), the words of
    their longer phrases that are no open word of their own ('least' of 'at least', 'opponent' of 'each opponent';
    not 'take' of a ranking's long phrase), and the gate's `never` list."""
    def open_word(word: str) -> bool:
        found = reading(word, table)
        return found is not None and found[0] in open_tables
    return frozenset(w for words, (terminal, _) in table.phrases.items() if terminal in closed for w in words
                     if len(words) == 1 or not open_word(w)) | never


def reading(words: str, table) -> tuple | None:
    """What the lexicon reads a phrase as (its terminal and value), as the lexicon keys its phrases: silent words
    left out, each word read through the table `same`."""
    key = tuple(r for w in words.split() if w not in table.silent for r in table.same.get(w, w).split())
    return table.phrases.get(key) if key else None


def open_reading(words: str, table) -> tuple | None:
    """The phrase's reading if it is a phrase of an open table (a verb, a noun, a state, a colour), else None."""
    found = reading(words, table)
    return found if found is not None and found[0] in vocabulary()["open"] else None
