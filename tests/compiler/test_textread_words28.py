"""Session 28 (issue 14): wordings of a new development set (tests/compiler/textsets/paraphrases-dev13a.toml: a teaching
slide, a podcast co-host, a non-native speaker's club newsletter), each read now, with its wrong twin named:
- a printed fact said to be unknown, held against the card's own `unknown` (compiler/textread_unknown28.py);
- an Emperor tile's penalty said to have no VP alternative in more words (the lexicon's no-alternative phrases);
- when an Emperor tile is scored, in more shapes, and a bare 'B tile' opening a sentence (compiler/textread_group27.py);
- a tile's halves said by where the marker stands after the retreat ('at 3 or more', 'at 0': the lexicon);
- 'order of 1 wine' in a list, '... 2 coffee for 2 VP', a description and the next
  fact joined by 'and', 'His reward is that ...', a green guest's rooms (compiler/textread_said28.py);
- 'It stays in play.', '... costs 3 krones and stays in play.', 'When he gets his room, ...', '(Kickstarter promo)',
  a slide's 'final scoring, 2 VP per ...' (the lexicon);
- 'printed VP of -1', 'the option of 1 staff card at up to 3 krones less', 'No VP for her', '... for free, so no floor
  cost', 'one-time effect on play' (compiler/textread_said28.py); 'It costs 3 and is permanent.' with the krones left
  unsaid (compiler/textlex_amounts16.py); 'You Want More?' inside a sentence (compiler/textread_said28.py);
- an objective claimed 'on your turn, as an additional action' (compiler/textread_said16.py), its claims 'given' (the
  lexicon's [spots-words]) and its group said as a piece of its own, 'Objective 115: a group C card.' (textread_group27).
"""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

UNKNOWN = [
    Pair("staff 122", "Symphonist (Vienna Ballrooms staff, cost unknown): once per round, as an additional action, hand back exactly 1 "
         "champagne from your kitchen to score 5 VP.",
         "Symphonist (Vienna Ballrooms staff, colour unknown): once per round, as an additional action, hand back exactly 1 "
         "champagne from your kitchen to score 5 VP.", "a staff card has no colour"),
    Pair("staff 19", "Each time you take a die showing 3, you score 5 VP.", "Each time you take a die showing 3, you score 5 VP; its cost is not known.",
         "the card's cost is 3"),
    Pair("guest 134", "When she checks in or dances, take 1 champagne. We don't know her colour, her order or her printed VP, none of the sources have them.",
         "When she checks in or dances, take 2 champagne. We don't know her colour, her order or her printed VP, none of the sources have them.", "2"),
    Pair("guest 134", "When she checks in or dances, take 1 champagne. Her colour and order, we just don't know.",
         "When she checks in or dances, take 1 champagne. Her cost and order, we just don't know.", "a guest has no cost"),
    Pair("objective three-top-floor-rooms", "Have at least 3 occupied rooms of any colour on floor 4, the top floor of your hotel. The first "
         "three players to do so score 15, 10 and 5 VP. Its card number is one of 180 to 182, but which one is not known.",
         "Have at least 3 occupied rooms of any colour on floor 4, the top floor of your hotel. The first "
         "three players to do so score 15, 10 and 5 VP. Its card number is one of 163 to 165, but which one is not known.", "one of 180 to 182"),
]
test_a_fact_said_to_be_unknown = checker(UNKNOWN)

