"""Passives with their amount first (compiler/textlex_passive.py): read as the card's user doing it, in the active order.
Each right wording passes, the same with one fact wrong is flagged naming it, and a passive whose doer is said is left."""
from __future__ import annotations

import pytest

from compiler.textlex import tokens
from tests.compiler.textpairs import Pair, checker

PAIRS = [
    Pair("staff 19", "Every time you take a die showing 3, 5 victory points are received.",
     "Every time you take a die showing 3, 4 victory points are received.", "4 VP"),
    Pair("guest 156", "Reward: two champagne are received.", "Reward: two champagne are lost.", "lose 2 champagne"),
    # the reward as the subject of 'is': 'his reward is 1 strudel and 2 krones'
    Pair("guest 52", "No VP from him, but his reward is 1 strudel and 2 krones.", "No VP from him, but his reward is 1 strudel and 3 krones.",
     "3 krones"),
    Pair("emperor-tile A1", "Reward: gain 3 krones. Penalty: 3 krones are paid; if you cannot, 5 victory points are lost.",
     "Reward: gain 3 krones. Penalty: 3 krones are paid; if you cannot, 6 victory points are lost.", "6 VP"),
]


test_a_passive_is_read_as_the_user_doing_it = checker(PAIRS)


@pytest.mark.parametrize("text", ["2 krones are paid by each opponent", "when 2 krones are paid", "you take 2 rooms are removed"])
def test_a_passive_with_its_doer_or_in_a_trigger_stays_as_written(text: str) -> None:
    starts = [t.start_pos for t in tokens(text)]
    assert starts == sorted(starts), starts  # nothing put in another order


# ---- a list of amounts said before the passive (session 10) ----------------------------------------------------------------

from tests.compiler.textpairs import Pair, checker  # noqa: E402

LIST_PAIRS = (
    Pair("staff 21", "When this card is played, 1 strudel, 1 cake, 1 wine and 1 coffee are gained.",
         "When this card is played, 1 strudel, 1 cake, 1 wine and 2 coffee are gained.", "2 coffee"),
    Pair("guest 160", "1 champagne and 2 dishes or drinks of your choice are gained.", "1 champagne and 3 dishes or drinks of your choice are gained.", "3 dishes"),
    # 'one of them' as the thing done to before 'may be played'
    Pair("guest 76", "4 VP. 3 staff cards are revealed from the deck; one of them may be played at no cost, and the others are put under the deck.",
         "4 VP. 3 staff cards are revealed from the deck; two of them may be played at no cost, and the others are put under the deck.", "2 staff cards"),
)

test_a_list_before_a_passive_is_its_object = checker(LIST_PAIRS)


def test_a_list_that_does_not_open_its_clause_is_left_out_of_the_passive() -> None:
    """'Gain 1 krone, 2 VP are scored': the krone is the verb's before, only '2 VP' is the passive's."""
    from compiler.textlex import tokens

    said = [(t.type, t.meaning) for t in tokens("Gain 1 krone, 2 VP are scored.")]
    assert said[:3] == [("VERB", "gain"), ("NUM", 1), ("UNIT", "krone")] and ("VERB", "score") in said[3:5]


# ---- any object said before the passive, not only an amount (session 11) ------------------------------------------------

THING_PAIRS = (
    Pair("emperor-tile more-b", "Reward: draw 3 staff cards and gain 4 VP. Penalty: three staff cards from your hand are to be returned; failing that, 7 VP are lost.",
         "Reward: draw 3 staff cards and gain 4 VP. Penalty: two staff cards from your hand are to be returned; failing that, 7 VP are lost.", "2 staff cards"),
    Pair("guest 52", "Reward: a strudel and 2 krones are received.", "Reward: a strudel and 2 krones are paid.", "pay 2 krones"),
    Pair("emperor-tile ballrooms-b", "Reward: you may send 1 dancer to a ballroom for free. Penalty: one of your dancers is removed from the middle ballroom; if you cannot, 7 VP are lost.",
         "Reward: you may send 1 dancer to a ballroom for free. Penalty: one of your dancers is removed from the middle ballroom; if you cannot, 5 VP are lost.", "5 VP"),
)

test_any_thing_before_a_passive_is_its_object = checker(THING_PAIRS)


def test_a_comma_and_opens_the_passive_clause() -> None:
    """'3 VP, and 3 krones are gained': the VP said apart (a guest's own) stay out of what the passive gains."""
    said = [(t.type, t.meaning) for t in tokens("3 VP, and 3 krones are gained.")]
    assert said[:2] == [("NUM", 3), ("UNIT", "vp")] and said[4] == ("VERB", "gain"), said
