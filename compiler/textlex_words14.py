"""Function words, abbreviations and idioms a new writer uses (session 14, words14): closed classes of English read
before and after the lexer's phrases, so that one small word does not leave a whole rule sentence unread.

- Abbreviations that end in a full stop ('min.', 'i.e.', 'incl.', 'Dr.', 'Mrs.', an initial 'C. Inderella'): the
  stop is no sentence's end, so it is read as a space (the text keeps its length, so every span stays). The closed
  lists are data (compiler/cardtext.toml [abbreviations]); what each shortened word then reads as is the lexicon's
  ([same] 'incl' is 'including', words13's 'min' is 'at least'). An abbreviation at the text's end, or before a
  capital (a new sentence), keeps its stop; a title or an initial is always followed by a capital (a name), and an
  initial only before a word the lexicon does not know (so 'groups A, B and C. Then ...' still ends at 'C.').
- An example set off by a comma ('at least 12 rooms, e.g. 6 vacant and 6 occupied') illustrates and is not read, as
  an example in parentheses is not (compiler/textlex.py EXAMPLE_RE).
- Sequence adverbs ('First you get 1 champagne. Then you may ...'): 'first' or 'firstly' opening a clause before its subject, its
  verb or a comma orders the sentences, as 'then' does, and says no rank; 'first' before a number or a noun ('first
  15 VP', 'the first player') stays a rank.
- Discourse openers of the spoken registers ('Okay, ...', 'Well, ...', 'So, ...', 'Look, ...'): an interjection
  opening a clause before its comma (closed list: [discourse-openers]) says nothing of the card; 'so' also before the
  subject ('so you get ...'), as 'thus' (words13).
- A conjunction opening a sentence ('But you do get ...', 'And if you have none, ...') links it to the one before:
  the full stop has already ended that one, so it is read as nothing.
- Emphatic 'do' ('you do get 1 champagne', 'he does give you'): the auxiliary of an affirmative verb stresses it and
  adds nothing; 'do not' is another word of the lexicon and stays.
- Focus and concession particles: 'even' before what is done ('she even lets you ...'), 'only' before an amount
  ('orders only 1 strudel', as 'just'), a reflexive pronoun at a clause's end ('she scores nothing herself') and
  'though' or 'however' set off at a clause's end ('..., though.') say nothing of the card; 'even' anywhere else ('an
  even number') stays, and 'only' anywhere else is the lexicon's (a restriction: 'can only', 'room only').
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, lexicon
from compiler.textlex_shapes import OPENERS

TABLE = "abbreviations"  # the lexicon's lower-case table of the closed lists (no terminal: compiler/textlex.py skips it)


OPENERS_TABLE = "discourse-openers"  # the interjections a narrator opens a sentence with


@lru_cache(maxsize=1)
def _lists() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[TABLE]


@lru_cache(maxsize=None)
def _closed(name: str = "words") -> frozenset:
    """One closed class of the lexicon's table [discourse-openers]: its interjections ('words'), and the sequence,
    linking, emphatic, intensive and concessive words this module leaves out where they say nothing."""
    return frozenset(tomllib.loads(LEXICON.read_text(encoding="utf-8"))[OPENERS_TABLE][name])


def _openers() -> frozenset:
    return _closed()


def _alternatives(name: str) -> str:
    said = sorted(_lists()[name], key=len, reverse=True)
    return "|".join(r"\.\s?".join(map(re.escape, word.split("."))) for word in said)  # 'e.g' also as 'e. g'


@lru_cache(maxsize=1)
def _patterns() -> tuple:
    """The abbreviations, each with its stop: a shortened word before no capital, a title before one."""
    short = re.compile(r"(?<![\w.])(?i:" + _alternatives("shortened") + r")\.(?=\s+[^\sA-Z])")  # the case of what follows counts
    title = re.compile(r"(?<![\w.])(?i:" + _alternatives("titles") + r")\.(?=\s+[A-Z])")
    initial = re.compile(r"(?<![\w.])[A-Z]\.(?=\s+([A-Z][a-z]+))")
    example = re.compile(r",\s*(?:" + _alternatives("examples") + r")\.[^,;.()]*(?=[;.)]|$)", re.I)
    return short, title, initial, example


def abbreviations_read(text: str) -> str:
    """`text` with its abbreviations' stops read as spaces and an example after a comma left out: the same length."""
    short, title, initial, example = _patterns()
    text = example.sub(lambda m: " " * len(m.group(0)), text)
    text = short.sub(_undotted, title.sub(_undotted, text))
    return initial.sub(lambda m: _undotted(m) if m.group(1).lower() not in lexicon().known else m.group(0), text)


