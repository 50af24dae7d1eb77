"""Session 15's lead: one class of English (issue 14), where a guest may go said as a RESTRICTION: a place allowed
('only', 'always', 'must', 'has to'), a place refused ('never', 'not', 'can't', 'won't', 'no ... for her'), or both, and
the floor its room must be on. compiler/textread_where15.py reads such a sentence whole into the facts the card's
`destination` and `needs floors` are compared with, so a wrong place or floor is named, whoever the writer is.

The five writers below are the lead's own wordings (a player aid, a wiki, a video, a translated edition, a designer's
note), written before the reading; each has a twin with the place or floor changed."""
from __future__ import annotations

import pytest

from compiler.textread_where15 import where_said
from tests.compiler.textpairs import Pair, checker

DOOLITTLE_REST = ("When she dances, you may send 1 more dancer onto the very ballroom space she is sent to, paying that "
                  "space's champagne cost and taking its row bonus only once for the two. Then score 1 VP for each of your "
                  "dancers in all ballrooms, both of these included.")
WHERE = "where the guest goes"
FLOOR = "the floor the guest's room must be on"

ROOMS = [
    Pair("guest 188", "Rooms only - no ballroom.", "Ballrooms only - no room.", WHERE),  # a player aid
    Pair("guest 188", "Ms. Hildegard is always placed in a room and may never be sent to a ballroom.",
         "Ms. Hildegard is always placed in a ballroom and may never be sent to a room.", WHERE),  # a wiki
    Pair("guest 188", "She doesn't dance at all: she has to take a room.",
         "She doesn't take a room at all: she has to dance in a ballroom.", WHERE),  # a video
    Pair("guest 188", "She goes only in a room, not in a ballroom.", "She goes only in a ballroom, not in a room.",
         WHERE),  # a translated edition
    Pair("guest 188", "You can never put her in a ballroom; she only ever takes a room.",
         "You can never put her in a room; she only ever dances in a ballroom.", WHERE),  # teaching at the table
    Pair("guest 187", "They never go to a ballroom. When they check in, you may occupy 1 more vacant room of any colour, "
         "and you move your Emperor marker 4 steps forward.", "They never go to a room. When they check in, you may "
         "occupy 1 more vacant room of any colour, and you move your Emperor marker 4 steps forward.", WHERE),
]

BALLROOMS = [
    Pair("guest 184", "Never a room for her: she only dances. " + DOOLITTLE_REST,
         "Never a ballroom for her: she only takes a room. " + DOOLITTLE_REST, WHERE),
    Pair("guest 184", "She must always be sent to a ballroom and can't check into a room. " + DOOLITTLE_REST,
         "She must always be sent to a room and can't dance in a ballroom. " + DOOLITTLE_REST, WHERE),
]

FLOORS = [
    Pair("guest 192", "Her room has to be on the ground floor; she never goes to a ballroom.",
         "Her room has to be on the second floor; she never goes to a ballroom.", FLOOR),
    Pair("guest 192", "She must be put in a room on floor 1 and may not dance.",
         "She must be put in a room on floor 3 and may not dance.", FLOOR),
    Pair("guest 188", "Only a room for her, never a ballroom.", "Only a room on the first floor for her, never a ballroom.",
         FLOOR),  # the card has no floor: one said is named
]

NOT_HER_CARD = [  # a guest with no place of its own: a restriction said of it is a fact the card does not know
    Pair("guest 55", "Draw 2 staff cards.", "She never goes to a ballroom. Draw 2 staff cards.", WHERE),
]

test_where_a_guest_may_go_is_read = checker(ROOMS + BALLROOMS + FLOORS + NOT_HER_CARD)

# A second class: what an objective's need is FOR, said before the need (five writers, the lead's own wordings): 'For
# this one', 'a player needs' (the claimer with an indefinite article), 'Claim it with', 'You complete this objective
# with'. Each twin changes the number needed, which must be named.
CLAIMS = " The first three players to do so claim 15, 10 and 5 VP."
OBJECTIVE_FRAMES = [
    Pair("objective 110", "For this one you need at least 2 fully occupied columns in your hotel." + CLAIMS,
         "For this one you need at least 3 fully occupied columns in your hotel." + CLAIMS, "at least 3 fully occupied columns"),
    Pair("objective 108", "To claim this objective, a player needs at least 12 room tiles in the hotel." + CLAIMS,
         "To claim this objective, a player needs at least 11 room tiles in the hotel." + CLAIMS, "at least 11 rooms"),
    Pair("objective seven-champagne", "Claim it with at least 7 champagne in your kitchen." + CLAIMS,
         "Claim it with at least 6 champagne in your kitchen." + CLAIMS, "at least 6 champagnes"),
    Pair("objective three-top-floor-rooms", "You complete this objective with at least 3 occupied rooms of any colour on "
         "floor 4." + CLAIMS, "You complete this objective with at least 3 occupied rooms of any colour on floor 3." + CLAIMS,
         "on floor 3"),
    Pair("objective 112", "For this objective a player needs at least 6 fully occupied room groups." + CLAIMS,
         "For this objective a player needs at least 5 fully occupied room groups." + CLAIMS, "at least 5 fully occupied"),
]

test_what_an_objective_needs_is_read_whatever_it_is_said_for = checker(OBJECTIVE_FRAMES)


@pytest.mark.parametrize("words", [
    "You may send 1 dancer to a ballroom.",  # a reward, not a restriction: no word restricts
    "She goes to a room.",  # no restriction either: the lexicon reads the plain going
    "She can only go to a room and never to a room.",  # a place both allowed and refused
    "Only a room or a ballroom.",  # two places allowed
    "She never dances and never takes a room.",  # both refused: nowhere left
    "Only a ballroom on floor 1.",  # a floor for a ballroom
    "She only takes a room, and draws 2 staff cards.",  # a second act: not a restriction alone
])
def test_what_is_not_a_restriction_alone_is_left_to_the_grammar(words: str) -> None:
    assert where_said(words, (0, len(words)), "guest") is None


def test_only_a_guest_has_a_place() -> None:
    words = "Only a room, never a ballroom."
    assert where_said(words, (0, len(words)), "staff") is None
    assert [(f.name, f.value) for f in where_said(words, (0, len(words)), "guest")] == [("destination", "room")]
