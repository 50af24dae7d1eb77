"""Scenario tests for every base-game guest card #49–104.

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


# ---- rewards without choices -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, space, rooms, money, changes", [
    # §4 #51: 1 VP, +1 strudel (yellow 1/2 alone: its group 1/2-2/1-2/2 stays open, no bonus)
    ("Composer", "1/2", None, 10, {"vp": 1, "kitchen": {"strudel": 1}}),
    # §4 #52: +1 strudel, +2 krones
    ("Tailor", "1/2", None, 10, {"money": 12, "kitchen": {"strudel": 1}}),
    # §4 #60: 5 VP, +1 coffee, +3 krones; the room closes the yellow group of 3 (§1.5: 6 Emperor steps)
    ("Jewelry Designer", "1/2", {"1/2": "vacant", "2/1": "occupied", "2/2": "occupied"}, 10,
     {"vp": 5, "money": 13, "emperor": 6, "kitchen": {"coffee": 1}}),
    # §4 #65: 3 VP, no reward; blue single group 4/5 (§1.5: 2 VP)
    ("Knight of the Empire", "4/5", None, 10, {"vp": 3 + 2}),
    # §4 #69: 7 VP, +3 krones; blue single 1/1 (+2 VP)
    ("Countess", "1/1", None, 10, {"vp": 7 + 2, "money": 13}),
    # §4 #74: 10 VP, +1 krone; blue single 1/5 (+2 VP)
    ("Earl", "1/5", None, 10, {"vp": 10 + 2, "money": 11}),
    # §4 #77: 1 VP, +1 krone; red single 4/4 (§1.5: 1 krone)
    ("Apothecary", "4/4", None, 10, {"vp": 1, "money": 10 + 1 + 1}),
    # §4 #81: +1 wine, +3 krones (red 1/3 alone: group of 4 stays open)
    ("General", "1/3", None, 10, {"money": 13, "kitchen": {"wine": 1}}),
    # §4 #83: +5 krones; closes the red pair 3/2-4/2 (§1.5: 3 krones)
    ("Councillor of Commerce", "3/2", {"3/2": "vacant", "4/2": "occupied"}, 10, {"money": 10 + 3 + 5}),
    # §4 #85: 3 VP, +3 krones; closes the red group of 4 (§1.5: 10 krones)
    ("Major", "1/3", {"1/3": "vacant", "1/4": "occupied", "2/3": "occupied", "2/4": "occupied"}, 0,
     {"vp": 3, "money": 10 + 3}),
    # §4 #89: 5 VP, +4 krones
    ("Lord High Commissioner", "1/3", None, 10, {"vp": 5, "money": 14}),
    # §4 #90: 7 VP, +1 wine, +3 krones
    ("Senior Legal Secretary", "1/3", None, 10, {"vp": 7, "money": 13, "kitchen": {"wine": 1}}),
    # §4 #92: +1 krone; green guests take any colour (§1.3), here yellow 1/2
    ("Capt. Goldhaken", "1/2", None, 10, {"money": 11}),
    # §4 #98: +4 krones; green guest in the red single 4/4 (+1 krone)
    ("M. Polo", "4/4", None, 10, {"money": 10 + 1 + 4}),
])
def test_fixed_rewards(name, space, rooms, money, changes) -> None:
    """Guests whose reward is fixed (base-game.md §4 #51 52 60 65 69 74 77 81 83 85 89 90 92 98; seed 003):
    VP, the group bonus of the room (§1.5) and the reward, nothing else, and no decision asked."""
    game, script, before = arrive(name, space, rooms, money=money)
    assert outcome(game) == {**before, **changes}
    assert script.seen == []


@pytest.mark.parametrize("item", ITEMS)
def test_portrait_painter_gains_a_dish_or_drink_of_choice_and_two_krones(item) -> None:
    """base-game.md §4 #54; seed 003: +1 dish or drink of the player's choice, +2 krones (no champagne in
    the base game)."""
    game, script, before = arrive("Portrait Painter", "1/2", item=[item])
    assert outcome(game) == {**before, "money": 12, "kitchen": {item: 1}}
    assert asked(script, "item") == [ITEMS]


def test_a_gained_item_may_go_straight_onto_a_waiting_guest() -> None:
    """base-game.md §4 #51 with §1.1 (serve): items just gained may go onto café guests for free."""
    game, _, before = arrive("Composer", "1/2", cafe=["Poet"], place_item=["onto"])
    before["cafe"] = [("Poet", {"strudel": 1})]
    assert outcome(game) == {**before, "vp": 1}


