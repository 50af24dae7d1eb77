"""Plainer wordings of an Emperor tile's halves and of an objective's requirement, tried by compiler/textread_rewrite.py
as a second reading (only when a sentence cannot be read as written). The structure is here, the words in the
lexicon's [rewrite-words] lists (named in capitals below):
- a half said as a subject: 'The reward is one strudel' is 'Reward: one strudel', 'The penalty is to give back ...'
  'Penalty: give back ...', a signed amount in words ('penalty is -8 VP' is 'Penalty: lose 8 VP', and 'penalty is +8
  VP' 'Penalty: gain 8 VP', flagged), 'Reward here is ...', 'The reward of this tile is ...' (HALF-AFTER);
- a half judged before what it does: 'The penalty is harsh: you ...' is 'Penalty: you ...' (only words of the closed
  list HALF-JUDGEMENTS, none of which says what the tile does);
- the penalty said by where the marker sits, judged before what it does: 'Sitting on space 0 is expensive: you ...' is
  'Penalty: you ...' (session 26; POSITION-GERUNDS, then a place of the word class at-bottom: the penalty is had on
  space 0 of the Emperor track, and only there);
- a tile judged before what it does: 'A simple tile: ...' is '...' (HALF-JUDGEMENTS, then 'tile' or 'one');
- a half said after what it does: 'you earn 8 VP for the reward, and you lose 8 VP if you get the penalty' is
  'Reward: you earn 8 VP; Penalty: you lose 8 VP' (HALF-TRAILS, each at the end of its clause);
- 'one of each item: ...' is 'one of each: ...'; 'you've got' is 'you have';
- a half said after a preposition: 'On the reward you draw ...', 'As the penalty, ...' is 'Reward: you draw ...';
- 'If you get the penalty instead, ...': 'instead' after a half said in a condition says only that it is the other
  half (and nowhere else: 'gives no reward instead' names no other thing done, and stays unread);
- an amount said before 'you' and its verb: '8 victory points you lose' is 'you lose 8 victory points';
- 'you have to return' is 'you must return'; 'if you can't manage that', 'should you be unable to' are 'if you cannot'
  (CANNOT-SAID);
- what goes back said as the subject: 'every dish in your kitchen goes back to the supply' is 'return every dish in
  your kitchen' (only from a word of GOES-BACK-WHATS: 'every', 'all', 'your', ...);
- a fallback said by what is lacking: 'if you don't have two vacant rooms to remove, you lose 7 VP' is 'if you
  cannot, you lose 7 VP', only when each number lacked is one the sentence asked for before it (so 'if you don't
  have three' after 'take away two' is left as written, and flagged);
- an objective's amount with its comparison after what it counts: 'four green guests, or more', 'four red rooms and
  three yellow ones, at minimum; more is fine', 'four blue ones at least' are 'at least four ...' for each number of
  the clause;
- 'minimum 4 yellow rooms' is 'at least 4 yellow rooms'; '3 occupied red, 3 occupied yellow and 3 occupied blue
  rooms' is each colour's rooms (only before a later 'COLOUR rooms' of the same clause);
- 'staff cards (played) in front of you' are 'staff cards played'; 'at least 6 of your room groups are complete' is
  'at least 6 complete room groups'; 'two floors, every room on each of them occupied' is 'two fully occupied
  floors' (EVERY-OCCUPIED, said right after them);
- a claimant said before and 'qualifies' after: 'A player with at least four occupied blue rooms qualifies' is 'A
  player with at least four occupied blue rooms'.
"""
from __future__ import annotations

import re

from compiler.textlex_walk import said_as, said_group

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                "eleven": 11, "twelve": 12}
NUMBER = r"(?:\d+|" + "|".join(NUMBER_WORDS) + r")"
NUMBER_RE = re.compile(r"(?<![\w-])" + NUMBER + r"(?![\w-])", re.I)
COMPARED_RE = re.compile(r"(?:at\s+least|at\s+most|exactly|no\s+fewer\s+than|minimum|up\s+to)\s*$", re.I)


