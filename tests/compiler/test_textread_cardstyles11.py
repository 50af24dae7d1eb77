"""Card text in the registers card text is printed in (session 11): a player aid's '+1 champagne, +2 VP', a slash for
'or' ('dishes/drinks', 'and/or'), a bell card said by turning it face down, 'You may immediately ...', a celebrity's hold
said inside its trigger ('... this round', '... on your turn'), the card's heading (its name, the module it needs, a
guest's order as a bare list) before its printed VP, shorthand ('1x per round', 'Bell (one time):'), a discount set off
by a comma ('send 1 dancer, 1 champagne cheaper') and the card's user said in the third person ('in his kitchen').

Each reading: a right wording passes, the same wording with one fact wrong is flagged naming it (tests/compiler/textpairs.py).
"""
from __future__ import annotations

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker
from tests.compiler.test_textcheck_rules import problems

SIGN_PAIRS = (
    Pair("guest 52", "Reward: 1 strudel + 2 krones.", "Reward: 1 strudel + 3 krones.", "3 krones"),
    Pair("guest 52", "+1 strudel, +2 krones.", "+1 strudel, +2 cake.", "cake"),
    Pair("guest 52", "+1 strudel +2 krones.", "+1 strudel +3 krones.", "3 krones"),
    Pair("celebrity giacomo-puccini", "1 VP. While you hold him, whenever you play a staff card: +1 champagne, +2 VP.",
         "1 VP. While you hold him, whenever you play a staff card: +2 champagne, +2 VP.", "2 champagne"),
    Pair("guest 143", "Reward: take 2 dishes and/or drinks of your choice.", "Reward: take 3 dishes and/or drinks of your choice.", "3 dishes"),
    Pair("guest 143", "Reward: take 2 dishes/drinks of your choice.", "Reward: take 2 dishes/drinks of your choice, and 1 VP.", "1 VP"),
)

test_a_sign_said_for_a_word_is_read_as_it = checker(SIGN_PAIRS)


def test_a_plus_sign_opening_the_text_before_vp_is_the_printed_vp_and_a_slash_between_numbers_is_no_word() -> None:
    assert "VERB" not in [t.type for t in tokens("+1 VP. Reward: 1 champagne.")][:3]
    assert problems("objective 112", "6 fully occupied room groups. 15/10/5 VP.") == []
    said = problems("guest 155", "+1 VP. Reward: take 1 champagne, and you may prepare 1 room of any colour.")
    assert any("own VP as 1" in p for p in said), said  # the sign of a printed VP named, not read as a gain


BELL_PAIRS = (
    Pair("staff 167", "When you complete the order of a blue guest who ordered 3 or more items, you may turn this card face down: take 3 strudel and 3 cake.",
         "When you complete the order of a blue guest who ordered 3 or more items, you may turn this card face down: take 3 strudel and 2 cake.", "2 cake"),
    Pair("staff 169", "When its owner completes the order of a yellow guest of 3 or more items, they may turn this card face down and gain 6 krones.",
         "When its owner completes the order of a red guest of 3 or more items, they may turn this card face down and gain 6 krones.", "red"),
    Pair("staff 168", "Bell (one time): when you complete the order of a red guest with 3+ items: +3 wine, +3 coffee.",
         "Bell (one time): when you complete the order of a red guest with 3+ items: +3 wine, +3 cake.", "cake"),
    # turning the card face down said of a card that acts each time: the text says it acts once, and is flagged so
    Pair("staff 23", "Whenever one of your rooms becomes occupied, you gain 1 krone.",
         "Whenever one of your rooms becomes occupied, you may turn this card face down and gain 1 krone.", "bell card"),
)

test_turning_the_card_face_down_says_it_acts_once = checker(BELL_PAIRS)

