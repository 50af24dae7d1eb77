"""giver16 (session 16): THE GIVER AS SUBJECT (compiler/textlex_giver16.py). 'You gain X' said with the card, its name,
a pronoun for it or one of its halves as the subject of a verb of giving, the player as the receiver or not named:
'he leaves you 1 coffee', 'this card awards its owner 6 krones', 'the Barista fills your kitchen with 4 coffee'.
Each shape is said as five writers in different registers would say it, in our own words, each with a wrong twin that
puts one wrong fact (the amount, the thing, the receiver or the polarity) into what the class reads."""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

# ---- 1. subject + verb of giving + receiver + what: 'she leaves you 1 coffee', 'it awards its owner 6 krones' --------

GIVES = [
    # translated edition: a guest's pronoun and a plain verb of leaving something behind
    Pair("guest 53", "When she checks in, she leaves you 1 coffee. You may also move 2 steps up the Emperor track.",
         "When she checks in, she leaves you 2 coffee. You may also move 2 steps up the Emperor track.", "2 coffee"),
    # fan wiki: the card's name as the subject, the player named as its receiver
    Pair("guest 150", "When he checks in or dances, the Consigliere awards the player 1 champagne and 2 krones.",
         "When he checks in or dances, the Consigliere awards the player 1 champagne and 3 krones.", "3 krones"),
    # card face: the card itself, 'it', and a verb of supplying
    Pair("staff 129", "Once per round, as an additional action, it supplies you 1 champagne.",
         "Once per round, as an additional action, it supplies you 1 coffee.", "coffee"),
    # designer's shorthand: no receiver at all, the verb alone says who gets it
    Pair("guest 150", "When he checks in or dances, he delivers 1 champagne and 2 krones.",
         "When he checks in or dances, he delivers 2 champagne and 2 krones.", "2 champagne"),
    # rulebook appendix: the half of the card as the subject, its host as the receiver
    Pair("guest 149", "When she checks in or dances, her reward provides her host 5 krones.",
         "When she checks in or dances, her reward provides her host 4 krones.", "4 krones"),
    # video narration: a verb of handing and the receiver named 'her host'
    Pair("guest 136", "When she checks in or dances, she hands her host 1 champagne.",
         "When she checks in or dances, she hands her host 1 wine.", "wine"),
    # player aid: 'yields' with the card as the subject
    Pair("guest 69", "This guest yields 3 krones.", "This guest yields 4 krones.", "4 krones"),
]
test_a_giver_subject_gives_what_you_gain = checker(GIVES)

# ---- 2. the receiver is part of what is checked: an opponent given it is not you -------------------------------------

RECEIVERS = [
    # fan wiki: the reward handed to the other players instead
    Pair("guest 149", "When she checks in or dances, she grants you 5 krones.",
         "When she checks in or dances, she grants each opponent 5 krones.", "opponent"),
    # translated edition: the card's own pronoun, then the same with every other player
    Pair("guest 150", "When he checks in or dances, it awards you 1 champagne and 2 krones.",
         "When he checks in or dances, it awards each opponent 1 champagne and 2 krones.", "opponent"),
]
test_the_receiver_is_read = checker(RECEIVERS)

# ---- 3. the polarity: a penalty that 'gives' is a gain, one that 'strips' you of something a loss --------------------

POLARITY = [
    # card face: a half said as the subject of a verb of taking away
    Pair("emperor-tile C1", "Reward: score 8 VP. Penalty: it strips you of 8 VP.",
         "Reward: score 8 VP. Penalty: it awards you 8 VP.", "gain"),
    # rulebook: the penalty as the subject of a verb of giving, on a tile whose penalty takes them
    Pair("emperor-tile C1", "Its reward awards you 8 VP. Its penalty deducts 8 VP from you.",
         "Its reward awards you 8 VP. Its penalty awards you 8 VP.", "gain"),
]
test_the_giver_s_polarity_is_read = checker(POLARITY)

# ---- 4. the thing arrives in your kitchen: 'fills your kitchen with 4 coffee', '4 cakes land in your kitchen' -------

