"""tables16 (session 16): a card that pays by a count, a rank, a row, a colour or a die sum written as a table, a list
of (key -> value) pairs in any notation (compiler/textlex_tables16.py). Each class is said as five writers would say
it in their own register (card face, rulebook appendix, player aid, wiki, video narration, designer's shorthand, a
translated edition), in our own words, each with a wrong twin that puts one wrong value, or one swapped pair, into the
table: the twin must be flagged naming the difference."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

SPERL_ROWS = ("A dancer you place in the top row earns you 1 strudel, 1 wine and 1 coffee; one in the middle row 1 cake; "
              "one in the bottom row nothing. ")
SPERL_LOSS = " A player without a dancer here also loses 5 VP."


def sperl(scoring: str) -> str:
    """Zum Sperl's text with its ranking said as `scoring` (the rows and the loss as the card says them)."""
    return SPERL_ROWS + scoring + SPERL_LOSS


# ---- 1. a ranking keyed by 'the most': first place is whoever has the most, the next places 'second (most)' ----------

MOST_RANKED = [
    # card face: the key 'most dancers' and bare places after it
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored: most dancers here 15 VP, second 10, third 5, fourth 0."),
         sperl("When this ballroom is scored: most dancers here 15 VP, second 5, third 10, fourth 0."), "second"),
    # player aid: each key with its own colon, ordinals in digits
    Pair("ballroom zum-sperl", sperl("Scoring: most dancers here: 15 VP; 2nd most: 10 VP; 3rd most: 5 VP; 4th most: 0 VP."),
         sperl("Scoring: most dancers here: 15 VP; 2nd most: 10 VP; 3rd most: 4 VP; 4th most: 0 VP."), "third"),
    # rulebook appendix: 'the player with the most', then the places
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, the player with the most dancers here scores 15 VP, "
                                     "the second 10 VP, the third 5 VP and the fourth 0 VP."),
         sperl("When this ballroom is scored, the player with the most dancers here scores 12 VP, "
               "the second 10 VP, the third 5 VP and the fourth 0 VP."), "first"),
    # video narration: 'whoever has the most', 'second most gets'
    Pair("ballroom zum-sperl", sperl("When it scores, whoever has the most dancers here gets 15 VP, second most gets 10 VP, "
                                     "third most gets 5 VP and fourth most gets 0 VP."),
         sperl("When it scores, whoever has the most dancers here gets 15 VP, second most gets 10 VP, "
               "third most gets 5 VP."), "fourth"),
    # translated edition: 'the player who has the most ... receives', 'the one with the second most'
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, the player who has the most dancers here receives "
                                     "15 VP, the one with the second most 10 VP, the third most 5 VP, the fourth most 0 VP."),
         sperl("When this ballroom is scored, the player who has the most dancers here receives "
               "15 VP, the one with the second most 15 VP, the third most 5 VP, the fourth most 0 VP."), "second"),
]

test_most_ranked = checker(MOST_RANKED)

# ---- 2. a table keyed by row: the row, a separator ('->', '=', '→', ','), what a dancer placed there gives ------------

BRIDGE_SCORING = (" When this ballroom is scored, each player scores 7 VP for every complete pair of their dancers here (an odd "
                  "dancer left over scores nothing); a player without a dancer here loses 5 VP.")
APOLLO_SCORING = (" When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times "
                  "the value of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.")

