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
- Focus and concession particles: 'even' before what is done ('she even lets you ...') and 'though' or 'however' set
  off at a clause's end ('..., though.') say nothing of the card; 'even' anywhere else ('an even number') stays.
"""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, OPENERS, lexicon

TABLE = "abbreviations"  # the lexicon's lower-case table of the closed lists (no terminal: compiler/textlex.py skips it)


@lru_cache(maxsize=1)
def _lists() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))[TABLE]


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


SEQUENCE_WORDS = ("first", "firstly", "secondly", "thirdly", "lastly")  # the rank word (RANK) and the adverbs (WORDs), only by their place
SEQUENCE_BEFORE = ("YOU", "OWNER", "COMMA", "VERB", "MAY", "MUST")  # what follows 'first' when it orders sentences
FOCUS_BEFORE = ("YOU", "OWNER", "VERB", "MAY", "MUST", "NUM", "ARTICLE")  # what 'even' stresses without changing it
CONCESSIVE = ("though", "however")  # set off at a clause's end: a contrast with what was said before, no fact
CLAUSE_END = ("DOT", "SEMI", "COMMA")


def particles_dropped(found: list) -> list:
    """The terminals without the sequence, focus and concession particles that say nothing there."""
    out: list = []
    for index, token in enumerate(found):
        after = found[index + 1].type if index + 1 < len(found) else "DOT"
        if _sequence(out, token, after) or _focus(token, after):
            continue
        if _concessive(token, after):
            if out and out[-1].type == "COMMA":
                out.pop()  # its comma: the clause ends where it did before the particle
            continue
        out.append(token)
    return out


def _sequence(out: list, token, after: str) -> bool:
    opening = not out or out[-1].type in OPENERS + ("COLON",)
    return opening and str(token.raw).lower() in SEQUENCE_WORDS and after in SEQUENCE_BEFORE


def _focus(token, after: str) -> bool:
    return token.type == "WORD" and str(token.meaning) == "even" and after in FOCUS_BEFORE


def _concessive(token, after: str) -> bool:
    """'though' or 'however' at a clause's end: the conjunction 'though' needs a clause after it, so there it is
    the adverb (a comma before it is often dropped with the fillers)."""
    return token.type in ("WORD", "BUT") and str(token.raw).lower() in CONCESSIVE and after in CLAUSE_END
