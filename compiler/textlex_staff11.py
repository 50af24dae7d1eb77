"""A lexer pass for a die's strength said after its trigger in words other than 'the action gets +N strength': 'When you
take a die showing 5, the strength of your action is 2 more', '..., your action is 2 stronger', '..., that action is
carried out at +2 strength'. Each is put as the grammar reads it, '..., the action gets 2 strength'.

Only a clause made of these parts is put so: words that name the action or its strength, one amount, and a word that
says the strength goes UP ('more', 'higher', 'stronger', a plus sign set against the amount). A clause with anything
else ('less', 'weaker', another effect) or with no such word ('is carried out at 2 strength': a strength set, not
raised) is left as it is, unread, so a lowered strength is never read as the card's.

It runs before the plus signs are dropped (compiler/textlex_units.py plus_signs), since the sign is the word that
tells a raised strength ('at +2 strength') from a set one ('at 2 strength').
"""
from __future__ import annotations

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where, split_sentences

STOPS = ("DOT", "SEMI")
UP_WORDS = ("more", "higher", "stronger", "extra")  # the strength raised, not set
STRENGTH_WORDS = ("strength", "stronger")
NEUTRAL = ("the", "your", "their", "its", "that", "this", "action", "main action", "main", "strength", "of", "is", "gets", "has",
           "carried out", "performed", "done", "at", "with", "stronger", "higher", "more", "extra", "of your", "of their", "of the")


def strength_said_after(found: list) -> list:
    """The terminals with each strength clause after a die's trigger read as 'the action gets N strength'."""
    return replaced_where(found, _clause_after_die)


def _clause_after_die(found: list, index: int):
    """(the terminals 'STRENGTH_BY N COUNT', the clause's stop) for the clause after 'a die showing N,' at `index`."""
    if not (index >= 3 and found[index - 1].type == "COMMA" and _after_faces(found, index - 2)):
        return None
    end = _stop(found, index)
    clause = found[index:end]
    amount = _amount(clause)
    if amount is None or not _raised(clause, amount) or not any(_raw(t) in STRENGTH_WORDS for t in clause):
        return None
    return _gets(amount), end


def _after_faces(found: list, at: int) -> bool:
    """Whether the faces ending at `at` ('5', '1 or 2': the lists are not yet joined) follow 'you take a die showing'."""
    start = at
    while at >= 0 and found[at].type in ("NUM", "NUMLIST", "OR"):
        at -= 1
    return at < start and found[start].type != "OR" and at >= 0 and found[at].type == "EVENT" and found[at].meaning == "take-die"


def _stop(found: list, index: int) -> int:
    return next((at for at in range(index, len(found)) if found[at].type in STOPS), len(found))


def _amount(clause: list):
    """The one amount of a clause made only of neutral words and a plus sign, else None."""
    numbers = [t for t in clause if t.type == "NUM"]
    others = [t for t in clause if t.type != "NUM" and _raw(t) not in NEUTRAL and _raw(t) != "+"]
    return numbers[0] if len(numbers) == 1 and not others else None


def _raised(clause: list, amount) -> bool:
    """Whether the clause says the strength goes up: an up word, or a plus sign set against the amount."""
    signed = any(_raw(t) == "+" and t.end_pos == amount.start_pos for t in clause)
    return signed or any(_raw(t) in UP_WORDS for t in clause)


def _gets(amount) -> list:
    at = amount.start_pos
    return [_token("STRENGTH_BY", "strength", at, at, ""), amount, _token("COUNT", "strength", amount.end_pos, amount.end_pos, "")]


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())


COST_LEADS = ("for", "at", "only", "just")  # as compiler/textread_facts.py COST_LEADS: 'For 2 krones, ...' opening the text


def after_cost_head(found: list, index: int) -> bool:
    """Whether `index` follows a staff card's cost said first and set off by a comma ('For 2 krones, every action ...'):
    the sentence's own start once the printed cost is taken out (compiler/textread_facts.py)."""
    return (index == 4 and found[3].type == "COMMA" and _raw(found[0]) in COST_LEADS and found[1].type == "NUM"
            and found[2].type == "UNIT" and found[2].meaning == "krone")


