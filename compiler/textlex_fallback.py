"""A lexer pass for the heads of fallbacks said in full: what cannot be done is said again before what is done instead.

    'if you cannot pay all 3, lose 5 VP'                  -> FALLBACK_ALL 3 lose 5 VP (the 3 is the attempt's amount)
    'a player who cannot return both loses 5 VP'          -> FALLBACK loses 5 VP
    'or, being unable to pay the full amount, loses 7 VP' -> ; FALLBACK , loses 7 VP
    'or loses 10 VP when unable to remove both'           -> FALLBACK after its clause (textlex_shapes._fallback_after moves it)
    "if you don't have two vacant rooms to remove, ..."   -> FALLBACK_FEWER 2 vacant rooms , ...
    'if you have no dancer there to remove you lose 7 VP' -> FALLBACK_NO dancer there , you lose 7 VP

The words repeated are checked, never skipped: a verb said again must be a verb the sentence said before it ('pay 3
krones; if you cannot gain all 3' is not read), a number is the attempt's own amount (the grammar's FALLBACK_ALL and
FALLBACK_FEWER carry it, and the reader compares it), and only the closed words of the lexicon's `[fallback-heads]`
('both', 'the full amount', 'enough') may stand with them. Anything else leaves the words as they were, unread.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache

from compiler.textlex import LEXICON, _token, joint_as_clause_break
from compiler.textlex_gaps14 import refers_back, same_act, verbs_said_again  # session 14: reference back

GENERIC_VERBS = ("do", "manage")  # 'if you cannot do it': the attempt named by a verb that names any action
OPENS_ACT = ("YOU", "OWNER", "VERB", "MAY", "MUST")
FALLBACKS = ("FALLBACK", "FALLBACK_ALL", "FALLBACK_FEWER", "FALLBACK_NO")


@lru_cache(maxsize=1)
def head_words() -> dict:
    """The lexicon's closed lists for fallback heads: words after the repeated verb, and the words of 'unable'."""
    return tomllib.loads(LEXICON.read_text(encoding="utf-8"))["fallback-heads"]


def fallback_heads(found: list) -> list:
    """The terminals with each fallback head said in full put as the grammar reads it, the joint before it a ';'."""
    out, index = [], 0
    while index < len(found):
        step = _head(found, index)
        if step is None and found[index].type in FALLBACKS:
            step = [found[index]], 1
        if step is None:
            out.append(found[index])
            index += 1
            continue
        replaced, size = step
        if len(out) >= 2 and out[-1].type == "COMMA" and out[-2].type in ("OR", "AND"):
            out.pop()  # '... or, being unable to ...'
        if out and out[-1].type in ("OR", "AND"):  # '..., and a player who cannot ...': the joint belongs to the fallback
            joint_as_clause_break(out)
        out += replaced
        index += size
    return out


def _head(found: list, index: int):
    """(the terminals said instead, how many terminals the head takes) for a fallback head at `index`, or None."""
    opened = _opener(found, index)
    if opened is None:
        return None
    kind, at = opened
    if kind == "have-not":
        return _not_have(found, index, at)
    if kind == "counted":
        return _counted(found, index, at)
    return _cannot(found, index, at)


def _opener(found: list, index: int):
    """('cannot', where its verb stands) after 'if you cannot' and the like or 'being unable to', ('have-not', ...) after
    "if you don't have", ('counted', ...) after 'if you have no' or 'with fewer than'; None when no head opens here."""
    token = found[index]
    if token.type == "FALLBACK" and token.meaning == "fallback":
        return "cannot", index + 1
    if token.type in ("FALLBACK_NO", "FALLBACK_FEWER"):
        return "counted", index + 1
    words = head_words()
    at = index + (1 if token.type in ("WHEN", "IF") or _word(token) in words["before-unable"] else 0)
    if at < len(found) and _word(found[at]) in words["unable"] and at + 1 < len(found) and found[at + 1].type == "TO":
        return "cannot", at + 2
    if (token.type == "IF" and index + 3 < len(found) and found[index + 1].type in ("YOU", "OWNER") and found[index + 2].type == "NEGATED"
            and found[index + 3].type == "REQUIRE"):
        return "have-not", index + 4
    return None


def _word(token) -> str:
    return str(token.meaning).lower() if token.type == "WORD" else ""


def _cannot(found: list, index: int, at: int):
    """The verb said again (one the sentence said before), then 'all 3', 'both', 'the full amount' ...; then what is
    done instead. A head with nothing said again is left to the grammar as it was."""
    start = found[index]
    after = verbs_said_again(found, index, at, _said_before)  # compiler/textlex_gaps14.py: 'pay and give back both'
    if after is None:
        return None
    number, end = _tail(found, after)
    if end is None or (start.type == "FALLBACK" and end == at):
        return None  # 'if you cannot' alone: the grammar reads it
    if number is not None:
        head = [_token("FALLBACK_ALL", "all", start.start_pos, found[end - 1].end_pos, ""), number]
    else:
        head = [_token("FALLBACK", "fallback", start.start_pos, found[end - 1].end_pos, "")]
    return head, end - index


