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

from compiler.textlex_order import joints
from compiler.textframes import owner_possessives_at, owners_said_yours  # the owner's things said in the third person
from compiler.textvocab import open_reading, read_as
from compiler.textlex_walk import replaced_where
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


OPENERS = ("DOT", "SEMI")  # what a sentence's or a clause's first word follows


def _imperative_trigger(found: list) -> list:
    """'Take a die showing 4: score 4 VP': a sentence that opens with a verb and whose first phrase ends in a colon
    names an event, as 'each time you take a die showing 4:' does, if its verb is one that names events ('turn over
    the top 3 staff cards:' is no event)."""
    out = list(found)
    verbs = event_verbs()
    starts = [i for i, t in enumerate(out) if t.type == "VERB" and t.meaning in verbs and (i == 0 or out[i - 1].type == "DOT")
              and str(t.raw).lower() != "worth"]  # 'Worth 2 VP: ...' heads a guest with its printed VP
    for index in reversed(starts):
        end = next((i for i in range(index + 1, len(out)) if out[i].type in ("COLON", "COMMA", "SEMI", "DOT", "VERB")), None)
        if end is not None and out[end].type == "COLON" and not _of_them_after(out, end):
            out.insert(index, _token("WHEN", "each-time", out[index].start_pos, out[index].start_pos))
    return out


def _of_them_after(found: list, colon: int) -> bool:
    """Whether what follows the colon speaks of the things before it ('Draw 3 staff cards: play one of them, ...'):
    then the colon introduces what is done with them, and names no event."""
    end = next((i for i in range(colon, len(found)) if found[i].type == "DOT"), len(found))
    return any(t.type == "OF_THEM" for t in found[colon:end])


@lru_cache(maxsize=1)
def event_verbs() -> dict:
    """verb -> noun -> the event they name together (the lexicon's table `event-verbs`)."""
    return tomllib.loads(LEXICON.read_text(encoding="utf-8")).get("event-verbs", {})


def _another(found: list) -> list:
    """'send another dancer': a word that is a number and 'more' together (the lexicon's ANOTHER) is both."""
    out = []
    for token in found:
        if token.type != "ANOTHER":
            out.append(token)
            continue
        out += [_token("NUM", token.meaning, token.start_pos, token.end_pos, token.raw), _token("MORE", "more", token.end_pos, token.end_pos)]
    return out


def _shared_noun(found: list) -> list:
    """'at least 3 red, 3 yellow and 3 blue rooms': amounts of colours in a list share the list's last noun (and
    its states, and the comparison before the first), as if each were said in full."""
    out, index = [], 0
    while index < len(found):
        items, position = [], index
        while position + 2 < len(found) and found[position].type == "NUM" and found[position + 1].type == "COLOR" and found[position + 2].type in ("COMMA", "AND"):
            items.append(found[position:position + 3])
            position += 3
        tail_end = position + 2
        while tail_end < len(found) and found[tail_end].type in ("STATE", "COLOR"):
            tail_end += 1
        if not items or found[position].type != "NUM" or found[position + 1].type != "COLOR" or tail_end >= len(found) or found[tail_end].type != "NOUN":
            out.append(found[index])
            index += 1
            continue
        shared = found[position + 2:tail_end + 1]
        lead = [out[-1]] if out and out[-1].type == "AT_LEAST" else []
        for number, colour, joint in items:
            out += [number, colour] + shared + [joint] + lead
        out += found[position:tail_end + 1]
        index = tail_end + 1
    return out


RELATIVE = ("that", "which")  # 'each room that you occupy': words that open a relative clause, saying nothing more
EACH_QUALS = ("COLOR", "STATE", "ANY_COLOR")


def _givers(found: list) -> list:
    """'each yellow room (that) you occupy scores you 2 VP': 'each' with a noun and 'you' with a verb that name an
    event together (the lexicon's `event-verbs`) is that event, as a giver ('each staff card you play gives ...');
    the noun's colours stay after it, as the event's filters."""
    out, index, events = [], 0, event_verbs()
    while index < len(found):
        token, end = found[index], index + 1
        quals = []
        while token.type == "ALL" and end < len(found) and found[end].type in EACH_QUALS:
            quals.append(found[end])
            end += 1
        noun = found[end] if token.type == "ALL" and end < len(found) and found[end].type in ("NOUN", "UNIT") else None
        end += 1 if noun is not None and end + 1 < len(found) and found[end + 1].type == "WORD" and found[end + 1].meaning in RELATIVE else 0
        event = None
        if noun is not None and end + 2 < len(found) and found[end + 1].type == "YOU" and found[end + 2].type == "VERB":
            event = events.get(found[end + 2].meaning, {}).get(noun.meaning)
        if event is None:
            out.append(token)
            index += 1
            continue
        out += [_token("GIVER", event, token.start_pos, found[end + 2].end_pos, "")] + quals
        index = end + 3
    return out


