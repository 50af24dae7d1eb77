"""Argument types: how a primitive's parameter reads its words from a line.

Each type consumes one or more arguments from an `ArgStream` and returns a plain Python value, or raises
`BindError` with a stable code, a location and a hint. The registry names these types for every parameter.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from dsl import ast
from dsl.diagnostics import unknown_word
from dsl.spans import Span
from compiler import vocabulary as vocab


class BindError(Exception):
    def __init__(self, code: str, message: str, span: Span, hint: str | None = None, fix: str | None = None):
        super().__init__(message)
        self.code, self.message, self.span, self.hint, self.fix = code, message, span, hint, fix


@dataclass(frozen=True)
class UnknownValue:
    note: str


@dataclass(frozen=True)
class Amount:
    """How many: a number, `up-to N`, `all`, or unknown."""

    value: int | None
    up_to: bool = False
    every: bool = False

    def __str__(self) -> str:
        if self.every:
            return "all"
        return f"up to {self.value}" if self.up_to else str(self.value)


class ArgStream:
    def __init__(self, args: tuple[ast.Node, ...], end: Span):
        self.args, self.index, self.end = args, 0, end

    def at_end(self) -> bool:
        return self.index >= len(self.args)

    def peek(self) -> ast.Node | None:
        return None if self.at_end() else self.args[self.index]

    def take(self, what: str) -> ast.Node:
        if self.at_end():
            raise BindError("E206", f"missing {what}", self.end, f"add {what} at the end of the line")
        self.index += 1
        return self.args[self.index - 1]

    def peek_word(self) -> str | None:
        node = self.peek()
        return node.text if isinstance(node, ast.Word) else None


@dataclass(frozen=True)
class ArgType:
    name: str
    describe: str
    consume: Callable[[ArgStream], object]
    choices: tuple[str, ...] = ()  # the words it accepts, for a closed list (templates, completion)

    def __call__(self, stream: ArgStream) -> object:
        return self.consume(stream)


def _wrong(node: ast.Node, expected: str) -> BindError:
    from dsl.formatter import render_arg

    return BindError("E219", f"expected {expected}, found '{render_arg(node)}'", node.span)


def _take_int(stream: ArgStream, what: str = "a number") -> int:
    node = stream.take(what)
    if isinstance(node, ast.IntLit):
        return node.value
    raise _wrong(node, what)


def _unknown_or(consume: Callable[[ArgStream], object]) -> Callable[[ArgStream], object]:
    def read(stream: ArgStream) -> object:
        node = stream.peek()
        if isinstance(node, ast.Unknown):
            stream.take("a value")
            return UnknownValue(node.note)
        return consume(stream)

    return read


def _amount(stream: ArgStream) -> Amount:
    word = stream.peek_word()
    if word == "up-to":
        stream.take("up-to")
        return Amount(_take_int(stream, "a number after up-to"), up_to=True)
    if word == "all":
        stream.take("all")
        return Amount(None, every=True)
    if word is not None and vocab.singular(word) in vocab.RESOURCES:
        raise BindError("E206", f"the amount is missing before '{word}'", stream.peek().span, f"for example: 1 {word}, up-to 2 {word} or all {word}")
    return Amount(_take_int(stream, "an amount"))


def _signed(stream: ArgStream) -> int:
    node = stream.take("a number")
    if isinstance(node, (ast.IntLit, ast.SignedLit)):
        return node.value
    raise _wrong(node, "a number")


def _threshold(stream: ArgStream) -> int:
    node = stream.take("a threshold such as 3+")
    if isinstance(node, (ast.AtLeast, ast.IntLit)):
        return node.value
    raise _wrong(node, "a threshold such as 3+")


def word_of(what: str, choices: tuple[str, ...], plural_ok: bool = True) -> Callable[[ArgStream], str]:
    """A word from a closed list (plural spellings allowed); the code follows the list's meaning."""
    code = {"item": "E203", "colour": "E204", "module": "E217", "timing": "E218"}.get(what, "E219")

    def read(stream: ArgStream) -> str:
        node = stream.take(f"a {what}")
        if not isinstance(node, ast.Word):
            raise _wrong(node, f"a {what}")
        word = vocab.singular(node.text) if plural_ok else node.text
        if word not in choices:
            message, hint, fix = unknown_word(what, node.text, choices)
            raise BindError(code, message, node.span, hint, fix)
        return word

    return read


def _faces(stream: ArgStream) -> tuple[int, ...]:
    faces = [_face(stream)]
    while isinstance(stream.peek(), ast.IntLit):
        faces.append(_face(stream))
    return tuple(faces)


def _face(stream: ArgStream) -> int:
    node = stream.peek()
    value = _take_int(stream, "a die face (1 to 6)")
    if not 1 <= value <= 6:
        raise BindError("E213", f"a die shows 1 to 6, not {value}", node.span)
    return value


def many(consume: Callable[[ArgStream], object], node_type: type) -> Callable[[ArgStream], tuple]:
    """One or more values of a type, for as long as the next argument has the right shape."""

    def read(stream: ArgStream) -> tuple:
        values = [consume(stream)]
        while isinstance(stream.peek(), node_type):
            values.append(consume(stream))
        return tuple(values)

    return read


def distinct(consume: Callable[[ArgStream], tuple], what: str) -> Callable[[ArgStream], tuple]:
    """A list in which each value may appear once (`acquire strudel strudel` names one kind twice)."""

    def read(stream: ArgStream) -> tuple:
        start = stream.index
        values = consume(stream)
        for offset, value in enumerate(values):
            if value in values[:offset]:
                raise BindError("E219", f"'{value}' is named twice among the {what}", stream.args[start + offset].span)
        return values

    return read


