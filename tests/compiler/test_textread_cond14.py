"""Conditions and events said without 'if' or 'when' (session 14, cond14; compiler/textread_cond14.py and the lexicon's
cond14 blocks). Each class is said by five writers in different registers (our own words), each with a wrong twin that
changes the condition or the event (or, where the class carries one fact, that fact) and is named."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

# The ballrooms' texts up to the sentence said in another shape (the card's own sentences, so only that one is read anew).
ZUM = ("A dancer you place in the top row earns you 1 strudel, 1 wine and 1 coffee; one in the middle row 1 cake; one in the "
       "bottom row nothing. When this ballroom is scored, players are ranked by their number of dancers here (whether a player "
       "without a dancer here takes a rank is not known): first 15 VP, second 10 VP, third 5 VP, fourth 0 VP. ")
KETTE = ("A dancer you place in the top row scores 5 VP, one in the middle row 2 VP, one in the bottom row nothing. When this "
         "ballroom is scored, each player scores 7 VP for every complete pair of their dancers here (an odd dancer left over "
         "scores nothing); ")
APOLLO = ("A dancer you place in the top row earns you 3 krones, one in the middle row 2 krones, one in the bottom row nothing. "
          "When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times the value "
          "of the highest row they reach (bottom 1, middle 2, top 3); ")
NO_PENALTY = "a player without a dancer in this ballroom loses 5 VP; the text does not say so"

# Who lacks a dancer said by anyone's name ('anyone', 'everyone', 'each player', 'players'), and 'with no', 'lacking',
# 'who does not have a': each player is meant, never you alone, as the card's 'a player without a dancer here'. The twin
# gives the dancer to them (unread, so the card's penalty is missing) or changes what they lose.
WHO_LACKS = (
    # video narration
    Pair("ballroom zum-sperl", ZUM + "Anyone with no dancer here at all loses 5 VP.",
         ZUM + "Anyone with a dancer here at all loses 5 VP.", NO_PENALTY),
    # rulebook appendix
    Pair("ballroom zur-kettenbruecke", KETTE + "any player without a dancer here loses 5 VP.",
         KETTE + "any player without a dancer here loses 3 VP.", "3 VP"),
    # player aid
    Pair("ballroom apollosaal", APOLLO + "everyone lacking a dancer here loses 5 VP.",
         APOLLO + "everyone lacking a dancer here scores 5 VP.", "gains 5 VP"),
    # translated edition
    Pair("ballroom zum-sperl", ZUM + "Each player who does not have a dancer here loses 5 VP.",
         ZUM + "Each player who does have a dancer here loses 5 VP.", NO_PENALTY),
    # wiki
    Pair("ballroom zur-kettenbruecke", KETTE + "players with no dancer here lose 5 VP.",
         KETTE + "players with no dancer here lose 5 krones.", "5 krones"),
)

# The card's own event named as a label ('Bonus:', 'Her perk:', 'What you get instead:', 'In return:'): the occasion a
# card of its kind acts on at once, as 'immediately' is (a guest's reward, a staff card played, an entrance obtained).
# The twin names another event in the label's place.
LABELS = (
    # designer's shorthand
    Pair("guest 58", "Bonus: may occupy 1 extra vacant room, any colour.",
         "Penalty: may occupy 1 extra vacant room, any colour.", "penalty"),
    # preview article
    Pair("guest 102", "The Conductor gives you 0 VP. What you get instead: you may go 1 step up the Emperor track, and you may "
         "occupy one vacant room of any colour in your hotel.",
         "The Conductor gives you 0 VP. What you get instead: you may go 1 step up the Emperor track, and you may "
         "occupy one vacant room of any colour in your hotel each time you play a staff card.", "each time you play a staff card"),
    # player aid
    Pair("guest 136", "Her perk: 1 champagne.", "Her perk: 1 champagne each time you play a staff card.", "each time you play a staff card"),
    # video narration
    Pair("guest 136", "What she gives you: 1 champagne.", "What she gives you: 2 champagne.", "2 champagne"),
    # card face of a staff card
    Pair("staff 21", "Bonus: 1 strudel, 1 cake, 1 wine and 1 coffee.",
         "Bonus: 1 strudel, 1 cake, 1 wine and 1 coffee at the end of the game.", "final scoring"),
    # translated edition, an entrance
    Pair("hotel-entrance stroup", "Starting bonus: +1 strudel, +1 cake, +1 wine, +1 coffee. Whenever the first room of one of "
         "the owner's room groups becomes occupied, by any means, the owner gains according to the group's colour: 3 VP for "
         "blue, 2 krones for red, 2 Emperor steps for yellow.",
         "Starting bonus: +1 strudel, +1 cake, +1 wine, +2 coffee. Whenever the first room of one of "
         "the owner's room groups becomes occupied, by any means, the owner gains according to the group's colour: 3 VP for "
         "blue, 2 krones for red, 2 Emperor steps for yellow.", "2 coffee"),
)

# An Emperor tile's half said as the Emperor's judgement of you: 'If the Emperor rewards you,', 'Should he frown on you,',
# 'Stand well in his favour and ...', 'Fall out of favour and ...', 'In his favour: ...'. The twin swaps the halves.
SWAPPED = "on the card that is the reward, and the other way round"
C4_PENALTY = "discard 1 of your played final-scoring staff cards; if you have none, you lose 10 VP instead."
EMPEROR_JUDGEMENT = (
    # video narration
    Pair("emperor-tile C1", "If the Emperor rewards you, you score 8 VP. If he punishes you, you lose 8 VP.",
         "If the Emperor rewards you, you lose 8 VP. If he punishes you, you score 8 VP.", SWAPPED),
    # preview article
    Pair("emperor-tile C4", "Stand well in his favour and you may play a staff card from your hand free of charge. "
         "Fall out of favour and you " + C4_PENALTY,
         "Fall out of favour and you may play a staff card from your hand free of charge. "
         "Stand well in his favour and you " + C4_PENALTY, SWAPPED),
    # rulebook appendix
    Pair("emperor-tile A1", "Should the Emperor favour you, receive 3 krones. Should he frown on you, hand back 3 krones; a "
         "player who cannot pay all 3 loses 5 VP instead.",
         "Should the Emperor frown on you, receive 3 krones. Should he favour you, hand back 3 krones; a "
         "player who cannot pay all 3 loses 5 VP instead.", SWAPPED),
    # wiki
    Pair("emperor-tile C3", "In his favour: score 2 VP for every staff card you have played. Out of his favour: lose "
         "2 VP for every staff card you have played.",
         "In his favour: score 3 VP for every staff card you have played. Out of his favour: lose "
         "2 VP for every staff card you have played.", "3 VP"),
    # translated edition
    Pair("emperor-tile C1", "If the Emperor is pleased with you, you score 8 VP. If the Emperor is displeased with you, you lose 8 VP.",
         "If the Emperor is displeased with you, you score 8 VP. If the Emperor is pleased with you, you lose 8 VP.", SWAPPED),
)

# A label's words inside a sentence stay as they were read before: 'a one-time bonus:' is the bell card's claim of how
# often it acts (compiler/textlex_cond14.py), never the card's event.
LABEL_INSIDE = (
    Pair("staff 166", "It's a one-time bonus: the first time you go 3 or more steps up the Emperor track in a single action, you may "
         "prepare up to 2 rooms of any colour, free of charge and already occupied.",
         "It's a one-time bonus: the first time you go 3 or more steps up the Emperor track in a single action, you may "
         "prepare up to 3 rooms of any colour, free of charge and already occupied.", "3 rooms"),
)

# The event said as a command joined by 'and' (to a doer or to what is done) or by a colon to what follows: 'When you
# ..., ...'. The twin names another event (a die's face, a die taken for a card played) or changes what it gives.
COMMANDS = (
    # card face of a staff card, the doer after 'and'
    Pair("staff 16", "Take a die showing 4 and he gives you 4 VP.", "Take a die showing 3 and he gives you 4 VP.", "showing 3"),
    # designer's shorthand, the verb after 'and'
    Pair("staff 21", "Hire him and get 1 strudel, 1 cake, 1 wine and 1 coffee.",
         "Take a die showing 4 and get 1 strudel, 1 cake, 1 wine and 1 coffee.", "each time you take a die showing 4"),
    # video narration, an action space used
    Pair("action-space rooms", "Use this space and you may prepare up to one room for each point of its strength.",
         "Use this space and you may prepare up to two rooms for each point of its strength.", "2 rooms per point"),
    # player aid, a colon after the command
    Pair("guest 136", "Serve her: 1 champagne.", "Take a die showing 4: 1 champagne.", "each time you take a die showing 4"),
    # preview article, a lasting effect after the card is hired
    Pair("staff 10", "Hire him and from then on you pay nothing to prepare red rooms. This card does not give you any extra "
         "action to prepare them.",
         "Hire him and from then on you pay nothing to prepare blue rooms. This card does not give you any extra "
         "action to prepare them.", "blue rooms"),
    # wiki, an action space chosen, then a colon
    Pair("action-space rooms", "Pick this space: you may prepare up to one room for each point of its strength.",
         "Pick this space: you may prepare up to one room for each point of its strength, then gain 1 krone.", "1 krone"),
)

# The event or the lack said as a thing done with 'with', or asked as a question ('Her order complete?', "Can't pay?",
# 'No vacant room?', "can't do both ->"): 'When her order is filled,', "If you can't pay,", 'If you have no vacant room,'.
# The twin changes what follows, or the event's or the lack's own words.
DONE_AND_ASKED = (
    # translated edition
    Pair("guest 136", "With her order filled, take 1 champagne.", "With her order filled, take 1 coffee.", "1 coffee"),
    # player aid
    Pair("guest 136", "Her order complete? Take 1 champagne.", "Her order complete? Take 2 champagne.", "2 champagne"),
    # designer's shorthand
    Pair("emperor-tile A1", "Reward: +3 K. Penalty: -3 K. Can't pay? -5 VP.", "Reward: +3 K. Penalty: -3 K. Can't pay? -7 VP.", "7 VP"),
    # video narration
    Pair("emperor-tile A4", "Reward: you may prepare one room at no cost. Penalty: take away one vacant room from the highest floor "
         "that has one. No vacant room? Lose 5 VP instead.",
         "Reward: you may prepare one room at no cost. Penalty: take away one vacant room from the highest floor "
         "that has one. No vacant room? Lose 7 VP instead.", "7 VP"),
    # playtest shorthand, an arrow
    Pair("emperor-tile more-a", "Reward: +2 K, +1 dish/drink of choice. Penalty: pay 2 K and return 1 dish/drink from kitchen; "
         "can't do both -> -5 VP.",
         "Reward: +2 K, +1 dish/drink of choice. Penalty: pay 2 K and return 1 dish/drink from kitchen; "
         "can't do both -> -7 VP.", "7 VP"),
    # rulebook appendix
    Pair("emperor-tile A1", "Reward: receive 3 krones. Penalty: hand back 3 krones; unable to pay them all? You lose 5 VP instead.",
         "Reward: receive 3 krones. Penalty: hand back 3 krones; unable to pay them all? You lose 3 VP instead.", "3 VP"),
)

# The card's own event said in the passive, or an action space used: 'When her rewards are taken,', 'When you use it,'.
PASSIVE_AND_USED = (
    Pair("guest 136", "When her rewards are taken, her host gains 1 champagne.",
         "When her rewards are taken, her host gains 1 champagne for each guest in your café.", "per guest"),
    Pair("guest 136", "Once his rewards are collected, you gain 1 champagne.",
         "Once his rewards are collected, each opponent gains 1 champagne.", "opponent"),
    Pair("action-space rooms", "When you use it, you may prepare up to one room for each point of its strength.",
         "When you use it, you may prepare up to one room for each point of its strength on floor 1.", "floor 1"),
)

# A fallback's lack said with what the thing was for ('if you have none to give up,', 'with none to remove,', 'if you have
# no vacant room to take away,'): the lack is the condition; what is lacked is still compared. The twin changes what is
# lacked or what is lost instead.
A4_REWARD = "Reward: you may prepare one room at no cost. Penalty: take away one vacant room from the highest floor; "
C4_REWARD = "Reward: you may play one staff card from your hand without paying. Penalty: discard 1 of your played final-scoring staff cards; "
B_REWARD = "Reward: you may send 1 dancer to a ballroom without paying any champagne. Penalty: take 1 of your dancers out of the middle ballroom; "
LACK_FOR_WHAT = (
    # rulebook appendix
    Pair("emperor-tile A4", A4_REWARD + "if you have none to remove, lose 5 VP instead.",
         A4_REWARD + "if you have none to remove, lose 7 VP instead.", "7 VP"),
    # preview article
    Pair("emperor-tile C4", C4_REWARD + "if you have none to give up, you lose 10 VP.",
         C4_REWARD + "if you have none to give up, you lose 8 VP.", "8 VP"),
    # wiki
    Pair("emperor-tile A4", A4_REWARD + "if you have no vacant room to take away, lose 5 VP instead.",
         A4_REWARD + "if you have no occupied room to take away, lose 5 VP instead.", "occupied room"),
    # designer's shorthand
    Pair("emperor-tile A4", A4_REWARD + "with none to remove, lose 5 VP instead.",
         A4_REWARD + "with none to remove, score 5 VP instead.", "gain 5 VP"),
    # translated edition
    Pair("emperor-tile ballrooms-b", B_REWARD + "if you have no dancer there to remove, lose 7 VP.",
         B_REWARD + "if you have no dancer there to remove, lose 5 VP.", "5 VP"),
)

# Who places a dancer, said as the subject of a row's bonus ('A player whose dancer takes a space in the top row receives
# 3 krones', 'Anyone who places a dancer in the top row ...'): the dancer you place there. The twin swaps the rows.
APOLLO_SCORED = (" When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times the "
                 "value of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.")
KETTE_SCORED = (" When this ballroom is scored, each player scores 7 VP for every complete pair of their dancers here (an odd dancer "
                "left over scores nothing); a player without a dancer here loses 5 VP.")
ROW_SWAPPED = "and the other way round"
WHO_PLACES = (
    # rulebook appendix
    Pair("ballroom apollosaal", "A player whose dancer takes a space in the top row receives 3 krones; one in the middle row "
         "receives 2 krones; the bottom row grants no bonus." + APOLLO_SCORED,
         "A player whose dancer takes a space in the middle row receives 3 krones; one in the top row "
         "receives 2 krones; the bottom row grants no bonus." + APOLLO_SCORED, ROW_SWAPPED),
    # video narration
    Pair("ballroom apollosaal", "Anyone who places a dancer in the top row receives 3 krones, one in the middle row 2 krones, one "
         "in the bottom row nothing." + APOLLO_SCORED,
         "Anyone who places a dancer in the middle row receives 3 krones, one in the top row 2 krones, one "
         "in the bottom row nothing." + APOLLO_SCORED, ROW_SWAPPED),
    # player aid
    Pair("ballroom zur-kettenbruecke", "Whoever sends a dancer to the top row scores 5 VP, one in the middle row 2 VP, one in the "
         "bottom row nothing." + KETTE_SCORED,
         "Whoever sends a dancer to the top row scores 5 VP, one in the middle row 3 VP, one in the "
         "bottom row nothing." + KETTE_SCORED, "3 VP"),
    # wiki
    Pair("ballroom zur-kettenbruecke", "Each player whose dancer lands in the top row scores 5 VP, one in the middle row 2 VP, one "
         "in the bottom row nothing." + KETTE_SCORED,
         "Each player whose dancer lands in the middle row scores 5 VP, one in the top row 2 VP, one "
         "in the bottom row nothing." + KETTE_SCORED, ROW_SWAPPED),
    # translated edition
    Pair("ballroom zur-kettenbruecke", "A player who puts a dancer in the top row scores 5 VP, one in the middle row 2 VP, one in "
         "the bottom row nothing." + KETTE_SCORED,
         "A player who puts a dancer in the top row loses 5 VP, one in the middle row 2 VP, one in "
         "the bottom row nothing." + KETTE_SCORED, "lose 5 VP"),
)

# Who lacks the thing, said after an Emperor tile's penalty in its sentence ('...; a player with no dancer there loses
# 7 VP'): the penalty's fallback, 'if you have no dancer there, lose 7 VP'. The twin changes what is lost, or what is lacked.
PENALTY_LACK = (
    # rulebook appendix
    Pair("emperor-tile ballrooms-b", B_REWARD.replace("take 1 of your dancers out of", "the player removes 1 of their dancers from")
         + "a player with no dancer there loses 7 VP.",
         B_REWARD.replace("take 1 of your dancers out of", "the player removes 1 of their dancers from")
         + "a player with no dancer there loses 5 VP.", "5 VP"),
    # video narration
    Pair("emperor-tile ballrooms-b", B_REWARD + "anyone without a dancer there loses 7 VP instead.",
         B_REWARD + "anyone without a dancer there loses 7 krones instead.", "7 krones"),
    # wiki
    Pair("emperor-tile A4", A4_REWARD + "a player with no vacant room loses 5 VP instead.",
         A4_REWARD + "a player with no occupied room loses 5 VP instead.", "occupied room"),
)

test_who_lacks_a_dancer = checker(WHO_LACKS)
test_who_places_a_dancer = checker(WHO_PLACES)
test_who_lacks_after_a_penalty = checker(PENALTY_LACK)
test_a_lack_with_what_it_was_for = checker(LACK_FOR_WHAT)
test_the_event_as_a_command = checker(COMMANDS)
test_the_event_done_or_asked = checker(DONE_AND_ASKED)
test_the_event_in_the_passive_and_a_space_used = checker(PASSIVE_AND_USED)
test_a_label_inside_a_sentence = checker(LABEL_INSIDE)
test_the_cards_event_as_a_label = checker(LABELS)
test_the_emperors_judgement = checker(EMPEROR_JUDGEMENT)
