"""Component kinds: which fields each kind of card or board has, which are required, and its id ranges.

A field is a registry primitive of category `field`, so binding its values and documenting it work the
same way as for effects. Blocks named here hold effect lines; `when`, `modify` and `require` are allowed
only on kinds that list them.
"""
from __future__ import annotations

from dataclasses import dataclass

from dsl import ast
from dsl.formatter import render_arg
from compiler import types as t
from compiler.registry import P, Primitive


def field(name: str, summary: str, *params, options=(), block: str | None = None) -> Primitive:
    return Primitive(name, "field", summary, tuple(params), tuple(options), block)


@dataclass(frozen=True)
class FieldRule:
    spec: Primitive
    required: bool = False
    repeatable: bool = False


@dataclass(frozen=True)
class KindSpec:
    name: str
    summary: str
    fields: tuple[FieldRule, ...]
    id_ranges: tuple[tuple[str, int, int], ...] = ()  # (module, first, last); empty: ids are words
    triggers: bool = False  # `when` lines
    modifiers: bool = False  # `modify` lines
    requirement: bool = False  # a `require` line
    overlay: bool = False  # lines that name other components' values (a values file); compiler/values.py checks them

    def field(self, name: str) -> FieldRule | None:
        return next((f for f in self.fields if f.spec.name == name), None)


def req(spec: Primitive) -> FieldRule:
    return FieldRule(spec, required=True)


def opt(spec: Primitive) -> FieldRule:
    return FieldRule(spec)


def rep(spec: Primitive) -> FieldRule:
    return FieldRule(spec, repeatable=True)


def _value_in_block(stream: t.ArgStream) -> t.UnknownValue:
    node = stream.take("unknown \"why\"")
    if not isinstance(node, ast.Unknown):
        raise t.BindError("E219", f"expected unknown \"why\", found '{render_arg(node)}'", node.span,
                          "a known value is written as the line's { block }, not here")
    return t.UnknownValue(node.note)


# A value whose known form is the line's { block } (effects, or a token's halves): on the line it can only be `unknown`,
# and a values file supplies it as a block (compiler/values.py).
IN_BLOCK = t.ArgType("unknown block", "unknown; once known, the line's { block } holds it", _value_in_block)

MODULE = field("module", "The box or module the component belongs to.", P("module", t.MODULE))
TEXT = field("text", "The component's text, in the project's own words.", P("text", t.TEXT))
SOURCE = field("source", "Source tags that vouch for the whole component.")
NOTE = field("note", "A remark for readers: a conflict between sources, an edition difference, a gap.", P("text", t.TEXT))
REQUIRES = field("requires", "Modules that must be in play for this component to be used.", P("modules", t.MODULES))
COMMON = (req(MODULE), req(TEXT), opt(SOURCE), rep(NOTE), opt(REQUIRES))

EFFECT = field("effect", "What the card does when used (immediately, or once per round as an additional action).", block="effects")
SCORING = field("scoring", "What the component scores during final scoring.", block="effects")
REWARD = field("reward", "What the player gains.", block="effects")
PENALTY = field("penalty", "What the player suffers at an Emperor scoring on space 0.", block="effects")
GROUP = field("group", "Objective or Emperor tile group: A, B or C.", P("group", t.GROUP))
VP = field("vp", "Victory points.", P("vp", t.SIGNED))

STAFF = KindSpec(
    "staff", "A staff card: hired with action 5 and kept in play.",
    COMMON + (req(field("cost", "Printed cost in krones.", P("cost", t.SIGNED))),
              req(field("timing", "When the card acts.", P("timing", t.TIMING))),
              opt(EFFECT), opt(SCORING)),
    (("base", 1, 48), ("ballrooms", 119, 133), ("you-want-more", 166, 179), ("promo", 183, 183)),
    triggers=True, modifiers=True,
)

GUEST = KindSpec(
    "guest", "A guest card: taken from the queue, served, then checked in for VP and a reward.",
    COMMON + (req(field("color", "Guest colour; green guests take a room of any colour.", P("color", t.GUEST_COLOR))),
              req(field("order", "Dishes and drinks the guest wants.", P("order", t.ORDER))),
              req(VP), opt(REWARD),
              opt(field("destination", "Where the guest may go once served.", P("where", t.one_of("destination", "room", "ballroom", "room-or-ballroom", "cafe")))),
              opt(field("needs", "Rooms the guest needs to check in.", options=(P("rooms", t.INT), P("adjacent", None), P("horizontal", None), P("floors", t.FLOORS)))),
              opt(field("cafe-penalty", "VP lost at the end for this guest in your café (default -5).", P("vp", t.SIGNED))),
              opt(field("ability", "A once-per-round ability usable while the guest sits in your café.", block="effects"))),
    (("base", 49, 104), ("promo", 117, 118), ("ballrooms", 134, 162), ("promo", 184, 192)),
    triggers=True,
)

