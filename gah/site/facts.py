"""A component's facts as players read them: every line of the card that states a fact (cost, colour, each
ballroom row, ...), its value in words ("unknown — why" where no source gives it), and its source tags.
The card pages, the index tables and the export all read facts through here."""
from __future__ import annotations

import re
from dataclasses import dataclass

from compiler.checker import CheckedComponent
from compiler.types import UnknownValue
from dsl import ast

NOT_FACTS = {"text", "note", "source", "module", "modify"}
BEHAVIOUR = {"effect", "scoring", "reward", "penalty", "ability", "setup", "obtained"}  # shown as the card's text
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Fact:
    name: str                 # the card's word for it: cost, row, floor, ...
    values: dict              # bound values by parameter name, in the primitive's order
    sources: tuple[str, ...]  # tags as written, without @
    block: str = ""           # what a line with a block does (a ballroom row's bonus), in words
    types: tuple = ()         # (parameter, type name) pairs: how to read a number pair (range, space)

    @property
    def label(self) -> str:
        return self.name.replace("-", " ")

    @property
    def unknowns(self) -> tuple[str, ...]:
        return tuple(v.note for v in self.values.values() if isinstance(v, UnknownValue))

    def parts(self) -> list[tuple[str, object]]:
        """(label, value) pairs; a lone value has no label of its own."""
        types = dict(self.types)
        pairs = [(name.replace("-", " "), _typed(value, types.get(name))) for name, value in self.values.items()]
        return [("", pairs[0][1])] if len(pairs) == 1 else pairs


def facts(component: CheckedComponent) -> list[Fact]:
    seen: dict[str, int] = {}
    found = []
    for statement in component.node.body.statements:
        if not isinstance(statement, ast.Call) or statement.name.text in NOT_FACTS | BEHAVIOUR:
            continue
        name = statement.name.text
        index = seen[name] = seen.get(name, -1) + 1
        bounds = component.fields.get(name, ())
        values = dict(bounds[index].values) if index < len(bounds) else {}
        types = _types(bounds[index]) if index < len(bounds) else ()
        found.append(Fact(name, values, tuple(s.tag for s in statement.sources), _block(statement), types))
    return found


@dataclass(frozen=True)
class Range:
    low: int
    high: int

    def __str__(self) -> str:
        return f"{self.low} to {self.high}"


@dataclass(frozen=True)
class Space:
    floor: int
    column: int

    def __str__(self) -> str:
        return f"{self.floor}/{self.column}"


def _types(bound) -> tuple:
    return tuple((p.name, p.type.name) for p in bound.primitive.params + bound.primitive.options if p.type is not None)


def _typed(value, type_name: str | None):
    pair = isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value)
    if pair and type_name in ("range", "floors"):
        return Range(*value)
    return Space(*value) if pair and type_name == "space" else value


def _block(statement: ast.Call) -> str:
    if statement.block is None:
        return ""
    from compiler.render import block_text

    return block_text(statement.block)


def fact(component: CheckedComponent, name: str) -> Fact | None:
    return next((f for f in facts(component) if f.name == name), None)


def value_text(value) -> str:
    """A bound value in plain words."""
    if isinstance(value, UnknownValue):
        return f"{UNKNOWN} — {value.note}"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{count} {item}" for item, count in value.items())
    if isinstance(value, tuple):
        return _sequence(value)
    if isinstance(value, ast.Node):
        from compiler.render import condition_text

        return condition_text(value)
    return str(value).replace("-", " ") if isinstance(value, str) and re.fullmatch(r"[a-z-]+", value) else str(value)


def _sequence(values: tuple) -> str:
    if values and all(isinstance(v, tuple) and len(v) == 2 and all(isinstance(x, int) for x in v) for v in values):
        return ", ".join(f"{floor}/{column}" for floor, column in values)  # hotel spaces
    if len(values) == 2 and isinstance(values[1], tuple):  # an assumption's choice and its alternatives
        return f"{value_text(values[0])} (other answers: {', '.join(value_text(v) for v in values[1])})"
    return " ".join(value_text(v) for v in values)


def fact_text(fact_: Fact) -> str:
    """The whole fact in words: '3 krones', 'top · cost unknown — … · gain 3 krones'."""
    parts = [f"{label} {value_text(value)}".strip() if label and not isinstance(value, bool) else
             (label if value is True else value_text(value)) for label, value in fact_.parts()]
    return " · ".join(parts + ([fact_.block] if fact_.block else []))


def is_behaviour(statement) -> bool:
    return not isinstance(statement, ast.Call) or statement.name.text in BEHAVIOUR | {"modify"}


DEVELOPER_REFERENCE = re.compile(r"\s*\((?:[^()]*\b(?:base-game|lets-waltz)\.md|census)[^()]*\)|^(?:Gap|Conflict)?\s*(?:[\w-]+\.md\s*)?§[\d.]+\s*#?[\d.]+:\s*", re.I)


def for_players(note: str) -> str:
    """A note or an unknown's reason without the pointers into the project's data files."""
    return DEVELOPER_REFERENCE.sub("", note).strip()
