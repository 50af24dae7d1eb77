"""A difference of 'or' against 'and' between a text and its card (issue 14, session 13): the text offers a choice of
effects ('pay 2 K or return 1 dish') where the card does them all ('pay 2 krones and give back 1 dish'). (The other
way round, a card's choice said as 'and', no card of the corpus has in a shape a writer slips on; left as it was.) Paired effect by effect, the two would be said as 'the card says pay 2 krones; the text does not' and 'the
text says you choose one: ...', which names neither joint; said here as one difference naming both ('or', 'and')."""
from __future__ import annotations

from collections import Counter

from compiler import meaning as m


def choice_against_all(said: list, card: list) -> str:
    """The message for a text's one choice whose options are exactly the card's effects, else ''."""
    if _choice_of(said, card):
        return (f"the text gives a choice ('or', one of them): {_listed(said[0].body, 'or')}; "
                f"the card does all of them ('and'): {_listed(card, 'and')}")
    return ""


def _choice_of(one: list, many: list) -> bool:
    """`one` is a single 'choose one' whose options are `many`, as a multiset (and there are two or more)."""
    if len(one) != 1 or len(many) < 2 or not isinstance(one[0], m.Act) or one[0].verb != "choose":
        return False
    return Counter(one[0].body) == Counter(many)


def _listed(effects, joint: str) -> str:
    from compiler.textcheck import _effect

    return f" {joint} ".join(_effect(e) for e in effects)