NOW_PAIRS = (
    Pair("staff 127", "You may immediately send up to 2 dancers, the first for 2 champagne less, the second for 1 champagne less.",
         "You may immediately send up to 2 dancers, the first for 2 champagne less, the second for 2 champagne less.", "2 champagne less"),
    Pair("staff 45", "You immediately advance 3 spaces on the Emperor track.", "You immediately advance 2 spaces on the Emperor track.", "2 steps"),
    # 'immediately' on a guest is its reward, on a staff card when it is played: the kind says which
    Pair("guest 71", "You may immediately prepare 1 room without paying for it.", "Immediately prepare 1 room without paying for it.", "optional"),
)

test_now_said_before_the_verb_is_when_the_card_acts = checker(NOW_PAIRS)

HELD_PAIRS = (
    Pair("celebrity giacomo-puccini", "Each time you play a staff card this round, gain 1 champagne and 2 VP.",
         "Each time you play a staff card this round, gain 1 champagne and 3 VP.", "3 VP"),
    Pair("celebrity charlie-chaplin", "Until the end of the round, each time you score VP on your turn, you score 2 VP more.",
         "Until the end of the round, each time you score VP on your turn, you score 1 VP more.", "1 VP"),
)

test_a_celebritys_hold_said_inside_its_trigger = checker(HELD_PAIRS)

HEADING_PAIRS = (
    Pair("celebrity giacomo-puccini", "Ballrooms module. 1 VP. Whenever you play a staff card: gain 1 champagne and 2 VP.",
         "Ballrooms module. 2 VP. Whenever you play a staff card: gain 1 champagne and 2 VP.", "own VP as 2"),
    Pair("guest 140", "Waltz Queen. 15 VP. No reward.", "Waltz Queen. 14 VP. No reward.", "own VP as 14"),
    Pair("guest 68", "Princess. 2 strudel, 1 coffee. 4 VP. You may advance 3 on the Emperor track.",
         "Princess. 2 strudel, 2 coffee. 4 VP. You may advance 3 on the Emperor track.", "order as 2 coffee"),
    Pair("guest 50", "Musician. Order: 1 wine. 0 VP. Draw 1 staff card. You may prepare 1 room.",
         "Musician. Order: 1 wine. 2 VP. Draw 1 staff card. You may prepare 1 room.", "own VP as 2"),
)

test_printed_values_after_the_cards_heading_are_its_own = checker(HEADING_PAIRS)


def test_a_bare_list_of_items_is_an_order_only_as_a_sentence_heading_the_card() -> None:
    assert problems("guest 52", "1 strudel and 2 krones.") == []  # krones are no dish or drink: the reward, said bare
    assert problems("guest 68", "You may advance 3 on the Emperor track. 2 strudel, 1 coffee.") != []  # not heading: unread


SHORTHAND_PAIRS = (
    Pair("staff 128", "1x per round: pay 1 dish or drink from your kitchen to send 1 dancer, 1 champagne cheaper.",
         "1x per round: pay 1 dish or drink from your kitchen to send 1 dancer, 2 champagne cheaper.", "2 champagne"),
    Pair("staff 19", "Whenever you take a die with a value of 3, score 5 VP.", "Whenever you take a die with a value of 4, score 5 VP.", "showing 4"),
    Pair("staff 19", "Whenever you take a die valued at 3, score 5 VP.", "Whenever you take a die valued at 3, score 4 VP.", "4 VP"),
    Pair("staff 132", "Each time you place a marker on an objective card, gain 2 champagne.",
         "Each time you place a marker on an objective card, gain 2 krones.", "krones"),
    Pair("emperor-tile A3", "Reward: draw the top 3 staff cards and you may play one of them, paying 3 krones less than its cost; the others go "
         "under the deck. Penalty: return 2 staff cards from your hand beneath the staff deck; if you cannot, lose 5 VP.",
         "Reward: draw the top 3 staff cards and you may play one of them, paying 2 krones less than its cost; the others go "
         "under the deck. Penalty: return 2 staff cards from your hand beneath the staff deck; if you cannot, lose 5 VP.", "2 krones"),
    Pair("staff 1", "Once per round, as an additional action, the owner may take 1 strudel from the supply and place it in his kitchen.",
         "Once per round, as an additional action, the owner may take 1 cake from the supply and place it in his kitchen.", "cake"),
)

