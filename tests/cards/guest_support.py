"""Data and helpers shared by the guest-card scenario tests (tests/cards/test_guest_*.py), split out of the
former tests/cards/test_guests.py: the base guest table (base-game.md §4), the decks and queue the rewards draw
from, `arrive` (seat a guest and check it in) and `outcome`, and the parametrization tables that the coverage
check in test_guest_cards.py also reads.
"""
from __future__ import annotations

from engine import rules
from engine.state import CafeGuest, key_space
from tests.engine.helpers import catalog, guest_id, scenario, staff_id


ITEMS = ("strudel", "cake", "wine", "coffee")

# base-game.md §4, one row per guest: number, name, colour, order (strudel, cake, wine, coffee), VP.
GUESTS = [
    (49, "Sculptor", "yellow", (0, 0, 1, 0), 0),
    (50, "Musician", "yellow", (0, 0, 1, 0), 0),
    (51, "Composer", "yellow", (0, 0, 1, 0), 1),
    (52, "Tailor", "yellow", (0, 0, 1, 1), 0),
    (53, "Flamenco Dancer", "yellow", (1, 0, 1, 0), 0),
    (54, "Portrait Painter", "yellow", (0, 0, 2, 0), 0),
    (55, "Photographer", "yellow", (0, 0, 3, 0), 7),
    (56, "Vocalist", "yellow", (1, 0, 2, 0), 0),
    (57, "Architect", "yellow", (0, 0, 2, 1), 1),
    (58, "Actress", "yellow", (0, 0, 3, 1), 7),
    (59, "Poet", "yellow", (3, 0, 1, 0), 5),
    (60, "Jewelry Designer", "yellow", (0, 2, 2, 0), 5),
    (61, "Painter", "yellow", (1, 0, 3, 0), 2),
    (62, "Opera Singer", "yellow", (1, 1, 2, 0), 4),
    (63, "Dame", "blue", (0, 0, 0, 1), 0),
    (64, "Duchess", "blue", (0, 0, 0, 1), 0),
    (65, "Knight of the Empire", "blue", (0, 0, 0, 1), 3),
    (66, "Landgrave", "blue", (0, 1, 0, 1), 3),
    (67, "Sovereign", "blue", (0, 0, 0, 2), 2),
    (68, "Princess", "blue", (2, 0, 0, 1), 4),
    (69, "Countess", "blue", (0, 2, 0, 1), 7),
    (70, "Elector", "blue", (1, 0, 1, 1), 1),
    (71, "Baron", "blue", (1, 0, 0, 2), 4),
    (72, "Prince", "blue", (1, 1, 0, 1), 7),
    (73, "Count", "blue", (0, 0, 1, 2), 4),
    (74, "Earl", "blue", (0, 1, 0, 2), 10),
    (75, "Baroness", "blue", (0, 0, 2, 2), 5),
    (76, "Duke", "blue", (2, 0, 0, 2), 4),
    (77, "Apothecary", "red", (0, 1, 0, 0), 1),
    (78, "Post Councillor", "red", (0, 1, 0, 0), 0),
    (79, "Privy Councillor", "red", (0, 1, 0, 0), 0),
    (80, "Professor Emeritus", "red", (0, 1, 1, 0), 4),
    (81, "General", "red", (0, 2, 0, 0), 0),
    (82, "Senior Councillor", "red", (0, 1, 1, 1), 7),
    (83, "Councillor of Commerce", "red", (1, 1, 1, 0), 0),
    (84, "Court Councillor", "red", (0, 2, 1, 0), 2),
    (85, "Major", "red", (2, 1, 0, 0), 3),
    (86, "Veterinary Councillor", "red", (0, 1, 2, 0), 3),
    (87, "Medicinal Councillor", "red", (0, 2, 0, 2), 3),
    (88, "Procurator", "red", (0, 1, 3, 0), 0),
    (89, "Lord High Commissioner", "red", (2, 1, 1, 0), 5),
    (90, "Senior Legal Secretary", "red", (1, 3, 0, 0), 7),
    (91, "Tezcatlipoca", "green", (1, 0, 0, 0), 0),
    (92, "Capt. Goldhaken", "green", (1, 0, 0, 0), 0),
    (93, "Mr. Horsa", "green", (1, 0, 0, 0), 0),
    (94, "M. Ingalls", "green", (2, 0, 0, 0), 0),
    (95, "Mr. Boydell", "green", (1, 1, 0, 0), 2),
    (96, "Mr. Oundo", "green", (1, 0, 0, 1), 0),
    (97, "E. Gizia", "green", (2, 0, 1, 0), 4),
    (98, "M. Polo", "green", (3, 0, 0, 0), 0),
    (99, "Cramersopholus", "green", (1, 2, 0, 0), 5),
    (100, "Farmer Franz", "green", (1, 0, 0, 3), 4),
    (101, "Brother Uwe", "green", (3, 0, 0, 1), 3),
    (102, "Conductor", "green", (1, 0, 0, 1), 0),
    (103, "Durgoing", "green", (1, 0, 1, 0), 4),
    (104, "MacLeod", "green", (2, 2, 0, 0), 2),
]
ORDER = {name: {item: n for item, n in zip(ITEMS, order) if n} for _, name, _, order, _ in GUESTS}

