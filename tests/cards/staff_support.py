"""Helpers shared by the staff-card scenario tests (tests/cards/test_staff_*.py), split out of the former
tests/cards/test_staff.py: putting cards into play, checking guests in, final scoring and sample hotels.
"""
from __future__ import annotations

from engine import flow, rules
from engine.state import CafeGuest
from tests.cards.support import occupied, vacant
from tests.engine.helpers import catalog, guest_id, staff_id


def in_play(game, seat: int, name: str) -> int:
    """Put a staff card straight into play (no cost, no effect): for permanent and final cards."""
    card = staff_id(name)
    game.state.players[seat].played.append(card)
    return card


def play_from_hand(game, seat: int, name: str) -> int:
    """Play a card from hand at its printed cost, as the hire action would with strength 0."""
    card = staff_id(name)
    game.state.players[seat].hand.append(card)
    rules.play_staff(game, seat, card, rules.staff_cost(game, card, 0))
    return card


def kinds(script) -> list[str]:
    return [kind for kind, _ in script.seen]


def labels(options) -> list[str]:
    return [label for label, _ in options]


def check_in(game, seat: int, guest: str, space: tuple[int, int]) -> None:
    """Seat a guest whose order is complete and check it in to a vacant room on `space`."""
    ident = guest_id(guest)
    slot = CafeGuest(ident, dict(catalog().guests[ident].order))
    player = game.state.players[seat]
    player.cafe.append(slot)
    player.rooms[f"{space[0]}/{space[1]}"] = "vacant"
    rules.check_in(game, seat, slot, space)


def final_vp(game, seat: int = 0) -> int:
    """Run final scoring with no krones, kitchen items or café guests, so only staff and rooms score."""
    for player in game.state.players:
        player.money, player.kitchen, player.cafe = 0, {}, []
    flow.final_scoring(game)
    return game.state.players[seat].vp


# A night-side hotel (base-game.md §2.2/§2.3). Occupied: blue 1/1, 1/5; red 1/3, 1/4, 2/3; yellow 1/2.
# Vacant: yellow 2/1, 2/2. So: 8 tiles, 6 occupied (2 blue, 3 red, 1 yellow), floor 1 complete, no
# column complete, groups G1 and G4 complete. Occupied-room VP at the end: 5 x 1 + 1 x 2 = 7.
HOTEL = {**occupied("1/1", "1/2", "1/3", "1/4", "1/5", "2/3"), **vacant("2/1", "2/2")}
HOTEL_ROOM_VP = 7
# Column 1 complete (1/1, 2/1, 3/1, 4/1) plus 1/2: room VP 1 + 2 + 3 + 4 + 1 = 11; groups G1, G6 complete.
TOWER = occupied("1/1", "2/1", "3/1", "4/1", "1/2")
TOWER_ROOM_VP = 11
# base-game.md §3 #48 example ([004]): 3 red, 4 blue, 6 yellow occupied. Room VP 5 + 8 + 9 + 4 = 26.
MIXED = occupied("1/3", "1/4", "2/3",                      # red
                 "1/1", "1/5", "3/1", "4/1",               # blue
                 "1/2", "2/1", "2/2", "2/5", "3/4", "3/5")  # yellow
MIXED_ROOM_VP = 26
