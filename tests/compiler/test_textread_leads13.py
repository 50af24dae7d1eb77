"""What a writer says around the rule, read by class (session 13, compiler/textread_around.py): a lead before a colon
whose rule follows in full, an evaluative adjective in the roles a comment takes, a claim that the card does nothing
more. Each class is said here by five writers in different registers, in our own words, each with a wrong twin: the
right wording passes, the same wording with one fact wrong is flagged naming the difference
(tests/compiler/textpairs.py).
"""
from __future__ import annotations

import pytest

from compiler.textread_around import judged_words
from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# ---- 1. a lead before a colon, whose rule follows it in full ----------------------------------------------------------
# The lead is a remark only when what follows reads on its own and every fact it names (an item, a colour, a number, a
# state, a who, an occasion) is one the card has; a lead naming a fact the card lacks is flagged naming it.

LEAD_PAIRS = [
    # card face: a title in the manner of a flavour line
    Pair("staff 129", "Bubbles on tap: once per round, as an additional action, take 1 champagne from the supply.",
         "Coffee on tap: once per round, as an additional action, take 1 champagne from the supply.", "coffee"),
    # player aid: who the card is for, with the card's colour
    Pair("staff 30", "Made for builders of yellow wings: at final scoring, you score 3 VP for every occupied yellow room.",
         "Made for builders of blue wings: at final scoring, you score 3 VP for every occupied yellow room.", "blue"),
    # wiki: a strategy heading naming the card's item and threshold
    Pair("objective seven-champagne", "The seven-bottle cellar: have at least 7 champagne in your kitchen. The first three "
         "players to do so score 15, 10 and 5 VP.", "The eight-bottle cellar: have at least 7 champagne in your kitchen. "
         "The first three players to do so score 15, 10 and 5 VP.", "8"),
    # video narration: an aside before the rule, naming the occasion the rule says again
    Pair("staff 126", "A treat for the end: at final scoring, score 2 VP for each of your dancers in any ballroom.",
         "A treat for once per round: at final scoring, score 2 VP for each of your dancers in any ballroom.", "once per round"),
    # designer's shorthand: the price and a judgement of it, as a lead (the price is the card's cost, checked as such)
    Pair("staff 36", "Cheap at 2 krones: when you play this card, add 4 wine from the supply to your kitchen.",
         "Cheap at 3 krones: when you play this card, add 4 wine from the supply to your kitchen.", "cost"),
    # a translated edition: a heading in the manner of a chapter title
    Pair("staff 120", "Regarding the champagne cellar: when you play this card, take 3 champagne from the supply.",
         "Regarding the wine cellar: when you play this card, take 3 champagne from the supply.", "wine"),
    # an action space's own noun and number in its lead: the printed number, checked as such
    Pair("action-space dishes", "The 1 space is your bakery: take as many items as the action's strength, choosing among strudel and "
         "cake, but never more cake than strudel.", "The 2 space is your bakery: take as many items as the action's strength, choosing "
         "among strudel and cake, but never more cake than strudel.", "number"),
    # another card's name as a heading is no flavour: it stays reported
    Pair("staff 129", "Bubbles on tap: once per round, as an additional action, take 1 champagne from the supply.",
         "Apollosaal: once per round, as an additional action, take 1 champagne from the supply.", "Apollosaal"),
    # the rule after the lead is still compared with the card in full
    Pair("staff 129", "Bubbles on tap: once per round, as an additional action, take 1 champagne from the supply.",
         "Bubbles on tap: once per round, as an additional action, take 2 champagne from the supply.", "2 champagne"),
]

test_a_lead_is_a_remark_when_its_facts_are_the_cards = checker(LEAD_PAIRS)


