"""Lexer passes for the card taught aloud at the table (session 15, talk15), each a shape of spoken syntax:
- a condition and its result side by side (`side_by_side`): 'you play it, you take four coffee';
- 'it's' before a signed amount (`its_amount`): "if you haven't got three, it's minus 7 VP instead";
- the player's wish tagged onto a choice (`wish_tags`): '2 dishes or drinks, any mix you like';
- a pointer at the card opening a sentence (`pointer_opening`): 'For this one you need ...'.

A condition and its result said side by side, with no 'if' or 'when': 'you play it, you take four coffee', 'You take
a die showing 4, you score 4 VP', 'A green guest leaves your café, you score 2 VP'.

Teaching aloud, a writer drops the 'when' and lets the comma join the clauses. A sentence's (or a clause's, after a
colon or semicolon) first clause is read as its condition when it holds no lead of its own (occasion, trigger,
condition) and no option or modal, a comma and 'you' follow it, and the clause said after 'when' is read whole as an
occasion, or a trigger with its event and the event's filters (the lexer's own phrases, lexed again; no act, option or
unread word left): what it names is then what the card's 'when' names, and a clause that names no event ('you take 2 coffee, you ...') stays a rule, read as written.
"""
from __future__ import annotations

from compiler.textlex_walk import acts_joined_by_or

OPENERS = ("DOT", "SEMI", "COLON")
LEADS = ("OCCASION", "WHEN", "IF", "GIVER", "MAY", "MUST", "NOW", "FALLBACK")
NOT_CONDITION = ("VERB", "MAY", "MUST", "WORD", "COMMA", "SEMI", "COLON", "IF", "YOU")  # an act, an option or a word unread
WHEN = "when "


def side_by_side(found: list, text: str) -> list:
    """The terminals with each first clause said before ', you' read as 'when' and the clause."""
    out, index = [], 0
    while index < len(found):
        comma = _condition_end(found, index) if index == 0 or found[index - 1].type in OPENERS else None
        read = _as_condition(found, index, comma, text) if comma is not None else None
        out += read if read else [found[index]]
        index = comma if read else index + 1
    return out


def _condition_end(found: list, start: int) -> int | None:
    """The comma ending the clause from `start`, when 'you' follows it and the clause holds no lead of its own."""
    for index in range(start, len(found)):
        if found[index].type in LEADS or found[index].type in OPENERS:
            return None
        if found[index].type == "COMMA":
            after = found[index + 1] if index + 1 < len(found) else None
            return index if index > start and after is not None and after.type == "YOU" else None
    return None


def _as_condition(found: list, start: int, comma: int, text: str) -> list | None:
    """The clause's terminals read after 'when', placed where the clause stands, if they are all a condition's."""
    from compiler.textlex import tokens

    begin, end = found[start].start_pos, found[comma - 1].end_pos
    read = [t for t in tokens(WHEN + text[begin:end]) if t.type != "DOT"]
    if not read or read[0].type not in ("OCCASION", "WHEN") or any(t.type in NOT_CONDITION for t in read):
        return None
    if read[0].type == "WHEN" and not any(t.type == "EVENT" for t in read):
        return None  # a trigger names its event ('a die showing 4' and its filters)
    return [_placed(t, begin - len(WHEN), begin) for t in read]


def _placed(token, shift: int, begin: int):
    """The terminal at its place in the text: the 'when' the text leaves unsaid starts where the clause does."""
    from compiler.textlex import _token

    placed = _token(token.type, token.meaning, max(token.start_pos + shift, begin), max(token.end_pos + shift, begin), token.raw)
    placed.joint = token.joint
    return placed


# ---- a result said as 'it's' and its amount: "if you haven't got three, it's minus 7 VP instead" -------------------

def its_amount(found: list) -> list:
    """The terminals without the 'it's' or "that's" (and 'it is') said before a signed amount, a loss: what is left
    ('if you can't, minus 7 VP instead') is read as written, and a wrong amount is named. Before an amount with no
    sign ('it's 5 VP', a price or a worth) it stays, and is read, or reported, as said."""
    out = []
    for index, token in enumerate(found):
        if _its_before_result(found, index) or (index > 0 and _its_before_result(found, index - 1) and token.type == "MOD_CHANGE"):
            continue
        out.append(token)
    return out


