"""talk15 (session 15): the card taught aloud at the table, in spoken syntax (compiler/textread_talk15.py). Each class
is said as five writers in different registers would say it, in our own words, each with a wrong twin that puts one
wrong fact into what the class reads."""
from __future__ import annotations

import pytest

from compiler.textcheck import text_reading
from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textsets.sets import corpus_cards, with_text
from tests.compiler.textpairs import Pair, checker

# ---- 1. 'is' contracted onto the card's name before a predicate: "Tezcatlipoca's green, ..." ------------------------

CONTRACTED = [
    # teaching at the table: colour, order and worth said as a run of fragments
    Pair("guest 91", "Tezcatlipoca's green, wants one strudel, worth nothing, and you draw three staff cards.",
         "Tezcatlipoca's red, wants one strudel, worth nothing, and you draw three staff cards.", "red"),
    # video narration: the colour, then the reward in a clause of its own
    Pair("guest 93", "Mr. Horsa's green, wants a strudel, and you may move 1 step up the Emperor track.",
         "Mr. Horsa's blue, wants a strudel, and you may move 1 step up the Emperor track.", "blue"),
    # player aid: the colour and the worth joined by 'and'
    Pair("guest 93", "Horsa's green and worth 0 VP. You may move 1 step up the Emperor track.",
         "Horsa's yellow and worth 0 VP. You may move 1 step up the Emperor track.", "yellow"),
    # wiki talk page: a judgement ending the sentence
    Pair("guest 91", "Tezcatlipoca's generous. Draw 3 staff cards into your hand.",
         "Tezcatlipoca's generous. Draw 2 staff cards into your hand.", "2 staff"),
    # translated edition: the guest's colour before a semicolon
    Pair("guest 91", "Tezcatlipoca's green; you draw 3 staff cards into your hand.",
         "Tezcatlipoca's green; you draw 4 staff cards into your hand.", "4 staff"),
]
test_contracted_copula = checker(CONTRACTED)


def test_the_names_s_before_a_noun_stays_whose() -> None:
    """'Tezcatlipoca's green guests' is whose: a colour with a noun after it is no predicate."""
    from compiler.textread_talk15 import copula_before_predicate

    text = "Tezcatlipoca's green guests score."
    assert not copula_before_predicate(text, text.index("'s") + 2)
    text = "Tezcatlipoca's green, wants a strudel."
    assert copula_before_predicate(text, text.index("'s") + 2)


# ---- 2. a spoken verdict closing the rule: 'Done.', 'Easy money.', 'Simple, and very handy.' -------------------------

VERDICTS = [
    # teaching at the table: the rule said, then a word to close it
    Pair("staff 43", "When you play it, you take four coffee. Done.", "When you play it, you take three coffee. Done.", "3 coffee"),
    # video narration: a verdict naming the thing gained, looked for in the card
    Pair("guest 149", "Check her in and you take five krones. Easy money.",
         "Check her in and you take five krones. Easy coffee.", "coffee"),
    # fan wiki: two verdicts joined
    Pair("staff 36", "When you hire the Sommelier, take 4 wine. Simple, and very handy.",
         "When you hire the Sommelier, take 3 wine. Simple, and very handy.", "3 wine"),
    # designer's draft: a verdict with a degree word
    Pair("staff 43", "When played, gain 4 coffee. Pretty good.", "When played, gain 4 wine. Pretty good.", "wine"),
    # translated edition: the verdict said of the card's whole reward
    Pair("guest 136", "When you check her in, you get one champagne. That's her whole reward.",
         "When you check her in, you get two champagne. That's her whole reward.", "2 champagne"),
    # player aid: the verdict set off by a comma at the rule's end
    Pair("staff 36", "When you play it, you take 4 wine, nice and easy.", "When you play it, you take 4 coffee, nice and easy.",
         "coffee"),
]
test_verdicts = checker(VERDICTS)


@pytest.mark.parametrize("verdict", [
    "Done twice.",  # a number said in a word
    "Easy 3 krones.",  # a number
    "Not easy.",  # a negation
    "Cheap.",  # a price said in a word
    "Easier than the Chef.",  # a comparison
    "You may like it.",  # a who and a modal
    "Easy, and take a wine.",  # a game act
])
def test_a_verdict_holding_a_fact_is_never_passed_over(verdict: str) -> None:
    """Any number, who-word, modal, negation, comparison, price or act keeps the sentence one the reader must read."""
    assert problems("staff 43", "When played, gain 4 coffee. " + verdict), verdict