@pytest.mark.parametrize("card, text", [
    ("staff 129", "If you like: once per round, as an additional action, take 1 champagne from the supply."),  # a condition
    ("staff 129", "Never twice: once per round, as an additional action, take 1 champagne from the supply."),  # a negation
    ("staff 36", "Every round, for ever: when you play this card, add 4 wine from the supply to your kitchen."),  # another occasion
    ("staff 129", "For each opponent: once per round, as an additional action, take 1 champagne from the supply."),  # a who, a count
])
def test_a_lead_that_says_a_rule_is_never_a_remark(card: str, text: str) -> None:
    assert problems(card, text) != []


# ---- 2. evaluative adjectives in the roles a comment takes ------------------------------------------------------------
# Before the card's own noun (or a colour and the card's noun, or 'one' standing for the card), or as the predicate of
# 'be' ending a part: the word judges the card and states no fact.

JUDGED_PAIRS = [
    # card face, attributive before a colour and the card's noun
    Pair("guest 51", "A cheap yellow guest: take 1 strudel from the supply.",
         "A cheap red guest: take 1 strudel from the supply.", "colour"),
    # rulebook appendix, attributive before the card's noun
    Pair("guest 55", "She is a strong guest. Draw 2 staff cards into your hand.",
         "She is a strong guest. Draw 3 staff cards into your hand.", "3 staff"),
    # player aid: 'one' standing for the card
    Pair("guest 152", "A wild one: when he checks in or dances, take 1 champagne.",
         "A wild one: when he checks in or dances, take 2 champagne.", "2 champagne"),
    # wiki: the predicate of 'be' after the card, ending a part
    Pair("staff 3", "At 4 krones she is expensive, but once each round you may use this card as an additional action to add 1 wine "
         "from the supply to your kitchen.", "At 5 krones she is expensive, but once each round you may use this card as an additional "
         "action to add 1 wine from the supply to your kitchen.", "cost"),
    # video narration: the predicate of 'be' after a half of a tile, before a colon
    Pair("emperor-tile A1", "The reward is tiny: receive 3 krones. The penalty is huge: hand back 3 krones; a player who cannot pay all "
         "3 loses 5 VP instead.", "The reward is tiny: receive 3 krones. The penalty is huge: hand back 3 krones; a player who cannot "
         "pay all 3 loses 6 VP instead.", "6 VP"),
    # a demonstrative before the judgement, the card's noun heading a phrase of the lexicon ('card gives you')
    Pair("staff 129", "This cheap card gives you 1 champagne once per round as an additional action.",
         "This cheap card gives you 2 champagne once per round as an additional action.", "2 champagne"),
    # a part of judgements only, its subject and 'be' left unsaid
    Pair("guest 51", "Cheap and cheerful, she gives you 1 strudel from the supply.",
         "Cheap and cheerful, she gives you 1 cake from the supply.", "cake"),
    Pair("guest 51", "Expensive, but she gives you 1 strudel.", "Expensive, but she gives you 2 strudel.", "2 strudel"),
    # an intensifier before the judgement; the card's own noun as the subject; a subject the lexer says nothing of
    Pair("staff 129", "Once per round, as an additional action, take 1 champagne from the supply. It is very cheap.",
         "Once per round, as an additional action, take 1 coffee from the supply. It is very cheap.", "coffee"),
    Pair("staff 129", "Once per round, as an additional action, take 1 champagne from the supply. The card is cheap.",
         "Once per round, as an additional action, take 3 champagne from the supply. The card is cheap.", "3 champagne"),
    Pair("staff 129", "Once per round, as an additional action, take 1 champagne from the supply. This card is great.",
         "When you play this card, take 1 champagne from the supply. This card is great.", "once per round"),
    # a translated edition: two judgements joined by 'and'
    Pair("guest 55", "A little and nice yellow guest: draw 2 staff cards into your hand.",
         "A little and nice green guest: draw 2 staff cards into your hand.", "green"),
]

test_an_evaluative_word_in_a_comment_role_is_read_as_nothing = checker(JUDGED_PAIRS)


