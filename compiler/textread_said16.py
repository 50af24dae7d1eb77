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

import re
from collections.abc import Callable

from compiler import meaning as m
from compiler.textlex import lexed
from compiler.textlex_places import PLACE, placeless, unit_said_last
from compiler.textlex_occasions import held_said_inside

ABILITIES = ("once-per-round", "ability", "held-once")  # occasions of a card used as an action of its own
CHAMPAGNE_FREE = ("dish-or-drink", "dish", "drink")  # choices of items champagne is no part of


def _occasions(meaning: m.Meaning) -> list[m.Occasion]:
    return [part.occasion for part in m.nodes(meaning) if isinstance(part, m.Rule)]


def _acts(meaning: m.Meaning) -> list[m.Act]:
    return [part for part in m.nodes(meaning) if isinstance(part, m.Act)]


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
    counts = [part.condition.count.name for part in m.nodes(meaning) if isinstance(part, m.Requirement) and hasattr(part.condition, "count")]
    return any(act.value("what") == "krone" for act in _acts(meaning)) or "money" in counts


def _gives_back(meaning: m.Meaning) -> bool:
    """An act that pays or gives things back (session 17: 'to the supply')."""
    return any(act.verb in ("spend", "exchange") for act in _acts(meaning))


def _not_turned_down(meaning: m.Meaning) -> bool:
    """No bell card, which is used by turning it face down (session 17: 'face up')."""
    return not any(o.kind == "bell" for o in _occasions(meaning))


LASTING = ("when", "bell", "once-per-round", "ability", "held-once", "row")  # occasions of a card that lasts


def _lasting(meaning: m.Meaning) -> bool:
    """A card whose rule lasts beyond the moment it is used: a trigger, an ability, a lasting change (a modifier)."""
    return any(o.kind in LASTING for o in _occasions(meaning)) or any(isinstance(p, m.Modifier) for p in meaning.parts)


# An objective is claimed as an additional action, on its claimer's turn (base-game.md, additional actions): said of an
# objective, 'as an additional action' and 'on your turn' are true of it, though its card holds no action of its own
# (session 28: 'Claim it on your turn, as an additional action.').
CLAIMED_AS_ACTIONS = ("objective",)
OWN_TURN = re.compile(r"(?:on|during)\s+(?:your|their|his|her)\s+(?:own\s+)?turn", re.I)


def held_differences(found: list, card: m.Meaning, kind: str = "") -> list[tuple[tuple, str]]:
    """'Reward: gain 3 krones until the end of the round': a hold said inside a clause (the reader leaves it out there,
    compiler/textlex_occasions.py `held_inside`) on a card that does its thing once and is done (session 17)."""
    inside = [t for i, t in enumerate(found) if held_said_inside(found, i)
              and not (kind in CLAIMED_AS_ACTIONS and OWN_TURN.fullmatch(" ".join(str(t.raw).split())))]
    if not inside or _lasting(card):
        return []
    return [((inside[0].start_pos, inside[0].end_pos), f"the text says '{inside[0].raw}'; the card's effect is done at once and does not last")]


def round_long_differences(found: list, card: m.Meaning, kind: str) -> list[tuple[tuple, str]]:
    """'Until the end of the round, its owner pays nothing to prepare a red room' on a permanent staff card: a hold as
    long as a round (the lexicon's until-round words), which only a celebrity has; the reader reads every hold alike."""
    from compiler.textread_acts import tables
    from compiler.textread_facts import ROUND_HELD

    phrases = {" ".join(p.split()) for p in tables()["word-classes"]["until-round"]}
    said = [t for t in found if t.type == "OCCASION" and t.meaning == "held" and " ".join(str(t.raw).lower().split()) in phrases]
    if not said or kind in ROUND_HELD or not _lasting(card):
        return []
    named = kind.replace("-", " ") + (" card" if kind == "staff" else "")
    return [((said[0].start_pos, said[0].end_pos), f"the text says '{said[0].raw}'; a {named} lasts the whole game, not one round")]


# What each [SAID_IF] value asks of the card, and the message when the card does not have it.
CLAIMS: dict[str, tuple[Callable[[m.Meaning], bool], str]] = {
    "additional-action": (_an_ability, "the text says the card is used as an additional action; the card is no action of its own"),
    "no-champagne": (_no_champagne, "the text leaves champagne out; the card gives no choice that leaves it out"),
    "every-player": (_every_player, "the text says it is done for every player; the card does it for you alone"),
    "from-supply": (_from_supply, "the text takes something from the supply; the card takes nothing from the supply"),
    "from-bank": (_from_supply, "the text takes something from the bank; the card takes nothing from the supply"),
    "money-track": (_krones, "the text says the money track; the card gains, pays or counts no krones"),
    "to-supply": (_gives_back, "the text puts something back in the supply; the card pays or returns nothing"),
    "emperor-track": (lambda _: True, ""),  # held by the unit said before it alone (PLACE_UNITS)
    "face-up": (_not_turned_down, "the text says face up; the card is a bell card, used by turning it face down"),
}


def _takes_from_supply(act: m.Act, inside: bool) -> bool:
    """Whether the act takes from the supply: by its verb, or (said after it) by the order it fills ('take 1 guest for
    free and fill its whole order from the supply'; inside the act's words, 'from the supply' is the guest's source)."""
    from compiler.textread_acts import _fits, tables

    filled = act.verb == "fill" or (act.value("fill") and not inside)
    return bool(filled) or any(_fits(act, entry) for entry in tables()["usual-sources"]["supply"])


