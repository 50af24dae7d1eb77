"""Scenario tests for every base-game guest card #49–104: card data, check-in colour, and a check that every
guest has a scenario in the tests/cards/test_guest_*.py files.

Sources: /work/shared/data/base-game.md §4 (colour, order and VP from [A][B]; reward summaries from seed 003's
card reference and [J]'s 2022 appendix), §1.1/§1.5 (money cap, Emperor track, group bonuses) and §2.2/§2.3
(night-side colours, groups and placement VP). Each test seats one guest with a complete order in the café,
checks it in with `engine.rules.check_in` (room, VP, group bonus, reward, discard) and compares the whole
player state afterwards with the state before, changed only where the card says so.
"""
from __future__ import annotations

import pytest

from engine import rules
from engine.errors import IllegalMove
from engine.state import CafeGuest
from tests.cards.guest_support import FREE_GUEST, GUESTS, OCCUPIERS, ORDER, PLAYERS
from tests.engine.helpers import catalog, guest_id, scenario


# ---- card data -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("number, name, color, order, vp", GUESTS, ids=[f"{r[0]}-{r[1]}" for r in GUESTS])
def test_guest_card_data(number, name, color, order, vp) -> None:
    """Colour, order and VP of each base guest as base-game.md §4 lists them ([A][B]; colour blocks 49–62
    yellow, 63–76 blue, 77–90 red, 91–104 green)."""
    card = catalog().guests[guest_id(name)]
    assert card.ident == number and card.color == color and card.vp == vp
    assert {item: n for item, n in card.order.items() if n} == ORDER[name]


def test_the_base_guests_are_exactly_49_to_104() -> None:
    """base-game.md §4: the base game has 56 guests, #49–104."""
    assert sorted(catalog().guests) == [row[0] for row in GUESTS] == list(range(49, 105))


SPACE_OF = {"blue": (1, 1), "yellow": (1, 2), "red": (1, 3)}  # night side §2.2, ground floor


@pytest.mark.parametrize("number, name, color, order, vp", GUESTS, ids=[f"{r[0]}-{r[1]}" for r in GUESTS])
def test_guest_checks_in_only_to_a_room_of_its_colour(number, name, color, order, vp) -> None:
    """base-game.md §1.3 (check-in) and §4 colours: a vacant room of the guest's colour; green takes any."""
    game, _ = scenario()
    player = game.state.players[0]
    player.rooms = {"1/1": "vacant", "1/2": "vacant", "1/3": "vacant"}
    slot = CafeGuest(guest_id(name), served=dict(ORDER[name]))
    player.cafe.append(slot)
    allowed = sorted(SPACE_OF.values()) if color == "green" else [SPACE_OF[color]]
    assert rules.rooms_for_guest(game, 0, slot) == allowed
    for space in sorted(set(SPACE_OF.values()) - set(allowed)):
        with pytest.raises(IllegalMove):
            rules.check_in(game, 0, slot, space)
    assert player.cafe == [slot] and all(v == "vacant" for v in player.rooms.values())


# ---- every guest is covered ----------------------------------------------------------------------------------------------

COVERED = {name for name, *_ in PLAYERS} | {name for name, *_ in FREE_GUEST} | {name for name, *_ in OCCUPIERS} | {
    "Sculptor", "Musician", "Composer", "Tailor", "Flamenco Dancer", "Portrait Painter", "Photographer", "Architect",
    "Jewelry Designer", "Painter", "Knight of the Empire", "Landgrave", "Sovereign", "Princess", "Countess", "Elector",
    "Baron", "Count", "Earl", "Baroness", "Duke", "Apothecary", "Privy Councillor", "General",
    "Councillor of Commerce", "Major", "Medicinal Councillor", "Procurator", "Lord High Commissioner",
    "Senior Legal Secretary", "Tezcatlipoca", "Capt. Goldhaken", "Mr. Horsa", "Mr. Boydell", "E. Gizia", "M. Polo",
    "Cramersopholus", "Farmer Franz", "Conductor", "Durgoing"}


def test_every_base_guest_has_a_scenario() -> None:
    """base-game.md §4: all 56 guests #49–104 have a check-in scenario in the tests/cards/test_guest_*.py files."""
    assert COVERED == {name for _, name, *_ in GUESTS}
