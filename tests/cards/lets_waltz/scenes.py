"""Helpers for the per-component scenario tests of the expansion's staff, guests, objectives and Emperor tiles
(tests/cards/lets_waltz/test_component_*.py), as tests/cards/staff_support.py and guest_support.py are for the
base game.

The cards' unknown numbers (staff costs, guests' colours, orders and VP, ballroom costs and spaces, rehearsal
bonuses) come from the TEST DATA values file (tests/fixtures/values/test-data.gah): every staff card costs 2,
every expansion guest is blue, wants 1 strudel and 1 wine and has 2 VP unless a source gives its VP, a ballroom
row costs 2 champagne and has 3 spaces (1 of them for 4 players only), a rehearsal section pays 2 krones. Those
numbers are not the game's; the tests check the cards' mechanics, which the sources give.

`covers(kind, ident)` marks a test as the scenario of a component: tests/cards/lets_waltz/test_component_coverage.py
reads the marks and checks that every expansion component of those kinds has one.
"""
from __future__ import annotations

import pytest

from engine import rules, turns
from engine.flow import new_state
from engine.runtime import Game
from engine.state import CafeGuest, key_space
from tests.cards.lets_waltz.fixture import catalog_with_promos
from tests.engine.helpers import Script

MODULES = ("ballrooms", "you-want-more")
# Left to right: scored after rounds 3, 5 and 7; the rightmost one's top row continues onto the balcony.
BALLROOMS = ("apollosaal", "odeonsaal", "zur-kettenbruecke")
FIXTURE_STAFF_COST = 2  # TEST DATA
FIXTURE_ROW_COST = 2  # TEST DATA: every ballroom row's champagne cost
FIXTURE_SECTION_BONUS = 2  # TEST DATA: krones for emptying a rehearsal section
FIXTURE_GUEST_VP = 2  # TEST DATA, for guests whose VP no source gives


def covers(kind: str, *idents):
    """The test is a scenario of these components (kind as in the cards: staff, guest, objective, emperor-tile)."""
    return pytest.mark.covers(kind, *idents)


def catalog():
    """Modules 1 and 5 and the promos (assumption promos-included answered `included`), with the TEST DATA values."""
    return catalog_with_promos(*MODULES)


def waltz(players: int = 3, seed: int = 0, **answers) -> tuple[Game, Script]:
    """Empty hotels, 10 krones each, an empty queue and kitchen, three ballrooms laid out and no dancer placed;
    each player has rehearsal room 1 (sections of 1, 2, 3 and 4 dancers)."""
    chosen, script = catalog(), Script(**answers)
    state = new_state(seed, players)
    for player in state.players:
        player.money = 10
        player.tiles = [player.seat + 1, 2 * players - player.seat]
        player.rehearsal, player.sections = sorted(chosen.rehearsal_rooms)[0], [1, 2, 3, 4]
    state.queue = [None] * 5
    state.staff_deck, state.guest_deck = sorted(chosen.staff), sorted(chosen.guests)
    state.ballrooms = list(BALLROOMS)
    state.dancers = {b: {row: [] for row in chosen.ballrooms[b].rows} for b in BALLROOMS}
    return Game(chosen, state, [script] * players), script


def in_play(game: Game, seat: int, number: int) -> int:
    """A staff card straight into play (no cost, no effect): for permanent, once-per-round, final and bell cards."""
    assert number in game.catalog.staff, number
    game.state.players[seat].played.append(number)
    return number


def play(game: Game, seat: int, number: int, discount: int = 0) -> None:
    """Play a card from hand at its cost, as the hire action would."""
    game.state.players[seat].hand.append(number)
    rules.play_staff(game, seat, number, rules.staff_cost(game, number, discount))


def use(game: Game, seat: int, number: int) -> None:
    """Use a played card's once-per-round ability as an additional action (it must be offered)."""
    offered = {label: a for label, a in turns.ability_options(game, seat)}
    label = f"use {game.catalog.staff[number].name}"
    assert label in offered, f"{label} not offered: {sorted(offered)}"
    game.begin_action()
    offered[label]()


def offered(game: Game, seat: int, number: int) -> bool:
    return f"use {game.catalog.staff[number].name}" in {label for label, _ in turns.ability_options(game, seat)}


def seat_guest(game: Game, seat: int, number: int, complete: bool = True) -> CafeGuest:
    """Put a guest at a café table, its order complete (or empty)."""
    guest = game.catalog.guests[number]
    slot = CafeGuest(number, dict(guest.order) if complete else {})
    game.state.players[seat].cafe.append(slot)
    return slot


def check_in(game: Game, seat: int, number: int, space: str) -> CafeGuest:
    """Seat the guest with a complete order and check it in to a vacant room on `space` (made vacant here)."""
    slot = seat_guest(game, seat, number)
    game.state.players[seat].rooms.setdefault(space, "vacant")
    game.begin_action()
    rules.check_in(game, seat, slot, key_space(space))
    return slot


def to_ballroom(game: Game, seat: int, number: int, ballroom: str = "apollosaal", row: str = "bottom") -> CafeGuest:
    """Seat the guest with a complete order and send it to a ballroom's row (paying the row's champagne)."""
    slot = seat_guest(game, seat, number)
    wanted = [d for _, d in rules_destinations(game, seat, slot) if d[:2] == (ballroom, row)]
    assert wanted, f"{ballroom} {row} not open for guest {number}"
    game.begin_action()
    rules.send_guest(game, seat, slot, wanted[0])
    return slot


def rules_destinations(game: Game, seat: int, slot: CafeGuest) -> list:
    from engine import ballrooms

    return ballrooms.guest_destinations(game, seat, slot)


def dancers(game: Game, seat: int) -> list[tuple[str, str]]:
    """Where this player's dancers stand: (ballroom, row) per dancer."""
    return [(b, r) for b, rows in game.state.dancers.items() for r, seats in rows.items() for s in seats if s == seat]


def kitchen(game: Game, seat: int = 0) -> dict[str, int]:
    return {item: n for item, n in game.state.players[seat].kitchen.items() if n}


def asked(script, kind: str) -> list[tuple[str, ...]]:
    return [labels for k, labels in script.seen if k == kind]


def guest_named(name: str) -> int:
    """A base-game guest by name (the fixture's expansion guests are all blue with a 2-item order)."""
    return next(g.ident for g in catalog().guests.values() if g.name == name)


def complete_order(game: Game, seat: int, number: int) -> CafeGuest:
    """Seat a guest whose order lacks one item, then serve that item: the order is completed now."""
    order = dict(game.catalog.guests[number].order)
    last = sorted(order)[-1]
    order[last] -= 1
    slot = CafeGuest(number, {k: v for k, v in order.items() if v})
    game.state.players[seat].cafe.append(slot)
    game.begin_action()
    rules.serve_item(game, seat, slot, last)
    return slot