test_card_shorthand_is_read = checker(SHORTHAND_PAIRS)


MORE_PAIRS = (
    Pair("emperor-tile B4", "Reward: you may prepare 1 room on floor 1 or 2 for free and occupy it at once. Penalty: remove 2 vacant rooms, highest floor first; if you don't have 2, lose 7 VP.",
         "Reward: you may prepare 1 room on floor 1 or 2 for free and occupy it at once. Penalty: remove 2 vacant rooms, highest floor first; if you don't have 2, lose 5 VP.", "5 VP"),
    Pair("hotel-entrance the-kozi-palace-vienna", "On winning: gain 1 cake and 1 coffee. Before using an action space, you may move 1 die from a neighbouring "
         "action space onto it, turning that die to show this space's number. Spaces 1 and 6 are not neighbours.",
         "On winning: gain 1 cake and 1 wine. Before using an action space, you may move 1 die from a neighbouring "
         "action space onto it, turning that die to show this space's number. Spaces 1 and 6 are not neighbours.", "wine"),
    Pair("staff 45", "Advance 3 spaces on the Emperor track immediately.", "Advance 2 spaces on the Emperor track immediately.", "2 steps"),
    Pair("staff 2", "Once per round, this card's holder may take 1 cake.", "Once per round, this card's holder may take 1 wine.", "wine"),
    Pair("staff 2", "Once per round, the owner of this card may take 1 cake.", "Once per round, the owner of this card may take 2 cake.", "2 cake"),
    Pair("staff 2", "Once per round, he or she may take 1 cake.", "Once per round, he or she may take 1 strudel.", "strudel"),
    Pair("staff 39", "Upon being played, it grants 4 cake.", "Upon being played, it grants 4 wine.", "wine"),
)

test_more_card_registers = checker(MORE_PAIRS)


def test_now_said_last_is_of_the_one_thing_a_sentence_does() -> None:
    said = [t.type for t in tokens("Prepare a room and occupy it immediately.")]
    assert "OCCASION" not in said  # 'immediately' there is said of occupying, the second thing done
    assert [t.type for t in tokens("Take 4 cake immediately.")][0] == "OCCASION"


HEADING_NAME_PAIRS = (
    # a dash between words sets off a part as a comma does; the card's name may head its printed values
    Pair("guest 104", "MacLeod - green - 2 VP. Reward: you may play 1 staff card without paying its cost.",
         "MacLeod - blue - 2 VP. Reward: you may play 1 staff card without paying its cost.", "colour as blue"),
    Pair("guest 49", "Sculptor: yellow, 0 VP. Reward: you may prepare 1 room on floor 1 or 2 for free.",
         "Sculptor: yellow, 3 VP. Reward: you may prepare 1 room on floor 1 or 2 for free.", "own VP as 3"),
    # 'optional' before a thing: only that thing is optional
    Pair("guest 79", "Reward: 1 krone and an optional step up the Emperor track.", "Reward: 2 krones and an optional step up the Emperor track.", "2 krones"),
    Pair("guest 79", "Privy Councillor: 1 krone, plus one optional Emperor step.", "Privy Councillor: 1 krone, plus one Emperor step.", "optional"),
)

test_a_heading_name_and_an_optional_thing = checker(HEADING_NAME_PAIRS)


def test_a_dash_between_numbers_or_before_a_number_is_no_comma() -> None:
    said = [t.type for t in tokens("Score -1 VP in rounds 1-3.")]
    assert "COMMA" not in said and "MINUS" in said


