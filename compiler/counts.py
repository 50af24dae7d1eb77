"""Lowering counts and conditions: `rooms(occupied, red)` or `money >= 20` → functions of (game, seat).

Each count of the registry has one reader here; a test checks that every count has one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from dsl import ast
from compiler import types as t
from compiler import vocabulary as vocab
from compiler.checker import _count_args
from compiler.registry import bind, lookup
from engine.state import key_space, space_key

Reader = Callable[..., int]  # (ctx, values) -> int


class CompileError(Exception):
    def __init__(self, message: str, node: ast.Node):
        super().__init__(message)
        self.node = node


@dataclass(frozen=True)
class CountReader:
    """A compiled count: called with a Ctx it reads the game; `text` is the count as written, so two readers
    of the same count are equal and a compiled effect can be shown."""

    text: str
    read: Callable = field(compare=False, repr=False)

    def __call__(self, ctx) -> int:
        return self.read(ctx)

    def __str__(self) -> str:
        return self.text


def lower_count(node: ast.Node) -> CountReader:
    """A count node (or a bare count word) → a reader `f(ctx) -> int`."""
    from dsl.formatter import render_arg

    name = node.name.text if isinstance(node, ast.Count) else node.text
    args = _count_args(node) if isinstance(node, ast.Count) else ()
    values = bind(lookup("count", name), args, node.span).values
    reader = READERS.get(name)
    if reader is None:
        raise CompileError(f"the engine cannot read the count '{name}' yet", node)
    _refuse_unread(name, values, node)
    nested = {k: _lower_nested(v) for k, v in values.items() if _is_count_value(v)}
    merged = {**values, **nested}  # once, not per reading (objectives are read on every pass of a turn)
    counted = CountReader(render_arg(node), _by_rooms(reader, merged) if name in ROOMS_ONLY else lambda ctx: reader(ctx, merged))
    object.__setattr__(counted, "player_reads", frozenset({name}) if name in PLAYER_KEYS and not nested else None)
    return counted


# Counts that read nothing but the player's rooms and the board: their value is kept per arrangement of rooms
# (objectives are checked on every pass of every turn, and rooms change a few times a game).
ROOMS_ONLY = frozenset({"rooms", "groups", "floors", "columns", "colors"})
MEMO_SIZE = 4096


def _by_rooms(reader: Reader, values: dict) -> Callable:
    memo: dict = {}
    board_read: list = [None]

    def read(ctx) -> int:
        board, rooms = ctx.game.catalog.board, _rooms_key(ctx.player)
        if board is not board_read[0] or len(memo) >= MEMO_SIZE:
            memo.clear()
            board_read[0] = board
        found = memo.get(rooms)
        if found is None:
            found = memo[rooms] = reader(ctx, values)
        return found
    return read


def _is_count_value(value) -> bool:
    return isinstance(value, (ast.Count, ast.Word)) or (isinstance(value, tuple) and value and isinstance(value[0], (ast.Count, ast.Word)))


def _lower_nested(value):
    return tuple(lower_count(v) for v in value) if isinstance(value, tuple) else lower_count(value)


def lower_condition(node: ast.Node) -> Callable:
    """A condition node → `f(ctx) -> bool`."""
    if isinstance(node, ast.AllOf):
        parts = [lower_condition(i) for i in node.items]
        return _reading(lambda ctx: all(p(ctx) for p in parts), parts)
    if isinstance(node, ast.AnyOf):
        parts = [lower_condition(i) for i in node.items]
        return _reading(lambda ctx: any(p(ctx) for p in parts), parts)
    if isinstance(node, ast.Negation):
        inner = lower_condition(node.item)
        return _reading(lambda ctx: not inner(ctx), [inner])
    return _lower_compare(node)


# Counts that read nothing but the player's own fields named here (and the catalog, fixed for a game): what
# each reads, as one hashable value. A condition made of these alone can be kept per value (objectives are
# checked on every pass of every turn). Each entry must name everything its reader (READERS below) reads
# (tests/engine/test_state_copies.py checks them over whole games).
def _rooms_key(player) -> tuple:
    """The rooms as one value: their spaces in order, then their states (two tuples build quicker than one of pairs)."""
    rooms = player.rooms
    return (tuple(rooms), tuple(rooms.values()))


PLAYER_KEYS: dict[str, Callable] = {
    **dict.fromkeys(ROOMS_ONLY, _rooms_key),
    "money": lambda player: player.money,
    "emperor": lambda player: player.emperor,
    "vp": lambda player: player.vp,
    "staff": lambda player: (tuple(player.played), tuple(player.hand)),
    "guests": lambda player: (tuple(player.completed), tuple(player.completed_this_round), player.entrance, player.entrance_ready),
    "kitchen": lambda player: tuple(player.kitchen.items()),
    "dice-sum": lambda player: tuple(player.faces),
}


def player_reads(condition: Callable) -> frozenset | None:
    """The counts (of PLAYER_KEYS) a lowered condition reads, or None when it reads anything else."""
    return getattr(condition, "player_reads", None)


def player_key(reads: frozenset) -> Callable:
    """(player) -> what the counts `reads` read of that player, as one hashable value (PLAYER_KEYS)."""
    keys = tuple(dict.fromkeys(PLAYER_KEYS[name] for name in sorted(reads)))  # the room counts share one key
    if len(keys) == 1:  # most objectives read one thing: its value is the key (no tuple around it per check)
        return keys[0]
    return lambda player: tuple(key(player) for key in keys)


def _reading(condition: Callable, parts) -> Callable:
    reads = [getattr(p, "player_reads", None) for p in parts]
    condition.player_reads = None if None in reads else frozenset().union(*reads)
    return condition


COMPARATORS = {">=": int.__ge__, "<=": int.__le__, "==": int.__eq__, "!=": int.__ne__, ">": int.__gt__, "<": int.__lt__}


def _lower_compare(node: ast.Compare) -> Callable:
    left, right, compare = _lower_value(node.left), _lower_value(node.right), COMPARATORS[node.op]
    return _reading(lambda ctx: compare(left(ctx), right(ctx)), [left, right])


def _lower_value(node: ast.Node) -> Callable:
    if isinstance(node, (ast.IntLit, ast.SignedLit)):
        return _reading(lambda ctx: node.value, [])
    if isinstance(node, ast.Unknown):
        raise CompileError(f"cannot run a comparison with an unknown value ({node.note})", node)
    return lower_count(node)


# ---- what each reader honours ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reading:
    options: tuple[str, ...] = ()  # the options the reader honours
    needs: tuple[str, ...] = ()  # options it cannot do without (it counts only those)
    apart: tuple[str, ...] = ()  # options that cannot go together
    implied: tuple[str, ...] = ()  # options that restate what the count counts anyway (written for readers)


READINGS = {
    "rooms": Reading(("occupied", "vacant", "color", "floor", "column"), apart=("occupied", "vacant")),
    "groups": Reading(("complete", "size", "color"), needs=("complete",)),
    "floors": Reading(("complete",), needs=("complete",)),
    "columns": Reading(("complete",), needs=("complete",)),
    "colors": Reading(("complete",), needs=("complete",)),
    "staff": Reading(("played", "final", "hand"), apart=("played", "hand"), implied=("played",)),
    "objectives": Reading(("claimed", "common", "personal", "completed"), implied=("claimed", "common")),
    "guests": Reading(("completed", "color", "order", "this-round"), implied=("completed",)),
    "dancers": Reading(("ballroom", "row")),
}


def _refuse_unread(name: str, values: dict, node: ast.Node) -> None:
    reading = READINGS.get(name, Reading())
    params = {p.name for p in lookup("count", name).params}
    for option in values:
        if option not in params and option not in reading.options:
            raise CompileError(f"the engine does not read '{option}' on the count '{name}' yet", node)
    for option in reading.needs:
        if not values.get(option):
            raise CompileError(f"the engine counts only {option} {name}: write {name}({option})", node)
    if reading.apart and all(values.get(o) for o in reading.apart):
        raise CompileError(f"'{name}' cannot be {' and '.join(reading.apart)} at once", node)


# ---- readers ---------------------------------------------------------------------------------------------------


_ANY = object()  # an option left out


def _rooms(ctx, values) -> int:
    """Rooms by state, colour, floor and column (the options read once: a count is read again for every new
    arrangement of rooms; tests/engine/test_room_counts.py holds it to the plain definition)."""
    colors = ctx.game.catalog.board.colors
    occupied, vacant, color = values.get("occupied"), values.get("vacant"), values.get("color", "any")
    floor, column = values.get("floor", _ANY), values.get("column", _ANY)
    count = 0
    for key, state in ctx.player.rooms.items():
        if (occupied and state != "occupied") or (vacant and state != "vacant"):
            continue
        space = key_space(key)
        if color in ("any", colors[space]) and (floor is _ANY or floor == space[0]) and (column is _ANY or column == space[1]):
            count += 1
    return count


def _occupied(rooms: dict, keys: tuple[str, ...]) -> bool:
    """Whether every one of these rooms (by key) is occupied."""
    for key in keys:
        if rooms.get(key) != "occupied":
            return False
    return True


def _groups(ctx, values) -> int:
    board, rooms = ctx.game.catalog.board, ctx.player.rooms
    complete, size, color = values.get("complete"), values.get("size", 0), values.get("color", "any")
    return sum(1 for g, keys in zip(board.groups, board.lines["groups"]) if (not complete or _occupied(rooms, keys))
               and len(g.spaces) >= size and color in ("any", g.color))


def _floors(ctx, values) -> int:
    rooms = ctx.player.rooms
    return sum(1 for keys in ctx.game.catalog.board.lines["floors"] if _occupied(rooms, keys))


def _columns(ctx, values) -> int:
    rooms = ctx.player.rooms
    return sum(1 for keys in ctx.game.catalog.board.lines["columns"] if _occupied(rooms, keys))


def _colors(ctx, values) -> int:
    rooms = ctx.player.rooms
    return sum(1 for keys in ctx.game.catalog.board.lines["colors"] if _occupied(rooms, keys))


def _staff(ctx, values) -> int:
    cards = ctx.player.hand if values.get("hand") else ctx.player.played
    staff = ctx.game.catalog.staff
    return sum(1 for c in cards if not values.get("final") or staff[c].timing == "final")


def _objectives(ctx, values) -> int:
    """Common objectives holding your marker (the default), personal ones completed, or both (`completed`)."""
    markers = sum(1 for seats in ctx.game.state.objectives.values() if ctx.seat in seats)
    personal = len(ctx.player.personal_done)
    return personal if values.get("personal") else markers + personal if values.get("completed") else markers


def _guests(ctx, values) -> int:
    """Guests whose completed orders left your café (this round only, with `this-round`), by colour and order size."""
    guests = ctx.game.catalog.guests
    pool = ctx.player.completed_this_round if values.get("this-round") else _so_far(ctx)
    return sum(1 for g in pool if values.get("color") in (None, guests[g].color) and guests[g].order_size >= values.get("order", 0))


def _so_far(ctx) -> list:
    """Every guest completed this game; with assumption kaufman-pile-and-completed-orders answered earlier-rounds-only,
    not yet this round's for an owner whose entrance keeps them in its own pile until the round end [000 p.26]."""
    player, entrances = ctx.player, ctx.game.catalog.entrances
    piled = player.entrance in entrances and player.entrance_ready and entrances[player.entrance].round_pile
    if not piled or ctx.game.answer("kaufman-pile-and-completed-orders") != "earlier-rounds-only":
        return player.completed
    held = set(player.completed_this_round)
    return [g for g in player.completed if g not in held]


