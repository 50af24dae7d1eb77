"""A card's own name in its text, said as the card before the text is read (compiler/textcheck.py): a person's name
(guests, celebrities) is 'he' opening a sentence or as a subject and 'him' elsewhere (two persons, 'J. Gatsby &
D. Buchanan', 'they'/'them'), any other card's 'it'; padded so every other word keeps its place. How a writer may say
the name:
- whole, its letters spelled either way ('Strauss' for Strauß), its abbreviations with or without their dots ('Mrs
  Kunkel', 'J. R. R. Tolkien'), an '&' said 'and' ('J. Gatsby and D. Buchanan');
- short, with its capitals: without its initials and titles ('Gatsby and Buchanan'), its first words ('The Kozi
  Palace', 'the Lord Mayor'), or one unknown word of it alone, with its own initials or not ('Agatha', 'J. Gatsby',
  'Hagedorn'); its title in full after 'the', in any case ('the admiral', 'the doctor' for Dr. Hagedorn);
- a name made only of words the reader knows ('General', 'Count') only as printed, with its capitals, after 'the'
  ('The General gives you ...'), before 's ('Count's reward') or as a heading: 'Count your rooms' is the word;
- with 's: the card's ('The Musician's reward' is 'his reward', a staff card's or a ballroom's 'its'), or its verb 'is' where what
  follows is no noun ("Chaplin's a one-pointer" is 'he is a one-pointer'); an entrance's possessive is its owner's
  ("Kaufman's pile") and is left as said, but before its winner or owner ("Stroup's winner") the card's;
- opening a sentence before a colon, a heading that says nothing ('Admiral Winterbottom: you may move ...'); a guest's
  after 'with'/'from'/'for' opening a sentence, its reward ('With the Mannequin you collect a champagne').
Another card's name is not touched, and stays a word the reader does not know.
"""
from __future__ import annotations

import re
from functools import lru_cache

from compiler.textread_rewrite import one_of, rewrite_words
from compiler.textread_guests12a import printed_heading

PERSONS = ("guest", "celebrity")  # kinds whose name is a person's: 'The Pope can only ...' is 'He can only ...'
OWNING = PERSONS + ("staff", "ballroom")  # kinds whose name + 's is the card's own: 'the Musician's reward' (an entrance's is its owner's)
PROPER = OWNING + ("hotel-entrance",)  # kinds named by proper names (objectives and tiles are named by what they ask)
NAME_JOINTS = frozenset({"the", "of", "and", "&", "mr", "mrs", "ms", "dr", "von", "van", "de", "la", "le", "zum", "zur"})
SPELLED = (("ß", "ss"), ("ü", "ue"), ("ö", "oe"), ("ä", "ae"))  # 'Strauss' and 'Kettenbruecke' as keyboards write them
POSSESSIVE = r"(?P<s>['’]s)?"
SPACE = r"\s*"  # between a name's words: 'J.R.R. Tolkien', 'J.R.R.Tolkien'


def own_name(text: str, name: str, kind: str) -> str:
    """The text with the card's own name said as the card ('The Pope can only check into a room', 'While you hold
    Einstein', 'While the Chauffeur is in play', "The Musician's reward"); see the module's docstring."""
    patterns = _name_patterns(name, kind)
    if patterns is None:
        return text
    heading, occasion, anywhere = patterns
    text = _heading(_guest_occasion(text, occasion) if kind == "guest" else text, heading)
    return anywhere.sub(lambda found: _padded(_said(text, found, name, kind), found.group(0)), text)


@lru_cache(maxsize=None)
def _name_patterns(name: str, kind: str) -> tuple | None:
    """The card's name as a heading, after a reward's preposition and anywhere, compiled once per card (a corpus holds
    more patterns than the re module's own cache keeps, so it would compile them again for every text)."""
    patterns = _names(name, kind)
    if not patterns or len(name.strip()) < 3:
        return None
    said = r"(?:the\s+)??(?:" + "|".join(patterns) + ")"  # 'the' last: 'The Kozi Palace' is one name
    preps = one_of("name-reward-preps")
    return (re.compile(r"(?:^|(?<=[.;]\s))\s*" + said + r"\s*:", re.I),
            re.compile(r"(?:^|(?<=[.;:]\s))\s*" + preps + r"\s+" + said + r"(?=,?\s+you\b)", re.I),
            re.compile(r"(?<![\w'’])" + said + POSSESSIVE + r"(?![\w'’])", re.I))


