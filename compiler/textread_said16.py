"""Phrases the reader drops, each true of some cards only (session 16, lead16).

A text may say 'as an additional action', '(no champagne)', 'for every player' or 'from the supply' around a rule:
the rule reads the same without them, so the lexicon used to drop them as words that say nothing ([_]). But each says
something of the card, and on a card it is false of the text is wrong: 'Take 2 champagne (no champagne)', 'As an
additional action, take 2 champagne' on a guest's reward, 'for every player' on a card that gives to you alone. The
lexicon's [SAID_IF] table names, for each phrase, what the card must have; the lexer drops the phrase from what the
grammar reads (compiler/textlex.py `lexed`) and this module holds it against the card. ('once per action' and the
other denials are compiler/textread_scope16.py's.)
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from compiler import meaning as m
from compiler.textlex import lexed

ABILITIES = ("once-per-round", "ability", "held-once")  # occasions of a card used as an action of its own
CHAMPAGNE_FREE = ("dish-or-drink", "dish", "drink")  # choices of items champagne is no part of


def _parts(meaning: m.Meaning) -> Iterator:
    """Every rule, act and block of a card's meaning, however deep."""
    stack = list(meaning.parts)
    while stack:
        node = stack.pop()
        yield node
        stack.extend(getattr(node, "body", ()) or ())


def _occasions(meaning: m.Meaning) -> list[m.Occasion]:
    return [part.occasion for part in _parts(meaning) if isinstance(part, m.Rule)]


def _acts(meaning: m.Meaning) -> list[m.Act]:
    return [part for part in _parts(meaning) if isinstance(part, m.Act)]


def _an_ability(meaning: m.Meaning) -> bool:
    return any(o.kind in ABILITIES for o in _occasions(meaning))


def _no_champagne(meaning: m.Meaning) -> bool:
    return any(act.value("what") in CHAMPAGNE_FREE for act in _acts(meaning))


def _every_player(meaning: m.Meaning) -> bool:
    """A ballroom scored at once (it scores every player), or an act of someone other than you alone."""
    return any((act.verb, act.value("what")) == ("score", "ballroom") or act.who not in ("you", "each-opponent")
               for act in _acts(meaning))


def _from_supply(meaning: m.Meaning) -> bool:
    """An act that takes from the supply (the lexicon's [usual-sources] `supply`), or one that fills an order."""
    from compiler.textread_acts import _fits, tables

    return any(act.value("fill") or any(_fits(act, entry) for entry in tables()["usual-sources"]["supply"]) for act in _acts(meaning))


# What each [SAID_IF] value asks of the card, and the message when the card does not have it.
CLAIMS: dict[str, tuple[Callable[[m.Meaning], bool], str]] = {
    "additional-action": (_an_ability, "the text says the card is used as an additional action; the card is no action of its own"),
    "no-champagne": (_no_champagne, "the text leaves champagne out; the card gives no choice that leaves it out"),
    "every-player": (_every_player, "the text says it is done for every player; the card does it for you alone"),
    "from-supply": (_from_supply, "the text takes something from the supply; the card takes nothing from the supply"),
}


def said_if_differences(text: str, card: m.Meaning) -> list[tuple[tuple, str]]:
    """(where, message) for each [SAID_IF] phrase of the text that is false of the card."""
    _, said, _ = lexed(text)
    return [((t.start_pos, t.end_pos), CLAIMS[t.meaning][1]) for t in said if not CLAIMS[t.meaning][0](card)]
