"""The text reader's seventh round (text9): mechanisms read from fresh4 and dev5, each with a right wording that passes
and a wrong one, said the same way, that is still flagged naming the difference."""
from __future__ import annotations

import pytest

from compiler.textcheck import disagreements
from compiler.textlex import tokens
from tests.compiler.textsets.sets import corpus_cards, with_text


def problems(card: str, text: str) -> list[str]:
    """What the checker says of `text` on the card (called directly: a crash fails the test, not passes it)."""
    return [str(p) for p in disagreements(with_text(corpus_cards()[card], text))]


# ---- contractions are their words ('you're' is 'you are'), not a unit -----------------------------------------------

def test_a_contraction_is_read_as_its_words() -> None:
    said = [(t.type, t.meaning) for t in tokens("You're allowed to score. You can't pay.")]
    assert ("UNIT", "you are") not in said and ("UNIT", "cannot") not in said
    assert ("MAY", "may") in said and ("NEGATED", "not") in said


def test_youre_allowed_to_is_may_where_the_card_is_optional() -> None:
    text = "Whenever a blue guest whose order is complete leaves your café, you're allowed to move 1 step up the Emperor track."
    assert problems("staff 6", text) == []


def test_youre_allowed_to_on_a_mandatory_effect_is_flagged() -> None:
    found = problems("staff 16", "Each time you take a die showing 4, you're allowed to score 4 VP.")
    assert any("makes it optional" in p for p in found), found


# ---- a 'may' said wrongly and something else wrong: both are named --------------------------------------------------

def test_a_wrong_may_does_not_hide_a_wrong_amount() -> None:
    found = problems("staff 16", "Each time you take a die showing 4, you may score 3 VP.")
    assert any("makes it optional" in p for p in found) and any("3 VP" in p and "4 VP" in p for p in found), found


def test_a_right_amount_with_a_wrong_may_names_the_may_only() -> None:
    found = problems("staff 16", "Each time you take a die showing 4, you may score 4 VP.")
    assert len(found) == 1 and "makes it optional" in found[0], found


# ---- an objective's claims: more ways to say them, and the places named must come in order ------------------------

CLAIMED = "Your Emperor marker must be on space 10 of the Emperor track or further up. "


@pytest.mark.parametrize("claims", ["Whoever gets there first takes 15 VP, the next player 10 and the third 5.",
                                    "It pays 15 VP to the first claimer, 10 to the second and 5 to the third.",
                                    "As usual it's 15 VP for the first, 10 for the second and 5 for the third player to claim it.",
                                    "Victory points awarded: 15 to the first, 10 to the second and 5 to the third player."])
def test_claims_said_another_way_pass(claims: str) -> None:
    assert problems("objective 106", CLAIMED + claims) == []


@pytest.mark.parametrize("claims", ["15 VP for the third, 10 for the second, 5 for the first.",
                                    "The third claimer scores 15 VP, the second 10 and the first 5."])
def test_claims_said_last_place_first_are_not_read_as_first_place_first(claims: str) -> None:
    assert problems("objective 106", CLAIMED + claims), claims


def test_claims_in_the_wrong_order_are_named() -> None:
    found = problems("objective 106", CLAIMED + "It pays 15 VP to the first claimer, 5 to the second and 10 to the third.")
    assert any("15, 5, 10" in p for p in found), found


# ---- 'before or after the action' said before the trigger, or between 'may' and its verb, is the trigger's ---------

DIE_3 = "whenever you take a die showing 3, you may play one staff card from hand at its full cost."


@pytest.mark.parametrize("text", ["Before or after the action, " + DIE_3,
                                  "Whenever the player takes a die showing 3, the player may, before or after the action, play one staff card "
                                  "from hand at its full cost."])
def test_the_main_action_timing_said_early_is_read(text: str) -> None:
    assert problems("staff 22", text) == []


@pytest.mark.parametrize("text", ["Instead of the action, " + DIE_3,
                                  "Whenever you take a die showing 3, you may, instead of the action, play one staff card from hand at its "
                                  "full cost."])
def test_a_wrong_main_action_timing_said_early_is_named(text: str) -> None:
    found = problems("staff 22", text)
    assert any("instead of the main action" in p for p in found), found


