"""The words of canonical card text: nouns with their numbers, amounts, counted things and conditions
(compiler/render.py builds effects, events and whole texts from these). Every phrase is one the text
reader knows; `COUNTS` is keyed by the registry's count names (a test holds it to the registry).
"""
from __future__ import annotations

from dsl import ast
from compiler import meaning as m
from compiler.types import Amount, UnknownValue
UNITS = {"krone": ("krone", "krones"), "vp": ("VP", "VP"), "emperor": ("Emperor step", "Emperor steps"),
         "dish-or-drink": ("dish or drink of your choice", "dishes or drinks of your choice"),
         "any-item": ("item of any kind", "items of any kind"), "dish": ("dish", "dishes"), "drink": ("drink", "drinks"),
         "staff": ("staff card", "staff cards"), "room": ("room", "rooms"), "guest": ("guest", "guests"),
         "dancer": ("dancer", "dancers"), "order": ("order", "orders"), "objective": ("objective card", "objective cards"),
         "emperor-tile": ("Emperor tile", "Emperor tiles"), "token": ("bonus token", "bonus tokens"),
         **{item: (item, item) for item in ("strudel", "cake", "wine", "coffee", "champagne")}}  # '4 wine', as the cards say it


def noun(what: str, count: int | None) -> str:
    one, many = UNITS.get(what, (what, what + "s"))
    return one if count == 1 else many


def amount_text(amount, what: str) -> str:
    if isinstance(amount, UnknownValue):
        return f"{'an unsaid' if amount.note == 'the text says no number' else 'an unknown'} number of {noun(what, 2)}"
    if amount.every:
        return f"all your {noun(what, 2)}"
    prefix = "up to " if amount.up_to else ""
    return f"{prefix}{amount.value} {noun(what, amount.value)}"


# ---- counts and conditions ------------------------------------------------------------------------------------------


def count_text(count) -> str:
    """A count as a noun phrase after 'per' or 'at least 3': 'occupied red room', 'staff card you have played'."""
    count = count if isinstance(count, m.Count) else m.count_meaning(count)
    return COUNTS.get(count.name, lambda f: count.name)(dict(count.filters)) if count.name not in COMBINED else COMBINED[count.name](count)


def _rooms(f: dict) -> str:
    state = "occupied " if f.get("occupied") else "vacant " if f.get("vacant") else ""
    color = f"{f['color']} " if f.get("color", "any") != "any" else ""
    where = f" on floor {f['floor']}" if "floor" in f else ""
    where += f" in column {f['column']}" if "column" in f else ""
    return f"{state}{color}room{where}"


def _dancers(f: dict) -> str:
    place = {"this": " in this ballroom", "all": " in any ballroom", "middle": " in the middle ballroom",
             "rightmost": " in the rightmost ballroom"}.get(f.get("ballroom"), "")
    row = f" in the {f['row']} row" if "row" in f else ""
    return f"dancer{row}{place}"


def _guests(f: dict) -> str:
    color = f"{f['color']} " if "color" in f else ""
    order = f" whose order had {f['order']} or more items" if "order" in f else ""
    when = " completed this round" if f.get("this-round") else " sitting in your café" if f.get("cafe") else ""
    return f"{color}guest{order}{when}"


def _objectives(f: dict) -> str:
    if f.get("personal"):
        return "personal objective"
    if f.get("completed"):
        return "objective completed, personal and common together"
    return "objective card holding your marker"


def _staff(f: dict) -> str:
    head = "final-scoring staff card" if f.get("final") else "staff card"
    return head + (" in your hand" if f.get("hand") else " you have played" if f.get("played") else "")


def _groups(f: dict) -> str:
    color = f"{f['color']} " if f.get("color", "any") != "any" else ""
    size = f" of size {f['size']} or more" if f.get("size") else ""
    return ("fully occupied " if f.get("complete") else "") + f"{color}room group{size}"


COUNTS = {
    "money": lambda f: "krone", "emperor": lambda f: "space of your position on the Emperor track",
    "vp": lambda f: "VP", "round": lambda f: "round", "strength": lambda f: "point of strength",
    "rooms": _rooms, "groups": _groups, "floors": lambda f: "fully occupied floor" if f.get("complete") else "floor",
    "columns": lambda f: "fully occupied column" if f.get("complete") else "column",
    "colors": lambda f: "room colour whose every space in your hotel holds an occupied room" if f.get("complete") else "room colour",
    "staff": _staff, "objectives": _objectives, "kitchen": lambda f: f.get("item", "item"), "dancers": _dancers,
    "guests": _guests, "highest-row": lambda f: "value of the highest row you reach", "opponents": lambda f: "other player",
    "dice-sum": lambda f: "pip on your two dice", "min": None, "pairs": None, "times": None,
}
COMBINED = {
    "min": lambda c: "set of " + listed([f"one {count_text(i).removesuffix(' room')}" for i in dict(c.filters)["counts"]]) + " room",
    "pairs": lambda c: "complete pair of " + plural(count_text(dict(c.filters)["counts"][0])),
    "times": lambda c: "your number of dancers here times the value of the highest row you reach"
    if dict(c.filters)["counts"] == (m.Count("dancers", (("ballroom", "this"),)), m.Count("highest-row")) else
    "product of " + " times ".join(plural(count_text(i)) for i in dict(c.filters)["counts"]),
}


def plural(phrase: str) -> str:
    """The head noun of a count phrase in the plural ('occupied red room on floor 4' → '... rooms on ...')."""
    for joint in (" on ", " in ", " whose ", " you ", " holding ", " completed", " here"):
        if joint in phrase:
            head, _, rest = phrase.partition(joint)
            return plural(head) + joint + rest
    return phrase if phrase.endswith(("s", "VP")) else phrase + "s"


def listed(items: list) -> str:
    if not items:  # a list the text reader built with nothing in it ('share the strength between' and no kinds)
        return "things the text does not name"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


OPS = {">=": "at least", "<=": "at most", "==": "exactly", ">": "more than", "<": "fewer than"}


def condition_text(condition) -> str:
    """'at least 4 occupied blue rooms and at least 3 occupied red rooms'."""
    condition = condition if not isinstance(condition, ast.Node) else m.condition_meaning(condition)
    if isinstance(condition, (m.AllOf, m.AnyOf)):
        joint = " and " if isinstance(condition, m.AllOf) else " or "
        return joint.join(condition_text(i) for i in condition.items)
    number = condition.value
    unit = {"money": "krone", "emperor": "emperor", "vp": "vp"}.get(condition.count.name)
    if unit:
        return f"{OPS.get(condition.op, condition.op)} {amount_text(Amount(number), unit)}"
    phrase = count_text(condition.count)
    return f"{OPS.get(condition.op, condition.op)} {number} {phrase if number == 1 else plural(phrase)}"