ROW_KEYED = [
    # player aid: arrows
    Pair("ballroom zur-kettenbruecke", "Top row -> 5 VP, middle row -> 2 VP, bottom row -> nothing." + BRIDGE_SCORING,
         "Top row -> 5 VP, middle row -> 3 VP, bottom row -> nothing." + BRIDGE_SCORING, "3 VP"),
    # designer's shorthand: equals signs and plus signs
    Pair("ballroom zur-kettenbruecke", "Top row = +5 VP, middle row = +2 VP, bottom row = nothing." + BRIDGE_SCORING,
         "Top row = +4 VP, middle row = +2 VP, bottom row = nothing." + BRIDGE_SCORING, "4 VP"),
    # rulebook appendix: the row set off by a comma after the first
    Pair("ballroom zur-kettenbruecke", "A dancer in the top row gets 5 VP; in the middle row, 2 VP; in the bottom row, nothing."
         + BRIDGE_SCORING,
         "A dancer in the top row gets 5 VP; in the middle row, 1 VP; in the bottom row, nothing." + BRIDGE_SCORING, "1 VP"),
    # translated edition: typeset arrows between semicolons
    Pair("ballroom apollosaal", "Top row → 3 krones; middle row → 2 krones; bottom row → nothing." + APOLLO_SCORING,
         "Top row → 2 krones; middle row → 3 krones; bottom row → nothing." + APOLLO_SCORING, "krones"),
    # video narration: each row, a comma, its bonus
    Pair("ballroom apollosaal", "Top row, 3 krones; middle row, 2 krones; bottom row, nothing." + APOLLO_SCORING,
         "Top row, 3 krones; middle row, 2 VP; bottom row, nothing." + APOLLO_SCORING, "VP"),
]

test_row_keyed = checker(ROW_KEYED)

# ---- 3. a table keyed by a count, with no 'score by' before it: the first key says what is counted -------------------

ODEON_ROWS = ("A dancer you place in the top row scores 3 VP, and you may occupy 1 vacant room of any colour; for one in the "
              "middle row you may occupy 1 vacant room of any colour on floors 1 to 3; one in the bottom row gives nothing. ")

COUNT_KEYED = [
    # player aid: a colon after each key, the counted noun said in the first keys only
    Pair("ballroom odeonsaal", ODEON_ROWS + "Scoring: 0 dancers: -5 VP; 1 dancer: 1 VP; 2: 4 VP; 3: 9 VP; 4: 16 VP; 5+: 25 VP.",
         ODEON_ROWS + "Scoring: 0 dancers: -5 VP; 1 dancer: 1 VP; 2: 4 VP; 3: 8 VP; 4: 16 VP; 5+: 25 VP.", "8"),
    # designer's shorthand: '=' and bars
    Pair("ballroom odeonsaal", ODEON_ROWS + "Scoring: no dancer = -5 VP | 1 = 1 VP | 2 = 4 VP | 3 = 9 VP | 4 = 16 VP | 5+ = 25 VP.",
         ODEON_ROWS + "Scoring: no dancer = -5 VP | 1 = 1 VP | 2 = 4 VP | 3 = 9 VP | 4 = 15 VP | 5+ = 25 VP.", "15"),
    # wiki: 'is worth', the loss for none said last
    Pair("ballroom odeonsaal", ODEON_ROWS + "When it is scored, 1 dancer is worth 1 VP, 2 dancers 4 VP, 3 dancers 9 VP, 4 dancers "
         "16 VP, 5 or more 25 VP, and no dancer at all costs you 5 VP.",
         ODEON_ROWS + "When it is scored, 1 dancer is worth 1 VP, 2 dancers 4 VP, 3 dancers 9 VP, 4 dancers "
         "16 VP, 5 or more 20 VP, and no dancer at all costs you 5 VP.", "20"),
    # rulebook appendix: a comma between each key and its value
    Pair("ballroom odeonsaal", ODEON_ROWS + "When this ballroom is scored: 0 dancers, -5 VP; 1 dancer, 1 VP; 2 dancers, 4 VP; "
         "3 dancers, 9 VP; 4 dancers, 16 VP; 5 or more dancers, 25 VP.",
         ODEON_ROWS + "When this ballroom is scored: 0 dancers, -5 VP; 1 dancer, 1 VP; 2 dancers, 9 VP; "
         "3 dancers, 4 VP; 4 dancers, 16 VP; 5 or more dancers, 25 VP.", "4"),
    # translated edition: each key with its verb
    Pair("ballroom odeonsaal", ODEON_ROWS + "When this ballroom is scored, 0 dancers give -5 VP, 1 dancer gives 1 VP, 2 dancers "
         "give 4 VP, 3 dancers give 9 VP, 4 dancers give 16 VP and 5 or more dancers give 25 VP.",
         ODEON_ROWS + "When this ballroom is scored, 0 dancers give -5 VP, 1 dancer gives 2 VP, 2 dancers "
         "give 4 VP, 3 dancers give 9 VP, 4 dancers give 16 VP and 5 or more dancers give 25 VP.", "2"),
]