A2 = "take 2 dishes or drinks of your choice"
A2_PENALTY = "give back every dish and drink in your kitchen"
TILES = [
    Pair("emperor-tile A2", f"If you're on space 3 or higher after the retreat, you {A2}. If you're on 0, {A2_PENALTY}.",
         f"If you're on space 3 or higher after the retreat, you take 3 dishes or drinks of your choice. If you're on 0, {A2_PENALTY}.", "3"),
    Pair("emperor-tile A2", f"At 3 or more after the retreat, {A2}. At 0, {A2_PENALTY}.",
         f"At 3 or more after the retreat, {A2}. At 0, give back every dish in your kitchen.", "dish"),
    Pair("emperor-tile A2", f"Emperor tile A2 comes up at the Emperor scoring after round 3. Reward: {A2}. Penalty: {A2_PENALTY}.",
         f"Emperor tile A2 comes up at the Emperor scoring after round 5. Reward: {A2}. Penalty: {A2_PENALTY}.", "after round 5"),
    Pair("emperor-tile A2", f"Emperor tile A2, scoring after round 3: Reward: {A2}. Penalty: {A2_PENALTY}.",
         f"Emperor tile A2, scoring after round 7: Reward: {A2}. Penalty: {A2_PENALTY}.", "after round 7"),
    Pair("emperor-tile A2", f"Emperor tile A2 is for the first Emperor scoring, after round 3. Reward: {A2}. Penalty: {A2_PENALTY}.",
         f"Emperor tile A2 is for the last Emperor scoring, after round 3. Reward: {A2}. Penalty: {A2_PENALTY}.", "third Emperor scoring"),
    Pair("emperor-tile A2", f"Reward: {A2}. Penalty: {A2_PENALTY}, and there's no VP option to get out of it.",
         f"Reward: {A2}. Penalty: give back every dish in your kitchen, and there's no VP option to get out of it.", "dish"),
    Pair("emperor-tile C2", "Reward: you may prepare one room at no cost and occupy it at once. Penalty: take away up to 1 occupied room from the "
         "highest floor you can, then up to 1 more occupied room from the highest floor possible below the first one; there is no VP to pay instead.",
         "Reward: you may prepare one room at no cost and occupy it at once. Penalty: take away up to 1 occupied room from the "
         "highest floor you can, then up to 2 more occupied rooms from the highest floor possible below the first one; there is no VP to pay instead.", "2"),
    Pair("emperor-tile B2", "Reward: receive 5 krones. Penalty: hand back 5 krones; a player who cannot pay all 5 loses 7 VP instead.",
         "Reward: receive 5 krones. Penalty: hand back 5 krones; there is no VP way out of it.", "7 VP"),
    Pair("emperor-tile B1", "B tile, so it's scored after round five. Reward: take one strudel, one cake, one wine and one coffee. Penalty: give back "
         "all your dishes and drinks, both those in your kitchen and those on guests in your café.",
         "C tile, so it's scored after round five. Reward: take one strudel, one cake, one wine and one coffee. Penalty: give back "
         "all your dishes and drinks, both those in your kitchen and those on guests in your café.", "group as C"),
]
test_an_emperor_tile_said_in_new_shapes = checker(TILES)

