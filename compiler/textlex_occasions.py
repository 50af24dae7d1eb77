"""Lexer passes for when a sentence says its card acts, said where the grammar does not read a lead: 'You may
immediately send ...' (a word saying 'now' after who and may), 'Each time you play a staff card this round, ...' (a
celebrity's hold said inside its trigger)."""
from __future__ import annotations

from compiler.textlex import _token

OPENS = ("DOT", "SEMI", "COMMA", "COLON")  # what a lead follows


def now_lead(found: list) -> list:
    """'Immediately gain 3 champagne', 'You may immediately send ...', 'Take 4 cake immediately.': a word saying 'now'
    opening a sentence, said between its who or may and its verb, or closing a sentence that does one thing, says when
    it happens (the lexicon's NOW: 'now', the occasion by the card's kind); anywhere else it says nothing ('prepare a
    room and occupy it at once')."""
    out = []
    for index, token in enumerate(found):
        opening = _sentence_opening(out)
        if token.type != "NOW":
            out.append(token)
        elif opening is not None and (opening == len(out) or _is(found, index + 1, "VERB")):  # 'You may immediately send ...'
            out.insert(opening, _token("OCCASION", token.meaning, token.start_pos, token.end_pos, token.raw))
        elif _is(found, index + 1, "DOT") and _one_verb_first(out):  # 'Advance 3 steps on the Emperor track immediately.'
            out.insert(_start(out), _token("OCCASION", token.meaning, token.start_pos, token.end_pos, token.raw))
    return out


def _sentence_opening(out: list):
    """Where the sentence being lexed starts, if all it has said so far is who and may or must ('You may'), else None."""
    start = _start(out)
    return start if all(t.type in ("YOU", "OWNER", "MAY", "MUST") for t in out[start:]) else None


def _start(out: list) -> int:
    return next((i + 1 for i in range(len(out) - 1, -1, -1) if out[i].type == "DOT"), 0)


def _one_verb_first(out: list) -> bool:
    """Whether the sentence so far opens with its verb and has no other, nor any lead: then 'now' said last is when the one
    thing it does happens ('Take 4 cake immediately.'); after a second verb it is said of that one ('prepare a room and
    occupy it immediately')."""
    said = out[_start(out):]
    return (bool(said) and said[0].type == "VERB" and sum(t.type == "VERB" for t in said) == 1
            and not any(t.type in LEADS or (t.type == "OPTION" and t.meaning in DONE_AT_ONCE) for t in said))


LEADS = ("WHEN", "OCCASION", "IF", "COLON")
DONE_AT_ONCE = ("occupy",)  # an option that is a second thing done, which 'at once' is said of: '... and occupy it at once'


def _is(found: list, index: int, kind: str) -> bool:
    return index < len(found) and found[index].type == kind


def held_inside(found: list) -> list:
    """'Each time you play a staff card this round, ...', 'whenever you score VP on your turn': a celebrity's hold (the
    lexicon's OCCASION 'held': the round it is held, the owner's turns) said inside a clause rather than as its lead says
    what a lead 'while you hold him' says, which is nothing the reader compares: the words are left out there. As a
    lead ('Until the round ends, ...') it stays."""
    return [t for i, t in enumerate(found) if not held_said_inside(found, i)]


def held_said_inside(found: list, index: int) -> bool:
    """Whether the terminal at `index` is a hold said inside a clause ('gain 3 krones until the end of the round'): the
    reader leaves it out, and compiler/textread_said16.py holds it against the card (a card that lasts)."""
    token = found[index]
    return token.type == "OCCASION" and token.meaning == "held" and index > 0 and found[index - 1].type not in OPENS
