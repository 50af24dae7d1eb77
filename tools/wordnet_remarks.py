"""The class of remark words for compiler/cardtext-vocab.toml: words the lexicon does not know that WordNet says
carry no game sense (a reader's comment on a card, 'simple', 'brutal', 'steady', 'combo').

Written by tools/wordnet_vocab.py into the file's [remarks] table; read by compiler/textread_remarks.py, which
lets a part of a sentence made only of such words (and words with no meaning of their own) go unread.

The gate (the `remark-*` keys of tools/wordnet_vocab.toml) is strict on purpose, as a wrong text must never pass
because its wrong part was taken for a remark. A word is in the class only if it is a plain lemma of an adjective,
an adverb or a noun (never an inflected form: 'cheaper' is a comparison), in none of the lexicon's tables, not
read as a lexicon word already, and if none of its senses, in any part of speech, nor the senses WordNet links them
to (similar, pertainym, derived, see-also, attribute), holds a word the lexicon knows or a closed word (numbers,
negation, comparisons, who, may/must); no sense may lie in a lexicographer file of game sense (quantities, time,
possessions, food, ...), and no sense's definition may say a word of the gate's `remark-gloss-never` (times,
amounts, prices, orders: 'often' is 'many times', 'little' 'a small amount').
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tools.wordnet_db import POS, WordNet
from tools.wordnet_degree import fact_words, magnitude_link

LINKS = ("&", "\\", "+", "^", "=")  # similar to, pertainym, derivationally related, also see, attribute
CLASSES = {"a": "adjective", "r": "adverb", "n": "noun"}  # the parts of speech a remark word is, most telling first


@dataclass(frozen=True)
class Synset:
    lexname: int
    links: tuple  # (offset, pos) of the synsets it points to by LINKS
    gloss: str
    similar: tuple = ()  # (offset, pos) of the synsets it is similar to ('&'): tools/wordnet_evaluative.py


@dataclass(frozen=True)
class RemarkGate:
    lexnames: frozenset  # WordNet lexicographer file numbers of game sense: a word with a sense there is kept out
    gloss_never: frozenset  # words whose presence in a sense's definition keeps the word out
    noun_lexnames: frozenset  # the only lexicographer files a remark noun's senses may lie in
    gloss_tables: frozenset  # lexicon tables whose words, said in a definition, keep the word out
    prefixes: tuple  # English prefixes and suffixes: a word made of a lexicon word with them is no remark word
    suffixes: tuple
    closed_tables: tuple = ()  # the gate's closed tables and `never`: a word of a synonym's phrase that is one alone
    never: frozenset = frozenset()
    degree_nouns: frozenset = frozenset()  # magnitudes an adjective may say relatively ('relatively low in price': tools/wordnet_degree.py)
    degree_marks: frozenset = frozenset()  # the words that say it relatively


def remark_gate(data: dict) -> RemarkGate:
    return RemarkGate(frozenset(int(n) for n in data["remark-lexnames-never"]), frozenset(data["remark-gloss-never"]),
                      frozenset(int(n) for n in data["remark-noun-lexnames"]), frozenset(data["remark-gloss-tables"]),
                      tuple(data["remark-prefixes"]), tuple(data["remark-suffixes"]), tuple(data["closed"]), frozenset(data["never"]),
                      frozenset(data.get("remark-degree-nouns", ())), frozenset(data.get("remark-degree-marks", ())))


def synsets(folder: Path) -> dict:
    """(offset, pos) -> Synset, from the data files (WordNet's satellites 's' are adjectives, as in wordnet_db)."""
    found = {}
    for name, pos in POS.items():
        for line in (folder / f"data.{name}").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("  "):
                found[(line.split(None, 1)[0], pos)] = _synset(line)
    return found


def _synset(line: str) -> Synset:
    head, _, gloss = line.partition(" | ")
    fields = head.split()
    count = int(fields[3], 16)
    at = 4 + 2 * count
    pointers = int(fields[at])
    links = tuple((fields[at + 2 + 4 * i], _pos(fields[at + 3 + 4 * i])) for i in range(pointers) if fields[at + 1 + 4 * i] in LINKS)
    similar = tuple((fields[at + 2 + 4 * i], _pos(fields[at + 3 + 4 * i])) for i in range(pointers) if fields[at + 1 + 4 * i] == "&")
    return Synset(int(fields[1]), links, gloss.lower(), similar)


def _inflected(word: str, net: WordNet) -> bool:
    """A form WordNet lists as another word's ('better' of 'good', 'worse' of 'bad'): a comparison, never a remark."""
    return any(base != word for pos in POS.values() for base in net.exceptions.get((word, pos), ()))


def _pos(written: str) -> str:
    return "a" if written == "s" else written


def remark_class(net: WordNet, sets: dict, lex, rules: RemarkGate, read: dict) -> dict:
    """word -> its class ('adjective', 'adverb', 'noun') for every lemma the gate lets in."""
    words = sorted({word for word, pos in net.senses if pos in CLASSES})
    return {w: found for w in words for found in [remark_verdict(w, net, sets, lex, rules, read)[0]] if found}


def remark_verdict(word: str, net: WordNet, sets: dict, lex, rules: RemarkGate, read: dict) -> tuple[str | None, str]:
    """The class of `word` (or None) and why, in words."""
    if not _plain(word) or lex.known(word) or word in lex.closed_words or word in read:
        return None, "known to the lexicon, closed, already read as a lexicon word, or not a plain word"
    if _inflected(word, net):
        return None, "an inflected form of another word"
    stem = _lexicon_stem(word, lex, rules)
    if stem:
        return None, f"made of '{stem}', a word of the lexicon, with an English prefix or suffix"
    senses = [(offset, pos) for pos in POS.values() for offset in net.senses.get((word, pos), ())]
    kinds = [CLASSES[pos] for pos in CLASSES if (word, pos) in net.senses]
    for key in senses:
        why = _game_sense(word, key, net, sets, lex, rules) or _thing(key, kinds, sets, rules)
        if why:
            return None, why
    return (kinds[0], f"a remark word ({kinds[0]})") if kinds else (None, "no adjective, adverb or noun sense")


def _thing(key: tuple, kinds: list, sets: dict, rules: RemarkGate) -> str:
    """A word that is only a noun must be a noun of qualities, feelings, groups or states, not of things or acts."""
    lexname = sets[key].lexname
    if kinds[:1] == ["noun"] and key[1] == "n" and lexname not in rules.noun_lexnames:
        return f"a noun whose sense is in WordNet's lexicographer file {lexname}, of things, people, places or acts"
    return ""


def _game_sense(word: str, key: tuple, net: WordNet, sets: dict, lex, rules: RemarkGate) -> str:
    """What in this sense of `word` may carry a game fact ('' if nothing)."""
    synset = sets[key]
    if synset.lexname in rules.lexnames:
        return f"a sense of it is in WordNet's lexicographer file {synset.lexname}, of game sense"
    defined = set(re.findall(r"[a-z]+", synset.gloss.split(";")[0]))
    said = sorted(fact_words(rules.gloss_never & defined, defined, key[1], rules)) or sorted(w for w in defined if _named(w, lex, rules.gloss_tables))
    if said:
        return f"a definition of it says '{said[0]}'"
    for linked in (key,) + synset.links:
        hit = next((other for other in net.synonyms.get(linked, ()) if other != word and _of_the_lexicon(other, lex, rules)), None)
        hit = hit or next((other for other in net.synonyms.get(linked, ()) if any(c.isdigit() for c in other)), None)
        if hit and not magnitude_link(hit, defined, key[1], rules):
            return f"a sense of it reaches '{hit}', a word of the lexicon"
    return ""


def _of_the_lexicon(words: str, lex, rules: RemarkGate) -> bool:
    """A synonym the lexicon may read: a word it knows, a phrase it reads, or a phrase holding a word that is a closed
    word on its own ('at once': 'once') or names a fact ('navy blue'). The glue of the closed tables' long phrases
    ('of' of 'of each') is no closed word inside a phrase: 'state of nature' says nothing of the game."""
    if " " not in words:
        return lex.known(words) or words in lex.closed_words
    return lex.reading(words) is not None or any(_closed_alone(w, lex, rules) or _named(w, lex) for w in words.split())


def _closed_alone(word: str, lex, rules: RemarkGate) -> bool:
    found = lex.table.phrases.get((word,))
    return word in rules.never or (found is not None and found[0] in rules.closed_tables)


TELLING = ("COLOR", "UNIT", "NUM")  # tables whose words name a fact wherever they stand: 'navy blue', 'seventy-one'


def _named(word: str, lex, tables: frozenset | tuple = TELLING) -> bool:
    """A digit, or a word the lexicon reads as a colour, a unit or a number (in a definition, a word of the gate's
    tables): it says that fact ('pink': of a light shade of red; 'temporary': not permanent)."""
    found = lex.reading(word)
    return any(c.isdigit() for c in word) or (found is not None and found.split(":")[0] in tables)


def _lexicon_stem(word: str, lex, rules: RemarkGate) -> str:
    """The lexicon or closed word `word` is made of with a prefix and a suffix ('unclaimed': 'claim'; 'anywhere':
    'any'; 'selected': 'select'), or ''."""
    for prefix in ("",) + rules.prefixes:
        rest = word.removeprefix(prefix) if word.startswith(prefix) else ""
        for suffix in ("",) + rules.suffixes:
            stem = rest.removesuffix(suffix) if rest.endswith(suffix) and (prefix or suffix) else ""
            found = next((s for s in (stem, stem + "e") if len(s) > 2 and _telling_or_known(s, lex)), "")
            if found:
                return found
    return ""


def _telling_or_known(word: str, lex) -> bool:
    return lex.known(word) or word in lex.closed_words


def _plain(word: str) -> bool:
    return word.isalpha() and word.isascii() and len(word) > 2
