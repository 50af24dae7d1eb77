"""Session 14's lead: four leniencies of the reader closed (issue 14), each a right wording that passes and the same
wording with the one fact the reader used to let through, now flagged naming it:
- where things go or come from is read against the things named (compiler/textlex_places.py);
- a clause saying two times the card acts is unread, never read by its last (compiler/textread_rules.py one_occasion);
- a permissive frame over a loss is 'may' (compiler/textframes.py _loss);
- an amount said again in other words is one amount (compiler/textlex_restated.py);
the lead's own wordings of words14's links between sentences ('But you get ...', 'Plus, you may ...'); and one class of
English: a staff card's timing said as what the card is ('The Operator is a final-scoring card:',
compiler/textread_timing14.py), read as the printed timing; 'a permanent card' before a rule is a claim the rule lasts."""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker

FINAL_32 = "At final scoring, you score 2 VP for every staff card you have played, counting this one"
SYMPHONIST = "Once per round, as an additional action, you may hand back exactly 1 champagne from your kitchen to score "
A1 = "Reward: receive 3 krones. Penalty: hand back 3 krones; a player who cannot pay all 3 "

PLACES = [
    Pair("guest 55", "Draw 2 staff cards into your hand.", "Draw 2 staff cards into your kitchen.", "into your kitchen"),
    Pair("guest 55", "The player draws 2 staff cards into his hand.", "The player draws 2 staff cards into his kitchen.",
         "kitchen"),
    Pair("guest 53", "Take 1 coffee into your kitchen. You may also move 2 steps up the Emperor track.",
         "Take 1 coffee into your hand. You may also move 2 steps up the Emperor track.", "into your hand"),
    Pair("guest 55", "Draw 2 staff cards, adding them to your hand.", "Draw 2 staff cards, adding them to your kitchen.",
         "kitchen"),
]

OCCASIONS = [
    Pair("staff 32", FINAL_32 + ".", FINAL_32 + ", once per round.", "once per round"),
    Pair("staff 32", FINAL_32 + ".", "At final scoring, once per round, you score 2 VP for every staff card you have played, "
         "counting this one.", "two times this happens: at final scoring and once per round"),
    Pair("staff 32", "When the game ends, you score 2 VP for every staff card you have played, counting this one.",
         "Once per round, when the game ends, you score 2 VP for every staff card you have played, counting this one.",
         "once per round"),
    Pair("staff 16", "Whenever you take a die showing 4, gain 4 VP.", "Whenever you take a die showing 4, gain 4 VP, once per "
         "round.", "once per round, each time you take a die showing 4"),
]

LOSSES = [
    Pair("emperor-tile A1", A1 + "loses 5 VP instead.", A1 + "is allowed to lose 5 VP instead.", "may"),
    Pair("emperor-tile A1", "Reward: you get to receive 3 krones. Penalty: pay 3 krones; if you cannot, you lose 5 VP.",
         "Reward: you get to receive 3 krones. Penalty: pay 3 krones; if you cannot, you get to lose 5 VP.", "may"),
]

RESTATED = [
    Pair("staff 122", SYMPHONIST + "5 VP, that is five victory points.", SYMPHONIST + "5 VP, that is six victory points.",
         "11 VP"),
    Pair("staff 122", SYMPHONIST + "5 VP (five victory points).", SYMPHONIST + "6 VP (six victory points).", "6 VP"),
    Pair("staff 122", SYMPHONIST + "5 VP, that's 5.", SYMPHONIST + "5 VP, that's 6.", "cannot read 'that's'"),
]

OPERATOR = "at the end you score 2 VP for each space of your position on the Emperor track."
VIOLINIST = "the moment you play her, you take 3 champagne."
TIMINGS = [  # five writers: a wiki, a video's narration, a player aid, a translated edition, a designer's draft
    Pair("staff 41", "The Operator is a final-scoring card: " + OPERATOR, "The Operator is a one-shot card: " + OPERATOR,
         "timing as immediate"),
    Pair("staff 120", "The Violinist is a one-shot: " + VIOLINIST, "The Violinist is a bell: " + VIOLINIST, "bell"),
    Pair("staff 41", "He is an end-game card. At the end you score 2 VP for each space of your position on the Emperor "
         "track.", "He is a once-per-round card. At the end you score 2 VP for each space of your position on the Emperor "
         "track.", "timing as once-per-round"),
    Pair("staff 2", "It is a once per round card. Once per round, as an additional action, you may add 1 cake from the "
         "supply to your kitchen.", "It is a final scoring card. Once per round, as an additional action, you may add 1 "
         "cake from the supply to your kitchen.", "timing as final"),
    Pair("staff 120", "The Violinist is an immediate card: " + VIOLINIST, "The Violinist is a permanent card: " + VIOLINIST,
         "works all the time"),
]

BEAST = "The Beast is worth minus 1 VP. "
LINKS = [  # five writers: a card face, a video's narration, a wiki, a translated edition, a player aid
    Pair("guest 155", BEAST + "But you get 1 champagne, and you may prepare a room of any colour at its usual cost.",
         BEAST + "But you get 2 champagne, and you may prepare a room of any colour at its usual cost.", "2 champagne"),
    Pair("guest 155", BEAST + "And you do get 1 champagne. So you may prepare a room of any colour at its usual cost.",
         BEAST + "And you do get 1 champagne. So you must prepare a room of any colour at its usual cost.", "may"),
    Pair("guest 155", BEAST + "Yet his owner does take 1 champagne and may prepare a room of any colour at its usual cost.",
         BEAST + "Yet each opponent does take 1 champagne and you may prepare a room of any colour at its usual cost.",
         "opponent"),
    Pair("guest 53", "Take 1 coffee. Plus, you may move 2 steps up the Emperor track.",
         "Take 1 coffee. Plus, you may move 2 steps down the Emperor track.", "down"),
    Pair("guest 53", "Take 1 coffee. And so you may move 2 steps up the Emperor track.",
         "Take 1 coffee. And so you may move 3 steps up the Emperor track.", "3 steps"),
]

test_places_fit_their_things = checker(PLACES)
test_a_staff_cards_timing_said_as_what_it_is = checker(TIMINGS)
test_one_clause_says_one_time = checker(OCCASIONS)
test_a_loss_is_never_merely_let = checker(LOSSES)
test_an_amount_said_again_is_one_amount = checker(RESTATED)
test_links_between_sentences_say_no_rule = checker(LINKS)  # words14's reading (compiler/textlex_words14.py), by another writer


def test_a_list_of_equal_amounts_is_no_restatement() -> None:
    """'1 wine, 1 coffee' are two things: the second amount names another thing, so it is kept."""
    said = [t.type for t in tokens("Take 1 wine, 1 coffee.")]
    assert said.count("NUM") == 2 and said.count("UNIT") == 2
