"""amounts16 (session 16): amounts said with words around them (compiler/textlex_amounts16.py and the lexicon's blocks
headed '# amounts16'). Writers wrap an amount or a price in judgement, hedging or emphasis, say it as packaging or a
spread, say a price of nothing or the normal price, or say one more. Each part is said as five writers in different
registers would say it, in our own words, each with a wrong twin that puts one wrong fact into what the part reads:
the amount, the thing, free vs paid, a discount vs none."""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# ---- 1. an amount with a word of judgement or emphasis before it: 'a handsome 10 VP', 'a measly 1 krone' -----------

JUDGED = [
    # designer's shorthand: the worth and the reward each judged
    Pair("staff 36", "Sommelier: on hire, a generous 4 wine from the supply.",
         "Sommelier: on hire, a generous 3 wine from the supply.", "3 wine"),
    # video narration: a big amount praised
    Pair("staff 43", "When you play her, you add a whopping four coffee to your kitchen.",
         "When you play her, you add a whopping four wine to your kitchen.", "wine"),
    # card face, terse: both halves of a tile judged
    Pair("emperor-tile C1", "Reward: score a tidy 8 VP. Penalty: lose a painful 8 VP.",
         "Reward: score a tidy 8 VP. Penalty: lose a painful 7 VP.", "7 VP"),
    # fan wiki: a small amount belittled
    Pair("guest 77", "The Apothecary gives you a measly 1 krone.",
         "The Apothecary gives you a measly 2 krones.", "2 krone"),
    # translated edition: a round amount stressed
    Pair("guest 149", "When she checks in or dances, you gain a full five krones.",
         "When she checks in or dances, you gain a full four krones.", "4 krone"),
    # player aid: 'no less than' stressing a fixed gain
    Pair("emperor-tile more-b", "Reward: draw a handy 3 staff cards into your hand and score a cool 4 VP. Penalty: put 3 staff "
         "cards from your hand under the staff deck; if you hold fewer than 3, lose 7 VP instead.",
         "Reward: draw a handy 3 staff cards into your hand and score a cool 5 VP. Penalty: put 3 staff "
         "cards from your hand under the staff deck; if you hold fewer than 3, lose 7 VP instead.", "5 VP"),
]
test_judged_amounts = checker(JUDGED)


# ---- 2. an amount as packaging or a spread: 'four glasses of wine', 'one of each' ----------------------------------

SPREAD = [
    # fan wiki: a drink counted in its glasses
    Pair("staff 36", "When you play the Sommelier, you take four glasses of wine.",
         "When you play the Sommelier, you take three glasses of wine.", "3 wine"),
    # video narration: coffee counted in cups
    Pair("staff 43", "Play the Barista and you get 4 cups of coffee.",
         "Play the Barista and you get 4 cups of wine.", "wine"),
    # card face: the items listed with an article each, then 'one of each' said again
    Pair("emperor-tile B1", "Reward: a strudel, a cake, a wine and a coffee, one of each. Penalty: give back all your dishes and "
         "drinks, both those in your kitchen and those on guests in your café.",
         "Reward: a strudel, a cake, a wine and a champagne, one of each. Penalty: give back all your dishes and "
         "drinks, both those in your kitchen and those on guests in your café.", "champagne"),
    # designer's shorthand: '1 of each:' before the list of things
    Pair("emperor-tile B1", "Reward: 1 of each: strudel, cake, wine, coffee. Penalty: give back all your dishes and drinks, both "
         "those in your kitchen and those on guests in your café.",
         "Reward: 1 of each: strudel, cake, wine, champagne. Penalty: give back all your dishes and drinks, both "
         "those in your kitchen and those on guests in your café.", "champagne"),
    # translated edition: a dish counted in its slices
    Pair("guest 51", "The Composer gives you one slice of strudel from the supply.",
         "The Composer gives you two slices of strudel from the supply.", "2 strudel"),
]
test_spread_amounts = checker(SPREAD)


# ---- 3. a price of nothing, or the usual price -----------------------------------------------------------------

