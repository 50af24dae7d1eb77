"""A lexer pass for where a gain comes from said as the card itself: 'gain 1 strudel from her', 'you earn 3 krones from
him', 'take 2 wine from it'. The card gives what its user gains; 'from' and the card ('her', the card's own name read
'him') add nothing and are left out. Only right after a gain's amount and unit, at the end of its phrase: 'from it' after
anything else (a dancer removed from a ballroom, a room taken from a floor) is a place, and stays."""
from __future__ import annotations

GAINS = ("gain",)  # the verbs (by meaning) whose source may be the card
ENDS = ("DOT", "SEMI", "COMMA", "AND", "COLON", "OCCASION", "WHEN")  # what may follow 'from her'


def from_the_card(found: list) -> list:
    out = []
    for index, token in enumerate(found):
        if _the_card_given(found, index) or (index > 0 and _the_card_given(found, index - 1)):
            continue
        out.append(token)
    return out


def _the_card_given(found: list, index: int) -> bool:
    """Whether found[index] is the 'from' of 'from her' after a gain's amount and unit."""
    if not (found[index].type == "FROM" and index + 1 < len(found) and found[index + 1].type == "NOUN" and found[index + 1].meaning == "it"):
        return False
    if index + 2 < len(found) and found[index + 2].type not in ENDS:
        return False
    return index >= 3 and found[index - 1].type == "UNIT" and found[index - 2].type in ("NUM", "ARTICLE") and _gained(found, index - 2)


def _gained(found: list, at: int) -> bool:
    """Whether the amount at `at` is a gain's: the last verb before it in its clause gains."""
    verb = next((t for t in reversed(found[:at]) if t.type in ("VERB", "DOT", "SEMI")), None)
    return verb is not None and verb.type == "VERB" and verb.meaning in GAINS
