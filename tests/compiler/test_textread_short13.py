"""A designer's shorthand notation (session 13, compiler/textlex_notation.py and the lexicon's 'short13' blocks): the
compressed syntax of playtest cards and player aids, where a sign or an abbreviation stands for its word wherever it
stands. Each class is said by five writers in five registers, in my own words; each right wording passes and the same
wording with one fact wrong (an amount, an item, or a sign that flips a fact) is flagged naming it."""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker

# ---- abbreviated units: 'K' krones, 'kr' krones, 'Emp' Emperor steps, 'champ' champagne ------------------------------
UNITS = [
    # playtest card
    Pair("guest 149", "ABBESS. +5 K.", "ABBESS. +4 K.", "4 krones"),
    # player aid
    Pair("guest 52", "Tailor (yellow, 0 VP). Order: 1 wine, 1 coffee. Reward: 1 strudel and 2 kr.",
         "Tailor (yellow, 0 VP). Order: 1 wine, 1 coffee. Reward: 1 strudel and 3 kr.", "3 krones"),
    # designer's shorthand, a track abbreviated
    Pair("staff 6", "Cost 1 K. Each time a completed blue guest leaves your café, you may gain 1 Emp.",
         "Cost 1 K. Each time a completed blue guest leaves your café, you may gain 2 Emp.", "2 steps"),
    # wiki table cell
    Pair("guest 136", "Governess. Reward: +1 champ.", "Governess. Reward: +2 champ.", "2 champagne"),
    # translated edition
    Pair("guest 92", "Capt. Goldhaken - green - 0 VP - 1 strudel. The player receives 1 K.",
         "Capt. Goldhaken - green - 0 VP - 1 strudel. The player receives 1 champ.", "champagne"),
    # an abbreviated noun: 'obj' (card) is an objective card
    Pair("emperor-tile more-c", "Reward: +5 VP per obj holding your marker. Penalty: lose all your krones and give back all your items.",
         "Reward: +4 VP per obj card holding your marker. Penalty: lose all your krones and give back all your items.", "4 VP"),
]

# ---- a plus sign after 'may': 'may +2 Emp' is 'may gain 2 Emperor steps' --------------------------------------------
MODAL_SIGNS = [
    # card face
    Pair("guest 67", "SOVEREIGN (blue, 2 VP): 2 coffee. Draw 2 staff; may +2 Emp.",
         "SOVEREIGN (blue, 2 VP): 2 coffee. Draw 2 staff; may +3 Emp.", "3 steps"),
    # designer's shorthand
    Pair("staff 20", "Take a 5 die -> may +2 Emp, before or after the action.",
         "Take a 5 die -> may +1 Emp, before or after the action.", "1 step"),
    # playtest card
    Pair("staff 6", "STABLEMAN. Whenever a completed blue guest leaves your cafe -> may +1 Emp.",
         "STABLEMAN. Whenever a completed red guest leaves your cafe -> may +1 Emp.", "red"),
    # translated edition
    Pair("staff 6", "Stableman. When a completed blue guest leaves the café, the player may +1 Emp.",
         "Stableman. When a completed blue guest leaves the café, the player may +2 Emp.", "2 steps"),
    # rulebook appendix; a sign that flips the fact: '-2' for '+2' is no gain, and the move the card gives is missed
    Pair("guest 67", "Sovereign. Reward: draw 2 staff cards and you may +2 Emp.",
         "Sovereign. Reward: draw 2 staff cards and you may -2 Emp.", "Emperor track"),
]

# ---- a times sign: '3 VP x occupied blue rooms' is '3 VP per occupied blue room' --------------------------------------
TIMES = [
    Pair("staff 28", "Final scoring: 3 VP x occupied blue rooms.", "Final scoring: 3 VP x occupied red rooms.", "red room"),
    Pair("staff 28", "At game end: 3 VP x occupied blue room.", "At game end: 4 VP x occupied blue room.", "4 VP"),  # wiki
    Pair("staff 28", "Concierge (4 K): at final scoring, 3 VP x occupied blue rooms.",  # player aid
         "Concierge (4 K): at final scoring, 3 VP x vacant blue rooms.", "vacant"),
    Pair("staff 28", "CONCIERGE - final scoring: 3 VP x occupied blue rooms.",
         "CONCIERGE - final scoring: 2 VP x occupied blue rooms.", "2 VP"),
]

