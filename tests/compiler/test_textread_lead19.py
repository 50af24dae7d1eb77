"""Wrong texts that passed until session 19 (issue 14), found by the insertion test (tests/compiler/textsets/insertions.py),
each held by a right and a wrong wording.

Also: a place said after a phrase that holds its own amount ('costs its owner 0 krones from your kitchen',
compiler/textlex_places.py `unit_said_last`); 'Once per game, ' before an entrance's table of gains by a group's colour
(the table's reading made it a plain trigger: compiler/textread_groups.py); a round said before a lasting change ('In
round 3, you may take 2 guests per turn': the round was dropped, compiler/textread_pieces.py `group_effects`); what is
said of a ballroom row that gives nothing ('in the bottom row nothing instead of your main action').

'instead' said alone ('score 2 VP instead') names no other thing done; the lexicon's option read it as nothing, so the
wrong text read as the card. It is now read only after a fallback's head in its sentence (compiler/textlex_fallback.py
`instead_outside_fallback`); anywhere else it is unread. It may not stand in flavour either (the gate's `never` words
in compiler/cardtext-vocab.toml), and 'the reward instead' is an Emperor tile's other half only inside a condition ('if
you get the penalty instead', compiler/textread_tiles.py)."""
from __future__ import annotations

import pytest

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

TILE = "Reward: gain 3 krones{}. Penalty: pay 3 krones{}; if you can't, lose 5 VP instead."
DIE_THREE_FOUR = "Each time you take a die showing 3 or 4, score 2 VP{}."
YELLOW = "Yellow guest{}. Order: one wine. Victory points: 1. Reward: one receives one strudel."
NAMED = "'instead'"

LONE_INSTEAD = [
    Pair("staff 12", DIE_THREE_FOUR.format(""), DIE_THREE_FOUR.format(" instead"), NAMED),
    Pair("emperor-tile A1", TILE.format("", ""), TILE.format(" instead", ""), NAMED),
    Pair("emperor-tile A1", TILE.format("", ""), TILE.format("", " instead"), NAMED),  # before its fallback, not after
    Pair("guest 146", "Worth 15 VP; gives no reward.", "Worth 15 VP; gives no reward instead.", NAMED),
    Pair("emperor-tile C1", "You score 8 VP as the reward. As the penalty, you lose 8 VP.",
         "You score 8 VP as the reward instead. As the penalty, you lose 8 VP.", NAMED),  # a half named in no condition
]

test_instead_said_alone_is_unread = checker(LONE_INSTEAD)

FLAVOUR = [Pair("guest 51", YELLOW.format(""), YELLOW.format(" instead"), NAMED)]  # was read as a scene mentioning yellow

test_instead_never_stands_in_flavour = checker(FLAVOUR)

RIGHT_INSTEAD = [
    ("emperor-tile A1", "Reward: gain 3 krones. Penalty: pay 3 krones or lose 5 VP instead if you cannot."),
    ("emperor-tile A1", "Reward: gain 3 krones. Penalty: pay 3 krones; a player who cannot pay all 3 loses 5 VP instead."),
    ("emperor-tile C1", "A simple tile: you earn 8 VP for the reward, and you lose 8 VP if you get the penalty instead."),
]


@pytest.mark.parametrize(("card", "text"), RIGHT_INSTEAD, ids=[t[:40] for _, t in RIGHT_INSTEAD])
def test_instead_after_a_fallback_or_naming_the_other_half_stays_quiet(card: str, text: str) -> None:
    assert problems(card, text) == []


STAFF_9 = "Butler. For its owner, preparing a blue room costs 0 krones{}."
COST_PLACES = [
    Pair("staff 9", STAFF_9.format(""), STAFF_9.format(" from your kitchen"), "kept on tracks"),
    Pair("staff 9", STAFF_9.format(""), STAFF_9.format(" on the Emperor track"), "only Emperor steps"),
]

test_a_place_after_a_cost_said_in_one_phrase_is_named = checker(COST_PLACES)

STROUP = ("Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee. {}henever the first room of one of your room groups "
          "becomes occupied, you gain 3 VP if it is blue, 2 krones if it is red, or 2 Emperor steps if it is yellow.")
KAUFMAN = ("Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and may take 1 more guest for free once the starting guests "
           "are chosen and the queue refilled (the queue refills again). {}he owner's café has 4 tables, and the owner may take 2 "
           "guests per turn, the second after the guest step and its refill, at its usual cost. Guests whose orders the owner "
           "completes go face down onto a pile of their own instead of the discard pile; at the end of every round, the owner "
           "scores by the number of guests completed that round: 1 VP for 2 guests, 3 VP for 3 guests, 6 VP for 4 guests and "
           "9 VP for 5 or more guests; the pile is then discarded.")
APOLLO = ("A dancer you place in the top row earns you 3 krones, one in the middle row 2 krones, one in the bottom row nothing{}. "
          "When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times the value "
          "of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.")
TIMES_DROPPED = [
    Pair("hotel-entrance stroup", STROUP.format("W"), STROUP.format("Once per game, w"), "bell card"),
    Pair("hotel-entrance kaufman", KAUFMAN.format("T"), KAUFMAN.format("In round 3, t"), "lasting change"),
    Pair("ballroom apollosaal", APOLLO.format(""), APOLLO.format(" instead of your main action"), "a row that gives nothing"),
]

test_a_time_said_of_a_table_a_change_or_an_empty_row_is_not_dropped = checker(TIMES_DROPPED)


def test_instead_of_what_would_happen_stays_quiet() -> None:
    assert problems("staff 26", "At an Emperor scoring, if you would suffer the penalty, you may pay 1 krone instead to avoid it.") == []


GANDHI = "Mahatma Gandhi is worth 1 VP when you grab him{}. While you hold him, preparing rooms costs you nothing. He gives no extra chance to prepare rooms."
WISHES = [
    Pair("guest 134", "Upon receiving the Debutante's reward, the player shall gain one champagne.",
         "Upon receiving the Debutante's reward, the player shall gain one champagne if you wish.", "said of what must be done"),
    Pair("guest 91", "No VP, but serving him lets you draw three staff cards.",
         "No VP, but serving him lets you draw three staff cards if you wish.", "optional"),  # over a permissive frame
    Pair("guest 91", "Tezcatlipoca lets you draw three staff cards into your hand when he checks in.",
         "Tezcatlipoca lets you draw three staff cards into your hand when he checks in if you wish.", "optional"),
    Pair("celebrity mahatma-gandhi", GANDHI.format(""), GANDHI.format(" if you wish"), "if you wish"),  # nothing after it to do
]

test_if_you_wish_is_never_dropped = checker(WISHES)

RIGHT_WISHES = ["If you wish, move 3 steps up the Emperor track. You may also take 1 guest from the queue at no cost.",
                "He lets you move 3 steps up the Emperor track if you wish. You may also take 1 guest from the queue at no cost."]


@pytest.mark.parametrize("text", RIGHT_WISHES)
def test_if_you_wish_of_what_may_be_done_stays_quiet(text: str) -> None:
    assert problems("guest 101", text) == []


OBJECTIVE_105 = "Have {}20 krones or more. The first three players to do it score 15, 10 and 5 VP."
test_up_to_and_or_more_of_one_amount_is_unread = checker([
    Pair("objective 105", OBJECTIVE_105.format(""), OBJECTIVE_105.format("up to "), "'up to' and 'or more'")])  # the last DEVELOP insertion passing