OBJECTIVE = KindSpec(
    "objective", "An objective card: the first three players to meet it score 15, 10 and 5 VP.",
    COMMON + (req(GROUP), opt(field("spots", "VP for the first, second and third claim.", P("vp", t.INTS))),
              opt(field("number", "The printed card number, where the id is not it.", P("number", t.INT)))),
    (("base", 105, 116), ("ballrooms", 163, 165), ("you-want-more", 180, 182)),
    requirement=True,
)

EMPEROR_TILE = KindSpec(
    "emperor-tile", "An Emperor tile: scored after round 3 (A), 5 (B) or 7 (C).",
    COMMON + (req(GROUP), req(REWARD), req(PENALTY)),
)

HOTEL_BOARD = KindSpec(
    "hotel-board", "A player's hotel board side: floors, columns, colours, room groups and placement VP.",
    COMMON + (req(field("side", "Night (all alike) or day (each different).", P("side", t.one_of("side", "night", "day")))),
              opt(field("floors", "Number of floors.", P("n", t.INT))),
              opt(field("columns", "Number of columns.", P("n", t.INT))),
              opt(field("prep-cost", "Krones to prepare a room, floor 1 upward.", P("krones", t.INTS))),
              rep(field("floor", "The colours of one floor, column 1 to the last.", P("floor", t.INT), P("colors", t.COLORS))),
              rep(field("group", "A room group: number, colour and spaces.", P("number", t.INT), P("color", t.ROOM_COLOR), P("spaces", t.SPACES))),
              rep(field("placement-vp", "VP scored when a room is placed on this space.", P("space", t.SPACE), P("vp", t.INT))),
              opt(field("first-room", "Where the first room must go.", P("space", t.SPACE))),
              opt(field("layout", "The board's layout, when no source gives it.", P("layout", t.ArgType("unknown", "unknown", t._unknown_or(t._text)))))),
)

EMPEROR_TRACK = KindSpec(
    "emperor-track", "The Emperor track: VP per space and the scoring rounds.",
    COMMON + (req(field("spaces", "The spaces of the track.", P("range", t.ArgType("range", "a range", t._unknown_or(t._floors))))),
              req(field("vp", "VP scored on each space, from the lowest.", P("vp", t.INTS))),
              req(field("scoring-rounds", "Rounds after which the Emperor scores.", P("rounds", t.INTS))),
              req(field("retreat", "Steps back after each scoring.", P("steps", t.INTS))),
              opt(field("reward-from", "Lowest space that earns the tile's reward.", P("space", t.INT))),
              opt(field("penalty-at", "Space that suffers the tile's penalty.", P("space", t.INT))),
              opt(field("overflow-vp", "VP per step beyond the last space.", P("vp", t.INT)))),
)

GROUP_BONUS = KindSpec(
    "group-bonus", "What completing a room group pays, by colour and group size.",
    COMMON + (rep(field("bonus", "Bonus by group size 1, 2, 3, 4.", P("color", t.ROOM_COLOR), P("what", t.RESOURCE), P("amounts", t.INTS))),),
)

