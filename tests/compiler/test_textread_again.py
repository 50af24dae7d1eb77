"""The text reader's fifth round (issue 14): general mechanisms rather than phrases. Second readings of a sentence
that cannot be read as written (weak words left out, comma-parted phrases in another order, plainer wordings),
inflections of known words, synonyms read as other words, joints left dangling by words that say nothing.

Each mechanism drops, moves or rewrites words, so each is held both ways: a correct wording passes, and the same
wording with one fact wrong is still flagged, naming the difference (a mechanism that passed anything would be a
check that cannot fail).
"""
from __future__ import annotations

import pytest

from compiler.textlex import _inflected, lexicon, tokens
from compiler.textread_again import Form, second_readings, weak_words
from compiler.textread_rewrite import rewritten
from tests.compiler.test_textcheck_rules import problems

# (card, a correct wording, the same wording made wrong, words the difference names)
CASES = [
    # weak words: 'on it' after a die's face, 'an extra' before an amount
    ("staff 16", "Each time you take a die with a 4 on it, gain 4 VP.", "Each time you take a die with a 4 on it, gain 3 VP.", "3 VP"),
    ("staff 16", "Each time you take a die with a 4 on it, gain 4 VP.", "Each time you take a die with a 5 on it, gain 4 VP.", "5"),
    ("staff 42", "Each time you get the reward of an Emperor tile, score an extra 5 VP.",
     "Each time you get the reward of an Emperor tile, score an extra 4 VP.", "4 VP"),
    # phrases in another order, a joint whose other half says nothing, a modal's comma
    ("staff 4", "You may, once each round and as an additional action, add one coffee to your kitchen from the supply.",
     "You may, once each round and as an additional action, add one cake to your kitchen from the supply.", "cake"),
    ("staff 23", "Gain 1 krone each time one of your rooms is occupied, whatever the cause.",
     "Gain 2 krones each time one of your rooms is occupied, whatever the cause.", "2 krones"),
    # plainer wordings: a gerund trigger, a distributive list, a remark in parentheses
    ("staff 20", "On taking a die showing 5, you may also move 2 steps up the Emperor track before or after the main action.",
     "On taking a die showing 4, you may also move 2 steps up the Emperor track before or after the main action.", "4"),
    ("objective 114", "Have at least 3 occupied rooms of each colour: red, yellow and blue.",
     "Have at least 2 occupied rooms of each colour: red, yellow and blue.", "2"),
    ("staff 21", "On playing this card, take one of each: strudel, cake, wine and coffee.",
     "On playing this card, take one of each: strudel, cake and wine.", "coffee"),
    ("staff 10", "Red rooms cost you nothing to prepare (no extra action to prepare them).",
     "Blue rooms cost you nothing to prepare (no extra action to prepare them).", "blue"),
    ("staff 44", "As soon as you play this card, put 4 strudel from the supply into your kitchen.",
     "As soon as you play this card, put 4 cake from the supply into your kitchen.", "cake"),
    ("guest 187", "Room only; never in a ballroom. On check-in, you may occupy one more vacant room of any colour, and you advance 4 "
                  "steps on the Emperor track.",
     "Ballroom only. On check-in, you may occupy one more vacant room of any colour, and you advance 4 steps on the Emperor track.",
     "ballroom"),
    ("guest 146", "This guest has no reward beyond her 15 victory points.", "This guest has no reward beyond her 14 victory points.", "14"),
    ("objective 111", "Fully occupy all the rooms of at least one colour in your hotel.",
     "Fully occupy all the rooms of at least two colours in your hotel.", "2"),
    ("objective 109", "Occupy every room on at least two floors of your hotel.", "Occupy every room on at least three floors of your hotel.", "3"),
    ("objective five-large-orders", "Complete the orders of five or more guests who each ordered at least 3 items.",
     "Complete the orders of five or more guests who each ordered at least 4 items.", "4"),
    ("emperor-tile A1", "Reward: 3 krones. Penalty: 3 krones, or 5 VP if you cannot pay.",
     "Reward: 3 krones. Penalty: 3 krones, or 4 VP if you cannot pay.", "4 VP"),
    ("emperor-tile A1", "Reward: +3 krones. Penalty: -3 krones (or -5 VP if you cannot pay).",
     "Reward: +3 krones. Penalty: -2 krones (or -5 VP if you cannot pay).", "2 krones"),
    ("guest 67", "You draw a pair of staff cards and can advance two spaces on the Emperor track.",
     "You draw a pair of staff cards and can advance three spaces on the Emperor track.", "3"),
    # synonyms as word classes: 'during' is 'at', 'into' is 'to', 'perform' is 'carry out', 'final' is 'last'; a bell lead
    ("staff 28", "During final scoring, each occupied blue room of your hotel is worth 3 VP to you.",
     "During final scoring, each occupied red room of your hotel is worth 3 VP to you.", "red"),
    ("staff 166", "Bell: when you advance 3 or more Emperor steps in one action, you may flip this card to prepare up to 2 rooms of any "
                  "colour for free and occupy it immediately.",
     "Bell: when you advance 2 or more Emperor steps in one action, you may flip this card to prepare up to 2 rooms of any "
     "colour for free and occupy it immediately.", "2"),
    ("emperor-tile more-a", "Reward: gain 2 krones and a dish or drink of your choice, not champagne. Penalty: pay 2 krones and return 1 "
                            "dish or drink; if you cannot, lose 5 VP.",
     "Reward: gain 3 krones and a dish or drink of your choice, not champagne. Penalty: pay 2 krones and return 1 "
     "dish or drink; if you cannot, lose 5 VP.", "3 krones"),
]


