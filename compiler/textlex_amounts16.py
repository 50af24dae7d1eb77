"""amounts16 (session 16): lexer passes for amounts said with words around them. Writers wrap an amount or a price in
judgement or emphasis ('a generous 4 wine', 'a measly 1 krone', 'completely free of charge', 'at no cost whatsoever'),
restate a spread ('a strudel, a cake, a wine and a coffee, one of each'), give one count to a list ('1 of each:
strudel, cake, wine, coffee') or say the normal price as a full one ('prepare 1 room at full price').

Each pass drops only the words around an amount, or spells the amount out, so the amount, the thing, free vs paid and a
discount vs none are still read and compared with the card. The words are the lexicon's (compiler/cardtext.toml
[rewrite-words], the blocks headed 'amounts16'), closed lists: a judgement word is dropped only between an article and
a number, an emphasis only against a price of nothing."""
from __future__ import annotations

from functools import lru_cache

from compiler.textlex import _token
from compiler.textlex_walk import replaced_where

PART_ENDS = ("DOT", "COMMA", "SEMI", "COLON", "RPAR")  # what ends a part of a sentence


def amounts_around(found: list) -> list:
    """The terminals with the words judging or stressing an amount or a price left out, a spread spelled out, and a
    full price read as the usual one where the act has no full price of its own."""
    found = replaced_where(found, _around)
    return [_full_as_usual(found, index) for index in range(len(found))]


def _around(found: list, index: int):
    """What one of the readings of words around an amount reads at `index`, or None."""
    readings = (_judged, _hedged, _zero_stressed, _number_stressed, _no_less, _verdict, _stressed_free, _each_restated, _each_spread)
    return next((said for said in (reading(found, index) for reading in readings) if said is not None), None)


# ---- a judgement between an article and a number: 'a generous 4 wine', 'a whopping four coffee' -------------------

def _judged(found: list, index: int):
    """'a tidy 8 VP': the article and the judgement words before a number are left out, the number stays; 'a mere
    strudel': before a thing counted (a unit) the article stays, as the amount 1."""
    if found[index].type != "ARTICLE":
        return None
    at = index + 1
    while at < len(found) and _raw(found[at]) in _words("amounts16-judgement"):
        at += 1
    if at == index + 1 or at >= len(found) or found[at].type not in ("NUM", "UNIT"):
        return None
    if found[at].type == "NUM" and not (at + 1 < len(found) and found[at + 1].type in ("UNIT", "NOUN")):
        return None  # 'a lovely one': the pronoun 'one' (the lexicon's 1) is a remark's, no amount of a thing
    return ([] if found[at].type == "NUM" else [found[index]]), at


# ---- a hedge before a guest's order, a worth of nothing stressed: 'only wants one strudel', 'no points at all' -------

def _hedged(found: list, index: int):
    """'only' (or 'merely') right before a word saying a guest's order ('wants', 'orders', 'asks for'): left out, as it
    says no amount; the order after it is read and compared as said."""
    from compiler.textread_facts import ORDER_WORDS  # the words the reader takes to say a guest's order

    if _raw(found[index]) in _words("amounts16-hedge") and index + 1 < len(found) and _raw(found[index + 1]) in ORDER_WORDS:
        return [], index + 1
    return None


def _number_stressed(found: list, index: int):
    """'fully 4 wine', 'all of 5 krones': the stress right before a number and its unit is left out."""
    if (_raw(found[index]) in _words("amounts16-number-stress") and index + 2 < len(found) and found[index + 1].type == "NUM"
            and found[index + 2].type == "UNIT"):
        return [], index + 1
    return None


def _no_less(found: list, index: int):
    """'4 coffee, no less.': ', no less' after an amount and closing the part is stress, left out; 'no less than 3' is
    a limit, and stays."""
    if not (index >= 1 and found[index - 1].type == "UNIT" and found[index].type == "COMMA" and index + 3 < len(found)):
        return None
    no, less, after = found[index + 1:index + 4]
    return ([], index + 3) if _raw(no) == "no" and less.type == "LESS" and _raw(less) == "less" and after.type in PART_ENDS else None


def _verdict(found: list, index: int):
    """'8 VP, which is a lot.': a verdict on the amount before it, in a relative clause closing the part, is left out."""
    if not (index >= 1 and found[index - 1].type == "UNIT" and found[index].type == "COMMA"):
        return None
    end = next((at for at in range(index + 1, len(found)) if found[at].type in PART_ENDS), len(found))
    said = " ".join(_raw(t) for t in found[index + 1:end])
    return ([], end) if said.startswith("which is ") and said[len("which is "):] in _words("amounts16-verdict") else None


