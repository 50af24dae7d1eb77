"""Typed, frozen AST of the gah language.

Node shapes are declared as data: every node is a frozen dataclass whose fields are its children or
plain values, so walking, printing and comparing are generic (see `children` and `walk`). Spans never
take part in equality, so `parse(format(doc)) == doc` compares meaning, not layout.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Iterator, Union

from dsl.spans import NO_SPAN, Span


@dataclass(frozen=True)
class Node:
    span: Span = field(default=NO_SPAN, compare=False, repr=False, kw_only=True)


# ---- leaves ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class IntLit(Node):
    value: int


@dataclass(frozen=True)
class SignedLit(Node):
    """A number written with its sign, such as `+1` or `-5`."""

    value: int


@dataclass(frozen=True)
class AtLeast(Node):
    """A threshold written `3+`: three or more."""

    value: int


@dataclass(frozen=True)
class RangeLit(Node):
    """An inclusive range written `1..2`."""

    low: int
    high: int


@dataclass(frozen=True)
class SpaceRef(Node):
    """A hotel space written `floor/column`, such as `1/1` (bottom left)."""

    floor: int
    column: int


@dataclass(frozen=True)
class Word(Node):
    text: str


@dataclass(frozen=True)
class Text(Node):
    """A quoted string, unescaped."""

    value: str


@dataclass(frozen=True)
class Unknown(Node):
    """A value no source gives. The note says what is missing and why."""

    note: str


@dataclass(frozen=True)
class Source(Node):
    """A provenance tag such as `@003` or `@A` (see shared/data for the tag key)."""

    tag: str


Literal = Union[IntLit, SignedLit, AtLeast, RangeLit, SpaceRef, Word, Text, Unknown]


# ---- counts and conditions ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Filter(Node):
    """One comma-separated part of a count's arguments, such as `floor 4`."""

    args: tuple["Arg", ...]


@dataclass(frozen=True)
class Count(Node):
    """A quantity of the game state, such as `rooms(occupied, red)`."""

    name: Word
    filters: tuple[Filter, ...]


Arg = Union[Literal, Count]
Value = Union[IntLit, SignedLit, Word, Count, Unknown]


@dataclass(frozen=True)
class Compare(Node):
    left: Value
    op: str
    right: Value


@dataclass(frozen=True)
class Negation(Node):
    item: Compare


@dataclass(frozen=True)
class AllOf(Node):
    items: tuple["Condition", ...]


@dataclass(frozen=True)
class AnyOf(Node):
    items: tuple["Condition", ...]


Condition = Union[Compare, Negation, AllOf, AnyOf]


# ---- statements -----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Block(Node):
    statements: tuple["Statement", ...]


@dataclass(frozen=True)
class Call(Node):
    """A line: a word, its arguments, its source tags and an optional block."""

    name: Word
    args: tuple[Arg, ...] = ()
    sources: tuple[Source, ...] = ()
    block: Block | None = None


@dataclass(frozen=True)
class May(Node):
    """The whole body is optional."""

    body: Union[Call, Block]


@dataclass(frozen=True)
class IfStmt(Node):
    condition: Condition
    then: Block
    otherwise: Block | None = None


@dataclass(frozen=True)
class Fallback(Node):
    """`A else B`: do A if it can be done in full, otherwise do B."""

    attempt: Union[Call, Block]
    fallback: Union[Call, Block]


@dataclass(frozen=True)
class Event(Node):
    name: Word
    args: tuple[Arg, ...] = ()


@dataclass(frozen=True)
class When(Node):
    event: Event
    body: Block


@dataclass(frozen=True)
class Require(Node):
    condition: Condition


Statement = Union[Call, May, IfStmt, Fallback, When, Require]


# ---- top level ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Component(Node):
    kind: Word
    ident: Union[IntLit, Word]
    name: Text
    body: Block


@dataclass(frozen=True)
class Comment(Node):
    text: str


@dataclass(frozen=True)
class Document(Node):
    components: tuple[Component, ...]
    comments: tuple[Comment, ...] = field(default=(), compare=False)


# ---- generic walking -------------------------------------------------------------------------------------


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _child_fields(cls: type) -> tuple[str, ...]:
    names = _CHILD_FIELDS.get(cls)
    if names is None:
        names = _CHILD_FIELDS[cls] = tuple(f.name for f in fields(cls) if f.name not in ("span", "comments"))
    return names


def children(node: Node) -> Iterator[Node]:
    """The direct child nodes, in source order, read from the declared fields."""
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if isinstance(value, Node):
            yield value
        elif isinstance(value, tuple):
            yield from _nodes_in(value)


def _nodes_in(values: tuple) -> Iterator[Node]:
    for value in values:
        if isinstance(value, Node):
            yield value
        elif isinstance(value, tuple):
            yield from _nodes_in(value)


def walk(node: Node) -> Iterator[Node]:
    """Every node below and including `node`, depth first, in source order.

    A loop over an explicit stack rather than nested generators: as fast at any depth, and no depth
    of input can overflow Python's stack here."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(tuple(children(current))))


def find_all(node: Node, kind: type) -> Iterator[Node]:
    return (n for n in walk(node) if isinstance(n, kind))
