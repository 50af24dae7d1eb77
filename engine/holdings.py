"""Holdings: the components a player holds that act while held, read from the player's zones.

One notion for every kind: played staff (a used bell card is face down and acts no more), guests in the
café (their triggers and ability act while they sit there); the expansion adds its own zones here. Use
marks (once per round) and face-down marks live on the player, keyed by the component's reference.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.catalog import Holding
from engine.state import Player, Ref

if TYPE_CHECKING:
    from engine.runtime import Firing, Game


def _played_staff(game: "Game", player: Player) -> list[Holding]:
    staff, active, face_down = game.catalog.staff, game.catalog.active_staff, player.face_down
    return [staff[c].holding for c in player.played if c in active and not (face_down and staff[c].ref in face_down)]


def _cafe_guests(game: "Game", player: Player) -> list[Holding]:
    guests, active = game.catalog.guests, game.catalog.active_guests
    return [guests[s.guest].holding for s in player.cafe if s.guest in active]


def _held_celebrities(game: "Game", player: Player) -> list[Holding]:
    return [game.catalog.celebrities[c].holding for c in player.celebrities]


def _owned_entrance(game: "Game", player: Player) -> list[Holding]:
    return [game.catalog.entrances[player.entrance].holding] if player.entrance and player.entrance_ready else []


# Every zone whose components act while held, in the order their triggers resolve.
ZONES: tuple[Callable[["Game", Player], list[Holding]], ...] = (_played_staff, _cafe_guests, _held_celebrities, _owned_entrance)


# The kind of component each zone above holds, by the player's field that lists them: `might_hold` reads them
# (keep the two in step; tests/engine/test_holdings.py compares them with `holdings` over whole games).
ZONE_KINDS = {"staff": "played", "guest": "cafe", "celebrity": "celebrities", "entrance": "entrance"}


def might_hold(game: "Game", seat: int, owners: dict) -> bool:
    """Whether the player may hold one of these components (`owners`: ids by kind); False only when none of
    them sits in any of the player's zones, so nothing they hold can act (a quick test before `holdings`)."""
    player = game.state.players[seat]
    for kind, ids in owners.items():
        if kind == "staff":
            if not ids.isdisjoint(player.played):
                return True
        elif kind == "guest":
            for slot in player.cafe:
                if slot.guest in ids:
                    return True
        elif kind == "celebrity":
            if not ids.isdisjoint(player.celebrities):
                return True
        elif kind != "entrance" or player.entrance in ids:
            return True
    return False


def holdings(game: "Game", seat: int) -> list[Holding]:
    player = game.state.players[seat]
    return [holding for zone in ZONES for holding in zone(game, player)]


def holds(game: "Game", seat: int, ref: Ref) -> bool:
    return any(h.ref == ref for h in holdings(game, seat))


def may_fire(game: "Game", firing: "Firing") -> bool:
    """A queued trigger still runs only if its component is still held, its once-per-round use is still
    free, and (for a bell card) its holder chooses to turn the card face down now."""
    owner, trigger = firing.trigger.owner, firing.trigger
    if not holds(game, firing.seat, owner):
        return False
    if trigger.once_per_round and game.used(firing.seat, owner, firing.part):
        return False
    if game.catalog.behaviour_of(owner).bell:
        return game.ask_yes(firing.seat, "bell", f"turn {game.name_of(owner)} face down and use it now?")
    return True


def record_firing(game: "Game", firing: "Firing") -> None:
    owner = firing.trigger.owner
    if firing.trigger.once_per_round:
        game.mark_used(firing.seat, owner, firing.part)
    if game.catalog.behaviour_of(owner).bell:
        game.state.players[firing.seat].face_down.append(owner)
