"""A lexer pass for THE GIVER AS SUBJECT (session 16, giver16): 'you gain X' said with the card, a pronoun or name for
it, or one of its halves as the subject of a verb of giving, and the player as the receiver or left unnamed:

    'she leaves you 1 coffee'                  -> gain 1 coffee
    'the Consigliere awards the player 2 krones' -> gain 2 krones   (the card's name and 'the player' read before)
    'her reward provides her host 5 krones'    -> Reward: gain 5 krones
    'it grants each opponent 5 krones'         -> each opponent gains 5 krones
    'its penalty strips you of 8 VP'           -> Penalty: lose 8 VP   ('deducts 8 VP from you' likewise)
    'the Barista fills your kitchen with 4 coffee', 'it puts 4 cake into your kitchen' -> gain ...
    'four cakes land in your kitchen'          -> gain 4 cake
    'he hands 2 krones to his host'            -> gain 2 krones    ('... to each opponent': each opponent gains)
    'the player is handed 2 krones', 'you are fined 8 VP' -> gain 2 krones, lose 8 VP (the giver unsaid)
    'she entitles you to 5 krones', 'she has you take 5 krones' -> gain 5 krones, take 5 krones
    'Reward: the Emperor gives you 8 VP', 'Penalty: it costs you 8 VP' -> Reward: gain 8 VP, Penalty: lose 8 VP
    'she gives you two things: ...'            -> the acts after the colon, when there are two of them

Only the subject, the verb and the receiver are rewritten; the amount, the thing and everything after are read as
said, so a wrong amount, thing, receiver ('each opponent') or polarity (a penalty that 'awards') stays a difference.
The verbs are data (compiler/cardtext.toml [giver-subject]). A verb that is as often the player's own ('pays', 'gets',
'earns') is read so only with 'you' named ('he pays you 3 krones'); 'she costs 3 krones' (a card's price) is read
as a loss only after a penalty's lead.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, _token
from compiler.textlex_walk import replaced_where

OPENERS = ("DOT", "SEMI", "COLON", "COMMA", "OCCASION", "AND")  # what a clause's subject follows (or the sentence's start)
HALVES = ("reward", "penalty")
OBJECT_STARTS = ("NUM", "ARTICLE", "UP_TO", "ANOTHER")  # how what is given opens ('1 coffee', 'a krone', 'up to 2'; not a bare 'champagne', a scene's)
THINGS = ("UNIT", "NOUN", "COLOR", "STATE", "MORE", "ANY_COLOR")  # what may follow an article in a thing given
RECEIVERS = ("YOU", "OPPONENT")  # 'you' (and 'the player', 'her host', read as 'you' before), or 'each opponent'


@lru_cache(maxsize=1)
def _words() -> dict:
    """The class's verbs and subjects (compiler/cardtext.toml [giver-subject]), each list as a set."""
    table = tomllib.loads(LEXICON.read_text(encoding="utf-8"))["giver-subject"]
    return {key: frozenset(value) for key, value in table.items()}


def giving_subjects(found: list) -> list:
    """The terminals with each clause 'SUBJECT gives (RECEIVER) WHAT' read as the receiver's gain (or loss)."""
    return replaced_where(found, _at_clause_start)


def _at_clause_start(found: list, index: int):
    if not _opens(found, index):
        return None
    return (_arrival(found, index) or _passive(found, index) or _penalty_cost(found, index) or _announced(found, index)
            or _giving(found, index))


def _giving_head(found: list, index: int):
    """(the subject kept, where the verb of giving stands) for 'she gives you', 'this guest offers', or the lexicon's
    own 'her reward gives you' (one OCCASION, which is then the verb's place as well); (None, None) if none."""
    token = found[index]
    if token.type == "OCCASION" and token.meaning in HALVES and _raw(token).split()[-1:] == ["you"]:
        return [token], index
    subject, at = _subject(found, index)
    verb = found[at] if at < len(found) else None
    if verb is not None and ((verb.type == "VERB" and verb.meaning == "gain") or _raw(verb) in _words()["gives"]):
        return subject, at
    return None, None


