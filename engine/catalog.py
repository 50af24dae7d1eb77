"""What the engine knows about the game's components: plain data plus compiled effects.

The compiler builds a `Catalog` from the checked corpus; the engine reads it and never names a card.
Effects are objects with `run(ctx)` and `feasible(ctx)`; triggers and modifiers are data the engine
queries by event name or modifier target.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Mapping, Protocol

from engine.state import Ref, space_key


class Effect(Protocol):
    def run(self, ctx) -> None: ...

    def feasible(self, ctx) -> bool: ...


Space = tuple[int, int]  # (floor, column), floor 1 = ground floor, column 1 = left


@dataclass(frozen=True)
class Group:
    number: int
    color: str
    spaces: tuple[Space, ...]


@dataclass(frozen=True)
class Board:
    colors: Mapping[Space, str]
    groups: tuple[Group, ...]
    placement_vp: Mapping[Space, int]
    prep_cost: tuple[int, ...]  # by floor, floor 1 first
    first_room: Space
    floors: int
    columns: int

    def group_of(self, space: Space) -> Group:
        return next(g for g in self.groups if space in g.spaces)

    @cached_property
    def lines(self) -> Mapping[str, tuple[tuple[str, ...], ...]]:
        """The room keys ("floor/column") of each floor, column, colour and group (in board.groups' order): the counts
        of full floors, columns, colours and groups ask whether all of one are occupied."""
        keys = {space: space_key(space) for space in self.colors}
        floors = [tuple(space_key((f, c)) for c in range(1, self.columns + 1)) for f in range(1, self.floors + 1)]
        columns = [tuple(space_key((f, c)) for f in range(1, self.floors + 1)) for c in range(1, self.columns + 1)]
        colors = [tuple(keys[s] for s, c in self.colors.items() if c == color) for color in set(self.colors.values())]
        groups = [tuple(space_key(s) for s in g.spaces) for g in self.groups]
        return {"floors": tuple(floors), "columns": tuple(columns), "colors": tuple(colors), "groups": tuple(groups)}

    @cached_property
    def memo(self) -> dict:
        """Values that depend on the board and a player's rooms alone (engine/rules.py keeps them here: they
        are asked all game long, and the same arrangements of rooms come back)."""
        return {}


@dataclass(frozen=True)
class Track:
    vp: tuple[int, ...]
    scoring_rounds: tuple[int, ...]
    retreat: tuple[int, ...]
    reward_from: int
    penalty_at: int
    overflow_vp: int

    @property
    def top(self) -> int:
        return len(self.vp) - 1


@dataclass(frozen=True)
class Origin:
    """Where a line of a card is written, for messages about the card."""

    path: str
    line: int
    column: int = 1

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


@dataclass(frozen=True)
class Trigger:
    event: str
    accepts: Callable[[dict], bool]  # the line's filters, compiled against the engine's contract
    effect: Effect
    owner: Ref
    origin: Origin
    options: Mapping[str, object] = field(default_factory=dict)  # the line's bound options, for display
    timing: str = ""  # for take-die: "", "before-or-after", "after" or "instead"
    once_per_round: bool = False

    def __str__(self) -> str:
        return f"{self.owner} ({self.origin})"


@dataclass(frozen=True)
class Modifier:
    target: str
    applies: Callable[[dict], bool]
    set_to: tuple[int, ...] | None
    add: int
    owner: Ref
    options: Mapping[str, object] = field(default_factory=dict)  # the line's filters as written, for display


@dataclass(frozen=True)
class Behaviour:
    """What a component does while a player holds it: triggers, modifiers and a once-per-round ability.
    A bell card's triggers are optional and act once: using one turns the card face down."""

    triggers: tuple[Trigger, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    ability: Effect | None = None
    bell: bool = False
    per_turn: bool = False  # its ability may be used once each turn (otherwise once each round)

    def __bool__(self) -> bool:
        return bool(self.triggers or self.modifiers or self.ability)

    @cached_property
    def by_event(self) -> Mapping[str, tuple[tuple[int, Trigger], ...]]:
        """Its triggers (with their index) by event, for the queries the engine makes all game long."""
        found: dict = {}
        for part, trigger in enumerate(self.triggers):
            found.setdefault(trigger.event, []).append((part, trigger))
        return {event: tuple(pairs) for event, pairs in found.items()}

    @cached_property
    def by_target(self) -> Mapping[str, tuple[Modifier, ...]]:
        found: dict = {}
        for modifier in self.modifiers:
            found.setdefault(modifier.target, []).append(modifier)
        return {target: tuple(mods) for target, mods in found.items()}


@dataclass(frozen=True)
class Holding:
    """A component as held by a player: its reference and what it does while held."""

    ref: Ref
    behaviour: Behaviour
    zone: str  # which zone it is held in, for messages


NOTHING = Behaviour()


@dataclass(frozen=True)
class StaffCard:
    ident: int
    name: str
    cost: int
    timing: str
    effect: Effect | None = None
    scoring: Effect | None = None
    behaviour: Behaviour = NOTHING

    @cached_property
    def ref(self) -> Ref:
        return Ref("staff", self.ident)

    @cached_property
    def holding(self) -> Holding:
        return Holding(self.ref, self.behaviour, "played staff")


@dataclass(frozen=True)
class ActionSpace:
    """An action space: dice showing its number go there; its card says what its action does."""

    ident: str
    number: int | None  # None: an action taken instead of a die (the master key)
    name: str
    effect: Effect
    fee: int = 0  # krones to use it (action 6: the imitation fee)
    imitates: bool = False  # its action copies another space's (so it is not itself copied)
    module: str = "base"

    @cached_property
    def ref(self) -> Ref:
        return Ref("action-space", self.ident)


@dataclass(frozen=True)
class GuestCard:
    ident: int
    name: str
    color: str
    order: Mapping[str, int]
    vp: int
    reward: Effect | None = None
    behaviour: Behaviour = NOTHING  # while it sits in the café
    cafe_vp: int | None = None  # VP at the end if still in the café (None: the rules' usual amount)
    destination: str = "room-or-ballroom"  # where it may go once served: a room, a ballroom (when in play), or neither (cafe)
    needs: object = None  # engine/destinations.RoomNeeds: several rooms at once, or rooms on given floors (None: one room)

    @cached_property
    def ref(self) -> Ref:
        return Ref("guest", self.ident)

    @cached_property
    def holding(self) -> Holding:
        return Holding(self.ref, self.behaviour, "café")

    @cached_property
    def order_size(self) -> int:
        return sum(self.order.values())


@dataclass(frozen=True)
class ObjectiveCard:
    ident: int | str
    name: str
    group: str
    requirement: Callable  # (game, seat, known=None) -> bool; known: what the player keys read in this pass (compiler/build.py)
    spots: tuple[int, ...] | None = None  # VP for the first, second, third claim (None: the rules' usual VP)

    @cached_property
    def ref(self) -> Ref:
        return Ref("objective", self.ident)


@dataclass(frozen=True)
class EmperorTile:
    ident: str
    name: str
    group: str
    reward: Effect
    penalty: Effect

    @cached_property
    def ref(self) -> Ref:
        return Ref("emperor-tile", self.ident)


@dataclass(frozen=True)
class Constants:
    players: tuple[int, ...]
    rounds: int
    dice: tuple[int, ...]  # for 2, 3, 4 players
    start_money: int
    start_kitchen: Mapping[str, int]
    hand_size: int
    start_rooms: int
    cafe_tables: int
    queue_size: int
    queue_costs: tuple[int, ...]
    money_cap: int
    objective_vp: tuple[int, ...]
    final_room_vp: tuple[int, ...]
    final_cafe_vp: int
    boost_cost: int
    serve_cost: int
    serve_batch: int
    values: Mapping[str, tuple] = field(default_factory=dict)  # every rules field of the selected modules, merged

    def get(self, name: str, default: tuple = ()) -> tuple:
        """A rules field by its card name (a module's value replaces the base game's)."""
        return self.values.get(name, default)


@dataclass(frozen=True)
class Celebrity:
    """A celebrity (Let's Waltz! module 2): taken with a coloured die, held until the round ends."""

    ident: str
    name: str
    vp: int
    behaviour: Behaviour = NOTHING

    @cached_property
    def ref(self) -> Ref:
        return Ref("celebrity", self.ident)

    @cached_property
    def holding(self) -> Holding:
        return Holding(self.ref, self.behaviour, "celebrities")


@dataclass(frozen=True)
class Entrance:
    """A hotel entrance (Let's Waltz! module 3): auctioned at setup, owned for the whole game."""

    ident: str
    name: str
    setup: Effect | None = None  # laid out beside it before the auction
    obtained: Effect | None = None  # its winner's gains
    scoring: Effect | None = None  # at final scoring
    behaviour: Behaviour = NOTHING
    tokens: tuple[tuple[Effect | None, Effect | None], ...] = ()  # each bonus token's top and bottom halves
    round_pile: bool = False  # it scores the round's completed guests at the round end: its owner keeps them in a pile

    @cached_property
    def ref(self) -> Ref:
        return Ref("hotel-entrance", self.ident)

    @cached_property
    def holding(self) -> Holding:
        return Holding(self.ref, self.behaviour, "entrance")


@dataclass(frozen=True)
class Row:
    """A ballroom row: its champagne cost (one for every space, or one per space from the left), its spaces
    (`four_player` of them used only with 4 players), and the bonus for a dancer placed there."""

    name: str  # top, middle or bottom
    costs: tuple[int, ...]
    spaces: int
    four_player: int = 0
    bonus: Effect | None = None

    def cost(self, index: int) -> int:
        return self.costs[min(index, len(self.costs) - 1)]


@dataclass(frozen=True)
class Side:
    """One side of a ballroom board: its rows and its scoring."""

    rows: Mapping[str, Row]
    scoring: Effect


@dataclass(frozen=True)
class Ballroom:
    ident: str
    name: str
    rows: Mapping[str, Row]
    scoring: Effect
    two_player: Side | None = None  # None while the owner's values for the 2-player side are missing
    two_player_missing: str = ""  # what of the 2-player side is missing, when it is

    def side(self, players: int) -> Side:
        """The side turned up for this many players (lets-waltz.md §1.2 step 1)."""
        return self.two_player if players == 2 else Side(self.rows, self.scoring)

    @cached_property
    def ref(self) -> Ref:
        return Ref("ballroom", self.ident)


@dataclass(frozen=True)
class Section:
    dancers: int
    bonus: Effect | None = None


@dataclass(frozen=True)
class RehearsalRoom:
    ident: str
    name: str
    sections: tuple[Section, ...]

    @cached_property
    def ref(self) -> Ref:
        return Ref("rehearsal-room", self.ident)


@dataclass(frozen=True)
class Catalog:
    constants: Constants
    board: Board
    track: Track
    group_bonus: Mapping[str, tuple[str, tuple[int, ...]]]  # colour -> (resource, amounts by size)
    staff: Mapping[int, StaffCard]
    guests: Mapping[int, GuestCard]
    objectives: Mapping[int, ObjectiveCard]
    emperor_tiles: Mapping[str, EmperorTile]
    spaces: Mapping[int, ActionSpace] = field(default_factory=dict)
    key: ActionSpace | None = None  # an action taken instead of a die (Let's Waltz! module 4)
    celebrities: Mapping[str, Celebrity] = field(default_factory=dict)
    entrances: Mapping[str, Entrance] = field(default_factory=dict)
    ballrooms: Mapping[str, Ballroom] = field(default_factory=dict)
    rehearsal_rooms: Mapping[str, RehearsalRoom] = field(default_factory=dict)
    balcony_cost: int | None = None  # champagne to place a dancer past the rightmost ballroom's top row
    modules: tuple[str, ...] = ("base",)
    assumptions: Mapping[str, str] = field(default_factory=dict)  # a rule gap's name -> the answer taken
    left_out: tuple[str, ...] = ()  # components of the selected modules that cannot be played (why, for the player)
    staff_sets: Mapping[str, tuple[int, ...] | None] = field(default_factory=dict)

    @cached_property
    def components(self) -> Mapping[Ref, object]:
        """Every card by its reference."""
        groups = (self.staff, self.guests, self.objectives, self.emperor_tiles, self.spaces, self.celebrities, self.entrances,
                  self.ballrooms, self.rehearsal_rooms, {"key": self.key} if self.key else {})
        return {card.ref: card for cards in groups for card in cards.values()}

    def objective(self, ident: str) -> "ObjectiveCard":
        """An objective by the id the game state keys it with (a number or a word, as text)."""
        return self.objectives_by_text[ident]

    @cached_property
    def objectives_by_text(self) -> Mapping[str, "ObjectiveCard"]:
        return {str(ident): card for ident, card in self.objectives.items()}

    @cached_property
    def claim_spots(self) -> Mapping[str, tuple["ObjectiveCard", tuple[int, ...]]]:
        """Per objective id as the state keys it: the card and the VP of its claim spots (its own, else the rules'),
        looked up once (the claims are listed on every pass of every turn)."""
        usual = self.constants.objective_vp
        return {ident: (card, usual if card.spots is None else card.spots) for ident, card in self.objectives_by_text.items()}

    @cached_property
    def active_staff(self) -> frozenset[int]:
        """Staff that act while in play (triggers, modifiers or an ability): the only ones holdings list."""
        return frozenset(i for i, card in self.staff.items() if card.behaviour)

    @cached_property
    def active_guests(self) -> frozenset[int]:
        return frozenset(i for i, card in self.guests.items() if card.behaviour)

    @cached_property
    def heard_events(self) -> frozenset[str]:
        """Events some component has a trigger for; the others need no look at anyone's holdings."""
        return frozenset(t.event for card in self.components.values() for t in getattr(card, "behaviour", NOTHING).triggers)

    @cached_property
    def modified_targets(self) -> frozenset[str]:
        return frozenset(m.target for card in self.components.values() for m in getattr(card, "behaviour", NOTHING).modifiers)

    @cached_property
    def faces(self) -> tuple[int, ...]:
        """The numbers of the action spaces, in order."""
        return tuple(sorted(self.spaces))

    @cached_property
    def setup_groups(self) -> Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]]:
        """For groups A, B and C in order: the objective ids (as words, by number) and the Emperor tile ids (sorted)
        that setup picks one of each from (listed once per catalog, not once per game)."""
        return {group: (tuple(sorted((str(o.ident) for o in self.objectives.values() if o.group == group), key=_by_number)),
                        tuple(sorted(t.ident for t in self.emperor_tiles.values() if t.group == group)))
                for group in ("A", "B", "C")}

    @cached_property
    def die_spaces(self) -> tuple[tuple[int, int, str], ...]:
        """The numbered action spaces in order, as (number, printed fee, name): read for every die on offer."""
        return tuple((number, self.spaces[number].fee, self.spaces[number].name) for number in self.faces)

    @cached_property
    def modifier_owners(self) -> Mapping[str, Mapping[str, frozenset]]:
        """Per modifier target, the components that have such a modifier: their ids by kind (an index, so that a
        query can tell at once that nothing the player holds changes it)."""
        return _owners((card.ref, m.target) for card in self.components.values() for m in getattr(card, "behaviour", NOTHING).modifiers)

    @cached_property
    def ability_owners(self) -> Mapping[str, frozenset]:
        """The components with a once-per-round ability: their ids by kind."""
        found = _owners((card.ref, "ability") for card in self.components.values() if getattr(card, "behaviour", NOTHING).ability)
        return found.get("ability", {})

    @cached_property
    def trigger_owners(self) -> Mapping[str, Mapping[str, frozenset]]:
        """Per event, the components with a trigger for it: their ids by kind."""
        return _owners((card.ref, t.event) for card in self.components.values() for t in getattr(card, "behaviour", NOTHING).triggers)

    def name_of(self, ref: Ref) -> str:
        card = self.components.get(ref)
        return card.name if card is not None else str(ref)

    def behaviour_of(self, ref: Ref) -> Behaviour:
        return getattr(self.components.get(ref), "behaviour", NOTHING)


def _by_number(ident: str) -> tuple:
    return (0, int(ident), "") if ident.isdigit() else (1, 0, ident)


def _owners(pairs) -> Mapping[str, Mapping[str, frozenset]]:
    found: dict = {}
    for ref, key in pairs:
        found.setdefault(key, {}).setdefault(ref.kind, set()).add(ref.ident)
    return {key: {kind: frozenset(ids) for kind, ids in kinds.items()} for key, kinds in found.items()}