# A full queue and a guest deck for the guests that take a guest (draws come from the end of the deck).
QUEUE = ("Composer", "Tailor", "Poet", "Major", "Earl")  # costs 3 / 2 / 1 / 0 / 0
GUEST_DECK = ("General", "M. Polo")
STAFF_DECK = ("Chef", "Butler", "Concierge", "Reception Clerk", "Receptionist")  # the top card is the last


# ---- helpers -------------------------------------------------------------------------------------------------


def names_of_staff(cards) -> list[str]:
    return [catalog().staff[c].name for c in cards]


def names_of_guests(guests) -> list[str | None]:
    return [None if g is None else catalog().guests[g].name for g in guests]


def outcome(game) -> dict:
    """Everything a guest's reward could change, for player 0 and the shared decks."""
    player, state = game.state.players[0], game.state
    return {
        "vp": player.vp, "money": player.money, "emperor": player.emperor, "kitchen": dict(player.kitchen),
        "rooms": dict(player.rooms), "hand": names_of_staff(player.hand), "played": names_of_staff(player.played),
        "cafe": [(catalog().guests[s.guest].name, dict(s.served)) for s in player.cafe],
        "queue": names_of_guests(state.queue), "guest_deck": names_of_guests(state.guest_deck),
        "staff_deck": names_of_staff(state.staff_deck),
    }


def arrive(name: str, space: str, rooms: dict[str, str] | None = None, *, money: int = 10, emperor: int = 0,
           hand=(), staff_deck=STAFF_DECK, queue=None, guest_deck=GUEST_DECK, cafe=(), spaces=None, played=(),
           **answers):
    """Seat `name` with a complete order (base-game.md §4) and check it in to `space`.

    Returns the game, the script and the state expected if the reward did nothing: the room is occupied and
    the guest has left the café. Tests compare `outcome(game)` with that, changed as the card says."""
    game, script = scenario(**answers)
    state, player = game.state, game.state.players[0]
    player.money, player.emperor = money, emperor
    player.rooms = dict(rooms or {space: "vacant"})
    player.hand = [staff_id(n) for n in hand]
    player.played = [staff_id(n) for n in played]
    state.staff_deck = [staff_id(n) for n in staff_deck]
    state.queue = [guest_id(n) for n in queue] if queue else [None] * 5
    state.guest_deck = [guest_id(n) for n in guest_deck]
    if spaces is not None:
        state.spaces = list(spaces)
    player.cafe = [CafeGuest(guest_id(n)) for n in cafe]
    slot = CafeGuest(guest_id(name), served=dict(ORDER[name]))
    player.cafe.append(slot)
    before = outcome(game)
    before["rooms"][space] = "occupied"
    before["cafe"] = before["cafe"][:-1]
    rules.check_in(game, 0, slot, key_space(space))
    assert slot not in player.cafe and state.guest_discard == [slot.guest]
    return game, script, before


def asked(script, kind: str) -> list[tuple[str, ...]]:
    return [labels for k, labels in script.seen if k == kind]


# ---- parametrization tables (used by the reward tests and by the coverage check) ---------------------------------


# optional staff plays (test_guest_rewards_staff.py)
PLAYERS = [
    # name, room, fixed part of the reward, what Receptionist (printed cost 5) costs with the card's discount
    ("Vocalist", "1/2", {"kitchen": {"cake": 1}}, 2),   # §4 #56: +1 cake; may play at up to -3
    ("Poet", "1/2", {"vp": 5, "kitchen": {"cake": 1}}, 3),  # §4 #59: 5 VP, +1 cake; may play at up to -2
    ("Duchess", "1/1", {"vp": 2}, 4),                  # §4 #64: may play at -1 (blue single: +2 VP)
    ("Veterinary Councillor", "1/3", {"vp": 3}, 2),    # §4 #86: may play at up to -3
    ("M. Ingalls", "1/2", {}, 4),                      # §4 #94: may play at -1
    ("Mr. Oundo", "1/2", {}, 2),                       # §4 #96: may play at up to -3
    ("MacLeod", "1/2", {"vp": 2}, 0),                  # §4 #104: may play free
]


# taking guests from the queue (test_guest_rewards_queue.py)
FREE_GUEST = [
    # name, room, fixed part (besides the free guest), decisions before the guest's "may"
    ("Opera Singer", "1/2", {"vp": 4}, "first"),          # §4 #62: may take 1 guest free; may +3 Emperor
    ("Dame", "1/1", {"vp": 2}, None),                     # §4 #63: may take 1 guest free (blue single +2 VP)
    ("Post Councillor", "1/3", {}, None),                 # §4 #78
    ("Professor Emeritus", "1/3", {"vp": 4}, None),       # §4 #80
    ("Court Councillor", "1/3", {"vp": 2, "money": 13}, None),  # §4 #84: +3 krones; may take 1 guest free
    ("Brother Uwe", "1/2", {"vp": 3}, "second"),          # §4 #101: may +3 Emperor; may take 1 guest free
]


# occupying an extra room (test_guest_rewards_rooms.py)
OCCUPIERS = [
    # name, check-in room, extra vacant room, fixed changes, changes when the extra room is occupied
    ("Actress", "1/2", "1/1", {"vp": 7}, {"vp": 7 + 2}),                       # §4 #58: blue single +2 VP
    ("Prince", "1/1", "4/4", {"vp": 7 + 2}, {"vp": 7 + 2, "money": 11}),      # §4 #72: red single +1 krone
    ("Senior Councillor", "1/3", "4/5", {"vp": 7}, {"vp": 7 + 2}),            # §4 #82: blue single +2 VP
]
