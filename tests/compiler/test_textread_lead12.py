"""Wrong texts found by mutating paraphrases the reader reads (session 12): each mutant operator of
tests/compiler/textsets/mutants.py applied to the development sets' paraphrases that pass, so that a reading made for a
new wording is held to every fact of it. Each fix: a right wording passes, the same wording with one fact wrong is
flagged naming it (tests/compiler/textpairs.py).
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

FALLBACK_PAIRS = (  # what a fallback says is lacking is what its attempt takes (compiler/textread_fallback_of.py)
    Pair("emperor-tile A4", "Reward: You may prepare 1 room for free. Penalty: Remove 1 vacant room from the highest floor that has one. "
         "If you have no vacant room, lose 5 VP.", "Reward: You may prepare 1 room for free. Penalty: Remove 1 vacant room from the "
         "highest floor that has one. If you have no occupied room, lose 5 VP.", "occupied"),
    Pair("emperor-tile A4", "Reward: You may prepare 1 room for free. Penalty: Remove 1 vacant room from the highest floor that has one. "
         "If you have none, lose 5 VP.", "Reward: You may prepare 1 room for free. Penalty: Remove 1 vacant room from the highest "
         "floor that has one. If you have no strudel, lose 5 VP.", "strudel"),
    Pair("emperor-tile B4", "Reward: you may prepare 1 room on floor 1 or 2 for free; it is occupied at once. Penalty: remove 2 vacant "
         "rooms, each from the highest floor possible; if you do not have 2 vacant rooms, you lose 7 VP instead.",
         "Reward: you may prepare 1 room on floor 1 or 2 for free; it is occupied at once. Penalty: remove 2 vacant rooms, each from "
         "the highest floor possible; if you do not have 2 occupied rooms, you lose 7 VP instead.", "occupied"),
    Pair("emperor-tile more-a", "Reward: gain 2 krones and 1 dish or drink. Penalty: pay 2 krones and return 1 dish or drink from your kitchen; "
         "if you have no dishes or drinks, lose 5 VP.", "Reward: gain 2 krones and 1 dish or drink. Penalty: pay 2 krones and return 1 dish or "
         "drink from your kitchen; if you have no champagne, lose 5 VP.", "champagne"),
)

test_a_fallback_speaks_of_what_its_attempt_takes = checker(FALLBACK_PAIRS)

WHO_PAIRS = (  # a lasting rule of the card's owner is never read from a sentence about the opponents
    Pair("hotel-entrance kaufman", "Gain 1 strudel, 1 cake, 1 wine and 1 coffee when you obtain it; you may also take 1 guest from the "
         "queue for free. Your café seats 4 guests and you may take up to 2 guests per turn. At the end of each round, score the "
         "guests whose orders you completed that round: 2 give 1 VP, 3 give 3 VP, 4 give 6 VP, 5 or more give 9 VP.",
         "Gain 1 strudel, 1 cake, 1 wine and 1 coffee when you obtain it; you may also take 1 guest from the queue for free. "
         "Your café seats 4 guests and each opponent may take up to 2 guests per turn. At the end of each round, score the guests "
         "whose orders you completed that round: 2 give 1 VP, 3 give 3 VP, 4 give 6 VP, 5 or more give 9 VP.", "opponent"),
    Pair("staff 25", "You may take guests from the queue for free.", "Each opponent may take guests from the queue for free.",
         "you pay nothing to take a guest"),
)

test_a_lasting_rule_is_the_owners_own = checker(WHO_PAIRS)

OR_PAIRS = (  # 'or' between two changes of one occasion is an alternative, which a card's changes never are
    Pair("staff 17", "When you take a die showing 6, you pay no krone to imitate, and the action gets +1 strength.",
         "When you take a die showing 6, you pay no krone to imitate, or the action gets +1 strength.", "'or'"),
)

test_or_between_two_changes_is_flagged = checker(OR_PAIRS)

PAYS_PAIRS = (  # who pays: the objective paying its claimants, or a claimant paying (no claim at all)
    Pair("objective 106", "You need your Emperor marker on space 10 or higher. It pays 15 VP to the first player there, 10 to the "
         "second and 5 to the third.", "You need your Emperor marker on space 10 or higher. First one there pays 15 VP, second 10, third 5.",
         "cannot read"),
    Pair("objective 106", "This objective is met when your marker stands on space 10 or higher of the Emperor track. The first "
         "player to meet it receives 15 VP, the second 10 and the third 5.", "This objective is met when your marker stands on space "
         "10 or higher of the Emperor track. The first player to meet it pays 15 VP, the second 10 and the third 5.", "cannot read"),
    Pair("hotel-entrance stroup", "When you win Stroup, you get 1 strudel, 1 cake, 1 wine and 1 coffee. After that, each time the first "
         "room of one of your room groups becomes occupied: for a blue group you get 3 VP, for a red group you get 2 krones, and for a "
         "yellow group you move 2 steps up the Emperor track.", "When you win Stroup, you get 1 strudel, 1 cake, 1 wine and 1 coffee. "
         "After that, each time the first room of one of your room groups becomes occupied: for a blue group you get 3 VP, for a red "
         "group you get 2 krones, and for a yellow group each opponent moves 2 steps up the Emperor track.", "yellow"),
)

test_who_gains_is_read_in_a_claim_and_a_colour_table = checker(PAYS_PAIRS)

ROW_PAIRS = (  # a row said to give nothing is never also given a bonus (and a row said so in passing is the row it names)
    Pair("ballroom zur-kettenbruecke", "Top row: +5 VP. Middle row: +2 VP. Bottom row: no bonus. When this ballroom scores, you get 7 VP "
         "for every pair of your dancers here. If you have none here, you lose 5 VP.", "Top row: +5 VP. Middle row: +2 VP. Top row: no "
         "bonus. When this ballroom scores, you get 7 VP for every pair of your dancers here. If you have none here, you lose 5 VP.",
         "top row gives nothing"),
    Pair("ballroom apollosaal", "A dancer in the top row collects 3 krones, in the middle row 2 krones; the bottom row gives nothing. At "
         "scoring, a player with no dancer here loses 5 VP; otherwise each player scores 1 VP per dancer here multiplied by the number of "
         "the highest row they occupy (bottom 1, middle 2, top 3).", "A dancer in the top row collects 3 krones, in the middle row 2 "
         "krones; the top row gives nothing. At scoring, a player with no dancer here loses 5 VP; otherwise each player scores 1 VP per "
         "dancer here multiplied by the number of the highest row they occupy (bottom 1, middle 2, top 3).", "top row gives nothing"),
)

test_a_row_given_nothing_has_no_bonus_either = checker(ROW_PAIRS)


def test_a_rewrite_said_as_one_group_gives_that_group_as_written() -> None:
    import re

    from compiler.textlex_walk import said_group

    found = re.match(r"(?P<who>\w+) (?P<rest>.*)", "Whoever claims it")
    assert said_group("who", " ")(found) == "Whoever " and said_group("rest")(found) == "claims it"