def _heading(text: str, pattern: re.Pattern) -> str:
    """'Admiral Winterbottom: you may move 2 steps up the Emperor track', 'Tolkien: 1 VP when you take him': the card's
    own name opening a sentence before a colon is a heading of what follows, and says nothing (blanked)."""
    return pattern.sub(lambda found: " " * len(found.group(0)), text)


def _guest_occasion(text: str, pattern: re.Pattern) -> str:
    """'With the Mannequin you collect a champagne', 'From the Khan, you get ...': a guest's own name after a
    preposition of the lexicon's list `name-reward-preps` opening a sentence, before 'you', is its reward (said 'with his
    reward', or 'reward' where the name is shorter than that)."""
    return pattern.sub(lambda found: _padded(_reward_said(found.group(0)), found.group(0)), text)


def _reward_said(said: str) -> str:
    return "with his reward" if len(said) >= len("with his reward") else "reward"


def _said(text: str, found: re.Match, name: str, kind: str) -> str | None:
    """What the name found stands for here: 'he'/'it' as a subject, 'him'/'it' elsewhere, 'his'/'its' before what is
    the card's, 'he is' where its 's is the verb; None where it stays as said (an entrance's possessive)."""
    subject, thing = _pronouns(name, kind)
    if found.group("s"):
        return f"{subject} {'are' if subject == 'they' else 'is'}" if _is_verb(text, found.end()) else _owner(text, found.end(), name, kind)
    before = text[:found.start()].rstrip()
    opening = not before or before[-1] in ".;:"
    after_verb = re.search(r"\w+ing\s*$", before) is not None  # 'Taking Chaplin scores you 1 VP': the name is taken
    return subject if opening or (SUBJECT_AFTER_RE.match(text, found.end()) and not after_verb) else thing


def _pronouns(name: str, kind: str) -> tuple[str, str]:
    """A card said as a subject and elsewhere: a person 'he'/'him', two ('J. Gatsby & D. Buchanan') 'they'/'them'."""
    if kind not in PERSONS:
        return "it", "it"
    return ("they", "them") if "&" in name.split() else ("he", "him")


def _owner(text: str, end: int, name: str, kind: str) -> str | None:
    """Whose a card's name + 's says: the person's ('his', 'their'), the staff card's ('its'); an entrance's is its
    owner's, said as written (None), but before its winner or owner (the lexicon's `name-owner-words`), the card's."""
    if kind not in OWNING and _next_word(text, end) not in rewrite_words()["name-owner-words"]:
        return None
    return {"he": "his", "they": "their"}.get(_pronouns(name, kind)[0], "its")


def _is_verb(text: str, end: int) -> bool:
    """Whether a name's 's is 'is': what follows is an article or a word of the lexicon's closed list `name-is-after`
    ('a one-pointer', 'worth 3 VP', 'not fussy'), or a participle ('served'); a noun after it is the card's."""
    word = _next_word(text, end)
    from compiler.textread_talk15 import copula_before_predicate  # talk15: "Tezcatlipoca's green, ..."
    return word in _is_after() or (len(word) > 4 and word.endswith("ed")) or copula_before_predicate(text, end)


def _next_word(text: str, end: int) -> str:
    after = re.match(r"\s+([\w’'-]+)", text[end:])
    return after.group(1).lower() if after else ""


@lru_cache(maxsize=1)
def _is_after() -> frozenset:
    return frozenset(rewrite_words()["name-is-after"])


def _padded(word: str | None, said: str) -> str:
    """The word in the place of what was said, padded to its length; what was said where the word is longer."""
    return said if word is None or len(word) > len(said) else word.ljust(len(said))


# what follows a name said as the subject of its clause: 'when the Ambassador checks in', 'once Farmer Franz arrives'
SUBJECT_AFTER_RE = re.compile(r"\s+" + one_of("subject-verbs") + r"\b", re.I)