def test_councillor_of_commerce_money_stops_at_twenty() -> None:
    """base-game.md §4 #83 (+5 krones) with §1.1: the money cap is 20, the excess is lost."""
    game, _, before = arrive("Councillor of Commerce", "1/3", money=17)
    assert outcome(game) == {**before, "money": 20}


# ---- drawing staff -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, vp, drawn", [
    ("Photographer", 7, ["Receptionist", "Reception Clerk"]),              # §4 #55: draw 2
    ("Tezcatlipoca", 0, ["Receptionist", "Reception Clerk", "Concierge"]),  # §4 #91: draw 3
    ("Durgoing", 4, ["Receptionist", "Reception Clerk"]),                   # §4 #103: draw 2
])
def test_draw_staff(name, vp, drawn) -> None:
    """base-game.md §4 #55, #91, #103; seed 003: draw staff cards from the top of the deck into the hand."""
    game, script, before = arrive(name, "1/2", hand=["Chef"])
    assert outcome(game) == {**before, "vp": vp, "hand": ["Chef"] + drawn,
                             "staff_deck": list(STAFF_DECK[:len(STAFF_DECK) - len(drawn)])}
    assert script.seen == []


def test_tezcatlipoca_draws_what_is_left_of_a_short_deck() -> None:
    """base-game.md §4 #91: draw 3 staff; with only 2 cards in the deck, both are drawn."""
    game, _, before = arrive("Tezcatlipoca", "1/2", staff_deck=["Chef", "Butler"])
    assert outcome(game) == {**before, "hand": ["Butler", "Chef"], "staff_deck": []}


# ---- optional Emperor steps ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, space, fixed, steps", [
    ("Flamenco Dancer", "1/2", {"kitchen": {"coffee": 1}}, 2),                 # §4 #53: +1 coffee; may +2
    ("Sovereign", "1/1", {"vp": 2 + 2, "hand": ["Receptionist", "Reception Clerk"],
                          "staff_deck": list(STAFF_DECK[:3])}, 2),             # §4 #67: draw 2; may +2
    ("Princess", "1/1", {"vp": 4 + 2}, 3),                                     # §4 #68: may +3
    ("Privy Councillor", "1/3", {"money": 11}, 1),                             # §4 #79: +1 krone; may +1
    ("Mr. Horsa", "1/2", {}, 1),                                               # §4 #93: may +1
    ("Mr. Boydell", "1/2", {"vp": 2}, 2),                                      # §4 #95: may +2
    ("Cramersopholus", "1/2", {"vp": 5, "hand": ["Receptionist"],
                               "staff_deck": list(STAFF_DECK[:4])}, 2),        # §4 #99: draw 1; may +2
])
@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_optional_emperor_steps(name, space, fixed, steps, accept) -> None:
    """base-game.md §4 #53 67 68 79 93 95 99; seed 003: the fixed part always happens, the Emperor steps
    only if the player says yes (blue rooms 1/1 add the single-group 2 VP, §1.5)."""
    game, script, before = arrive(name, space, may=["yes" if accept else "no"])
    assert outcome(game) == {**before, **fixed, "emperor": steps if accept else 0}
    assert len(asked(script, "may")) == 1


def test_princess_steps_past_the_top_of_the_track_score_vp() -> None:
    """base-game.md §4 #68 (may +3 Emperor) with §1.1: the track stops at 13; each step beyond is +1 VP."""
    game, _, before = arrive("Princess", "1/1", emperor=12, may=["yes"])
    assert outcome(game) == {**before, "emperor": 13, "vp": 4 + 2 + 2}


# ---- optional staff plays --------------------------------------------------------------------------------------------

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


@pytest.mark.parametrize("name, space, fixed, cost", PLAYERS, ids=[p[0] for p in PLAYERS])
def test_optional_staff_play_at_a_discount(name, space, fixed, cost) -> None:
    """base-game.md §4 #56 59 64 86 94 96 104; seed 003: play one staff card from hand at its printed cost
    less the guest's discount."""
    game, script, before = arrive(name, space, hand=["Concierge", "Receptionist"], may=["yes"],
                                  play_staff=["Receptionist"])
    assert outcome(game) == {**before, **fixed, "money": 10 - cost, "hand": ["Concierge"], "played": ["Receptionist"]}
    assert len(asked(script, "may")) == 1