RULES = KindSpec(
    "rules", "The game's constants: numbers the rules give that belong to no single card.",
    COMMON + tuple(rep(field(name, doc, P("values", t.INTS))) for name, doc in (
        ("players", "Player counts the game supports."), ("rounds", "Rounds in a game."),
        ("dice", "Dice in play for 2, 3 and 4 players."), ("start-money", "Krones at the start (several numbers: by initial turn position, first player first)."),
        ("hand-size", "Staff cards dealt to each player."), ("start-rooms", "Rooms prepared during setup."),
        ("cafe-tables", "Guests a café holds."), ("queue-size", "Guests in the queue."),
        ("queue-costs", "Krones to take a guest, by queue position from the left."), ("money-cap", "Most krones a player may hold."),
        ("objective-vp", "VP for the first, second and third claim of an objective."),
        ("final-room-vp", "VP per occupied room at the end, by floor."), ("final-cafe-vp", "VP per guest left in the café."),
        ("boost-cost", "Krones for +1 strength, once per turn."), ("serve-cost", "Krones to move up to three kitchen items onto guests."),
        ("serve-batch", "Items moved per serve payment."),
        ("start-champagne", "Champagne in the kitchen at the start."), ("dancers", "Dancers per player."),
        ("no-dancer-vp", "VP for having no dancer in a ballroom being scored."), ("kitchen-champagne-vp", "VP per champagne left at the end."),
        ("celebrity-vp", "VP ladder of a celebrity waiting in the lounge."), ("colored-die-fee", "Krones per other die when taking a coloured die."),
        ("lounge-spaces", "Celebrities shown in the lounge."), ("compensation", "Krones to the following players when the key is taken."),
        ("turn-tiles", "Numbers on the turn-order tiles."), ("ballrooms-in-play", "Ballrooms laid out for a game."),
    )) + (opt(field("start-kitchen", "Items in the kitchen at the start (`none`: an empty kitchen).", P("items", t.ORDER))),
          opt(field("turn-order", "How turns go round: `snake` (up, then back down) or `clockwise` (twice round the table).",
                    P("order", t.one_of("turn order", "snake", "clockwise")))),
          opt(field("dice-colors", "The colours of the coloured dice that replace white ones.", P("colors", t.COLORS)))),
)

CELEBRITY = KindSpec(
    "celebrity", "A celebrity (Let's Waltz! module 2): taken with a coloured die, it helps its holder until the round ends.",
    COMMON + (opt(field("vp", "Printed VP scored when taken.", P("vp", t.SIGNED))), opt(EFFECT)),
    triggers=True, modifiers=True,
)

ENTRANCE = KindSpec(
    "hotel-entrance", "A hotel entrance (Let's Waltz! module 3), auctioned at setup; its `when` and `modify` lines apply once its `obtained` block is done.",
    COMMON + (opt(field("setup", "What is laid out beside the entrance before the auction.", block="effects")),
              opt(field("obtained", "What its winner gains at once.", block="effects")),
              opt(field("ability", "An ability its owner may use (as the text says when).", block="effects")),
              opt(field("tokens", "Bonus tokens that come with it; the block gives each token's halves (`top 1 { ... }`, `bottom 1 { ... }`).",
                        P("count", t.INT), options=(P("bonuses", IN_BLOCK, "unknown while no source gives the halves"),), block="token-halves?")),
              opt(field("limit", "How often its ability may be used.", P("limit", t.one_of("limit", "once-per-turn", "once-per-round")))),
              opt(SCORING)),
    triggers=True, modifiers=True,
)

BALLROOM = KindSpec(
    "ballroom", "A Vienna ballroom (Let's Waltz! module 1): rows of dancer spaces with bonuses, scored after round 3, 5 or 7.",
    COMMON + (rep(field("row", "A row: its champagne cost (one number for the whole row, or one per space from the left), its spaces "
                        "and the bonus for a dancer placed there.",
                        P("row", t.one_of("row", "top", "middle", "bottom")),
                        options=(P("cost", t.INTS, "one number: every space of the row costs it; one per space: each space's own cost, from the left"),
                                 P("spaces", t.INT), P("four-player-spaces", t.INT)), block="effects?")),
              req(SCORING),
              opt(field("two-player-side", "How the 2-player side differs.", P("text", t.ArgType("text or unknown", "text", t._unknown_or(t._text))))),
              # The 2-player side has no middle row [000 p.16]: its rows can only be top and bottom, and a bottom row pays no bonus.
              rep(field("two-player-row", "A row of the 2-player side (which has no middle row): its champagne cost, its spaces and, "
                        "for the top row, the bonus for a dancer placed there.",
                        P("row", t.one_of("row", "top", "bottom")),
                        options=(P("cost", t.INTS, "one number: every space of the row costs it; one per space: each space's own cost, from the left"),
                                 P("spaces", t.INT), P("bonus", IN_BLOCK, "unknown while no source gives it")), block="effects?")),
              opt(field("two-player-scoring", "How the 2-player side is scored.",
                        options=(P("effects", IN_BLOCK, "unknown while no source gives it"),), block="effects?")),
              opt(field("tie-rule", "How tied players score.", P("rule", t.one_of("rule", "share-and-skip"))))),
)

BALCONY = KindSpec(
    "balcony", "The balcony beside the rightmost ballroom: more top-row room at a fixed champagne cost.",
    COMMON + (req(field("cost", "Champagne paid to place a dancer on the balcony.", P("cost", t.SIGNED))),),
)

