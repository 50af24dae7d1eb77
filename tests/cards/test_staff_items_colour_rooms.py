"""One scenario per base-game staff card (#1-#48), checked against the 2022 rules: printed cost and timing of
every card, and the once-per-round item cards (#1-#4), the guest-colour cards (#5-#8) and the free-room
colour cards (#9-#11).

Sources: shared/data/base-game.md §3 (the staff table; costs from [A][B], effects from the seed 003 card
reference and the [J] 2022 appendix) and §1 (core rules). Every test names its card with `staff_id(...)`,
so a card missing from the corpus fails its test. A card is "in play" when its id is in `played`.
"""
from __future__ import annotations

import pytest

from engine import actions, flow, rules
from engine.state import Ref
from tests.cards.staff_support import check_in, in_play, kinds, labels
from tests.engine.helpers import catalog, scenario, staff_id


# ---- printed cost and timing of every card ------------------------------------------------------------------------

COST_AND_TIMING = [  # base-game.md §3, "cost 2022" and "timing" columns
    ("Breakfast Server", 4, "once-per-round"), ("Waitress", 6, "once-per-round"), ("Barkeeper", 4, "once-per-round"),
    ("Sous-Chef", 6, "once-per-round"), ("Groom", 4, "permanent"), ("Stableman", 1, "permanent"),
    ("Masseuse", 1, "permanent"), ("Tour Guide", 2, "permanent"), ("Butler", 5, "permanent"),
    ("Chauffeur", 5, "permanent"), ("Florist", 5, "permanent"), ("Executive Housekeeper", 2, "permanent"),
    ("Restaurant Manager", 2, "permanent"), ("Decorator", 2, "permanent"), ("Bootblack", 4, "permanent"),
    ("Laundress", 2, "permanent"), ("Kitchen Hand", 5, "permanent"), ("Checker", 2, "permanent"),
    ("Interior Architect", 3, "permanent"), ("Detective", 2, "permanent"), ("Chef", 3, "immediate"),
    ("Staff Manager", 3, "permanent"), ("Custodian", 5, "permanent"), ("Chief Waiter", 1, "permanent"),
    ("Delivery Boy", 6, "permanent"), ("Conference Manager", 5, "permanent"), ("Booking Manager", 4, "final"),
    ("Concierge", 4, "final"), ("Secretary", 5, "final"), ("Reception Clerk", 4, "final"),
    ("Chambermaid", 4, "final"), ("Assistant Manager", 4, "final"), ("Male Floor Housekeeper", 5, "permanent"),
    ("Receptionist", 5, "final"), ("Page Boy", 2, "immediate"), ("Sommelier", 2, "immediate"),
    ("Room Service", 3, "final"), ("Porter", 5, "immediate"), ("Confectioner", 3, "immediate"),
    ("Marketing Director", 2, "final"), ("Operator", 3, "final"), ("Gardener", 3, "permanent"),
    ("Barista", 3, "immediate"), ("Larder Cook", 2, "immediate"), ("Pool Attendant", 1, "immediate"),
    ("Female Floor Housekeeper", 2, "final"), ("Liftboy", 4, "final"), ("Hotel Manager", 4, "final"),
]


@pytest.mark.parametrize("number, name, cost, timing", [(n, *row) for n, row in enumerate(COST_AND_TIMING, 1)])
def test_printed_cost_and_timing(number, name, cost, timing) -> None:
    """base-game.md §3 (costs [A][B], 2022; #17 costs 5 per [003][J]): id, cost and timing class."""
    card = catalog().staff[staff_id(name)]
    assert (card.ident, card.cost, card.timing) == (number, cost, timing)


# ---- #1-#4: once-per-round items ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name, item", [("Breakfast Server", "strudel"), ("Waitress", "cake"),
                                        ("Barkeeper", "wine"), ("Sous-Chef", "coffee")])
def test_once_per_round_item_cards(name, item) -> None:
    """seed 003 card reference #1-#4; base-game.md §3 #1-#4 and §1.3 (once/round staff are readied at round end):
    as an additional action, gain 1 item, once per round."""
    game, _ = scenario(additional=[f"use {name}"])
    card = in_play(game, 0, name)
    flow.additional_actions(game, 0)
    player = game.state.players[0]
    assert player.kitchen == {item: 1} and game.used(0, Ref("staff", card))
    assert labels(flow.additional_options(game, 0)) == ["done"]  # used up for this round
    flow.end_round(game)  # round 1: no Emperor scoring, staff are readied
    flow.additional_actions(game, 0)
    assert player.kitchen == {item: 2}


