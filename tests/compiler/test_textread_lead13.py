"""Session 13's lead: the one rule by which a lasting rule read from an act is the card owner's (owners_rule)."""
from __future__ import annotations

from compiler import meaning as m
from compiler.textread_acts import owners_rule

FREE_TAKE = m.Modifier("queue-cost", (("to", (0,)),))


def _take(who: str) -> m.Act:
    return m.Act("take", (("what", "guest"),), who=who)


def test_an_act_of_the_owner_makes_the_rule() -> None:
    assert owners_rule(_take("you"), FREE_TAKE) == FREE_TAKE


def test_an_act_of_another_player_makes_no_rule() -> None:
    assert owners_rule(_take("each-opponent"), FREE_TAKE) is None
    assert owners_rule(_take("each-player"), FREE_TAKE) is None


def test_remarks_left_out_of_a_sentence_whose_full_stop_stands_past_the_text() -> None:
    """A sentence lexed with the full stop a text without one is given may end one character past the text (a held-out
    text crashed the reader here once the remark classes grew): the stop is no character of the text to keep."""
    from compiler.textlex import tokens
    from compiler.textread_remarks import remarks_left_out

    text = "Gain 1 cake, that's it"
    assert remarks_left_out(text, tokens(text + "."), "staff").form.words == "Gain 1 cake"