# [SAID_IF] values said of the act just before them ('take 1 guest from the supply'), checked on the text's own act
# there (session 17): the card-wide check let 'take a guest from the supply' pass on a card that fills an order from it.
PER_ACT: dict[str, Callable[[m.Act, bool], bool]] = {"from-supply": _takes_from_supply, "from-bank": _takes_from_supply,
                                                     "to-supply": lambda act, _: act.verb in ("spend", "exchange")}
ACT_MESSAGES = {"from-supply": "the text says '{act}' takes from the supply; that is not where it comes from",
                "from-bank": "the text says '{act}' takes from the bank; that is not where it comes from",
                "to-supply": "the text says '{act}' puts something back in the supply; it gives nothing back"}


def _act_before(acts: list, at: int, text: str) -> tuple:
    """The text's act whose words hold `at`, or else the one said last before it in the same sentence (None if none),
    and whether `at` is inside its words."""
    holding = [a for a in acts if a.at[0] < at < a.at[1]]
    if holding:
        return min(holding, key=lambda a: a.at[1] - a.at[0]), True
    before = [a for a in acts if a.at[1] <= at and not any(stop in text[a.at[1]:at] for stop in ".;")]
    return max(before, key=lambda a: a.at[1], default=None), False


# [SAID_IF] values of the places that hold one unit alone (session 18): said just after another unit ('lose 5 VP on the
# money track', 'score 2 VP from the bank', 'gain 3 krones on the Emperor track') they call that unit what it is not.
PLACE_UNITS = {"money-track": "krone", "from-bank": "krone", "emperor-track": "emperor"}
KEPT = {"krone": "only krones are kept there", "emperor": "only Emperor steps are counted there"}


def _unit_before(found: list, token):
    """The terminal said just before `token` when it ends on a unit ('3 VP', 'costs you 0 krones'), or None."""
    before = [t for t in found if t.end_pos <= token.start_pos]
    return before[-1] if before and unit_said_last(before[-1]) else None


def _place_unit_difference(token, found: list) -> tuple | None:
    unit = _unit_before(found, token) if token.meaning in PLACE_UNITS else None
    if unit is None or unit_said_last(unit) == PLACE_UNITS[token.meaning]:
        return None
    return (unit.start_pos, token.end_pos), f"the text says '{unit.raw} {token.raw}'; {KEPT[PLACE_UNITS[token.meaning]]}"


def placeless_differences(found: list) -> list[tuple[tuple, str]]:
    """'gain 3 krones into your kitchen': a place said of a unit kept on a track (compiler/textlex_places.py)."""
    return [((found[i - 1].start_pos, t.end_pos), f"the text says '{found[i - 1].raw} {t.raw}'; money, points and Emperor steps are kept on tracks, not there")
            for i, t in enumerate(found) if t.type == PLACE and placeless(found, i)]


FLIPPED = ("face down", "face-down", "over")  # the words of a flip that say the card is turned down


def flip_differences(found: list, card: m.Meaning) -> list[tuple[tuple, str]]:
    """'Reward: gain 3 krones and turn this card face down' on a card that is no bell card (session 18): the reader reads
    a flip as a bell card's use only under a trigger, and dropped it anywhere else."""
    # only a flip that says which way: the lexicon's flips include a bare 'turn it', which a text may say of anything
    flips = [t for t in found if t.type == "REMARK" and t.meaning == "bell-flip" and any(w in str(t.raw).lower() for w in FLIPPED)]
    if not flips or not _not_turned_down(card):
        return []
    return [((flips[0].start_pos, flips[0].end_pos), f"the text says '{flips[0].raw}'; the card is no bell card, and is never turned face down")]


def _said_difference(token, card: m.Meaning, acts: list, text: str) -> tuple | None:
    act, inside = _act_before(acts, token.start_pos, text) if token.meaning in PER_ACT else (None, False)
    if act is not None:
        said = text[act.at[0]:token.start_pos if inside else act.at[1]].strip(" ,")
        return None if PER_ACT[token.meaning](act, inside) else ((token.start_pos, token.end_pos), ACT_MESSAGES[token.meaning].format(act=said))
    return None if CLAIMS[token.meaning][0](card) else ((token.start_pos, token.end_pos), CLAIMS[token.meaning][1])


def said_if_differences(text: str, card: m.Meaning, kind: str = "", read: m.Meaning | None = None) -> list[tuple[tuple, str]]:
    """(where, message) for each [SAID_IF] phrase of the text that is false of the card (or of the text's act it is said
    of, `read` being the text's reading), and each hold it says that the card does not have (the card's `kind`: a
    celebrity's hold lasts a round)."""
    found, said, _ = lexed(text)
    acts = [a for a in _acts(read) if a.at != m.NOWHERE] if read is not None else []
    said = [t for t in said if not (kind in CLAIMED_AS_ACTIONS and t.meaning == "additional-action")]
    claimed = [d for d in (_place_unit_difference(t, found) or _said_difference(t, card, acts, text) for t in said) if d]
    return claimed + placeless_differences(found) + flip_differences(found, card) + held_differences(found, card, kind) + round_long_differences(found, card, kind)
