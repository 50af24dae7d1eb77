"""The verb a group of acts is read with where the text says none of its own (compiler/textread.py's Builder): whether
each act after 'and' takes its own 'may', and what an amount said with no verb does."""
from __future__ import annotations

from compiler import meaning as m
from compiler.textpieces import Obj


def each_may(groups: list, separator, act) -> bool:
    """'you may play a staff card and prepare a room', 'you may send 1 dancer, then score 1 VP per dancer': each action
    its own group (one may be done without the other), unless what follows was said as the way to it ('you may pay 2
    krones to take 1 champagne and ...'), or said after a comma as how it is done ('you may take the reward of a tile,
    moving back 2 spaces'). Whether the 'may' reaches the second action English leaves open, so the reader
    leaves it open too (compiler/textread.py reads it as a permissive frame: optional where the card's act is)."""
    last = groups[-1] if groups else None
    if separator not in ("and", ",") or (separator == "," and act.participle) or last is None or not last.optional or last.joint or last.choice or not last.effects:
        return False
    return not any(_a_cost(e) for e in last.effects)  # 'you may pay 1 krone and skip the penalty': the cost and what it buys


COSTS = ("pay", "spend", "return", "lose", "retreat", "remove", "exchange")


def bare_verb(obj: Obj, minus: bool, occasion) -> str:
    """What an amount said with no verb does: 'Reward: 5 krones' gains them; 'Penalty: 5 krones', 'Penalty: -8 VP' and
    'minus 8 VP' lose them (krones and items are paid, VP lost)."""
    if not minus and (occasion is None or occasion.kind != "penalty"):
        return "gain"
    return "lose" if obj.noun == ("UNIT", "vp") else "pay"


def _a_cost(effect) -> bool:
    return isinstance(effect, m.Act) and effect.verb in COSTS