# ---- an arrow after a guest's order, or opening a sentence: what the guest gives -------------------------------------
ARROWS = [
    Pair("guest 98", "M. Polo (green, 0 VP). 3 strudel -> +4 K.", "M. Polo (green, 0 VP). 3 strudel -> +3 K.", "3 krones"),
    Pair("guest 98", "M. Polo (green, 0 VP). 3 strudel -> +4 K.", "M. Polo (green, 0 VP). 2 strudel -> +4 K.", "order"),
    Pair("guest 52", "Tailor - yellow - 0 VP. 1 wine + 1 coffee -> +1 strudel, +2 K.",
         "Tailor - yellow - 0 VP. 1 wine + 1 coffee -> +1 cake, +2 K.", "cake"),
    Pair("guest 52", "Tailor, yellow, 0 VP: 1 wine + 1 coffee -> 1 strudel + 2 K.",  # player aid
         "Tailor, yellow, 0 VP: 1 wine + 1 coffee -> 1 strudel + 3 K.", "3 krones"),
    Pair("guest 78", "POST COUNCILLOR - red - 0 VP. 1 cake. -> may take 1 guest from the queue for free.",
         "POST COUNCILLOR - red - 0 VP. 1 cake. -> may take 2 guests from the queue for free.", "2 guests"),
]

# ---- an ampersand standing alone is 'and', as a plus sign is ('1 wine & 1 coffee') ----------------------------------
AMPERSANDS = [
    Pair("guest 52", "Tailor (yellow, 0 VP). 1 wine & 1 coffee -> 1 strudel & 2 K.",
         "Tailor (yellow, 0 VP). 1 wine & 1 coffee -> 1 strudel & 3 K.", "3 krones"),
    Pair("guest 52", "Tailor (yellow, 0 VP). 1 wine & 1 coffee -> 1 strudel & 2 K.",
         "Tailor (yellow, 0 VP). 1 wine & 1 cake -> 1 strudel & 2 K.", "order"),
]

# ---- a card's cost in brackets after its name: 'Breakfast Server (4 K).' ---------------------------------------------
COSTS = [
    Pair("staff 1", "Breakfast Server (price: 4 K). Once per round: +1 strudel.",
         "Breakfast Server (price: 4 K). Once per round: +1 cake.", "cake"),
    Pair("staff 1", "Breakfast Server (4 K). 1x/round: +1 strudel.", "Breakfast Server (3 K). 1x/round: +1 strudel.", "cost"),
    Pair("staff 28", "CONCIERGE (4 K) - final scoring: 3 VP x occupied blue rooms.",
         "CONCIERGE (5 K) - final scoring: 3 VP x occupied blue rooms.", "cost"),
    Pair("staff 6", "Stableman (cost 1 K): each time a completed blue guest leaves your café, you may gain 1 Emp.",
         "Stableman (cost: 2 K). Each time a completed blue guest leaves your café, you may gain 1 Emp.", "cost"),
]

# ---- a minus sign on a price is a discount; a choice in brackets after items --------------------------------------
PRICES = [
    Pair("staff 177", "1x/round: move back 2 Emp -> play 1 staff from your hand at up to -3 K.",
         "1x/round: move back 2 Emp -> play 1 staff from your hand at up to -2 K.", "2 krones less"),
    # the sign flipped: '+3 K' on a price is no discount, and the card's discount is missed
    Pair("staff 177", "1x/round: move back 2 Emp -> play 1 staff from your hand at up to -3 K.",
         "1x/round: move back 2 Emp -> play 1 staff from your hand at up to +3 K.", "3 krones less"),
    Pair("guest 143", "LAIRD. Reward: +2 dishes/drinks (your choice).", "LAIRD. Reward: +3 dishes/drinks (your choice).", "3 dishes"),
]

# ---- 'or' for 'and' once the shorthand is read: the difference names the joint (compiler/textcheck_choices.py) -------
JOINTS = [
    Pair("emperor-tile more-a", "Reward: +2 K, +1 dish/drink of choice. Penalty: pay 2 K & return 1 dish/drink from kitchen; can't -> -5 VP.",
         "Reward: +2 K, +1 dish/drink of choice. Penalty: pay 2 K or return 1 dish/drink from kitchen; can't -> -5 VP.", "'and'"),
]

test_abbreviated_units_are_read = checker(UNITS)
test_or_for_and_is_named = checker(JOINTS)
test_a_plus_sign_after_may_is_gain = checker(MODAL_SIGNS)
test_a_times_sign_is_per = checker(TIMES)
test_an_arrow_after_an_order_is_the_reward = checker(ARROWS)
test_an_ampersand_is_and = checker(AMPERSANDS)
test_a_cost_in_brackets_is_the_cost = checker(COSTS)
test_a_minus_sign_on_a_price_is_a_discount = checker(PRICES)


def test_a_times_sign_needs_an_amount_before_it() -> None:
    """'x' is 'per' only between an amount's unit and what it counts: a lone 'x' elsewhere stays a word, unread."""
    said = [t.type for t in tokens("Take x rooms.")]
    assert "PER" not in said, said


def test_an_arrow_after_an_action_stays_a_colon() -> None:
    """'Take a 5 die -> ...': an arrow after words other than amounts says 'then', as a colon does, not 'Reward:'."""
    said = [t.type for t in tokens("Take a 5 die -> gain 2 VP.")]
    assert "OCCASION" not in said and "COLON" in said, said