@pytest.mark.parametrize("name, space, fixed, cost", PLAYERS, ids=[p[0] for p in PLAYERS])
def test_optional_staff_play_declined(name, space, fixed, cost) -> None:
    """base-game.md §4 #56 59 64 86 94 96 104: the play is optional; declining keeps hand and money."""
    game, _, before = arrive(name, space, hand=["Concierge", "Receptionist"], may=["no"])
    assert outcome(game) == {**before, **fixed}


@pytest.mark.parametrize("name, space, fixed, cost", PLAYERS, ids=[p[0] for p in PLAYERS])
def test_optional_staff_play_without_money(name, space, fixed, cost) -> None:
    """base-game.md §4 #56 59 64 86 94 96 104 with §1.2 (hire pays the cost): with 0 krones only a card that
    costs 0 after the discount can be played; MacLeod's is free, the others offer nothing."""
    game, script, before = arrive(name, space, money=0, hand=["Receptionist"], may=["yes"])
    played = {"hand": [], "played": ["Receptionist"]} if cost == 0 else {}
    assert outcome(game) == {**before, **fixed, "money": 0, **played}
    assert len(asked(script, "may")) == (1 if cost == 0 else 0)


def test_a_discount_of_up_to_three_never_goes_below_zero() -> None:
    """base-game.md §4 #96 ("at up to -3") with §1.2: a card costing 2 is played for 0, no refund."""
    game, _, before = arrive("Mr. Oundo", "1/2", hand=["Marketing Director"], may=["yes"])
    assert outcome(game) == {**before, "hand": [], "played": ["Marketing Director"]}


def test_count_plays_two_staff_each_one_krone_less() -> None:
    """base-game.md §4 #73; seed 003: 4 VP; may play up to 2 staff, each at -1 (blue single: +2 VP)."""
    game, _, before = arrive("Count", "1/1", hand=["Concierge", "Receptionist", "Reception Clerk"], may=["yes"],
                             play_staff=["Receptionist", "Concierge"])
    assert outcome(game) == {**before, "vp": 4 + 2, "money": 10 - 4 - 3, "hand": ["Reception Clerk"],
                             "played": ["Receptionist", "Concierge"]}


@pytest.mark.parametrize("answers, hand, played, money", [
    ({"may": ["yes"], "play_staff": ["Concierge", "stop"]}, ["Receptionist"], ["Concierge"], 7),  # one, then stop
    ({"may": ["no"]}, ["Concierge", "Receptionist"], [], 10),                                     # declined
])
def test_count_plays_fewer(answers, hand, played, money) -> None:
    """base-game.md §4 #73: "up to 2" staff, so one or none is also allowed."""
    game, _, before = arrive("Count", "1/1", hand=["Concierge", "Receptionist"], **answers)
    assert outcome(game) == {**before, "vp": 6, "money": money, "hand": hand, "played": played}


@pytest.mark.parametrize("may, money, emperor, hand, played", [
    (["yes", "yes"], 6, 3, [], ["Receptionist"]),
    (["yes", "no"], 6, 0, [], ["Receptionist"]),
    (["no", "yes"], 10, 3, ["Receptionist"], []),
    (["no", "no"], 10, 0, ["Receptionist"], []),
])
def test_elector_may_play_one_krone_less_and_may_advance_three(may, money, emperor, hand, played) -> None:
    """base-game.md §4 #70; seed 003: 1 VP; may play 1 staff at -1; may +3 Emperor (blue single: +2 VP)."""
    game, _, before = arrive("Elector", "1/1", hand=["Receptionist"], may=may)
    assert outcome(game) == {**before, "vp": 1 + 2, "money": money, "emperor": emperor, "hand": hand, "played": played}


# ---- staff revealed from the deck ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, vp, costs", [("Baroness", 5, (2, 1, 1)), ("Duke", 4, (0, 0, 0))])
def test_reveal_three_play_one_rest_under_the_deck(name, vp, costs) -> None:
    """base-game.md §4 #75 (play one at up to -3) and #76 (play one free); seed 003: draw 3 staff, may play
    one of them, the rest go under the deck in the order the player chooses (first named goes under first).
    Printed costs: Receptionist 5, Reception Clerk 4, Concierge 4."""
    game, script, before = arrive(name, "1/1", may=["yes"], play_staff=["Receptionist"],
                                  bottom_order=["Concierge then Reception Clerk"])
    assert asked(script, "play-staff") == [tuple(f"play {n} for {c}" for n, c in
                                                 zip(("Receptionist", "Reception Clerk", "Concierge"), costs))]
    assert outcome(game) == {**before, "vp": vp + 2, "money": 10 - costs[0], "played": ["Receptionist"],
                             "staff_deck": ["Reception Clerk", "Concierge", "Chef", "Butler"]}