test_count_keyed = checker(COUNT_KEYED)

# ---- 4. places and their points said apart: one place a sentence, or the places in a row and their points in another --

GROUPS_NEEDED = "You need at least 6 fully occupied room groups in your hotel. "

PLACES_APART = [
    # card face: one place per line, each with its colon
    Pair("objective 112", GROUPS_NEEDED + "First: 15 VP. Second: 10 VP. Third: 5 VP.",
         GROUPS_NEEDED + "First: 15 VP. Second: 10 VP. Third: 4 VP.", "4"),
    # designer's shorthand: the ranking, then the places and their points slash by slash in a sentence of their own
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, players are ranked by their number of dancers here. "
                                     "1st/2nd/3rd/4th: 15/10/5/0 VP."),
         sperl("When this ballroom is scored, players are ranked by their number of dancers here. "
               "1st/2nd/3rd/4th: 15/5/10/0 VP."), "second"),
    # rulebook appendix: the ranking said, then each place a sentence
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, players are ranked by their number of dancers here. "
                                     "First: 15 VP. Second: 10 VP. Third: 5 VP. Fourth: 0 VP."),
         sperl("When this ballroom is scored, players are ranked by their number of dancers here. "
               "First: 15 VP. Second: 10 VP. Third: 5 VP."), "fourth"),
    # wiki: the places and the points side by side after the ranking
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, players are ranked by their number of dancers here: "
                                     "1st/2nd/3rd/4th = 15/10/5/0 VP."),
         sperl("When this ballroom is scored, players are ranked by their number of dancers here: "
               "1st/2nd/3rd/4th = 15/10/6/0 VP."), "6"),
    # translated edition: 'place' after each ordinal, a sentence each
    Pair("objective 112", GROUPS_NEEDED + "First place: 15 VP. Second place: 10 VP. Third place: 5 VP.",
         GROUPS_NEEDED + "First place: 15 VP. Second place: 12 VP. Third place: 5 VP.", "12"),
]

test_places_apart = checker(PLACES_APART)

# ---- 5. a ranking in each row on its own, keyed by 'the most', with who takes part said with it --------------------

STRAUSS_ROWS = ("A dancer you place in the top row moves your Emperor marker 3 steps forward, one in the middle row 1 step, "
                "one in the bottom row nothing. ")
STRAUSS_LOSS = " A player without any dancer in this ballroom loses 5 VP."


def strauss(scoring: str) -> str:
    """Goldener Strauss's text with its rankings said as `scoring` (the rows and the loss as the card says them)."""
    return STRAUSS_ROWS + scoring + STRAUSS_LOSS


ROW_BY_ROW = [
    # video narration: each row on its own, 'whoever has the most', who takes part said last
    Pair("ballroom goldener-strauss", strauss("When it scores, each row is scored on its own: whoever has the most dancers in "
                                              "that row gets 7 VP, second most gets 2 VP, and you need at least one dancer in "
                                              "a row to score there."),
         strauss("When it scores, each row is scored on its own: whoever has the most dancers in "
                 "that row gets 7 VP, second most gets 5 VP, and you need at least one dancer in "
                 "a row to score there."), "5 VP"),
    # rulebook appendix: who takes part said first, then the places
    Pair("ballroom goldener-strauss", strauss("When this ballroom is scored, each row is scored separately: among players with "
                                              "at least 1 dancer in that row, the one with the most dancers scores 7 VP and the "
                                              "second 2 VP."),
         strauss("When this ballroom is scored, each row is scored separately: among players with "
                 "at least 1 dancer in that row, the one with the most dancers scores 2 VP and the "
                 "second 7 VP."), "first 2 VP"),
    # wiki: 'in every row', the places, then who takes part after a semicolon
    Pair("ballroom goldener-strauss", strauss("When this ballroom is scored, in every row the player with the most dancers "
                                              "there scores 7 VP and the second most 2 VP; only players with at least one "
                                              "dancer in that row take part."),
         strauss("When this ballroom is scored, in every row the player with the most dancers "
                 "there scores 6 VP and the second most 2 VP; only players with at least one "
                 "dancer in that row take part."), "6 VP"),
    # player aid: the rows said separately, the places with colons
    Pair("ballroom goldener-strauss", strauss("Scoring: each row separately, most dancers 7 VP; 2nd most: 2 VP; you need at "
                                              "least 1 dancer in a row to rank in it."),
         strauss("Scoring: each row separately, most dancers 7 VP; 2nd most: 3 VP; you need at "
                 "least 1 dancer in a row to rank in it."), "3 VP"),
    # translated edition: 'ranked on its own', who takes part as what a player must have
    Pair("ballroom goldener-strauss", strauss("When this ballroom is scored, each row is ranked on its own: the player who has "
                                              "the most dancers in it receives 7 VP, the second receives 2 VP; a player must "
                                              "have at least one dancer in the row to be ranked."),
         strauss("When this ballroom is scored, each row is ranked on its own: the player who has "
                 "the most dancers in it receives 7 VP, the second receives 2 VP."), "at least one"),
]