# ---- a discount said as a noun ------------------------------------------------------------------------------------------
# 'send up to 2 dancers, the first with a discount of 2, the second with a discount of 1': each rank's discount is put as
# the grammar's ranked discounts read it ('the first for 2 champagne less, the second for 1 champagne less'); 'with 3
# krones of discount' is 'with a 3-krone discount'; 'with a reduction of 1 on its cost' is 'with a reduction of 1'. Only
# the nouns of a discount (the lexicon's DISCOUNT, DISCOUNT_OF) are read so: a surcharge is never read as a discount.


def discount_nouns(found: list) -> list:
    return replaced_where(found, lambda at, index: _ranked_discount(at, index) or _first_discount(at, index) or _of_discount(at, index)
                          or _on_cost(at, index))


def _first_discount(found: list, index: int):
    """'the first at a discount of 2' (the lexicon reads 'first at' as one word): FIRST DISCOUNT_OF NUM UNIT."""
    if not (_types(found, index, ("FIRST", "DISCOUNT_OF", "NUM", "UNIT")) and _raw(found[index]) in ("first at", "first with")):
        return None
    unit = found[index + 3]
    return [found[index], found[index + 2], unit, _token("LESS", "less", unit.end_pos, unit.end_pos, "")], index + 4


def _ranked_discount(found: list, index: int):
    """'the first with a discount of 2 (champagne)': RANK PRICE DISCOUNT_OF NUM UNIT -> the first/second for N unit less."""
    if not (_types(found, index, ("RANK", "PRICE", "DISCOUNT_OF", "NUM", "UNIT")) and _raw(found[index + 1]) in ("with", "at")):
        return None
    rank, amount, unit = found[index], found[index + 3], found[index + 4]
    less = _token("LESS", "less", unit.end_pos, unit.end_pos, "")
    if rank.meaning == 1:
        return [_token("FIRST", "first", rank.start_pos, rank.end_pos, rank.raw), amount, unit, less], index + 5
    return [rank, _token("PRICE", "for", amount.start_pos, amount.start_pos, ""), amount, unit, less], index + 5


def _of_discount(found: list, index: int):
    """'with 3 krones of discount': the 'of' between the amount and the noun adds nothing ('with a 3-krone discount')."""
    if not (_types(found, index, ("PRICE", "NUM", "UNIT", "OF_YOUR", "DISCOUNT")) and _raw(found[index]) in ("with", "at")
            and _raw(found[index + 3]) == "of"):
        return None
    return found[index:index + 3] + [found[index + 4]], index + 5


def _on_cost(found: list, index: int):
    """'a reduction of 1 on its cost': what the discount is on is the cost it always is, dropped after the amount."""
    if not (_types(found, index, ("DISCOUNT_OF", "NUM", "UNIT", "WORD", "OPTION")) and _raw(found[index + 3]) == "on"
            and _raw(found[index + 4]) in ("cost", "price")):
        return None
    return found[index:index + 3], index + 5


def _types(found: list, index: int, types: tuple) -> bool:
    return index + len(types) <= len(found) and all(found[index + k].type == kind for k, kind in enumerate(types))


def cost_copula(found: list) -> list:
    """'whose cost is reduced by 1': the copula between the cost and a verb that lowers it adds nothing, so the discount
    reads as 'whose cost reduced by 1' does (compiler/textlex_discount.py); only the lexicon's cost-lowered verbs."""
    return replaced_where(found, _cost_is_lowered)


def _cost_is_lowered(found: list, index: int):
    if not (index + 2 < len(found) and _raw(found[index]) in ("cost", "price") and _raw(found[index + 1]) in ("is", "gets", "will be")
            and _raw(found[index + 2]) in _lowered_words()):
        return None
    return [found[index], found[index + 2]], index + 3