@pytest.mark.parametrize("name", ["Breakfast Server", "Waitress", "Barkeeper", "Sous-Chef"])
def test_once_per_round_item_card_in_hand_does_nothing(name) -> None:
    """base-game.md §3 #1-#4: only a played card can be used."""
    game, _ = scenario()
    game.state.players[0].hand.append(staff_id(name))
    assert labels(flow.additional_options(game, 0)) == ["done"]


# ---- #5-#8: a completed guest of one colour leaves the café -------------------------------------------------------

# Guests with simple rewards, one per colour, and a vacant room each can take without completing a group.
GUESTS = {"red": ("Apothecary", (1, 3)),            # 1 VP, +1 krone
          "blue": ("Knight of the Empire", (3, 1)),  # 3 VP, no reward
          "yellow": ("Composer", (1, 2)),            # 1 VP, +1 strudel
          "green": ("Capt. Goldhaken", (1, 3))}      # 0 VP, +1 krone
WITHOUT_STAFF = {"red": (11, 1, 0), "blue": (10, 3, 0), "yellow": (10, 1, 0), "green": (11, 0, 0)}  # money, VP, Emperor
COLOUR_STAFF = {"Groom": ("red", (2, 0, 0)), "Stableman": ("blue", (0, 0, 1)),
                "Masseuse": ("yellow", (1, 0, 0)), "Tour Guide": ("green", (0, 2, 0))}


@pytest.mark.parametrize("colour", list(GUESTS))
@pytest.mark.parametrize("name", list(COLOUR_STAFF))
def test_colour_staff_pays_only_for_its_colour(name, colour) -> None:
    """seed 003 card reference #5-#8; base-game.md §3 #5 (+2 kr, red), #6 (may +1 Emp, blue), #7 (+1 kr,
    yellow), #8 (+2 VP, green), each when a completed guest of that colour leaves the café (2022)."""
    game, _ = scenario(may=["yes"])
    in_play(game, 0, name)
    guest, space = GUESTS[colour]
    check_in(game, 0, guest, space)
    card_colour, bonus = COLOUR_STAFF[name]
    base = WITHOUT_STAFF[colour]
    expected = tuple(b + (x if colour == card_colour else 0) for b, x in zip(base, bonus))
    player = game.state.players[0]
    assert (player.money, player.vp, player.emperor) == expected


def test_stableman_step_is_optional() -> None:
    """seed 003 card reference #6; base-game.md §3 #6: the Emperor step is a 'may'."""
    game, script = scenario(may=["no"])
    in_play(game, 0, "Stableman")
    check_in(game, 0, "Knight of the Empire", (3, 1))
    assert "may" in kinds(script) and game.state.players[0].emperor == 0


# ---- #9-#11: free rooms of one colour -----------------------------------------------------------------------------


@pytest.mark.parametrize("name, colour, start, target", [("Butler", "blue", "3/1", (4, 1)),
                                                         ("Chauffeur", "red", "3/1", (3, 2)),
                                                         ("Florist", "yellow", "3/3", (3, 4))])
def test_room_colour_staff_makes_that_colour_free(name, colour, start, target) -> None:
    """seed 003 card reference #9-#11; base-game.md §3 #9-#11: preparing rooms of that colour costs 0 kr
    (an action is still needed); other colours keep the floor cost (§1.2: 0/1/2/3 kr on floors 1-4)."""
    game, _ = scenario()
    player = game.state.players[0]
    player.money, player.rooms = 0, {start: "vacant"}
    assert rules.room_options(game, 0) == []  # nothing affordable without the card
    in_play(game, 0, name)
    assert labels(rules.room_options(game, 0)) == [f"room {target[0]}/{target[1]} for 0"]
    actions.main_action(game, 0, 3, 1)
    assert player.rooms == {start: "vacant", f"{target[0]}/{target[1]}": "vacant"} and player.money == 0
    others = {"blue": (4, 1), "red": (4, 2), "yellow": (3, 4)}
    assert {c: rules.room_cost(game, 0, s) for c, s in others.items()} == {c: (0 if c == colour else s[0] - 1)
                                                                           for c, s in others.items()}