test_row_by_row = checker(ROW_BY_ROW)

# ---- 6. a count-keyed table after its own lead, each key with a verb or a sign before its value --------------------

KAUFMAN_HEAD = ("Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and may take 1 more guest for free once the starting "
                "guests are chosen and the queue refilled (the queue refills again). The owner's café has 4 tables, and the "
                "owner may take 2 guests per turn, the second after the guest step and its refill, at its usual cost. Guests "
                "whose orders the owner completes go face down onto a pile of their own instead of the discard pile; at the "
                "end of every round, the owner scores by the number of guests completed that round: ")
KAUFMAN_TAIL = "; the pile is then discarded."
NINAS_HEAD = ("Before the auction, 1 random objective card of each group A, B and C, from those not in play, is laid beside it. "
              "Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee, and those objective cards become the owner's personal "
              "objectives. Each time the owner completes one of them on their turn, the owner scores 15 VP in rounds 1 to 3, "
              "10 VP in rounds 4 and 5, and 5 VP in rounds 6 and 7; that objective is then turned face down. Common objectives "
              "are claimed as usual. At the end of the game, the owner scores by the number of objectives completed, personal "
              "and common together: ")

LED_ENTRIES = [
    # video narration: 'it pays by how many', each key with its verb, the unit said in the first entries only
    Pair("ballroom odeonsaal", ODEON_ROWS + "When it is scored, it pays by how many dancers you have here: 0 costs you 5 VP, "
         "1 gives 1 VP, 2 give 4, 3 give 9, 4 give 16 and 5 or more give 25.",
         ODEON_ROWS + "When it is scored, it pays by how many dancers you have here: 0 costs you 5 VP, "
         "1 gives 1 VP, 2 give 4, 3 give 9, 4 give 15 and 5 or more give 25.", "15"),
    # rulebook appendix: 'bring'
    Pair("hotel-entrance kaufman", KAUFMAN_HEAD + "2 guests bring 1 VP, 3 guests bring 3 VP, 4 guests bring 6 VP, 5 or more bring "
         "9 VP" + KAUFMAN_TAIL,
         KAUFMAN_HEAD + "2 guests bring 1 VP, 3 guests bring 2 VP, 4 guests bring 6 VP, 5 or more bring 9 VP" + KAUFMAN_TAIL, "2 VP"),
    # designer's shorthand: '=' with the unit said once at the end
    Pair("ballroom odeonsaal", ODEON_ROWS + "When this ballroom is scored, each player scores by their number of dancers here: "
         "0 = -5, 1 = 1, 2 = 4, 3 = 9, 4 = 16, 5 or more = 25 VP.",
         ODEON_ROWS + "When this ballroom is scored, each player scores by their number of dancers here: "
         "0 = -5, 1 = 1, 2 = 4, 3 = 8, 4 = 16, 5 or more = 25 VP.", "8"),
    # player aid: arrows between semicolons
    Pair("hotel-entrance ninas-melange", NINAS_HEAD + "4 -> 3 VP; 5 -> 6 VP; 6+ -> 10 VP.",
         NINAS_HEAD + "4 -> 3 VP; 5 -> 7 VP; 6+ -> 10 VP.", "7"),
    # wiki: 'are worth'
    Pair("hotel-entrance ninas-melange", NINAS_HEAD + "4 are worth 3 VP, 5 are worth 6 VP, 6 or more are worth 10 VP.",
         NINAS_HEAD + "4 are worth 3 VP, 5 are worth 6 VP, 6 or more are worth 12 VP.", "12"),
]