def test_a_main_action_timing_with_no_trigger_is_not_read() -> None:
    assert problems("staff 16", "Instead of the action, score 4 VP.")


# ---- fallback heads said in full (compiler/textlex_fallback.py) ------------------------------------------------------

A1 = "Reward: gain 3 krones. Penalty: pay 3 krones"
A3 = ("Reward: the player reveals the top three staff cards of the deck and may play one of them at a discount of 3 krones; the "
      "other cards go back under the deck. Penalty: the player returns two staff cards from hand")
B4 = "Reward: you may prepare one room on floor 1 or 2 at no cost and occupy it at once. Penalty: take away two of your vacant rooms from the highest floor"
C4 = ("Reward: the player may play one staff card from hand without paying its cost. Penalty: the player removes one of their played "
      "final-scoring staff cards")
BALLROOMS_B = "Reward: you may send one dancer to a ballroom without paying any champagne for it. Penalty: remove one of your dancers from the middle ballroom"
RIGHT_FALLBACKS = [("emperor-tile A1", A1 + "; if you cannot pay all 3, lose 5 VP instead."),
                   ("emperor-tile A1", A1 + "; if you cannot pay all 3 krones, lose 5 VP instead."),
                   ("emperor-tile A1", A1 + " or, being unable to pay the full amount, lose 5 VP."),
                   ("emperor-tile A1", A1 + ", or lose 5 VP when unable to pay them all."),
                   ("emperor-tile A1", "Reward: 3 krones. Penalty: give up 3 krones, or lose 5 VP if you cannot pay all 3."),
                   ("emperor-tile A3", A3 + ", and a player who cannot return both loses 5 VP instead."),
                   ("emperor-tile B4", B4 + "; if you don't have two vacant rooms to remove, you lose 7 VP instead."),
                   ("emperor-tile C4", C4 + "; a player who has none loses 10 VP instead."),
                   ("emperor-tile ballrooms-b", BALLROOMS_B + ", and if you have no dancer there to remove you lose 7 VP instead.")]
WRONG_FALLBACKS = [("emperor-tile A1", A1 + "; if you cannot pay all 4, lose 5 VP instead.", "4"),
                   ("emperor-tile A1", "Reward: 3 krones. Penalty: give up 3 krones, or lose 5 VP if you cannot pay all 4.", "4"),
                   ("emperor-tile A1", A1 + " or, being unable to pay the full amount, lose 7 VP.", "7 VP"),
                   ("emperor-tile A3", A3 + ", and a player who cannot return both loses 7 VP instead.", "7 VP"),
                   ("emperor-tile B4", B4 + "; if you don't have three vacant rooms to remove, you lose 7 VP instead.", "3"),
                   ("emperor-tile C4", C4 + "; a player who has none loses 7 VP instead.", "7 VP")]


@pytest.mark.parametrize(("card", "text"), RIGHT_FALLBACKS)
def test_a_fallback_head_said_in_full_is_read(card: str, text: str) -> None:
    assert problems(card, text) == []


@pytest.mark.parametrize(("card", "text", "named"), WRONG_FALLBACKS)
def test_a_fallback_head_said_in_full_still_names_a_wrong_number(card: str, text: str, named: str) -> None:
    found = problems(card, text)
    assert any(named in p for p in found), found


def test_a_fallback_head_repeating_another_verb_is_not_read() -> None:
    assert problems("emperor-tile A1", A1 + "; if you cannot gain all 3, lose 5 VP instead.")
    assert problems("emperor-tile A3", A3 + ", and a player who cannot gain both loses 5 VP instead.")


# ---- the card or one of its halves as the subject (compiler/textlex_subjects.py) -------------------------------------

RIGHT_SUBJECTS = [("emperor-tile C1", "Reward: score 8 VP. Penalty: it takes 8 VP from you."),
                  ("emperor-tile C1", "The reward gives you 8 VP. The penalty costs you 8 VP."),
                  ("emperor-tile C1", "Reward: score 8 VP. The penalty takes 8 VP away from you."),
                  ("emperor-tile C1", "Reward: score 8 VP. The penalty makes you lose 8 VP."),
                  ("staff 16", "Each time you take a die showing 4, this card makes you score 4 VP."),
                  ("emperor-tile ballrooms-b", "With the reward you may send one dancer to a ballroom without paying any champagne. The penalty "
                                               "takes one of your dancers out of the middle ballroom, and if you have no dancer there to remove "
                                               "you lose 7 VP instead.")]