# ---- 3. condition and result side by side, with no 'if' or 'when': 'you play it, you take four coffee.' ------------

SIDE_BY_SIDE = [
    # teaching at the table, after the card's name as a heading
    Pair("staff 43", "Barista: you play it, you take four coffee.", "Barista: you play it, you take three coffee.", "3 coffee"),
    # video narration: a die taken, then the points
    Pair("staff 16", "You take a die showing 4, you score 4 VP.", "You take a die showing 5, you score 4 VP.", "5"),
    # player aid: the card hired
    Pair("staff 21", "You hire the Chef, you get 1 strudel, 1 cake, 1 wine and 1 coffee.",
         "You hire the Chef, you get 1 strudel, 1 cake, 2 wine and 1 coffee.", "2 wine"),
    # fan wiki: a guest checked in
    Pair("guest 136", "You check her in, you get one champagne.", "You check her in, you get one coffee.", "coffee"),
    # translated edition: an event of another's, then the result
    Pair("staff 8", "A green guest whose order is complete leaves your café, you score 2 VP.",
         "A red guest whose order is complete leaves your café, you score 2 VP.", "red"),
]
test_side_by_side = checker(SIDE_BY_SIDE)


def test_a_clause_that_is_no_occasion_stays_a_rule() -> None:
    """'you take 2 wine, you ...' names no event: the first clause is not read as the condition of the second. Since
    session 22 a staff card's sentence that says no time is read as when it is played, so the two gains add up."""
    reading = text_reading(with_text(corpus_cards()["staff 43"], "You take 2 coffee, you take 2 coffee."))
    assert [part.occasion.kind for part in reading.meaning.parts] == ["played"]
    assert problems("staff 43", "You take 1 coffee, you take 2 coffee.")


# ---- 4. a hold's length said aloud: 'Rest of the round, whenever ...', 'For the rest of this round, ...' -------------

CHURCHILL = "whenever your Emperor marker moves forward, you may move 1 more step up the Emperor track."
CURIE = "every time you play a staff card you also get 2 dishes or drinks of your choice."

HOLDS = [
    # teaching at the table: the time phrase without its preposition
    Pair("celebrity winston-churchill", "Rest of the round, " + CHURCHILL, "Rest of the round, " + CHURCHILL.replace("1 more step", "2 more steps"), "2 step"),
    # video narration: 'this round'
    Pair("celebrity marie-curie", "She's worth a point when you take her. For the rest of this round, " + CURIE,
         "She's worth a point when you take her. For the rest of this round, " + CURIE.replace("2 dishes", "3 dishes"), "3 dish"),
    # player aid: 'this' without the preposition
    Pair("celebrity marie-curie", "Rest of this round, " + CURIE, "Rest of this round, " + CURIE.replace("staff card", "guest"), "staff"),
    # fan wiki: 'that round', after taking her
    Pair("celebrity winston-churchill", "When you take him, for the rest of that round, " + CHURCHILL,
         "When you take him, for the rest of that round, " + CHURCHILL.replace("you may move", "you must move"), "may"),
    # translated edition: 'the remainder of this round'
    Pair("celebrity marie-curie", "For the remainder of this round, " + CURIE, "For the remainder of this round, " + CURIE.replace("2 dishes or drinks", "2 krones"),
         "krone"),
]
test_holds = checker(HOLDS)


# ---- 5. a result said as 'it's' and its amount: "if you haven't got three, it's minus 7 VP instead." ----------------

B3_REWARD = "Reward: draw three staff cards and you can play one of them for nothing; the others go back under the deck. "
A1_REWARD = "Reward: receive 3 krones. "

