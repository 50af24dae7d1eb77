"""Session 25 (issue 14): what the checker says when a text names no time. A sentence that says no time on a card that
acts when it comes to you reads as that moment (Builder.at_once); a difference found there is the text's silence, not
a time it said, and the message says so."""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

SILENT_EINSTEIN = ("He is worth 1 VP. His owner swaps up to four dishes or drinks from the kitchen for the same number "
                   "of other dishes or drinks from the supply.")
SAID_EINSTEIN = "1 VP. On taking him: exchange up to 4 of your dishes or drinks for other ones from the supply."


def test_a_text_naming_no_time_is_told_it_names_none() -> None:
    said = problems("celebrity albert-einstein", SILENT_EINSTEIN)
    assert len(said) == 1 and "the text names no time" in said[0] and "once while you hold it" in said[0], said
    assert "the text says when obtained" not in said[0]


def test_a_text_naming_the_wrong_time_is_told_the_time_it_named() -> None:
    said = problems("celebrity albert-einstein", SAID_EINSTEIN)
    assert len(said) == 1 and "the text says when obtained" in said[0], said


def test_a_text_naming_the_right_time_passes() -> None:
    right = "1 VP. Once while you hold him, you may exchange up to 4 dishes or drinks for other ones from the supply."
    assert problems("celebrity albert-einstein", right) == []


def test_a_staff_text_naming_no_time_for_a_trigger_is_told_it_names_none() -> None:
    said = problems("staff 16", "You score 4 VP.")
    assert any("the text names no time (a staff card with none acts when played)" in p and "each time you take a die"
               in p for p in said), said
    said = problems("staff 16", "When you play this card, you score 4 VP.")
    assert any("the text says when played" in p for p in said), said


# An object said with no verb ('Reward: 2 krones', 'one step up the Emperor track') had no place in the text, so a
# claim about the parts of its sentence ('two optional things', 'Both are optional') counted one part too few there.
LADY = ("The Lady Companion gives you two optional things: one step up the Emperor track, and playing a staff card out "
        "of your hand for free.")


def test_two_optional_things_listed_without_verbs_are_each_a_may() -> None:
    assert problems("guest 135", LADY) == []
    assert problems("guest 135", LADY + " Both are take-it-or-leave-it.") == []


def test_two_things_listed_without_verbs_and_not_said_optional_are_flagged() -> None:
    said = problems("guest 135", LADY.replace("two optional things", "two things"))
    assert any("the card makes it optional ('may'): move 1 step up the Emperor track" in p for p in said), said


def test_an_object_said_with_no_verb_has_its_place_in_the_text() -> None:
    from compiler.textcheck import text_reading
    from tests.compiler.textsets.sets import corpus_cards, with_text

    text = "Reward: 1 step up the Emperor track and 2 krones."
    body = text_reading(with_text(corpus_cards()["guest 135"], text)).meaning.parts[0].body
    assert [text[e.at[0]:e.at[1]] for e in body] == ["step", "krones"]


# A ballroom's row said as the moment a dancer goes there: 'When you place a dancer in the top row, ...', 'If you put a
# dancer on the top row, ...', 'Whenever you send a dancer to the top row, ...'. Written before the code that reads them;
# each wrong twin changes one fact of the row.
KETTEN_REST = (" When this ballroom is scored, each player scores 7 VP for every complete pair of their dancers here (an "
               "odd dancer left over scores nothing); a player without a dancer here loses 5 VP.")
APOLLO_REST = (" When this ballroom is scored, each player scores 1 VP for each point of their number of dancers here times "
               "the value of the highest row they reach (bottom 1, middle 2, top 3); a player without a dancer here loses 5 VP.")
STRAUSS_REST = (" When this ballroom is scored, each row is ranked on its own by the number of dancers in it, among the "
                "players with at least one dancer there: first 7 VP, second 2 VP. A player without any dancer in this "
                "ballroom loses 5 VP. Tied players share the rank: add up the VP of the ranks they fill, split it evenly "
                "(rounded down), and skip the ranks they used.")
