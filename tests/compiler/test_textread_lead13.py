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