@pytest.mark.parametrize("name, vp", [("Baroness", 5), ("Duke", 4)])
def test_reveal_three_and_play_none_puts_all_three_under_the_deck(name, vp) -> None:
    """base-game.md §4 #75/#76: the play is optional; with none played all 3 go under the deck."""
    game, script, before = arrive(name, "1/1", may=["no"], bottom_order=["Concierge then Receptionist then"])
    assert outcome(game) == {**before, "vp": vp + 2,
                             "staff_deck": ["Reception Clerk", "Receptionist", "Concierge", "Chef", "Butler"]}
    assert len(asked(script, "bottom-order")[0]) == 6  # every order of the 3 cards


# ---- taking guests from the queue ---------------------------------------------------------------------------------------

FREE_GUEST = [
    # name, room, fixed part (besides the free guest), decisions before the guest's "may"
    ("Opera Singer", "1/2", {"vp": 4}, "first"),          # §4 #62: may take 1 guest free; may +3 Emperor
    ("Dame", "1/1", {"vp": 2}, None),                     # §4 #63: may take 1 guest free (blue single +2 VP)
    ("Post Councillor", "1/3", {}, None),                 # §4 #78
    ("Professor Emeritus", "1/3", {"vp": 4}, None),       # §4 #80
    ("Court Councillor", "1/3", {"vp": 2, "money": 13}, None),  # §4 #84: +3 krones; may take 1 guest free
    ("Brother Uwe", "1/2", {"vp": 3}, "second"),          # §4 #101: may +3 Emperor; may take 1 guest free
]


@pytest.mark.parametrize("name, space, fixed, emperor_may", FREE_GUEST, ids=[g[0] for g in FREE_GUEST])
@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_optional_free_guest(name, space, fixed, emperor_may, accept) -> None:
    """base-game.md §4 #62 63 78 80 84 101 with §1.1 (queue): take the queue's leftmost guest (normally 3
    krones) for free; the queue slides and refills from the deck. Declined: queue and café unchanged.
    Opera Singer and Brother Uwe also may advance 3 on the Emperor track (taken here whenever the guest is)."""
    answer = "yes" if accept else "no"
    may = [answer] if emperor_may is None else [answer, answer]
    game, script, before = arrive(name, space, queue=QUEUE, may=may, take_guest=["Composer"])
    changes = dict(fixed)
    if accept:
        changes.update(cafe=[("Composer", {})], queue=["M. Polo", "Tailor", "Poet", "Major", "Earl"],
                       guest_deck=["General"])
        if emperor_may:
            changes["emperor"] = 3
    assert outcome(game) == {**before, **changes}
    assert len(asked(script, "may")) == len(may)


@pytest.mark.parametrize("may, emperor, took", [(["yes", "no"], 0, True), (["no", "yes"], 3, False)])
def test_opera_singer_parts_are_independent(may, emperor, took) -> None:
    """base-game.md §4 #62: two separate optional parts (free guest; +3 Emperor)."""
    game, _, before = arrive("Opera Singer", "1/2", queue=QUEUE, may=may, take_guest=["Earl"])
    changes = {"vp": 4, "emperor": emperor}
    if took:
        changes.update(cafe=[("Earl", {})], queue=["M. Polo", "Composer", "Tailor", "Poet", "Major"],
                       guest_deck=["General"])
    assert outcome(game) == {**before, **changes}


def test_free_guest_is_not_offered_with_an_empty_queue() -> None:
    """base-game.md §4 #63 and the §4 note "a free guest still needs ... a guest": nothing to take, no question."""
    game, script, before = arrive("Dame", "1/1")
    assert outcome(game) == {**before, "vp": 2}
    assert asked(script, "may") == []


def test_medicinal_councillor_takes_two_guests_refilling_in_between() -> None:
    """base-game.md §4 #87; seed 003: 3 VP, +3 krones; may take up to 2 guests free, the queue is refilled
    before the second, so the new leftmost guest may be the second one."""
    game, _, before = arrive("Medicinal Councillor", "1/3", queue=QUEUE, may=["yes"],
                             take_guest=["Composer", "M. Polo"])
    assert outcome(game) == {**before, "vp": 3, "money": 13, "cafe": [("Composer", {}), ("M. Polo", {})],
                             "queue": ["General", "Tailor", "Poet", "Major", "Earl"], "guest_deck": []}


