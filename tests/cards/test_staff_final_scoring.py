"""One scenario per base-game staff card (#1-#48), checked against the 2022 rules: the final-scoring cards
(#27-#32, #34, #37, #40, #41, #46-#48).

Sources: shared/data/base-game.md §3 (the staff table; costs from [A][B], effects from the seed 003 card
reference and the [J] 2022 appendix) and §1 (core rules). Every test names its card with `staff_id(...)`,
so a card missing from the corpus fails its test. A card is "in play" when its id is in `played`.
"""
from __future__ import annotations

import pytest

from engine import flow
from tests.cards.staff_support import (HOTEL, HOTEL_ROOM_VP, MIXED, MIXED_ROOM_VP, TOWER, TOWER_ROOM_VP, final_vp,
                                       in_play, play_from_hand)
from tests.engine.helpers import scenario, staff_id


# ---- final-scoring cards that count the hotel (#27, #28, #30, #31, #34, #37, #46, #47, #48) ----------------------


@pytest.mark.parametrize("name, hotel, room_vp, card_vp", [
    ("Booking Manager", HOTEL, HOTEL_ROOM_VP, 3 * 3),          # #27: 3 VP per occupied red (vacant red do not count)
    ("Concierge", HOTEL, HOTEL_ROOM_VP, 3 * 2),                # #28: 3 VP per occupied blue
    ("Reception Clerk", HOTEL, HOTEL_ROOM_VP, 3 * 1),          # #30: 3 VP per occupied yellow (2 vacant yellow)
    ("Chambermaid", HOTEL, HOTEL_ROOM_VP, 1 * 6),              # #31: 1 VP per occupied room
    ("Receptionist", HOTEL, HOTEL_ROOM_VP, 1 * 8),             # #34: 1 VP per room tile, vacant or occupied
    ("Room Service", HOTEL, HOTEL_ROOM_VP, 2 * 2),             # #37: 2 VP per complete group (G1, G4)
    ("Room Service", TOWER, TOWER_ROOM_VP, 2 * 2),             # G1 and G6; G2 (1/2, 2/1, 2/2) is not complete
    ("Female Floor Housekeeper", HOTEL, HOTEL_ROOM_VP, 5 * 1),  # #46: 5 VP per complete floor
    ("Female Floor Housekeeper", TOWER, TOWER_ROOM_VP, 0),
    ("Liftboy", TOWER, TOWER_ROOM_VP, 5 * 1),                  # #47: 5 VP per complete column
    ("Liftboy", HOTEL, HOTEL_ROOM_VP, 0),
    ("Hotel Manager", MIXED, MIXED_ROOM_VP, 4 * 3),            # #48: [004] example, 3 red 4 blue 6 yellow -> 12
    ("Hotel Manager", HOTEL, HOTEL_ROOM_VP, 4 * 1),
    ("Hotel Manager", TOWER, TOWER_ROOM_VP, 0),                # no red room: no set
])
def test_final_staff_counting_the_hotel(name, hotel, room_vp, card_vp) -> None:
    """seed 003 card reference #27, #28, #30, #31, #34, #37, #46, #47, #48; base-game.md §3 (same numbers)
    and §1.6 (final staff score first, then 1/2/3/4 VP per occupied room by floor)."""
    game, _ = scenario()
    in_play(game, 0, name)
    game.state.players[0].rooms = dict(hotel)
    assert final_vp(game) == card_vp + room_vp


@pytest.mark.parametrize("name", ["Booking Manager", "Concierge", "Reception Clerk", "Chambermaid", "Receptionist",
                                  "Room Service", "Female Floor Housekeeper", "Liftboy", "Hotel Manager"])
def test_final_staff_counting_the_hotel_scores_nothing_on_an_empty_hotel(name) -> None:
    """base-game.md §3: each scores per room/group/floor/column, so 0 VP with no rooms."""
    game, _ = scenario()
    in_play(game, 0, name)
    assert final_vp(game) == 0


def test_final_staff_only_score_in_final_scoring() -> None:
    """base-game.md §3 timing classes: final cards do nothing when played."""
    game, _ = scenario()
    game.state.players[0].rooms = dict(HOTEL)
    play_from_hand(game, 0, "Chambermaid")
    assert game.state.players[0].vp == 0 and game.state.players[0].money == 10 - 4


# ---- #29 Secretary -------------------------------------------------------------------------------------------------