SERVE_AND_GIVE_PAIRS = (
    Pair("staff 24", "While this card is in play, its owner pays 0 krones to move items from the kitchen onto guests.",
         "While this card is in play, its owner pays 1 krone to move items from the kitchen onto guests.", "onto"),
    Pair("staff 24", "Serving items from your kitchen costs you nothing.", "Serving items from your kitchen costs you 1 krone less.", "costs"),
    Pair("guest 184", "Goes to a ballroom, not a room. You may send one extra dancer onto her ballroom space. Then score 1 VP for each of your dancers in all the ballrooms.",
         "Goes to a ballroom, not a room. You may send one extra dancer onto her ballroom space. Then score 2 VP for each of your dancers in all the ballrooms.", "2 VP"),
    Pair("guest 158", "Phantom (-2 VP). Gain 1 champagne. You may take 1 guest from the queue at no cost.",
         "Phantom (-3 VP). Gain 1 champagne. You may take 1 guest from the queue at no cost.", "own VP as -3"),
    # 'carried out' as the passive's participle
    Pair("guest 97", "4 VP. The main action of an action space that has at least one die on it is carried out, without taking a die and without boosting it.",
         "5 VP. The main action of an action space that has at least one die on it is carried out, without taking a die and without boosting it.", "own VP as 5"),
)

test_serving_a_dancer_onto_her_space_and_a_printed_vp_in_parentheses = checker(SERVE_AND_GIVE_PAIRS)


def test_a_guest_that_brings_vp_gives_its_printed_vp() -> None:
    """'The Countess brings 7 VP': what a guest brings in VP is its printed VP, not a reward (a regression of this session)."""
    assert problems("guest 69", "The Countess brings 7 VP, and you earn 3 krones from her.") == []


HEADLINE_PAIRS = (
    Pair("staff 28", "At game end: 3 VP × occupied blue rooms.", "At game end: 2 VP × occupied blue rooms.", "2 VP"),
    Pair("staff 19", "Take a die showing 3 -> +5 VP.", "Take a die showing 4 -> +5 VP.", "showing 4"),
    Pair("staff 19", "Die 3 → score 5 VP.", "Die 3 → score 4 VP.", "4 VP"),
    Pair("staff 6", "Blue guest leaves café (order complete): may move 1 step up the Emperor track.",
         "Red guest leaves café (order complete): may move 1 step up the Emperor track.", "red"),
    Pair("staff 23", "Room becomes occupied (any way): +1 krone.", "Room becomes occupied (any way): +2 krones.", "2 krones"),
    Pair("guest 89", "Upon completion of the order, the player receives 4 krones.", "Upon completion of the order, the player receives 3 krones.", "3 krones"),
)

test_a_designers_arrow_a_times_sign_and_headline_triggers = checker(HEADLINE_PAIRS)


WISH_PAIRS = (
    Pair("guest 58", "You may occupy 1 more vacant room of any colour, if desired.", "Occupy 1 more vacant room of any colour.", "optional"),
    Pair("guest 58", "Occupy 1 more vacant room of any colour, if wanted.", "Occupy 2 more vacant rooms of any colour, if wanted.", "2 rooms"),
)

test_a_wish_said_with_no_one_wishing = checker(WISH_PAIRS)


REVEAL_COLON_PAIRS = (
    # 'Draw 3 staff cards: play one of them': the colon says what is done with them, no trigger ('each time you draw')
    Pair("guest 159", "You may send 1 extra dancer. Then draw 3 staff cards: you may play one of them at up to 3 krones less, and the rest go under the deck.",
         "You may send 1 extra dancer. Then draw 3 staff cards: you may play one of them at up to 2 krones less, and the rest go under the deck.", "2 krones"),
)

test_a_colon_before_what_is_done_with_them_names_no_event = checker(REVEAL_COLON_PAIRS)


def test_an_event_verb_and_a_colon_still_name_an_event() -> None:
    assert [t.type for t in tokens("Take a die showing 4: score 4 VP.")][0] == "WHEN"


