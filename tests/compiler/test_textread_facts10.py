"""A card's printed values said of the card as a subject (issue 14, session 10): 'He is a green guest', 'The Tailor is
yellow, wants a wine and a coffee and scores nothing', 'This guest asks for ...', 'The Vocalist, a yellow guest whose
order is ..., is worth 0 VP'. Each value is compared with the card's own field: a right one passes, a wrong one is named.
The wordings are written for these tests (not taken from any text set)."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

# Farmer Franz (guest 100): green, 1 strudel 3 coffee, 4 VP; reward: may 3 steps up the track, may occupy 1 room.
FRANZ_REWARD = "You may move 3 steps up the Emperor track, and you may also occupy 1 room of any colour."
# The Landgrave (guest 66): blue, 1 cake 1 coffee, 3 VP; reward: may play a staff card 1 krone cheaper, may prepare 1 room.
LANDGRAVE_REWARD = "You may play 1 staff card from your hand paying 1 krone less. You may also prepare 1 room."

PAIRS = (
    # the card's name (read 'he') with a copula, then a colour and the noun
    Pair("guest 100", f"Farmer Franz is a green guest. {FRANZ_REWARD}", f"Farmer Franz is a blue guest. {FRANZ_REWARD}", "colour as blue"),
    # a pronoun subject for each value, the values in their own sentences and clauses
    Pair("guest 100", f"He is green. He wants 1 strudel and 3 coffee, and he is worth 4 VP. {FRANZ_REWARD}",
         f"He is green. He wants 1 strudel and 2 coffee, and he is worth 4 VP. {FRANZ_REWARD}", "order as 2 coffee"),
    # 'this guest' as the subject, 'asks for' as the verb of the order
    Pair("guest 100", f"This guest is green and asks for 3 coffee and 1 strudel. {FRANZ_REWARD}",
         f"This guest is green and asks for 3 wine and 1 strudel. {FRANZ_REWARD}", "1 strudel and 3 wine"),
    # an apposition between the name and its verb: ', a green guest whose order is ..., is worth 4 VP'
    Pair("guest 100", f"Farmer Franz, a green guest whose order is 1 strudel and 3 coffee, is worth 4 VP. {FRANZ_REWARD}",
         f"Farmer Franz, a green guest whose order is 1 strudel and 3 coffee, is worth 6 VP. {FRANZ_REWARD}", "own VP as 6"),
    # 'She's' as subject and copula at once; the VP said after the other values
    Pair("guest 100", f"He's green, wants one strudel and three coffee, and scores 4 VP. {FRANZ_REWARD}",
         f"He's green, wants one strudel and three coffee, and scores 5 VP. {FRANZ_REWARD}", "own VP as 5"),
    # items counted by an article ('a cake and a coffee'); the VP with no unit after 'is worth'
    Pair("guest 66", f"The Landgrave is blue, wants a cake and a coffee, and is worth three. {LANDGRAVE_REWARD}",
         f"The Landgrave is blue, wants a cake and a coffee, and is worth two. {LANDGRAVE_REWARD}", "own VP as 2"),
    Pair("guest 66", f"It is blue and wants a cake and a coffee. {LANDGRAVE_REWARD}",
         f"It is blue and wants a cake and a wine. {LANDGRAVE_REWARD}", "order as 1 cake and 1 wine"),
)

test_a_printed_value_said_of_the_card_is_compared = checker(PAIRS)


def test_a_subject_with_no_printed_value_after_it_is_left_to_the_sentence() -> None:
    """'He gives you 3 krones' is the reward, not a printed value: the subject is taken only when a value follows."""
    from tests.compiler.textpairs import problems

    assert problems("guest 69", "He gives you 3 krones.") == []
    assert any("pay" in p or "gain" in p for p in problems("guest 69", "He makes you pay 3 krones."))


# ---- a claim of how often the card acts, checked against what the text says it does ------------------------------------

CLAIM_PAIRS = (
    # staff 36: gain 4 wine when played
    Pair("staff 36", "When you play this card, you get 4 wine, one time.", "When you play this card, you get 4 wine, every time.", "works all the time"),
    Pair("staff 36", "When played, gain 4 wine. That's a one-off.", "When played, gain 4 wine. Every single time.", "works all the time"),
    # staff 16: 4 VP each time you take a die showing 4
    Pair("staff 16", "Whenever you take a die showing 4, you score 4 VP. Every time.",
         "Whenever you take a die showing 4, you score 4 VP. Just once.", "acts one time only"),
    # a first part saying the card lasts, words the lexer drops included ('With this card in play, ...'); two claims in a row
    Pair("staff 9", "With this card in play, you prepare blue rooms for free.", "With this card in play, you prepare red rooms for free.", "red rooms"),
    Pair("staff 36", "When played, gain 4 wine, one time only.", "When played, gain 4 wine, for the rest of the game.", "works all the time"),
    Pair("staff 19", "Each time you take a die showing a 3, you get 5 VP. It works for the whole game once it's in play.",
         "When you play this card, you get 5 VP. It works for the whole game once it's in play.", "works all the time"),
)

test_a_claim_of_how_often_is_checked = checker(CLAIM_PAIRS)


def test_a_claim_opening_a_sentence_is_not_taken_as_a_claim() -> None:
    """'Once, ...' opening a sentence leads what follows; only a part after a comma, or a whole sentence, is a claim."""
    from compiler.textlex import tokens
    from compiler.textread_facts import claims_left_out

    found = tokens("Once, gain 4 wine.")
    facts: list = []
    assert claims_left_out(found, facts, "Once, gain 4 wine.") == found and facts == []


# ---- a staff card's cost said first, with a lead word or bare ---------------------------------------------------------

# staff 44: costs 2 krones; when played, gain 4 strudel
COST_PAIRS = (
    Pair("staff 44", "Only 2 krones, and you collect 4 strudel when you play him.", "Only 3 krones, and you collect 4 strudel when you play him.", "cost in krones as 3"),
    Pair("staff 44", "At 2 krones, he gives you 4 strudel when played.", "At 4 krones, he gives you 4 strudel when played.", "cost in krones as 4"),
    Pair("staff 44", "For 2 krones this card gives you 4 strudel when you play it.", "For 1 krone this card gives you 4 strudel when you play it.", "cost in krones as 1"),
    Pair("staff 44", "A 2-krone card: when you play him, you collect 4 strudel.", "A 5-krone card: when you play him, you collect 4 strudel.", "cost in krones as 5"),
    Pair("staff 44", "2 krones. When you play him, you collect 4 strudel.", "6 krones. When you play him, you collect 4 strudel.", "cost in krones as 6"),
)

test_a_cost_said_first_is_compared = checker(COST_PAIRS)


def test_a_discount_said_first_is_not_a_cost() -> None:
    """'For 2 krones less, ...' is a discount: it is not the card's cost, and it is not read as one."""
    from tests.compiler.textpairs import problems

    assert not any("cost in krones" in p for p in problems("staff 44", "For 2 krones less, you collect 4 strudel when you play him."))


