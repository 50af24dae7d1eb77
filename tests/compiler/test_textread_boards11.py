"""The Let's Waltz! boards read as shapes (compiler/textread_boards.py and the boards11 blocks of
compiler/cardtext.toml): a ballroom's places written '1st', '2nd'; a place's verb in the rank list; 'no bonus' for a row;
the tie rule said short; 'no dancer here' said as a condition before or after its act; 'otherwise' before a score per
dancer; the highest row said with any verb of standing there; a row led by a verb of placing. Each right wording passes
and the same wording with one fact wrong is flagged naming the difference."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

SPERL_ROWS = "Top row: gain 1 strudel, 1 wine and 1 coffee. Middle row: gain 1 cake. Bottom row: no bonus. "
KETTE_ROWS = "Top row: +5 VP. Middle row: +2 VP. Bottom row: no bonus. "
APOLLO_ROWS = "Top row: take 3 krones. Middle row: take 2 krones. Bottom row: no bonus. "

PAIRS = [
    # places written with digits, and a place's verb
    Pair("ballroom zum-sperl", SPERL_ROWS + "Scoring: players are ranked by their dancers here: 1st 15 VP, 2nd 10 VP, 3rd 5 VP, "
         "4th 0 VP. A player with no dancer here loses 5 VP.",
         SPERL_ROWS + "Scoring: players are ranked by their dancers here: 1st 15 VP, 2nd 8 VP, 3rd 5 VP, "
         "4th 0 VP. A player with no dancer here loses 5 VP.", "8 VP"),
    Pair("ballroom zum-sperl", SPERL_ROWS + "Scoring: players are ranked by their dancers here; 1st scores 15 VP, 2nd 10 VP, "
         "3rd 5 VP, 4th 0 VP. A player with no dancer here loses 5 VP.",
         SPERL_ROWS + "Scoring: players are ranked by their dancers here; 1st scores 15 VP, 2nd 10 VP, "
         "3rd 0 VP, 4th 5 VP. A player with no dancer here loses 5 VP.", "third 0 VP"),
    # 'no bonus' for a row: a bonus said there instead is the card's difference
    Pair("ballroom zum-sperl", SPERL_ROWS + "Scoring: players are ranked by their dancers here: first 15 VP, second 10 VP, "
         "third 5 VP, fourth 0 VP. A player with no dancer here loses 5 VP.",
         SPERL_ROWS.replace("Middle row: gain 1 cake", "Middle row: no bonus") + "Scoring: players are ranked by their "
         "dancers here: first 15 VP, second 10 VP, third 5 VP, fourth 0 VP. A player with no dancer here loses 5 VP.", "cake"),
    # the tie rule said short: a card without it (the Ren's sole majority) differs
    Pair("ballroom zum-sperl", SPERL_ROWS + "Scoring: players are ranked by their dancers here: first 15 VP, second 10 VP, "
         "third 5 VP, fourth 0 VP. Ties share the places. A player with no dancer here loses 5 VP.",
         SPERL_ROWS + "Scoring: players are ranked by their dancers here: first 15 VP, second 10 VP, "
         "third 5 VP, fourth 0 VP. Ties share the places. A player with no dancer here loses 6 VP.", "6 VP"),
    Pair("hotel-entrance the-ren", "Its winner takes 1 strudel, 1 cake, 1 wine and 1 extra champagne. Each row bonus the owner "
         "gains for sending a dancer is gained twice. Each time a ballroom is scored, the owner gains 4 VP for having strictly "
         "more dancers in it than every other player; a tie gives nothing.",
         "Its winner takes 1 strudel, 1 cake, 1 wine and 1 extra champagne. Each row bonus the owner "
         "gains for sending a dancer is gained twice. Each time a ballroom is scored, the owner gains 4 VP for having strictly "
         "more dancers in it than every other player. Tied players share the places.", "tie rule"),
    # 'no dancer' said as a condition after its act, or opening its clause with 'none'
    Pair("ballroom zur-kettenbruecke", KETTE_ROWS + "When this ballroom scores, you get 7 VP for every pair of your dancers "
         "here. If you have none here, you lose 5 VP.",
         KETTE_ROWS + "When this ballroom scores, you get 7 VP for every pair of your dancers here. If you have none here, "
         "you lose 3 VP.", "3 VP"),
    Pair("ballroom zur-kettenbruecke", KETTE_ROWS + "When the ballroom scores you earn 7 VP for every pair of your dancers in "
         "it, and you lose 5 VP if you have none there.",
         KETTE_ROWS + "When the ballroom scores you earn 7 VP for every pair of your dancers in it, and you gain 5 VP if you "
         "have none there.", "gains 5 VP"),
    Pair("ballroom apollosaal", APOLLO_ROWS + "Scoring: lose 5 VP if you have no dancer here; score 1 VP per dancer here "
         "times the highest row you reach.",
         APOLLO_ROWS + "Scoring: lose 5 VP if you have a dancer here; score 1 VP per dancer here "
         "times the highest row you reach.", "dancer"),
    # 'otherwise' before a score per dancer: the score is the card's; a fallback giving a flat amount is not
    Pair("ballroom apollosaal", APOLLO_ROWS + "Scoring: if you have no dancer here, lose 5 VP. Otherwise score 1 VP per "
         "dancer of yours here, multiplied by the value of the highest row you occupy here.",
         APOLLO_ROWS + "Scoring: if you have no dancer here, lose 5 VP. Otherwise score 2 VP per "
         "dancer of yours here, multiplied by the value of the highest row you occupy here.", "2 VP"),
    Pair("ballroom zur-kettenbruecke", KETTE_ROWS + "Scoring: a player with no dancer here loses 5 VP; otherwise you score "
         "7 VP per pair of dancers here.",
         KETTE_ROWS + "Scoring: a player with no dancer here loses 5 VP; otherwise you score 7 VP.", "fall"),
    # the highest row said with another verb of standing there; the row's value wrong is not read
    Pair("ballroom apollosaal", APOLLO_ROWS + "Scoring: a player with no dancer here loses 5 VP, and each player scores "
         "1 VP per dancer here times the number of the highest row they hold.",
         APOLLO_ROWS + "Scoring: a player with no dancer here loses 5 VP, and each player scores "
         "1 VP per dancer here times the number of the lowest row they hold.", "cannot read 'times'"),
    # the rows' values said after the highest row, each as the card counts them
    Pair("ballroom apollosaal", APOLLO_ROWS + "Scoring: a player with no dancer here loses 5 VP, and each player scores 1 VP "
         "for every dancer they have here multiplied by the highest row they occupy here, counting the bottom row as 1, the "
         "middle as 2 and the top as 3.",
         APOLLO_ROWS + "Scoring: a player with no dancer here loses 5 VP, and each player scores 1 VP "
         "for every dancer they have here multiplied by the highest row they occupy here, counting the bottom row as 1, the "
         "middle as 3 and the top as 5.", "cannot read"),
    # a row led by a verb of placing
    Pair("ballroom zur-kettenbruecke", "Putting a dancer in the top row gets you 5 VP, and in the middle row 2 VP. When the "
         "ballroom scores you earn 7 VP for every pair of your dancers in it. A player with no dancer here loses 5 VP.",
         "Putting a dancer in the top row gets you 2 VP, and in the middle row 5 VP. When the "
         "ballroom scores you earn 7 VP for every pair of your dancers in it. A player with no dancer here loses 5 VP.",
         "top row"),
]

REN_MOST = "Each time a ballroom is scored, you gain 4 VP if you alone have the most dancers there; a tie gives nothing."
REN_TAKES = "On winning: 1 strudel, 1 cake, 1 wine and 1 champagne. "
STROUP_ROOMS = ("Whenever the first room of one of your room groups becomes occupied, you gain according to the group's "
                "colour: 3 VP for blue, 2 krones for red, 2 Emperor steps for yellow.")

ENTRANCE_PAIRS = [
    # what the winner takes, with the winning said after it
    Pair("hotel-entrance the-ren", "The Ren: 1 strudel, 1 cake, 1 wine and 1 champagne to start. Every ballroom row bonus is "
         "taken twice. " + REN_MOST,
         "The Ren: 1 strudel, 1 cake, 1 wine and 2 champagne to start. Every ballroom row bonus is taken twice. " + REN_MOST,
         "2 champagne"),
    Pair("hotel-entrance stroup", "Stroup: 1 strudel, 1 cake, 1 wine and 1 coffee on taking it. " + STROUP_ROOMS,
         "Stroup: 1 strudel, 1 cake, 1 wine and 1 krone on taking it. " + STROUP_ROOMS, "krone"),
    Pair("hotel-entrance stroup", "Stroup starts you off with 1 strudel, 1 cake, 1 wine and 1 coffee. " + STROUP_ROOMS,
         "Stroup starts you off with 1 strudel, 1 cake, 2 wine and 1 coffee. " + STROUP_ROOMS, "2 wine"),
    # 'It gives you ...' opening an entrance's sentence, and an amount said once for a list
    Pair("hotel-entrance stroup", "It gives you one each of strudel, cake, wine and coffee. " + STROUP_ROOMS,
         "It gives you two each of strudel, cake, wine and coffee. " + STROUP_ROOMS, "2 cake"),
    # the doubled row bonus said with other verbs; a bonus tripled is not the card's
    Pair("hotel-entrance the-ren", REN_TAKES + "Each time you send a dancer, you get the row bonus twice. " + REN_MOST,
         REN_TAKES + "Each time you send a dancer, you get the row bonus three times. " + REN_MOST, "gained twice"),
    Pair("hotel-entrance the-ren", REN_TAKES + "Each ballroom row bonus is gained twice by the owner. " + REN_MOST,
         REN_TAKES + "Each ballroom row bonus is gained once by the owner. " + REN_MOST, "gained twice"),
    # the amount going to the player; the sole majority in brackets; a sentence opened by 'and'
    Pair("hotel-entrance the-ren", REN_TAKES + "You collect every ballroom row bonus twice. Each time a ballroom is scored, "
         "4 VP go to you if you alone have the most dancers there; a tie gives nothing.",
         REN_TAKES + "You collect every ballroom row bonus twice. Each time a ballroom is scored, "
         "5 VP go to you if you alone have the most dancers there; a tie gives nothing.", "5 VP"),
    Pair("hotel-entrance the-ren", "It gives you 1 strudel, 1 cake, 1 wine and 1 champagne, you collect every ballroom row "
         "bonus twice, and each time a ballroom is scored you earn 4 VP if you alone have the most dancers in it (a tie for "
         "the most earns nothing).",
         "It gives you 1 strudel, 1 cake, 1 wine and 1 champagne, you collect every ballroom row "
         "bonus twice, and each time a ballroom is scored you earn 4 VP if you alone have the most dancers in it (a tie for "
         "the most earns 2 VP).", "tie"),
    Pair("hotel-entrance the-ren", REN_TAKES + "You get every ballroom row bonus twice. And whenever a ballroom is scored, "
         "+4 VP if you alone have the most dancers there (a tie gets nothing).",
         REN_TAKES + "You get every ballroom row bonus twice. And whenever a dancer is sent, "
         "+4 VP if you alone have the most dancers there (a tie gets nothing).", "each time"),
    Pair("hotel-entrance the-ren", REN_TAKES + "You collect every ballroom row bonus twice. Each time a ballroom is scored, "
         "you get 4 VP if you alone have the most dancers in it. If you are tied for the most, you get nothing.",
         REN_TAKES + "You collect every ballroom row bonus twice. Each time a ballroom is scored, "
         "you get 4 VP if you have the most dancers in it. If you are tied for the most, you get nothing.", "most"),
]

CHATEAU_TAKES = "On taking it: 1 cake, 1 wine and 1 coffee, and you may prepare 2 more rooms at the start. "

BONUS_PAIRS = [
    # the tables by colour after a lead saying the group bonuses change, units left to the colour
    Pair("hotel-entrance chateau-paulwei", CHATEAU_TAKES + "Your group bonuses become, for groups of 1 to 4 rooms: blue 4, 8, "
         "13, 20; red 2, 4, 8, 13; yellow 2, 4, 8, 13.",
         CHATEAU_TAKES + "Your group bonuses become, for groups of 1 to 4 rooms: blue 4, 8, 13, 21; red 2, 4, 8, 13; "
         "yellow 2, 4, 8, 13.", "21"),
    Pair("hotel-entrance chateau-paulwei", CHATEAU_TAKES + "Your group bonuses become, for groups of 1 to 4 rooms: blue 4, 8, "
         "13, 20; red 2, 4, 8, 13; yellow 2, 4, 8, 13.",
         CHATEAU_TAKES.replace("2 more rooms", "3 more rooms") + "Your group bonuses become, for groups of 1 to 4 rooms: "
         "blue 4, 8, 13, 20; red 2, 4, 8, 13; yellow 2, 4, 8, 13.", "3 rooms"),
    # two colours alike, the sizes said with the colour or after the values
    Pair("hotel-entrance chateau-paulwei", CHATEAU_TAKES + "Your group bonuses change: blue groups of 1/2/3/4 give 4/8/13/20, "
         "red and yellow give 2/4/8/13.",
         CHATEAU_TAKES + "Your group bonuses change: red groups of 1/2/3/4 give 4/8/13/20, blue and yellow give 2/4/8/13.",
         "blue groups"),
    Pair("hotel-entrance chateau-paulwei", CHATEAU_TAKES + "It also changes your group bonuses: a blue group pays 4, 8, 13 or "
         "20 by size (1 to 4 rooms), and red and yellow groups pay 2, 4, 8 or 13.",
         CHATEAU_TAKES + "It also changes your group bonuses: a blue group pays 4, 8, 13 or 20 by size (1 to 4 rooms), "
         "and red groups pay 2, 4, 8 or 13.", "yellow"),
    # a unit said is kept: the colour's own unit passes, another is named
    Pair("hotel-entrance chateau-paulwei", CHATEAU_TAKES + "Your group bonuses become, for groups of 1 to 4 rooms: blue 4, 8, "
         "13 or 20 VP; red 2, 4, 8 or 13 krones; yellow 2, 4, 8 or 13.",
         CHATEAU_TAKES + "Your group bonuses become, for groups of 1 to 4 rooms: blue 4, 8, 13 or 20 krones; red 2, 4, 8 or "
         "13 krones; yellow 2, 4, 8 or 13.", "not krone"),
]

KOZI_TAKES = "On winning: gain 1 cake and 1 coffee. "
KOZI_MOVE = "you may move 1 die from a neighbouring action space onto that space, turning it to that space's number"

KOZI_PAIRS = [
    # when: before the action, said with other words; after it is not the card's
    Pair("hotel-entrance the-kozi-palace-vienna", KOZI_TAKES + "Before each action you take, " + KOZI_MOVE + " (1 and 6 are not "
         "neighbours).",
         KOZI_TAKES + "After each action you take, " + KOZI_MOVE + " (1 and 6 are not neighbours).", "cannot read 'each'"),
    Pair("hotel-entrance the-kozi-palace-vienna", KOZI_TAKES + "Each time before you use an action space, " + KOZI_MOVE + "; "
         "spaces 1 and 6 don't count as neighbours.",
         KOZI_TAKES + "Each time before you use an action space, " + KOZI_MOVE + "; spaces 1 and 5 don't count as neighbours.",
         "5"),
    # what is moved: one die from a neighbouring space; two dice, or from any space, is not read as the card's
    Pair("hotel-entrance the-kozi-palace-vienna", KOZI_TAKES + "Right before you use any action space, you may slide one die "
         "over from a neighbouring space onto it and turn it to that space's number.",
         KOZI_TAKES + "Right before you use any action space, you may slide two dice "
         "over from a neighbouring space onto it and turn them to that space's number.", "the card says each time you are about to use"),
    Pair("hotel-entrance the-kozi-palace-vienna", KOZI_TAKES + "Right before you use any action space, you may slide one die "
         "over from a neighbouring space onto it and turn it to that space's number.",
         KOZI_TAKES + "Right before you use any action space, you may slide one die "
         "over from any space onto it and turn it to that space's number.", "the card says each time you are about to use"),
    # two occasions in one sentence: the move is not read, so the frequency said wrong is never passed
    Pair("hotel-entrance the-kozi-palace-vienna", KOZI_TAKES + "Before you use an action space, you may move 1 die from a "
         "neighbouring space onto it, turning it to that space's number; spaces 1 and 6 are not neighbours.",
         KOZI_TAKES + "Once per round, before you use an action space, you may move 1 die from a "
         "neighbouring space onto it, turning it to that space's number; spaces 1 and 6 are not neighbours.",
         "the card says each time you are about to use"),
]

ODEON_ROWS = ("Top row: you may occupy 1 room of any colour, and you score 3 VP. Middle row: you may occupy 1 room of any colour "
              "on floors 1 to 3. Bottom row gives nothing. ")

TABLE_PAIRS = [
    # a table led by 'Scoring by ...': the ballroom's scoring; 'none' is 0
    Pair("ballroom odeonsaal", ODEON_ROWS + "Scoring by the number of your dancers here: none -5 VP, 1 dancer 1 VP, 2 dancers "
         "4 VP, 3 dancers 9 VP, 4 dancers 16 VP, 5 or more 25 VP.",
         ODEON_ROWS + "Scoring by the number of your dancers here: none -5 VP, 1 dancer 1 VP, 2 dancers "
         "4 VP, 3 dancers 8 VP, 4 dancers 16 VP, 5 or more 25 VP.", "8 VP"),
    # 'by how many', entries with the unit said once, a value lost said 'costs you'
    Pair("ballroom odeonsaal", ODEON_ROWS.replace("Bottom row gives nothing", "bottom: nothing") + "scoring by how many dancers "
         "you have here: 0 = -5 VP, 1 = 1, 2 = 4, 3 = 9, 4 = 16, 5 or more = 25",
         ODEON_ROWS.replace("Bottom row gives nothing", "bottom: nothing") + "scoring by how many dancers "
         "you have here: 0 = -5 VP, 1 = 1, 2 = 4, 3 = 9, 4 = 15, 5 or more = 25", "15 VP"),
    Pair("ballroom odeonsaal", ODEON_ROWS + "At scoring, score by the number of dancers here: 0 costs you 5 VP, 1 gives 1 VP, "
         "2 give 4, 3 give 9, 4 give 16, 5 or more give 25.",
         ODEON_ROWS + "At scoring, score by the number of dancers here: 0 costs you 3 VP, 1 gives 1 VP, "
         "2 give 4, 3 give 9, 4 give 16, 5 or more give 25.", "-3 VP"),
]

STROUP_TAKES = "Stroup: 1 strudel, 1 cake, 1 wine and 1 coffee on taking it. "

STROUP_PAIRS = [
    # the colour anywhere in its part, one gain each: a wrong amount, unit or colour is named
    Pair("hotel-entrance stroup", STROUP_TAKES + "The first occupied room in each blue group scores 3 VP, in each red group "
         "2 krones, and in each yellow group 2 steps on the Emperor track.",
         STROUP_TAKES + "The first occupied room in each blue group scores 2 VP, in each red group "
         "2 krones, and in each yellow group 2 steps on the Emperor track.", "2 VP"),
    Pair("hotel-entrance stroup", STROUP_TAKES + "Then whenever the first room of a group gets occupied: blue gives 3 VP, red "
         "gives 2 krones, yellow moves you 2 up the Emperor track.",
         STROUP_TAKES + "Then whenever the first room of a group gets occupied: blue gives 3 VP, red "
         "gives 2 VP, yellow moves you 2 up the Emperor track.", "2 VP"),
    Pair("hotel-entrance stroup", STROUP_TAKES + "Whenever the first room of one of your groups becomes occupied, you score 3 "
         "VP if the group is blue, gain 2 krones if it is red, or move 2 spaces up the Emperor track if it is yellow.",
         STROUP_TAKES + "Whenever the first room of one of your groups becomes occupied, you score 3 "
         "VP if the group is red, gain 2 krones if it is blue, or move 2 spaces up the Emperor track if it is yellow.", "blue"),
    # a loss, a step down or a vacant room is not read as the card's gain
    Pair("hotel-entrance stroup", STROUP_TAKES + "Whenever the first room of a blue group becomes occupied, 3 VP are scored; "
         "of a red group, 2 krones are gained; of a yellow group, the Emperor marker is advanced 2 steps.",
         STROUP_TAKES + "Whenever the first room of a blue group becomes occupied, 3 VP are lost; "
         "of a red group, 2 krones are gained; of a yellow group, the Emperor marker is advanced 2 steps.",
         "blue room groups becomes occupied: gain 3 VP; the text does not say so"),
    Pair("hotel-entrance stroup", STROUP_TAKES + "Each time the first room of one of your room groups becomes occupied: for a "
         "blue group you get 3 VP, for a red group you get 2 krones, and for a yellow group you move 2 steps up the Emperor "
         "track.",
         STROUP_TAKES + "Each time the first room of one of your room groups becomes occupied: for a "
         "blue group you get 3 VP, for a red group you get 2 krones, and for a yellow group you move 2 steps down the Emperor "
         "track.", "yellow room groups becomes occupied: move 2 steps up the Emperor track; the text does not say so"),
    Pair("hotel-entrance stroup", STROUP_TAKES + "The first occupied room in each blue group scores 3 VP, in each red group "
         "2 krones, and in each yellow group 2 steps on the Emperor track.",
         STROUP_TAKES + "The first vacant room in each blue group scores 3 VP, in each red group "
         "2 krones, and in each yellow group 2 steps on the Emperor track.", "the card says each time the first room"),
]

COROGARI = ("When you gain this entrance, take 1 strudel and 1 wine. Whenever you take your second die in a round, add up both "
            "your dice: 6 or 8 - you may play 1 staff card from your hand at a 1-krone discount; 5 or 9 - take 1 strudel and 1 "
            "wine; 4 or 10 - take 1 krone and you may advance 1 on the Emperor track; 3 or 11 - take 1 cake and 1 coffee; 2 or "
            "12 - score 1 VP, and you may prepare 1 room of any colour for free.")

DASH_PAIRS = [
    # a table entry's numbers and what they give split by a dash
    Pair("hotel-entrance corogari-zant-mainz", COROGARI, COROGARI.replace("5 or 9 - take 1 strudel", "5 or 9 - take 2 strudel"),
         "2 strudel"),
    Pair("hotel-entrance corogari-zant-mainz", COROGARI, COROGARI.replace("3 or 11 - take", "3 or 10 - take"), "10"),
]

KAUFMAN_TAKES = "Kaufman: start with 1 strudel, 1 cake, 1 wine and 1 coffee, and you may take 1 guest from the queue free. "
KAUFMAN_TABLE = ("At the end of every round, score the guests whose orders you completed that round: 2 give 1 VP, 3 give 3 VP, "
                 "4 give 6 VP, 5 or more give 9 VP; fewer than 2 give nothing.")
KAUFMAN_CAFE = "Your café seats 4 guests and you may take up to 2 guests per turn. "

KAUFMAN_PAIRS = [
    Pair("hotel-entrance kaufman", KAUFMAN_TAKES + KAUFMAN_CAFE + KAUFMAN_TABLE,
         KAUFMAN_TAKES + KAUFMAN_CAFE.replace("seats 4", "seats 5") + KAUFMAN_TABLE, "5 tables"),
    Pair("hotel-entrance kaufman", KAUFMAN_TAKES + KAUFMAN_CAFE + KAUFMAN_TABLE,
         KAUFMAN_TAKES + KAUFMAN_CAFE + KAUFMAN_TABLE.replace("3 give 3 VP", "3 give 4 VP"), "4 VP"),
    # 'fewer than N give nothing' only where N is the table's lowest entry: said of a count the table pays, unread
    Pair("hotel-entrance kaufman", KAUFMAN_TAKES + KAUFMAN_CAFE + KAUFMAN_TABLE,
         KAUFMAN_TAKES + KAUFMAN_CAFE + KAUFMAN_TABLE.replace("fewer than 2", "fewer than 3"), "cannot read 'give'"),
    Pair("hotel-entrance kaufman", KAUFMAN_TAKES + KAUFMAN_CAFE + KAUFMAN_TABLE,
         KAUFMAN_TAKES + KAUFMAN_CAFE + KAUFMAN_TABLE.replace("fewer than 2 give nothing", "fewer than 2 give 1 VP"), "give"),
]

test_boards_read_as_shapes = checker(PAIRS)
test_kaufman_read_as_shapes = checker(KAUFMAN_PAIRS)
test_dash_entries_read = checker(DASH_PAIRS)
test_stroup_read_as_shapes = checker(STROUP_PAIRS)
test_score_tables_read_as_shapes = checker(TABLE_PAIRS)
test_kozi_read_as_shapes = checker(KOZI_PAIRS)
test_group_bonus_tables_read_as_shapes = checker(BONUS_PAIRS)
test_entrances_read_as_shapes = checker(ENTRANCE_PAIRS)