PRICES = [
    # video narration: 'free' stressed
    Pair("guest 104", "Check him in and you may play a staff card completely free of charge.",
         "Check him in and you may play two staff cards completely free of charge.", "2 staff"),
    # rulebook appendix: the cost said as a participle of nothing
    Pair("guest 71", "You may prepare one room, costing you nothing at all.",
         "You may prepare two rooms, costing you nothing at all.", "2 room"),
    # translated edition: a price of zero
    Pair("guest 118", "When he checks in or dances, you may take 1 guest from the queue for zero krones.",
         "When he checks in or dances, you may take 2 guests from the queue for zero krones.", "2 guest"),
    # fan wiki: 'no cost' stressed after it
    Pair("emperor-tile C4", "Reward: you may play one staff card from your hand at no cost whatsoever. Penalty: discard 1 of your "
         "played final-scoring staff cards; if you have none, lose 10 VP instead.",
         "Reward: you may play one staff card from your hand at no cost whatsoever. Penalty: discard 1 of your "
         "played final-scoring staff cards; if you have none, lose 8 VP instead.", "8 VP"),
    # player aid: a full price on an act that has no discount
    Pair("guest 155", "He is worth minus 1 VP. When he checks in or dances, take 1 champagne; you may also prepare 1 room of any "
         "colour at full price.",
         "He is worth minus 1 VP. When he checks in or dances, take 1 champagne; you may also prepare 1 room of any "
         "colour for 1 krone less.", "1 krone"),
    # teaching at the table: the usual price said as 'paying for it as normal'
    Pair("guest 50", "Draw a staff card. Then you may prepare a room, paying for it as normal.",
         "Draw two staff cards. Then you may prepare a room, paying for it as normal.", "2 staff"),
    # designer's draft: a dancer sent at full price
    Pair("guest 148", "When she checks in or dances, you may send another dancer at full price.",
         "When she checks in or dances, you may send another dancer at 1 champagne less.", "champagne less"),
]
test_prices_of_nothing_or_usual = checker(PRICES)


def test_a_full_price_is_no_discount() -> None:
    """'at full price' read as the usual price is flagged on a card that gives a discount (free vs paid, a discount vs none)."""
    said = problems("guest 142", "When he checks in or dances, take 1 champagne; you may also prepare 1 room of any colour at full price.")
    assert said, "a full price was read on a card with a discount"
    said = problems("guest 104", "Check him in and you may play a staff card at full price.")
    assert said, "a full price was read on a card that gives the play for free"


def test_free_stressed_is_still_free() -> None:
    """'completely free' is read as free, so it is flagged where the card asks the usual price."""
    assert problems("guest 155", "He is worth minus 1 VP. When he checks in or dances, take 1 champagne; you may also prepare 1 room "
                                 "of any colour completely free of charge.")


# ---- 4. one more -------------------------------------------------------------------------------------------------

ONE_MORE = [
    # teaching at the table: 'one more step' after a move
    Pair("celebrity winston-churchill", "While you hold him, each time your Emperor marker moves forward by at least 1 step, you may "
         "move it one more step. That extra step does not set him off again.",
         "While you hold him, each time your Emperor marker moves forward by at least 1 step, you may "
         "move it two more steps. That extra step does not set him off again.", "2 step"),
    # designer's draft: 'an extra' room
    Pair("guest 58", "You may occupy an extra vacant room of any colour.",
         "You may occupy an extra vacant room of any colour, then move 1 step up the Emperor track.", "Emperor"),
    # translated edition: 'one further'
    Pair("guest 148", "When she checks in or dances, you may send one further dancer, paying the usual champagne cost.",
         "When she checks in or dances, you may send one further dancer, paying 1 champagne less.", "champagne less"),
    # rulebook appendix: 'one additional'
    Pair("guest 72", "You may occupy one additional vacant room, whatever its colour.",
         "You may occupy two additional vacant rooms, whatever their colour.", "2 room"),
    # fan wiki: 'another'
    Pair("guest 154", "When he checks in or dances, take 2 champagne, and you may send another dancer at its usual champagne cost.",
         "When he checks in or dances, take 3 champagne, and you may send another dancer at its usual champagne cost.", "3 champagne"),
]
test_one_more = checker(ONE_MORE)


# ---- 1b. a hedge or a judgement on a thing or an order: 'only wants one strudel', 'a mere strudel', 'a full pair' -----