def _undotted(match: re.Match) -> str:
    """The abbreviation without its stops, its letters together ('i.e.' is 'ie', as the lexicon's glosses write it),
    padded with spaces to its length."""
    said = match.group(0)
    joined = re.sub(r"[.\s]", "", said)
    return joined + " " * (len(said) - len(joined))


SEQUENCE_BEFORE = ("YOU", "OWNER", "VERB", "MAY", "MUST")  # what follows 'first' when it orders sentences
FOCUS_BEFORE = ("YOU", "OWNER", "VERB", "MAY", "MUST", "NUM", "ARTICLE")  # what 'even' stresses without changing it
SUBJECT_OR_VERB = ("YOU", "OWNER", "VERB")
AMOUNT = ("NUM",)  # what 'only' may stand before and say nothing: a number ('only a room' may restrict where)
CLAUSE_END = ("DOT", "SEMI", "COMMA")


def particles_dropped(found: list) -> list:
    """The terminals without the openers, sequence, focus and concession particles that say nothing there."""
    out: list = []
    index = 0
    while index < len(found):
        token, after = found[index], _type_at(found, index + 1)
        beyond = _type_at(found, index + 2) if after == "COMMA" else after  # what follows past a comma
        if _opening(out) and (_sequence(token, beyond) or _opener(token, after)) or _linking(out, token, beyond):
            index += 2 if after == "COMMA" else 1  # a comma after the opening word goes with it
            continue
        if _concessive(token, after) and out and out[-1].type == "COMMA":
            out.pop()  # the comma before it: the clause ends where it did before the particle
        if not (_focus(token, after) or _emphatic(out, token, after) or _concessive(token, after) or _intensive(token, after)):
            out.append(token)
        index += 1
    return out


def _type_at(found: list, index: int) -> str:
    return found[index].type if index < len(found) else "DOT"


def _opening(out: list) -> bool:
    return not out or out[-1].type in OPENERS + ("COLON",)


def _sequence(token, beyond: str) -> bool:
    """'First you ...', 'Firstly, take ...': before the subject or the verb, past a comma; 'First, 15 VP' stays a rank."""
    return str(token.raw).lower() in _closed("sequence") and beyond in SEQUENCE_BEFORE


def _opener(token, after: str) -> bool:
    """'Okay,' 'Well,' 'Look,': an interjection before its comma; 'so' also before the subject or the verb."""
    said = str(token.raw).lower()
    return token.type == "WORD" and said in _openers() and (after == "COMMA" or (said == "so" and after in SUBJECT_OR_VERB))


def _linking(out: list, token, beyond: str) -> bool:
    """'But you do get 1 champagne.', 'And if you have none, ...', 'Plus, you may ...': a conjunction opening a sentence
    (with its comma, if any) links it to the one before, which the full stop has already ended; within a sentence it
    stays the grammar's."""
    sentence = not out or out[-1].type == "DOT"
    return sentence and str(token.raw).lower() in _closed("linking") and beyond not in ("DOT", "COMMA")


def _emphatic(out: list, token, after: str) -> bool:
    """'you do get', 'he does give you': 'do' between the subject and its verb."""
    subject = bool(out) and out[-1].type in ("YOU", "OWNER", "OPPONENT")
    return subject and token.type == "WORD" and str(token.meaning) in _closed("emphatic") and after in ("VERB", "MAY")  # MAY: "get to"


def _focus(token, after: str) -> bool:
    """'even' before what is done or an amount; 'only' before an amount, which says no more than the amount does
    ('she orders only 1 strudel', as 'just 1 strudel'): a card's amount is already all there is."""
    said = str(token.meaning)
    return token.type == "WORD" and (said == "even" and after in FOCUS_BEFORE or said == "only" and after in AMOUNT)


def _intensive(token, after: str) -> bool:
    """'she scores no points herself': the reflexive at a clause's end stresses its subject and adds nothing."""
    return token.type == "WORD" and str(token.meaning) in _closed("intensive") and after in CLAUSE_END + ("BUT", "AND")


def _concessive(token, after: str) -> bool:
    """'though' or 'however' at a clause's end: the conjunction 'though' needs a clause after it, so there it is
    the adverb (a comma before it is often dropped with the fillers)."""
    return token.type in ("WORD", "BUT") and str(token.raw).lower() in _closed("concessive") and after in CLAUSE_END
