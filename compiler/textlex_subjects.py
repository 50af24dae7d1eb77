"""A lexer pass for clauses whose subject is the card or one of its halves, not 'you':

    'The penalty takes 2 VP away from you'     -> Penalty: lose 2 VP
    'It takes 2 VP from you'                   -> lose 2 VP
    'The penalty removes two vacant rooms'     -> Penalty: remove two vacant rooms
    'The penalty costs you 5 krones'           -> Penalty: pay 5 krones
    'With the reward you may send a dancer'    -> Reward: you may send a dancer  ('For the penalty you must ...')
    'This card makes you score 4 VP'           -> you score 4 VP

Only the subject and its verb are rewritten: the amount, its unit and everything after are read as said, so a wrong
number, item or polarity is still a difference ('the penalty gives you 2 VP' on a card that takes them is a gain). A
'take ... from' someone else ('from each opponent') is left as it is, unread.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, _token, joint_as_clause_break

OPENERS = ("DOT", "SEMI", "COLON", "COMMA", "OCCASION")  # what a clause's subject follows (or the sentence's start)
HALVES = ("penalty", "reward")  # an Emperor tile's halves, said as the subject of their clause
CARD_SUBJECTS = ("it",)  # the card said as a pronoun ('this card' is silent in the lexicon)
HALF_LEADS = ("with", "for")  # 'With the reward you ...', 'For the penalty you ...'
CLAUSE_ENDS = ("DOT", "SEMI")


def card_subjects(found: list) -> list:
    out, index = [], 0
    while index < len(found):
        if index == 0 or found[index - 1].type in OPENERS + ("AND",):
            taken = _subject(found, index)
            if taken is not None and (found[index - 1].type != "AND" or said_half(taken)) if index else taken is not None:
                said, size = taken
                if said_half(taken) and out and out[-1].type == "AND":  # '..., and the penalty takes ...': a clause of its own
                    joint_as_clause_break(out)
                out += said
                index += size
                continue
        out.append(found[index])
        index += 1
    return out


def said_half(taken) -> bool:
    """Whether a rewritten subject opens with a half's lead ('Penalty:')."""
    return bool(taken[0]) and taken[0][0].type == "OCCASION"


def _subject(found: list, index: int):
    """(the terminals said instead, how many they replace) for a card- or half-subject at `index`, or None."""
    token, half = found[index], _half(found, index)
    if half is not None:
        lead, at = half
        rest = _verb_after(found, at)
        if rest is None:
            return ([lead], at - index) if found[index].type == "PRICE" else None
        said, size = rest
        return [lead] + said, at - index + size
    if token.type == "NOUN" and token.meaning in CARD_SUBJECTS:
        rest = _verb_after(found, index + 1, card=True)
        return None if rest is None else (rest[0], 1 + rest[1])
    rest = _makes_you(found, index)
    return rest


def _half(found: list, index: int):
    """(an OCCASION lead for the half, where its verb stands) for 'the penalty', 'with the reward', 'for the penalty'."""
    token = found[index]
    if token.type == "PRICE" and str(token.raw).lower() in HALF_LEADS and index + 1 < len(found) and _names_half(found[index + 1]):
        nxt = found[index + 1]
        return _token("OCCASION", nxt.meaning, token.start_pos, nxt.end_pos, token.raw), index + 2
    if token.type == "NOUN" and token.meaning in HALVES:
        return _token("OCCASION", token.meaning, token.start_pos, token.end_pos, token.raw), index + 1
    return None


def _names_half(token) -> bool:
    return token.type in ("NOUN", "OCCASION") and token.meaning in HALVES


def _verb_after(found: list, at: int, card: bool = False):
    """The verb after a card- or half-subject, said as what you do: 'takes N from you' is 'lose N', 'costs you N' is
    'pay N', 'makes you V' is 'you V', any other verb of a half stays itself ('removes 2 rooms'). None: not such a clause."""
    if at >= len(found):
        return None
    token = found[at]
    if token.type == "VERB" and token.meaning == "take":
        end = _clause_end(found, at)
        where = next((i for i in range(at + 1, end - 1) if found[i].type == "FROM" and found[i + 1].type == "YOU"), None)
        if where is not None and not any(t.type == "VERB" for t in found[at + 1:where]):
            lose = _token("VERB", "lose", token.start_pos, token.end_pos, token.raw)
            return [lose] + found[at + 1:where] + found[where + 2:end], end - at
    made = _makes_you(found, at)
    if made is not None:
        return made
    if card:
        return None
    if token.type == "WORD" and token.meaning in ("costs", "cost") and at + 1 < len(found) and found[at + 1].type == "YOU":
        return [_token("VERB", "pay", token.start_pos, found[at + 1].end_pos, token.raw)], 2
    if token.type in ("VERB", "YOU", "MAY", "MUST"):
        return [], 0
    return None


def _makes_you(found: list, at: int):
    """'makes you score 4 VP' is 'you score 4 VP': 'makes' before 'you' and a verb says nothing more."""
    if (at + 2 < len(found) and found[at].type == "WORD" and found[at].meaning in ("makes", "make") and found[at + 1].type == "YOU"
            and found[at + 2].type in ("VERB", "MUST")):
        return [found[at + 1]], 2
    return None


def _clause_end(found: list, at: int) -> int:
    return next((i for i in range(at, len(found)) if found[i].type in CLAUSE_ENDS), len(found))


THRESHOLD_OPENS = ("AT_LEAST", "MORE_THAN")  # what a requirement's count opens with ('at least 7 champagne')


def must_verb_requirement(found: list) -> list:
    """'You must hold at least 7 champagne', 'you must play at least 6 staff cards': a requirement said with 'must' before
    the objective's own verb (the lexicon's `requirement-verbs`) is the requirement said without it, as 'you must have
    at least ...' already is. Only before a count that opens with 'at least' or 'more than', or a number with 'or more'."""
    verbs = _requirement_verbs()
    out = list(found)
    for index in range(len(out) - 3, -1, -1):
        token, verb, after = out[index], out[index + 1], out[index + 2]
        if token.type != "MUST" or verb.type != "VERB" or verb.meaning not in verbs:
            continue
        if after.type in THRESHOLD_OPENS or (after.type == "NUM" and any(t.type == "OR_MORE" for t in out[index + 3:index + 8])):
            start = index - 1 if index and out[index - 1].type == "YOU" else index
            del out[start:index + 1]
    return out


@lru_cache(maxsize=1)
def _requirement_verbs() -> dict:
    return tomllib.loads(LEXICON.read_text(encoding="utf-8")).get("requirement-verbs", {})
