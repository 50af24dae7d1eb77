"""A card's text as the sentences the reader reads (compiler/textread.py): the terminals cut at each full stop, with the
words that a card's kind reads in its own way set apart first ('each player' on a ballroom, 'Permanent:' before a
standing rule)."""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import split_sentences
from compiler.textread_rewrite import rewrite_words


def sentences_of(found: list, kind: str) -> list[list]:
    """The sentences of a text's terminals on a card of `kind`, each with its standing lead read."""
    return [_standing_lead(s) for s in _sentences(each_player(found, kind))]


SCORED_EACH = ("ballroom",)  # kinds whose text may say what each player scores ('each player scores 7 VP per pair ...')


def each_player(found: list, kind: str) -> list:
    """'each player' is read as 'you' where a card scores every player alike (a ballroom's scoring: each reads it of
    themself). On any other card the card's user acts alone, so 'each player moves 3 steps' is not what the card does:
    the words are left unread (reported), never read as 'you'."""
    if kind in SCORED_EACH:
        return found
    return [_token("WORD", t.raw.lower(), t.start_pos, t.end_pos, t.raw) if t.type == "YOU" and _said_of_all(t.raw) else t for t in found]


def _said_of_all(raw: str) -> bool:
    return raw.lower().split()[:1] in (["each"], ["every"], ["all"])


STANDING = ("MODIFIER", "MOD_DOING", "MOD_FREE", "WHEN", "MODIFIER_TO", "MOD_TARGET", "STRENGTH_BY", "STRENGTH_UP")


def _standing_lead(sentence: list) -> list:
    """'Permanent: ...' says the card works all the time, as a rule that changes what things cost or as a trigger
    does: the lead is left out when what follows is such a rule. Before anything done once ('Permanent: gain 4
    cake') it stays, unread, so that a text saying a card acts all the time when it acts once is never passed."""
    if len(sentence) < 3 or sentence[0].type != "WORD" or sentence[0].meaning not in rewrite_words()["standing-leads"] or sentence[1].type not in ("COLON", "COMMA"):
        return sentence
    return sentence[2:] if any(t.type in STANDING for t in sentence[2:]) else sentence


def _sentences(found: list) -> list[list]:
    """The tokens of each sentence; a text with no words has none."""
    return [] if all(t.type == "DOT" for t in found) else split_sentences(found)
