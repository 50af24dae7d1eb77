"""Printed values said at the head of a sentence (compiler/textread_facts.py): a staff card's cost, a guest's or
celebrity's own VP, a guest's colour and order. Each is read and compared with the card's field, never skipped: the
right value passes, a wrong one is flagged naming both values, and one the card does not know ('cost unknown', a guest
whose colour no source gives) is said to be unknown to the card.
"""
from __future__ import annotations


from compiler.textread_facts import said_facts
from compiler.textlex import tokens
from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# Pair(card, a correct wording, the same wording with the value wrong, words the difference names)
PAIRS = [
    Pair("staff 1", "Cost 4. Once per round: gain 1 strudel.", "Cost 5. Once per round: gain 1 strudel.", "cost in krones as 5; the card: 4"),
    Pair("staff 12", "Cost: 2 krones. Each time you take a die showing 3 or 4, score 2 VP.",
     "Cost: 3 krones. Each time you take a die showing 3 or 4, score 2 VP.", "cost in krones as 3"),
    Pair("staff 12", "She costs 2 krones. Each time you take a die showing 3 or 4, score 2 VP.",
     "She costs 1 krone. Each time you take a die showing 3 or 4, score 2 VP.", "as 1; the card: 2"),
    Pair("staff 12", "For 2 krones, each time you take a die showing 3 or 4, score 2 VP.",
     "For 4 krones, each time you take a die showing 3 or 4, score 2 VP.", "as 4"),
    Pair("staff 12", "costs 2, and each time you take a die showing 3 or 4, score 2 VP.",
     "costs 6, and each time you take a die showing 3 or 4, score 2 VP.", "as 6"),
    # 'they score 2 VP' on a staff card is its user scoring, not a printed VP (a staff card has none)
    Pair("staff 16", "Cost: 2 krones. Each time you take a die showing 4, they score 4 VP.",
     "Cost: 2 krones. Each time you take a die showing 4, they score 3 VP.", "you gain 3 VP; the card gains 4 VP"),
    Pair("guest 101", "3 VP. Reward: you may move 3 steps up the Emperor track and you may take 1 guest from the queue for free.",
     "4 VP. Reward: you may move 3 steps up the Emperor track and you may take 1 guest from the queue for free.", "own VP as 4"),
    Pair("guest 155", "-1 VP. Reward: 1 champagne, and you may prepare 1 room of any colour.",
     "-2 VP. Reward: 1 champagne, and you may prepare 1 room of any colour.", "VP as -2; the card: -1"),
    Pair("guest 79", "No VP, but you gain 1 krone and you may move 1 step up the Emperor track.",
     "2 VP, but you gain 1 krone and you may move 1 step up the Emperor track.", "VP as 2; the card: 0"),
    Pair("guest 51", "Yellow guest. Order: one wine. Victory points: 1. Reward: gain 1 strudel.",
     "Yellow guest. Order: one wine. Victory points: 2. Reward: gain 1 strudel.", "VP as 2; the card: 1"),
    Pair("guest 88", "He gives no VP, but his reward lets you prepare up to two rooms for free.",
     "He gives 2 VP, but his reward lets you prepare up to two rooms for free.", "VP as 2; the card: 0"),
    Pair("guest 146", "Worth 15 VP; gives no reward.", "Worth 12 VP; gives no reward.", "VP as 12"),
    Pair("guest 77", "A red guest worth 1 VP who wants a single cake. Reward: gain 1 krone.",
     "A blue guest worth 1 VP who wants a single cake. Reward: gain 1 krone.", "colour as blue; the card: red"),
    Pair("guest 77", "A red guest worth 1 VP who wants a single cake. Reward: gain 1 krone.",
     "A red guest worth 1 VP who wants a single wine. Reward: gain 1 krone.", "order as 1 wine; the card: 1 cake"),
    Pair("guest 103", "green, 1 strudel + 1 wine, 4 VP. reward: draw 2 staff cards",
     "green, 2 strudel + 1 wine, 4 VP. reward: draw 2 staff cards", "order as 2 strudel and 1 wine"),
    Pair("guest 101", "Green, worth 3 VP, ordering 3 strudel and 1 coffee. Reward: you may move 3 steps up the Emperor track and you may "
     "take 1 guest from the queue for free.",
     "Yellow, worth 3 VP, ordering 3 strudel and 1 coffee. Reward: you may move 3 steps up the Emperor track and you may "
     "take 1 guest from the queue for free.", "colour as yellow"),
]


test_a_printed_value_is_compared_with_the_card = checker(PAIRS)


def test_a_value_the_card_does_not_know_is_said_so() -> None:
    found = problems("staff 119", "Cost 3. Each time you take a die showing 3, before or after the main action, you may send 1 dancer "
                                  "to a ballroom and gain 1 krone.")
    assert any("cost in krones (3); the card does not know it" in p for p in found), found
    found = problems("guest 144", "A red guest worth 3 VP.")
    assert any("colour (red); the card does not know it" in p for p in found), found


def test_a_head_that_runs_on_into_the_sentence_is_left_to_the_grammar() -> None:
    """'yellow rooms cost nothing' opens with a colour but says no guest's colour; '2 krones' said as a reward is no cost."""
    for kind, text in (("guest", "Yellow rooms cost you nothing to prepare."), ("staff", "Gain 2 krones."),
                       ("guest", "Reward: 3 VP and 1 wine."), ("staff", "Once per round, for 1 krone, gain 1 wine.")):
        rest, facts = said_facts([list(tokens(text))], kind, text)
        assert facts == [] and rest == [list(tokens(text))], (text, facts)
