"""Lexicon entries of the seventh round (lex7: the blocks headed '# lex7' in compiler/cardtext.toml), taken from the
words the development sets' paraphrases held that the reader did not know (W303: fresh4a/b, paraphrases-dev5a/b,
fresh3a/b, fresh2). Each entry has a pair: a right wording that uses it passes, and the same wording with one fact
wrong is still flagged, naming the difference (an entry that let a wrong text through would show here).

Words with two readings in this game are added only inside the phrase that reads one way: 'anything' only after
'without paying' or a negated 'cost' ('pay anything' says no amount), 'though' only in 'as though it were your own'
('though' alone is 'but'), 'push' only with what is pushed ('push it', 'push your marker'), 'knocked' only with 'off'.
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

CHURCHILL = "He's worth 1 VP, and every time your Emperor marker moves forward you may push it 1 step further."
ODEONSAAL = ("A dancer that lands in the top row scores 3 VP, and you may occupy 1 vacant room of any colour; for one in the "
             "middle row you may occupy 1 vacant room of any colour on floors 1 to 3; one in the bottom row gives nothing. When "
             "this ballroom is scored, each player scores by their number of dancers here: none -5 VP, 1 dancer 1 VP, 2 dancers "
             "4 VP, 3 dancers 9 VP, 4 dancers 16 VP, 5 or more 25 VP.")
APOLLOSAAL = ("A dancer in the top row gives you 3 krones, in the middle row 2 krones, in the bottom row nothing. At scoring, "
              "each player gets 1 VP per dancer here multiplied by the value of their highest row; a player with no dancer here "
              "loses 5 VP.")
APOLLOSAAL_LANDS = ("A player whose dancer lands in the top row collects 3 krones, one in the middle row 2 krones, one in the bottom "
                    "row nothing. When this ballroom is scored, each player scores 1 VP for each point of their number of dancers "
                    "here times the value of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer "
                    "here loses 5 VP.")
RED_GUEST = ("Once in the game, upon completing the order of a red guest consisting of at least three items, one receives three "
             "wine and three coffee.")
CLAIMERS = ("You need four or more occupied red rooms and three or more occupied yellow rooms. The first, second and third "
            "claimers score 15, 10 and 5 VP.")
COPIED = ("During final scoring, choose one final-scoring staff card that an opponent has played and score it as though it "
          "were your own.")
LIES = "4 VP. Carry out the main action of an action space on which a die lies, without taking a die and without boosting it."

YELLOW_GUEST = "Once per game, when the player completes the order of a yellow guest asking for at least three items, the player collects 6 krones."
COPY_IN_PLAY = "Final scoring: copy 1 final-scoring staff card an opponent has in play and score it as if it were yours."
TAKEN = "As soon as you play it, you complete one guest's order with items taken from the supply."
ROOMS_116 = ("The player must have at least 4 occupied yellow rooms and at least 3 occupied blue rooms. The first three players to "
             "claim it score 15, 10 and 5 VP respectively.")
TOP_FLOOR = ("The player needs at least three occupied rooms on floor 4, the top floor of the hotel. The first, second and third "
             "claimers score 15, 10 and 5 VP.")
COLUMNS = "The player claims this objective with at least two completely occupied columns. The first three claims are worth 15, 10 and 5 VP."
KITCHEN = ("You claim it when your kitchen holds at least three strudel, three cake, three wine and three coffee at the same time. "
           "The first three claims get 15, 10 and 5 VP.")
FLOORS = ("You need at least two floors of your hotel on which every room is occupied. Whoever gets there first takes 15 VP, the "
          "next player 10 and the third 5.")
WHATEVER = ("When you check him in you can go 1 step up the Emperor track and you can also occupy one of your vacant rooms, "
            "whatever its colour.")
QUEUE_FREE = ("She's worth 3 VP: you get 3 krones, and you can also take up to two guests from the queue without paying for any of "
              "them.")
CARDINAL = "The Cardinal scores you 14 VP when he checks in, with no other reward."

PAIRS = [
    # [same] "he's", "she's": the contraction of 'is'
    Pair("celebrity winston-churchill", CHURCHILL, CHURCHILL.replace("1 VP", "2 VP"), "own VP as 2"),
    Pair("guest 69", "She's worth 7 VP and gives you 3 krones.", "She's worth 8 VP and gives you 3 krones.", "own VP as 8"),
    # [VERB] "push it", "push your marker": a move; the steps and the direction still say which
    Pair("celebrity winston-churchill", CHURCHILL, CHURCHILL.replace("1 step", "2 steps"), "2 steps"),
    Pair("staff 45", "When you play it, push your marker 3 steps up the Emperor track.",
         "When you play it, push your marker 3 steps down the Emperor track.", "down"),
    # [LESS] "knocked off (its cost)": a discount
    Pair("guest 138", "Reward: gain 1 champagne, and you may play a staff card from your hand with 3 krones knocked off its cost.",
         "Reward: gain 1 champagne, and you may play a staff card from your hand with 2 krones knocked off its cost.", "2 krones less"),
    # [UNIT] "bottle(s) of champagne / wine"
    Pair("guest 141", "Reward: one bottle of champagne is received.", "Reward: one bottle of wine is received.", "1 wine"),
    Pair("guest 141", "Reward: gain a bottle of champagne.", "Reward: gain two bottles of champagne.", "2 champagne"),
    # [OPTION] "without paying anything (for them)", "for nothing": free
    Pair("guest 88", "You may prepare up to two rooms without paying anything for them.",
         "You may prepare up to three rooms without paying anything for them.", "up to 3 rooms for free"),
    Pair("guest 76", "You turn over the top three staff cards and may play one of them without paying anything, then the cards you "
         "did not play go to the bottom of the deck.",
         "You turn over the top four staff cards and may play one of them without paying anything, then the cards you "
         "did not play go to the bottom of the deck.", "top 4 staff cards"),
    Pair("guest 84", "He's worth 2 VP; you collect 3 krones and then you may take one more guest from the queue for nothing.",
         "He's worth 2 VP; you collect 2 krones and then you may take one more guest from the queue for nothing.", "2 krones"),
    # [MOD_FREE] "doesn't cost you a thing / anything": free, negated only
    Pair("staff 24", "Serving items from your kitchen to your guests doesn't cost you a thing.",
         "Taking guests from the queue doesn't cost you a thing.", "queue"),
    Pair("staff 24", "Serving items from your kitchen to your guests does not cost you anything.",
         "Taking guests from the queue does not cost you anything.", "queue"),
    # [PRICE] "each one costing"
    Pair("guest 57", "He's worth 1 VP, and you may prepare up to two rooms, each one costing a krone less than usual.",
         "He's worth 1 VP, and you may prepare up to two rooms, each one costing 2 krones less than usual.", "2 krones less"),
    # [COUNT] "multiplied by" for 'times' in a ballroom's scoring
    Pair("ballroom apollosaal", APOLLOSAAL, APOLLOSAAL.replace("gets 1 VP", "gets 2 VP"), "gain 2 VP per point"),
    # [ROW_LEAD] "a dancer that lands in", "a dancer landing in", "a player whose dancer lands in"
    Pair("ballroom odeonsaal", ODEONSAAL, ODEONSAAL.replace("scores 3 VP", "scores 4 VP"), "4 VP"),
    Pair("ballroom odeonsaal", ODEONSAAL.replace("that lands", "landing"), ODEONSAAL.replace("that lands", "landing").replace("top row", "middle row", 1),
         "top row: gain 3 VP"),
    Pair("ballroom apollosaal", APOLLOSAAL_LANDS, APOLLOSAAL_LANDS.replace("3 krones", "4 krones"), "4 krones"),
    # [ORDER_OF] "consisting of": a guest's order
    Pair("staff 168", RED_GUEST, RED_GUEST.replace("red guest", "blue guest"), "blue guest"),
    # [AND] "together with"
    Pair("objective 115", "To claim it you need four or more occupied red rooms together with three or more occupied yellow ones.",
         "To claim it you need four or more occupied red rooms together with three or more occupied blue ones.", "occupied blue rooms"),
    # [REQUIRE] "you qualify once you have (completed the orders of)", "you qualify with", "to qualify, you need"
    Pair("objective four-green-guests", "You qualify once you have completed the orders of at least four green guests.",
         "You qualify once you have completed the orders of at least four blue guests.", "4 blue guests"),
    Pair("objective 113", "You qualify with at least four occupied blue rooms and at least three occupied red rooms.",
         "You qualify with at least five occupied blue rooms and at least three occupied red rooms.", "at least 5 occupied blue rooms"),
    Pair("objective 113", "To qualify, you need at least four occupied blue rooms and at least three occupied red rooms.",
         "To qualify, you need at least four occupied blue rooms and at least three occupied yellow rooms.", "3 occupied yellow rooms"),
    # [spots-words] "claimer", "claimers": the three claims
    Pair("objective 115", CLAIMERS, CLAIMERS.replace("10 and", "8 and"), "15, 8, 5"),
    # [_] "and score it as though it were your own"
    Pair("staff 29", COPIED, COPIED.replace("During final scoring", "When you play this card"), "when played"),
    # [NOUN] "the main action of an action space on which a die lies"
    Pair("guest 97", LIES, LIES.replace("an action space on which a die lies", "any action space"), "any action space"),
    # [ORDER_OF] "asking for", "wanting": a guest's order
    Pair("staff 169", YELLOW_GUEST, YELLOW_GUEST.replace("yellow guest", "red guest"), "red guest"),
    Pair("staff 169", YELLOW_GUEST.replace("asking for", "wanting"), YELLOW_GUEST.replace("asking for", "wanting").replace("three", "four"),
         "4 or more items"),
    # [NOUN] "final-scoring staff card an opponent has in play"
    Pair("staff 29", COPY_IN_PLAY, COPY_IN_PLAY.replace("Final scoring:", "Once per round:"), "once per round"),
    # [_] "with items taken from the supply", "of the player's choice", "into the player's hand"
    Pair("staff 38", TAKEN, TAKEN.replace("As soon as you play it,", "Once per round,"), "once per round"),
    Pair("guest 160", "Gain 2 dishes or drinks of the player's choice and 1 champagne.",
         "Gain 3 dishes or drinks of the player's choice and 1 champagne.", "3 dishes or drinks"),
    Pair("guest 91", "3 staff cards are drawn into the player's hand.", "4 staff cards are drawn into the player's hand.", "draw 4 staff cards"),
    # [EVENT] "a guest whose order is done leaves your café", "... with a completed order leaves the player's café"
    Pair("staff 8", "When a green guest whose order is done leaves your café, you score 2 VP.",
         "When a blue guest whose order is done leaves your café, you score 2 VP.", "blue guest"),
    Pair("staff 6", "Whenever a blue guest with a completed order leaves the player's café, the player may move 1 step up the Emperor track.",
         "Whenever a red guest with a completed order leaves the player's café, the player may move 1 step up the Emperor track.", "red guest"),
    # [REQUIRE] 'the player must have / needs / must hold / claims this objective with', 'you claim it when your kitchen holds'
    Pair("objective 116", ROOMS_116, ROOMS_116.replace("3 occupied blue", "3 occupied red"), "3 occupied red rooms"),
    Pair("objective three-top-floor-rooms", TOP_FLOOR, TOP_FLOOR.replace("three occupied", "two occupied"), "at least 2 occupied rooms"),
    Pair("objective seven-champagne", "The player must hold at least seven champagne in their kitchen. Claims score 15, 10 and 5 VP in order.",
         "The player must hold at least six champagne in their kitchen. Claims score 15, 10 and 5 VP in order.", "at least 6 champagnes"),
    Pair("objective 110", COLUMNS, COLUMNS.replace("columns", "floors"), "fully occupied floors"),
    Pair("objective three-of-each-dish-and-drink", KITCHEN, KITCHEN.replace("three coffee", "two coffee"), "at least 2 coffees"),
    # [spots-words] "next": 'the next player 10'
    Pair("objective 109", FLOORS, FLOORS.replace("player 10", "player 8"), "15, 8, 5"),
    # [AND] "along with"
    Pair("guest 150", "He hands you one champagne along with 2 krones.", "He hands you one champagne along with 3 krones.", "3 krones"),
    # [ANY_COLOR] ", whatever its colour"
    Pair("guest 102", WHATEVER, WHATEVER.replace("1 step up", "2 steps up"), "2 steps"),
    # [OPTION] "without paying for any of them"
    Pair("guest 87", QUEUE_FREE, QUEUE_FREE.replace("up to two guests", "up to three guests"), "up to 3 guests"),
    # [OCCASION] "as her reward", "for serving her", "on checking her in"
    Pair("guest 136", "One champagne is received as her reward.", "Two champagne are received as her reward.", "2 champagne"),
    Pair("guest 144", "You receive one champagne for serving her.", "You receive one wine for serving her.", "1 wine"),
    Pair("guest 139", "Two champagne are gained on checking her in.", "Three champagne are gained on checking her in.", "3 champagne"),
    # [WORTH] "he scores you" (the card's own name read 'he'); [NO_REWARD] "with no other reward"
    Pair("guest 153", CARDINAL, CARDINAL.replace("14 VP", "13 VP"), "own VP as 13"),
    # [FACT] "always goes to a room / ballroom", "goes to a room, never to a ballroom"
    Pair("guest 188", "Goes to a room, never to a ballroom.", "Goes to a ballroom, never to a room.", "where the guest goes as ballroom"),
    Pair("guest 188", "She always goes to a room, never a ballroom.", "She always goes to a ballroom, never to a room.",
         "where the guest goes as ballroom"),
    # [COUNT_FILTER] "carrying one of your markers", "that has your marker on it"; [NOUN] "common objective card"
    Pair("staff 40", "At the end of the game you score 5 VP for every common objective card carrying one of your markers.",
         "At the end of the game you score 4 VP for every common objective card carrying one of your markers.", "gain 4 VP per objective card"),
    Pair("emperor-tile more-c", "Reward: you get 5 VP for each common objective card that has your marker on it. Penalty: you lose all your "
         "krones and give back every item in your kitchen.",
         "Reward: you get 5 VP for each common objective card that has your marker on it. Penalty: you lose all your "
         "krones and give back every wine in your kitchen.", "wine"),
    # [MAY] "gives you the chance to", "you have / get the chance to". Not "you're allowed to": it let fresh3's wrong "You're
    # allowed to play one staff card ..." (for 'up to two') be read, and then named by its 'may' instead of its number.
    Pair("guest 93", "Mr. Horsa gives you the chance to move one step up the Emperor track.",
         "Mr. Horsa gives you the chance to move two steps up the Emperor track.", "2 steps"),
    Pair("guest 93", "You have the chance to move one step up the Emperor track.", "You have the chance to move one step down the Emperor track.",
         "down"),
    Pair("guest 93", "You get the chance to move one step up the Emperor track.", "You get the chance to move one step down the Emperor track.",
         "down"),
    # [LESS] "below its cost", "less for it"
    Pair("guest 86", "The player may play one staff card at 3 krones below its cost.",
         "The player may play one staff card at 2 krones below its cost.", "2 krones less"),
    Pair("guest 94", "You may play one staff card, paying 1 krone less for it.", "You may play one staff card, paying 2 krones less for it.",
         "2 krones less"),
    # [OPTION] "to the ballrooms"
    Pair("guest 137", "The player gains 2 krones and may send up to 2 dancers to the ballrooms at their usual cost.",
         "The player gains 2 krones and may send up to 3 dancers to the ballrooms at their usual cost.", "up to 3 dancers"),
    # [MODIFIER] "pay no imitation fee" said as an imperative
    Pair("staff 17", "When you take a die showing 6: pay no imitation fee, and the action gets +1 strength.",
         "When you take a die showing 6: pay no imitation fee, and the action gets +2 strength.", "2 extra strength"),
    # [OCCASION] "with her reward"
    Pair("guest 157", "With her reward you may send a dancer to a ballroom and you may occupy one of your vacant rooms of any colour.",
         "With her reward you may send a dancer to a ballroom and you may occupy one of your vacant blue rooms.", "1 vacant blue room"),
    # [VERB] "pays you": paid to you, a gain ('he pays 3 krones' stays a payment)
    Pair("guest 85", "The Major pays you 3 krones.", "The Major pays 3 krones.", "pay 3 krones"),
    Pair("staff 169", "Bell card: once, when you complete the order of a yellow guest with 3 or more items, this card pays you 6 krones.",
         "Bell card: once, when you complete the order of a yellow guest with 3 or more items, this card pays you 5 krones.", "5 krones"),
    # [EVENT] "... leaves her owner's café"
    Pair("staff 7", "She costs 1 krone. Whenever a yellow guest whose order is complete leaves her owner's café, the owner collects 1 krone.",
         "She costs 1 krone. Whenever a yellow guest whose order is complete leaves her owner's café, the owner collects 2 krones.",
         "2 krones"),
    # [REMARK] "in addition to its regular scoring", "on top of its normal scoring (later)"
    Pair("guest 186", "Reward: the current ballroom is scored immediately, in addition to its regular scoring.",
         "Reward: gain 1 VP, in addition to its regular scoring.", "gain 1 VP"),
    Pair("guest 186", "Reward: the current ballroom is scored immediately, on top of its normal scoring later.",
         "Reward: gain 1 VP, on top of its normal scoring later.", "gain 1 VP"),
    # [_] "meets this objective" (as 'claims this objective'); [WORTH] "this one scores"; [VERB] "come away with"
    Pair("objective 107", "A player who has six or more staff cards in play meets this objective. The first, second and third claims "
         "score 15, 10 and 5 VP.", "A player who has five or more staff cards in play meets this objective. The first, second and third "
         "claims score 15, 10 and 5 VP.", "at least 5 staff cards"),
    Pair("guest 90", "This one scores 7 VP, and you come away with a wine and three krones.",
         "This one scores 6 VP, and you come away with a wine and three krones.", "own VP as 6"),
    Pair("guest 90", "This one scores 7 VP, and you come away with a wine and three krones.",
         "This one scores 7 VP, and you come away with a wine and two krones.", "2 krones"),
]

test_each_lex7_entry_passes_its_right_wording_and_names_its_wrong_one = checker(PAIRS)
