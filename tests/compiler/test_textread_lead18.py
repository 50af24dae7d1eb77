"""Wrong texts that passed until session 18 (issue 14), found by the insertion test (tests/compiler/textsets/insertions.py),
each held by a right and a wrong wording.

A place or a track said of a unit it never holds: money, points and Emperor steps are in no kitchen and no hand
(compiler/textlex_places.py `PLACELESS`), and the money track and the bank hold krones only (compiler/textread_said16.py
`PLACE_UNITS`). A condition said before a clause with nothing for it to govern (a guest's worth, 'no reward', a lasting
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


# A place said of money kept in a second reading's words: named from the words as written.
SECOND_READINGS = [
    Pair("guest 57", "Reward: it is permitted to prepare up to two rooms, each at a reduction of one krone.",
         "Reward: it is permitted to prepare up to two rooms, each at a reduction of one krone from your kitchen.", "kept on tracks"),
    Pair("staff 18", "For 2 krones, every action you take with a 5 die is 2 strength stronger.",
         "For 2 krones into your kitchen, every action you take with a 5 die is 2 strength stronger.", "kept on tracks"),
]

test_a_place_of_money_is_named_whatever_reading_follows = checker(SECOND_READINGS)

CURIE = "while you have her, every staff card you play gives you two dishes or drinks of your choice."
ROWS = ("Top row: 5 VP. {}iddle row: 2 VP. Bottom row: nothing. When the ballroom is scored, a player with no dancer here "
        "loses 5 VP, and every player scores 7 VP for each pair of their dancers here.")
OWN_TIMES = [
    Pair("celebrity marie-curie", CURIE[0].upper() + CURIE[1:], "Once per round, " + CURIE, "once per round"),
    Pair("staff 9", "Butler. For its owner, preparing a blue room costs 0 krones.",
         "At the end of the game, butler. For its owner, preparing a blue room costs 0 krones.", "a time at which nothing happens"),
    Pair("ballroom zur-kettenbruecke", ROWS.format("M"), ROWS.format("Once per round, m"), "once per round and a dancer placed in the middle row"),
]

test_a_trigger_or_a_row_said_after_a_time_of_the_clause_meets_it = checker(OWN_TIMES)


GOAL = "Have at least 20 krones. First, second and third to do it score 15, 10 and 5 VP."
SECOND_ROUND = [
    # a round said with nothing to happen in it, a card's own VP said 'up to', the main action said of no trigger
    Pair("objective 105", GOAL, "In round 3, " + GOAL[0].lower() + GOAL[1:], "some rounds only"),
    Pair("guest 51", "This guest scores 1 VP. Reward: the player gains 1 strudel.",
         "In round 3, this guest scores 1 VP. Reward: the player gains 1 strudel.", "nothing to happen in it"),
    Pair("guest 153", "This guest is worth 14 VP and gives no reward.", "This guest is worth up to 14 VP and gives no reward.",
         "one number"),
    Pair("objective 108", "Have 12 or more rooms in your hotel, vacant or occupied. The first three to do it score 15, 10 and 5 VP.",
         "Have 12 or more rooms in your hotel, vacant or occupied instead of your main action. The first three to do it score 15, "
         "10 and 5 VP.", "no trigger is said"),
]

test_a_round_a_worth_or_a_main_action_with_nothing_to_hold_it_is_unread = checker(SECOND_ROUND)



def test_a_round_said_with_its_act_stays_quiet() -> None:
    """A guest whose points change by round keeps each round with its act, said after it or as a lead."""
    from tests.compiler.textsets.sets import corpus_cards

    said = corpus_cards()["guest 185"].value("text", "text")
    led = said.split(" She scores")[0] + " In rounds 1 to 3 she scores 8 VP, in rounds 4 and 5 she scores 5 VP, and in rounds 6 and 7 she scores 2 VP."
    assert problems("guest 185", said) == [] and problems("guest 185", led) == []


def test_a_die_taken_with_no_face_said_is_compared_not_crashed() -> None:
    """Session 18: a reading with a trigger of taking a die that names no face crashed the comparison (its words were
    rendered with the faces); the text is now flagged naming the trigger, and any fault of the comparison flags the text."""
    from compiler.render import event_text
    from compiler.meaning import Occasion

    said = problems("guest 59", "Take a cake, and you may play a staff card with a discount of up to 2 krones instead of your main action.")
    assert any("you take a die, instead of the main action" in p for p in said)
    assert event_text(Occasion("when", "take-die")) == "you take a die"


THIRD_ROUND = [
    # found by the third round of insertions: a unit the Emperor track does not count, a bell card's flip on a card that
    # is no bell card
    Pair("emperor-tile A1", TILE.format("", ""), TILE.format(" on the Emperor track", ""), "only Emperor steps"),
    Pair("guest 60", COFFEE_GUEST.format("", ""), COFFEE_GUEST.format(" on the Emperor track", ""), "only Emperor steps"),
    Pair("emperor-tile A1", TILE.format("", ""), TILE.format(" and turn this card face down", ""), "face down"),
    Pair("guest 60", COFFEE_GUEST.format("", ""), COFFEE_GUEST.format("", " and turn this card face down"), "face down"),
    Pair("staff 7", "Cost 1. When a yellow guest leaves your café: +1 krone.",
         "Cost 1 and turn this card face down. When a yellow guest leaves your café: +1 krone.", "no bell card"),
    Pair("objective 108", "Have 12 or more rooms in your hotel. 15 / 10 / 5 VP.",
         "Have 12 or more rooms in your hotel and turn this card face down. 15 / 10 / 5 VP.", "no bell card"),
]

test_the_emperor_track_counts_steps_and_only_a_bell_card_is_turned_down = checker(THIRD_ROUND)

STEPS_AND_BELLS = [
    ("guest 101", "You may move 3 steps up on the Emperor track. You may also take 1 guest from the queue at no cost."),
    ("staff 166", "Bell card: when you move your Emperor marker forward 3 or more steps within one action, you may turn this "
                  "card face down and prepare up to 2 rooms of any colour without paying, occupying them straight away."),
]


@pytest.mark.parametrize(("card", "text"), STEPS_AND_BELLS, ids=[c for c, _ in STEPS_AND_BELLS])
def test_steps_on_the_track_and_a_bell_cards_flip_stay_quiet(card: str, text: str) -> None:
    assert problems(card, text) == []