@pytest.mark.parametrize("answers, cafe, queue, deck", [
    ({"may": ["yes"], "take_guest": ["Poet", "stop"]}, [("Poet", {})],
     ["M. Polo", "Composer", "Tailor", "Major", "Earl"], ["General"]),
    ({"may": ["no"]}, [], list(QUEUE), list(GUEST_DECK)),
])
def test_medicinal_councillor_one_or_no_guest(answers, cafe, queue, deck) -> None:
    """base-game.md §4 #87: "up to 2" guests, and optional: one, or none."""
    game, _, before = arrive("Medicinal Councillor", "1/3", queue=QUEUE, **answers)
    assert outcome(game) == {**before, "vp": 3, "money": 13, "cafe": cafe, "queue": queue, "guest_deck": deck}


def test_medicinal_councillor_second_guest_needs_a_free_table() -> None:
    """base-game.md §4 #87 with §1.1 (3 café tables) and the §4 note: a free guest still needs an empty table."""
    game, script, before = arrive("Medicinal Councillor", "1/3", queue=QUEUE, cafe=["Sculptor", "Musician"],
                                  may=["yes"], take_guest=["Composer"])
    assert outcome(game) == {**before, "vp": 3, "money": 13,
                             "cafe": [("Sculptor", {}), ("Musician", {}), ("Composer", {})],
                             "queue": ["M. Polo", "Tailor", "Poet", "Major", "Earl"], "guest_deck": ["General"]}
    assert len(asked(script, "take-guest")) == 1


# ---- occupying an extra room ---------------------------------------------------------------------------------------------


def test_actress_occupies_an_extra_room_and_closes_its_group() -> None:
    """base-game.md §4 #58; seed 003: 7 VP; may occupy 1 more vacant room of any colour. Occupying 2/2
    closes the yellow group 1/2-2/1-2/2 (§1.5: 6 Emperor steps, bonus by any means)."""
    rooms = {"1/1": "vacant", "1/2": "vacant", "2/1": "occupied", "2/2": "vacant"}
    game, script, before = arrive("Actress", "1/2", rooms, may=["yes"], occupy_room=["2/2"])
    assert asked(script, "occupy-room") == [("occupy 1/1", "occupy 2/2")]
    assert outcome(game) == {**before, "vp": 7, "emperor": 6, "rooms": {**before["rooms"], "2/2": "occupied"}}


OCCUPIERS = [
    # name, check-in room, extra vacant room, fixed changes, changes when the extra room is occupied
    ("Actress", "1/2", "1/1", {"vp": 7}, {"vp": 7 + 2}),                       # §4 #58: blue single +2 VP
    ("Prince", "1/1", "4/4", {"vp": 7 + 2}, {"vp": 7 + 2, "money": 11}),      # §4 #72: red single +1 krone
    ("Senior Councillor", "1/3", "4/5", {"vp": 7}, {"vp": 7 + 2}),            # §4 #82: blue single +2 VP
]


@pytest.mark.parametrize("name, space, extra, fixed, occupied", OCCUPIERS, ids=[o[0] for o in OCCUPIERS])
@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_optional_extra_occupancy(name, space, extra, fixed, occupied, accept) -> None:
    """base-game.md §4 #58 72 82; seed 003: may occupy 1 extra vacant room of any colour, with its group
    bonus (§1.5)."""
    game, _, before = arrive(name, space, {space: "vacant", extra: "vacant"}, may=["yes" if accept else "no"])
    if accept:
        assert outcome(game) == {**before, **occupied, "rooms": {space: "occupied", extra: "occupied"}}
    else:
        assert outcome(game) == {**before, **fixed}


@pytest.mark.parametrize("name, space, vp, money, steps", [
    ("Farmer Franz", "1/2", 4, 10, 3),  # §4 #100: may +3 Emperor; may occupy 1 extra room
    ("Conductor", "4/4", 0, 11, 1),     # §4 #102: may +1 Emperor; may occupy 1 extra room (red single +1 krone)
])
@pytest.mark.parametrize("may", [["yes", "yes"], ["yes", "no"], ["no", "yes"], ["no", "no"]], ids="-".join)
def test_optional_emperor_and_extra_occupancy(name, space, vp, money, steps, may) -> None:
    """base-game.md §4 #100 and #102; seed 003: two independent optional parts; the extra room is the blue
    single 1/1 (§1.5: +2 VP)."""
    game, _, before = arrive(name, space, {space: "vacant", "1/1": "vacant"}, may=may)
    changes = {"vp": vp, "money": money, "emperor": steps if may[0] == "yes" else 0}
    if may[1] == "yes":
        changes.update(vp=vp + 2, rooms={space: "occupied", "1/1": "occupied"})
    assert outcome(game) == {**before, **changes}