SCORE_AFTER_TRIGGER_PAIRS = (
    # 'they score' after a trigger is the user scoring, on a celebrity too (before a trigger it is its printed VP)
    Pair("celebrity mata-hari", "When taken, this celebrity scores 1 VP. Until the end of the round, each time the holder sends a dancer to a ballroom, "
         "they score 1 VP and may advance 1 space on the Emperor track.",
         "When taken, this celebrity scores 1 VP. Until the end of the round, each time the holder sends a dancer to a ballroom, "
         "they score 2 VP and may advance 1 space on the Emperor track.", "2 VP"),
    Pair("staff 170", "Once per round, as an additional action, the owner must pay 1 coffee; they then score 3 VP and may take 1 guest from the queue without paying for it.",
         "Once per round, as an additional action, the owner must pay 1 coffee; they then score 2 VP and may take 1 guest from the queue without paying for it.", "2 VP"),
    Pair("staff 39", "When you play the card, you get 4 cakes.", "When you play the card, you get 4 wines.", "wine"),
)

test_scoring_after_a_trigger_and_playing_the_card = checker(SCORE_AFTER_TRIGGER_PAIRS)


ORDER_HEADING_PAIRS = (
    Pair("guest 103", "Durgoing: green guest for 1 strudel and 1 wine, 4 VP. Reward: draw 2 staff cards.",
         "Durgoing: green guest for 2 strudel and 1 wine, 4 VP. Reward: draw 2 staff cards.", "order as 2 strudel"),
    Pair("guest 55", "Photographer: 3 wine, 7 VP. Reward: draw 2 staff cards.", "Photographer: 2 wine, 7 VP. Reward: draw 2 staff cards.", "order as 2 wine"),
    # a thing given with its participle after it, no 'is': 'His reward is 2 staff cards drawn from the deck'
    Pair("guest 103", "4 VP. His reward is 2 staff cards drawn from the deck.", "4 VP. His reward is 3 staff cards drawn from the deck.", "3 staff cards"),
    Pair("guest 55", "Reward: 2 staff cards drawn into your hand.", "Reward: 3 staff cards drawn into your hand.", "3 staff cards"),
)

test_an_order_in_the_heading_and_a_participle_after_the_thing_given = checker(ORDER_HEADING_PAIRS)


MARKER_PAIRS = (
    Pair("staff 40", "At the final scoring, the player receives 5 victory points for each objective card bearing one of his or her markers.",
         "At the final scoring, the player receives 4 victory points for each objective card bearing one of his or her markers.", "4 VP"),
    Pair("staff 40", "Final scoring: 5 VP for each objective card on which you have placed a marker.",
         "Final scoring: 5 VP for each staff card on which you have placed a marker.", "staff"),
)

test_an_objective_holding_the_users_marker_said_in_the_third_person = checker(MARKER_PAIRS)


OCCUPIED_AT_ONCE_PAIRS = (
    Pair("emperor-tile B4", "Reward: may prepare 1 room on floor 1 or 2 for free; it is occupied at once. Penalty: remove 2 vacant rooms, highest floor first; if you don't have 2, lose 7 VP.",
         "Reward: may prepare 1 room on floor 1 or 3 for free; it is occupied at once. Penalty: remove 2 vacant rooms, highest floor first; if you don't have 2, lose 7 VP.", "floors 1 to 3"),
    Pair("emperor-tile B4", "Reward: you may prepare 1 room on floor 1 or 2 for free, placed occupied. Penalty: remove 2 vacant rooms, highest floor first; if you don't have 2, lose 7 VP.",
         "Reward: you may prepare 1 room on floor 1 or 2 for free. Penalty: remove 2 vacant rooms, highest floor first; if you don't have 2, lose 7 VP.", "occupy it at once"),
)

test_a_room_said_to_be_occupied_at_once_after_it_is_prepared = checker(OCCUPIED_AT_ONCE_PAIRS)


