"""A lexer pass for what is done said in the passive, its amount first: '5 victory points are received', 'two champagne
are received', '7 victory points are lost', 'one dancer is removed from the middle ballroom', 'two rooms are to be
removed'. With no one named as doing it, it is done by the card's user: the terminals are put in the active order the
grammar reads ('receive 5 VP', 'remove 1 dancer from the middle ballroom'). A passive with its doer said ('... by an
opponent') is left as it is, unread."""
from __future__ import annotations

from compiler.textlex import _token, lexicon

BE = ("is", "are", "will be", "gets", "get")
IRREGULAR = {"paid": "pay", "lost": "lose", "given": "give", "taken": "take", "drawn": "draw", "sent": "send", "won": "win",
             "got": "get", "spent": "spend", "put": "put", "laid": "lay"}
OPENS = ("DOT", "SEMI", "COMMA", "COLON", "OCCASION", "FALLBACK", "AND")  # what the amount of a passive clause follows


def passives(found: list) -> list:
    """The terminals with each passive clause put in the active order, and 'his reward is 1 strudel' read as 'Reward: 1
    strudel' (the reward said as the subject of 'is': what follows is what it gives)."""
    found = [t for i, t in enumerate(found) if not _reward_is(found, i)]
    out, index = [], 0
    while index < len(found):
        step = _passive(found, index) or _participle_after(found, index)
        if step is None:
            out.append(found[index])
            index += 1
            continue
        verb, size, said = step
        out[-said:] = [verb] + out[-said:]  # the amounts and their units, already out, go after the verb
        index += size
    return out


def _reward_is(found: list, index: int) -> bool:
    return (0 < index < len(found) - 1 and found[index].type == "MOD_CHANGE" and str(found[index].raw).lower() in ("is", "are")
            and found[index - 1].type == "OCCASION" and found[index - 1].meaning == "reward" and found[index + 1].type in ("NUM", "ARTICLE"))


THING_PARTS = ("NUM", "ARTICLE", "UP_TO", "MORE", "STATE", "COLOR", "NOUN", "UNIT", "ANY_COLOR", "ON_FLOOR", "RANGE", "NUMLIST",
               "OF_YOUR", "ORDINALS", "ANOTHER", "OF_THEM", "NONE", "ALL", "EXACTLY", "OPTION", "COUNT_FILTER", "AND", "COMMA")
THING_STARTS = ("NUM", "ARTICLE", "UP_TO", "ANOTHER", "NONE", "ALL", "EXACTLY", "UNIT", "NOUN", "COLOR", "STATE")
JOINS = ("AND", "COMMA")  # within the thing done to, they join a list; before it, they open its clause


def _passive(found: list, index: int):
    """(the verb token, how many terminals the 'are received' takes, how many the thing done to) where found[index] is
    the 'are' of a passive whose thing done to opens its clause right before it: '5 VP are received', 'strudel and cake
    are taken', 'three staff cards from your hand are to be returned', '1 strudel, 1 cake and 1 wine are gained'."""
    if str(found[index].raw).lower() not in BE or found[index].type not in ("WORD", "MOD_CHANGE"):
        return None
    at = index + 2 if index + 2 < len(found) and found[index + 1].type == "TO" and str(found[index + 2].raw).lower() == "be" else index
    said = _thing_before(found, index)
    if said is None or at + 1 >= len(found) or _by_someone(found, at + 2):
        return None
    verb = _verb(found[at + 1])
    return (verb, at + 2 - index, said) if verb is not None else None


HEADS = ("OCCASION", "COLON")  # what a thing given with its participle after it follows: 'Reward: 2 staff cards drawn from the deck'


def _participle_after(found: list, index: int):
    """(the verb, 1, how many terminals the thing takes) where found[index] is a participle said right after the thing a
    reward gives, with no 'is': 'His reward is 2 staff cards drawn from the deck', 'Reward: 3 krones taken from the supply'."""
    if index == 0 or found[index - 1].type not in ("NOUN", "UNIT") or found[index].type not in ("VERB", "WORD"):
        return None
    said = _thing_before(found, index)
    verb = _verb(found[index]) if said else None
    if verb is None or index == said or found[index - said - 1].type not in HEADS:
        return None
    return verb, 1, said