NOTHING = ("NONE", "NO_REWARD", "GIVES_NOTHING")  # what says no amount at all: 'no bonus', 'gives no reward', 'nothing'


def _zero_stressed(found: list, index: int):
    """'worth no points at all', '0 krones whatsoever', 'no bonus at all', 'no reward whatsoever': the stress after
    nothing is left out; after any other amount it stays (and is reported)."""
    if not (index >= 1 and _raw(found[index]) in _words("amounts16-zero-stress")):
        return None
    before = found[index - 1]
    if before.type in NOTHING:
        return [], index + 1
    if index < 2 or before.type != "UNIT" or before.meaning not in ("vp", "krone"):
        return None
    amount = found[index - 2]
    return ([], index + 1) if amount.type == "NONE" or (amount.type == "NUM" and amount.meaning == 0) else None


# ---- a price of nothing stressed: 'completely free of charge', 'at no cost whatsoever' ----------------------------

def _stressed_free(found: list, index: int):
    """An emphasis word before a price of nothing, or after one, is left out; the price of nothing stays."""
    if _raw(found[index]) in _words("amounts16-free-stress") and index + 1 < len(found) and _free(found[index + 1]):
        return [], index + 1
    if _free(found[index]) and index + 1 < len(found) and _raw(found[index + 1]) in _words("amounts16-zero-stress"):
        return [found[index]], index + 2
    return None


def _free(token) -> bool:
    """A price of nothing, as the lexicon reads it: 'free', 'for free', 'costs you nothing', 'room-cost=0'."""
    return token.type in ("OPTION", "MOD_FREE") and (token.meaning == "free" or str(token.meaning).endswith("=0"))


# ---- a spread: 'a strudel, a cake, a wine and a coffee, one of each'; '1 of each: strudel, cake, wine, coffee' -----

LISTED = ("COMMA", "AND", "ARTICLE", "NUM", "UNIT")  # what a list of amounts of things is made of


def _each_restated(found: list, index: int):
    """', one of each' after a list whose every thing has that count: said again, left out. A list with another count
    keeps it, and is reported (the words are read nowhere else)."""
    if not (found[index].type == "COMMA" and index + 2 < len(found) and found[index + 1].type == "NUM" and found[index + 2].type == "OF_EACH"):
        return None
    counts = _list_counts(found, index)
    if len(counts) < 2 or set(counts) != {found[index + 1].meaning}:
        return None
    return [], index + 3


def _list_counts(found: list, end: int) -> list:
    """The count of each thing of the list ending before `end` (an article counts one), from its last thing back."""
    counts, at = [], end - 1
    while at > 0 and found[at].type == "UNIT" and found[at - 1].type in ("ARTICLE", "NUM"):
        counts.append(found[at - 1].meaning if found[at - 1].type == "NUM" else 1)
        at -= 2
        at -= 1 if at > 0 and found[at].type in ("COMMA", "AND") else 0
    return counts


def _each_spread(found: list, index: int):
    """'1 of each: strudel, cake, wine, coffee': the count said once for a list of things is said before each of them."""
    if not (found[index].type == "NUM" and index + 2 < len(found) and found[index + 1].type == "OF_EACH"):
        return None
    at = index + 2 + (found[index + 2].type == "COLON")
    said = []
    while at < len(found) and found[at].type in ("UNIT", "COMMA", "AND"):
        if found[at].type == "UNIT":
            said.append(_token("NUM", found[index].meaning, found[at].start_pos, found[at].start_pos, found[index].raw))
        said.append(found[at])
        at += 1
    return (said, at) if sum(t.type == "UNIT" for t in said) >= 2 and said[-1].type == "UNIT" else None


# ---- a full price on an act that has none of its own: 'prepare 1 room at full price' ------------------------------

def _full_as_usual(found: list, index: int):
    """'at full price' after an act with no full-price option (preparing a room, sending a dancer) is its usual price:
    no discount, so a card that gives one still disagrees. Playing a staff card keeps its own full price."""
    token = found[index]
    if not (token.type == "OPTION" and token.meaning == "full-cost"):
        return token
    verb = next((t for t in reversed(found[:index]) if t.type in ("VERB", "DOT", "SEMI")), None)
    if verb is None or verb.type != "VERB" or "full-cost" in _options(str(verb.meaning)):
        return token
    return _token("OPTION", "usual-cost", token.start_pos, token.end_pos, token.raw)