HEDGED = [
    # teaching at the table: 'only' before the guest's order
    Pair("guest 91", "Tezcatlipoca is green and only wants one strudel. Draw 3 staff cards into your hand.",
         "Tezcatlipoca is green and only wants one cake. Draw 3 staff cards into your hand.", "cake"),
    # fan wiki: a judgement between the article and the thing
    Pair("guest 91", "Tezcatlipoca, green, wants a mere strudel. Draw 3 staff cards into your hand.",
         "Tezcatlipoca, green, wants a mere strudel. Draw 4 staff cards into your hand.", "4 staff"),
    # translated edition: 'merely' before the order, and a thing judged
    Pair("guest 51", "The Composer merely wants one wine. Take a humble strudel from the supply.",
         "The Composer merely wants one wine. Take a humble cake from the supply.", "cake"),
    # designer's draft: 'full' said of a pair
    Pair("ballroom zur-kettenbruecke", "A dancer you place in the top row scores 5 VP, one in the middle row 2 VP, one in the bottom row "
         "nothing. When this ballroom is scored, each player scores 7 VP for every full pair of their dancers here. A player with no dancer here loses 5 VP.",
         "A dancer you place in the top row scores 5 VP, one in the middle row 2 VP, one in the bottom row "
         "nothing. When this ballroom is scored, each player scores 6 VP for every full pair of their dancers here. A player with no dancer here loses 5 VP.", "6 VP"),
    # video narration: a worth of nothing stressed
    Pair("guest 91", "Tezcatlipoca is worth no points at all. Draw 3 staff cards into your hand.",
         "Tezcatlipoca is worth no points at all. Draw 2 staff cards into your hand.", "2 staff"),
]
test_hedged_amounts = checker(HEDGED)


def test_a_stressed_zero_is_still_a_zero() -> None:
    """'worth no points at all' is a worth of 0: flagged on a guest worth 1 VP."""
    assert problems("guest 51", "The Composer is worth no points at all. Take 1 strudel from the supply.")


# ---- 4b. counts that include the card or the new pieces: 'counting those two', 'combined' --------------------------

COUNTED_IN = [
    # rulebook appendix: the two dancers just sent counted in
    Pair("guest 184", "She can only dance in a ballroom, never take a room. When she dances, you may send 1 more dancer onto the very "
         "ballroom space she is sent to, paying that space's champagne cost and taking its row bonus only once for the two. Then "
         "score 1 VP for every dancer you have in the ballrooms, counting those two.",
         "She can only dance in a ballroom, never take a room. When she dances, you may send 1 more dancer onto the very "
         "ballroom space she is sent to, paying that space's champagne cost and taking its row bonus only once for the two. Then "
         "score 2 VP for every dancer you have in the ballrooms, counting those two.", "2 VP"),
    # designer's shorthand: the card counting itself
    Pair("staff 32", "Final scoring: 2 VP per staff card you have played, counting itself.",
         "Final scoring: 3 VP per staff card you have played, counting itself.", "3 VP"),
    # fan wiki: the ballrooms combined
    Pair("emperor-tile ballrooms-c", "Reward: score 2 VP for each of your dancers in all the ballrooms combined. Penalty: take 2 of "
         "your dancers out of the rightmost ballroom and put them back in the box; if you have fewer than 2 there, lose 10 VP instead.",
         "Reward: score 3 VP for each of your dancers in all the ballrooms combined. Penalty: take 2 of "
         "your dancers out of the rightmost ballroom and put them back in the box; if you have fewer than 2 there, lose 10 VP instead.",
         "3 VP"),
    # player aid: the two just sent counted in, said after the count
    Pair("guest 184", "She can only dance in a ballroom, never take a room. When she dances, you may send 1 more dancer onto the very "
         "ballroom space she is sent to, paying that space's champagne cost and taking its row bonus only once for the two. Then "
         "score 1 VP for each of your dancers in all ballrooms, the two of them included.",
         "She can only dance in a ballroom, never take a room. When she dances, you may send 1 more dancer onto the very "
         "ballroom space she is sent to, paying that space's champagne cost and taking its row bonus only once for the two. Then "
         "score 1 VP for each of your dancers in all ballrooms, the two of them included, and take 1 krone.", "krone"),
    # teaching at the table: the card's own VP said 'up front'
    Pair("celebrity charlie-chaplin", "Charlie Chaplin: one point up front. While you hold him, each time you score at least 1 VP, you "
         "score 2 VP more. The 2 VP he adds do not set him off again.",
         "Charlie Chaplin: one point up front. While you hold him, each time you score at least 1 VP, you "
         "score 3 VP more. The 3 VP he adds do not set him off again.", "3 VP"),
]
test_counted_in = checker(COUNTED_IN)


