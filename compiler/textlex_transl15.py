"""A translated edition's syntax (issue 14, session 15, transl15): English written in a German or French order, with the
source language's prepositions. The reader knows the words but not their order, so each shape is said in the plain
order before the lexer reads the text (compiler/textlex.py `tokens`); the tokens' spans are then put back where the
words stood in the card's text, so every message still quotes the writer. The closed words are data (the lexicon's
[translated-syntax]); the shapes are here:

- a redundant subordinator after a lead that already is one ('Each time when you take ...', 'Every time if ...'), and
  'always when' ('immer wenn', 'toujours quand') for 'whenever';
- 'without to' + verb, 'without that you' + verb ('ohne zu', 'sans que'): 'without' + the verb's gerund;
- the source's prepositions: 'out of your hand' (from), 'after your choice' / 'at choice' (of your choice), 'exchange
  ... against' (for), 'a die with the eyes 3' / 'with 3 pips' (showing);
- a condition said by inversion at a clause's opening ('Is this not possible, ...', 'Have you not so many, ...', 'Can
  you not pay, ...', 'Should you be unable to pay, ...'): 'If this is not possible, ...'. Every word stays, the 'not'
  too: only the order changes; the source's own condition words ('in the case that', 'at the moment when') are 'if'
  and 'when';
- the source's modality ('you have the possibility to', 'the right to'): 'you may';
- adverbs in the source's places: 'one single time' (once), 'you may before or after the action prepare 1 room' (the
  timing said first), 'she goes always into a ballroom' (the adverb before its verb).
Each rewrite keeps every number, colour, owner and negation it was said with, so a wrong fact is still read and named.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from compiler.textlex import LEXICON, lexicon, normal
from compiler.textpositions import replaced

TABLE = "translated-syntax"
WORD_RE = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
OPENING = r"(?:(?<![\s\S])|(?<=[.;:!?]))(?P<lead>\s*)"  # a sentence's or a clause's opening


@dataclass(frozen=True)
class Said:
    """The text in the plain order, and for each of its characters (and its end) where it stands in the card's text."""

    words: str
    where: tuple

    def back(self, found: list) -> list:
        """The tokens of `words` with their spans put back in the card's text."""
        for token in found:
            start, end = self._at(token.start_pos), token.end_pos
            token.start_pos, token.end_pos = start, (self._at(end - 1) + 1 if end > token.start_pos else start)
        return found

    def _at(self, index: int) -> int:
        """Where the character at `index` stands; an index past the end (the closing DOT the lexer adds) stands at the
        end. (The lexer's own rewrites keep their places since session 15, compiler/textpositions.py: this clamp was
        first written for 'his café' read one character longer, which the lexer now maps back itself.)"""
        return self.where[min(max(index, 0), len(self.where) - 1)]


@lru_cache(maxsize=1)
def _lists() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[TABLE]


def _one_of(name: str) -> str:
    """Any word or phrase of the list `name`, longest first, a phrase's words apart by any spaces."""
    said = sorted(_lists()[name], key=lambda w: (-len(w), w))
    return "(?:" + "|".join(r"\s+".join(map(re.escape, w.split())) for w in said) + ")"


def translated_tokens(text: str, read) -> list:
    """`read(text)`'s tokens, the text's translated shapes first said in the plain order (their spans in `text`)."""
    said = plain_order(text)
    return read(text) if said is None else said.back(read(said.words))


def plain_order(text: str) -> Said | None:
    """The text with each translated shape in the plain order, or None when it has none."""
    words, where = text, list(range(len(text) + 1))
    for pattern, plain in _rewrites():
        words, where = replaced(words, where, pattern, plain, _aligned)
    return None if words == text else Said(words, tuple(where))