FIRST_SECOND_PAIRS = (
    Pair("guest 61", "Worth 2 VP: his reward lets you prepare up to two rooms, the first one 1 krone cheaper and the second at its normal price.",
         "Worth 3 VP: his reward lets you prepare up to two rooms, the first one 1 krone cheaper and the second at its normal price.", "own VP as 3"),
    Pair("guest 61", "You may prepare up to 2 rooms, the first 1 krone cheaper and the second at normal price.",
         "You may prepare up to 2 rooms, the first 2 krones cheaper and the second at normal price.", "2 krones less"),
    Pair("guest 61", "You may prepare up to two rooms, the first at a discount of 1 krone, the second at its usual cost.",
         "You may prepare up to two rooms, the first at a discount of 2 krones, the second at its usual cost.", "2 krones less"),
)

test_a_pair_of_prices_led_by_first_and_a_heading_worth = checker(FIRST_SECOND_PAIRS)


WISH_CLAUSE_PAIRS = (
    # a wish set off by commas before a clause is that clause's 'may', not the option of the action before it
    Pair("guest 138", "You pick up one champagne, and then, if you like, you play a staff card from your hand with 3 krones knocked off its cost.",
         "You pick up one champagne, and then you play a staff card from your hand with 3 krones knocked off its cost.", "optional"),
    Pair("guest 138", "You pick up one champagne, and then, if you like, you play a staff card from your hand with 3 krones knocked off its cost.",
         "You pick up one champagne, if you like, and then you play a staff card from your hand with 3 krones knocked off its cost.", "optional"),
)

test_a_wish_before_a_clause_is_its_may = checker(WISH_CLAUSE_PAIRS)


REWARD_OF_PAIRS = (
    Pair("guest 145", "Marquis: reward of 2 champagne.", "Marquis: reward of 3 champagne.", "3 champagne"),
    Pair("guest 145", "A reward of 2 champagne is received.", "A reward of 2 champagne is paid.", "pay 2 champagne"),
    Pair("guest 154", "2 champagne are gained, after which 1 dancer may be sent to a ballroom.",
         "2 champagne are gained, after which 2 dancers may be sent to a ballroom.", "2 dancers"),
)

test_a_reward_of_and_after_which = checker(REWARD_OF_PAIRS)


def test_a_rank_list_is_no_pair_of_prices() -> None:
    """'first 15 VP, second 10 VP' ranks players: 'first' there leads no price (a regression of this session's
    'the first 1 krone cheaper and the second ...')."""
    said = [t.type for t in tokens("Players are ranked by their number of dancers here: first 15 VP, second 10 VP.")]
    assert "FIRST" not in said


WANT_TO_PAIRS = (
    # ', if you want to' is the wish whole (a regression of this session: ', if you want' was read and 'to' left over)
    Pair("guest 117", "His reward lets you move 3 spaces along the Emperor track, if you want to.",
         "His reward lets you move 2 spaces along the Emperor track, if you want to.", "2 steps"),
    Pair("guest 49", "Her reward lets you prepare a room on floor 1 or 2 for free, if you want one.",
         "Her reward lets you prepare a room on floor 1 or 3 for free, if you want one.", "floors 1 to 3"),
)

test_the_wish_said_whole_after_a_comma = checker(WANT_TO_PAIRS)

BACK_ALONG_PAIRS = (
    # 'along the Emperor track' climbs it, unless said back (a fresh4 wrong text passed for a while: the suite caught it)
    Pair("guest 117", "His reward lets you move 3 spaces along the Emperor track, if you want to.",
         "His reward lets you move 3 spaces back along the Emperor track, if you want to.", "down"),
)

test_back_along_the_track_is_down = checker(BACK_ALONG_PAIRS)


ONCE_RULE_PAIRS = (
    # a standing rule said to happen once is not the card's (tiles11 found it passed: the occasion was dropped)
    Pair("celebrity mahatma-gandhi", "Score 1 VP. While you hold him, rooms cost you nothing to prepare.",
         "Score 1 VP. Once while you hold him, rooms cost you nothing to prepare.", "happen once"),
    Pair("staff 11", "You pay nothing to prepare yellow rooms.", "Once per round, you pay nothing to prepare yellow rooms.", "happen once"),
)

test_a_standing_rule_said_to_happen_once_is_flagged = checker(ONCE_RULE_PAIRS)
