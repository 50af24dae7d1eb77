"""Words of card English → the terminals of the card-text grammar (compiler/cardtext.lark).

The words live in data (compiler/cardtext.toml): each table is a terminal, each key a phrase of one or
more words, each value what the phrase means (a number, an item, a colour, or the phrase's own name).
Phrases are matched longest first, so "up the Emperor track" is one terminal and "up" another. A table
named `_` holds phrases that say nothing (e.g. "from the supply"); a word in no table becomes `WORD`,
which no rule of the grammar accepts, so an unknown word is always reported, never skipped.

Every token keeps the character offsets of its words in the text, for diagnostics at the phrase.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from lark import Token
from lark.lexer import Lexer

from compiler.textframes import owner_possessives_at, owners_said_yours  # the owner's things said in the third person
from compiler.textvocab import open_reading, read_as
from compiler.textlex_words13 import ordinals_joined
from compiler.textlex_phrases import with_phrase_twins, with_serial_commas  # a list's serial comma, [phrase-twins]

LEXICON = Path(__file__).with_name("cardtext.toml")
WORD_RE = re.compile(r"->|→|×|-(?=\d)|(?<!\S)\+(?=\d|\s|$)|(?<!\S)&(?!\S)|(?i:\band/or\b)|(?<!\d)/(?!\d)|\d+|[^\W\d_]+(?:['’][^\W\d_]+)*(?:-[^\W\d_]+)*|[,;:.()]")
PUNCTUATION = {",": "COMMA", ";": "SEMI", ":": "COLON", ".": "DOT", "(": "LPAR", ")": "RPAR", "-": "MINUS",
               "->": "COLON", "→": "COLON"}  # a designer's arrow says what follows from what, as a colon does
FILLER = "_"
SAID_IF = "SAID_IF"  # dropped as FILLER is, but each a claim true of some cards only (compiler/textread_said16.py)
SAME = "same"  # the table of words read as another word ('gains' as 'gain', 'the owner' as 'you')
CLASSES = "word-classes"  # named sets of words a phrase may name by {name}: 'you {take} a die {showing}'
TWINS = "phrase-twins"  # wordings that mean the same wherever they stand: each phrase holding one is read with the others
CLASS_RE = re.compile(r"\{([a-z-]+)\}")


@dataclass(frozen=True)
class Lexicon:
    phrases: dict  # tuple of words -> (terminal, value)
    longest: int
    trie: dict  # word -> {word -> ...}; the key None holds the (terminal, value) of the phrase ending there
    silent: frozenset = frozenset()  # words that say nothing on their own, left out of phrases and texts
    same: dict = field(default_factory=dict)  # a word -> the word it is read as, in phrases and texts alike
    known: frozenset = frozenset()  # every word of a phrase, of `same` and the silent ones

    @property
    def terminals(self) -> set[str]:
        return {terminal for terminal, _ in self.phrases.values() if terminal not in (FILLER, SAID_IF)} | set(PUNCTUATION.values()) | {"NUM", "WORD"}


_KEEPER: list = []  # how a built lexicon is kept between runs: gah's command line sets it (gah/lexicon_cache.py)


def keep_built_with(keeper) -> None:
    """Have `keeper(build)` give the lexicon's words (`build()`'s, or the same kept from an earlier run)."""
    _KEEPER[:] = [keeper]
    lexicon.cache_clear()


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    """The phrases by their words. A word that says nothing on its own ('the', 'your', 'also') is left out of
    every phrase, here and in the text, so 'at its usual cost' and 'at the usual cost' are one phrase; a word
    of the table `same` is read as its value everywhere, so 'the owner gains' is the phrase 'you gain'."""
    phrases, silent, same, known = _KEEPER[0](built_words) if _KEEPER else built_words()
    return Lexicon(phrases, max(len(k) for k in phrases), _trie(phrases), silent, same, known)


def built_words() -> tuple:
    """(phrases, silent words, same words, known words): the lexicon as built from compiler/cardtext.toml."""
    data = tomllib.loads(LEXICON.read_text(encoding="utf-8"))
    silent = frozenset(w for phrase in data[FILLER] for w in [_words(phrase)] if len(w) == 1 for w in w)
    same = _closed(dict(data.get(SAME, {})))
    phrases = {}
    classes, twins = data.get(CLASSES, {}), data.get(TWINS, {})
    for terminal, entries in data.items():
        if not (terminal.isupper() or terminal == FILLER):
            continue  # the lower-case tables map readings to registry names; they are not words
        for written, value in entries.items():
            for phrase in map(owners_said_yours, with_serial_commas(with_phrase_twins(expanded(written, classes), twins))):  # compiler/textframes.py: 'his kitchen' is 'your kitchen'
                key = tuple(r for w in _words(phrase) if w not in silent for r in _read_as(w, same)) or tuple(_words(phrase))
                if key in phrases and phrases[key] != (terminal, value):
                    raise ValueError(f"cardtext.toml: '{phrase}' ({written}) reads as {phrases[key]} and as {(terminal, value)}")
                phrases[key] = (terminal, value)
    known = frozenset(w for key in phrases for w in key) | frozenset(same) | silent
    written = Lexicon(phrases, max(len(k) for k in phrases), {}, silent, same, known)  # `normal` reads no trie: none built (46 MB)
    phrases = _normal_keys(phrases, written)
    return phrases, silent, same, known | {w for key in phrases for w in key}


def _normal_keys(phrases: dict, written: Lexicon) -> dict:
    """The phrases keyed by their words through `normal`, the one normaliser the text's words go through too, so a
    word inside a longer phrase ('gaining' of 'on gaining it') is the same word there and anywhere else."""
    out: dict = {}
    for key, entry in phrases.items():
        normal_key = key if len(key) == 1 else tuple(normal(w, written) for w in key)
        if normal_key in out and out[normal_key] != entry:
            raise ValueError(f"cardtext.toml: '{' '.join(key)}' reads as {entry} and, normalised, as {out[normal_key]}")
        out[normal_key] = entry
    return out


def normal(word: str, table: "Lexicon") -> str:
    """A word as phrase keys and texts both say it: its base by the agreement endings when that base is an open word
    (a verb, noun, state or colour by compiler/textvocab.py's gate: 'removes' is 'remove', 'dancers' 'dancer'), unless the
    word as written has a reading of its own (a one-word phrase: 'occupied' stays, as 'occupy' is another word), is a
    [same] word or is silent. 'costs' and 'ones' stay themselves, 'cost' and 'one' being no open words."""
    key = (id(table.phrases), word)
    if key not in _NORMAL:
        _NORMAL[key] = word if ((word,) in table.phrases or word in table.same or word in table.silent or not word.isalpha()) else next(
            (base for base in _agreeing(word) if open_reading(" ".join(_read_as(base, table.same)), table) is not None), word)
    return _NORMAL[key]


AGREEMENT_ENDINGS = (("ies", "y"), ("es", ""), ("s", ""), ("'s", ""))  # number and person: they carry nothing the grammar reads


def _agreeing(word: str) -> list[str]:
    """The words `word` may be by its agreement endings only ('gains' 'gain', 'rooms' 'room', 'the guest's' 'guest');
    not by -ing or -ed, which say something of their own ('on completing the order' is a trigger, 'complete the order'
    an action; 'occupied' a state)."""
    return [word[:-len(ending)] + plain for ending, plain in AGREEMENT_ENDINGS if word.endswith(ending) and len(word) > len(ending) + 2]


_NORMAL: dict = {}  # (id of a lexicon's phrases, word) -> its normal form: a text's words are normalised often


def _closed(same: dict) -> dict:
    """`same` followed to its end: 'places' is 'place' and 'place' is 'put', so 'places' is 'put'."""
    def final(word: str, seen: tuple = ()) -> str:
        if word in seen:
            raise ValueError(f"cardtext.toml: [same] reads '{word}' as itself in a circle")
        return " ".join(final(w, seen + (word,)) if w in same else w for w in same[word].split())
    return {word: final(word) for word in same}


def _read_as(word: str, same: dict) -> list[str]:
    """The words a word is read as: itself, or its entry in `same` ('perform' is read 'carry out')."""
    return same[word].split() if word in same else [word]


def _inflected(word: str, table: "Lexicon") -> str:
    """A word the lexicon does not know, read as the known word it inflects: 'krones', 'boosts', 'watches' are
    'krone', 'boost', 'watch' when only those are known; a hyphenated word it does not know, as its known parts
    ('top-row' is 'top row'). A word the lexicon knows as written is never changed, so 'occupied' and 'occupy' stay
    two words."""
    if word in table.known or word.isdigit():
        return word
    parts = [p for p in word.split("-") if p]
    if len(parts) > 1 and all(_inflected(p, table) in table.known for p in parts):
        return " ".join(_inflected(p, table) for p in parts)  # 'top-row', 'middle-row dancers': the words apart
    for ending, plain in (("ies", "y"), ("es", ""), ("s", ""), ("'s", "")):
        if word.endswith(ending) and len(word) > len(ending) + 2 and word[:-len(ending)] + plain in table.known:
            return word[:-len(ending)] + plain
    return read_as(word, table) or word  # a WordNet synonym or form of a known word (compiler/cardtext-vocab.toml)


INNER_ENDINGS = (("ies", "y"), ("es", ""), ("s", ""), ("'s", ""), ("ied", "y"), ("ed", ""), ("ed", "e"), ("ing", ""), ("ing", "e"))


def _based(word: tuple, table: "Lexicon") -> list | None:
    """A word the lexicon knows only inside longer phrases, where none of them starts: read as its base when that
    is read as an open word, a verb, noun, state or colour (compiler/textvocab.py's gate; 'gaining', of 'on gaining it', is 'gain' in 'by gaining 2 krones').
    A word the lexicon reads on its own is never changed, so 'occupied' and 'occupy' stay two words; 'costs' and
    'ones' stay themselves, as 'cost' and 'one' are no open words."""
    text, start, end = word
    if (text,) in table.phrases or text in table.same or text in table.silent or not text.isalpha():
        return None
    for base in _bases(text):
        if open_reading(" ".join(_read_as(base, table.same)), table) is not None:
            return [(r, start, end) for r in _read_as(base, table.same) if r not in table.silent] or None
    return None


def _bases(word: str) -> list[str]:
    """The words `word` may inflect, by the endings of English ('getting' may be 'get', 'placed' 'place')."""
    found = [word[:-len(ending)] + plain for ending, plain in INNER_ENDINGS if word.endswith(ending) and len(word) > len(ending) + 2]
    doubled = [b[:-1] for b in found if len(b) > 3 and b[-1] == b[-2] and b[-1] not in "aeiouls"]
    return found + doubled


def expanded(phrase: str, classes: dict) -> list[str]:
    """A phrase with each {class} replaced by each of its words in turn: 'you {take} a die' is 'you take a die',
    'you pick a die', ...; a class may hold "" (the words may be left out)."""
    found = CLASS_RE.search(phrase)
    if found is None:
        if "{" in phrase:  # '{on-floor-1}': a name the class pattern does not take would be read as words
            raise ValueError(f"cardtext.toml: '{phrase}' names a word class in letters and hyphens only")
        return [" ".join(phrase.split())]
    if found.group(1) not in classes:
        raise ValueError(f"cardtext.toml: '{phrase}' names the word class {{{found.group(1)}}}, which [word-classes] does not hold")
    head, tail = phrase[:found.start()], phrase[found.end():]
    return [p for word in classes[found.group(1)] for p in expanded(head + word + tail, classes)]


def _trie(phrases: dict) -> dict:
    root: dict = {}
    for words, entry in phrases.items():
        node = root
        for word in words:
            node = node.setdefault(word, {})
        node[None] = entry
    return root


def _words(text: str) -> list[str]:
    return [m.group(0).lower().replace("’", "'") for m in WORD_RE.finditer(text)]


EXAMPLE_RE = re.compile(r"\((?:for example|e\.g\.|say)[^)]*\)|\((?:0|zero|no) krones?\)|\(free\)", re.I)  # staff12a: a zero restated, 'pays nothing (0 krones)'
DASH_RE = re.compile(r"(?<=\s)-(?=\s)|[\u2013\u2014](?!\d)")  # a dash between words sets off a part, as a comma does


def tokens(text: str) -> list[Token]:
    """The terminals of `text`, fillers dropped; the text always ends with a DOT. A worked example in
    parentheses ('(for example 1 cake and 1 coffee)') illustrates and is not read. Each text is lexed once
    (compiler/textlex_once.py)."""
    from compiler.textlex_once import lexed_once
    return lexed_once(text, _plain_order_tokens)


def _plain_order_tokens(text: str) -> list[Token]:
    from compiler.textlex_transl15 import translated_tokens  # session 15: a translated edition's order, said plainly first
    return translated_tokens(text, _tokens)


def _tokens(text: str) -> list[Token]:
    found, _, text = lexed(text)
    if not found or found[-1].type != "DOT":
        found.append(_token("DOT", ".", len(text), len(text)))
    from compiler.textlex_passes import TEXT_PASSES, passes  # here: the passes' modules import this one

    for step in passes():  # each pass reads one shape anew, in the order of compiler/textlex_passes.py
        found = step(found, text) if step in TEXT_PASSES else step(found)
    return found


def lexed(text: str) -> tuple[list, list, str]:
    """The text's terminals before the passes, the SAID_IF phrases it holds, and the text as read (the same length)."""
    from compiler.textlex_words14 import abbreviations_read  # here: it reads the lexicon of this module
    text = abbreviations_read(text)  # 'min. 3', 'i.e.', 'Dr. X': no sentence ends at their stops (the same length)
    from compiler.textlex_terse15 import shorthand_read
    text = shorthand_read(text)  # 'Perm.:', 'w/', 'Earl · blue · ...': a designer's shorthand (the same length)
    from compiler.textlex_tables16_keys import keys_read
    text = keys_read(text)  # 'Top row -> 5 VP': a table's key and its separator, as 'Top row: 5 VP' (the same length)
    text = DASH_RE.sub(",", EXAMPLE_RE.sub(lambda m: " " * len(m.group(0)), text))  # the same length: spans stay
    said, at = owner_possessives_at(text)  # compiler/textframes.py: 'his café' is 'your café', as in the phrases
    table = lexicon()
    words = [(normal(r, table), at[m.start()], at[m.end() - 1] + 1) for m in WORD_RE.finditer(said)
             for w in _inflected(m.group(0).lower().replace("’", "'"), table).split() if w not in table.silent
             for r in _read_as(w, table.same) if r not in table.silent]
    words = ordinals_joined(words)  # '2nd' is 'second' (compiler/textlex_words13.py)
    found, said, index = [], [], 0
    while index < len(words):
        size, terminal, value = _longest(words, index, table)
        if terminal == "EVENT" and found and found[-1].type in ACTION_AFTER:  # 'If you like, you play a staff card'
            size, terminal, value = _longest(words, index, _without_events())
        if terminal == "WORD" and (based := _based(words[index], table)):
            words = words[:index] + based + words[index + 1:]  # 'gaining' outside 'on gaining it' is 'gain'
            size, terminal, value = _longest(words, index, table)
        start, end = words[index][1], words[index + size - 1][2]
        if terminal not in (FILLER, SAID_IF):
            found.append(_token(terminal, value, start, end, text[start:end]))
        elif terminal == SAID_IF:
            said.append(_token(terminal, value, start, end, text[start:end]))
        index += size
    return found, said, text


def said_number(token: Token) -> int:
    return int(getattr(token, "meaning", token.value))


def _longest(words: list, index: int, table: Lexicon) -> tuple[int, str, object]:
    """The longest phrase of the lexicon starting at `index` (walking the trie word by word)."""
    node, best = table.trie, None
    for size in range(1, len(words) - index + 1):
        node = node.get(words[index + size - 1][0])
        if node is None:
            break
        if None in node:
            best = (size,) + node[None]
    if best:
        return best
    word = words[index][0]
    if word.isdigit():
        return 1, "NUM", int(word)
    return 1, PUNCTUATION.get(word, "WORD"), word


class Term(Token):
    """A token that keeps the lexicon's value (a number stays a number, a list a tuple)."""

    __slots__ = ("meaning", "joint", "raw")


def _token(terminal: str, value, start: int, end: int, raw: str = "") -> Term:
    token = Term(terminal, str(value), start_pos=start, end_pos=end)
    token.meaning = tuple(value) if isinstance(value, list) else value
    token.joint, token.raw = None, raw
    return token


ACTION_AFTER = ("COMMA", "SEMI", "COLON", "MAY", "MUST", "AND")  # where what follows is what is done, never an event's
# phrase (an event follows a trigger's words: 'each time you play a staff card', 'if a blue guest ... leaves')


@lru_cache(maxsize=1)
def _without_events() -> Lexicon:
    """The lexicon without its event phrases: 'you play a staff card' after a comma, a modal or 'and' is the action, read
    word by word ('If you like, you play a staff card ...'), not the event of a trigger."""
    table = lexicon()
    phrases = {key: entry for key, entry in table.phrases.items() if entry[0] != "EVENT"}
    return replace(table, phrases=phrases, trie=_trie(phrases))


def joint_as_clause_break(out: list) -> None:
    """The 'and'/'or' last in `out` (and a comma before it) said as ';': what follows is a clause of its own ('..., and
    the penalty takes ...', '..., or a player who cannot ...'). Shared by the fallback heads and the card subjects."""
    joint = out.pop()
    if out and out[-1].type == "COMMA":
        out.pop()
    out.append(_token("SEMI", ";", joint.start_pos, joint.end_pos))


class CardTextLexer(Lexer):
    """Lark's hook for a lexer of our own: the parser is given the terminals `tokens` finds."""

    def __init__(self, conf):
        pass

    def lex(self, data):
        return iter(data)