SAID_AGAIN = [
    Pair("staff 19", "The Interior Architect costs 3 krones and stays in play. Each time you take a die showing 3, you score 5 VP.",
         "The Interior Architect costs 4 krones and stays in play. Each time you take a die showing 3, you score 5 VP.", "4"),
    Pair("staff 21", "The Chef costs 3 krones. When you play it, take 1 strudel, 1 cake, 1 wine and 1 coffee.",
         "The Chef costs 3 krones and stays in play. When you play it, take 1 strudel, 1 cake, 1 wine and 1 coffee.", "does not last"),
    Pair("staff 19", "It stays in play. Each time you take a die showing 3, you score 5 VP.",
         "It stays in play. Each time you take a die showing 4, you score 5 VP.", "4"),
    Pair("guest 51", "Composer: yellow guest; order of 1 wine; 1 VP; reward, 1 strudel.",
         "Composer: yellow guest; order of 1 coffee; 1 VP; reward, 1 strudel.", "coffee"),
    Pair("guest 67", "The Sovereign is a blue guest who orders 2 coffee for 2 VP. Draw 2 staff cards. You may also move 2 steps up the Emperor track.",
         "The Sovereign is a blue guest who orders 2 coffee for 3 VP. Draw 2 staff cards. You may also move 2 steps up the Emperor track.", "3"),
    Pair("guest 67", "The Sovereign is a blue guest. His order is 2 coffee and he gives 2 VP. Draw 2 staff cards. You may also move 2 steps up "
         "the Emperor track.",
         "The Sovereign is a blue guest. His order is 2 wine and he gives 2 VP. Draw 2 staff cards. You may also move 2 steps up "
         "the Emperor track.", "wine"),
    Pair("guest 55", "The Photographer is a yellow guest, and her order is 3 wine. When she checks in, you score 7 VP and you draw 2 staff cards.",
         "The Photographer is a blue guest, and her order is 3 wine. When she checks in, you score 7 VP and you draw 2 staff cards.", "blue"),
    Pair("guest 88", "His reward is that you may prepare as many as 2 rooms without paying for them.",
         "His reward is that you may prepare as many as 3 rooms without paying for them.", "3"),
    Pair("guest 92", "Capt. Goldhaken is a green guest, so any room colour works for him. He orders 1 strudel. Reward: 1 krone.",
         "Capt. Goldhaken is a green guest, so any room colour works for him. He orders 1 strudel. Reward: 2 krones.", "2"),
    Pair("guest 92", "Capt. Goldhaken: green guest, any room colour; order of 1 strudel; 0 VP; reward, 1 krone.",
         "Capt. Goldhaken: yellow guest, any room colour; order of 1 strudel; 0 VP; reward, 1 krone.", "yellow"),
    Pair("guest 103", "When he gets his room, you draw 2 staff cards into your hand.", "When he gets his room, you draw 3 staff cards into your hand.", "3"),
    Pair("guest 188", "Ms. Hildegard (Kickstarter promo). She can only take a room, never dance in a ballroom. No reward is known for her.",
         "Ms. Hildegard (Vienna Ballrooms). She can only take a room, never dance in a ballroom. No reward is known for her.", "module"),
]
test_a_shape_said_again = checker(SAID_AGAIN)

SLIDES = [
    Pair("guest 155", "The Beast: printed VP of -1; reward of 1 champagne, plus the option to prepare 1 room of any colour at its normal cost.",
         "The Beast: printed VP of -2; reward of 1 champagne, plus the option to prepare 1 room of any colour at its normal cost.", "-1"),
    Pair("guest 56", "Vocalist: yellow guest; order of 1 strudel and 2 wine; 0 VP; reward of 1 cake, plus the option of 1 staff card at up to 3 krones less.",
         "Vocalist: yellow guest; order of 1 strudel and 2 wine; 0 VP; reward of 1 cake, plus the option of 1 staff card at up to 2 krones less.", "2 krones"),
    Pair("guest 64", "The Duchess is a blue guest who just wants 1 coffee. No VP for her, but you may play a staff card for 1 krone less.",
         "The Duchess is a blue guest who just wants 2 coffee. No VP for her, but you may play a staff card for 1 krone less.", "2"),
    Pair("guest 88", "His reward is that you may prepare as many as 2 rooms for free, so no floor cost on either.",
         "His reward is that you may prepare as many as 2 rooms, so no floor cost on either.", "free"),
    Pair("staff 21", "Chef: 3 krones; one-time effect on play: 1 strudel, 1 cake, 1 wine and 1 coffee.",
         "Chef: 3 krones; one-time effect on play: 1 strudel, 1 cake, 1 wine and 2 coffee.", "2 coffee"),
    Pair("staff 32", "Assistant Manager: 4 krones; final scoring, 2 VP per staff card you have played, this one included.",
         "Assistant Manager: 4 krones; final scoring, 3 VP per staff card you have played, this one included.", "3"),
    Pair("staff 22", "The Staff Manager costs 3 and is permanent. Each time you take a die showing 3, you may play 1 staff card from your hand, "
         "paying its cost, either before or after the main action, with no other action in between.",
         "The Staff Manager costs 4 and is permanent. Each time you take a die showing 3, you may play 1 staff card from your hand, "
         "paying its cost, either before or after the main action, with no other action in between.", "4"),
    Pair("staff 173", "Interpreter (You Want More? staff, cost unknown): once per round, as an additional action, 2 strudel from your kitchen "
         "paid for 2 krones and 2 VP.",
         "Interpreter (Vienna Ballrooms staff, cost unknown): once per round, as an additional action, 2 strudel from your kitchen "
         "paid for 2 krones and 2 VP.", "module"),
]
test_a_slide_and_a_newsletter_said = checker(SLIDES)