def _lowered_words() -> tuple:
    from compiler.textlex_discount import _words

    return _words("cost-lowered")


# ---- a limit said in a sentence of its own ----------------------------------------------------------------------------------
# 'When you play another staff card, you may send a dancer ... . This can happen at most once per round.': the limit is
# the occasion of the sentence before it, put at that sentence's head ('Once per round, when you play ...'), where the
# grammar reads it. Only a sentence made of nothing but the limit (and words that point back at the effect: 'this can
# happen', 'only', 'at most', 'however many ...') is moved, and only onto a sentence with no occasion of its own; a limit
# said with another count ('twice per round') is no occasion and stays, unread.

LIMIT_WORDS = ("this", "it", "that", "can", "may", "happen", "happens", "only", "at most", "is", "limited", "to", "works", "applies",
               "apply", "the effect", "effect", "but", "just")


def limit_sentence(found: list) -> list:
    sentences = split_sentences(found)
    out: list = []
    for sentence in sentences:
        occasion = _limit_only(sentence)
        previous = out[-1] if out else None
        if occasion is not None and previous is not None and not any(t.type == "OCCASION" for t in previous):
            out[-1] = [occasion, _token("COMMA", ",", occasion.end_pos, occasion.end_pos, "")] + previous
            continue
        out.append(sentence)
    return [token for sentence in out for token in sentence]


def _limit_only(sentence: list):
    """The occasion of a sentence that says nothing but a limit ('This can happen at most once per round.'), else None."""
    body = sentence[:-1] if sentence and sentence[-1].type == "DOT" else sentence
    tail = next((k for k, t in enumerate(body) if t.type == "COMMA" and k + 1 < len(body) and _raw(body[k + 1]) == "however"), len(body))
    occasions = [t for t in body[:tail] if t.type == "OCCASION"]
    rest = [t for t in body[:tail] if t.type != "OCCASION" and _raw(t) not in LIMIT_WORDS]
    return occasions[0] if len(occasions) == 1 and not rest and occasions[0].meaning.startswith("once-per") else None


# ---- a set's rooms each named ---------------------------------------------------------------------------------------------
# 'for each set of one occupied red room, one occupied blue room and one occupied yellow room': the set's parts each with
# their noun, put as the grammar reads a set ('one occupied red, one occupied blue and one occupied yellow room'), and 'an
# occupied red room' is 'one'. Only where every part names its colour and the same noun: the colours are kept as said.

SET_JOINS = ("COMMA", "AND")


def set_parts(found: list) -> list:
    return replaced_where(found, _set_of_rooms)


def _set_of_rooms(found: list, index: int):
    """(the set with one noun, where its parts end) after 'set of' at `index`, where each part names its own room."""
    if found[index].type != "SET_OF":
        return None
    said, at, parts = [found[index]], index + 1, 0
    while (part := _room_part(found, at)) is not None:
        said += part[0]
        at, parts = part[1], parts + 1
        joins = _joins(found, at)
        if not joins or _room_part(found, at + len(joins)) is None:
            break
        said += joins
        at += len(joins)
    if parts < 2:
        return None
    return [t for t in said if t.type != "NOUN"] + [found[at - 1]], at


def _room_part(found: list, at: int):
    """(the part's tokens, where it ends) for 'one occupied red room' / 'an occupied red room', or None."""
    if not (at < len(found) and found[at].type in ("NUM", "ARTICLE") and found[at].meaning == 1):
        return None
    one = _token("NUM", 1, found[at].start_pos, found[at].end_pos, found[at].raw)
    end = at + 1 + (1 if at + 1 < len(found) and found[at + 1].type == "STATE" else 0)
    if not (_types(found, end, ("COLOR", "NOUN")) and found[end + 1].meaning == "room"):
        return None
    return [one] + found[at + 1:end + 2], end + 2


def _joins(found: list, at: int) -> list:
    if _types(found, at, ("COMMA", "AND")):
        return found[at:at + 2]
    return found[at:at + 1] if at < len(found) and found[at].type in SET_JOINS else []