test_led_entries = checker(LED_ENTRIES)

# ---- 7. the table's zero key said alone: 'no dancer here: -5 VP' is what a player without a dancer here loses ----------

BRIDGE_ROWS = "A dancer you place in the top row scores 5 VP, one in the middle row 2 VP, one in the bottom row nothing. "
BRIDGE_PAIRS = "When this ballroom is scored, each player scores 7 VP for every complete pair of their dancers here"

ZERO_KEY = [
    # card face: the zero key with a colon, a sentence of its own
    Pair("ballroom zur-kettenbruecke", BRIDGE_ROWS + BRIDGE_PAIRS + ". 0 dancers here: -5 VP.",
         BRIDGE_ROWS + BRIDGE_PAIRS + ". 0 dancers here: -3 VP.", "3 VP"),
    # player aid: 'no dancer' and a comma, after a semicolon
    Pair("ballroom zur-kettenbruecke", BRIDGE_ROWS + BRIDGE_PAIRS + "; no dancer here, -5 VP.",
         BRIDGE_ROWS + BRIDGE_PAIRS + "; no dancer here, -7 VP.", "7 VP"),
    # designer's shorthand: an equals sign
    Pair("ballroom zur-kettenbruecke", BRIDGE_ROWS + BRIDGE_PAIRS + ". No dancers here = -5 VP.",
         BRIDGE_ROWS + BRIDGE_PAIRS + ". No dancers here = -6 VP.", "6 VP"),
    # wiki: the zero key first, right after the occasion
    Pair("ballroom zum-sperl", SPERL_ROWS + "When this ballroom is scored: no dancer here, -5 VP; players are ranked by their "
         "number of dancers here: first 15 VP, second 10 VP, third 5 VP, fourth 0 VP.",
         SPERL_ROWS + "When this ballroom is scored: no dancer here, -2 VP; players are ranked by their "
         "number of dancers here: first 15 VP, second 10 VP, third 5 VP, fourth 0 VP.", "2 VP"),
    # translated edition: an arrow
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored, players are ranked by their number of dancers here: "
                                     "first 15 VP, second 10 VP, third 5 VP, fourth 0 VP.")[:-len(SPERL_LOSS)] + " 0 dancers here -> -5 VP.",
         sperl("When this ballroom is scored, players are ranked by their number of dancers here: "
               "first 15 VP, second 10 VP, third 5 VP, fourth 0 VP.")[:-len(SPERL_LOSS)] + " 0 dancers here -> -4 VP.", "4 VP"),
]

test_zero_key = checker(ZERO_KEY)

# ---- 1b. a ballroom's ranking by 'the most dancers' with no place said: the dancers in this ballroom ----------------

MOST_HERE = [
    # card face: the occasion, then the key with no 'here'
    Pair("ballroom zum-sperl", sperl("When this ballroom is scored: most dancers 15 VP, second 10, third 5, fourth 0."),
         sperl("When this ballroom is scored: most dancers 15 VP, second 10, third 0, fourth 5."), "third"),
    # player aid: the zero key and the ranking after 'Scoring:'
    Pair("ballroom zum-sperl", SPERL_ROWS + "Scoring: no dancer here, -5 VP; most dancers 15 VP, second 10, third 5, fourth 0.",
         SPERL_ROWS + "Scoring: no dancer here, -5 VP; most dancers 15 VP, second 10, third 5.", "fourth"),
]

test_most_here = checker(MOST_HERE)

# ---- 8. a table keyed by colour: each colour, a separator, what it gives ------------------------------------------

STROUP_HEAD = ("Its winner takes 1 strudel, 1 cake, 1 wine and 1 coffee. Whenever the first room of one of the owner's room "
               "groups becomes occupied, by any means")