# ---- where a guest goes (Let's Waltz! guests with a `destination`) ---------------------------------------------------------

GATSBY_REWARD = "You may occupy 1 more vacant room of any colour, and you move your Emperor marker 4 steps forward."
DESTINATION_PAIRS = (
    Pair("guest 187", f"They go to a room when their order is done. {GATSBY_REWARD}",
         f"They go to a ballroom when their order is done. {GATSBY_REWARD}", "where the guest goes as ballroom"),
    Pair("guest 188", "Once her order is complete, she shall be placed in a room.", "Once her order is complete, she shall be placed in a ballroom.",
         "where the guest goes as ballroom"),
    Pair("guest 188", "She has to go to a room.", "She goes to a ballroom, not a room.", "where the guest goes as ballroom"),
)

test_where_a_guest_goes_is_compared = checker(DESTINATION_PAIRS)


def test_one_time_after_a_round_is_once_in_each_and_a_claim_waits_for_a_full_reading() -> None:
    """'Every round, one time, ...' is once per round, not a one-time card; and a claim is judged only against a text
    read in full (a sentence not read leaves the claim unjudged: the text is flagged for that sentence alone)."""
    from compiler.textlex import tokens
    from compiler.textread_facts import claims_left_out
    from tests.compiler.textpairs import problems

    text = "Every round, one time, you can take 1 champagne."
    facts: list = []
    claims_left_out(tokens(text), facts, text)
    assert facts == []
    # the sentence is one the reader cannot read ('Grab a 4 and ...' is read since session 12, staff12a: 'snatch' is not)
    said = problems("staff 16", "Snatch a 4 and you score four VP. Every time.")
    assert said and not any("works all the time" in p for p in said)


def test_a_die_taken_and_what_follows_is_a_trigger_and_its_claim_is_checked_in_a_second_reading() -> None:
    """'Take a die showing 3 and you score 5 VP' is read as 'When you take a die showing 3, ...' (a second reading of
    the text); a claim said in it (', every single time') is taken out and judged there too."""
    from tests.compiler.textpairs import problems

    assert problems("staff 19", "Take a die showing 3 and you pocket five VP, every single time.") == []
    assert any("showing 4" in p for p in problems("staff 19", "Take a die showing 4 and you pocket five VP."))
    assert any("one time only" in p for p in problems("staff 19", "Take a die showing 3 and you pocket five VP, one time only."))


# ---- an action space's number ----------------------------------------------------------------------------------------------

SPACE_PAIRS = (
    Pair("action-space krones-and-emperor", "Dice showing 4 are placed on this space. You split the action's strength between krones and steps up the Emperor track.",
         "Dice showing 5 are placed on this space. You split the action's strength between krones and steps up the Emperor track.", "number as 5"),
    Pair("action-space krones-and-emperor", "Action 4: you split the action's strength between krones and steps up the Emperor track.",
         "Action 3: you split the action's strength between krones and steps up the Emperor track.", "number as 3"),
)

test_an_action_spaces_number_is_compared = checker(SPACE_PAIRS)