WRONG_SUBJECTS = [("emperor-tile C1", "Reward: score 8 VP. Penalty: it takes 7 VP from you.", "7 VP"),
                  ("emperor-tile C1", "Reward: score 8 VP. The penalty gives you 8 VP.", "gain 8 VP"),
                  ("emperor-tile C1", "The reward takes 8 VP away from you. Penalty: lose 8 VP.", "reward"),
                  ("emperor-tile C1", "Reward: score 8 VP. The penalty makes you gain 8 VP.", "gain 8 VP"),
                  ("staff 16", "Each time you take a die showing 4, this card makes you score 3 VP.", "3 VP"),
                  ("emperor-tile ballrooms-b", "With the reward you may send one dancer to a ballroom without paying any champagne. The penalty "
                                               "takes two of your dancers out of the middle ballroom, and if you have no dancer there to remove "
                                               "you lose 7 VP instead.", "2 of your dancers")]


@pytest.mark.parametrize(("card", "text"), RIGHT_SUBJECTS)
def test_the_card_or_its_half_as_the_subject_is_read(card: str, text: str) -> None:
    assert problems(card, text) == []


@pytest.mark.parametrize(("card", "text", "named"), WRONG_SUBJECTS)
def test_the_card_or_its_half_as_the_subject_still_names_what_is_wrong(card: str, text: str, named: str) -> None:
    found = problems(card, text)
    assert any(named in p for p in found), found


def test_taken_from_someone_else_is_not_read_as_lost() -> None:
    assert problems("emperor-tile C1", "Reward: score 8 VP. Penalty: it takes 8 VP from each opponent.")


# ---- sentences that say the card lasts, or that it does nothing more --------------------------------------------------

DIE_3_4 = "Each time you take a die showing 3 or 4, you score 2 VP. "
PLAYED = "When you play this card, gain 1 strudel, 1 cake, 1 wine and 1 coffee. "


@pytest.mark.parametrize("tail", ["That's all it does.", "It's a permanent effect.", "It is permanent.", "It stays in play for the rest of the game.",
                                  "Permanent."])
def test_a_remark_that_the_card_lasts_passes_on_a_lasting_card(tail: str) -> None:
    assert problems("staff 12", DIE_3_4 + tail) == []


@pytest.mark.parametrize("tail", ["Permanent.", "It is a permanent effect.", "It stays in play for the rest of the game."])
def test_a_remark_that_the_card_lasts_is_flagged_on_a_one_time_card(tail: str) -> None:
    found = problems("staff 21", PLAYED + tail)
    assert any("works all the time" in p for p in found), found


def test_nothing_more_says_nothing() -> None:
    assert problems("staff 21", PLAYED + "That is all.") == []
    assert problems("staff 21", "When you play this card, gain 1 strudel, 1 cake and 1 wine. That is all.")


# ---- one normaliser for the lexicon's phrase keys and the text's words (textlex.normal) ------------------------------

def test_every_word_of_every_phrase_key_is_normal() -> None:
    """A phrase key's words went through the same normaliser as a text's words: 'turns' of 'turns over the top' is
    'turn' there as anywhere else, so no word inside a phrase keeps an inflection the text's words lose."""
    from compiler.textlex import lexicon, normal

    table = lexicon()
    unnormal = {w for key in table.phrases if len(key) > 1 for w in key if normal(w, table) != w}
    assert not unnormal, sorted(unnormal)[:10]


def test_the_normaliser_takes_agreement_endings_only() -> None:
    from compiler.textlex import lexicon, normal

    table = lexicon()
    assert normal("turns", table) == "turn" and normal("dancers", table) == "dancers"  # 'dancers' is a phrase of its own
    assert normal("occupied", table) == "occupied" and normal("costs", table) == "costs"
    assert normal("completing", table) == "completing"  # a gerund says something ('on completing ...' is a trigger)