FALLBACKS = ("FALLBACK", "FALLBACK_FEWER", "FALLBACK_NO", "FALLBACK_ALL")


def _fallback_after(found: list) -> list:
    """'pay 5 krones, or lose 7 VP if you cannot pay them all' ('... if you have fewer than 3'): a fallback said
    after what it does, at the end of its clause, is read before it, where the grammar has it ('pay 5 krones; if
    you cannot, lose 7 VP'). A number after 'if you cannot pay all' repeats the amount paid."""
    out = list(found)
    for index in range(len(out) - 2, 0, -1):
        close = next(i for i in range(index + 1, len(out)) if out[i].type in OPENERS or i == len(out) - 1)
        if out[index].type not in FALLBACKS or any(t.type != "NUM" for t in out[index + 1:close]):
            continue
        verb = next((i for i in range(index - 1, 0, -1) if out[i].type in ("VERB",) + OPENERS + FALLBACKS), None)
        first = verb
        while first is not None and out[first - 1].type in ("YOU", "MAY", "MUST"):
            first -= 1
        joint = first
        while joint is not None and out[joint - 1].type in ("COMMA", "OR"):
            joint -= 1
        if verb is None or out[verb].type != "VERB" or joint == first:
            continue
        tail = out[index:close] if out[index].type != "FALLBACK" else [out[index]]
        at = out[joint].start_pos
        out[joint:close] = [_token("SEMI", ";", at, at)] + tail + [_token("COMMA", ",", at, at)] + out[first:index]
    return out


def _at_most_after_verb(found: list) -> list:
    """'prepare at most 2 rooms': right after a verb, 'at most' is the amount's 'up to', not a comparison; in a
    trigger ('whenever you gain at most 2 krones') it stays the event's comparison."""
    out = list(found)
    for index in range(1, len(out) - 1):
        if out[index].type == "AT_MOST" and out[index - 1].type == "VERB" and out[index + 1].type == "NUM" and not _in_trigger(out, index):
            out[index] = _token("UP_TO", "up-to", out[index].start_pos, out[index].end_pos, out[index].raw)
    return out


def _in_trigger(found: list, index: int) -> bool:
    """Whether the phrase at `index` is part of a trigger's event (a 'when' since the last punctuation)."""
    for token in reversed(found[:index]):
        if token.type in ("DOT", "SEMI", "COMMA", "COLON"):
            return False
        if token.type == "WHEN":
            return True
    return False


ONES = ("ones",)
ONES_AFTER = ("COLOR", "STATE", "ANY_COLOR")  # what may stand before 'ones' that names which of the things said


def _ones(found: list) -> list:
    """'4 occupied yellow rooms plus at least 3 occupied blue ones': 'ones' after a colour or a state is the noun said
    last in the same sentence (an ellipsis), with its place in the text; with no noun before it, it stays unread."""
    out, noun = [], None
    for token in found:
        if token.type == "DOT":
            noun = None
        if token.type == "WORD" and token.meaning in ONES and noun is not None and out and out[-1].type in ONES_AFTER:
            token = _token(noun.type, noun.meaning, token.start_pos, token.end_pos, token.raw)
        noun = token if token.type == "NOUN" else noun
        out.append(token)
    return out


def _one_of_them(found: list) -> list:
    """'reveal 3 staff cards; you may play one at up to 3 krones less': a number right after a verb with no noun
    after it counts the things just named ('one of them')."""
    out = list(found)
    for index in range(len(out) - 2, 0, -1):
        if out[index].type == "NUM" and out[index - 1].type == "VERB" and out[index + 1].type in ("PRICE", "OPTION", "COMMA", "SEMI", "DOT", "AND"):
            end = out[index].end_pos
            out.insert(index + 1, _token("OF_THEM", "of-them", end, end))
    return out