def test_secretary_scores_an_opponents_final_staff_on_your_hotel() -> None:
    """seed 003 card reference #29; base-game.md §3 #29: copy 1 opponent's final-scoring staff, scored
    on your own hotel (2022)."""
    game, _ = scenario()
    in_play(game, 0, "Secretary")
    in_play(game, 1, "Booking Manager")
    game.state.players[0].rooms = dict(HOTEL)  # 3 occupied red
    assert final_vp(game, 0) == 3 * 3 + HOTEL_ROOM_VP
    assert game.state.players[1].vp == 0  # the opponent's hotel is empty


def test_secretary_picks_one_of_several_opponent_cards() -> None:
    """base-game.md §3 #29: the player picks which opponent card to copy (only one)."""
    game, _ = scenario(players=3, copy_staff=["Concierge"])
    in_play(game, 0, "Secretary")
    in_play(game, 1, "Booking Manager")
    in_play(game, 2, "Concierge")
    game.state.players[0].rooms = dict(HOTEL)  # 2 occupied blue
    assert final_vp(game, 0) == 3 * 2 + HOTEL_ROOM_VP


@pytest.mark.parametrize("own, opponent", [(["Booking Manager"], []),      # never your own card
                                           ([], ["Chef", "Groom"]),         # only final-scoring staff
                                           ([], ["Secretary"])])            # nothing else to copy
def test_secretary_scores_nothing_without_an_opponents_final_staff(own, opponent) -> None:
    """base-game.md §3 #29: never your own card, only final-scoring staff; 0 VP if none."""
    game, _ = scenario()
    in_play(game, 0, "Secretary")
    for name in own:
        in_play(game, 0, name)
    for name in opponent:
        in_play(game, 1, name)
    game.state.players[0].rooms = dict(HOTEL)
    own_vp = 3 * 3 if own else 0  # the own Booking Manager scores once, for itself
    assert final_vp(game, 0) == own_vp + HOTEL_ROOM_VP


# ---- #32 Assistant Manager ---------------------------------------------------------------------------------------


def test_assistant_manager_scores_two_per_played_staff_including_itself() -> None:
    """seed 003 card reference #32; base-game.md §3 #32 and §9 #5: 2 VP per played staff, this one included
    (2022); cards in hand do not count."""
    game, _ = scenario()
    in_play(game, 0, "Assistant Manager")
    assert final_vp(game) == 2
    game, _ = scenario()
    for name in ("Assistant Manager", "Chef", "Butler", "Groom"):
        in_play(game, 0, name)
    game.state.players[0].hand = [staff_id("Florist")]
    assert final_vp(game) == 2 * 4


# ---- #40 Marketing Director, #41 Operator ------------------------------------------------------------------------


@pytest.mark.parametrize("objectives, card_vp", [({"105": [0], "106": [1, 0], "107": [1]}, 5 * 2),
                                                 ({"105": [1], "106": []}, 0)])
def test_marketing_director_five_per_claimed_objective(objectives, card_vp) -> None:
    """seed 003 card reference #40; base-game.md §3 #40: 5 VP per objective holding your marker."""
    game, _ = scenario()
    in_play(game, 0, "Marketing Director")
    game.state.objectives = objectives
    assert final_vp(game) == card_vp


@pytest.mark.parametrize("position, card_vp", [(0, 0), (5, 10), (8, 16)])
def test_operator_twice_the_emperor_position_without_cap(position, card_vp) -> None:
    """seed 003 card reference #41; base-game.md §3 #41 and §9 #6: 2 VP x Emperor position, no 12-VP cap (2022)."""
    game, _ = scenario()
    in_play(game, 0, "Operator")
    game.state.players[0].emperor = position
    assert final_vp(game) == card_vp


def test_operator_counts_the_position_after_the_round_7_retreat() -> None:
    """base-game.md §3 #41 (position after the round-7 retreat) and §1.1 (retreat 7 after round 7)."""
    game, _ = scenario()
    in_play(game, 0, "Operator")
    player = game.state.players[0]
    player.emperor = 10
    game.state.emperor_tiles = ["A1", "B1", "C1"]
    flow.emperor_scoring(game, 2)  # space 10 = 6 VP, retreat to 3, C1 reward 8 VP
    assert (player.vp, player.emperor) == (6 + 8, 3)
    assert final_vp(game) == 6 + 8 + 2 * 3