COLOUR_KEYED = [
    # player aid: '=' and slashes
    Pair("hotel-entrance stroup", STROUP_HEAD + ": blue = 3 VP / red = 2 krones / yellow = 2 Emperor steps.",
         STROUP_HEAD + ": blue = 3 VP / red = 3 krones / yellow = 2 Emperor steps.", "3 krones"),
    # rulebook appendix: the verb before the table's colon, a colon after each colour
    Pair("hotel-entrance stroup", STROUP_HEAD + ", the owner gains: blue: 3 VP, red: 2 krones, yellow: 2 Emperor steps.",
         STROUP_HEAD + ", the owner gains: blue: 3 VP, red: 2 krones, yellow: 2 VP.", "Emperor track"),
    # designer's shorthand: no separator inside an entry, slashes between them
    Pair("hotel-entrance stroup", STROUP_HEAD + ": blue 3 VP / red 2 krones / yellow 2 Emperor steps.",
         STROUP_HEAD + ": blue 2 VP / red 2 krones / yellow 2 Emperor steps.", "2 VP"),
    # wiki: a comma inside each entry, semicolons between them
    Pair("hotel-entrance stroup", STROUP_HEAD + ", the owner gains by colour: blue, 3 VP; red, 2 krones; yellow, 2 Emperor steps.",
         STROUP_HEAD + ", the owner gains by colour: blue, 2 krones; red, 3 VP; yellow, 2 Emperor steps.", "blue"),
    # translated edition: typeset arrows
    Pair("hotel-entrance stroup", STROUP_HEAD + ", the owner receives according to the group's colour: blue → 3 VP, red → 2 "
         "krones, yellow → 2 Emperor steps.",
         STROUP_HEAD + ", the owner receives according to the group's colour: blue → 3 VP, red → 2 "
         "VP, yellow → 2 Emperor steps.", "2 krones"),
]

test_colour_keyed = checker(COLOUR_KEYED)

# ---- 9. a ranking's values said another way: the value before its place, 'the most' as first, no unit, 'nothing' -----

RANKED_HERE = "When this ballroom is scored, players are ranked by their number of dancers here: "

RANK_VALUES = [
    # rulebook appendix: each value before its place ('15 VP for the most')
    Pair("ballroom zum-sperl", sperl(RANKED_HERE + "15 VP for the most, 10 VP for second, 5 VP for third, 0 for fourth."),
         sperl(RANKED_HERE + "15 VP for the most, 5 VP for second, 10 VP for third, 0 for fourth."), "second"),
    # translated edition: 'the most receives', the unit said once
    Pair("ballroom zum-sperl", sperl(RANKED_HERE + "the most receives 15 victory points, the second 10, the third 5, the fourth 0."),
         sperl(RANKED_HERE + "the most receives 15 victory points, the second 10, the third 5."), "fourth"),
    # video narration: numbers as words, no unit at all, 'nothing' for the last place
    Pair("ballroom zum-sperl", sperl(RANKED_HERE + "the player with the most scores fifteen, second place scores ten, third "
                                     "place five and fourth place nothing."),
         sperl(RANKED_HERE + "the player with the most scores fifteen, second place scores five, third "
               "place ten and fourth place nothing."), "second"),
    # wiki: each row ranked, the most with no count said again
    Pair("ballroom goldener-strauss", strauss("When this ballroom is scored, each row is ranked separately by dancers in it: the "
                                              "most receives 7 VP, the second 2, only players with at least one dancer in that "
                                              "row taking part."),
         strauss("When this ballroom is scored, each row is ranked separately by dancers in it: the "
                 "most receives 7 VP, the second 3, only players with at least one dancer in that "
                 "row taking part."), "3 VP"),
    # player aid: the value before each place, in each row
    Pair("ballroom goldener-strauss", strauss("When this ballroom is scored, each row is ranked on its own by the number of "
                                              "dancers in it, among the players with at least one dancer there: 7 VP for the "
                                              "most, 2 VP for second."),
         strauss("When this ballroom is scored, each row is ranked on its own by the number of "
                 "dancers in it, among the players with at least one dancer there: 7 VP for the "
                 "most, 1 VP for second."), "1 VP"),
]

test_rank_values = checker(RANK_VALUES)
