"""The text reader's eighth round (issue 14, text8): a word the lexicon knows only inside longer phrases ('gaining',
of 'on gaining it') is read as its base ('gain') where none of those phrases starts, while a word the lexicon reads on
its own keeps its reading ('occupied' is not 'occupy'), and 'costs' or 'ones' stay themselves."""
from __future__ import annotations

from compiler.textlex import lexicon, tokens
from tests.compiler.textpairs import Pair, checker

GANDHI = "He is worth 1 VP and, until the end of the round, preparing rooms costs you nothing at all."
MAGIE = ("She gives you 1 VP, and for the rest of the round each time you gain krones, you may prepare a room of any "
         "colour at a 1-krone discount.")
MAGIE_NAMED = ("Elizabeth gives you 1 VP, and for the rest of the round each time you gain krones, you may prepare a room of "
               "any colour at a 1-krone discount.")

PAIRS = [
    # a word known only inside phrases ('gaining', of 'on gaining it') read as its base
    Pair("guest 69", "She scores 7 VP, gaining you 3 krones.", "She scores 7 VP, gaining you 2 krones.", "2 krones"),
    # a gerund before 'costs' is still the card's cost ('costs' stays itself)
    Pair("staff 34", "Hiring her costs 5 krones. When the game ends, her owner scores 1 VP for every room in their hotel.",
         "Hiring her costs 4 krones. When the game ends, her owner scores 1 VP for every room in their hotel.", "4"),
    # 'costs you nothing at all' is free preparing
    Pair("celebrity mahatma-gandhi", GANDHI, GANDHI.replace("1 VP", "2 VP"), "VP as 2"),
    Pair("celebrity mahatma-gandhi", GANDHI, GANDHI.replace("preparing rooms", "taking guests from the queue"), "queue"),
    # 'She gives you N VP' opening a celebrity is its own VP, so the duration after ', and' is read
    Pair("celebrity elizabeth-magie", MAGIE, MAGIE.replace("1 VP", "2 VP"), "own VP as 2"),
    Pair("celebrity elizabeth-magie", MAGIE, MAGIE.replace("gain krones", "gain wine"), "wine"),
    # the card's own name giving you N VP
    Pair("celebrity elizabeth-magie", MAGIE_NAMED, MAGIE_NAMED.replace("1 VP", "3 VP"), "own VP as 3"),
]

test_a_new_reading_passes_the_right_wording_and_names_the_wrong_one = checker(PAIRS)


def _read(text: str) -> list[tuple[str, str]]:
    return [(t.type, str(t.value)) for t in tokens(text)]


def test_a_word_known_only_inside_phrases_is_read_as_its_base() -> None:
    assert ("VERB", "gain") in _read("She scores 7 VP, gaining you 3 krones.")


def test_the_phrase_itself_and_words_read_on_their_own_are_unchanged() -> None:
    assert _read("On gaining it, you gain 2 krones.")[0] == ("OCCASION", "obtained")
    occupied = lexicon().phrases[("occupied",)]
    assert (occupied[0], str(occupied[1])) in _read("an occupied room")  # not 'occupy', a one-word phrase of its own
    assert ("WORD", "costs") in _read("Hiring her costs 5 krones.")