def _announced(found: list, index: int):
    """'She gives you two things: send ... and occupy ...': the giving announces the acts after the colon, read as said.
    The count is checked: it must be the number of acts said after the colon, else the announcement stays unread."""
    subject, at = _giving_head(found, index)
    if at is None:
        return None
    at += 1 if at + 1 < len(found) and found[at + 1].type == "YOU" else 0  # 'she offers her host two perks: ...'
    if at + 3 >= len(found) or found[at + 1].type != "NUM":
        return None
    if _raw(found[at + 2]) not in _words()["things"] or found[at + 3].type != "COLON":
        return None
    acts = [t for t in found[at + 4:_clause_end(found, at + 4)] if t.type == "VERB"]
    return (subject, at + 4) if len(acts) == found[at + 1].meaning else None


def _penalty_cost(found: list, index: int):
    """'Penalty: it costs you 8 VP': what a penalty costs is lost (a card's own 'it costs you 3 krones' is its price,
    so only after a penalty's lead)."""
    lead = found[index - 1] if index else None
    if lead is None or lead.type != "OCCASION" or lead.meaning != "penalty" or _raw(found[index]) not in _words()["penalty-costs"]:
        return None
    if index + 1 >= len(found) or found[index + 1].type not in OBJECT_STARTS:
        return None
    return [_verb("lose", found[index], found[index])], index + 1


def _opens(found: list, index: int) -> bool:
    return not index or found[index - 1].type in OPENERS


# ---- the subject: what the clause opens with ------------------------------------------------------------------------

def _subject(found: list, index: int):
    """(the terminals kept for the subject, where its verb stands). A half stays (its clause is its lead); the card
    ('it', 'she', 'this guest', 'the tile', or said by nothing: 'this card' is silent) is dropped."""
    token = found[index]
    if _is_half(token):
        return [token], index + 1
    if token.type == "OWNER" or (token.type == "NOUN" and token.meaning == "it"):
        return [], index + 1
    if _raw(token) == "this" and index + 1 < len(found) and found[index + 1].type == "NOUN" and found[index + 1].meaning in _words()["card-nouns"]:
        return [], index + 2
    if token.type in ("NOUN", "WORD") and _raw(token) in _words()["card-nouns"] | _words()["other-givers"]:
        return [], index + 1  # 'the tile gives you 8 VP', 'the Emperor takes 8 VP from you' ('the' is silent)
    return [], index


def _is_half(token) -> bool:
    """'its penalty', 'her reward' (a NOUN, or an OCCASION said by those words: not a 'Reward:' label, not 'when ...')."""
    if token.type == "NOUN":
        return token.meaning in HALVES
    said = _raw(token).split()
    return token.type == "OCCASION" and token.meaning in HALVES and bool(said) and said[-1] in HALVES


def _raw(token) -> str:
    return str(token.raw or token.value).lower().strip()


# ---- subject + verb + receiver + what -------------------------------------------------------------------------------

def _giving(found: list, index: int):
    """'she leaves you 1 coffee', 'it strips you of 8 VP', 'its penalty deducts 8 VP from you', 'he fills your kitchen
    with 4 wine': (the terminals said instead, the index after the span), or None."""
    subject, at = _subject(found, index)
    if at >= len(found):
        return None
    if _said_with_you(found, at) is not None:
        return _said_with_you(found, at)
    if at == index and not _raw(found[at]).endswith("s"):
        return None  # no subject said: only a verb in the third person ('hands 2 krones') has one left unsaid
    return _given(found, subject, at) or (_taken(found, subject, at) if at > index else None) or _filled(found, subject, at)