@pytest.mark.parametrize("card, text", [
    ("guest 57", "You may prepare as many as 2 rooms, paying a little less for each of them."),  # 'a little' is an amount
    ("guest 55", "She is a late guest: draw 2 staff cards into your hand."),  # a time, not a judgement
    ("guest 55", "Draw 2 cheap staff cards into your hand."),  # before a noun of the game, not the card's own
    ("guest 55", "She is cheaper: draw 2 staff cards into your hand."),  # a comparison
    ("guest 51", "Late, but she gives you 1 strudel."),  # a time said alone
    ("guest 51", "She gives you 1 strudel. You are great."),  # the player, not the card

])
def test_an_adjective_outside_the_roles_or_the_class_is_not_dropped(card: str, text: str) -> None:
    assert problems(card, text) != []


def test_the_class_is_keyed_on_the_adjective_and_keeps_time_and_amount_out() -> None:
    words = judged_words()
    assert {"cheap", "expensive", "wild", "little", "strong", "nice", "tiny", "huge"} <= words
    assert not {"late", "early", "weekly", "repeatable", "mandatory", "cheaper", "temporary", "immediate", "steady", "big"} & words


# ---- 3. completeness claims -----------------------------------------------------------------------------------------
# A part saying the card does nothing more is read as a claim that the text says all it does: the comparison already
# names any rule the text leaves out, and a VP the claim names is the card's own VP.

COMPLETE_PAIRS = [
    # card face
    Pair("guest 140", "She is worth 15 VP; she carries no other reward.", "She is worth 14 VP; she carries no other reward.", "14"),
    # rulebook appendix: the VP said inside the claim
    Pair("guest 153", "This guest offers no reward beyond his 14 VP.", "This guest offers no reward beyond his 13 VP.", "13"),
    # player aid: a claim after the rule of a card that has one
    Pair("guest 152", "When he checks in or dances, take 1 champagne. The card has no further effect.",
         "When he checks in or dances, take 2 champagne. The card has no further effect.", "2 champagne"),
    # wiki: 'nothing else happens' after the rule
    Pair("staff 36", "When you play this card, add 4 wine from the supply to your kitchen. Nothing else happens.",
         "When you play this card, add 4 cake from the supply to your kitchen. Nothing else happens.", "cake"),
    # video narration: a claim hung on the VP with 'with'
    Pair("guest 146", "She is worth 15 VP, with no reward beyond that.",
         "She is worth 16 VP, with no reward beyond that.", "16"),
    # a claim joined to the VP by 'and', inside one part
    Pair("guest 140", "She scores 15 VP and does nothing else.", "She scores 14 VP and does nothing else.", "14"),
    Pair("guest 140", "Worth 15 VP, she offers nothing beyond that.", "Worth 16 VP, she offers nothing beyond that.", "16"),
    Pair("guest 140", "She is worth 15 VP and that's all there is to her.", "She is worth 5 VP and that's all there is to her.", "5"),
    # a claim after a half named as a heading, and after the card's own VP
    Pair("guest 153", "Reward: nothing beyond the 14 VP.", "Reward: nothing beyond the 13 VP.", "13"),
    Pair("guest 153", "A 14-VP guest with no reward.", "A 13-VP guest with no reward.", "13"),
    Pair("guest 152", "When he checks in or dances, take 1 champagne; nothing more to say.", "Reward: nothing.", "does not say so"),
    # designer's shorthand: a claim on a card whose reward the text leaves out is flagged by the comparison
    Pair("guest 55", "7 VP; draw 2 staff cards into your hand; no other effect.", "7 VP; no other effect.", "does not say so"),
]

test_a_completeness_claim_is_read_as_the_text_saying_all = checker(COMPLETE_PAIRS)


@pytest.mark.parametrize("card, text", [
    ("guest 140", "She is worth 15 VP; she carries no other reward, and you lose 2 krones."),  # a fact beside the claim
    ("guest 140", "She is worth 15 VP; she carries no reward beyond 3 krones."),  # a gain named after 'beyond'
])
def test_a_claim_holding_a_fact_is_never_dropped(card: str, text: str) -> None:
    assert problems(card, text) != []
