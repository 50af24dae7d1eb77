"""What the engine knows about the game's components: plain data plus compiled effects.

The compiler builds a `Catalog` from the checked corpus; the engine reads it and never names a card.
Effects are objects with `run(ctx)` and `feasible(ctx)`; triggers and modifiers are data the engine
queries by event name or modifier target.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Protocol


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
class Trigger:
    event: str
    filters: Mapping[str, object]
    effect: Effect
    card: str  # the component's kind and id, for logs
    timing: str = ""  # for take-die: "", "before-or-after", "after" or "instead"
    once_per_round: bool = False


@dataclass(frozen=True)
class Modifier:
    target: str
    filters: Mapping[str, object]
    set_to: tuple[int, ...] | None
    add: int


@dataclass(frozen=True)
class StaffCard:
    ident: int
    name: str
    cost: int
    timing: str
    effect: Effect | None = None
    scoring: Effect | None = None
    triggers: tuple[Trigger, ...] = ()
    modifiers: tuple[Modifier, ...] = ()


@dataclass(frozen=True)
class GuestCard:
    ident: int
    name: str
    color: str
    order: Mapping[str, int]
    vp: int
    reward: Effect | None = None

    @property
    def order_size(self) -> int:
        return sum(self.order.values())


@dataclass(frozen=True)
class ObjectiveCard:
    ident: int
    name: str
    group: str
    requirement: Callable  # (game, player) -> bool


@dataclass(frozen=True)
class EmperorTile:
    ident: str
    name: str
    group: str
    reward: Effect
    penalty: Effect


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
    imitation_fee: int


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
    staff_sets: Mapping[str, tuple[int, ...] | None] = field(default_factory=dict)
