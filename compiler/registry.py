"""THE primitive registry: every word a card may use to act, with its parameters and meaning.

One table serves the checker (argument binding), the text renderer, the language reference and, later,
the engine handlers and the z3 encodings, which attach to these same entries by name. A card that needs a
behaviour not listed here needs a new primitive here, never a special case elsewhere.

Categories: `effect` (a line in an effect block), `event` (what a `when` waits for), `modifier` (a
quantity a `modify` line changes) and `count` (a quantity of the game state read by `per`, `require`
and `if`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from dsl import ast
from dsl.diagnostics import did_you_mean
from dsl.spans import Span
from compiler import types as t
from compiler import vocabulary as vocab


@dataclass(frozen=True)
class Param:
    name: str
    type: t.ArgType | None  # None: a flag that takes no value
    doc: str = ""
    default: object = None  # what an option means when the line leaves it out (declared once, here)


@dataclass(frozen=True)
class Primitive:
    name: str
    category: str
    summary: str
    params: tuple[Param, ...] = ()
    options: tuple[Param, ...] = ()
    block: str | None = None  # "effects" or "alternatives" when the line takes a { block }

    def option(self, word: str) -> Param | None:
        return next((o for o in self.options if o.name == word), None)


@dataclass(frozen=True)
class Bound:
    """A line bound to its primitive: every parameter and option by name."""

    primitive: Primitive
    values: Mapping[str, object] = field(default_factory=dict)


def P(name: str, type_: t.ArgType | None, doc: str = "", default: object = None) -> Param:
    return Param(name, type_, doc, default)


def noun(*singulars: str) -> t.ArgType:
    return t.ArgType("noun", " or ".join(singulars), t.word_of("word", singulars), singulars)


# ---- shared option sets ------------------------------------------------------------------------------------
PER = P("per", t.COUNT, "multiply by a count of the game state")
FREE = P("free", None, "costs nothing")
DISCOUNT = P("discount", t.INT, "pay up to this much less (never below 0)")
COLOR = P("color", t.ROOM_COLOR, "only rooms of this colour (`any`, the default: every colour)", "any")
FLOORS = P("floors", t.FLOORS, "only on these floors")

THRESHOLD_OR_UNKNOWN = t.ArgType("threshold", "a threshold such as `1+`, or `unknown`", t._unknown_or(t._threshold))

EFFECTS = (
    Primitive("gain", "effect", "Take items, krones, VP, champagne or Emperor steps.", (P("amount", t.AMOUNT), P("what", t.RESOURCE)), (PER,)),
    Primitive("pay", "effect", "Spend krones or kitchen items; the effect fails if you cannot pay in full.", (P("amount", t.AMOUNT), P("what", t.RESOURCE)), (PER,)),
    Primitive("lose", "effect", "Lose VP, krones or items (VP may go below zero).", (P("amount", t.AMOUNT), P("what", t.RESOURCE)), (PER,)),
    Primitive("return", "effect", "Put items back in the supply, or staff cards from hand under the staff deck.",
              (P("amount", t.AMOUNT), P("what", t.ArgType("returnable", "an item or staff", t.word_of("item", vocab.RESOURCES + ("staff",)), vocab.RESOURCES + ("staff",)))),
              (P("from", t.one_of("place", "kitchen", "cafe", "kitchen-and-cafe", "hand"), "where from (default: the kitchen; staff: the hand)",
                 "kitchen"),)),
    Primitive("advance", "effect", "Move your marker up the Emperor track.", (P("amount", t.AMOUNT), P("what", noun("emperor"))), (PER,)),
    Primitive("retreat", "effect", "Move your marker down the Emperor track (never below 0).", (P("amount", t.AMOUNT), P("what", noun("emperor")))),
    Primitive("prepare", "effect", "Place vacant room tiles on your hotel, each next to one already there.",
              (P("amount", t.AMOUNT), P("what", noun("room"))),
              (COLOR, FLOORS, FREE, DISCOUNT, P("discounts", t.INTS, "a discount per room, in order"), P("occupy", None, "occupy it at once"), PER)),
    Primitive("occupy", "effect", "Turn vacant rooms of your hotel to occupied.", (P("amount", t.AMOUNT), P("what", noun("room"))), (COLOR, FLOORS)),
    Primitive("take", "effect", "Take guests from the queue onto free café tables.", (P("amount", t.AMOUNT), P("what", noun("guest"))),
              (FREE, P("fill", None, "fill the guest's whole order from the supply"))),
    Primitive("draw", "effect", "Draw staff cards from the deck into your hand.", (P("amount", t.AMOUNT), P("what", noun("staff")))),
    Primitive("play", "effect", "Play staff cards, paying their cost less any discount.", (P("amount", t.AMOUNT), P("what", noun("staff"))),
              (P("from", t.one_of("place", "hand", "revealed"), "where the cards come from (default: the hand)", "hand"),
               P("discount", t.INT_OR_COUNT, "pay up to this much less (never below 0); a count such as `strength` is read as the card is played"),
               FREE, P("full-cost", None, "pay the printed cost"))),
    Primitive("reveal", "effect", "Draw staff cards aside; after the block, the rest go under the deck in any order.",
              (P("amount", t.AMOUNT), P("what", noun("staff"))), block="effects"),
    Primitive("fill", "effect", "Complete guests' orders from the supply.", (P("amount", t.AMOUNT), P("what", noun("order"))),
              (P("item", t.ITEM, "fill only this item"), P("other", None, "only other guests in your café"))),
    Primitive("send", "effect", "Move dancers from your rehearsal room to a ballroom row (Let's Waltz!).", (P("amount", t.AMOUNT), P("what", noun("dancer"))),
              (FREE, DISCOUNT, P("discounts", t.INTS, "a discount per dancer, in order"), P("discount-per-opponent", t.INT), P("own-space", None, "onto the card's own ballroom space"))),
    Primitive("remove", "effect", "Take away rooms, dancers, played staff or items from a player.",
              (P("amount", t.AMOUNT), P("what", noun("room", "dancer", "staff"))),
              (P("state", t.one_of("state", "vacant", "occupied"), "which rooms"), P("highest-floor", None, "from the highest floor possible"),
               P("lower-floor", None, "from a floor below the room removed just before"),
               P("from", t.one_of("place", "middle-ballroom", "rightmost-ballroom", "played-final")))),
    Primitive("choose", "effect", "Do some of the lines in the block: each line is one alternative.", (P("amount", t.AMOUNT),), block="alternatives"),
    Primitive("skip", "effect", "Do not suffer the Emperor penalty this time.", (P("what", noun("penalty")),)),
    Primitive("perform", "effect", "Carry out the main action of an action space without taking a die, at the strength of the dice on it "
              "(`with-die`, the default: a space holding a die; `any`: any space; `number N`: that space), paying its fee if it has one.",
              (P("what", noun("action")),),
              (P("space", t.ArgType("space choice", "`with-die` or `any`", t.word_of("space", ("with-die", "any")), ("with-die", "any")), "", "with-die"),
               P("number", t.INT, "only this action space"), P("strength", t.INT, "at this strength instead of the dice on the space"),
               P("no-boost", None, "without the option to boost"))),
    Primitive("imitate", "effect", "Carry out the main action of another numbered action space at this action's strength; the space "
              "copied may be empty, and its own costs are paid as usual."),
    Primitive("divide", "effect", "Share the action's strength among these in any proportion (krones, Emperor steps, VP or items).",
              (P("kinds", t.ArgType("resources", "resources, each once", t.distinct(t.many(t.RESOURCE, ast.Word), "resources"))),)),
    Primitive("copy", "effect", "Score another card's final-scoring effect as if it were yours.", (P("amount", t.AMOUNT), P("what", noun("staff"))),
              (P("from", t.one_of("place", "opponent-final"), "whose cards (the default and only choice: opponents' final-scoring staff)",
                 "opponent-final"),)),
    Primitive("exchange", "effect", "Swap kitchen items for the same number of other items from the supply.", (P("amount", t.AMOUNT), P("what", t.ITEM))),
    Primitive("acquire", "effect", "Take as many items as the action's strength from these kinds, never more of a later kind than of an earlier one.",
              (P("kinds", t.ArgType("items", "item kinds, each once", t.distinct(t.many(t.ITEM, ast.Word), "item kinds"))),)),
    Primitive("score-rank", "effect", "Rank the players by a count; each scores the VP listed for their rank (ties share and skip ranks).",
              (P("count", t.COUNT), P("vp", t.INTS)),
              (P("at-least", THRESHOLD_OR_UNKNOWN, "only players with at least this much take a rank (`unknown` when no source says)"),)),
    Primitive("score-table", "effect", "Score the VP listed at the position a count gives: the first entry for 0, the next for 1, and so on; "
              "the last entry also covers every larger count (it means 'or more').",
              (P("count", t.COUNT), P("vp", t.INTS, "VP for a count of 0, 1, 2, ...; the last entry for that count or more"))),
    Primitive("score-most", "effect", "Score the VP if you alone have the most of a count, strictly more than every other player; "
              "a tie for the most scores nothing (the VP are never shared).", (P("count", t.COUNT), P("vp", t.INT))),
    Primitive("make-personal", "effect", "The objective cards set aside beside this component become its owner's personal objectives: only "
              "the owner may complete one, on their own turn; doing so places no marker (no claim spot, no spot VP) and turns "
              "the card face down.", (P("what", noun("objective")),)),
    Primitive("set-aside", "effect", "Lay random components not in play beside this one; its owner keeps them.",
              (P("amount", t.AMOUNT), P("what", noun("objective", "emperor-tile", "token"))), (P("each-group", None, "that many of each group A, B and C"),)),
    Primitive("use-token", "effect", "Pick one of your remaining bonus tokens, gain the bonus on the given half, then remove the token.",
              (P("half", t.one_of("half", "top", "bottom")),)),
    Primitive("tile-reward", "effect", "Take the reward of one of your set-aside Emperor tiles, then remove that tile from the game.", (),
              (P("retreat", t.INTS, "first move this many Emperor steps back: one number for a tile of group A, B and C in turn"),)),
    Primitive("move-die", "effect", "Move 1 die from a neighbouring action space (1 and 6 are not neighbours) onto the space you are about to use, turning it to that number."),
    Primitive("each-opponent", "effect", "Every other player carries out the block (for themselves).", block="effects"),
    Primitive("score", "effect", "Score a board now, in addition to its normal scoring.", (P("what", noun("ballroom")),), (P("current", None),)),
)

EVENTS = (
    Primitive("take-die", "event", "You take a die showing one of these faces from the action board (not by imitation).",
              (P("faces", t.FACES),), (P("before-or-after", None, "before or after the main action, nothing in between"),
                                       P("after", None, "after the main action"), P("instead", None, "replaces the main action"))),
    Primitive("guest-leaves-cafe", "event", "A guest whose order is complete leaves your café.", (), (P("color", t.GUEST_COLOR),)),
    Primitive("guest-rewarded", "event", "You take a guest's rewards.", (), (P("order", t.THRESHOLD, "items in the guest's order"),)),
    Primitive("guest-completed", "event", "You complete a guest's order.", (), (P("color", t.GUEST_COLOR), P("order", t.THRESHOLD))),
    Primitive("room-occupied", "event", "A room of your hotel becomes occupied, by any means.", (), (P("first-in-group", None), P("color", t.ROOM_COLOR))),
    Primitive("group-completed", "event", "The last room of one of your room groups becomes occupied.", (), (P("size", t.THRESHOLD), P("color", t.ROOM_COLOR))),
    Primitive("floor-completed", "event", "Every room of one of your floors becomes occupied."),
    Primitive("column-completed", "event", "Every room of one of your columns becomes occupied."),
    Primitive("emperor-reward", "event", "You receive an Emperor tile's reward."),
    Primitive("emperor-penalty", "event", "You are about to suffer an Emperor tile's penalty."),
    Primitive("staff-played", "event", "You play a staff card.", (), (P("other", None, "not this card"),
                                                                      P("once-per-round", None, "at most once each round"))),
    Primitive("dancer-sent", "event", "You send a dancer to a ballroom."),
    Primitive("objective-claimed", "event", "You put a marker on a common objective card (only that with `common`), or complete one of "
              "your personal objectives (only that with `personal`).", (),
              (P("common", None, "only a marker put on a common objective card"),
               P("personal", None, "only completing one of your personal objectives (see `make-personal`): no marker, the card turns face down"))),
    Primitive("money-gained", "event", "You gain one or more krones from one source."),
    Primitive("vp-gained", "event", "You score one or more VP from one source."),
    Primitive("champagne-gained", "event", "You gain one or more champagne from one source."),
    Primitive("champagne-spent", "event", "You spend champagne during an action.", (), (P("in-action", None),)),
    Primitive("emperor-advanced", "event", "Your Emperor marker advances.", (), (P("steps", t.THRESHOLD), P("one-action", None, "within one action"))),
    Primitive("items-gained", "event", "You gain items.", (), (P("kind", t.ITEM), P("amount", t.THRESHOLD), P("one-action", None))),
    Primitive("second-die-taken", "event", "You take your second die of the round (before its action)."),
    Primitive("before-action", "event", "You are about to use an action space."),
    Primitive("round-end", "event", "The round ends."),
    Primitive("ballroom-scored", "event", "A ballroom is scored."),
)

MODIFIERS = (
    Primitive("room-cost", "modifier", "The krones paid to prepare a room.", (), (COLOR, FLOORS)),
    Primitive("strength", "modifier", "The strength of your main action.", (), (P("die", t.FACES),)),
    Primitive("queue-cost", "modifier", "The krones paid to take a guest from the queue."),
    Primitive("serve-cost", "modifier", "The krones paid to move kitchen items onto guests."),
    Primitive("imitation-fee", "modifier", "The krone paid to use action 6.", (), (P("die", t.FACES, "only when you take a die showing this"),)),
    Primitive("cafe-tables", "modifier", "How many guests your café holds."),
    Primitive("guests-per-turn", "modifier", "How many guests you may take in one turn."),
    Primitive("group-bonus", "modifier", "Your group bonus table for one colour (by group size 1 to 4).", (), (COLOR,)),
    Primitive("order-size", "modifier", "How many items a guest's order needs."),
    Primitive("row-bonus", "modifier", "How many times you gain a ballroom row bonus."),
)

COUNTS = (
    Primitive("money", "count", "Krones on your money track."),
    Primitive("emperor", "count", "Your position on the Emperor track."),
    Primitive("vp", "count", "Your victory points."),
    Primitive("round", "count", "The current round, 1 to 7."),
    Primitive("strength", "count", "The strength of the current action."),
    Primitive("rooms", "count", "Room tiles in your hotel.", (), (P("occupied", None), P("vacant", None), COLOR, P("floor", t.INT), P("column", t.INT))),
    Primitive("groups", "count", "Your room groups.", (), (P("complete", None), P("size", t.THRESHOLD), COLOR)),
    Primitive("floors", "count", "Your floors.", (), (P("complete", None),)),
    Primitive("columns", "count", "Your columns.", (), (P("complete", None),)),
    Primitive("colors", "count", "Room colours whose every space on your board is occupied.", (), (P("complete", None),)),
    Primitive("staff", "count", "Staff cards.", (), (P("played", None), P("final", None), P("hand", None))),
    Primitive("objectives", "count", "Objectives you have met: `claimed` (the default; `common` says the same) the common objective cards "
              "holding your marker, `personal` your personal objectives turned face down, `completed` both together.", (),
              (P("claimed", None, "common objective cards holding your marker"), P("common", None, "the same as `claimed`"),
               P("personal", None, "your personal objectives completed and turned face down (see `make-personal`)"),
               P("completed", None, "both together: common ones holding your marker and personal ones turned face down"))),
    Primitive("dice-sum", "count", "The sum of the faces of the dice you have taken this round."),
    Primitive("kitchen", "count", "Items in your kitchen.", (P("item", t.ITEM),)),
    Primitive("dancers", "count", "Your dancers in ballrooms.", (), (P("ballroom", t.one_of("ballroom", "this", "all", "middle", "rightmost")), P("row", t.one_of("row", "top", "middle", "bottom")))),
    Primitive("guests", "count", "Guests whose orders you completed.", (), (P("completed", None), P("color", t.GUEST_COLOR), P("order", t.THRESHOLD), P("cafe", None),
                                                                         P("this-round", None, "completed during the current round"))),
    Primitive("min", "count", "The smallest of several counts.", (P("counts", t.ArgType("counts", "counts", t.many(t.COUNT, (ast.Count, ast.Word)))),)),
    Primitive("pairs", "count", "Half a count, rounded down.", (P("count", t.COUNT),)),
    Primitive("times", "count", "The product of two counts.", (P("counts", t.ArgType("counts", "counts", t.many(t.COUNT, (ast.Count, ast.Word)))),)),
    Primitive("highest-row", "count", "The highest ballroom row you occupy here (bottom 1, middle 2, top 3)."),
    Primitive("opponents", "count", "The number of other players."),
)

REGISTRY: dict[str, dict[str, Primitive]] = {
    category: {p.name: p for p in group}
    for category, group in (("effect", EFFECTS), ("event", EVENTS), ("modifier", MODIFIERS), ("count", COUNTS))
}

CATEGORY_WORDS = {"effect": "effect", "event": "event", "modifier": "modifier target", "count": "count"}
CATEGORY_CODES = {"effect": "E205", "event": "E221", "modifier": "E223", "count": "E220"}


def lookup(category: str, name: str) -> Primitive | None:
    return REGISTRY[category].get(name)


# ---- binding a line's words to a primitive's parameters ------------------------------------------------------


def bind(primitive: Primitive, args: tuple[ast.Node, ...], end: Span) -> Bound:
    """Read `args` against the primitive's parameters and options; raise BindError on the first misfit."""
    stream = t.ArgStream(args, end)
    values: dict[str, object] = {}
    for param in primitive.params:
        values[param.name] = param.type(stream)
    while not stream.at_end():
        _bind_option(primitive, stream, values)
    return Bound(primitive, values)


