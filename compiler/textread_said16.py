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
from compiler.textlex_occasions import held_said_inside

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


def _krones(meaning: m.Meaning) -> bool:
    """An act that gains or pays krones, or a requirement on a player's money (session 17: 'on the money track')."""
    counts = [part.condition.count.name for part in _parts(meaning) if isinstance(part, m.Requirement) and hasattr(part.condition, "count")]
    return any(act.value("what") == "krone" for act in _acts(meaning)) or "money" in counts


def _not_turned_down(meaning: m.Meaning) -> bool:
    """No bell card, which is used by turning it face down (session 17: 'face up')."""
    return not any(o.kind == "bell" for o in _occasions(meaning))


LASTING = ("when", "bell", "once-per-round", "ability", "held-once", "row")  # occasions of a card that lasts


def _lasting(meaning: m.Meaning) -> bool:
    """A card whose rule lasts beyond the moment it is used: a trigger, an ability, a lasting change (a modifier)."""
    return any(o.kind in LASTING for o in _occasions(meaning)) or any(isinstance(p, m.Modifier) for p in meaning.parts)


def held_differences(found: list, card: m.Meaning) -> list[tuple[tuple, str]]:
    """'Reward: gain 3 krones until the end of the round': a hold said inside a clause (the reader leaves it out there,
    compiler/textlex_occasions.py `held_inside`) on a card that does its thing once and is done (session 17)."""
    inside = [t for i, t in enumerate(found) if held_said_inside(found, i)]
    if not inside or _lasting(card):
        return []
    return [((inside[0].start_pos, inside[0].end_pos), f"the text says '{inside[0].raw}'; the card's effect is done at once and does not last")]


# What each [SAID_IF] value asks of the card, and the message when the card does not have it.
CLAIMS: dict[str, tuple[Callable[[m.Meaning], bool], str]] = {
    "additional-action": (_an_ability, "the text says the card is used as an additional action; the card is no action of its own"),
    "no-champagne": (_no_champagne, "the text leaves champagne out; the card gives no choice that leaves it out"),
    "every-player": (_every_player, "the text says it is done for every player; the card does it for you alone"),
    "from-supply": (_from_supply, "the text takes something from the supply; the card takes nothing from the supply"),
    "money-track": (_krones, "the text says the money track; the card gains, pays or counts no krones"),
    "face-up": (_not_turned_down, "the text says face up; the card is a bell card, used by turning it face down"),
}


def said_if_differences(text: str, card: m.Meaning) -> list[tuple[tuple, str]]:
    """(where, message) for each [SAID_IF] phrase of the text that is false of the card."""
    found, said, _ = lexed(text)
    claimed = [((t.start_pos, t.end_pos), CLAIMS[t.meaning][1]) for t in said if not CLAIMS[t.meaning][0](card)]
    return claimed + held_differences(found, card)
