"""What a fallback says is lacking must be what its attempt takes: 'Remove 1 vacant room; if you have no vacant room,
lose 5 VP' falls back from that removal, but 'if you have no occupied room' (or 'no strudel') speaks of something else,
and a text saying so is not the card. The fallback's noun phrase ('no occupied room', 'fewer than 2 staff cards in
hand') is held against each action of the attempt: a state, a colour or a thing that none of them has is refused.
Only a contradiction is refused: a phrase that leaves out what the attempt says ('if you have none') is no difference."""
from __future__ import annotations

from compiler import meaning as m
from compiler.textpieces import CountP, Piece
from compiler.textread_acts import ReadError
from compiler.vocabulary import DISHES, DRINKS, ITEMS

# The items each 'what' of an action (or each noun of the lexicon) stands for; any other thing stands for itself.
ITEMS_OF = {**{item: (item,) for item in ITEMS}, "dish": DISHES, "drink": DRINKS, "dish-or-drink": DISHES + DRINKS,
            "any-item": ITEMS, "item": ITEMS}
THINGS = ("room", "dancer", "staff", "guest", "krone", "vp", *ITEMS_OF)  # the things a fallback's attempt can be short of
SAID_QUALS = {"STATE": "state", "COLOR": "color"}  # a qualifier of the phrase and the action value it names


def check_lacking(piece: Piece, attempt: list) -> None:
    """Refuse a fallback whose noun phrase names a state, colour or thing that no action of the attempt has."""
    lacking = next((part for part in piece.parts if isinstance(part, CountP)), None)
    acts = [a for a in attempt if isinstance(a, m.Act)]
    if lacking is not None and acts and not any(_fits(lacking, dict(act.values)) for act in acts):
        raise ReadError(f"the fallback speaks of {_phrase(lacking)}, which is not what it falls back from", piece.at)


def _fits(lacking: CountP, values: dict) -> bool:
    return _thing_fits(lacking.noun[1] if lacking.noun else None, values.get("what")) and all(
        values.get(SAID_QUALS[kind]) in (None, said) for kind, said in lacking.quals if kind in SAID_QUALS)


def _thing_fits(said, what) -> bool:
    """Whether the phrase's noun can be the attempt's thing: the same thing, or items that overlap ('dishes' for a
    strudel); a noun that is no thing ('none', 'them') or an action without one says nothing against it."""
    if said not in THINGS or what not in THINGS:
        return True
    if said in ITEMS_OF and what in ITEMS_OF:
        return bool(set(ITEMS_OF[said]) & set(ITEMS_OF[what]))
    return said == what


def _phrase(lacking: CountP) -> str:
    words = [str(value) for kind, value in lacking.quals if kind in SAID_QUALS]
    return " ".join([*words, str(lacking.noun[1]) if lacking.noun else "it"])
