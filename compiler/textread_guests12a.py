"""Guest cards' texts (issue 14, session 12): the shapes other writers give a guest's card, read as the card's own.
- a name of known words ('Count', 'General') heading the text as printed, before the full stop or the parenthesis of
  its colour, order and points ('General. Reward: ...', 'Count (blue guest; 1 wine and 2 coffee; 4 VP). ...'): the card,
  as an unknown name heading the text is (compiler/textread_names.py); only at the text's very start and with its
  capitals, so 'Count your rooms.' stays the verb;
- a room listed with no verb in a reward ('Reward: 1 wine and a free room on floor 1 or 2'), prepared as an item listed so
  is gained (compiler/textread.py Builder.more).
"""
from __future__ import annotations

from dataclasses import replace

OCCUPIED = ("STATE", "occupied")
BARE_NOUNS = (("NOUN", "room"),)  # things a reward may list with no verb, as it lists items: 'Reward: 1 wine and a free room'


def gained_bare(obj) -> bool:
    """Whether a thing said with no verb is gained as an item said so is ('Reward: a free room on floor 1 or 2' prepares
    it: the lexicon's effects.gain of a room). Only the rooms: a bare dancer or guest says nothing of where it goes."""
    return tuple(obj.noun) in BARE_NOUNS


def gained_room(verb: str, obj) -> tuple:
    """The verb and thing of a room gained ('Reward: an extra occupied room of any colour', 'gain a free room'): an
    occupied one is occupied (one of yours turned occupied: 'occupy 1 room', its state said by the verb), any other
    prepared (the lexicon's effects.gain of a room); any other verb or thing as said."""
    if verb == "gain" and obj is not None and gained_bare(obj) and OCCUPIED in tuple(obj.quals):
        return "occupy", replace(obj, quals=tuple(q for q in obj.quals if q != OCCUPIED))
    return verb, obj


def printed_heading(printed: str) -> list[str]:
    """The pattern of a printed name of known words heading the text before '.' or '(' (see the module's docstring)."""
    return [rf"(?<![\s\S])(?-i:{printed})(?=\s*\.(?:\s|$)|\s*\()"]


# ---- second readings (compiler/textread_rewrite.py): E. Gizia's action said in other shapes --------------------------------
# - 'do the main action of ...' is 'carry out the main action of ...' (DO-VERBS, only before 'the (main) action of'), and
#   'carries out' is 'carry out' (the lexicon keeps 'carries' a word of its own: compiler/textlex_strength.py LEADS);
# - 'the main action of a space holding a die is carried out' is 'carry out the main action of ...' (DONE-PASSIVE);
# - '... without taking the die; this action may not be boosted' is '... without taking a die and without boosting it'
#   (NO-BOOST-CLAUSES, a closed list: a clause allowing the boost is no such clause and is left as written).
# Each keeps every word that says which action and which space, so a wrong space or a boost allowed is still unread or named.


def _patterns() -> dict:
    from compiler.textread_rewrite import one_of as w

    action_of = r"(?:the\s+)?(?:main\s+)?action\s+of\b"
    return {
        "do-action": r"\b" + w("do-verbs") + r"\s+(?=" + action_of + ")",
        "carries-out": r"\bcarries\s+out\b",  # said of one ('the player carries out the action of ...'), read as 'carry out'

        "done-passive": r"(?:(?<=^)|(?<=[.;:]\s))\s*(?P<what>" + action_of + r"[^,;.]+?)\s+" + w("done-passive") + r"\b",
        "no-boost-after": r"\bwithout\s+taking\s+(?:a|the)\s+die\s*[;,.]\s*(?:and\s+|but\s+)?" + w("no-boost-clauses") + r"\b",
    }


def _done_passive(found) -> str:
    return f"carry out {found.group('what')}"


def _said_as(words: str):
    from compiler.textlex_walk import said_as

    return said_as(words)


def guest_rewrites() -> tuple:
    """(pattern, plain) pairs, in the order they are applied."""
    import re

    plain = {"do-action": _said_as("carry out "), "carries-out": _said_as("carry out"), "done-passive": _done_passive, "no-boost-after": _said_as("without taking a die and without boosting it")}
    return tuple((re.compile(pattern, re.I), plain[name]) for name, pattern in _patterns().items())
