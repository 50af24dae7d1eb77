"""The text reader's eighth round (issue 14, text8): a word the lexicon knows only inside longer phrases ('gaining',
of 'on gaining it') is read as its base ('gain') where none of those phrases starts, while a word the lexicon reads on
its own keeps its reading ('occupied' is not 'occupy'), and 'costs' or 'ones' stay themselves."""
from __future__ import annotations

from compiler.textlex import lexicon, tokens
from tests.compiler.test_textcheck_rules import problems


def _read(text: str) -> list[tuple[str, str]]:
    return [(t.type, str(t.value)) for t in tokens(text)]


def test_a_word_known_only_inside_phrases_is_read_as_its_base() -> None:
    assert ("VERB", "gain") in _read("She scores 7 VP, gaining you 3 krones.")
    assert problems("guest 69", "She scores 7 VP, gaining you 3 krones.") == []
    said = problems("guest 69", "She scores 7 VP, gaining you 2 krones.")
    assert said and any("2 krones" in p for p in said), said


def test_the_phrase_itself_and_words_read_on_their_own_are_unchanged() -> None:
    assert _read("On gaining it, you gain 2 krones.")[0] == ("OCCASION", "obtained")
    occupied = lexicon().phrases[("occupied",)]
    assert (occupied[0], str(occupied[1])) in _read("an occupied room")  # not 'occupy', a one-word phrase of its own
    assert ("WORD", "costs") in _read("Hiring her costs 5 krones.")
    assert problems("staff 34", "Hiring her costs 5 krones. When the game ends, her owner scores 1 VP for every room in their hotel.") == []
    said = problems("staff 34", "Hiring her costs 4 krones. When the game ends, her owner scores 1 VP for every room in their hotel.")
    assert any("4" in p for p in said), said


def test_costs_you_nothing_at_all_is_free_preparing() -> None:
    text = "He is worth 1 VP and, until the end of the round, preparing rooms costs you nothing at all."
    assert problems("celebrity mahatma-gandhi", text) == []
    said = problems("celebrity mahatma-gandhi", text.replace("1 VP", "2 VP"))
    assert any("VP as 2" in p for p in said), said
    said = problems("celebrity mahatma-gandhi", text.replace("preparing rooms", "taking guests from the queue"))
    assert any("queue" in p for p in said), said


def test_she_gives_you_n_vp_opening_a_celebrity_is_its_own_vp() -> None:
    text = ("She gives you 1 VP, and for the rest of the round each time you gain krones, you may prepare a room of any "
            "colour at a 1-krone discount.")
    assert problems("celebrity elizabeth-magie", text) == []
    said = problems("celebrity elizabeth-magie", text.replace("1 VP", "2 VP"))
    assert any("own VP as 2" in p for p in said), said
    said = problems("celebrity elizabeth-magie", text.replace("gain krones", "gain wine"))
    assert any("wine" in p for p in said), said


def test_the_card_s_own_name_gives_you_n_vp() -> None:
    text = ("Elizabeth gives you 1 VP, and for the rest of the round each time you gain krones, you may prepare a room of "
            "any colour at a 1-krone discount.")
    assert problems("celebrity elizabeth-magie", text) == []
    said = problems("celebrity elizabeth-magie", text.replace("1 VP", "3 VP"))
    assert any("own VP as 3" in p for p in said), said