# ---- 3b. a staff card's price said with what it buys: 'four krones to hire', 'it costs 4 krones' -------------------

SERVER_REST = " Once each round you may use this card as an additional action to add 1 strudel from the supply to your kitchen."
PRICE_FOR = [
    # card face, terse: the price and its purpose opening the text
    Pair("staff 1", "Four krones to hire." + SERVER_REST, "Five krones to hire." + SERVER_REST, "5"),
    # fan wiki: the card's name, 'costs' and the purpose
    Pair("staff 1", "The Breakfast Server costs 4 krones to hire." + SERVER_REST,
         "The Breakfast Server costs 3 krones to hire." + SERVER_REST, "3"),
    # teaching at the table: the name said as 'it'
    Pair("staff 1", "It costs 4 krones." + SERVER_REST, "It costs 6 krones." + SERVER_REST, "6"),
    # designer's draft: 'to play'
    Pair("staff 1", "4 krones to play." + SERVER_REST, "2 krones to play." + SERVER_REST, "2"),
    # translated edition: the name set off by a colon, then the price and its purpose
    Pair("staff 1", "The Breakfast Server: 4 krones to hire." + SERVER_REST,
         "The Breakfast Server: 4 krones to hire. Once each round you may use this card as an additional action to add "
         "1 cake from the supply to your kitchen.", "cake"),
]
test_price_said_with_its_purpose = checker(PRICE_FOR)


# ---- 3c. the price of nothing and the usual price, the class of their words: 'without costs', 'at zero cost', -------
# ---- 'you don't pay for it', 'paying as usual', 'against the usual champagne cost', 'no discount' -----------------

NOTHING_OR_USUAL = [
    # translated edition: a plural noun of cost
    Pair("guest 71", "You may prepare 1 room without costs.", "You may prepare 2 rooms without costs.", "2 room"),
    # fan wiki: a cost of zero
    Pair("guest 71", "You may prepare 1 room at zero cost.", "You may prepare 1 room at zero cost and take 1 krone.", "krone"),
    # teaching at the table: the paying denied in a clause of its own
    Pair("guest 104", "You may play 1 staff card; you don't pay for it.", "You may play 2 staff cards; you don't pay for them.",
         "2 staff"),
    # designer's draft: 'cost-free', 'no charge'
    Pair("guest 118", "When he checks in or dances, you may take 1 guest from the queue, no charge.",
         "When he checks in or dances, you may take 1 guest from the queue, no charge, and 1 krone.", "krone"),
    # rulebook appendix: no extra cost
    Pair("guest 135", "When she checks in or dances, you may move your Emperor marker 1 step forward, and you may play 1 staff card "
         "from your hand at no extra cost.",
         "When she checks in or dances, you may move your Emperor marker 2 steps forward, and you may play 1 staff card "
         "from your hand at no extra cost.", "2 step"),
    # translated edition: 'against' the usual cost
    Pair("guest 148", "When she checks in or dances, you may send 1 more dancer against the usual champagne cost.",
         "When she checks in or dances, you may send 2 more dancers against the usual champagne cost.", "2 dancer"),
    # teaching at the table: paying as usual
    Pair("guest 151", "When he checks in or dances, you may move your Emperor marker 2 steps forward, and you may send 1 more dancer, "
         "paying as usual.",
         "When he checks in or dances, you may move your Emperor marker 3 steps forward, and you may send 1 more dancer, "
         "paying as usual.", "3 step"),
    # fan wiki: a usual price with its unit and a plural noun
    Pair("guest 154", "When he checks in or dances, take 2 champagne, and you may send 1 more dancer at the normal champagne costs.",
         "When he checks in or dances, take 1 champagne, and you may send 1 more dancer at the normal champagne costs.", "1 champagne"),
    # designer's draft: 'no discount'
    Pair("guest 155", "He is worth minus 1 VP. When he checks in or dances, take 1 champagne; you may also prepare 1 room of any "
         "colour, no discount.",
         "He is worth minus 1 VP. When he checks in or dances, take 1 champagne; you may also prepare 1 room of any "
         "colour, 1 krone cheaper.", "1 krone"),
    # player aid: paying normally
    Pair("guest 50", "Draw 1 staff card. Then you may prepare 1 room, paying normally.",
         "Draw 1 staff card. Then you may prepare 1 room for free.", "free"),
]
test_nothing_or_usual = checker(NOTHING_OR_USUAL)


