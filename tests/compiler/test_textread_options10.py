"""An option said by its parts (issue 14, session 10): the wish as '{if/should} {who} {wish/like/want/choose}' ('should you
want to', 'if she likes') and the choice as '{who} {have/get/are} {the option/free} {to/of}' ('you get the option of taking',
'you are free to'), word classes in the lexicon, not listed phrases. On a card whose effect is not optional the same words
are named as making it optional. The wordings are written for these tests."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

# guest 78: may take 1 guest from the queue for free; guest 69: gain 3 krones (not optional)
PAIRS = (
    Pair("guest 78", "Take another guest from the queue for free, should you want to.", "Take 2 guests from the queue for free, should you want to.", "2 guests"),
    Pair("guest 78", "Should you wish, take another guest from the queue for free.", "Should you wish, take 2 guests from the queue for free.", "2 guests"),
    Pair("guest 78", "You get the option of taking another guest from the queue for free.", "You get the option of taking 2 guests from the queue for free.", "2 guests"),
    Pair("guest 78", "You are free to take another guest from the queue at no cost.", "You are free to take 3 guests from the queue at no cost.", "3 guests"),
    Pair("guest 69", "Gain 3 krones.", "Gain 3 krones, should you want to.", "optional"),
    Pair("guest 69", "Gain 3 krones.", "You are free to gain 3 krones.", "optional"),
    # the choice said after what is done: '..., with the option of moving ...'
    Pair("guest 67", "He is worth 2 VP; serve him and you draw 2 staff cards, with the option of moving 2 spaces up the Emperor track.",
         "He is worth 2 VP; serve him and you draw 2 staff cards, with the option of moving 3 spaces up the Emperor track.", "3 steps"),
)

test_an_option_said_by_its_parts = checker(PAIRS)


def test_having_to_is_never_an_option() -> None:
    """A word class member the lexer drops ('the right': both words silent) once made 'you have to' read 'may'."""
    from compiler.textlex import tokens

    for said in ("You also have to draw a staff card.", "They have to pay 1 krone.", "You have to return 2 staff cards."):
        assert "MAY" not in [t.type for t in tokens(said)], said


def test_no_word_class_member_is_made_only_of_words_the_lexer_drops() -> None:
    """A member all of whose words are silent ('the right') silently vanishes from every phrase built with it, so a
    phrase means more than it says. Only the empty member "" may say nothing, and says so."""
    import tomllib

    from compiler.textlex import LEXICON, lexicon

    silent = lexicon().silent
    classes = tomllib.loads(LEXICON.read_text(encoding="utf-8"))["word-classes"]
    vanishing = [(name, member) for name, members in classes.items() for member in members
                 if member.strip() and all(word in silent for word in member.lower().split())]
    assert set(vanishing) <= KNOWN_TO_VANISH, set(vanishing) - KNOWN_TO_VANISH


# members that vanish and mean what the phrase says without them: 'its' in a class that has "" already, and 'whole' in
# '{paying-at} {full} {cost}' ('paying its whole cost' is the full cost, as 'paying its cost' is)
KNOWN_TO_VANISH = {("tile-s", "its"), ("full", "whole")}


# ---- an event said by its parts: '{who} {would} {suffer} {a penalty}' ---------------------------------------------------

PENALTY_PAIRS = (
    Pair("staff 26", "When you are about to suffer an Emperor penalty, you may pay 1 krone to skip it.",
         "When you are about to suffer an Emperor penalty, you may pay 2 krones to skip it.", "2 krones"),
    Pair("staff 26", "When his owner is about to suffer an Emperor penalty, they may pay 1 krone to avoid it.",
         "When his owner is about to suffer an Emperor penalty, they must pay 1 krone to avoid it.", "optional"),
)

test_an_event_said_by_its_parts = checker(PENALTY_PAIRS)