def _this_ballroom(ctx, which: str | None) -> str | None:
    """`this`: the ballroom being scored or whose line this is; `middle`, `rightmost`: by place; `all`: every one."""
    state = ctx.game.state
    if which in (None, "all"):
        return None
    if which == "this":
        return ctx.payload.get("ballroom") or (ctx.ref.ident if ctx.ref and ctx.ref.kind == "ballroom" else None)
    return state.ballrooms[{"middle": 1, "rightmost": -1}[which]] if state.ballrooms else None


def _dancers(ctx, values) -> int:
    from engine.ballrooms import dancers_of

    which = values.get("ballroom")
    ballroom = _this_ballroom(ctx, which)
    if which not in (None, "all") and ballroom is None:
        return 0
    return dancers_of(ctx.game, ctx.seat, ballroom, values.get("row"))


def _highest_row(ctx, values) -> int:
    """The highest row of this ballroom you have a dancer in: bottom 1, middle 2, top 3 (0: none)."""
    from engine.ballrooms import ROWS, dancers_of

    ballroom = _this_ballroom(ctx, "this")
    rows = [r for r in ROWS if ballroom and dancers_of(ctx.game, ctx.seat, ballroom, r)]
    return 3 - ROWS.index(rows[0]) if rows else 0


def _dice_sum(ctx, values) -> int:
    """The faces of the dice taken this round; the key counts as a copy of the other die taken."""
    faces = [f for f in ctx.player.faces if f != "key"]
    return sum(faces) + (len(ctx.player.faces) - len(faces)) * (faces[0] if faces else 0)


