"""A translated edition's syntax (session 15, transl15; compiler/textlex_transl15.py and the lexicon's
[translated-syntax]): English written in a German or French order, with the source's prepositions. Each class is said
by five writers in different registers (our own words), each with a wrong twin that changes one fact the sentence
carries and is named: the normalised order must keep every number, place, cost and negation."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

A4 = "Reward: You may prepare 1 room for free. Penalty: Remove 1 vacant room from the highest floor possible. "
MORE_B = "Reward: Draw 3 staff cards and receive 4 victory points. Penalty: Give back 3 staff cards from your hand"

# A redundant subordinator after a lead that already is one ('Each time when', 'Every time if'), and 'always when'
# ('immer wenn', 'toujours quand') for 'whenever'. The twin changes the die's face or what is gained.
SUBORDINATOR = (
    # translated card face
    Pair("staff 12", "Each time when you take a die with the value 3 or 4, you receive 2 victory points.",
         "Each time when you take a die with the value 3 or 5, you receive 2 victory points.", "5"),
    # translated rulebook appendix
    Pair("staff 16", "Always when you take a die showing 4, you receive 4 victory points.",
         "Always when you take a die showing 4, you receive 4 krones.", "4 krones"),
    # player aid of a translated edition
    Pair("celebrity pablo-picasso", "1 VP. Every time when you receive champagne, you receive also 1 dish or drink of your "
         "choice and 1 VP.", "1 VP. Every time when you receive champagne, you receive also 1 dish or drink of your choice "
         "and 2 VP.", "2 VP"),
    # fan wiki written by a French speaker
    Pair("staff 20", "Every time if you take a die showing 5, you may, before or after the action, advance 2 steps on the "
         "Emperor track.", "Every time if you take a die showing 6, you may, before or after the action, advance 2 steps on "
         "the Emperor track.", "6"),
    # designer's draft
    Pair("staff 18", "Every time when you take a die showing 5, your action gets 2 more strength.",
         "Every time when you take a die showing 5, your action gets 3 more strength.", "3"),
)

# 'without to' + a verb, 'without that you' + a verb ('ohne zu', 'sans que'): 'without' and the verb's gerund. The
# twin says it of a card whose act has a cost, or changes the act.
WITHOUT_TO = (
    # translated card face of an Emperor tile
    Pair("emperor-tile A4", "Reward: You may prepare 1 room without to pay. Penalty: Remove 1 vacant room from the highest "
         "floor possible. If this is not possible, you lose 5 victory points.",
         "Reward: You may prepare 2 rooms without to pay. Penalty: Remove 1 vacant room from the highest floor possible. If "
         "this is not possible, you lose 5 victory points.", "2 rooms"),
    # translated rulebook
    Pair("guest 118", "As reward you may take 1 guest from the queue without that you pay for him.",
         "As reward you may take 2 guests from the queue without that you pay for them.", "2"),
    # player aid: said on a card whose room has its usual cost, the twin is named
    Pair("guest 50", "Reward: draw 1 staff card; you may prepare 1 room.",
         "Reward: draw 1 staff card; you may prepare 1 room without to pay.", "for free"),
    # wiki
    Pair("guest 104", "His reward: you may play 1 staff card from your hand without to pay.",
         "His reward: you may play 2 staff cards from your hand without to pay.", "2"),
    # designer's draft
    Pair("guest 118", "Reward: may take 1 guest from the queue, without to pay.",
         "Reward: may take 1 guest from the queue, without to pay, and 1 wine.", "wine"),
)

# The source's prepositions: 'out of your hand' (from), 'after your choice' / 'at choice' (of your choice), 'exchange
# ... against' (for). The twin names another place, amount or owner.
PREPOSITIONS = (
    # translated card face
    Pair("staff 177", "Once per round you go back 2 steps on the Emperor track and play 1 staff card out of your hand for "
         "up to 3 krones less.", "Once per round you go back 2 steps on the Emperor track and play 1 staff card out of your "
         "kitchen for up to 3 krones less.", "kitchen"),
    # translated rulebook
    Pair("guest 104", "Reward: you may play 1 staff card out of your hand for free.",
         "Reward: you may play 1 staff card out of your kitchen for free.", "kitchen"),
    # player aid
    Pair("guest 54", "Reward: you receive 1 dish or drink at choice and 2 krones.",
         "Reward: you receive 2 dishes or drinks at choice and 2 krones.", "2 dishes or drinks"),
    # wiki
    Pair("guest 54", "The reward: 1 dish or drink after your choice and 2 krones.",
         "The reward: 1 dish or drink after your choice and 3 krones.", "3 krones"),
    # designer's draft
    Pair("celebrity albert-einstein", "1 VP. Once this round you may exchange up to 4 dishes and drinks out of your kitchen "
         "against the same number of other dishes and drinks.", "1 VP. Once this round you may exchange up to 3 dishes and "
         "drinks out of your kitchen against the same number of other dishes and drinks.", "3"),
)

# A condition said by inversion at a clause's opening ('Is this not possible, ...', 'Have you not so many, ...', 'Can
# you not pay, ...'): 'If this is not possible, ...'. The 'not' stays; the twin changes what is lost.
INVERSION = (
    # translated card face
    Pair("emperor-tile A4", A4 + "Is this not possible, you lose 5 victory points.",
         A4 + "Is this not possible, you lose 7 victory points.", "7 VP"),
    # translated rulebook
    Pair("emperor-tile more-b", MORE_B + "; have you not so many, you lose 7 victory points.",
         MORE_B + "; have you not so many, you lose 5 victory points.", "5 VP"),
    # player aid
    Pair("emperor-tile B2", "Reward: 5 krones. Penalty: Pay 5 krones. Can you not pay them, you lose 7 victory points.",
         "Reward: 5 krones. Penalty: Pay 5 krones. Can you not pay them, you lose 5 victory points.", "5 VP"),
    # wiki
    Pair("emperor-tile more-b", MORE_B + ". Do you not have so many, you lose 7 VP.",
         MORE_B + ". Do you not have so many, you lose 7 krones.", "krones"),
    # designer's draft
    Pair("emperor-tile A4", A4 + "Is that not possible, lose 5 VP.", A4 + "Is that not possible, lose 6 VP.", "6 VP"),
)

# Adverbs in the source's places: 'one single time' (once), a timing between the modal and its verb ('you may before
# or after the action prepare 1 room'), an adverb after its verb ('she goes always into a ballroom', 'you receive also').
# The twin changes the amount or the die.
ADVERBS = (
    # translated card face
    Pair("staff 14", "When you take a die with 1 or 2, you may before or after the action prepare 1 room of any colour, "
         "paying the normal cost.", "When you take a die with 1 or 2, you may before or after the action prepare 2 rooms of "
         "any colour, paying the normal cost.", "2 rooms"),
    # translated rulebook
    Pair("staff 20", "When you take a die with the 5, you may before or after the action go 2 steps forward on the Emperor "
         "track.", "When you take a die with the 5, you may before or after the action go 3 steps forward on the Emperor "
         "track.", "3 steps"),
    # player aid
    Pair("celebrity albert-einstein", "1 VP. One single time this round you may exchange up to 4 dishes and drinks from your "
         "kitchen for the same number of other dishes and drinks.", "1 VP. One single time this round you may exchange up "
         "to 2 dishes and drinks from your kitchen for the same number of other dishes and drinks.", "2"),
    # wiki
    Pair("guest 187", "They go always into a room. Reward: go 4 steps up the Emperor track; you may occupy 1 vacant room of "
         "any colour.", "They go always into a ballroom. Reward: go 4 steps up the Emperor track; you may occupy 1 vacant "
         "room of any colour.", "ballroom"),
    # designer's draft
    Pair("guest 188", "She goes always into a room, never into a ballroom.",
         "She goes always into a ballroom, never into a room.", "ballroom"),
)

# The source's own condition words: 'Should you be unable to ...' (the verb only marks the condition), 'in the case
# that' ('im Falle, dass', 'au cas où'), 'at the moment when' ('au moment où'). The twin changes what is lost or taken.
SOURCE_CONDITIONS = (
    # translated card face
    Pair("emperor-tile B2", "Reward: 5 krones. Penalty: Pay 5 krones. Should you be unable to pay, you lose 7 victory points.",
         "Reward: 5 krones. Penalty: Pay 5 krones. Should you be unable to pay, you lose 8 victory points.", "8 VP"),
    # translated rulebook
    Pair("emperor-tile A4", A4 + "Should this not be possible, you lose 5 victory points.",
         A4 + "Should this not be possible, you lose 5 krones.", "krones"),
    # player aid
    Pair("emperor-tile more-b", MORE_B + ". In the case that you cannot, you lose 7 VP.",
         MORE_B + ". In the case that you cannot, you lose 4 VP.", "4 VP"),
    # wiki
    Pair("staff 12", "At the moment when you take a die showing 3 or 4, you receive 2 victory points.",
         "At the moment when you take a die showing 2 or 4, you receive 2 victory points.", "2"),
    # designer's draft
    Pair("staff 16", "In the moment where you take a die showing 4: +4 VP.",
         "In the moment where you take a die showing 4: +5 VP.", "5 VP"),
)

# The source's modality: 'you have the possibility to', 'one has the right to' ('avoir la possibilité de', 'das Recht
# haben'): 'you may'. The twin changes what may be done.
MODALITY = (
    # translated card face
    Pair("guest 50", "Reward: You draw 1 staff card; then you have the possibility to prepare 1 room.",
         "Reward: You draw 1 staff card; then you have the possibility to prepare 2 rooms.", "2 rooms"),
    # translated rulebook
    Pair("guest 118", "As reward, one has the right to take 1 guest from the queue for free.",
         "As reward, one has the right to take 2 guests from the queue for free.", "2"),
    # player aid
    Pair("guest 104", "Reward: you have the right to play 1 staff card from your hand for free.",
         "Reward: you have the right to play 1 staff card from your hand and 1 wine for free.", "wine"),
    # wiki
    Pair("emperor-tile A4", "Reward: You have the possibility to prepare 1 room for free. Penalty: Remove 1 vacant room from "
         "the highest floor possible. If this is not possible, you lose 5 victory points.",
         "Reward: You have the possibility to prepare 1 room for free. Penalty: Remove 2 vacant rooms from the highest floor "
         "possible. If this is not possible, you lose 5 victory points.", "2"),
    # designer's draft
    Pair("staff 20", "Die 5: you have the permission to go 2 steps up the Emperor track, before or after the action.",
         "Die 5: you have the permission to go 4 steps up the Emperor track, before or after the action.", "4 steps"),
)

# A die's face said with the source's noun: 'a die with the eyes 3' ('Augenzahl'), 'with the face 5' ('la face 5'),
# 'with 4 pips': 'a die showing'. The twin changes the face.
DIE_FACES = (
    # translated card face
    Pair("staff 12", "Each time you take a die with the eyes 3 or 4, you receive 2 victory points.",
         "Each time you take a die with the eyes 3 or 6, you receive 2 victory points.", "6"),
    # translated rulebook
    Pair("staff 16", "When you take a die with the face 4, you receive 4 victory points.",
         "When you take a die with the face 1, you receive 4 victory points.", "1"),
    # player aid
    Pair("staff 18", "When you take a die with 5 pips, your action has 2 more strength.",
         "When you take a die with 2 pips, your action has 2 more strength.", "2"),
    # wiki
    Pair("staff 14", "When you take a die with the number 1 or 2, you may prepare 1 room of any colour before or after the "
         "action, paying the normal cost.", "When you take a die with the number 1 or 3, you may prepare 1 room of any "
         "colour before or after the action, paying the normal cost.", "3"),
    # designer's draft
    Pair("staff 20", "Die with the eyes 5: you may go 2 steps up the Emperor track, before or after the action.",
         "Die with the eyes 6: you may go 2 steps up the Emperor track, before or after the action.", "6"),
)

test_a_redundant_subordinator = checker(SUBORDINATOR)
test_the_source_condition_words = checker(SOURCE_CONDITIONS)
test_the_source_modality = checker(MODALITY)
test_a_die_face_said_with_the_source_noun = checker(DIE_FACES)
test_without_to = checker(WITHOUT_TO)
test_the_source_prepositions = checker(PREPOSITIONS)
test_a_condition_by_inversion = checker(INVERSION)
test_adverbs_in_the_source_places = checker(ADVERBS)
