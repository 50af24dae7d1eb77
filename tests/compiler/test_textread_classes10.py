"""Lexicon entries and readings of session 10 said by class or shape (issue 14): any colour said by its parts ('..., and
the colour doesn't matter', 'whatever colour it is', 'in any colour'), 'pays out' as a gain of the card's user, and a
guest's VP said 'scores zero,' beside its other printed values. Each right wording passes; one fact changed is named."""
from __future__ import annotations

from tests.compiler.textpairs import Pair, checker

PAIRS = (
    # guest 72: may occupy 1 room of any colour
    Pair("guest 72", "His reward is optional: occupy one room, and the colour doesn't matter.",
         "His reward is optional: occupy two rooms, and the colour doesn't matter.", "2 rooms"),
    Pair("guest 72", "You may occupy one room, whatever colour it is.", "You may prepare one room, whatever colour it is.", "prepare"),
    Pair("guest 72", "You may occupy one room in any colour.", "You must occupy one room in any colour.", "optional"),
    # guest 141: gain 1 champagne
    Pair("guest 141", "The Khan pays out a single champagne when you check him in.", "The Khan pays out two champagne when you check him in.", "2 champagne"),
    # guest 81 (red, 2 cake, 0 VP): gain 1 wine and 3 krones
    Pair("guest 81", "The General is red, wants two cake, scores zero, and pays out a wine and three krones.",
         "The General is red, wants two cake, scores two, and pays out a wine and three krones.", "own VP as 2"),
)

ROOM_PAIRS = (
    # staff 9: blue rooms cost nothing to prepare
    Pair("staff 9", "Your blue rooms cost nothing to prepare.", "Your red rooms cost nothing to prepare.", "red rooms"),
    Pair("staff 9", "Your blue rooms are free to prepare.", "Your yellow rooms are free to prepare.", "yellow rooms"),
)

GRAB_PAIRS = (
    # 'grab' is take everywhere, in a trigger's phrase too
    Pair("staff 12", "Whenever you grab a die showing 3 or 4, you score 2 VP.", "Whenever you grab a die showing 5 or 6, you score 2 VP.", "5 or 6"),
    Pair("staff 3", "Once a round, grab a wine.", "Once a round, grab a coffee.", "coffee"),
)

test_said_by_class = checker(PAIRS + ROOM_PAIRS + GRAB_PAIRS)


def test_every_negative_contraction_is_its_words() -> None:
    """'haven't', 'hasn't', 'couldn't' ... are read as their words (a negation), never as an unknown word."""
    from compiler.textlex import tokens

    for said in ("You haven't got one.", "She hasn't one.", "You couldn't pay.", "They weren't there."):
        found = tokens(said)
        assert any(t.meaning in ("not", "cannot") for t in found) and not any("'t" in str(t.meaning) for t in found), said


def test_the_module_a_card_needs_is_a_remark_said_with_its_subject() -> None:
    """'Used only with the Vienna ballrooms.', 'He needs the ballrooms module.' say which module the card belongs to, no
    effect; what the rest of the text says is still compared."""
    from tests.compiler.textpairs import problems

    said = "He needs the ballrooms module. He is worth 1 VP. Each time you play a staff card, you earn 1 champagne and {} VP."
    assert problems("celebrity giacomo-puccini", said.format(2)) == []
    assert any("3 VP" in p for p in problems("celebrity giacomo-puccini", said.format(3)))
    assert not any("Used" in p for p in problems("hotel-entrance the-ren", "Used only with the Vienna ballrooms. Gain 1 strudel."))