ARRIVES = [
    # video narration: the card's name fills the kitchen
    Pair("staff 43", "The Barista fills your kitchen with 4 coffee as soon as you play her.",
         "The Barista fills your kitchen with 3 coffee as soon as you play her.", "3 coffee"),
    # teaching at the table: the things as the subject of a verb of arriving
    Pair("staff 39", "When you play her, four cakes land in your kitchen.",
         "When you play her, four coffee land in your kitchen.", "coffee"),
    # fan wiki: a verb of stocking, the card's pronoun
    Pair("staff 36", "When you play him, he stocks your kitchen with 4 wine.",
         "When you play him, he stocks your kitchen with 4 coffee.", "coffee"),
    # translated edition: the things 'arrive in' the kitchen
    Pair("staff 43", "When you play this card, 4 coffee arrive in your kitchen.",
         "When you play this card, 5 coffee arrive in your kitchen.", "5 coffee"),
    # designer's shorthand: the card puts them there
    Pair("staff 39", "When played, it puts 4 cake into your kitchen.",
         "When played, it puts 4 strudel into your kitchen.", "strudel"),
]
test_the_thing_arrives_in_your_kitchen = checker(ARRIVES)

# ---- 5. the receiver said after what is given: 'he hands 2 krones to his host' ----------------------------------------

RECEIVER_AFTER = [
    # rulebook appendix: the receiver after the things, named as the guest's host
    Pair("guest 150", "When he checks in or dances, he hands 1 champagne and 2 krones to his host.",
         "When he checks in or dances, he hands 1 champagne and 2 krones to each opponent.", "opponent"),
    # fan wiki: the card's pronoun, 'to the player'
    Pair("guest 149", "When she checks in or dances, she awards 5 krones to the player.",
         "When she checks in or dances, she awards 6 krones to the player.", "6 krones"),
    # translated edition: 'to you' at the clause's end
    Pair("guest 136", "When she checks in or dances, she delivers 1 champagne to you.",
         "When she checks in or dances, she delivers 1 coffee to you.", "coffee"),
    # card face: the tile's half gives to you
    Pair("emperor-tile C1", "Its reward grants 8 VP to you. Its penalty takes away 8 VP from you.",
         "Its reward grants 8 VP to you. Its penalty takes away 9 VP from you.", "9 VP"),
    # designer's shorthand: the tile as the subject, the receiver after
    Pair("emperor-tile C1", "Reward: the tile gives you 8 VP. Penalty: the tile takes away 8 VP from you.",
         "Reward: the tile gives you 8 VP. Penalty: the tile gives you 8 VP.", "gain"),
]
test_the_receiver_said_after_what_is_given = checker(RECEIVER_AFTER)

# ---- 6. the receiver as the subject of the passive, the giver unsaid: 'you are handed 2 krones' ----------------------

PASSIVE = [
    # translated edition: the player handed the reward
    Pair("guest 150", "When he checks in or dances, the player is handed 1 champagne and 2 krones.",
         "When he checks in or dances, the player is handed 1 champagne and 4 krones.", "4 krones"),
    # rulebook appendix: awarded, and fined for the penalty
    Pair("emperor-tile C1", "Reward: you are awarded 8 VP. Penalty: you are fined 8 VP.",
         "Reward: you are fined 8 VP. Penalty: you are fined 8 VP.", "lose 8 VP"),
    # video narration: granted
    Pair("guest 149", "When she checks in or dances, you are granted 5 krones.",
         "When she checks in or dances, you are charged 5 krones.", "lose 5 krones"),
    # player aid: paid
    Pair("guest 69", "Reward: you are paid 3 krones.", "Reward: you are paid 2 krones.", "2 krones"),
    # fan wiki: supplied
    Pair("staff 129", "Once per round, as an additional action, you are supplied 1 champagne.",
         "Once per round, as an additional action, you are supplied 1 wine.", "wine"),
]
test_the_receiver_as_the_subject_of_the_passive = checker(PASSIVE)

# ---- 7. a clause joined by 'and' keeps its subject: 'Play her and she hands you 4 cake' --------------------------------

JOINED = [
    # teaching at the table: the imperative, then the card giving
    Pair("staff 39", "Play her and she hands you 4 cake.", "Play her and she hands you 3 cake.", "3 cake"),
    # video narration: the arrival, then a word of timing after it
    Pair("staff 39", "When you play her, four cakes land in your kitchen right away.",
         "When you play her, two cakes land in your kitchen right away.", "2 cake"),
]
test_a_joined_giving_clause_keeps_its_subject = checker(JOINED)

# ---- 8. verbs of causing: what the card entitles you to, or has you do ------------------------------------------------

