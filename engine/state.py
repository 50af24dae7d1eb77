"""Game state as plain data. Serializes to JSON and back; the engine mutates it only through engine/rules."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import asdict, dataclass, field

ITEM_ORDER = ("strudel", "cake", "wine", "coffee", "champagne")


@dataclass(frozen=True, order=True)
class Ref:
    """Which component: its kind and id (a number or a word). Identity as data, never a label to parse."""

    kind: str
    ident: int | str

    def __str__(self) -> str:
        return f"{self.kind} {self.ident}"


@dataclass(frozen=True, order=True)
class Use:
    """A use mark: the component, and which of its parts was used (ABILITY, or the index of a trigger)."""

    ref: Ref
    part: int


ABILITY = -1


@dataclass
class CafeGuest:
    guest: int
    served: dict[str, int] = field(default_factory=dict)


@dataclass
class Player:
    seat: int
    money: int = 0
    vp: int = 0
    emperor: int = 0
    kitchen: dict[str, int] = field(default_factory=dict)
    cafe: list[CafeGuest] = field(default_factory=list)
    rooms: dict[str, str] = field(default_factory=dict)  # "floor/column" -> "vacant" | "occupied"
    hand: list[int] = field(default_factory=list)
    played: list[int] = field(default_factory=list)
    used_this_round: list[Use] = field(default_factory=list)  # once-per-round abilities and triggers used
    face_down: list[Ref] = field(default_factory=list)  # bell cards already used: they stay in play, but act no more
    tiles: list[int] = field(default_factory=list)  # this round's turn-tile numbers, ascending
    covered: int = 0  # how many of them are covered by dice
    passed: bool = False
    paid_groups: list[int] = field(default_factory=list)
    vp_events: int = 0  # sum of every VP change, kept for the VP invariant
    passed_this_round: bool = False  # passed at least once this round (a reroll does not undo it)
    faces: list = field(default_factory=list)  # faces of the dice taken this round, in order ("key": the master key)
    completed_this_round: list[int] = field(default_factory=list)  # guests whose completed orders left the café this round
    completed: list[int] = field(default_factory=list)  # every such guest this game
    # Let's Waltz!
    celebrities: list[str] = field(default_factory=list)  # held until the round ends
    entrance: str | None = None
    entrance_ready: bool = False  # its gains taken: from then on it acts
    used_this_turn: list[Use] = field(default_factory=list)  # abilities limited to once per turn
    personal: list[str] = field(default_factory=list)  # personal objectives not yet completed
    personal_done: list[str] = field(default_factory=list)  # completed (face down)
    rehearsal: str | None = None  # the rehearsal-room board
    sections: list[int] = field(default_factory=list)  # dancers left in each of its sections
    dancers_boxed: int = 0  # dancers taken off the ballrooms by a penalty: back in the box


@dataclass
class GameState:
    seed: int
    players: list[Player]
    round: int = 1
    spaces: list[int] = field(default_factory=lambda: [0] * 6)  # dice per action space 1..6
    dustbin: int = 0
    dice_total: int = 0
    staff_deck: list[int] = field(default_factory=list)
    guest_deck: list[int] = field(default_factory=list)
    guest_discard: list[int] = field(default_factory=list)
    queue: list[int | None] = field(default_factory=list)  # left to right
    objectives: dict[str, list[int]] = field(default_factory=dict)  # objective id -> seats that claimed, in order
    emperor_tiles: list[str] = field(default_factory=list)  # for the scoring rounds, in order
    phase: str = "setup"  # setup, round, final
    deal: str = "random"  # how staff hands are dealt: random or draft
    chosen: list = field(default_factory=list)  # objective ids and Emperor tile ids fixed by the caller
    # Let's Waltz!
    colored: dict[str, int | None] = field(default_factory=dict)  # each coloured die's face on the board (None: not there)
    lounge: list[str | None] = field(default_factory=list)  # the celebrity on each lounge space, left to right
    lounge_vp: list[int] = field(default_factory=list)  # what taking each one scores (printed VP, or its token)
    celebrity_deck: list[str] = field(default_factory=list)
    celebrity_discard: list[str] = field(default_factory=list)
    key_holder: int | None = None  # who took the master key this round
    entrances: list[str] = field(default_factory=list)  # entrances laid out and not yet auctioned
    aside: dict[str, dict[str, list]] = field(default_factory=dict)  # component laid beside an entrance, by entrance and kind
    ballrooms: list[str] = field(default_factory=list)  # in play, left to right (scored after rounds 3, 5 and 7)
    dancers: dict[str, dict[str, list[int]]] = field(default_factory=dict)  # ballroom -> row -> seats, leftmost space first
    shared_spaces: dict[str, dict[str, int]] = field(default_factory=dict)  # ballroom -> row -> dancers on another's space
    rehearsal_rooms: list[str] = field(default_factory=list)  # boards laid out and not yet picked
    finished: bool = False
    rng_state: object = None

    def rng(self) -> random.Random:
        generator = random.Random()
        if self.rng_state is None:
            generator.seed(self.seed)
        else:
            generator.setstate(self.rng_state)
        return generator

    def copy(self) -> "GameState":
        """A copy sharing nothing mutable with this state (a structural copy: quicker than deepcopy)."""
        return _fresh(self)

    def key(self) -> tuple:
        """The state as one hashable value, equal for equal states (as their JSON, keys sorted, would be);
        the random generator left out."""
        flat = FLAT[GameState]
        return tuple(v if type(v) in _ATOMS else _flat_key(v) if k in flat else _frozen(v) for k, v in self.__dict__.items() if k != "rng_state")

    def to_json(self) -> dict:
        data = asdict(self)
        data["rng_state"] = _state_to_json(self.rng_state)
        return data

    @classmethod
    def from_json(cls, data: dict) -> "GameState":
        data = dict(data)
        data["players"] = [_player_from_json(p) for p in data["players"]]
        data["rng_state"] = _state_from_json(data["rng_state"])
        return cls(**data)


_ATOMS = frozenset({int, str, bool, float, type(None), Ref, Use, tuple})  # tuples hold atoms only (rng_state)

# The fields of each state class that hold a list or dict of atoms only: copied and keyed in one step, without a look
# at each element (the lookahead copies and keys states at every checkpoint). Any other field is walked in full, so a
# field left out here is only slower; tests/engine/test_state_copies.py checks over whole games that these hold atoms.
FLAT = {
    Player: frozenset({"kitchen", "rooms", "hand", "played", "used_this_round", "face_down", "tiles", "paid_groups", "faces",
                       "completed_this_round", "completed", "celebrities", "used_this_turn", "personal", "personal_done", "sections"}),
    CafeGuest: frozenset({"served"}),
    GameState: frozenset({"spaces", "staff_deck", "guest_deck", "guest_discard", "queue", "emperor_tiles", "chosen", "colored",
                          "lounge", "lounge_vp", "celebrity_deck", "celebrity_discard", "entrances", "ballrooms", "rehearsal_rooms"}),
}
_NONE: frozenset = frozenset()


def _fresh(value):
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return [v if type(v) in _ATOMS else _fresh(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in _ATOMS else _fresh(v) for k, v in value.items()}
    flat = FLAT.get(kind, _NONE)
    copied = object.__new__(kind)  # a state dataclass (Player, CafeGuest, GameState)
    copied.__dict__ = {k: v if type(v) in _ATOMS else v.copy() if k in flat else _fresh(v) for k, v in value.__dict__.items()}
    return copied


def _frozen(value):
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is list:
        return tuple(_frozen(v) for v in value)
    if kind is dict:
        return frozenset((k, _frozen(v)) for k, v in value.items())
    flat = FLAT.get(kind, _NONE)
    return (kind.__name__, tuple(v if type(v) in _ATOMS else _flat_key(v) if k in flat else _frozen(v) for k, v in value.__dict__.items()))


def _flat_key(value):
    """_frozen of a list or dict of atoms."""
    return tuple(value) if type(value) is list else frozenset(value.items())


def _player_from_json(data: dict) -> Player:
    data = dict(data)
    data["cafe"] = [CafeGuest(**g) for g in data["cafe"]]
    data["used_this_round"] = [Use(Ref(**u["ref"]), u["part"]) for u in data.get("used_this_round", [])]
    data["face_down"] = [Ref(**r) for r in data.get("face_down", [])]
    data["used_this_turn"] = [Use(Ref(**u["ref"]), u["part"]) for u in data.get("used_this_turn", [])]
    return Player(**data)


def _state_to_json(state):
    if state is None:
        return None
    version, internal, gauss = state
    return [version, list(internal), gauss]


def _state_from_json(data):
    if data is None:
        return None
    version, internal, gauss = data
    return (version, tuple(internal), gauss)


_KEYS: dict = {}  # a board has a few dozen spaces: each key is formatted and parsed once per process
_SPACES: dict = {}


def space_key(space: tuple[int, int]) -> str:
    space = space if type(space) is tuple else tuple(space)
    key = _KEYS.get(space)
    if key is None:
        key = _KEYS[space] = f"{space[0]}/{space[1]}"
    return key


def key_space(key: str) -> tuple[int, int]:
    space = _SPACES.get(key)
    if space is None:
        floor, column = key.split("/")
        space = _SPACES[key] = (int(floor), int(column))
    return space


def add_items(store: dict[str, int], items: Counter | dict) -> None:
    for item, count in items.items():
        if count:
            store[item] = store.get(item, 0) + count
