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
]

test_each_lex7_entry_passes_its_right_wording_and_names_its_wrong_one = checker(PAIRS)