def _aligned(original: str, where: list, said: str) -> list:
    """Where each character of `said` stands: a word said before stands where it was said (so a moved word keeps its
    own span and a sentence is never cut inside a word); a new word spreads over the place of the words it replaces."""
    spots: dict = {}
    for word in WORD_RE.finditer(original):
        spots.setdefault(word.group(0).lower(), []).append(word.start())
    out = [where[min(i * len(where) // max(len(said), 1), len(where) - 1)] for i in range(len(said))]
    for word in WORD_RE.finditer(said):
        starts = spots.get(word.group(0).lower())
        if starts:
            at = starts.pop(0)
            out[word.start():word.end()] = where[at:at + len(word.group(0))]
    return out


@lru_cache(maxsize=1)
def _rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied."""
    w = _one_of
    shapes = (
        (r"\b(?P<lead>" + w("time-leads") + r")\s+" + w("redundant") + r"\b", lambda f: f.group("lead")),
        (r"\b" + w("whenever") + r"\b", lambda f: _cased(f.group(0), "whenever")),
        (r"\b" + w("without-to") + r"\s+(?P<verb>[^\W\d_]+)\b", _without),
        (r"\bout\s+of\s+(?=" + w("out-of-owners") + r"\s+" + w("out-of-places") + r"\b)", lambda f: "from "),
        (r"(?<=\w)(?P<space>\s+)(?:" + w("choice-leads") + r"\s+(?:(?P<own>" + w("choice-owners") + r")\s+)?|" + w("choice-bare-leads") + r"\s+)choice\b", _choice),
        (r"\b(?P<verb>" + w("exchange-verbs") + r")\b(?P<what>[^,;:.!?]*?)\b" + w("exchange-for") + r"\b", lambda f: f.group("verb") + f.group("what") + "for"),
        (OPENING + r"(?P<verb>" + w("inverted-verbs") + r")\s+(?P<who>" + w("inverted-subjects") + r")\s+(?P<rest>[^,;:.!?]{1,60}?)(?=\s*,\s*\w)", _inverted),
        (OPENING + r"(?P<verb>" + w("conditional-only") + r")\s+(?P<who>" + w("inverted-subjects") + r")\s+(?P<rest>[^,;:.!?]{1,60}?)(?=\s*,\s*\w)", _should),
        (r"\b(?:" + w("condition-leads") + r")\b", lambda f: _cased(f.group(0), "if")),
        (r"\b(?:" + w("moment-leads") + r")\b", lambda f: _cased(f.group(0), "when")),
        (r"\b(?P<who>" + w("permission-who") + r")\s+(?:have|has)\s+the\s+" + w("permission-nouns") + r"\s+to\b", lambda f: f.group("who") + " may"),
        (r"\b(?P<die>die|dice)\s+with\s+" + w("die-face-words") + r"\s+(?=\d|one\b|two\b|three\b|four\b|five\b|six\b)", lambda f: f.group("die") + " showing "),
        (r"\b(?P<die>die|dice)\s+with\s+(?P<face>\d(?:\s+or\s+\d)?)\s+" + w("die-face-after") + r"\b", lambda f: f"{f.group('die')} showing {f.group('face')}"),
        (r"\b" + w("once-said") + r"\b", lambda f: _cased(f.group(0), "once")),
        (r"\b(?P<who>you|he|she|they|it)\s+(?P<modal>may|can|must)\s+(?P<when>" + w("timing-between") + r")\s*,?\s+(?=[^\W\d_])", _timing_first),
        (r"\b(?P<verb>[^\W\d_]+)\s+(?P<adverb>" + w("adverbs-after-verb") + r")\b(?=\s+(?:\d|[^\W\d_]))", _adverb_first),
    )
    return tuple((re.compile(pattern, re.I), plain) for pattern, plain in shapes)


def _cased(said: str, plain: str) -> str:
    """`plain` with the capital `said` opened with, if any (a sentence's first word stays its first)."""
    return plain[0].upper() + plain[1:] if said[:1].isupper() else plain


def _without(found: re.Match) -> str:
    """'without to pay' is 'without paying'."""
    return "without " + gerund(found.group("verb"))


def gerund(verb: str) -> str:
    """The verb's -ing form: 'pay' 'paying', 'take' 'taking', 'see' 'seeing', 'put' 'putting'."""
    verb = verb.lower()
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", verb):  # one short vowel before one consonant: its consonant doubled
        return verb + verb[-1] + "ing"
    return verb + "ing"


def _choice(found: re.Match) -> str:
    """'1 dish or drink after your choice', 'at choice': 'of your choice' (the owner said, or 'your')."""
    return f"{found.group('space')}of {found.group('own') or 'your'} choice"


def _inverted(found: re.Match) -> str:
    """'Is this not possible, ...' is 'If this is not possible, ...'; 'Can you not pay, ...' 'If you can not pay, ...'."""
    verb, who = found.group("verb"), found.group("who")
    return f"{found.group('lead')}{_cased(verb, 'if')} {who.lower()} {verb.lower()} {found.group('rest')}"


BE_RE = re.compile(r"^(?:(?P<not>not)\s+)?be\b", re.I)
PLURAL_WHO = ("you", "they")


def _should(found: re.Match) -> str:
    """'Should you be unable to pay, ...' is 'If you are unable to pay, ...'; 'Should you have none, ...' 'If you have
    none, ...': the verb only marks the condition; the 'not' stays where it was said."""
    who = found.group("who").lower()
    be = "are" if who in PLURAL_WHO else "is"
    rest = BE_RE.sub(lambda f: be + (" not" if f.group("not") else ""), found.group("rest"))
    return f"{found.group('lead')}{_cased(found.group('verb'), 'if')} {who} {rest}"


def _timing_first(found: re.Match) -> str:
    """'you may before or after the action prepare' is 'before or after the action you may prepare'."""
    return f"{found.group('when')} {found.group('who')} {found.group('modal')} "


def _adverb_first(found: re.Match) -> str | None:
    """'she goes always into a ballroom' is 'she always goes into a ballroom': only after a word the lexicon reads as
    a verb (so 'the rooms always' or 'a die also' stay as said)."""
    verb = found.group("verb")
    entry = lexicon().phrases.get((normal(verb.lower(), lexicon()),))
    if entry is None or entry[0] != "VERB":
        return None
    return f"{found.group('adverb')} {verb}"


def plain_form(form):
    """A second reading's form (compiler/textread_again.py Form) with its translated shapes in the plain order, each
    character still standing where the card's text said it: the rewrites and orders tried there see the plain words."""
    said = plain_order(form.words)
    if said is None:
        return form
    last = len(form.where) - 1
    return type(form)(said.words, tuple(form.where[min(at, last)] for at in said.where[:-1]))
