"""Events as the verifier sees them: which events a card's lines can emit, whether a trigger's filters accept an
emitted event (the same comparisons as engine/contract.py's filters), and what must be true of the player when
a trigger fires (after `money-gained` the player holds at least 1 krone, an Emperor penalty is suffered at
space 0, ...).
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from verifier import fastz3
from dsl import ast
from compiler import vocabulary as vocab
from compiler.registry import bind, lookup
from verifier.context import ITEMS

ITEM_EVENTS = {"items-gained", "champagne-gained", "guest-completed"}
ROOM_EVENTS = {"room-occupied", "group-completed", "floor-completed", "column-completed"}
EMITS = {
    "advance": {"emperor-advanced", "vp-gained"}, "acquire": ITEM_EVENTS, "exchange": ITEM_EVENTS,
    "divide": ITEM_EVENTS | {"money-gained", "vp-gained", "emperor-advanced"},
    "prepare": ROOM_EVENTS | {"vp-gained", "money-gained", "emperor-advanced"},
    "occupy": ROOM_EVENTS | {"vp-gained", "money-gained", "emperor-advanced"},
    "play": {"staff-played"}, "take": {"guest-completed"}, "fill": {"guest-completed"}, "send": {"dancer-sent", "row-bonus"},
    "score-table": {"vp-gained"}, "score-rank": {"vp-gained"}, "score-most": {"vp-gained"}, "copy": {"vp-gained"},
    "perform": {"before-action"}, "imitate": set(),
}
GAINS = {"krone": {"money-gained"}, "vp": {"vp-gained"}, "emperor": {"emperor-advanced", "vp-gained"}}


def event_names(block: ast.Block) -> set[str]:
    """Every event the lines of a block can emit, by name (an over-approximation: whatever the amounts)."""
    names = set()
    for call in ast.find_all(block, ast.Call):
        if call.name.text == "gain":
            what = next((a.text for a in call.args if isinstance(a, ast.Word) and a.text not in ("up-to", "per")), "")
            names |= GAINS.get(vocab.singular(what), ITEM_EVENTS)
        elif call.name.text == "pay" and any(isinstance(a, ast.Word) and a.text == "champagne" for a in call.args):
            names.add("champagne-spent")
        else:
            names |= EMITS.get(call.name.text, set())
    return names


@dataclass(frozen=True)
class Listener:
    """A trigger of the corpus: whose, which event, its bound filters, its steps, and how often it may fire."""

    owner: str  # "staff 23 (Custodian)"
    component: str  # "staff 23"
    path: str
    line: int
    event: str
    values: tuple  # sorted (option, value) pairs
    steps: tuple
    node: ast.When
    limited: bool  # a bell card or a once-per-round trigger: it cannot go round a loop without end

    @property
    def key(self) -> tuple:
        return (self.component, self.line)

    def named(self) -> str:
        return f"{self.owner} at {self.path}:{self.line}"

    def value(self, option: str, default=None):
        return dict(self.values).get(option, default)


def listener(component, statement: ast.When, steps: tuple) -> Listener:
    primitive = lookup("event", statement.event.name.text)
    values = bind(primitive, statement.event.args, statement.span).values
    bell = component.value("timing", "timing") == "bell"
    return Listener(f"{component.kind.name} {component.ident} ({component.name})", f"{component.kind.name} {component.ident}",
                    component.path, statement.span.line, statement.event.name.text, tuple(sorted(values.items())), steps,
                    statement, bell or bool(values.get("once-per-round")))


def _fact(emitted, name: str, names, label: str = "fact"):
    value = emitted.fact(name)
    return value if value is not None else (names.fresh_bool(label) if name in FLAGS else names.fresh(label))


FLAGS = {"first_in_group", "other", "common", "personal", "in_action"}


def accepts(trigger: Listener, emitted, names, colours: dict) -> object:
    """Whether the trigger's filters accept the emitted event's facts (z3), as engine/contract.py compares them."""
    if emitted.event != trigger.event:
        return z3.BoolVal(False)
    tests = []
    for option, value in trigger.values:
        test = _test(trigger.event, option, value, emitted, names, colours)
        if test is not None:
            tests.append(test)
    return fastz3.And(*tests) if tests else z3.BoolVal(True)


def _test(event: str, option: str, value, emitted, names, colours: dict):
    if option in ("order", "size", "steps"):
        fact = _fact(emitted, option, names)
        if event in ("emperor-advanced",) and option == "steps" and emitted.fact("steps") is not None:
            fact = emitted.fact("steps")
        return fact >= value
    if option == "color":
        return _colour(event, value, emitted, names, colours)
    if option in ("first-in-group", "other", "common", "personal", "in-action"):
        return _fact(emitted, option.replace("-", "_"), names)
    if option == "kind":
        return _items(emitted, vocab.ITEM_CHOICES.get(value, (value,)), names) > 0
    if option == "amount":
        return _items(emitted, ITEMS, names) >= value if emitted.event == "items-gained" else _fact(emitted, "amount", names) >= value
    return None  # properties around the trigger (timing, once-per-round, one-action), not facts


def _colour(event: str, value: str, emitted, names, colours: dict):
    if value == "any":
        return z3.BoolVal(True)
    palette = colours["room" if event in ROOM_EVENTS else "guest"]
    if value not in palette:
        return z3.BoolVal(False)
    return _fact(emitted, "color", names) == palette.index(value)


def _items(emitted, kinds, names):
    parts = [emitted.fact(f"items_{k}") for k in kinds]
    return z3.Sum([p if p is not None else names.fresh("items") for p in parts])


def context(trigger: Listener, pre, limits) -> list:
    """What is true of the player whenever this trigger fires (sound facts only)."""
    event, facts = trigger.event, dict(trigger.values)
    rules = {
        "money-gained": lambda: [pre.get("money") >= 1],
        "emperor-advanced": lambda: [pre.get("emperor") >= min(facts.get("steps") or 1, limits.emperor_top)],
        "room-occupied": lambda: [pre.get("occupied") >= 1],
        "group-completed": lambda: [pre.get("occupied") >= (facts.get("size") or 1)],
        "guest-leaves-cafe": lambda: [pre.get("occupied") >= 1],
        "guest-rewarded": lambda: [pre.get("occupied") >= 1],
        "staff-played": lambda: [pre.get("played") >= 1],
        "emperor-penalty": lambda: [pre.get("emperor") == limits.penalty_at],
        "emperor-reward": lambda: [pre.get("emperor") >= limits.reward_from],
        "dancer-sent": lambda: [pre.get("dancers") >= 1],
    }
    return rules.get(event, lambda: [])()