@pytest.mark.parametrize("key, right, wrong, named", CASES, ids=[f"{c[0]} {c[3]}" for c in CASES])
def test_a_mechanism_passes_the_right_wording_and_names_the_wrong_one(key, right, wrong, named) -> None:
    assert problems(key, right) == []
    found = problems(key, wrong)
    assert found and any(named in p for p in found), found


# Words that can change what a card does: none may be weak (left out on a second reading) or say nothing.
MEANINGFUL = ("not", "no", "never", "only", "each", "every", "per", "may", "can", "must", "instead", "at least", "at most", "more",
              "less", "fewer", "before", "after", "up to", "all", "any", "or", "and", "if", "unless", "except", "without", "opponent",
              "each opponent", "you", "pay", "lose", "gain", "one", "two", "three", "once", "twice", "double", "half", "up", "down",
              "here", "there", "this")  # 'dancers here' is this ballroom's


def test_no_weak_word_can_change_what_a_card_does() -> None:
    weak = {p.pattern for p in weak_words()}
    assert weak and not [w for w in MEANINGFUL if any(p.fullmatch(w) for p in weak_words())], weak
    assert not [w for w in MEANINGFUL if w in lexicon().silent]


def test_a_sentence_read_as_written_has_no_second_reading_tried_in_vain() -> None:
    """Second readings are only tried for a sentence that failed; one with no weak word, comma or rewrite has none."""
    assert list(second_readings("Gain 4 VP.", (0, 10))) == []


def test_a_second_reading_keeps_each_word_where_it_stands_in_the_text() -> None:
    text = "You may, once per round, gain 1 coffee."
    for found in second_readings(text, (0, len(text))):
        for token in found:
            if token.type == "NUM":
                assert text[token.start_pos:token.end_pos] == "1"


def test_an_inflection_is_read_as_the_known_word_and_a_known_word_is_never_changed() -> None:
    table = lexicon()
    assert "strengths" not in table.known and _inflected("strengths", table) == "strength"
    assert "queues" not in table.known and _inflected("queues", table) == "queue"
    assert _inflected("occupied", table) == "occupied" and _inflected("krones", table) == "krones"
    assert _inflected("gizmos", table) == "gizmos"  # no known stem: still a word the reader does not know
    assert tokens("Gain 2 gizmos.")[2].type == "WORD"


def test_synonyms_read_as_the_same_tokens() -> None:
    def kinds(text: str) -> list:
        return [(t.type, t.meaning) for t in tokens(text)]
    assert kinds("During final scoring, gain 3 VP.") == kinds("At final scoring, gain 3 VP.")
    assert kinds("Perform the main action.") == kinds("Carry out the main action.")


def test_a_rewrite_keeps_every_word_that_says_something() -> None:
    text = "Have at least 3 occupied rooms of each colour: red and blue."
    plain = rewritten(Form.of(text, (0, len(text))))
    assert plain.words.startswith("Have at least 3 occupied red rooms and at least 3 occupied blue rooms")
    assert rewritten(Form.of("While holding him, gain 1 VP.", (0, 29))) is None  # 'while' is held, not an event
    assert rewritten(Form.of("On check-in, gain 1 VP.", (0, 23))) is None  # not a verb's gerund
    assert rewritten(Form.of("Prepare every room of one colour.", (0, 33))) is None  # not said occupied


