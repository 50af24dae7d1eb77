"""Lexer passes for when a sentence says its card acts, said where the grammar does not read a lead: 'You may
immediately send ...' (a word saying 'now' after who and may), 'Each time you play a staff card this round, ...' (a
celebrity's hold said inside its trigger)."""
from __future__ import annotations

from compiler.textlex import _token

OPENS = ("DOT", "SEMI", "COMMA", "COLON")  # what a lead follows


def now_lead(found: list) -> list:
    """'Immediately gain 3 champagne', 'You may immediately send ...': a word saying 'now' opening a sentence, or said
    between its who or may and its verb, says when it happens (the lexicon's NOW gives which occasion); anywhere else it
    says nothing ('prepare a room and occupy it at once')."""
    out = []
    for index, token in enumerate(found):
        opening = _sentence_opening(out)
        if token.type != "NOW":
            out.append(token)
        elif opening is not None and (opening == len(out) or _is(found, index + 1, "VERB")):  # 'You may immediately send ...'
            out.insert(opening, _token("OCCASION", token.meaning, token.start_pos, token.end_pos, token.raw))
    return out


def _sentence_opening(out: list):
    """Where the sentence being lexed starts, if all it has said so far is who and may or must ('You may'), else None."""
    start = next((i + 1 for i in range(len(out) - 1, -1, -1) if out[i].type == "DOT"), 0)
    return start if all(t.type in ("YOU", "OWNER", "MAY", "MUST") for t in out[start:]) else None


def _is(found: list, index: int, kind: str) -> bool:
    return index < len(found) and found[index].type == kind


def held_inside(found: list) -> list:
    """'Each time you play a staff card this round, ...', 'whenever you score VP on your turn': a celebrity's hold (the
    lexicon's OCCASION 'held': the round it is held, the owner's turns) said inside a clause rather than as its lead says
    what a lead 'while you hold him' says, which is nothing the reader compares: the words are left out there. As a
    lead ('Until the round ends, ...') it stays."""
    return [t for i, t in enumerate(found) if not (t.type == "OCCASION" and t.meaning == "held" and i > 0 and found[i - 1].type not in OPENS)]