def _its_before_result(found: list, index: int) -> bool:
    """The pronoun of 'it's' / "that's" / 'it is' at `index`, its 'is' after it, and a minus sign after that."""
    token = found[index]
    if _raw(token) not in ("it's", "that's", "it", "that") or index + 2 >= len(found) or found[index + 1].type != "MOD_CHANGE":
        return False
    if _raw(found[index + 1]) not in ("it's", "that's", "is"):
        return False
    return found[index + 2].type == "MINUS"


def _raw(token) -> str:
    return " ".join((getattr(token, "raw", "") or str(token.meaning)).lower().replace("\u2019", "'").split())


# ---- the player's wish tagged onto a choice: '2 dishes or drinks, any mix you like' --------------------------------

WISH_ENDS = ("COMMA", "SEMI", "DOT")


def wish_tags(found: list, text: str) -> list:
    """The terminals without each aside that leaves a choice to the player ('any mix you like', 'whichever you want'):
    a comma, a choice word of the lexicon's `talk15-choice-words` and at most two more words, 'you' and a wish verb
    (`talk15-wish-verbs`), ending its part. What the choice is over is said before it and read there; an aside with no
    choice word ('..., you like.') stays, and is reported. So does one after two acts joined by 'or' ('pay 5 krones, or
    lose 7 VP, whichever you prefer'): the choice is then between the acts, which the card may not leave to the player
    (session 26: read as a mix of things, a free choice said of an Emperor tile's fallback went unseen)."""
    out, index = [], 0
    while index < len(found):
        end = _wish_end(found, index, text)
        out += [] if end else [found[index]]
        index = end or index + 1
    return out


def _wish_end(found: list, index: int, text: str) -> int | None:
    """Where the aside opening at the comma `index` ends (its 'you like', before the separator), or None."""
    if found[index].type != "COMMA" or acts_joined_by_or(found, index):
        return None
    you = next((i for i in range(index + 1, min(index + 5, len(found))) if found[i].type == "YOU"), None)
    if you is None or you + 2 >= len(found) or found[you + 2].type not in WISH_ENDS or _lower(found[you + 1]) not in _listed("talk15-wish-verbs"):
        return None
    said = text[found[index].end_pos:found[you].start_pos].lower().split()
    return you + 2 if 0 < len(said) <= 3 and said[0] in _listed("talk15-choice-words") else None


def _listed(name: str) -> frozenset:
    from compiler.textread_around import around_words

    return frozenset(around_words()[name])


def _lower(token) -> str:
    return str(token.meaning).lower() if token.type == "WORD" else ""


# ---- a spoken pointer at the card opening a sentence: 'For this one you need ...', 'With this guest, you get ...' ----


def pointer_opening(found: list, text: str) -> list:
    """The terminals without a pointer at the card that opens a sentence before 'you' ('For this one you need four
    occupied blue rooms'): a preposition of the lexicon's `talk15-pointer-preps` and a pointer of `talk15-pointers`,
    with a comma or not. The card is what the whole text is about, so the pointer names nothing; before anything but
    'you' ('With this card in play, ...') it stays, and is read as said."""
    out, index = [], 0
    while index < len(found):
        end = _pointer_end(found, index, text) if index == 0 or found[index - 1].type in ("DOT",) else None
        out += [] if end else [found[index]]
        index = end or index + 1
    return out


def _pointer_end(found: list, index: int, text: str) -> int | None:
    you = next((i for i in range(index, min(index + 5, len(found))) if _you(found[i])), None)
    if you is None or you == index:
        return None
    said = " ".join(text[found[index].start_pos:found[you].start_pos].lower().replace(",", " ").split())
    prep, _, pointer = said.partition(" ")
    return you if prep in _listed("talk15-pointer-preps") and pointer in _listed("talk15-pointers") else None


def _you(token) -> bool:
    """'you', alone or opening the lexer's phrase ('you need')."""
    return token.type == "YOU" or _raw(token).split()[:1] == ["you"]