def test_extra_occupancy_is_not_offered_without_a_vacant_room() -> None:
    """base-game.md §4 #72: the extra occupancy needs a vacant room; with none, nothing is asked."""
    game, script, before = arrive("Prince", "1/1")
    assert outcome(game) == {**before, "vp": 9}
    assert asked(script, "may") == []


# ---- preparing rooms ------------------------------------------------------------------------------------------------------


def test_sculptor_prepares_a_free_room_on_floor_one_or_two_only() -> None:
    """base-game.md §4 #49; seed 003: may prepare 1 room for free, on floor 1 or 2 (3/1 is adjacent but on
    floor 3, so it is not offered); floor 2 normally costs 1 krone (§2.2)."""
    rooms = {"1/1": "occupied", "2/1": "occupied", "1/2": "vacant"}
    game, script, before = arrive("Sculptor", "1/2", rooms, may=["yes"], prepare_room=["2/2"])
    assert asked(script, "prepare-room") == [("room 1/3 for 0", "room 2/2 for 0")]
    assert outcome(game) == {**before, "rooms": {**before["rooms"], "2/2": "vacant"}}


def test_sculptor_declined() -> None:
    """base-game.md §4 #49: the room is optional."""
    game, _, before = arrive("Sculptor", "1/2", {"1/1": "occupied", "1/2": "vacant"}, may=["no"])
    assert outcome(game) == before


def test_sculptor_gives_nothing_when_only_higher_floors_are_free() -> None:
    """base-game.md §4 #49 ("nothing if impossible"): floors 1 and 2 are full, so nothing is offered; the
    check-in closes the yellow group 1/2-2/1-2/2 (§1.5: 6 Emperor steps)."""
    rooms = {f"{f}/{c}": "occupied" for f in (1, 2) for c in range(1, 6)} | {"1/2": "vacant"}
    game, script, before = arrive("Sculptor", "1/2", rooms)
    assert outcome(game) == {**before, "emperor": 6}
    assert asked(script, "may") == []


@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_musician_draws_one_and_may_prepare_a_room_at_normal_cost(accept) -> None:
    """base-game.md §4 #50; seed 003: draw 1 staff; may prepare 1 room paying the floor cost (2/2: 1 krone)."""
    game, _, before = arrive("Musician", "1/2", {"1/1": "occupied", "1/2": "vacant"}, may=["yes" if accept else "no"],
                             prepare_room=["2/2"])
    changes = {"hand": ["Receptionist"], "staff_deck": list(STAFF_DECK[:4])}
    if accept:
        changes.update(money=9, rooms={**before["rooms"], "2/2": "vacant"})
    assert outcome(game) == {**before, **changes}


def test_musician_offers_no_room_it_cannot_pay_for() -> None:
    """base-game.md §4 #50 with §1.1 (prep cost paid first): with 0 krones and only floor-2 spaces next to
    the hotel, no room is offered; the staff card is still drawn."""
    rooms = {f"1/{c}": "occupied" for c in range(1, 6)} | {"1/2": "vacant"}
    game, script, before = arrive("Musician", "1/2", rooms, money=0)
    assert outcome(game) == {**before, "hand": ["Receptionist"], "staff_deck": list(STAFF_DECK[:4])}
    assert asked(script, "may") == []


@pytest.mark.parametrize("name, vp, picks, costs", [
    ("Architect", 1, ["3/1", "4/1"], [2 - 1, 3 - 1]),  # §4 #57: up to 2 rooms, each 1 krone less
    ("Painter", 2, ["3/1", "4/1"], [2 - 1, 3]),        # §4 #61: up to 2 rooms, the first 1 krone less
    ("Procurator", 0, ["3/1", "4/1"], [0, 0]),         # §4 #88: up to 2 rooms free
])
def test_prepare_up_to_two_rooms(name, vp, picks, costs) -> None:
    """base-game.md §4 #57 61 88; seed 003: prepare up to 2 rooms one at a time (adjacency §2.4; floor cost
    §1.1 less the discount)."""
    rooms = {"1/1": "occupied", "2/1": "occupied", "1/2": "vacant", "1/3": "vacant"}
    space = "1/3" if name == "Procurator" else "1/2"
    game, script, before = arrive(name, space, rooms, may=["yes"], prepare_room=list(picks))
    offered = asked(script, "prepare-room")
    assert [label for label in offered[1] if label.startswith("room 4/1")] == [f"room 4/1 for {costs[1]}"]
    assert outcome(game) == {**before, "vp": vp, "money": 10 - sum(costs),
                             "rooms": {**before["rooms"], "3/1": "vacant", "4/1": "vacant"}}