CAUSED = [
    # rulebook appendix: what the card entitles you to
    Pair("guest 149", "When she checks in or dances, she entitles you to 5 krones.",
         "When she checks in or dances, she entitles you to 6 krones.", "6 krones"),
    # teaching at the table: what she has you do
    Pair("guest 149", "When she checks in or dances, she has you take 5 krones.",
         "When she checks in or dances, she has you pay 5 krones.", "pay 5 krones"),
    # fan wiki: she gets you the krones (the lexicon's own), paid out to her host after
    Pair("guest 149", "When she checks in or dances, she pays out 5 krones to her host.",
         "When she checks in or dances, she pays out 5 krones to each opponent.", "opponent"),
]
test_what_the_card_causes_you_to_gain = checker(CAUSED)

# ---- 9. the Emperor as the giver of a tile's halves, and what a penalty costs -----------------------------------------

EMPEROR = [
    # video narration: the Emperor named as who gives and who takes
    Pair("emperor-tile C1", "Reward: the Emperor gives you 8 VP. Penalty: the Emperor takes 8 VP from you.",
         "Reward: the Emperor gives you 8 VP. Penalty: the Emperor gives you 8 VP.", "gain 8 VP"),
    # fan wiki: the Emperor's favour as the condition, then 'he' as the giver
    Pair("emperor-tile C1", "If the Emperor rewards you, he gives you 8 VP; if he punishes you, he takes 8 VP from you.",
         "If the Emperor rewards you, he gives you 8 VP; if he punishes you, he takes 6 VP from you.", "6 VP"),
    # designer's shorthand: what the penalty costs, after its lead
    Pair("emperor-tile C1", "Reward: score 8 VP. Penalty: it costs you 8 VP.",
         "Reward: score 8 VP. Penalty: it costs you 9 VP.", "9 VP"),
    # translated edition: the Emperor hands the reward to the player
    Pair("emperor-tile A1", "Reward: the Emperor hands the player 3 krones. Penalty: hand back 3 krones; a player who cannot pay all 3 loses 5 VP instead.",
         "Reward: the Emperor hands the player 2 krones. Penalty: hand back 3 krones; a player who cannot pay all 3 loses 5 VP instead.", "2 krones"),
    # card face: the Emperor strips you of VP
    Pair("emperor-tile C1", "Reward: score 8 VP. Penalty: the Emperor strips you of 8 VP.",
         "Reward: score 8 VP. Penalty: the Emperor awards you 8 VP.", "gain 8 VP"),
]
test_the_emperor_as_the_giver = checker(EMPEROR)

# ---- 10. the giving announces a list: 'she gives you two things: ...' (the count is the number of acts) ---------------

ANNOUNCED = [
    # teaching at the table: the count, then the acts after the colon
    Pair("guest 157", "She gives you two things: you may send one more dancer to a ballroom at the normal price, and you may occupy one extra vacant room of any colour.",
         "She gives you three things: you may send one more dancer to a ballroom at the normal price, and you may occupy one extra vacant room of any colour.", "things"),
    # rulebook appendix: the half as the giver
    Pair("guest 157", "Her reward gives you two things: you may send one more dancer to a ballroom at the normal price, and you may occupy one extra vacant room of any colour.",
         "Her reward gives you two things: you may send one more dancer to a ballroom at the normal price, and you may occupy one extra occupied room of any colour.", "occupied"),
    # fan wiki: the guest offers perks
    Pair("guest 157", "This guest offers two perks: you may send one more dancer to a ballroom at the normal price, and you may occupy one extra vacant room of any colour.",
         "This guest offers two perks: you may send two more dancers to a ballroom at the normal price, and you may occupy one extra vacant room of any colour.", "2 dancer"),
    # video narration: after her occasion, with the receiver named
    Pair("guest 157", "When she checks in or dances, she offers her host two perks: you may send one more dancer to a ballroom at the normal price, and you may occupy one extra vacant room of any colour.",
         "When she checks in or dances, she offers her host one perk: you may send one more dancer to a ballroom at the normal price, and you may occupy one extra vacant room of any colour.", "perk"),
]
test_the_giving_announces_a_list = checker(ANNOUNCED)


def test_a_card_s_own_price_stays_a_price() -> None:
    """'she costs 3 krones' is the card's price, not a giving: the giver reads no verb of costing for a card."""
    assert problems("staff 39", "She costs 3 krones. When you play her, you gain 4 cake.") == []