def _names(name: str, kind: str) -> list[str]:
    """The patterns of a card's name as a text may say it, longest first: whole, short (without its initials and
    titles), one unknown word of it alone (four letters or more, with its capital, and its own initials before it or
    not); a name of known words only as printed after 'the' or before 's, and only on kinds named by proper names."""
    from compiler.textlex import lexicon

    known = lexicon().known
    words = [w for w in name.split() if w.strip(",.")]
    unknown = [w.strip(",.") for w in words if _plain(w) not in known and _plain(w) not in NAME_JOINTS and not _abbreviation(w)]
    if not unknown:
        return _printed(words) if kind in PROPER else []
    whole = SPACE.join(map(_word, words))
    return [whole] + _short(words) + _alone(words, unknown)


def _short(words: list[str]) -> list[str]:
    """A name of several words said short, with its capitals: without its initials and titles ('Gatsby & Buchanan'),
    or its first words, longest first, ending on no joint ('The Kozi Palace' for The Kozi Palace, Vienna, 'Lord Mayor'
    for Lord Mayor of London)."""
    kept = [w for w in words if not _abbreviation(w)]
    heads = [words[:n] for n in range(len(words) - 1, 1, -1) if _plain(words[n - 1]) not in NAME_JOINTS]
    forms = ([kept] if 1 < len(kept) < len(words) else []) + heads
    return ["(?-i:" + SPACE.join(_word(w.rstrip(",")) for w in form) + ")" for form in forms]


def _printed(words: list[str]) -> list[str]:
    """A name of known words as printed: after 'the' ('The General gives you ...'), with its 's ('Count's'), or as a
    heading ('General: ...')."""
    printed = r"\s+".join(map(re.escape, words))
    return [rf"the\s+(?-i:{printed})", rf"(?-i:{printed})(?=['’]s\b|\s*:)"] + printed_heading(printed)


def _alone(words: list[str], unknown: list[str]) -> list[str]:
    """One unknown word of a name of several, alone, with the initials or titles just before it in the name or not:
    'Gatsby' or 'J. Gatsby' for J. Gatsby & D. Buchanan, 'Hagedorn' for Dr. Hagedorn."""
    if len(words) < 2:
        return []
    found = []
    for index, word in enumerate(words):
        if word.strip(",.") in unknown and len(word.strip(",.")) >= 4 and word[:1].isupper():
            found.append(f"(?-i:{_initials(words[:index])}{_word(word.strip(',.'))})")
    return found + _titled(words)


def _titled(words: list[str]) -> list[str]:
    """A name's title said in full after 'the', in any case: 'the admiral' for Admiral Winterbottom, 'the doctor' for
    Dr. Hagedorn (the lexicon's `name-titles`: a title as a name says it and its word; a first name said in lower case,
    'the agatha way', is no title)."""
    titles = dict(pair.split() for pair in rewrite_words()["name-titles"])
    return [rf"(?<=the\s){_word(titles[_plain(w)])}" for w in words if _plain(w) in titles]  # the name's pattern takes 'the'


def _initials(before: list[str]) -> str:
    """The abbreviations a name's word follows in the name ('J.', 'Mrs.'), as a pattern they may be left out by."""
    said = []
    for word in reversed(before):
        if not _abbreviation(word):
            break
        said.insert(0, _word(word))
    return "(?:" + SPACE.join(said) + r"\s*)?" if said else ""


def _abbreviation(word: str) -> bool:
    """An initial or a title said short: 'J.', 'J.R.R.', 'Mrs.', 'Capt.', 'Mag.' (a name's word ending in a dot)."""
    return word.endswith(".") and len(word) <= 6


def _plain(word: str) -> str:
    return word.strip(",.").lower()


def _word(word: str) -> str:
    """A name's word as a pattern: an abbreviation's dots may be left out ('Mrs Kunkel'), '&' may be said 'and', and a
    letter may be spelled either way ('Strauß' or 'Strauss', 'Kettenbrücke' or 'Kettenbruecke')."""
    if word == "&":
        return r"(?:&|and)"
    pattern = re.escape(word)
    if _abbreviation(word):
        pattern = pattern.replace(r"\.", r"\.?\s*")  # 'J.R.R.', 'JRR', 'J. R. R.'
    for letter, plain in SPELLED:
        pattern = pattern.replace(letter, f"(?:{letter}|{plain})")
    return pattern