def _tail(found: list, at: int):
    """(the number said, if any, where the head ends): 'all 3', 'both', 'them all', 'the full amount', 'enough'."""
    words, number = head_words(), None
    while at < len(found):
        token = found[at]
        if token.type == "NUM" and number is None:
            number = token
        elif token.type == "ALL" or _word(token) in words["after-verb"] or token.type == "OF_THEM":
            pass
        elif refers_back(found, at):  # compiler/textlex_gaps14.py: 'that much', 'those two', 'both of these'
            at += refers_back(found, at) - 1
        elif token.type in ("UNIT", "NOUN") and number is not None:
            pass  # 'all 3 krones': the noun of the amount said again
        else:
            break
        at += 1
    if at >= len(found) or found[at].type not in ("COMMA",) + OPENS_ACT + ("DOT", "SEMI"):
        return None, None
    return number, at


def _counted(found: list, index: int, at: int):
    """'if you have no dancer there to remove you lose 7 VP', 'a player who has none loses 10 VP': the fallback's own
    count, then 'to remove' left out, and a comma put before what is done instead."""
    end = at
    while end < len(found) and found[end].type in ("NUM", "STATE", "COLOR", "NOUN", "UNIT", "COUNT_FILTER"):
        end += 1
    after = end
    if end + 1 < len(found) and found[end].type == "TO" and found[end + 1].type == "VERB":
        after = end + 2  # 'no dancer there to remove': what is counted is the fact; the verb only says what for
    if after >= len(found) or found[after].type not in OPENS_ACT:
        return None if after > end else ([found[index]], 1)
    return found[index:end] + [_token("COMMA", ",", found[after].start_pos, found[after].start_pos)], after - index


def _not_have(found: list, index: int, at: int):
    """"if you don't have two vacant rooms (to remove)" is 'with fewer than 2 vacant rooms'; "if you don't have three to
    give back" is 'with fewer than 3'. The verb after 'to' must be one the sentence said before."""
    if at >= len(found) or found[at].type != "NUM":
        return None
    end = at + 1
    while end < len(found) and found[end].type in ("STATE", "COLOR", "NOUN", "UNIT", "COUNT_FILTER"):
        end += 1
    if end + 1 < len(found) and found[end].type == "TO" and found[end + 1].type == "VERB":
        if not _said_before(found, index, found[end + 1].meaning):
            return None
        after = end + 2
    else:
        after = end
    if after >= len(found) or found[after].type not in ("COMMA",) + OPENS_ACT:
        return None
    fewer = _token("FALLBACK_FEWER", "fewer", found[index].start_pos, found[at].start_pos, "")
    comma = [] if found[after].type == "COMMA" else [_token("COMMA", ",", found[after].start_pos, found[after].start_pos)]
    return [fewer] + found[at:end] + comma, after - index


def _said_before(found: list, index: int, verb) -> bool:
    """Whether the sentence said the verb before `index` (or it is one naming any action, 'do', 'manage')."""
    start = max((i for i in range(index) if found[i].type == "DOT"), default=-1) + 1
    return verb in GENERIC_VERBS or any(t.type == "VERB" and same_act(t.meaning, verb) for t in found[start:index])


def instead_outside_fallback(found: list) -> list:
    """'instead' read only where its sentence says the other thing: after a fallback's head ('if you cannot, lose 5 VP
    instead'), after an 'or' opening another act ('pay 3 krones, or lose 5 VP instead'), or where it names what would
    happen and is avoided ('where you would suffer the penalty, you may pay 1 krone instead to avoid it'). Said anywhere
    else ('gain 3 krones instead', 'pay 3 krones instead; if you can't, ...') it names no other thing done, so it is
    left a word, unread, never read past (session 19: the lexicon's option read it as nothing)."""
    return [_unread(token) if _lone_instead(found, index) else token for index, token in enumerate(found)]


def _lone_instead(found: list, index: int) -> bool:
    if found[index].type != "OPTION" or found[index].meaning != "instead":
        return False
    start = max((i for i in range(index) if found[i].type == "DOT"), default=-1) + 1
    end = next((i for i in range(index, len(found)) if found[i].type == "DOT"), len(found))
    before, sentence = range(start, index), found[start:end]
    return not (any(found[i].type in FALLBACKS or _other_act(found, i) for i in before) or any(_replaced(t) for t in sentence))


def _other_act(found: list, index: int) -> bool:
    """'or' opening another act: 'pay 3 krones, or lose 5 VP instead' names the other thing done."""
    return found[index].type == "OR" and index + 1 < len(found) and found[index + 1].type in OPENS_ACT


def _replaced(token) -> bool:
    """What 'instead' replaces, said in its sentence: an event that would happen, or an act that avoids it."""
    said_would = token.type == "EVENT" and "would" in str(token.raw).lower().split()
    return said_would or (token.type == "VERB" and token.meaning == "skip")


def _unread(token):
    return _token("WORD", "instead", token.start_pos, token.end_pos, token.raw)
