"""Session 13 (frames13): one act said through another verb frame (compiler/textframes.py).

Class 1, the permissive frame: 'X lets you draw', 'you get to draw', 'she entitles you to draw', 'its owner is allowed
to draw', 'the card permits you to draw'. Such a frame says the act is open to you; it does not say whether you could
also let it pass. So it reads as the card's 'may' where the card has one, and as the card's plain act where the card
has none (a card that makes you draw 2 is rightly said to 'let you draw 2'). What the act is stays checked: the wrong
twin of each wording changes one fact, and the message names it. The explicit words of choice ('you may', 'optionally',
'if you wish', 'the option to') keep saying 'may'.
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker
from tests.compiler.test_textcheck_rules import problems

PERMISSIVE = [
    # card face
    Pair("guest 91", "Tezcatlipoca lets you draw 3 staff cards.", "Tezcatlipoca lets you draw 2 staff cards.", "draw 2"),
    # rulebook appendix, the owner in the third person
    Pair("guest 103", "Reward: the player is allowed to draw 2 staff cards into their hand.",
         "Reward: the player is allowed to draw 3 staff cards into their hand.", "draw 3"),
    # player aid, 'get to' with two acts
    Pair("emperor-tile more-b", "Reward: you get to draw 3 staff cards and score 4 VP. Penalty: put 3 staff cards from your hand "
         "under the staff deck; if you hold fewer than 3, lose 7 VP instead.",
         "Reward: you get to draw 3 staff cards and score 5 VP. Penalty: put 3 staff cards from your hand "
         "under the staff deck; if you hold fewer than 3, lose 7 VP instead.", "5 VP"),
    # wiki, 'entitles'
    Pair("guest 55", "Serving her entitles you to draw two staff cards.", "Serving her entitles you to draw two guests.", "guest"),
    # translated edition, 'permits its owner to', the card's plain gain
    Pair("staff 39", "When played, this card permits its owner to take 4 cake from the supply.",
         "When played, this card permits its owner to take 4 wine from the supply.", "wine"),
    # video narration: a permissive frame beside the card's own 'may'
    Pair("guest 187", "When they check in, they let you move 4 steps up the Emperor track, and you may occupy one more vacant room of any colour.",
         "When they check in, they let you move 3 steps up the Emperor track, and you may occupy one more vacant room of any colour.", "3 steps"),
]

test_a_permissive_frame_is_the_act_open_to_you = checker(PERMISSIVE)


def test_a_permissive_frame_does_not_make_a_choice_mandatory() -> None:
    """Where the card leaves the act to the player, the permissive frame still says so; dropping it does not."""
    assert problems("guest 79", "Receive 1 krone; it also lets you move 1 step up the Emperor track.") == []
    assert any("optional" in p for p in problems("guest 79", "Receive 1 krone; you also move 1 step up the Emperor track."))


def test_the_words_of_choice_still_say_may() -> None:
    """'you may' on a card that makes you draw is still a difference: only the permissive frame is neutral."""
    assert any("optional" in p for p in problems("guest 91", "You may draw 3 staff cards."))


# Class 2, the price as a clause of its own: the act's cost said with the act as its subject or object, after the act
# ('..., and it costs you nothing', '...; you pay no champagne for it', '..., which is free'). It is the act's own price,
# as 'for free' said inside the clause would be, whatever the act (prepare, send, play, take a guest) and its unit.
PRICE_CLAUSE = [
    # card face
    Pair("guest 49", "You may prepare 1 room on floor 1 or 2, and you pay nothing for it.",
         "You may prepare 1 room on floor 1 or 3, and you pay nothing for it.", "floors 1 to 3"),
    # player aid, champagne
    Pair("emperor-tile ballrooms-b", "Reward: you can send one dancer to a ballroom and it costs you no champagne. Penalty: take 1 of your "
         "dancers out of the middle ballroom and put it back in the box; if you have no dancer there, lose 7 VP instead.",
         "Reward: you can send one dancer to a ballroom and it costs you no champagne. Penalty: take 1 of your "
         "dancers out of the middle ballroom and put it back in the box; if you have no dancer there, lose 5 VP instead.", "5 VP"),
    # wiki, 'which' for the act
    Pair("guest 63", "You may take 1 guest from the queue, which costs you nothing.",
         "You may take 2 guests from the queue, which costs you nothing.", "2 guests"),
    # translated edition, the owner in the third person paying
    Pair("emperor-tile C4", "Reward: the player may play one staff card from their hand; he pays nothing for it. Penalty: discard 1 of "
         "your played final-scoring staff cards; if you have none, lose 10 VP instead.",
         "Reward: the player may play one staff card from their hand; he pays nothing for it. Penalty: discard 1 of "
         "your played final-scoring staff cards; if you have none, lose 8 VP instead.", "8 VP"),
    # video narration, the price in a sentence of its own
    Pair("guest 135", "When she checks in, you may move 1 step up the Emperor track, and you may play 1 staff card from your hand. That one "
         "doesn't cost you a thing.",
         "When she checks in, you may move 2 steps up the Emperor track, and you may play 1 staff card from your hand. That one "
         "doesn't cost you a thing.", "2 steps"),
]

test_a_price_clause_is_the_price_of_the_act_before_it = checker(PRICE_CLAUSE)


def test_a_price_clause_that_says_free_is_checked_as_free() -> None:
    """'it costs you nothing' on a card that takes only 1 krone off is a difference, named."""
    said = problems("guest 94", "You may play 1 staff card; it costs you nothing.")
    assert any("free" in p for p in said), said
    said = problems("guest 49", "You may prepare 1 room on floor 1 or 2, and it costs you 1 krone.")
    assert said, "a price that is no discount and not free is never read as free"


# Class 3, the row as the subject of its bonus: 'the top row gives you 3 krones', 'a top-row dancer is worth 5 VP',
# 'dancers in the top row score 5 VP', '... and middle-row dancers 2 VP', 'the bottom row gives no bonus'. The row (or its
# dancer) is who gives; what it gives is the bonus of a dancer placed there, whatever the bonus is (VP, krones, items,
# Emperor steps, a room occupied).
APOLLO = ("When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times the value "
          "of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.")
PAIRS_SCORED = "When this ballroom is scored, each player scores 7 VP for every complete pair of their dancers here; a player without a dancer here loses 5 VP."
STRAUSS = ("When this ballroom is scored, each row is ranked on its own by the number of dancers in it, among the players with at "
           "least one dancer there: first 7 VP, second 2 VP. A player without any dancer in this ballroom loses 5 VP.")
SPERL = ("When this ballroom is scored, players are ranked by their number of dancers here: first 15 VP, second 10 VP, third 5 VP, "
         "fourth 0 VP. A player without a dancer here also loses 5 VP.")
ROW_SUBJECT = [
    # card face: the row itself gives
    Pair("ballroom apollosaal", f"The top row gives you 3 krones and the middle row gives you 2 krones; the bottom row gives nothing. {APOLLO}",
         f"The top row gives you 3 krones and the middle row gives you 1 krone; the bottom row gives nothing. {APOLLO}", "1 krone"),
    # wiki: the dancer of a row is worth its bonus
    Pair("ballroom zur-kettenbruecke", f"A top-row dancer is worth 5 VP, a middle-row dancer 2 VP, the bottom row nothing. {PAIRS_SCORED}",
         f"A top-row dancer is worth 5 VP, a middle-row dancer 3 VP, the bottom row nothing. {PAIRS_SCORED}", "3 VP"),
    # player aid: the dancers in a row, the second row after 'and'
    Pair("ballroom zur-kettenbruecke", f"Dancers in the top row score 5 VP and in the middle row 2 VP; the bottom row gives nothing. {PAIRS_SCORED}",
         f"Dancers in the top row score 4 VP and in the middle row 2 VP; the bottom row gives nothing. {PAIRS_SCORED}", "4 VP"),
    # designer's shorthand: row dancers, their owner in the third person, Emperor steps
    Pair("ballroom goldener-strauss", f"Top-row dancers move their owner 3 steps up the Emperor track and middle-row dancers 1 step; the bottom row gives no bonus. {STRAUSS}",
         f"Top-row dancers move their owner 3 steps down the Emperor track and middle-row dancers 1 step; the bottom row gives no bonus. {STRAUSS}", "down"),
    # rulebook appendix: items, the owner as the one earned for
    Pair("ballroom zum-sperl", f"A dancer placed in the top row earns its owner 1 strudel, 1 wine and 1 coffee, and the middle row earns 1 cake; the bottom row earns nothing. {SPERL}",
         f"A dancer placed in the top row earns its owner 1 strudel, 1 wine and 1 coffee, and the middle row earns 1 cake; the bottom row earns 1 wine. {SPERL}", "bottom"),
]

test_a_row_said_as_the_subject_gives_its_bonus = checker(ROW_SUBJECT)


# Class 4, the discount of the action's strength said as the cost made smaller, a discount had, or the strength taken off
# (a nominalisation or the cost as subject), for the hire-staff space: the strength is still what is taken off.
STRENGTH_DISCOUNT = [
    # card face
    Pair("action-space hire-staff", "Play one staff card from your hand, reducing its cost by the action's strength.",
         "Play two staff cards from your hand, reducing its cost by the action's strength.", "2 staff cards"),
    # player aid, the cost as subject
    Pair("action-space hire-staff", "Play one staff card from your hand; its price drops by the strength of this action.",
         "Play two staff cards from your hand; its price drops by the strength of this action.", "2 staff cards"),
    # rulebook appendix, the discount as a noun
    Pair("action-space hire-staff", "Play 1 staff card from your hand at a discount equal to the action's strength.",
         "Play 1 staff card from the revealed cards at a discount equal to the action's strength.", "of them"),
    # video narration, the strength as subject
    Pair("action-space hire-staff", "You play a staff card from your hand, and the action's strength comes off its cost.",
         "You play a staff card from your hand, and 1 krone comes off its cost.", "the card says"),
    # translated edition, the payment said with the owner
    Pair("action-space hire-staff", "The player plays 1 staff card from his hand; he pays its printed cost minus the strength of the action.",
         "The player plays 1 staff card from his hand; he pays its printed cost minus 3 krones.", "the card says"),
]

test_a_strength_discount_said_as_the_cost_made_smaller = checker(STRENGTH_DISCOUNT)


# Class 5, the owner's things said in the third person: 'the player's café', 'his café', 'its owner's hotel', 'one's
# kitchen', 'her owner's Emperor marker' are the card user's, as 'your' is, on a card one player uses; the same acts
# and events follow. A guest's own order ('her order') stays hers.
OWNER_POSSESSIVE = [
    # rulebook appendix
    Pair("staff 8", "Whenever a green guest whose order is complete leaves the player's café, the player scores 2 VP.",
         "Whenever a red guest whose order is complete leaves the player's café, the player scores 2 VP.", "red"),
    # translated edition
    Pair("staff 5", "Each time a red guest with a complete order leaves his café, he gains 2 krones.",
         "Each time a red guest with a complete order leaves his café, he gains 3 krones.", "3 krones"),
    # wiki
    Pair("staff 28", "At final scoring, its owner scores 3 VP for every occupied blue room in its owner's hotel.",
         "At final scoring, its owner scores 3 VP for every occupied red room in its owner's hotel.", "red"),
    # card face, 'her owner'
    Pair("staff 44", "When played, she adds 4 strudel from the supply to her owner's kitchen.",
         "When played, she adds 4 cake from the supply to her owner's kitchen.", "cake"),
    # designer's shorthand, the impersonal 'one'
    Pair("staff 46", "At final scoring, one scores 5 VP for each floor of one's hotel whose rooms are all occupied.",
         "At final scoring, one scores 5 VP for each column of one's hotel whose rooms are all occupied.", "column"),
]

test_the_owners_things_said_in_the_third_person_are_yours = checker(OWNER_POSSESSIVE)