def test_the_usual_price_is_no_discount_and_no_free() -> None:
    """Each usual price read is flagged where the card gives a discount or the act for free."""
    assert problems("guest 147", "When she checks in or dances, you may send 1 more dancer against the usual champagne cost.")
    assert problems("guest 71", "You may prepare 1 room, paying as usual.")
    assert problems("guest 142", "When he checks in or dances, take 1 champagne; you may also prepare 1 room of any colour, no discount.")


# ---- 1c. a worth or a reward of nothing said around: 'She hands out no bonus at all', 'The Beast costs you a point',
# ---- 'Breakfast Server, four krones to hire' ----------------------------------------------------------------------

BEAST_REST = " When he checks in or dances, take 1 champagne; you may also prepare 1 room of any colour at its usual cost."
WORTH_AROUND = [
    # fan wiki: no bonus, stressed, and the worth praised
    Pair("guest 146", "The Contessa is all about prestige. She hands out no bonus at all, but she is worth a splendid 15 VP.",
         "The Contessa is all about prestige. She hands out no bonus at all, but she is worth a splendid 14 VP.", "14"),
    # designer's draft: no reward, and the worth said after a semicolon
    Pair("guest 140", "She offers no bonus; she is worth a handsome 15 VP.", "She offers no bonus; she is worth a handsome 13 VP.", "13"),
    # video narration: a worth below nothing said as what the guest costs you
    Pair("guest 155", "The Beast costs you a point." + BEAST_REST, "The Beast costs you 2 VP." + BEAST_REST, "-2"),
    # teaching at the table: the cost, then the worth said again
    Pair("guest 158", "The Phantom costs you 2 VP. When he checks in or dances, take 1 champagne; you may also take 1 guest from the "
         "queue without paying for it.",
         "The Phantom costs you 3 VP. When he checks in or dances, take 1 champagne; you may also take 1 guest from the "
         "queue without paying for it.", "-3"),
    # translated edition: the name set off, the price and what it buys
    Pair("staff 1", "Breakfast Server, four krones to hire." + SERVER_REST, "Breakfast Server, five krones to hire." + SERVER_REST, "5"),
]
test_worth_said_around = checker(WORTH_AROUND)


def test_no_bonus_is_flagged_on_a_guest_with_a_reward() -> None:
    """'She hands out no bonus' read as no reward: flagged where the guest gives one."""
    assert problems("guest 149", "She hands out no bonus.")


def test_a_cost_in_krones_stays_a_price() -> None:
    """'costs you' before krones is no worth below nothing: a guest said to cost krones is not read as its VP."""
    assert problems("guest 155", "The Beast costs you a krone." + BEAST_REST)


# ---- 1d. stress said right before or after an amount, and a verdict on it: 'fully 4 wine', '4 wine, no less', ------
# ---- '4 wine, which is a lot' --------------------------------------------------------------------------------------

STRESSED = [
    # video narration: 'fully' before the number
    Pair("staff 36", "When you play this card, you get fully 4 wine.", "When you play this card, you get fully 3 wine.", "3 wine"),
    # teaching at the table: ', no less' after the amount
    Pair("staff 43", "Play the Barista and you add 4 coffee to your kitchen, no less.",
         "Play the Barista and you add 5 coffee to your kitchen, no less.", "5 coffee"),
    # fan wiki: a verdict in a relative clause
    Pair("emperor-tile C1", "Reward: score 8 VP, which is a lot. Penalty: lose 8 VP.",
         "Reward: score 8 VP, which is a lot. Penalty: lose 9 VP.", "9 VP"),
    # translated edition: 'all of' before the number
    Pair("guest 149", "When she checks in or dances, you gain all of 5 krones.",
         "When she checks in or dances, you gain all of 5 coffee.", "coffee"),
    # designer's draft: a one-word judgement new to the list
    Pair("staff 44", "On play: a clean 4 strudel, which is plenty.", "On play: a clean 4 cake, which is plenty.", "cake"),
]
test_stressed_amounts = checker(STRESSED)


def test_no_less_than_stays_a_limit() -> None:
    """', no less than 3 ...' is a limit, not stress: it is never dropped (only ', no less' closing a part is). Since
    session 26 it is read as the limit it is, 'at least' ([phrase-twins]); it was 'less' and 'than' before."""
    from compiler.textlex import tokens

    said = [t.type for t in tokens("You need 4 wine, no less than 3 coffee.")]
    assert "AT_LEAST" in said