@lru_cache(maxsize=None)
def _options(verb: str) -> frozenset:
    from compiler.registry import lookup

    effect = lookup("effect", verb)
    return frozenset(p.name for p in effect.options) if effect else frozenset({"full-cost"})  # an unknown act: left as said


def _raw(token) -> str:
    return " ".join(str(getattr(token, "raw", "") or token.meaning).lower().replace("\u2019", "'").split())


@lru_cache(maxsize=None)
def _words(name: str) -> frozenset:
    from compiler.textread_rewrite import rewrite_words

    return frozenset(rewrite_words()[name])


# ---- one more: 'move it one more step' --------------------------------------------------------------------------

def one_more_steps(found: list) -> list:
    """'move it one more step', 'another step': the lexicon's ANOTHER is spelled '1 more' only late (textlex.py
    `_another`), after textlex_more.py reads '1 more step' after a move as a step forward; read here again once it is."""
    from compiler.textlex_more import _more_steps

    return _more_steps(found)


# ---- a staff card's price said with what it buys: 'Four krones to hire.', 'It costs 4 krones.' ----------------------


BARE_PRICE_ENDS = ("AND", "DOT", "SEMI", "COLON", "COMMA")  # session 28: 'The Staff Manager costs 3 and is permanent.': the krones left unsaid


def price_purpose(found: list) -> list:
    """The terminals with the purpose after a price left out where it ends the part ('4 krones to hire.', 'costs 4
    krones to play,'): what the price buys is the card itself, as a bare price says; and with the card's name said as
    'it' opening the text ('It costs 4 krones.', 'It costs 3 and is permanent.'), its 'costs' read as the card's own, as
    'This card costs' is."""
    purposed = replaced_where(found, _purpose)
    found = _named_price(purposed) if len(purposed) < len(found) else purposed
    if found and found[0].type == "PRICE" and _raw(found[0]).split() == ["it", "costs"] and len(found) > 2 \
            and found[1].type == "NUM" and (found[2].type == "UNIT" and found[2].meaning == "krone" or found[2].type in BARE_PRICE_ENDS):
        costs = found[0]
        found = [_token("WORD", "costs", costs.start_pos, costs.end_pos, "costs")] + found[1:]
    return found


def _purpose(found: list, index: int):
    """'to hire' (a play) right after an amount of krones and before the end of the part: left out."""
    if not (index >= 2 and found[index].type == "TO" and found[index - 1].type == "UNIT" and found[index - 1].meaning == "krone"
            and found[index - 2].type == "NUM" and index + 2 < len(found)):
        return None
    verb, after = found[index + 1], found[index + 2]
    return ([], index + 2) if verb.type == "VERB" and verb.meaning == "play" and after.type in PART_ENDS else None


def _named_price(found: list) -> list:
    """'Breakfast Server, four krones to hire.': the card's name set off by a comma before a price said with what it
    buys (its purpose already left out, the name read as 'it') is the card's cost: 'it costs four krones'."""
    if len(found) > 4 and found[0].type == "NOUN" and _raw(found[0]) == "it" and found[1].type == "COMMA" and found[2].type == "NUM" \
            and found[3].type == "UNIT" and found[3].meaning == "krone":
        return [_token("WORD", "costs", found[1].start_pos, found[1].end_pos, "costs")] + found[2:]
    return found


# ---- a worth below nothing said as a cost: 'The Beast costs you a point' ------------------------------------------

def worth_as_cost(found: list) -> list:
    """'He costs you a point.', 'The Phantom costs you 2 VP.': the card itself (its name read as 'he', 'she') opening a
    sentence and costing VP is worth that many VP below nothing, 'is worth minus 1 VP'. A cost in krones stays a price."""
    return replaced_where(found, _worth_as_cost)


def _worth_as_cost(found: list, index: int):
    if not (index + 4 < len(found) and (index == 0 or found[index - 1].type == "DOT") and found[index].type == "OWNER"
            and found[index + 1].type == "WORD" and _raw(found[index + 1]) == "costs" and found[index + 2].type == "YOU"
            and found[index + 3].type in ("NUM", "ARTICLE") and found[index + 4].type == "UNIT" and found[index + 4].meaning == "vp"):
        return None
    who, amount = found[index], found[index + 3]
    number = amount if amount.type == "NUM" else _token("NUM", 1, amount.start_pos, amount.end_pos, amount.raw)
    return [_token("WORTH", "worth", who.start_pos, found[index + 2].end_pos, "is worth"),
            _token("MINUS", "minus", amount.start_pos, amount.start_pos, "minus"), number, found[index + 4]], index + 5
