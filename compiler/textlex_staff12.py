"""Lexer passes for staff card texts in card-face shorthand (issue 14, session 12).

- A slash between a reward and what it counts is 'per': 'Final: +3 VP / occupied yellow room' is '3 VP per occupied
  yellow room'. Only after an amount of a unit and before a room or guest's words: 'dishes/drinks' and 'wine/coffee'
  (a unit on both sides) stay a choice.
- A die's trigger said as a heading: 'Die 5 taken:', 'Die 1 or 2 taken:', 'Take a 3:', 'Taking a 3 or 4:', '5 taken:',
  'A 6 die taken:'. Each is put as the grammar reads 'Die showing 5:' (each time you take a die showing 5). Only a
  heading that opens its sentence, ends in a colon and holds nothing but die faces, the word 'die' and the verb take:
  a heading with any other word ('Take 3 krones:') is left as it is.
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

COUNTED = ("STATE", "COLOR", "NOUN", "ANY_COLOR")  # the words of what a slash counts: 'occupied yellow room', 'guest'
FACES = range(1, 7)
TAKE_WORDS = ("take", "taken", "taking", "takes", "took")


def slash_per(found: list) -> list:
    """'3 VP / occupied yellow room': the slash after an amount of a unit is 'per'."""
    return replaced_where(found, _slash_after_amount)


def _slash_after_amount(found: list, index: int):
    token = found[index]
    if not (token.type == "OR" and str(token.raw).strip() == "/" and index >= 2 and index + 1 < len(found)):
        return None
    if not (found[index - 1].type == "UNIT" and found[index - 2].type == "NUM" and found[index + 1].type in COUNTED):
        return None
    return [_token("PER", "per", token.start_pos, token.end_pos, token.raw)], index + 1


def die_heads(found: list) -> list:
    """'Die 5 taken: +2 strength', 'Take a 3: ...': a heading of die faces and 'take' is the trigger of taking that die."""
    return replaced_where(found, _die_head)


def _die_head(found: list, index: int):
    """(WHEN EVENT faces, the colon's index) for a die heading opening a sentence at `index`, else None."""
    if index > 0 and found[index - 1].type != "DOT":
        return None
    colon = next((at for at in range(index, len(found)) if found[at].type in ("COLON", "DOT", "COMMA", "SEMI")), None)
    if colon is None or found[colon].type != "COLON":
        return None
    head = found[index:colon]
    faces = [t for t in head if t.type in ("NUM", "OR")]
    if not _faces(faces) or not all(_die_word(t) or t in faces for t in head) or not any(_take(t) for t in head):
        return None
    at = found[index].start_pos
    return [_token("WHEN", "each-time", at, at), _token("EVENT", "take-die", at, at, "")] + faces, colon


def _faces(faces: list) -> bool:
    """Whether the tokens are '5' or '1 or 2': die faces joined by 'or'."""
    numbers, joins = faces[0::2], faces[1::2]
    return (bool(faces) and len(faces) % 2 == 1 and all(t.type == "NUM" and t.meaning in FACES for t in numbers)
            and all(t.type == "OR" for t in joins))


def _die_word(token) -> bool:
    return token.type in ("DIE", "ARTICLE") or _take(token)


def _take(token) -> bool:
    return _raw(token) in TAKE_WORDS or token.type == "DIE"


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())


# ---- a thing done said free -----------------------------------------------------------------------------------------
# 'To prepare a blue room costs you 0 krones', 'Every blue room you prepare costs you nothing', 'This card makes every
# yellow room you prepare free', 'To take a guest from the queue costs you nothing', 'Taking guests from the queue = free':
# what is done (an infinitive, or a giver's 'every room you prepare') then that it is free, put as the grammar reads
# 'Preparing a blue room costs you nothing'. Only where the free words follow the thing done at once: a price said
# ('costs 1 krone') is no free word and stays as it is, so a wrong cost is still named.

OPENS = ("DOT", "COMMA", "COLON", "SEMI")
COST_LEADS = ("for", "at", "only", "just")  # as compiler/textread_facts.py COST_LEADS
ROOM_WORDS = ("ARTICLE", "COLOR", "STATE", "ANY_COLOR")
DOING_VERBS = {"prepare": "room-cost"}  # an infinitive's verb -> what its cost is (the lexicon's MOD_DOING values)
GIVERS = {"room-prepared": "room-cost", "guest-taken": "queue-cost"}  # 'every room you prepare', 'every guest you take'