ITS_AMOUNT = [
    # teaching at the table: the fallback's loss with 'it's'
    Pair("emperor-tile B3", B3_REWARD + "Penalty: put 3 staff cards from your hand under the deck; if you haven't got three, it's minus 7 VP instead.",
         B3_REWARD + "Penalty: put 3 staff cards from your hand under the deck; if you haven't got three, it's minus 5 VP instead.", "5 VP"),
    # designer's draft: a sign for the loss
    Pair("emperor-tile A1", A1_REWARD + "Penalty: hand back 3 krones; if you can't, it's -5 VP.",
         A1_REWARD + "Penalty: hand back 3 krones; if you can't, it's -7 VP.", "7 VP"),
    # video narration: 'that's' for the loss
    Pair("emperor-tile A1", A1_REWARD + "Penalty: hand back 3 krones, and if you can't, that's minus 5 VP instead.",
         A1_REWARD + "Penalty: hand back 3 krones, and if you can't, that's minus 6 VP instead.", "6 VP"),
    # player aid: the contraction said whole, 'it is'
    Pair("emperor-tile B3", B3_REWARD + "Penalty: put 3 staff cards from your hand under the deck; if you can't, it is minus 7 VP instead.",
         B3_REWARD + "Penalty: put 2 staff cards from your hand under the deck; if you can't, it is minus 7 VP instead.", "2 staff"),
    # wiki: the fallback in a sentence of its own
    Pair("emperor-tile A1", A1_REWARD + "Penalty: give back 3 krones. If you are unable to, it's minus 5 VP.",
         A1_REWARD + "Penalty: give back 3 krones. If you are unable to, it's minus 4 VP.", "4 VP"),
]
test_its_amount = checker(ITS_AMOUNT)


def test_its_before_an_amount_only_before_a_sign() -> None:
    """'it's 5 VP' with no sign may say a price or a worth: it is not read as a loss."""
    assert problems("emperor-tile A1", A1_REWARD + "Penalty: hand back 3 krones; it's 5 VP.")


# ---- 6. the player's wish tagged onto a choice: '..., any mix you like', '..., whichever you want' -----------------

WISHES = [
    # teaching at the table: the mix left to the player
    Pair("celebrity marie-curie", "For the rest of this round, every time you play a staff card you also get 2 dishes or drinks, any mix you like.",
         "For the rest of this round, every time you play a staff card you also get 3 dishes or drinks, any mix you like.", "3 dish"),
    # video narration: 'whichever you want'
    Pair("guest 54", "You get 1 dish or drink, whichever you want, and 2 krones.", "You get 1 dish or drink, whichever you want, and 3 krones.",
         "3 krone"),
    # player aid: 'any kind you please'
    Pair("guest 54", "Take 1 dish or drink, any kind you please, and 2 krones.", "Take 2 dishes or drinks, any kind you please, and 2 krones.",
         "2 dish"),
    # fan wiki: 'whatever you fancy'
    Pair("celebrity marie-curie", "For the rest of this round, each time you play a staff card, gain 2 dishes or drinks, whatever you fancy.",
         "For the rest of this round, each time you take a guest, gain 2 dishes or drinks, whatever you fancy.", "staff"),
    # translated edition: 'which you want'
    Pair("guest 54", "You receive 1 dish or drink, which you want, and 2 krones.", "You receive 1 dish or drink, which you want, and 2 VP.", "VP"),
]
test_wishes = checker(WISHES)


def test_a_wish_with_no_choice_before_it_stays_unread() -> None:
    """'you like' after no choice word is not the player's wish: it stays reported."""
    assert problems("guest 54", "You get 1 dish or drink and 2 krones, you like.")


# ---- 7. a spoken pointer at the card opening a sentence: 'For this one you need ...' -------------------------------

O113 = " First person there takes 15, next 10, third 5."

POINTERS = [
    # teaching at the table
    Pair("objective 113", "For this one you need four occupied blue rooms and three occupied red rooms." + O113,
         "For this one you need three occupied blue rooms and three occupied red rooms." + O113, "3 occupied blue"),
    # rulebook appendix: the card's kind named, with a comma
    Pair("objective 113", "For this objective, you need four occupied blue rooms and three occupied red rooms." + O113,
         "For this objective, you need four occupied yellow rooms and three occupied red rooms." + O113, "yellow"),
    # video narration: a guest pointed at
    Pair("guest 149", "With this guest, you take five krones.", "With this guest, you take five wine.", "wine"),
    # player aid: the card, and the occasion after the rule
    Pair("staff 43", "With this card you take 4 coffee when you play it.", "With this card you take 4 wine when you play it.", "wine"),
    # translated edition: a tile pointed at
    Pair("emperor-tile A1", "On this tile, you receive 3 krones as the reward. Penalty: hand back 3 krones; a player who cannot pay all 3 loses 5 VP instead.",
         "On this tile, you receive 2 krones as the reward. Penalty: hand back 3 krones; a player who cannot pay all 3 loses 5 VP instead.",
         "2 krone"),
]
test_pointers = checker(POINTERS)


def test_a_pointer_before_anything_but_you_stays() -> None:
    """'With this card in play, ...' says when: the pointer is not left out there."""
    assert problems("staff 43", "With this card in play, you take 4 coffee.")