REHEARSAL_ROOM = KindSpec(
    "rehearsal-room", "A player's rehearsal room (Let's Waltz! module 1): sections of dancers, each paying a bonus once emptied.",
    COMMON + (rep(field("section", "A section: how many dancers it holds, and its bonus once emptied.",
                        P("number", t.INT), options=(P("dancers", t.INT), P("bonus", IN_BLOCK, "unknown while no source gives it")),
                        block="effects?")),),
)

ACTION_SPACE = KindSpec(
    "action-space", "An action space of the action board (or an extension of it).",
    COMMON + (req(EFFECT), opt(field("number", "The number on the space: dice showing it are placed there.", P("number", t.INT))),
              opt(field("fee", "Krones paid to use the space, before its action (changed by `imitation-fee` modifiers).", P("krones", t.INT)))),
)

STAFF_SET = KindSpec(
    "staff-set", "A pre-built hand of staff for the introductory game.",
    COMMON + (req(field("cards", "Staff card numbers in the set.", P("cards", t.INTS))),),
)


def _answer(stream: t.ArgStream) -> str:
    node = stream.take("an answer such as clockwise-from-start-player")
    if not isinstance(node, ast.Word) or node.text in ("instead-of", "unknown"):
        raise t.BindError("E219", f"expected an answer (a word such as clockwise-from-start-player), found '{render_arg(node)}'", node.span)
    return node.text


def _answers(stream: t.ArgStream) -> tuple[str, tuple[str, ...]]:
    """`CHOSEN instead-of OTHER OTHER ...`: the answer taken, then the answers it is taken over."""
    chosen = _answer(stream)
    keyword = stream.take("'instead-of' and the answers not chosen")
    if not (isinstance(keyword, ast.Word) and keyword.text == "instead-of"):
        raise t.BindError("E206", f"expected 'instead-of' after the chosen answer, found '{render_arg(keyword)}'", keyword.span,
                          "an assumption names what it takes and what it does not: choice A instead-of B")
    others = [_answer(stream)]
    while not stream.at_end():
        others.append(_answer(stream))
    if chosen in others or len(set(others)) < len(others):
        raise t.BindError("E219", f"'{chosen}' and the answers it is taken over must all differ", keyword.span)
    return chosen, tuple(others)


def _unknown_only(stream: t.ArgStream) -> t.UnknownValue:
    node = stream.take("unknown \"which source row leaves this open\"")
    if not isinstance(node, ast.Unknown):
        raise t.BindError("E219", f"an assumption covers a rule no source states: expected unknown \"...\", found '{render_arg(node)}'",
                          node.span, "if a source states the rule, write it in the card instead of an assumption")
    return t.UnknownValue(node.note)


# An assumption's answer is unknown by definition: a values file picks one of its answers with `choice`, never fills this in.
ANSWER = t.ArgType("unknown", "unknown with a note", _unknown_only)

ASSUMPTION = KindSpec(
    "assumption", "A named assumption: a rule no source states, settled by a choice that play needs; the values overlay may override it.",
    COMMON + (req(field("answer", "What the sources say: always `unknown` with a note naming the source row that leaves it open.",
                        P("answer", ANSWER))),
              req(field("choice", "The answer taken (`choice A instead-of B ...`); the others are what an overlay may pick instead.",
                        P("answers", t.ArgType("answers", "an answer, then `instead-of` and one or more other answers", _answers))))),
)

VALUES = KindSpec(
    "values", "A values file: the values no source gives, read by the owner off their own copy of the game, and the assumptions "
    "they settle otherwise. Each line names a component, one of its unknowns and the value: `staff 125 cost 3`.",
    (req(TEXT), rep(NOTE)),
    overlay=True,
)

KINDS: dict[str, KindSpec] = {k.name: k for k in (STAFF, GUEST, OBJECTIVE, EMPEROR_TILE, HOTEL_BOARD, EMPEROR_TRACK, GROUP_BONUS,
                                                   RULES, STAFF_SET, CELEBRITY, ENTRANCE, BALLROOM, BALCONY, REHEARSAL_ROOM,
                                                   ACTION_SPACE, ASSUMPTION, VALUES)}

# Field blocks hold effect lines; these are their names across all kinds.
EFFECT_BLOCKS = frozenset(name for k in KINDS.values() for f in k.fields if f.spec.block == "effects" for name in [f.spec.name])
