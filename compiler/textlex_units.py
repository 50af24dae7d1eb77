"""A lexer pass for amounts said without their unit, where the sentence says which unit it is: 'advance 3 on the
Emperor track', 'go 3 up the Emperor track', 'move back 2 on the Emperor track' (steps on the track); 'send 1 dancer with
a discount of 1' (champagne: a dancer is paid for in champagne), 'play a staff card at a reduction of 2' (krones).
The unit is added as a token of no width right after the number; an amount whose unit the sentence does not say stays
as it is (and unread where the grammar needs a unit)."""
from __future__ import annotations

import re

from compiler.textlex import _token

MOVES = ("advance", "move", "retreat")  # staff12b: 'go back 2 on the Emperor track' (retreat) as 'move back 2 ...'
TRACK_AFTER = re.compile(r"^\s*(?:(?:up|down|back|backwards|forward|ahead)\s+)?(?:(?:on|along|up|down)\s+)?(?:the|your)\s+emperor(?:'s)?\s+track\b",
                         re.I)  # the Emperor track said right after the amount ('3 up the Emperor track', '3 on the Emperor track')
PAID_IN = {"send": "champagne", "play": "krone", "prepare": "krone", "hire": "krone", "take": "krone"}


def units_left_out(found: list, text: str) -> list:
    """The terminals with the unit of each amount said without one added, where the sentence says it."""
    out = []
    for index, token in enumerate(found):
        out.append(token)
        if token.type == "NUM" and text[token.end_pos:token.end_pos + 1] == "+":  # '3+ items' is 3 or more ('1 strudel + 1 wine' is a list)
            out.append(_token("OR_MORE", ">=", token.end_pos, token.end_pos + 1, "+"))
            continue
        if token.type != "NUM" or any(t.type in ("UNIT", "NOUN") for t in found[index + 1:index + 3]):
            continue  # 'advance 3 or more steps': the unit is said
        unit = _steps(found, index, text) or _discount(found, index)
        if unit:
            out.append(_token("UNIT", unit, token.end_pos, token.end_pos))
    return out


def price_left_out(found: list) -> list:
    """'play a staff card 1 krone cheaper', 'prepare a room 2 krones cheaper': a discount said right after the thing
    bought, with no 'for' or 'at' before it, is read as 'for 1 krone less'."""
    out = []
    for index, token in enumerate(found):
        if (token.type == "NUM" and 0 < index < len(found) - 2 and found[index - 1].type in ("NOUN", "OPTION") and found[index + 1].type == "UNIT"
                and found[index + 1].meaning in ("krone", "champagne") and found[index + 2].type == "LESS"):
            out.append(_token("PRICE", "for", token.start_pos, token.start_pos))
        out.append(token)
    return out


def _steps(found: list, index: int, text: str) -> str:
    """'advance 3 on the Emperor track', 'go up 1 on the Emperor track': a move verb (and a direction) right before."""
    before = [t for t in found[max(0, index - 2):index]]
    verb = next((t for t in reversed(before) if t.type == "VERB"), None)
    if verb is None or verb.meaning not in MOVES or any(t.type not in ("VERB", "DIRECTION") for t in before[before.index(verb):]):
        return ""
    return "emperor" if TRACK_AFTER.match(text[found[index].end_pos:]) else ""


def _discount(found: list, index: int) -> str:
    """'with a discount of 1' after 'send 1 dancer': the unit the action is paid in."""
    if index == 0 or found[index - 1].type != "DISCOUNT_OF":
        return ""
    verb = next((t for t in reversed(found[:index]) if t.type in ("VERB", "DOT", "SEMI")), None)
    return PAID_IN.get(verb.meaning, "") if verb is not None and verb.type == "VERB" else ""


PLUS_OPENS = ("DOT", "SEMI", "COLON", "COMMA", "AND", "OCCASION", "LPAR")  # what a gain marked '+1 strudel' opens after


def plus_signs(found: list) -> list:
    """A plus sign set against its number ('+1 champagne, +2 VP') marks what is gained: where it opens a part of the
    sentence it is the verb 'gain'; after a unit it joins the next of a list of gains ('+1 strudel +2 krones'); opening
    the text before VP it is the sign of the card's printed VP; anywhere else it is dropped, as any sign the lexicon
    does not read ('strength +1'). A plus sign standing alone between two words ('1 strudel + 2 krones') is 'and' (the
    lexicon's [AND])."""
    out = []
    for index, token in enumerate(found):
        if not _plus_before_number(found, index):
            out.append(token)
        elif _printed_vp(found, index):
            continue
        elif not out or out[-1].type in PLUS_OPENS:
            out.append(_token("VERB", "gain", token.start_pos, token.end_pos, token.raw))
        elif out[-1].type in ("UNIT", "NOUN"):  # '+1 strudel +2 krones': the next gain of a list
            out.append(_token("AND", "and", token.start_pos, token.end_pos, token.raw))
    return out


def _printed_vp(found: list, index: int) -> bool:
    """'+1 VP.' opening the text: the card's printed VP, signed, as '-1 VP.' is (the sign is no word: it is dropped)."""
    return index == 0 and len(found) > 2 and found[2].type == "UNIT" and found[2].meaning == "vp"


def _plus_before_number(found: list, index: int) -> bool:
    token = found[index]
    return (token.raw == "+" and index + 1 < len(found) and found[index + 1].type == "NUM"
            and found[index + 1].start_pos == token.end_pos)


# session 24: the words before a lone 'space' that make it a place on a board, never a step on the Emperor track
PLACE_POINTERS = ("that", "this", "these", "those", "its", "action", "same", "ballroom", "board")
SPACE_WORDS = ("space", "spaces")


def spaces_as_places(found: list, text: str) -> list:
    """'any fee of that space is still paid', 'an action space': 'space' after a word that points at a place names a
    space on a board, not the Emperor track's unit the lexicon makes a lone 'space'. Read as the unit, the sentence had
    said 'pay 1 Emperor step' (guest 97); read as a word, it is reported as not read."""
    return [_place(token) if _names_place(found, index, text) else token for index, token in enumerate(found)]


def _names_place(found: list, index: int, text: str) -> bool:
    token, before = found[index], found[index - 1] if index else None
    return (token.type == "UNIT" and token.meaning == "emperor" and text[token.start_pos:token.end_pos].lower() in SPACE_WORDS
            and before is not None and before.type == "WORD" and before.meaning in PLACE_POINTERS)


def _place(token):
    return _token("WORD", "space", token.start_pos, token.end_pos, "space")