def _patterns() -> dict:
    from compiler.textread_rewrite import one_of as w

    half = r"(?P<half>" + w("tile-halves") + r")"
    owned = r"(?:" + w("half-tile-leads") + r"\s*,?\s+)?(?:" + w("half-owners") + r"\s+)?" + half
    return {
        "tile-judged": r"^\s*(?:(?:a|an|the|this)\s+)?(?:" + w("half-judgements") + r"\s+)+" + w("tile-words") + r"\s*:\s*",
        "trailing-half": r"(?P<lead>^|[,;]\s*(?:and\s+)?)(?P<what>[^,;:.]+?)\s+(?P<said>" + w("half-trails") + r")(?=\s*(?:[,;.]|$))",
        "each-said": r"\bof\s+each\s+" + w("each-said") + r"\s*:",
        "have-got": r"\b" + w("have-got") + r"\b",
        "judged": r"^\s*" + owned + r"(?:\s+is|'s)?(?:\s+" + w("half-judgements") + r")*\s*:",
        "bottom-judged": r"^\s*" + w("position-gerunds") + r"\s+" + w("at-bottom", table="word-classes") + r"(?:\s+is|'s)?(?:\s+"
                         + w("half-judgements") + r")*\s*:",  # 'Sitting on space 0 is expensive: ...' (the penalty's place)
        "subject": r"(?P<at>^\s*|[,;]\s*(?:and\s+)?)" + owned + r"(?:\s+" + w("half-after") + r")?(?:\s+is|'s)\s+(?:to\s+)?(?P<sign>[+-](?=\s*\d))?",
        "after-lead": r"^\s*" + w("half-leads") + r"\s+" + owned + r"\s*,?\s*",
        "instead": r"(?P<lead>\b(?:if|when|should)\s[^,;:.]*?)" + half + r"\s+instead\b",  # 'if you get the penalty instead'; never 'gives no reward instead'
        "fronted": r"\b(?P<amount>" + NUMBER + r"\s+" + w("fronted-units") + r")\s+you\s+(?P<verb>" + w("fronted-verbs") + r")\b",
        "must": r"\byou\s+" + w("must-said") + r"\b",
        "cannot": r"\b(?:if\s+you\s+|(?=should\b))" + w("cannot-said") + r"\s*,?\s*",
        "goes-back": r"(?P<lead>^\s*(?:\w+:\s*|[^,;:.]*,\s*)?)(?P<what>" + w("goes-back-whats") + r"\b[^,;.:]*?)\s+" + w("goes-back") + r"\b(?:\s+to\s+the\s+supply)?",
        "minimum": r"\b" + w("minimum-said") + r"\s+(?=" + NUMBER + r"\b)",
        "shared-rooms": r"\b(?P<colour>" + w("room-colours") + r")(?=\s*(?:,|\band\b|\bor\b)[^.;:]*\b" + w("room-colours") + r"\s+rooms\b)",
        "in-front": r"\bstaff\s+cards?(?:\s+played)?\s+" + w("in-front") + r"\b",
        "are-state": r"(?P<amount>(?:at\s+least\s+)?" + NUMBER + r")\s+of\s+(?:your|their|one's)\s+(?P<what>(?:[a-z]+\s+)?[a-z]+)\s+(?:are|is)\s+"
                     r"(?P<state>" + w("are-state") + r")\b",
        "whole-said": r"(?:(?P<verb>\b" + w("whole-verbs") + r")\s+)?(?P<n>" + NUMBER + r")\s+(?:" + w("whole-words") + r"\s+)?(?P<what>" + w("whole-nouns") + r")\s*,\s*" + w("every-occupied") + r"\b",
        "lacking": r"\bif\s+you\s+" + w("lacking") + r"\s+(?P<what>[^,;.]*?)\s*(?=,|;|\bthen\b|\byou\b)",
        "after-amount": r"(?:^|(?<=[:;.]))(?P<clause>[^:;.]*?)\s*,?\s*" + w("more-after") + r"(?:\s*[;,]?\s*" + w("more-fine") + r")?"
                        r"(?=\s*(?:[,;.]|\band\b|$))",
        "qualifies": r"^(?P<lead>\s*(?:a|any|the|every)\s+player\b.*?)\s+" + w("qualifies") + r"(?=\s*(?:[,;.]|$))",
    }


def _half(found: re.Match) -> str:
    """The half's heading; after a comma or ';' ('reward is 8 VP, penalty is 8 VP lost') the halves apart by ';'."""
    at = "; " if "at" in found.re.groupindex and found.group("at").strip() else ""
    return at + found.group("half").capitalize() + ": " + SIGNED.get(_group(found, "sign"), "")


SIGNED = {"+": "gain ", "-": "lose "}  # 'penalty is +8 VP' is a gain said of the penalty, and flagged as one: the sign kept in words