@pytest.mark.parametrize("name, space, vp, answers, rooms, money", [
    ("Architect", "1/2", 1, {"may": ["yes"], "prepare_room": ["3/1", "stop"]}, {"3/1": "vacant"}, 9),
    ("Architect", "1/2", 1, {"may": ["no"]}, {}, 10),
    ("Painter", "1/2", 2, {"may": ["yes"], "prepare_room": ["3/1", "stop"]}, {"3/1": "vacant"}, 9),
    ("Painter", "1/2", 2, {"may": ["no"]}, {}, 10),
    ("Procurator", "1/3", 0, {"may": ["yes"], "prepare_room": ["3/1", "stop"]}, {"3/1": "vacant"}, 10),
    ("Procurator", "1/3", 0, {"may": ["no"]}, {}, 10),
])
def test_prepare_up_to_two_rooms_one_or_none(name, space, vp, answers, rooms, money) -> None:
    """base-game.md §4 #57 61 88: "up to 2" and optional, so one room or none is allowed."""
    start = {"1/1": "occupied", "2/1": "occupied", "1/2": "vacant", "1/3": "vacant"}
    game, _, before = arrive(name, space, start, **answers)
    assert outcome(game) == {**before, "vp": vp, "money": money, "rooms": {**before["rooms"], **rooms}}


def test_procurator_free_rooms_still_score_placement_vp() -> None:
    """base-game.md §4 #88 with §2.3: free rooms on 4/3 and 4/4 still score their placement VP (2 + 3)."""
    rooms = {"1/3": "vacant", "2/3": "occupied", "3/3": "occupied"}
    game, _, before = arrive("Procurator", "1/3", rooms, may=["yes"], prepare_room=["4/3", "4/4"])
    assert outcome(game) == {**before, "vp": 2 + 3, "rooms": {**before["rooms"], "4/3": "vacant", "4/4": "vacant"}}


@pytest.mark.parametrize("accept", [True, False], ids=["taken", "declined"])
def test_baron_may_prepare_one_room_free(accept) -> None:
    """base-game.md §4 #71; seed 003: 4 VP; may prepare 1 room for free (4/1 normally costs 3; blue
    single 1/1: +2 VP)."""
    rooms = {"1/1": "vacant", "2/1": "occupied", "3/1": "occupied"}
    game, script, before = arrive("Baron", "1/1", rooms, may=["yes" if accept else "no"], prepare_room=["4/1"])
    changes = {"vp": 4 + 2}
    if accept:
        changes["rooms"] = {**before["rooms"], "4/1": "vacant"}
        assert asked(script, "prepare-room") == [("room 1/2 for 0", "room 2/2 for 0", "room 3/2 for 0", "room 4/1 for 0")]
    assert outcome(game) == {**before, **changes}


@pytest.mark.parametrize("may, money, hand, played, rooms", [
    (["yes", "yes"], 10 - 4 - 1, [], ["Receptionist"], {"2/1": "vacant"}),
    (["yes", "no"], 10 - 4, [], ["Receptionist"], {}),
    (["no", "yes"], 10 - 1, ["Receptionist"], [], {"2/1": "vacant"}),
    (["no", "no"], 10, ["Receptionist"], [], {}),
])
def test_landgrave_may_play_one_krone_less_and_may_prepare_a_room(may, money, hand, played, rooms) -> None:
    """base-game.md §4 #66; seed 003: 3 VP; may play 1 staff at -1; may prepare 1 room at normal cost
    (2/1: 1 krone; blue single 1/1: +2 VP)."""
    game, _, before = arrive("Landgrave", "1/1", hand=["Receptionist"], may=may, prepare_room=["2/1"])
    assert outcome(game) == {**before, "vp": 3 + 2, "money": money, "hand": hand, "played": played,
                             "rooms": {**before["rooms"], **rooms}}


# ---- E. Gizia --------------------------------------------------------------------------------------------------------------


