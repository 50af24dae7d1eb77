"""The boards read in the shapes card faces and player aids print them (compiler/textread_heading12.py and
compiler/textread_boards12.py): the board's own name heading the text set off by a stop or a dash, an action space's
number before it; a whole sentence in brackets; a ballroom's pairs said by their number. Each right wording passes and
the same wording with one fact wrong is flagged naming the difference."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

KOZI = ("Gain 1 cake and 1 coffee when you gain this entrance. Each time before you use an action space, you may move "
        "1 die from a neighbouring action space onto it, turning the die to show that space's number.")
KETTE_ROWS = "Top row: gain 5 VP. Middle row: gain 2 VP. Bottom row: no bonus. "
KETTE_NONE = " A player with no dancer here loses 5 VP."
APOLLO_SCORE = " Scoring: 1 VP per dancer here times the highest row you reach. A player with no dancer here loses 5 VP."
APOLLO_ROWS = "Top row: 3 krones. Middle row: 2 krones. Bottom row: nothing."
DOVE = (" Its winner takes 1 strudel, 1 wine and the tokens, and may prepare 1 more room for free. Each time one of the "
        "owner's columns becomes fully occupied, the owner takes the bonus on the upper half of one remaining token and "
        "removes that token; each time one of the owner's floors becomes fully occupied, the owner takes the bonus on the "
        "lower half of one remaining token and removes that token.")
WRAY = (" Its winner takes 1 strudel, moves 2 Emperor steps forward and takes the 6 tiles. Once per turn the owner may "
        "move 1, 2 or 3 Emperor steps back to receive the reward half of one of those tiles (A, B or C); that tile then "
        "leaves the game.")
NINA = (" Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and those objective cards become the owner's personal "
        "objectives. Each time the owner completes one of them on their turn, the owner scores 15 VP in rounds 1 to 3, "
        "10 VP in rounds 4 and 5, and 5 VP in rounds 6 and 7. At the end of the game, the owner scores by the number of "
        "objectives completed, personal and common together: 4: 3 VP, 5: 6 VP, 6 or more: 10 VP.")
COROGARI = ("When you gain this entrance, take 1 strudel and 1 wine. Whenever you take your second die of a round, add up "
            "both your dice: 6 or 8: you may play 1 staff card from your hand at 1 krone less; 5 or 9: take 1 strudel and "
            "1 wine; 4 or 10: take 1 krone and you may advance 1 on the Emperor track; 3 or 11: take 1 cake and 1 coffee; "
            "2 or 12: score 1 VP and you may prepare 1 room of any colour for free.")
HIRE = "Play exactly 1 staff card from your hand. Its cost is reduced by the strength of this action."

PAIRS = [
    # the board's name heading its text, set off by a stop, a dash or a colon, after an action space's number
    Pair("action-space hire-staff", "Action 5 – Hire Staff: " + HIRE, "Action 4 – Hire Staff: " + HIRE, "number as 4"),
    Pair("action-space hire-staff", "Action 5 - Hire staff. " + HIRE, "Action 5 - Hire staff. " + HIRE.replace("1 staff", "2 staff"), "2 staff"),
    Pair("action-space hire-staff", "Space 5 (Hire Staff): " + HIRE, "Space 5 (Rooms): " + HIRE, "does not say so"),
    Pair("action-space 1", "Action 1 – Dishes & champagne: take as many items as the action's strength, choosing among "
         "strudel, cake and champagne, but never more cake than strudel and never more champagne than cake.",
         "Action 1 – Dishes & champagne: take as many items as the action's strength, choosing among "
         "strudel, cake and champagne, but never more strudel than cake and never more champagne than cake.", "strudel"),
    Pair("ballroom zur-kettenbruecke", "Zur Kettenbrücke. " + KETTE_ROWS + "Scoring: 7 VP for every pair of dancers here." + KETTE_NONE,
         "Zur Kettenbrücke. " + KETTE_ROWS.replace("5 VP", "4 VP") + "Scoring: 7 VP for every pair of dancers here." + KETTE_NONE, "5 VP"),
    Pair("ballroom zur-kettenbruecke", "Zur Kettenbruecke – " + KETTE_ROWS + "Scoring: 7 VP for every pair of dancers here." + KETTE_NONE,
         "Apollosaal – " + KETTE_ROWS + "Scoring: 7 VP for every pair of dancers here." + KETTE_NONE, "Apollosaal"),
    Pair("hotel-entrance the-kozi-palace-vienna", "The Kozi Palace, Vienna. " + KOZI, "The Kozi Palace, Vienna. "
         + KOZI.replace("1 cake", "2 cake"), "2 cake"),
    # a whole sentence in brackets closing the text is read as written
    Pair("hotel-entrance the-kozi-palace-vienna", KOZI + " (Spaces 1 and 6 are not neighbours.)",
         KOZI + " (Spaces 1 and 5 are not neighbours.)", "1 and 5"),
    Pair("hotel-entrance the-kozi-palace-vienna", "Gain 1 cake and 1 coffee when you gain this entrance. (" + KOZI[54:] + ")",
         "Gain 1 cake and 1 coffee when you gain this entrance. (" + KOZI[54:].replace("1 die", "2 dice") + ")", "dice"),
    # a ballroom's pairs said by their number
    Pair("ballroom zur-kettenbruecke", KETTE_ROWS + "Scoring: Score 7 VP for every 2 dancers you have in this ballroom." + KETTE_NONE,
         KETTE_ROWS + "Scoring: Score 7 VP for every 3 dancers you have in this ballroom." + KETTE_NONE, "pair"),
    Pair("ballroom zur-kettenbruecke", KETTE_ROWS + "When it is scored, you get 7 VP for each two dancers here." + KETTE_NONE,
         KETTE_ROWS + "When it is scored, you get 6 VP for each two dancers here." + KETTE_NONE, "6 VP"),
    # a ballroom's row bonuses in one line after a heading
    Pair("ballroom apollosaal", "Row bonus: top 3 krones, middle 2 krones, bottom none." + APOLLO_SCORE,
         "Row bonus: top 2 krones, middle 2 krones, bottom none." + APOLLO_SCORE, "2 krones"),
    Pair("ballroom apollosaal", "Row bonuses: top 3 krones; middle 2 krones; bottom nothing." + APOLLO_SCORE,
         "Row bonuses: top 3 krones; middle 3 krones; bottom nothing." + APOLLO_SCORE, "3 krones"),
    Pair("ballroom zum-sperl", "Row bonus: top 1 strudel + 1 wine + 1 coffee, middle 1 cake, bottom none. Scoring: players "
         "are ranked by their dancers here: first 15 VP, second 10 VP, third 5 VP, fourth 0 VP. A player with no dancer here loses 5 VP.",
         "Row bonus: top 1 strudel + 1 wine, middle 1 cake, bottom none. Scoring: players "
         "are ranked by their dancers here: first 15 VP, second 10 VP, third 5 VP, fourth 0 VP. A player with no dancer here loses 5 VP.", "coffee"),
    # 'no dancer' said as a label
    Pair("ballroom apollosaal", APOLLO_ROWS + " Scoring: 1 VP per dancer here times the highest row you reach. No dancer here: -5 VP.",
         APOLLO_ROWS + " Scoring: 1 VP per dancer here times the highest row you reach. No dancer here: +5 VP.", "gains 5 VP"),
    Pair("ballroom zur-kettenbruecke", KETTE_ROWS + "Scoring: 7 VP for every pair of dancers here; no dancer in this ballroom "
         "at all: lose 5 VP.", KETTE_ROWS + "Scoring: 7 VP for every pair of dancers here; no dancer in this ballroom "
         "at all: lose 3 VP.", "3 VP"),
    # the highest row in a player aid's short form, its rows' values only as the card counts them
    Pair("ballroom apollosaal", APOLLO_ROWS + " Scoring: 1 VP per dancer you have here × your highest row here (bottom 1, "
         "middle 2, top 3); no dancer here: -5 VP.", APOLLO_ROWS + " Scoring: 1 VP per dancer you have here × your highest "
         "row here (bottom 1, middle 3, top 5); no dancer here: -5 VP.", "cannot read"),
    Pair("ballroom apollosaal", APOLLO_ROWS + " Scoring: 1 VP per dancer here x the highest row reached. No dancer here: -5 VP.",
         APOLLO_ROWS + " Scoring: 2 VP per dancer here x the highest row reached. No dancer here: -5 VP.", "2 VP"),
    # an entrance's setup said in any voice: the number, what is laid and its groups kept
    Pair("hotel-entrance dove", "Setup: place the 5 bonus tokens beside this entrance." + DOVE,
         "Setup: place the 4 bonus tokens beside this entrance." + DOVE, "4 bonus tokens"),
    Pair("hotel-entrance dove", "At setup, 5 bonus tokens are laid next to this entrance." + DOVE,
         "At setup, 5 objective cards are laid next to this entrance." + DOVE, "objective"),
    Pair("hotel-entrance the-grand-wray-hotel", "At setup two Emperor tiles of each group are set aside for it." + WRAY,
         "At setup three Emperor tiles of each group are set aside for it." + WRAY, "3 Emperor tiles"),
    Pair("hotel-entrance the-grand-wray-hotel", "Setup: set aside 2 Emperor tiles from each group (A, B and C) beside this entrance." + WRAY,
         "Setup: set aside 2 Emperor tiles beside this entrance." + WRAY, "of each group"),
    Pair("hotel-entrance the-grand-wray-hotel", "Before the auction, two Emperor tiles of each of groups A, B and C shall be set "
         "beside this entrance." + WRAY, "Before the auction, two bonus tokens of each of groups A, B and C shall be set "
         "beside this entrance." + WRAY, "bonus tokens"),
    Pair("hotel-entrance ninas-melange", "Setup: one objective from each group is laid beside this entrance." + NINA,
         "Setup: two objectives from each group are laid beside this entrance." + NINA, "2 objective"),
    # after a dice sum, 'at 1 krone less' is a price, not the sum's entry 'at 1'
    Pair("hotel-entrance corogari-zant-mainz", COROGARI, COROGARI.replace("at 1 krone less", "at 2 krones less"), "2 krones less"),
    Pair("hotel-entrance corogari-zant-mainz", COROGARI.replace("6 or 8: you", "On 6 or 8 you"),
         COROGARI.replace("6 or 8: you", "On 6 or 9 you"), "9: gain 1 strudel; gain 1 wine; you may play"),
    # the dice sum said as what the entries go by, or looked at
    Pair("hotel-entrance corogari-zant-mainz", COROGARI.replace("add up both your dice", "by the sum of your two dice"),
         COROGARI.replace("add up both your dice", "by the sum of your two dice").replace("3 or 11", "3 or 10"), "3: gain 1 cake"),
    Pair("hotel-entrance corogari-zant-mainz", COROGARI.replace("add up both your dice", "look at the sum of your two dice"),
         COROGARI.replace("add up both your dice", "look at the sum of your two dice").replace("1 cake", "2 cake"), "2 cake"),
    # the action spaces in a rulebook's words: the kinds after 'in', the order's 'so taken', the share's wish, the rooms'
    # cost per floor
    Pair("action-space dishes", "The player receives as many items as the strength of the action, in strudel and/or cake; "
         "the number of cakes so taken may never exceed the number of strudels.",
         "The player receives as many items as the strength of the action, in strudel and/or cake; "
         "the number of strudels so taken may never exceed the number of cakes.", "never more strudel than cake"),
    Pair("action-space drinks", "Take as many items as your strength, in wine or coffee; the coffee so taken may never "
         "exceed the wine.", "Take as many items as your strength, in wine or cake; the coffee so taken may never "
         "exceed the wine.", "does not follow the kinds"),
    # a card face's amount with no verb: 'items equal to the strength' is what the space takes
    Pair("action-space drinks", "Action 2, Drinks: items equal to the strength, wine and/or coffee (never more coffee than wine).",
         "Action 2, Drinks: items equal to the strength, wine and/or coffee (never more wine than coffee).", "does not follow the kinds"),
    Pair("action-space dishes", "Dishes: items equal to the strength of the action from strudel and cake, never more cake than strudel.",
         "Dishes: items equal to the strength of the action from strudel and wine, never more cake than strudel.", "does not follow"),
    Pair("action-space krones-and-emperor", "Divide the strength of this action between krones and steps on the Emperor "
         "track in any proportion you like.", "Divide the strength of this action between krones and VP in any "
         "proportion you like.", "VP"),
    Pair("action-space rooms", "The player may prepare up to as many rooms as the strength of the action, one after "
         "another, paying the cost of the respective floor for each.", "The player may prepare up to as many rooms as "
         "the strength of the action, one after another, paying the cost of the respective floor for each, for free.", "for free"),
]

test_boards12 = checker(PAIRS)