WHERE_THEN_REWARD = [  # a guest's reward after a semicolon, its own piece (compiler/textread_said28.py REWARD_PIECE)
    Pair("guest 162", "Pope: a room only, never a ballroom; reward, the option to occupy 1 extra vacant room of any colour.",
         "Pope: a room only, never a ballroom; reward, the option to occupy 2 extra vacant rooms of any colour.", "2"),
    Pair("guest 162", "Pope: a room only, never a ballroom; reward, the option to occupy 1 extra vacant room of any colour.",
         "Pope: a ballroom only, never a room; reward, the option to occupy 1 extra vacant room of any colour.", "ballroom"),
]
test_where_a_guest_goes_then_its_reward = checker(WHERE_THEN_REWARD)

# An objective is claimed as an additional action on its claimer's turn (compiler/textread_said16.py CLAIMED_AS_ACTIONS);
# on another card that does its thing at once, 'on your turn' is still a hold it does not have
OBJECTIVE_CLAIMS = [
    Pair("objective 106", "Have your Emperor marker on space 10 or higher. Claim it on your turn as an additional action: the first three "
         "players to do so score 15, 10 and 5 VP.",
         "Have your Emperor marker on space 12 or higher. Claim it on your turn as an additional action: the first three "
         "players to do so score 15, 10 and 5 VP.", "12"),
    Pair("guest 51", "Take 1 strudel from the supply.", "Take 1 strudel from the supply on your turn.", "does not last"),
]
test_an_objective_claimed_on_your_turn = checker(OBJECTIVE_CLAIMS)

NEED_115 = "You need at least 4 occupied red rooms and at least 3 occupied yellow rooms."
OBJECTIVE_SAID = [  # the claims said with 'gives' (the lexicon's [spots-words]); a group said as a whole piece (textread_group27)
    Pair("objective 115", f"{NEED_115} It gives 15, 10 or 5 VP to the first, second and third player who claims it.",
         f"{NEED_115} It gives 15, 10 or 3 VP to the first, second and third player who claims it.", "15, 10, 5"),
    Pair("objective 115", f"Objective 115: a group C card. {NEED_115} It gives 15, 10 or 5 VP to the first, second and third player who claims it.",
         f"Objective 115: a group B card. {NEED_115} It gives 15, 10 or 5 VP to the first, second and third player who claims it.", "group as B"),
]
test_an_objective_said_in_new_shapes = checker(OBJECTIVE_SAID)


def test_a_group_said_as_a_whole_piece_is_no_requirement() -> None:
    """'a group C card' as a piece of its own was blanked to 'a card' and read as a requirement of 1 staff card."""
    from tests.compiler.test_textcheck_rules import problems

    assert not any("staff card" in p for p in problems("objective 115", f"Objective 115: a group C card. {NEED_115} The first three players to do so score 15, 10 and 5 VP."))


def test_the_lexicon_names_only_fields_the_unknown_reader_compares() -> None:
    """[unknown-said]'s words map to the card's fields textread_unknown28 holds a claim against, and nothing else."""
    from compiler.textread_unknown28 import FIELD_NAMES, _words

    assert set(_words()["fields"].values()) == set(FIELD_NAMES)


def test_a_claim_of_unknown_facts_is_blanked_in_place() -> None:
    from compiler.textread_unknown28 import claims, unknowns_blanked

    text = "Tenno is a guest from Vienna Ballrooms, and we do not know his colour, order or VP. Take 1 champagne."
    blanked = unknowns_blanked(text)
    assert len(blanked) == len(text) and "colour" not in blanked and blanked.endswith("Take 1 champagne.")
    assert [c.fields for c in claims(text)] == [("color", "order", "vp")]
    assert claims("The cost is 3 and the champagne cost of each row is not known.") == ()  # a ballroom row's cost: no field of a card