def test_an_unknown_word_still_stops_its_sentence_after_every_second_reading() -> None:
    found = problems("staff 16", "Each time you take a die showing 4, weather permitting, gain 4 VP.")
    assert any("weather" in p for p in found), found


def test_a_word_class_name_the_pattern_cannot_take_is_refused() -> None:
    from compiler.textlex import expanded

    with pytest.raises(ValueError, match="letters and hyphens"):
        expanded("she can only take a room {on-floor-1}", {"on-floor-1": ["on floor 1"]})
    assert expanded("a room {on-floor}", {"on-floor": ["on floor 1", ""]}) == ["a room on floor 1", "a room"]


def test_a_hyphenated_word_the_lexicon_does_not_know_is_read_as_its_parts_and_a_minus_stays() -> None:
    def kinds(text: str) -> list:
        return [(t.type, t.meaning) for t in tokens(text)]
    assert kinds("Gain 2 krones per occupied blue-room.") == kinds("Gain 2 krones per occupied blue room.")
    assert kinds("He is worth -1 VP.")[-4][0] == "MINUS"  # a minus before a number is no hyphenated word
    assert problems("guest 155", "He is worth -1 VP. When he checks in or dances, take 1 champagne; you may also prepare a room "
                                 "of any colour, paying its usual floor cost.") == []


def test_contractions_and_number_words_read_as_written_out() -> None:
    def kinds(text: str) -> list:
        return [(t.type, t.meaning) for t in tokens(text)]
    assert kinds("If you can't, lose fifteen VP.") == kinds("If you cannot, lose 15 VP.")


def test_a_pair_after_a_verb_is_two_and_a_count_of_pairs_stays() -> None:
    def kinds(text: str) -> list:
        return [(t.type, t.meaning) for t in tokens(text)]
    assert kinds("Draw a pair of staff cards.") == kinds("Draw 2 staff cards.")
    assert ("PAIR_OF", "pairs") in kinds("Gain 7 VP for each pair of dancers here.")


def test_a_sentence_opening_with_you_and_its_verb_is_read_as_the_imperative() -> None:
    """'You draw a staff card, and ...' (the lexicon's event phrase 'you draw a staff card' names a trigger's event) is
    read again as 'Draw a staff card, and ...'; a wrong amount in it is still named (session 10)."""
    from tests.compiler.textpairs import problems

    said = "You draw {} staff card, and you can then move 2 steps up the Emperor track if you want to."
    assert problems("guest 99", said.format("a")) == []
    assert any("draw 2 staff cards" in p for p in problems("guest 99", said.format("2") .replace("card,", "cards,")))


def test_a_phrase_set_inside_a_clause_is_read_moved_first() -> None:
    """'you're allowed, either before or after the action, to send ...' (session 10): the phrase between two parts of a
    clause is read moved first, the parts joined; 'less than the usual price' is what a discount is less than."""
    from tests.compiler.textpairs import problems

    said = ("Every time you take a 5 die, you're allowed, either before or after the action, to send one dancer to a ballroom "
            "for {} champagne less than the usual price.")
    assert problems("staff 125", said.format("one")) == []
    assert any("2 champagne less" in p for p in problems("staff 125", said.format("two")))


def test_an_event_phrase_with_no_trigger_word_before_it_is_the_action() -> None:
    """'If you like, you play a staff card ...' (session 10): the lexicon's event phrase 'you play a staff card' is the
    action where no trigger word ('when', 'each time', a guest's colour) stands before it; after one it stays the event."""
    from compiler.textlex import tokens
    from tests.compiler.textpairs import problems

    assert "EVENT" not in [t.type for t in tokens("If you like, you play a staff card.")]
    assert "EVENT" in [t.type for t in tokens("Whenever you play a staff card, gain 1 krone.")]
    said = "You pick up one champagne. If you like, you play a staff card from your hand with {} krones knocked off its cost."
    assert problems("guest 138", said.format(3)) == []
    assert any("2 krones less" in p for p in problems("guest 138", said.format(2)))
