"""Wrong texts that passed until session 18 (issue 14), found by the insertion test (tests/compiler/textsets/insertions.py),
each held by a right and a wrong wording.

A place or a track said of a unit it never holds: money, points and Emperor steps are in no kitchen and no hand
(compiler/textlex_places.py `PLACELESS`), and the money track and the bank hold krones only (compiler/textread_said16.py
`MONEY_PLACES`). A condition said before a clause with nothing for it to govern (a guest's worth, 'no reward', a lasting
change) is unread (compiler/textread_lead18.py)."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

TILE = "Reward: gain 3 krones{}. Penalty: pay 3 krones; if you can't, lose 5 VP{}."
COFFEE_GUEST = "This guest scores 5 VP{}. Reward: the player gains 1 coffee and 3 krones{}."
DIE_THREE_FOUR = "Each time you take a die showing 3 or 4, score 2 VP{}."

PLACES = [
    Pair("emperor-tile A1", TILE.format("", ""), TILE.format(" into your kitchen", ""), "into your kitchen"),
    Pair("emperor-tile A1", TILE.format("", ""), TILE.format("", " from your kitchen"), "from your kitchen"),
    Pair("guest 60", COFFEE_GUEST.format("", ""), COFFEE_GUEST.format(" from your kitchen", ""), "from your kitchen"),
    Pair("guest 101", "You may move 3 steps up the Emperor track. You may also take 1 guest from the queue at no cost.",
         "You may move 3 steps into your kitchen. You may also take 1 guest from the queue at no cost.", "kitchen"),
]

test_money_points_and_steps_are_in_no_kitchen = checker(PLACES)

MONEY = [
    Pair("emperor-tile A1", TILE.format("", ""), TILE.format("", " on the money track"), "VP on the money track"),
    Pair("staff 12", DIE_THREE_FOUR.format(""), DIE_THREE_FOUR.format(" from the bank"), "VP from the bank"),
    Pair("guest 60", COFFEE_GUEST.format("", ""), COFFEE_GUEST.format(" on the money track", ""), "only krones"),
]

test_the_money_track_and_the_bank_hold_krones_only = checker(MONEY)

RIGHT_PLACES = [
    ("guest 60", COFFEE_GUEST.format("", " from the bank")),
    ("guest 60", "This guest scores 5 VP. Reward: the player gains 1 coffee into their kitchen and 3 krones on the money track."),
    ("emperor-tile A1", TILE.format(" from the bank", "")),
    ("emperor-tile ballrooms-a", "Reward: gain 2 champagne into your kitchen. Penalty: return 2 champagne from your kitchen; if you can't, lose 5 VP."),
    ("staff 10", "Cost: 5 krones. Permanent: preparing a red room costs its owner 0 krones."),
]


@pytest.mark.parametrize(("card", "text"), RIGHT_PLACES, ids=[c for c, _ in RIGHT_PLACES])
def test_a_place_that_holds_its_unit_stays_quiet(card: str, text: str) -> None:
    assert problems(card, text) == []


UNGOVERNED = "a condition with nothing it governs"
CONDITIONS = [
    Pair("guest 51", "This guest scores 1 VP. Reward: the player gains 1 strudel.",
         "If you have at least 3 red rooms, this guest scores 1 VP. Reward: the player gains 1 strudel.", UNGOVERNED),
    Pair("guest 140", "15 VP. No reward.", "15 VP. If you have at least 3 red rooms, no reward.", UNGOVERNED),
    Pair("staff 10", "Cost: 5 krones. Permanent: preparing a red room costs its owner 0 krones.",
         "Cost: 5 krones. If you have at least 3 red rooms, preparing a red room costs its owner 0 krones.", UNGOVERNED),
]

test_a_condition_with_nothing_to_govern_is_unread = checker(CONDITIONS)


FOURS = "Whoever employs him gains 1 champagne and 1 krone each time they take a die showing 4."
ONES_TWOS = "When you take a die showing 1 or 2, your action gets +1 strength."
TRAILING = [
    Pair("staff 124", FOURS, "At the end of the game, " + FOURS[0].lower() + FOURS[1:], "two times"),
    Pair("staff 124", FOURS, "During setup, " + FOURS[0].lower() + FOURS[1:], "two times"),
    Pair("staff 124", FOURS, "Once per round, " + FOURS[0].lower() + FOURS[1:], "once per round"),
    Pair("staff 13", ONES_TWOS, "Once per round, " + ONES_TWOS[0].lower() + ONES_TWOS[1:], "once-per-round"),
]

test_a_time_before_a_trigger_said_last_is_the_triggers = checker(TRAILING)

TRIGGERS_LAST = [
    ("staff 124", "Permanent. " + FOURS),
    ("staff 124", "Permanent: he gives you 1 champagne and 1 krone each time you take a die showing 4."),
    ("staff 13", ONES_TWOS),
]


@pytest.mark.parametrize(("card", "text"), TRIGGERS_LAST, ids=[c for c, _ in TRIGGERS_LAST])
def test_a_trigger_said_last_with_no_time_of_its_clause_stays_quiet(card: str, text: str) -> None:
    assert problems(card, text) == []