def _kitchen(ctx, values) -> int:
    kinds = vocab.ITEM_CHOICES.get(values["item"], (values["item"],))
    return sum(v for k, v in ctx.player.kitchen.items() if k in kinds)


READERS: dict[str, Reader] = {
    "money": lambda ctx, v: ctx.player.money,
    "emperor": lambda ctx, v: ctx.player.emperor,
    "vp": lambda ctx, v: ctx.player.vp,
    "round": lambda ctx, v: ctx.game.state.round,
    "strength": lambda ctx, v: ctx.payload.get("strength", 0),
    "rooms": _rooms,
    "groups": _groups,
    "floors": _floors,
    "columns": _columns,
    "colors": _colors,
    "staff": _staff,
    "objectives": _objectives,
    "guests": _guests,
    "dice-sum": _dice_sum,
    "dancers": _dancers,
    "highest-row": _highest_row,
    "kitchen": _kitchen,
    "min": lambda ctx, v: min(f(ctx) for f in v["counts"]),
    "pairs": lambda ctx, v: v["count"](ctx) // 2,
    "times": lambda ctx, v: _product(f(ctx) for f in v["counts"]),
    "opponents": lambda ctx, v: len(ctx.game.state.players) - 1,
}


def _product(numbers) -> int:
    result = 1
    for number in numbers:
        result *= number
    return result


__all__ = ["CompileError", "READERS", "lower_condition", "lower_count", "t"]
