"""Readings of session 22 (issue 14), each held by a right and a wrong wording: the right one was flagged before this
session (on 471e1e9) and passes now; the wrong one, the same words with one fact changed, is flagged naming it.

- A 'may' carried to the next action over 'and' or a comma ('you may send 1 dancer, and gain 1 krone', 'you may send
  one more dancer there, then score 1 VP ...'). English leaves open whether the 'may' reaches the second action, and
  the reader read it as reaching it, so a text said the card's mandatory gain was optional (a claimed difference on a
  text read in full). It is now read as a permissive frame (compiler/textframes.py): optional where the card's act
  is. An action with its own 'may', or its own subject ('and you gain'), still says what it says.
- A sentence that does something and says no time, with no time said before it, on a card that acts at once when it
  comes to you: a staff card when played, a celebrity or a hotel entrance when obtained ('Cost 3. You gain 4 cake.').
  It was unread ('the text does not say when this happens'). A card whose rule has another time still differs.
- A guest's plain VP gain said with its reward ('a blue guest who wants a single coffee and gives his host 3 VP'): no
  guest's reward is a plain VP gain, so where the number is the card's printed VP it is that VP (compiler/textcheck.py
  `printed_vp_read`); another number is a gain the card does not give.
- A 'may' carried inside a row of a table ('2 or 12, you may prepare 1 room for free, and gain 1 VP') is fitted to the
  same row of the card's table, as a block is (compiler/textframes.py `rows_fitted`).
"""
from __future__ import annotations

from tests.compiler.test_textcheck_rules import problems
from tests.compiler.textpairs import Pair, checker

WHIRL = "Whenever you take a die showing 3, before or after its action: you may send 1 dancer{}"
DOOLITTLE = ("She can only go to a ballroom. When she dances, you may send one more dancer to the same space as her, then {}score 1 VP "
             "for each of your dancers in all ballrooms.")
ROOM_AND_STEPS = ("They can only take a room, never dance in a ballroom. When they check in, you may occupy 1 more vacant room of any "
                  "colour, and {}move your Emperor marker 4 steps forward.")

READINGS = [
    Pair("staff 119", WHIRL.format(", and gain 1 krone."), WHIRL.format(", and gain 2 krones."), "2 krones"),
    Pair("staff 119", WHIRL.format(" and gain 1 krone."), WHIRL.format(" and may gain 1 krone."), "optional"),
    Pair("guest 184", DOOLITTLE.format(""), DOOLITTLE.format("you may "), "optional"),
    Pair("guest 187", ROOM_AND_STEPS.format(""), ROOM_AND_STEPS.format("may "), "optional"),
]

MAYENFELS = ("You gain 1 cake and 1 coffee, draw {} staff card, and may play 1 staff card from your hand paying up to 3 krones less. "
             "Each time you play a staff card, gain 1 krone; you may draw 1 staff card.")

COROGARI = ("On gaining it: 1 strudel, 1 wine. When you take your second die of a round, by the sum of your two dice: 6 or 8, you may "
            "play 1 staff from hand at 1 krone off; 5 or 9, 1 strudel and 1 wine; 4 or 10, 1 krone and you may advance 1 Emperor step; "
            "3 or 11, 1 cake and 1 coffee; 2 or 12, you may prepare 1 room of any colour for free, and {}gain 1 VP.")

READINGS += [
    Pair("staff 39", "Cost 3. You gain 4 cake.", "Cost 3. You gain 5 cake.", "5 cake"),
    Pair("staff 39", "costs 3 and hands you 4 cake right away", "costs 3 and hands you 4 wine right away", "wine"),
    Pair("hotel-entrance mayenfels", MAYENFELS.format("1"), MAYENFELS.format("2"), "draw 2"),
    Pair("guest 65", "A blue guest who wants a single coffee and gives his host 3 VP, with no other reward.",
         "A blue guest who wants a single coffee and gives his host 4 VP, with no other reward.", "gain 4 VP"),
    Pair("hotel-entrance corogari-zant-mainz", COROGARI.format(""), COROGARI.format("may "), "you may gain 1 VP"),
]

test_session_22_readings = checker(READINGS)


def test_a_time_left_unsaid_is_no_other_time() -> None:
    """The card's own time is read only where none is said: a card that acts once per round or at the end of the game
    is not what a sentence with no time says, nor is a time said wrongly."""
    assert any("the card: once per round" in p for p in problems("staff 129", "You gain 1 champagne."))
    assert any("the text says at final scoring" in p for p in problems("staff 39", "Cost 3. At the end of the game, you gain 4 cake."))


def test_a_carried_may_still_reads_optional_where_the_card_is() -> None:
    """Guest 157 may do both: the 'may' carried over 'and' or ', then' still says so, and 'and you occupy' does not."""
    lead = "When she checks in or dances, you may send 1 more dancer at its usual champagne cost"
    assert problems("guest 157", f"{lead} and occupy 1 more vacant room of any colour.") == []
    assert problems("guest 157", f"{lead}, then occupy 1 more vacant room of any colour.") == []
    said = problems("guest 157", f"{lead}, and you occupy 1 more vacant room of any colour.")
    assert any("the card makes it optional" in p for p in said), said