def _thing_before(found: list, index: int):
    """How many terminals before `index` the thing done to takes: the longest run of an object's words that opens its
    clause (after a list's 'and' or comma where the whole run does not: 'gain 1 krone, 2 VP are scored'), or None. A
    comma with 'and' opens a clause ('3 VP, and 3 krones are gained': the VP are the guest's own, said apart)."""
    first = index
    while first > 0 and found[first - 1].type in THING_PARTS and not _comma_and(found, first - 1):
        first -= 1
    for start in [first] + [i + 1 for i in range(first, index) if found[i].type in JOINS]:
        if start < index and found[start].type in THING_STARTS and (start == 0 or found[start - 1].type in OPENS):
            said = found[start:index]
            return len(said) if any(t.type in ("NOUN", "UNIT", "OF_THEM") for t in said) else None
    return None


def _comma_and(found: list, at: int) -> bool:
    return found[at].type == "AND" and at > 0 and found[at - 1].type == "COMMA"


def _verb(token):
    """The participle as the verb the lexicon knows ('received' is VERB gain, 'removed' the VERB 'remove')."""
    word = str(token.raw).lower()
    first = word.split()[0] if word.split() else word  # 'carried out': the participle is its first word
    if token.type == "VERB" and (first.endswith(("ed", "en")) or first in IRREGULAR):
        return token
    if token.type != "WORD":
        return None
    for stem in (IRREGULAR.get(word), word[:-1] if word.endswith("ed") else None, word[:-2] if word.endswith("ed") else None):
        found = lexicon().phrases.get((stem,)) if stem else None
        if found and found[0] == "VERB":
            return _token("VERB", found[1], token.start_pos, token.end_pos, token.raw)
    return None


def _by_someone(found: list, at: int) -> bool:
    return at < len(found) and str(found[at].raw).lower().split()[:1] == ["by"]


# ---- the passive after a modal: '1 vacant room of any colour may be occupied', 'up to 2 staff cards may be played' ----

MODALS = ("MAY", "MUST")
OBJECT_PARTS = ("NUM", "ARTICLE", "UP_TO", "MORE", "STATE", "COLOR", "NOUN", "UNIT", "ANY_COLOR", "ON_FLOOR", "RANGE", "NUMLIST",
                "OF_YOUR", "ORDINALS", "ANOTHER", "DIRECTION", "OF_THEM")  # what the thing done to may be said with before its modal
OBJECT_OPENS = OPENS + ("ROW_LABEL", "SEMI")
PARTICIPLES = ("VERB", "WORD", "STATE", "COUNT_FILTER")  # 'prepared', 'taken', 'occupied', 'played' as the lexicon reads them


def modal_passives(found: list) -> list:
    """'1 vacant room of any colour may be occupied' is 'you may occupy 1 vacant room of any colour': the thing done to,
    an amount first, said before 'may be' and the participle, put after the verb, the modal kept. With its doer said
    ('... by an opponent'), or with no amount first ('the Emperor marker may be advanced'), it is left as it is."""
    out = list(found)
    index = 0
    while index < len(out):
        step = _modal_passive(out, index)
        if step is None:
            index += 1
            continue
        start, verb, size = step
        out[start:index + size] = [out[index], verb] + out[start:index]
        index = start + 2
    return out


def _modal_passive(found: list, index: int):
    """(where the object starts, the verb, how many terminals 'may be occupied' takes) at a modal, or None."""
    if found[index].type not in MODALS or index + 2 >= len(found) or str(found[index + 1].raw).lower() != "be":
        return None
    if found[index + 2].type not in PARTICIPLES or _by_someone(found, index + 3):
        return None
    verb = _participle(found[index + 2])
    start = index
    while start > 0 and found[start - 1].type in OBJECT_PARTS:
        start -= 1
    if verb is None or start == index or (start > 0 and found[start - 1].type not in OBJECT_OPENS):
        return None
    if found[start].type not in ("NUM", "ARTICLE", "UP_TO", "ANOTHER") or not any(t.type in ("NOUN", "UNIT", "OF_THEM") for t in found[start:index]):
        return None
    return start, verb, 3


def _participle(token):
    """The participle as a verb: what _verb reads, and 'occupied' (a state), 'played' (a filter) by their words."""
    if token.type in ("VERB", "WORD"):
        found = _verb(token)
        if found is not None:
            return found
    word = str(token.raw).lower()
    for stem in (word[:-3] + "y" if word.endswith("ied") else None, word[:-2] if word.endswith("ed") else None, IRREGULAR.get(word)):
        found = lexicon().phrases.get((stem,)) if stem else None
        if found and found[0] == "VERB":
            return _token("VERB", found[1], token.start_pos, token.end_pos, token.raw)
    return None