def _next_rows(found: list) -> list:
    """'A dancer placed in the top row scores 5 VP, in the middle row 2 VP': after a row's lead, 'in the middle row'
    after a comma is the next row ('one in the middle row')."""
    out, led = [], False
    for token in found:
        led = led or token.type == "ROW_LEAD"
        led = led and token.type != "DOT"
        row = str(getattr(token, "meaning", "")).removeprefix("row=")
        if led and token.type == "COUNT_FILTER" and str(token.meaning).startswith("row=") and out and out[-1].type in ("COMMA", "SEMI"):
            out += [_token("ROW_NEXT", "row", token.start_pos, token.start_pos), _token("ROW", row, token.start_pos, token.end_pos, token.raw)]
            continue
        out.append(token)
    return out


def _if_event(found: list) -> list:
    """'If you take a die showing 3, ...': an 'if' before an event is a trigger, as 'when' is."""
    out = list(found)
    for index, token in enumerate(out[:-1]):
        if token.type == "IF" and out[index + 1].type == "EVENT":
            out[index] = _token("WHEN", "each-time", token.start_pos, token.end_pos, token.raw)
    return out


def _each_after_less(found: list) -> list:
    """'paying 1 krone less for each': a 'for each' that counts nothing after 'less' says the discount is of each
    one, as 'less' alone does."""
    return [t for i, t in enumerate(found) if not (t.type == "PER" and 0 < i < len(found) - 1 and found[i - 1].type == "LESS"
                                                      and found[i + 1].type in ("DOT", "COMMA", "SEMI"))]


def _direction_after(found: list) -> list:
    """'move up 2 steps', 'go forward 3 spaces': a direction said between the verb and its amount is read after
    the amount's unit, where the grammar has it ('move 2 steps up')."""
    out = list(found)
    for index in range(len(out) - 3):
        verb, direction, number = out[index:index + 3]
        if verb.type == "VERB" and direction.type == "DIRECTION" and number.type in ("NUM", "NUMLIST", "RANGE", "ARTICLE"):
            unit = next((i for i in range(index + 3, min(index + 5, len(out))) if out[i].type == "UNIT"), None)
            if unit is not None:
                out[index + 1:unit + 1] = out[index + 2:unit + 1] + [direction]
    return out


def _single_commas(found: list) -> list:
    """A phrase that says nothing between two commas ('..., however it happens, ...') leaves one comma."""
    kept = []
    for index, token in enumerate(found):
        after = next((t.type for t in found[index + 1:] if t.type != "COMMA"), "DOT")  # ', , .': the last comma too
        if token.type == "COMMA" and (not kept or kept[-1].type in ("COMMA", "DOT", "SEMI", "COLON") or after in ("DOT", "SEMI")):
            continue
        kept.append(token)
    return kept


def _bare_numbers(found: list) -> list:
    """'a 3 or a 4 die', 'a 1-krone discount': an article right before a number adds nothing."""
    return [t for i, t in enumerate(found) if not (t.type == "ARTICLE" and i + 1 < len(found) and found[i + 1].type == "NUM")]


def _lists(found: list) -> list:
    """'15, 10 and 5', '3 or 4', 'rounds 4 and 5': numbers joined by commas and a last 'and'/'or' are one list."""
    return replaced_where(found, _listed)


def _listed(found: list, index: int):
    """([the list's NUMLIST token], the index after it) for a list of numbers starting at `index`, or None."""
    end = _list_end(found, index)
    if end is None:
        return None
    numbers = [found[i] for i in range(index, end + 1) if found[i].type == "NUM"]
    token = _token("NUMLIST", tuple(said_number(t) for t in numbers), found[index].start_pos, found[end].end_pos)
    token.joint = found[end - 1].type.lower()
    return [token], end + 1


def _list_end(found: list, index: int) -> int | None:
    """The index of the last number of a list starting at `index`, if one does."""
    if found[index].type != "NUM":
        return None
    position = index
    while position + 2 < len(found) and found[position + 1].type == "COMMA" and found[position + 2].type == "NUM":
        position += 2
    if position + 2 < len(found) and found[position + 1].type in ("AND", "OR") and found[position + 2].type == "NUM":
        return position + 2
    return None


def _ranges(found: list) -> list:
    """'floors 1 to 3', 'spaces 1 to 5': two numbers joined by 'to' are a range."""
    out, index = [], 0
    while index < len(found):
        if index + 2 < len(found) and found[index].type == "NUM" == found[index + 2].type and found[index + 1].type == "TO":
            out.append(_token("RANGE", (said_number(found[index]), said_number(found[index + 2])), found[index].start_pos, found[index + 2].end_pos))
            index += 3
        else:
            out.append(found[index])
            index += 1
    return out


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