def _given(found: list, subject: list, at: int):
    verb, words = found[at], _words()
    said = _raw(verb)
    if verb.type == "VERB" and verb.meaning == "gain" and said.split()[1:] == ["you"]:
        if found[at - 1].type != "WORD":
            return None  # the lexicon's own 'gives you', after a subject read already ('It gives you ...' on an entrance)
        said = said.split()[0]  # ... or after one it does not read ('the tile gives you')
    receiver = found[at + 1] if at + 1 < len(found) and found[at + 1].type in RECEIVERS else None
    if said not in words["gives"] and not (receiver is not None and receiver.type == "YOU" and said in words["gives-to-someone"]):
        return None
    start = at + 1 + (receiver is not None)
    if not _object_at(found, start) or (_a_person(found, at) and _own_worth(found, start)):
        return None
    after = _receiver_after(found, start) if receiver is None and said in words["gives"] else None
    if after is not None:
        receiver, end = found[after + 1], after + 2
        return _to(subject, receiver, verb, verb) + found[start:after], end
    return _to(subject, receiver, verb, receiver or verb), start


def _object_at(found: list, start: int) -> bool:
    """Whether a thing given opens at `start`: an amount, or an article before a thing the lexicon knows (not 'she
    brings a little fire to the café', a remark)."""
    if start >= len(found) or found[start].type not in OBJECT_STARTS:
        return False
    return found[start].type != "ARTICLE" or (start + 1 < len(found) and found[start + 1].type in THINGS)


def _receiver_after(found: list, start: int):
    """Where 'to RECEIVER' ends what is given ('he hands 2 krones to his host.', '... to each opponent,'), or None."""
    end = _clause_end(found, start)
    for index in range(start + 1, end - 1):
        if found[index].type == "TO" and found[index + 1].type in RECEIVERS and found[index + 2].type in ("COMMA", "DOT", "SEMI"):
            return index
    return None


def _to(subject: list, receiver, first, last) -> list:
    """What the receiver is said to gain: an opponent's own gain ('each opponent gains ...'), else yours."""
    if receiver is not None and receiver.type == "OPPONENT":
        return subject + [receiver, _verb("gain", first, first)]
    return _said(subject, "gain", first, last)


def _taken(found: list, subject: list, at: int):
    """'strips you of 8 VP' (the receiver, then 'of') or 'deducts 8 VP from you' (the receiver after 'from'): only
    with its subject said, as a player who strips or deducts does it to someone else."""
    verb = found[at]
    if _raw(verb) not in _words()["takes"] or (subject and verb.type == "VERB" and verb.meaning == "take"):
        return None  # a half's own 'takes N from you' is compiler/textlex_subjects.py's, which names the half
    if at + 3 < len(found) and found[at + 1].type == "YOU" and found[at + 2].type == "OF_YOUR" and found[at + 3].type in OBJECT_STARTS:
        return _said(subject, "lose", verb, found[at + 2]), at + 3
    end = _clause_end(found, at)
    where = next((i for i in range(at + 2, end - 1) if found[i].type == "FROM" and found[i + 1].type == "YOU"), None)
    if where is None or found[at + 1].type not in OBJECT_STARTS:
        return None
    return _said(subject, "lose", verb, verb) + found[at + 1:where] + found[where + 2:end], end


def _said_with_you(found: list, at: int):
    """The lexicon's own phrases of causing, read whole with 'you': 'entitles you to 5 krones' (what you are owed: the
    lexicon reads 'entitles you to' as 'may' before a verb) and 'she has you take 5 krones' (what it makes you do)."""
    verb, words = found[at], _words()
    said = _raw(verb).split()
    if at + 1 >= len(found) or len(said) < 2:
        return None
    if said[-2:] == ["you", "to"] and len(said) > 2 and said[-3] in words["entitles"] and found[at + 1].type in OBJECT_STARTS:
        return [_token("YOU", "you", verb.start_pos, verb.start_pos, ""), _verb("gain", verb, verb)], at + 1
    if said[-1] == "you" and said[-2] in words["causes"] and found[at + 1].type in ("VERB", "MAY"):
        return [_token("YOU", "you", verb.start_pos, verb.end_pos, verb.raw)], at + 1
    return None


