"""A card's own name in its text, on every kind (session 6): a staff card's, an entrance's or a ballroom's name is the
card ('it'), as a guest's or a celebrity's is ('he'); a name is taken whole where one of its words is none the reader
knows, spelled either way ('Strauss' for Strauß), and one word alone only where that word is unknown; a name made of
card words ('Count') is read as those words, and a wrong fact said beside the name is still named."""
from __future__ import annotations

from compiler.textread_rewrite import own_name
from tests.compiler.test_textcheck_rules import problems


def test_a_staff_cards_name_is_the_card() -> None:
    assert own_name("While the Chauffeur is in play, red rooms cost you nothing to prepare.", "Chauffeur", "staff").startswith("While it ")
    assert not problems("staff 10", "While the Chauffeur is in play, red rooms cost you nothing to prepare.")
    assert any("blue" in p for p in problems("staff 10", "While the Chauffeur is in play, blue rooms cost you nothing to prepare."))


def test_a_name_is_taken_spelled_either_way_and_by_its_unknown_word_alone() -> None:
    assert own_name("Goldener Strauss scores the rows.", "Goldener Strauß", "ballroom").split()[0] == "it"
    assert own_name("Wray sends you back.", "The Grand Wray Hotel", "hotel-entrance").split()[0] == "it"
    assert own_name("Kaufman's pile", "Kaufman", "hotel-entrance") == "Kaufman's pile"  # a possessive is not the card alone


def test_a_name_of_card_words_or_its_known_word_alone_is_left_as_said() -> None:
    assert own_name("Count your occupied rooms.", "Count", "guest") == "Count your occupied rooms."
    assert own_name("Each Dancer you send scores.", "Flamenco Dancer", "guest") == "Each Dancer you send scores."
    assert own_name("The Flamenco Dancer checks in.", "Flamenco Dancer", "guest").split()[0] == "he"
    assert own_name("Einstein is worth 1 VP.", "Kaufman", "hotel-entrance") == "Einstein is worth 1 VP."


def test_a_rulings_shall_is_the_cards_plain_verb_and_a_wrong_amount_beside_it_is_named() -> None:
    said = "Until the end of the round, whenever his holder plays a staff card, that player shall gain one champagne and {} VP."
    assert not problems("celebrity giacomo-puccini", said.format(2))
    assert any("3 VP" in p for p in problems("celebrity giacomo-puccini", said.format(3)))
