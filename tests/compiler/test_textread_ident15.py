"""ident15 (session 15): what the component IS, said as a description of its printed facts (compiler/textread_ident15.py).

Fan wikis, rulebook appendices and people at the table open by saying what the card is: its kind, with its colour, its
order, its worth, its cost, its group, its module and its timing said as a description, then the rule. Each class is
said as five writers in different registers would say it, in our own words, each with a wrong twin that changes one
printed fact (or the kind) and must be named."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

PHOTOGRAPHER = "Draw 2 staff cards into your hand."
MAGIE = ("While you hold her, each time you gain at least 1 krone, you may prepare 1 room of any colour for up to 1 krone "
         "less.")
CLERK = "at final scoring, you score 3 VP for every occupied yellow room in your hotel."
FIVE_KRONES = "Reward: receive 5 krones. Penalty: hand back 5 krones; a player who cannot pay all 5 loses 7 VP instead."
VIOLINIST = "When you play this card, take 3 champagne from the supply."
LAUNDRESS = "each time you take a die showing 4, you score 4 VP."
LANDGRAVE = "You may play 1 staff card, paying 1 krone less than its cost. You may also prepare 1 room, paying its usual floor cost."

# ---- 1. the copula with a kind: 'X is a <facts> <kind> <link> <rule>' -------------------------------------------------

COPULA = [
    # fan wiki: colour, then the order and worth in a parenthesis, then the rule as a relative clause
    Pair("guest 55", "The Photographer is a yellow guest (3 wine, 7 VP) whose reward draws 2 staff cards.",
         "The Photographer is a yellow guest (3 wine, 6 VP) whose reward draws 2 staff cards.", "the card's own VP"),
    Pair("guest 55", "The Photographer is a yellow guest (3 wine, 7 VP) whose reward draws 2 staff cards.",
         "The Photographer is a red guest (3 wine, 7 VP) whose reward draws 2 staff cards.", "the guest's colour as red"),
    # rulebook appendix: the kind and its worth, then the rule as a sentence of its own
    Pair("celebrity elizabeth-magie", "Elizabeth Magie is a celebrity worth 1 VP. " + MAGIE,
         "Elizabeth Magie is a celebrity worth 3 VP. " + MAGIE, "the card's own VP as 3"),
    # player aid: the timing and the cost as a description of the staff card, then the rule after a colon
    Pair("staff 30", "The Reception Clerk is a final-scoring staff card costing 4 krones: " + CLERK,
         "The Reception Clerk is a permanent staff card costing 4 krones: " + CLERK, "the card's timing as permanent"),
    Pair("staff 30", "The Reception Clerk is a final-scoring staff card costing 4 krones: " + CLERK,
         "The Reception Clerk is a final-scoring staff card costing 5 krones: " + CLERK, "cost in krones as 5"),
    # designer's shorthand: the group letter of a tile said as what it is
    Pair("emperor-tile B2", "Five krones is a group B Emperor tile. " + FIVE_KRONES,
         "Five krones is a group C Emperor tile. " + FIVE_KRONES, "group as C; the card: B"),
    # translated edition: the module said as what the card is, the rule after 'that'
    Pair("staff 120", "The Violinist is a Vienna Ballrooms staff card that gives you 3 champagne from the supply when you play it.",
         "The Violinist is an Exclusive Hotels staff card that gives you 3 champagne from the supply when you play it.",
         "module as exclusive hotels; the card: vienna ballrooms"),
    Pair("guest 153", "The Cardinal is a Vienna Ballrooms guest worth 14 VP who gives no reward.",
         "The Cardinal is a Vienna Ballrooms guest worth 12 VP who gives no reward.", "the card's own VP as 12"),
    # a wiki's infobox line: the module after 'from'
    Pair("staff 120", "The Violinist is a staff card from the Vienna Ballrooms module. " + VIOLINIST,
         "The Violinist is a staff card from the You Want More module. " + VIOLINIST, "module as you want more"),
    # the kind itself wrong: a celebrity said to be a guest
    Pair("celebrity elizabeth-magie", "Elizabeth Magie is a celebrity worth 1 VP. " + MAGIE,
         "Elizabeth Magie is a staff card worth 1 VP. " + MAGIE, "the text says the card is a staff card; it is a celebrity"),
    # a card of the base game named so; a group said of a card that has none is named too
    Pair("staff 16", "The Laundress is a base game staff card: " + LAUNDRESS,
         "The Laundress is a group A staff card: " + LAUNDRESS, "the card has no group"),
]

test_the_copula_with_a_kind_is_read_as_printed_facts = checker(COPULA)

# ---- 2. printed facts in a parenthesis after the name, then the rule with the card as its subject -------------------

PARENTHESIS = [
    # rulebook appendix: the cost in a parenthesis, then a description of the timing
    Pair("staff 16", "The Laundress (cost 2) is a permanent staff card: " + LAUNDRESS,
         "The Laundress (cost 3) is a permanent staff card: " + LAUNDRESS, "cost in krones as 3"),
    Pair("staff 16", "The Laundress (cost 2) is a permanent staff card: " + LAUNDRESS,
         "The Laundress (cost 2) is a one-shot staff card: " + LAUNDRESS, "the card's timing as"),
    # fan wiki: the cost in a parenthesis and the card as the subject of what it does
    Pair("staff 16", "The Laundress (cost 2) gives you 4 VP each time you take a die showing 4.",
         "The Laundress (cost 4) gives you 4 VP each time you take a die showing 4.", "cost in krones as 4"),
    # player aid: the bare number of krones in a parenthesis heads a staff card
    Pair("staff 16", "LAUNDRESS (2). Each time you take a die showing 4, you score 4 VP.",
         "LAUNDRESS (5). Each time you take a die showing 4, you score 4 VP.", "cost in krones as 5"),
    # translated edition: colour, order and worth in a parenthesis, set off by semicolons
    Pair("guest 66", "The Landgrave (blue; 1 cake, 1 coffee; 3 VP) is a guest. " + LANDGRAVE,
         "The Landgrave (blue; 1 cake, 2 coffee; 3 VP) is a guest. " + LANDGRAVE, "the guest's order"),
    # video narration: the worth in a parenthesis, then the kind
    Pair("celebrity elizabeth-magie", "Elizabeth Magie (1 VP) is a celebrity. " + MAGIE,
         "Elizabeth Magie (1 VP) is a guest. " + MAGIE, "the text says the card is a guest"),
]

test_printed_facts_in_a_parenthesis_are_read = checker(PARENTHESIS)

# ---- 3. the facts as predicates of the name -------------------------------------------------------------------------

PREDICATES = [
    # fan wiki: colour, order and worth as three predicates
    Pair("guest 66", "The Landgrave is blue, takes 1 cake and 1 coffee, and is worth 3 VP. " + LANDGRAVE,
         "The Landgrave is blue, takes 1 cake and 2 coffee, and is worth 3 VP. " + LANDGRAVE, "the guest's order"),
    # at the table: the colour and the kind, then the worth
    Pair("guest 66", "The Landgrave is a blue guest and is worth 3 VP. " + LANDGRAVE,
         "The Landgrave is a green guest and is worth 3 VP. " + LANDGRAVE, "the guest's colour as green"),
    # designer's draft: what the guest eats as a predicate
    Pair("guest 66", "The Landgrave is a blue guest who eats 1 cake and drinks 1 coffee. " + LANDGRAVE,
         "The Landgrave is a blue guest who eats 2 cake and drinks 1 coffee. " + LANDGRAVE, "the guest's order"),
]

test_the_facts_said_as_predicates_are_read = checker(PREDICATES)

# ---- 4. the module, the group or the kind alone in a parenthesis after the name ---------------------------------------

FERDINAND = "Reward: you may move 3 steps up the Emperor track."
PAULWEI = ("Its winner takes 1 cake, 1 wine and 1 coffee, and may prepare 2 more rooms at each floor's usual cost while "
           "preparing the 3 starting rooms. The owner's group bonuses, for groups of 1, 2, 3 or 4 rooms, follow this "
           "entrance's own tables instead of the standard ones: blue groups 4, 8, 13 or 20 VP; red groups 2, 4, 8 or 13 "
           "krones; yellow groups 2, 4, 8 or 13 Emperor steps.")
SIX_GROUPS = ("You need at least 6 fully occupied room groups in your hotel. The first three players to do so claim 15, 10 "
              "and 5 VP.")

MARKS = [
    # designer's shorthand: the module's mark after the name
    Pair("guest 117", "MAG. FERDINAND (promo). " + FERDINAND, "MAG. FERDINAND (Vienna Ballrooms). " + FERDINAND,
         "module as vienna ballrooms; the card: promo"),
    # fan wiki: the module and the kind, then the rule with the card as its subject
    Pair("staff 120", "The Violinist (a Ballrooms card) gives you 3 champagne from the supply when you play it.",
         "The Violinist (a promo card) gives you 3 champagne from the supply when you play it.", "module as promo"),
    # rulebook appendix: a group letter said of a card that has none is named, not passed over
    Pair("staff 120", "Violinist (Vienna Ballrooms). " + VIOLINIST, "Violinist (group B). " + VIOLINIST, "group B"),
    # player aid: an objective's group said as what it is
    Pair("objective 112", "Six full groups is a group B objective. " + SIX_GROUPS,
         "Six full groups is a group A objective. " + SIX_GROUPS, "group as A; the card: B"),
    # translated edition: the module of an entrance after 'from'
    Pair("hotel-entrance chateau-paulwei", "Chateau Paulwei is a hotel entrance from the Exclusive Hotels module. " + PAULWEI,
         "Chateau Paulwei is a hotel entrance from the Vienna Ballrooms module. " + PAULWEI, "module as vienna ballrooms"),
]

test_a_mark_in_a_parenthesis_or_a_description_is_compared = checker(MARKS)
