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


def test_a_staff_card_said_as_a_person_when_played_or_hired() -> None:
    """'When you play him' / 'Once you hire her' is 'when played' (a staff card is a person); the message for a verb
    and noun that name no event quotes them together ("'play it' is not an event", was "'play' it is not ...")."""
    said = "Once you hire her, you get one strudel, one cake, one wine and {} coffee."
    assert not problems("staff 21", said.format("one"))
    assert any("2 coffee" in p for p in problems("staff 21", said.format("two")))
    assert any("once per round" in p for p in problems("staff 21", "Once per round you can use him as an additional action to "
                                                                    "gain one strudel, one cake, one wine and one coffee."))
    unread = problems("staff 21", "When you play a room, gain one strudel, one cake, one wine and one coffee.")
    assert any("'play room' is not an event the reader knows" in p for p in unread), unread


def test_every_round_is_not_an_empty_word() -> None:
    """Regression (session 6): 'each round' / 'every round' were read as nothing, so a when-played card said to act
    'every round' passed (dev5b's wrong 'play her and you get 3 champagne every round' was caught only by 'her')."""
    for said in ("play it and you get 3 champagne every round", "When you play it, you get 3 champagne each round."):
        assert problems("staff 120", said), said
    assert not problems("staff 120", "When you play it, you get 3 champagne.")