def test_e_gizia_runs_an_action_space_without_taking_its_die() -> None:
    """base-game.md §4 #97 (2022; seed 003, [J]): 4 VP; run the main action of a space holding a die at the
    strength of the dice there, without taking one; no boost; no take-die staff (Laundress: +4 VP on a 4)."""
    game, script, before = arrive("E. Gizia", "1/2", spaces=[1, 0, 0, 2, 0, 0], played=["Laundress"],
                                  perform_space=["space 4"], split=["1 krones"])
    assert asked(script, "perform-space") == [("space 1 (dishes)", "space 4 (krones and Emperor)")]
    assert asked(script, "boost") == []
    assert outcome(game) == {**before, "vp": 4, "money": 11, "emperor": 1}
    assert game.state.spaces == [1, 0, 0, 2, 0, 0]


def test_e_gizia_imitation_pays_the_fee_and_uses_the_number_of_sixes() -> None:
    """base-game.md §4 #97 with §1.2 (action 6: pay 1 krone, strength = dice on the 6 space)."""
    game, _, before = arrive("E. Gizia", "1/2", spaces=[0, 0, 0, 0, 0, 2], imitate=["1:"], split=["1 strudel"])
    assert outcome(game) == {**before, "vp": 4, "money": 9, "kitchen": {"strudel": 1, "cake": 1}}
    assert game.state.spaces == [0, 0, 0, 0, 0, 2]


def test_e_gizia_ignores_take_die_staff_modifiers() -> None:
    """base-game.md §4 #97 and §3 trigger wording (seed 003, [J]): "take die N" staff do not fire for
    E. Gizia, so Restaurant Manager (#13, +1 strength on a 1) adds nothing: strength = the 2 dice on space 1."""
    game, _, before = arrive("E. Gizia", "1/2", spaces=[2, 0, 0, 0, 0, 0], played=["Restaurant Manager"],
                             split=["2 strudel"])
    assert outcome(game) == {**before, "vp": 4, "kitchen": {"strudel": 2}}


def test_e_gizia_imitation_still_costs_the_fee_with_kitchen_hand() -> None:
    """base-game.md §4 #97 with §3 #17 (Kitchen Hand: no fee and +1 strength when you take a 6): no die is
    taken, so the 1-krone fee is paid and the strength is the 1 die on space 6."""
    game, _, before = arrive("E. Gizia", "1/2", spaces=[0, 0, 0, 0, 0, 1], played=["Kitchen Hand"],
                             imitate=["4:"], split=["1 krones"])
    assert outcome(game) == {**before, "vp": 4, "money": 10 - 1 + 1}


def test_e_gizia_cannot_imitate_without_the_fee() -> None:
    """base-game.md §4 #97 with §1.2 (action 6 costs 1 krone): with 0 krones a space holding only sixes
    cannot be used."""
    game, script, before = arrive("E. Gizia", "1/2", money=0, spaces=[0, 0, 0, 0, 0, 2])
    assert outcome(game) == {**before, "vp": 4, "money": 0}
    assert script.seen == []


def test_e_gizia_does_nothing_when_no_space_holds_a_die() -> None:
    """base-game.md §4 #97: only a space that holds at least one die can be used."""
    game, script, before = arrive("E. Gizia", "1/2", spaces=[0] * 6)
    assert outcome(game) == {**before, "vp": 4}
    assert script.seen == []


# ---- every guest is covered ----------------------------------------------------------------------------------------------

COVERED = {name for name, *_ in PLAYERS} | {name for name, *_ in FREE_GUEST} | {name for name, *_ in OCCUPIERS} | {
    "Sculptor", "Musician", "Composer", "Tailor", "Flamenco Dancer", "Portrait Painter", "Photographer", "Architect",
    "Jewelry Designer", "Painter", "Knight of the Empire", "Landgrave", "Sovereign", "Princess", "Countess", "Elector",
    "Baron", "Count", "Earl", "Baroness", "Duke", "Apothecary", "Privy Councillor", "General",
    "Councillor of Commerce", "Major", "Medicinal Councillor", "Procurator", "Lord High Commissioner",
    "Senior Legal Secretary", "Tezcatlipoca", "Capt. Goldhaken", "Mr. Horsa", "Mr. Boydell", "E. Gizia", "M. Polo",
    "Cramersopholus", "Farmer Franz", "Conductor", "Durgoing"}


def test_every_base_guest_has_a_scenario() -> None:
    """base-game.md §4: all 56 guests #49–104 have a check-in scenario in this file."""
    assert COVERED == {name for _, name, *_ in GUESTS}
