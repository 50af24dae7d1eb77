"""Guests with room needs (the guest field `needs`): which vacant rooms a completed guest may check in to when
the card asks for more than one room, or for a room on given floors.

Seed 000 p.26: Dr. Hagedorn occupies 2 horizontally adjacent vacant rooms of any colours, and waits at his table
until the player has them; Mrs. Kunkel checks in only to a vacant room on floor 1 and otherwise stays in the café
(with the usual penalty at the end). Neither needs a rule of its own here: a guest with no room that fits simply
cannot check in. A check-in is offered on the room at the left end of such a row of rooms; the others are
occupied with it, each an occupation of its own (group bonuses, room events).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.runtime import Game


@dataclass(frozen=True)
class RoomNeeds:
    rooms: int = 1  # how many vacant rooms the guest occupies at once, side by side on one floor
    floors: tuple[int, int] | None = None  # the floors its room(s) must be on


def rooms_for(game: Game, seat: int, guest, vacant) -> list:
    """The left-end spaces of the vacant rooms this guest may check in to now. `vacant(color, floors)` lists the
    player's vacant rooms. Several rooms at once are of any colours [000 p.26]; one room keeps the guest's colour."""
    needs = guest.needs
    color = "any" if guest.color == "green" or needs.rooms > 1 else guest.color
    free = vacant(color, needs.floors)
    return [s for s in free if all(p in free for p in partners(guest, s))]


def partners(guest, space) -> list:
    """The rooms occupied together with `space` (to its right on the same floor)."""
    needs = getattr(guest, "needs", None)
    return [] if needs is None else [(space[0], space[1] + i) for i in range(1, needs.rooms)]


def from_fields(values: dict) -> RoomNeeds:
    """A guest's `needs` field as the compiler read it: `rooms N adjacent horizontal` and/or `floors A` / `A-B`."""
    floors = values.get("floors")
    if isinstance(floors, int):
        floors = (floors, floors)
    return RoomNeeds(values.get("rooms", 1), tuple(floors) if floors else None)