def _floors(stream: ArgStream) -> tuple[int, int]:
    node = stream.take("a floor or range of floors such as 1..2")
    if isinstance(node, ast.RangeLit):
        return (node.low, node.high)
    if isinstance(node, ast.IntLit):
        return (node.value, node.value)
    raise _wrong(node, "a floor or range of floors such as 1..2")


def _space(stream: ArgStream) -> tuple[int, int]:
    node = stream.take("a hotel space such as 1/1")
    if isinstance(node, ast.SpaceRef):
        return (node.floor, node.column)
    raise _wrong(node, "a hotel space such as 1/1")


def _text(stream: ArgStream) -> str:
    node = stream.take("a quoted text")
    if isinstance(node, ast.Text):
        return node.value
    raise _wrong(node, "a quoted text")


def _count_ref(stream: ArgStream) -> ast.Node:
    """A count: `rooms(occupied, red)` or a bare count name such as `strength`."""
    node = stream.take("a count such as rooms(occupied)")
    if isinstance(node, (ast.Count, ast.Word)):
        return node
    raise _wrong(node, "a count such as rooms(occupied)")


def _order(stream: ArgStream) -> dict[str, int]:
    """A guest's order: pairs of number and item, such as `2 wine 1 coffee`, or `none`."""
    order: dict[str, int] = {}
    if stream.peek_word() == "none":
        stream.take("none")
        return order
    while not stream.at_end() and isinstance(stream.peek(), ast.IntLit):
        number = _take_int(stream)
        item = ITEM(stream)
        order[item] = order.get(item, 0) + number
    _no_bare_item(stream)
    if not order:
        node = stream.peek()
        raise _wrong(node, "an order such as '2 wine 1 coffee'") if node else BindError("E212", "the order is empty", stream.end)
    return order


def _no_bare_item(stream: ArgStream) -> None:
    """An item with no number before it ends an order early: say that the number is missing, and where."""
    word = stream.peek_word()
    if word is not None and vocab.singular(word) in vocab.ITEMS:
        raise BindError("E206", f"a number is missing before '{word}': each item of an order has its own count",
                        stream.peek().span, f"for example: 1 {vocab.singular(word)}")


INT = ArgType("number", "a whole number", _unknown_or(_take_int))
SIGNED = ArgType("signed number", "a whole number, may be negative", _unknown_or(_signed))
AMOUNT = ArgType("amount", "a number, `up-to N` or `all`", _unknown_or(_amount))
THRESHOLD = ArgType("threshold", "a threshold such as `3+`", _threshold)
FACES = ArgType("die faces", "one or more die faces 1 to 6", _faces)
FLOORS = ArgType("floors", "a floor or a range of floors such as `1..2`", _floors)
SPACE = ArgType("space", "a hotel space `floor/column`", _space)
SPACES = ArgType("spaces", "one or more hotel spaces", many(_space, ast.SpaceRef))
INTS = ArgType("numbers", "one or more whole numbers", _unknown_or(many(_signed, (ast.IntLit, ast.SignedLit))))
TEXT = ArgType("text", "a quoted text", _text)
COUNT = ArgType("count", "a count such as `rooms(occupied, red)`", _count_ref)


def _int_or_count(stream: ArgStream):
    return COUNT(stream) if isinstance(stream.peek(), (ast.Count, ast.Word)) else INT(stream)


INT_OR_COUNT = ArgType("number or count", "a whole number, or a count such as `strength`", _int_or_count)
ITEM = ArgType("item", "an item or a choice of items", word_of("item", vocab.ITEMS + tuple(vocab.ITEM_CHOICES)),
               vocab.ITEMS + tuple(vocab.ITEM_CHOICES))
ORDER = ArgType("order", "pairs of number and item, such as `2 wine 1 coffee`", _unknown_or(_order))
RESOURCE = ArgType("resource", "an item, krones, vp or emperor", word_of("item", vocab.RESOURCES), vocab.RESOURCES)
ROOM_COLOR = ArgType("room colour", "blue, red, yellow or any", word_of("colour", vocab.ROOM_COLORS + ("any",)), vocab.ROOM_COLORS + ("any",))
GUEST_COLOR = ArgType("guest colour", "blue, red, yellow or green", _unknown_or(word_of("colour", vocab.GUEST_COLORS)), vocab.GUEST_COLORS)
COLORS = ArgType("colours", "one or more room colours", many(word_of("colour", vocab.ROOM_COLORS), ast.Word), vocab.ROOM_COLORS)
MODULE = ArgType("module", "a game module", word_of("module", vocab.MODULES, plural_ok=False), vocab.MODULES)
MODULES = ArgType("modules", "one or more game modules", many(word_of("module", vocab.MODULES, plural_ok=False), ast.Word), vocab.MODULES)
TIMING = ArgType("timing", "when the card acts", word_of("timing", vocab.TIMINGS, plural_ok=False), vocab.TIMINGS)
GROUP = ArgType("group", "A, B or C", _unknown_or(word_of("group", vocab.OBJECTIVE_GROUPS, plural_ok=False)), vocab.OBJECTIVE_GROUPS)


def one_of(name: str, *choices: str) -> ArgType:
    return ArgType(name, " or ".join(choices), word_of(name, choices), choices)