def free_doing(found: list) -> list:
    return replaced_where(found, lambda at, index: _to_do_free(at, index) or _doing_said_free(at, index) or _free_of_a(at, index)
                                                   or _for_nothing(at, index))


def giver_free(found: list) -> list:
    """The same after the lexer has read the givers ('every blue room you prepare' is one terminal by then)."""
    return zero_restated(replaced_where(found, _giver_free))


# ---- a zero restated -------------------------------------------------------------------------------------------------
# 'Red rooms cost you nothing to prepare. Zero krones, whatever the floor.', 'Serving from your kitchen is free: no krone
# to pay for it.': after a thing said free, a clause saying only that nothing is paid adds nothing and is left out. Only a
# clause of these words with a zero in it, and only after a free thing: a clause with an amount ('1 krone') stays, unread.

ZERO_WORDS = ("NUM", "NONE", "UNIT", "TO", "VERB", "PRICE", "NOUN", "COMMA")


def zero_restated(found: list) -> list:
    out, index = [], 0
    while index < len(found):
        end = _zero_clause(found, index) if out and out[-1].type in ("DOT", "COLON") and _said_free(out) else None
        if end is None:
            out.append(found[index])
            index += 1
            continue
        out[-1] = _token("DOT", ".", out[-1].start_pos, out[-1].end_pos, out[-1].raw)
        index = end + 1
    return out


def _zero_clause(found: list, index: int):
    """The index of the DOT ending a clause at `index` that says only that nothing is paid, else None."""
    end = next((at for at in range(index, len(found)) if found[at].type == "DOT"), len(found))
    clause = found[index:end]
    zero = any(t.type == "NONE" or (t.type == "NUM" and t.meaning == 0) for t in clause)
    krone = any(t.type == "UNIT" and t.meaning == "krone" for t in clause)
    known = all(t.type in ZERO_WORDS and (t.type != "NUM" or t.meaning == 0) and _zero_word(t) for t in clause)
    return end if end < len(found) and zero and krone and known else None


def _zero_word(token) -> bool:
    """A word of 'no krone to pay for it': the verb only 'pay', the noun only 'it', the unit only krones."""
    meanings = {"VERB": ("pay",), "NOUN": ("it",), "UNIT": ("krone",), "PRICE": ("for",)}
    return token.meaning in meanings.get(token.type, (token.meaning,))


def _said_free(said: list) -> bool:
    return any(t.type == "MOD_FREE" or (t.type == "MODIFIER" and str(t.meaning).endswith("-cost=0"))
               or (t.type == "OPTION" and t.meaning == "free") for t in said)


def _to_do_free(found: list, index: int):
    """'to prepare a blue room costs ...', 'to take a guest from the queue costs ...' opening a clause."""
    if not (_opens(found, index) and _is(found, index, "TO") and _is(found, index + 1, "VERB")):
        return None
    verb = found[index + 1]
    if verb.meaning == "take" and _types(found, index + 2, ("ARTICLE", "NOUN", "OPTION", "MOD_FREE")) \
            and found[index + 3].meaning == "guest" and found[index + 4].meaning == "queue":
        return [_doing(verb, "queue-cost"), found[index + 5]], index + 6
    if verb.meaning not in DOING_VERBS:
        return None
    end = _after(found, index + 2, ROOM_WORDS)
    if not (_is(found, end, "NOUN") and found[end].meaning == "room" and _is(found, end + 1, "MOD_FREE")):
        return None
    return [_doing(verb, DOING_VERBS[verb.meaning])] + found[index + 2:end + 2], end + 2


def _giver_free(found: list, index: int):
    """'every blue room you prepare costs you nothing', '(this card makes) every yellow room you prepare free', 'every
    guest you take from the queue costs nothing' (a guest taken is the queue's only with 'from the queue' said)."""
    start = index + 1 if _is(found, index, "WORD") and _raw(found[index]) in ("makes", "make") else index
    if not (_opens(found, index) and _is(found, start, "GIVER") and found[start].meaning in GIVERS):
        return None
    giver, end = found[start], _after(found, start + 1, ROOM_WORDS)
    queue = _is(found, end, "OPTION") and found[end].meaning == "queue"
    cost = GIVERS[giver.meaning]
    if queue != (cost == "queue-cost") or not (end + queue < len(found) and _free(found[end + queue])):
        return None
    noun = [_token("NOUN", "room", giver.end_pos, giver.end_pos, "")] if cost == "room-cost" else []
    return [_doing(giver, cost)] + found[start + 1:end] + noun + [_as_free(found[end + queue])], end + queue + 1