def _bind_option(primitive: Primitive, stream: t.ArgStream, values: dict[str, object]) -> None:
    node = stream.take("an option")
    word = node.text if isinstance(node, ast.Word) else None
    option = primitive.option(word) if word else None
    if option is None:
        raise _unexpected(primitive, node)
    if option.name in values:
        raise t.BindError("E206", f"'{option.name}' is given twice", node.span)
    values[option.name] = True if option.type is None else option.type(stream)


def _unexpected(primitive: Primitive, node: ast.Node) -> t.BindError:
    from dsl.formatter import render_arg

    known = [o.name for o in primitive.options]
    shown = render_arg(node)
    guess = did_you_mean(shown, known) if isinstance(node, ast.Word) else None
    message = f"'{primitive.name}' does not take '{shown}' here" + (f"; did you mean '{guess}'?" if guess else "")
    hint = f"'{primitive.name}' takes: {usage(primitive)}"
    return t.BindError("E206", message, node.span, hint, guess)


def usage(primitive: Primitive) -> str:
    """A one-line usage string, e.g. `gain AMOUNT WHAT [per COUNT]`."""
    parts = [primitive.name] + [p.name.upper() for p in primitive.params]
    parts += [f"[{o.name}]" if o.type is None else f"[{o.name} {o.type.name.upper().replace(' ', '-')}]" for o in primitive.options]
    return " ".join(parts) + (" { ... }" if primitive.block else "")