ROWS_AS_MOMENTS = [
    Pair("ballroom zur-kettenbruecke",
         "When you place a dancer in the top row, you score 5 VP. When you place a dancer in the middle row, you score 2 VP."
         " The bottom row gives nothing." + KETTEN_REST,
         "When you place a dancer in the top row, you score 5 VP. When you place a dancer in the middle row, you lose 2 VP."
         " The bottom row gives nothing." + KETTEN_REST, "lose 2 VP"),
    Pair("ballroom zur-kettenbruecke",
         "If you put a dancer on the top row, you get 5 VP; if you put a dancer on the middle row, you get 2 VP; the "
         "bottom row gives nothing." + KETTEN_REST,
         "If you put a dancer on the top row, you get 2 VP; if you put a dancer on the middle row, you get 2 VP; the "
         "bottom row gives nothing." + KETTEN_REST, "2 VP"),
    Pair("ballroom apollosaal",
         "Whenever you send a dancer to the top row, you take 3 krones. Whenever you send a dancer to the middle row, you "
         "take 2 krones. The bottom row gives nothing." + APOLLO_REST,
         "Whenever you send a dancer to the top row, you take 3 krones. Whenever you send a dancer to the middle row, "
         "each opponent takes 2 krones. The bottom row gives nothing." + APOLLO_REST, "opponent"),
    Pair("ballroom goldener-strauss",
         "Each time you place a dancer in the top row, move 3 steps up the Emperor track; each time you place one in the "
         "middle row, move 1 step up it. The bottom row gives nothing." + STRAUSS_REST,
         "Each time you place a dancer in the top row, move 3 steps down the Emperor track; each time you place one in "
         "the middle row, move 1 step up it. The bottom row gives nothing." + STRAUSS_REST, "3 steps down the Emperor track"),
]

test_a_row_said_as_the_moment_a_dancer_goes_there = checker(ROWS_AS_MOMENTS)


# 'never more cake than strudel' said where no take of kinds uses it was dropped: the sentence read in full without it,
# and its wrong twin ('never more strudel than cake') read the same. It is now a part not read.
def test_an_order_of_kinds_said_of_nothing_taken_in_kinds_is_not_read() -> None:
    from compiler.textcheck import text_reading
    from tests.compiler.textsets.sets import corpus_cards, with_text

    for order in ("never more cake than strudel", "never more strudel than cake"):
        text = f"Take a number of dishes equal to the action's strength, with {order}."
        reading = text_reading(with_text(corpus_cards()["action-space dishes"], text))
        assert [u.why for u in reading.unread] == [f"'{order}' is said of nothing taken in kinds"], reading.unread


def test_an_order_of_kinds_said_of_a_take_of_kinds_is_read_and_compared() -> None:
    right = "Take as many dishes as the action's strength, strudel and cake in any mix, but no more cake than strudel."
    assert problems("action-space dishes", right) == []
    said = problems("action-space dishes", right.replace("no more cake than strudel", "no more strudel than cake"))
    assert any("does not follow the kinds in the order said" in p for p in said), said


# An action space's take of kinds in frames of my own, probed before the code: the kinds joined by 'or' ('strudel or
# cake as you like', '(wine or coffee)') were read as a choice between two takes, a wrong difference on a right text;
# 'in any mix of wine and coffee' was not read.
TAKES_OF_KINDS = [
    Pair("action-space dishes",
         "Take one dish per point of the action's strength, strudel or cake as you like, but never more cake than strudel.",
         "Take one dish per point of the action's strength, strudel or cake as you like, but never more strudel than cake.",
         "'never more strudel than cake' does not follow the kinds in the order said"),
    Pair("action-space drinks",
         "For each point of strength, take one drink (wine or coffee), but never more coffee than wine in this take.",
         "For each point of strength, each opponent takes one drink (wine or coffee), but never more coffee than wine in "
         "this take.", "the card gives it to you"),
    Pair("action-space dishes",
         "Take as many dishes as the action's strength, in any mix of strudel and cake, but never more cake than strudel.",
         "Take as many dishes as the action's strength, in any mix of strudel and wine, but never more wine than strudel.",
         "strudel, wine are not all dishes"),
    Pair("action-space drinks",
         "Take as many drinks as the action's strength, in any mix of wine and coffee, but never more coffee than wine.",
         "Take as many drinks as the action's strength, in any mix of wine and coffee, but never more wine than coffee.",
         "'never more wine than coffee' does not follow the kinds in the order said"),
]

test_a_take_of_kinds_joined_by_or_or_said_as_a_mix_of_them = checker(TAKES_OF_KINDS)


def test_a_choice_between_two_takes_is_still_a_choice() -> None:
    """Only an 'or' that joins a take's kinds is undone: two actions joined by 'or' stay a choice."""
    said = problems("action-space dishes", "Take 2 strudel or take 2 cake.")
    assert any("choose one" in p for p in said), said


def test_no_phrase_inserted_into_this_sessions_readings_is_read_past() -> None:
    """The insertion hunt (tests/compiler/textsets/insertions.py) on the right wordings of this module's Pairs: each
    phrase false of its card, put where it goes, must be flagged."""
    from compiler import meaning as m
    from tests.compiler.textsets.insertions import inserted
    from tests.compiler.textsets.sets import Case, corpus_cards

    cards = corpus_cards()
    wrong = [w for p in ROWS_AS_MOMENTS + TAKES_OF_KINDS
             for w in inserted(Case(p.card, p.right, ""), cards[p.card].kind.name, m.card_meaning(cards[p.card]))]
    assert len(wrong) > 150
    assert [w.text for w in wrong if not problems(w.key, w.text)] == []