def test_a_phrase_said_with_its_agreement_ending_reads_as_said_without() -> None:
    said = lambda text: [(t.type, t.meaning) for t in tokens(text)]  # noqa: E731
    assert said("Turns over the top 3 staff cards.") == said("Turn over the top 3 staff cards.")


# ---- the passive after a modal ('1 room of any colour may be prepared'), textlex_passive.modal_passives --------------

DIE_1_2 = "Each time you take a die showing 1 or 2, "


def test_a_modal_passive_is_read_as_the_active() -> None:
    assert problems("staff 14", DIE_1_2 + "1 room of any colour may be prepared at its usual cost, before or after the action.") == []
    assert problems("staff 6", "Whenever a blue guest whose order is complete leaves your café, 1 step up the Emperor track may be taken.") == []


@pytest.mark.parametrize(("card", "text", "named"),
                         [("staff 14", DIE_1_2 + "2 rooms of any colour may be prepared at its usual cost, before or after the action.", "2 rooms"),
                          ("staff 14", DIE_1_2 + "1 room of any colour may be occupied, before or after the action.", "occupy"),
                          ("staff 16", "Each time you take a die showing 4, 4 VP may be scored.", "optional"),
                          ("staff 14", DIE_1_2 + "1 room of any colour may be prepared by an opponent at its usual cost, before or after the "
                                                 "action.", "cannot read")])
def test_a_modal_passive_still_names_what_is_wrong(card: str, text: str, named: str) -> None:
    found = problems(card, text)
    assert any(named in p for p in found), found


# ---- a trigger said in the passive ('each time champagne is gained'), textread_rewrite._event_passive ---------------

HOLD_HER = "While you hold her, whenever krones are {done}, you may prepare 1 room of any colour for up to 1 krone less."
PICASSO = ("Only in games with the Vienna Ballrooms. While you hold him, each time {what} is gained, you also gain 1 dish or drink of "
           "your choice (not champagne) and 1 VP.")


def test_a_trigger_in_the_passive_is_read_as_yours() -> None:
    assert problems("celebrity elizabeth-magie", HOLD_HER.format(done="gained")) == []
    assert problems("celebrity pablo-picasso", PICASSO.format(what="champagne")) == []


@pytest.mark.parametrize(("card", "text"), [("celebrity elizabeth-magie", HOLD_HER.format(done="paid")),
                                            ("celebrity elizabeth-magie", HOLD_HER.format(done="gained by an opponent")),
                                            ("celebrity pablo-picasso", PICASSO.format(what="coffee"))])
def test_a_trigger_in_the_passive_said_wrongly_is_flagged(card: str, text: str) -> None:
    assert problems(card, text)


# ---- an objective's claimer said 'the player', and 'must' before the objective's own verb ---------------------------

CLAIMS = " The first three players to claim it score 15, 10 and 5 VP."


@pytest.mark.parametrize(("card", "text"), [("objective three-top-floor-rooms", "The player needs at least three occupied rooms on floor 4."),
                                            ("objective seven-champagne", "The player has at least 7 champagne in their kitchen."),
                                            ("objective seven-champagne", "The player must hold at least seven champagne in their kitchen."),
                                            ("objective 116", "The player must have at least 4 occupied yellow rooms and at least 3 occupied "
                                                              "blue rooms.")])
def test_the_player_who_claims_an_objective_is_you(card: str, text: str) -> None:
    assert problems(card, text + CLAIMS) == []


@pytest.mark.parametrize(("card", "text", "named"),
                         [("objective three-top-floor-rooms", "The player needs at least three occupied rooms on floor 3.", "floor 3"),
                          ("objective seven-champagne", "The player must hold at least six champagne in their kitchen.", "6"),
                          ("objective 116", "The player with the most rooms must have at least 4 occupied yellow rooms and at least 3 "
                                            "occupied blue rooms.", "cannot read")])
def test_the_player_who_claims_an_objective_said_wrongly_is_named(card: str, text: str, named: str) -> None:
    found = problems(card, text + CLAIMS)
    assert any(named in p for p in found), found