def _filled(found: list, subject: list, at: int):
    """'fills your kitchen with 4 coffee' ('your' is silent), 'puts 4 cake into your kitchen' ('into your kitchen' is)."""
    verb, words = found[at], _words()
    if _raw(verb) in words["fills"] and at + 3 < len(found) and _raw(found[at + 1]) == "kitchen" and _raw(found[at + 2]) == "with":
        return (_said(subject, "gain", verb, found[at + 2]), at + 3) if found[at + 3].type in OBJECT_STARTS else None
    if _raw(verb) in words["puts"] and at + 2 < len(found) and found[at + 1].type == "NUM" and _is_item(found[at + 2]):
        return _said(subject, "gain", verb, verb), at + 1
    return None


# ---- the receiver as the subject: 'you are handed 2 krones', 'the player is fined 5 VP' -----------------------------

def _passive(found: list, index: int):
    """The giving said in the passive, the giver left unsaid ('the player' is 'you' by then): a gain or a loss."""
    if index + 3 >= len(found) or found[index].type != "YOU" or _raw(found[index + 1]) not in ("is", "are"):
        return None
    verb, words = found[index + 2], _words()
    meaning = "gain" if _raw(verb) in words["given"] else "lose" if _raw(verb) in words["fined"] else None
    if meaning is None or found[index + 3].type not in OBJECT_STARTS:
        return None
    return [found[index], _verb(meaning, found[index + 1], verb)], index + 3


# ---- the things as the subject: 'four cakes land in your kitchen' ---------------------------------------------------

def _arrival(found: list, index: int):
    """'4 coffee arrive in your kitchen': an amount of items, then a verb of arriving ('in your kitchen' is silent)."""
    if index + 2 >= len(found) or found[index].type != "NUM" or not _is_item(found[index + 1]):
        return None
    verb = found[index + 2]
    if _raw(verb) not in _words()["arrives"]:
        return None  # what follows ('right away', 'at once') is read as said
    return _said([], "gain", verb, verb) + [found[index], found[index + 1]], index + 3


def _a_person(found: list, at: int) -> bool:
    """Whether the subject before the verb at `at` is a guest or a celebrity: 'he', 'she', 'this guest'."""
    before = found[at - 1] if at else None
    return before is not None and (before.type == "OWNER" or (before.type == "NOUN" and before.meaning in ("guest", "celebrity")))


def _own_worth(found: list, start: int) -> bool:
    """'He brings 4 VP, ...': VP given by a guest or a celebrity is its own printed worth, which the facts reader reads
    from the card's subject and verb as said (compiler/textread_facts.py _vp); left as it is."""
    return start + 1 < len(found) and found[start].type == "NUM" and found[start + 1].type == "UNIT" and found[start + 1].meaning == "vp"


def _is_item(token) -> bool:
    return token.type == "UNIT" and token.meaning in _words()["items"]


def _clause_end(found: list, at: int) -> int:
    return next((i for i in range(at, len(found)) if found[i].type in ("DOT", "SEMI")), len(found))


def _said(subject: list, meaning: str, first, last) -> list:
    """A half keeps its lead ('Penalty: lose 8 VP'); else the rule is said of you ('you gain 4 cake'), so that a clause
    joined by 'and' ('Play her and she hands you 4 cake') still has its subject."""
    you = _token("YOU", "you", first.start_pos, first.start_pos, "")
    return subject + [_verb(meaning, first, last)] if subject else [you, _verb(meaning, first, last)]


def _verb(meaning: str, first, last):
    """The verb said instead, spanning the words it reads (the verb and the receiver)."""
    return _token("VERB", meaning, first.start_pos, last.end_pos, first.raw)