def _group(found: re.Match, name: str) -> str | None:
    return found.group(name) if name in found.re.groupindex else None


def _judged(found: re.Match) -> str:
    return found.group("half").capitalize() + ":"



def _fronted(found: re.Match) -> str:
    return f"you {found.group('verb')} {found.group('amount')}"


def _half_instead(found: re.Match) -> str:
    return found.group("lead") + found.group("half")


def _trailing_half(found: re.Match) -> str:
    """'you earn 8 VP for the reward, and you lose 8 VP if you get the penalty': each half said before what it does,
    the halves apart by ';' (a half's heading after a comma is not read)."""
    half = "reward" if "reward" in found.group("said").lower() else "penalty"
    lead = "; " if found.group("lead") else ""
    return f"{lead}{half.capitalize()}: {found.group('what').strip()}"


def _are_state(found: re.Match) -> str:
    """'at least 6 of their room groups are complete' is 'at least 6 complete room groups' (the state kept as said)."""
    return f"{found.group('amount')} {found.group('state')} {found.group('what')}"


def _whole_said(found: re.Match) -> str:
    """'two floors, every room on each of them occupied' is 'two fully occupied floors'."""
    verb = "you need " if found.group("verb") else ""
    return f"{verb}{found.group('n')} fully occupied {found.group('what')}"


def _goes_back(found: re.Match) -> str:
    """'every dish and drink in your kitchen goes back to the supply' is 'return every dish and drink in your kitchen'."""
    return f"{found.group('lead')}return {found.group('what')}"


def _shared_rooms(found: re.Match) -> str:
    """'3 occupied red, 3 occupied yellow and 3 occupied blue rooms': the rooms said once, after the last colour."""
    return f"{found.group('colour')} rooms"


def _number(said: str) -> int:
    return int(said) if said.isdigit() else NUMBER_WORDS[said.lower()]


def _lacking(found: re.Match) -> str | None:
    """'if you don't have two vacant rooms to remove': 'if you cannot', when every number lacked was asked for before
    in the sentence, and every colour or state word lacked too (a different one is a different fallback, left to be
    flagged: 'remove 2 vacant rooms; if you don't have 2 occupied rooms')."""
    said_before = found.string[:found.start()]
    before = {_number(n.group(0)) for n in NUMBER_RE.finditer(said_before)}
    lacked = {_number(n.group(0)) for n in NUMBER_RE.finditer(found.group("what"))}
    sentence = said_before[said_before.rfind(".") + 1:]  # the colours and states asked for in this sentence
    return "if you cannot" if lacked <= before and _closed_words(found.group("what")) <= _closed_words(sentence) else None


def _closed_words(said: str) -> set:
    """The colours and room states a phrase names, by their lexicon meaning ('vacant', 'red')."""
    from compiler.textlex import lexicon  # here: the lexer reads this module's rewrites (no import cycle at load)

    phrases = lexicon().phrases
    named = (phrases.get((word,)) for word in re.findall(r"[a-z]+", said.lower()))
    return {value for terminal, value in filter(None, named) if terminal in ("COLOR", "STATE")}


def _after_amount(found: re.Match) -> str | None:
    """'four red rooms and three yellow ones, at minimum': each number of the clause not compared already is 'at least'."""
    clause, out, cut = found.group("clause"), [], 0
    for number in NUMBER_RE.finditer(clause):
        if not COMPARED_RE.search(clause[:number.start()]):
            out += [clause[cut:number.start()], "at least "]
            cut = number.start()
    return None if not out else "".join(out) + clause[cut:]



PLAIN = {"in-front": said_as('staff cards played'), "are-state": _are_state, "whole-said": _whole_said, "tile-judged": said_as(''), "trailing-half": _trailing_half, "each-said": said_as('of each:'), "have-got": said_as('you have'), "judged": _judged, "bottom-judged": said_as("Penalty:"), "subject": _half, "after-lead": _half, "instead": _half_instead, "fronted": _fronted, "must": said_as('you must'), "cannot": said_as('if you cannot, '),
         "goes-back": _goes_back, "minimum": said_as('at least '), "shared-rooms": _shared_rooms,
         "lacking": _lacking, "after-amount": _after_amount, "qualifies": said_group("lead")}


def tile_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied: a judged half before a half said as a subject."""
    return tuple((re.compile(pattern, re.I), PLAIN[name]) for name, pattern in _patterns().items())