def _doing_said_free(found: list, index: int):
    """'Taking guests from the queue = free': a thing done, then 'free' alone (the sign '=' is no word)."""
    if not (_is(found, index, "MOD_DOING") and _opens(found, index)):
        return None
    end = _after(found, index + 1, ROOM_WORDS + ("NOUN",))
    if not (_is(found, end, "OPTION") and found[end].meaning == "free"):
        return None
    return found[index:end] + [_as_free(found[end])], end + 1


def _free_of_a(found: list, index: int):
    """'you pay nothing to prepare a red room': the article after a free thing done says which rooms, not how many (each
    red room is free, as 'to prepare red rooms'), so it is dropped; only before the room's words."""
    token = found[index]
    if not (token.type == "MODIFIER" and str(token.meaning).endswith("-cost=0") and _is(found, index + 1, "ARTICLE")
            and _raw(found[index + 1]) in ("a", "an", "any", "each", "every") and index + 2 < len(found)
            and found[index + 2].type in ("COLOR", "STATE", "NOUN")):
        return None
    return [token], index + 2


def _for_nothing(found: list, index: int):
    """'you prepare yellow rooms for 0 krones': a price of 0 after rooms you prepare is 'for free'. Only in the active
    ('rooms are prepared for 0 krones' is read by compiler/textread_celebrities.py, the number kept)."""
    if not (_types(found, index, ("PRICE", "NUM", "UNIT")) and _raw(found[index]) == "for" and found[index + 1].meaning == 0
            and found[index + 2].meaning == "krone"):
        return None
    verb = _before(found, index - 1, ROOM_WORDS + ("NOUN",))
    if not (verb >= 1 and found[verb].type == "VERB" and found[verb].meaning == "prepare" and found[verb - 1].type == "YOU"):
        return None
    return [_token("OPTION", "free", found[index].start_pos, found[index + 2].end_pos, "")], index + 3


def _before(found: list, at: int, kinds: tuple) -> int:
    while at >= 0 and found[at].type in kinds:
        at -= 1
    return at


def _free(token) -> bool:
    return token.type == "MOD_FREE" or (token.type == "OPTION" and token.meaning == "free")


def _as_free(token):
    return token if token.type == "MOD_FREE" else _token("MOD_FREE", "free", token.start_pos, token.end_pos, token.raw)


def _doing(token, cost: str):
    return _token("MOD_DOING", cost, token.start_pos, token.end_pos, token.raw)


def _opens(found: list, index: int) -> bool:
    """Whether a clause opens at `index`: the text's start, after a break, or after a staff card's printed cost said first
    ('For 5 krones this card makes ...', 'Spend 5 krones on this card and ...': compiler/textread_facts.py and
    textread_staff11.py take the cost out)."""
    return index == 0 or found[index - 1].type in OPENS or _after_cost(found, index)


def _after_cost(found: list, index: int) -> bool:
    krones = _types(found, 1, ("NUM", "UNIT")) and found[2].meaning == "krone"
    if index == 3:
        return krones and _raw(found[0]) in COST_LEADS
    paid = _is(found, 0, "VERB") and found[0].meaning == "pay" and krones and len(found) > 4 and _raw(found[3]) in ("on", "for")
    it = 1 if _is(found, 4, "NOUN") and found[4].meaning == "it" else 0  # 'for it', 'for him' ('on this card': silent)
    return paid and index == 5 + it and found[index - 1].type == "AND"


def _after(found: list, at: int, kinds: tuple) -> int:
    while at < len(found) and found[at].type in kinds:
        at += 1
    return at


def _is(found: list, at: int, kind: str) -> bool:
    return at < len(found) and found[at].type == kind


def _types(found: list, at: int, kinds: tuple) -> bool:
    return at + len(kinds) <= len(found) and all(found[at + k].type == kind for k, kind in enumerate(kinds))


def comma_before_colon(found: list) -> list:
    """'Each time one of your rooms becomes occupied, by any means: ...': the comma left where an aside that says nothing
    was dropped, just before the colon, sets nothing off."""
    return [t for at, t in enumerate(found) if not (t.type == "COMMA" and at + 1 < len(found) and found[at + 1].type == "COLON")]


def staff12_heads(found: list) -> list:
    """The passes of this module, in the order they read (the one call compiler/textlex.py makes)."""
    return free_doing(slash_per(die_heads(comma_before_colon(found))))