# ---- a guest's or celebrity's own VP said 'Score 7 VP' or '7 VP are scored', and "He's worth" -------------------------

@pytest.mark.parametrize(("card", "text"), [("guest 55", "7 VP are scored, and 2 staff cards are drawn."),
                                            ("guest 55", "Score 7 VP and draw 2 staff cards."),
                                            ("celebrity marie-curie", "Score 1 VP. Each time you play a staff card, take 2 dishes or drinks."),
                                            ("guest 55", "He's worth 7 VP; draw 2 staff cards.")])
def test_the_own_vp_said_as_scored_is_the_printed_vp(card: str, text: str) -> None:
    assert problems(card, text) == []


@pytest.mark.parametrize(("card", "text"), [("guest 55", "8 VP are scored, and 2 staff cards are drawn."),
                                            ("celebrity marie-curie", "Score 2 VP. Each time you play a staff card, take 2 dishes or drinks."),
                                            ("guest 55", "He's worth 8 VP; draw 2 staff cards.")])
def test_a_wrong_own_vp_said_as_scored_is_named(card: str, text: str) -> None:
    found = problems(card, text)
    assert any("own VP" in p for p in found), found


# ---- 'Play it and you ...': an imperative joined to what you then get is a trigger ------------------------------------

def test_play_it_and_you_is_when_you_play_it() -> None:
    assert problems("staff 43", "Play it and you immediately collect four coffee.") == []


@pytest.mark.parametrize(("text", "named"), [("Play it and you immediately collect three coffee.", "3 coffee"),
                                             ("Play it and you immediately pay four coffee.", "pay 4 coffee")])
def test_play_it_and_you_said_wrongly_is_named(text: str, named: str) -> None:
    found = problems("staff 43", text)
    assert any(named in p for p in found), found


# ---- a celebrity's VP said as gained when it is taken is its own VP (Builder.own_vp_taken) --------------------------

AGATHA = ("While you hold her, each time your Emperor marker moves forward by at least 1 step, you may play 1 staff card from "
          "your hand for up to 2 krones less.")


@pytest.mark.parametrize("head", ["You score 1 VP when you take her.", "When you take her, you score 1 VP."])
def test_a_celebritys_vp_gained_when_taken_is_its_own_vp(head: str) -> None:
    assert problems("celebrity agatha-christie", f"{head} {AGATHA}") == []


def test_a_wrong_celebrity_vp_gained_when_taken_is_named() -> None:
    found = problems("celebrity agatha-christie", f"When you take her, you score 2 VP. {AGATHA}")
    assert any("own VP as 2" in p for p in found), found


def test_more_than_vp_when_taken_is_not_the_own_vp() -> None:
    assert problems("celebrity agatha-christie", f"When you take her, you score 1 VP and gain 1 krone. {AGATHA}")


# ---- the Emperor marker in the passive, and second readings of a sentence whose words a pass moved ----------------

@pytest.mark.parametrize(("card", "text"), [("guest 67", "2 VP. 2 staff cards are drawn, and the Emperor marker may be moved 2 steps up the track."),
                                            ("guest 70", "1 VP. A staff card may be played at a 1-krone discount, and the Emperor marker may "
                                                         "be advanced 3 steps.")])
def test_the_emperor_marker_moved_in_the_passive_is_read(card: str, text: str) -> None:
    assert problems(card, text) == []


@pytest.mark.parametrize(("text", "named"), [("2 VP. 2 staff cards are drawn, and the Emperor marker may be moved 3 steps up the track.", "3 steps"),
                                             ("2 VP. 2 staff cards are drawn, and the Emperor marker is moved 2 steps up the track.", "optional")])
def test_the_emperor_marker_moved_in_the_passive_said_wrongly_is_named(text: str, named: str) -> None:
    found = problems("guest 67", text)
    assert any(named in p for p in found), found


def test_a_sentence_span_runs_from_its_leftmost_word() -> None:
    """'2 staff cards are drawn' is lexed 'drawn 2 staff cards': the sentence still starts at '2', so its second readings
    see all of it (before, they started at 'drawn' and lost the words before it)."""
    from compiler.textread import _span

    found = tokens("2 staff cards are drawn.")
    assert _span(found)[0] == 0
