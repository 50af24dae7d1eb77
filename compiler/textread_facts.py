"""A card's printed values said at the head of a sentence: a staff card's cost ("Cost 4.", "Cost: 2 krones.", "She costs
5 krones.", "For 3 krones, ...", "a 4-krone card"), a guest's or celebrity's own VP ("4 VP.", "Worth 15 VP;", "No VP, but
...", "-1 VP.", "a 7-VP guest"), a guest's colour and order ("A red guest worth 1 VP who wants a single cake.", "green,
1 strudel + 1 wine, 4 VP.").

They are read here, before the sentence is parsed, as facts compared with the card's own fields (compiler/textcheck.py
says a wrong one in words, and one the card does not know as such): never skipped, never read as a reward. What follows
the head in the same sentence ("..., but you collect 1 krone") is read as a sentence of its own.
"""
from __future__ import annotations

from compiler import meaning as m
from compiler.textlex import _token

ITEMS = ("strudel", "cake", "wine", "coffee")
COST_KINDS = ("staff",)
VP_KINDS = ("guest", "celebrity")
SEPARATORS = ("COMMA", "SEMI", "AND", "BUT", "COLON")
ORDER_WORDS = ("ordering", "want", "wants", "wanting", "orders", "order", "who", "asks", "asking")


def said_facts(sentences: list, kind: str, text: str) -> tuple[list, list]:
    """The sentences with the printed values at their heads taken out, and those values as facts."""
    facts, out = [], []
    for index, sentence in enumerate(sentences):
        rest = _head(_scored(sentence, kind), kind, text, index == 0, facts)
        if rest and any(t.type != "DOT" for t in rest):
            out.append(rest)
    return out, facts


SCORING = ("score", "scores", "scored")


def _scored(sentence: list, kind: str) -> list:
    """'..., they score 2 VP' on a card with no printed VP of its own (a staff card, a tile): the lexicon's WORTH (a
    guest's 'she scores 7 VP', its printed VP) is the card's user scoring, as 'you score' is."""
    if kind in VP_KINDS:
        return sentence
    out = []
    for token in sentence:
        words = str(token.raw).split()
        if token.type == "WORTH" and len(words) == 2 and words[1].lower() in SCORING:
            split = token.start_pos + len(words[0])
            token = [_token("OWNER", "you", token.start_pos, split, words[0]), _token("VERB", "score", token.end_pos - len(words[1]), token.end_pos, words[1])]
        out += token if isinstance(token, list) else [token]
    return out


def _head(sentence: list, kind: str, text: str, first: bool, facts: list) -> list:
    """The sentence after its head of printed values (all of it when it has none)."""
    at, found, said = 0, [], set()
    while at < len(sentence):
        step = _value_at(sentence, at, kind, text, first, said)
        if step is None:
            break
        at, fact = step
        found.append(fact)
        said.add(fact.name)
        while at < len(sentence) and sentence[at].type in SEPARATORS:
            at += 1
    if not found or (at < len(sentence) and at > 0 and sentence[at - 1].type not in SEPARATORS and sentence[at].type != "DOT"):
        return sentence  # a head that runs on into the sentence without a break is not a head
    facts.extend(found)
    return sentence[at:]


def _value_at(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """(where the value ends, the fact) for a printed value said at `at`, or None."""
    for reader in (_cost, _vp, _color, _order):
        step = reader(tokens, at, kind, text, first, said)
        if step is not None:
            return step
    return None


def _is(tokens: list, at: int, kind: str, *meanings) -> bool:
    if at >= len(tokens) or tokens[at].type != kind:
        return False
    return not meanings or tokens[at].meaning in meanings or str(tokens[at].raw).lower() in meanings


def _fact(name: str, value, tokens: list, start: int, end: int):
    return end, m.Fact(name, value, at=(tokens[start].start_pos, tokens[end - 1].end_pos))


# ---- a staff card's cost ------------------------------------------------------------------------------------------------

COST_SUBJECTS = ("OWNER", "NOUN", "WORD")  # 'She costs', 'This card costs', 'Hiring her costs'


def _cost(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    if kind not in COST_KINDS or "cost" in said:
        return None
    start = at
    if _is(tokens, at, "OPTION", "cost", "cost:", "price", "price:"):  # 'Cost 4.', 'Cost: 2 krones.'
        at += 2 if _is(tokens, at + 1, "COLON") else 1
    elif first and _is(tokens, at, "PRICE", "for"):  # 'For 3 krones, ...' opening the text
        at += 1
        if not (_is(tokens, at + 1, "UNIT", "krone")):
            return None
    else:
        while at < start + 2 and at < len(tokens) and _cost_subject(tokens[at]) and not _costs(tokens[at]):
            at += 1
        if not _costs(tokens[at] if at < len(tokens) else None):
            return None
        at += 1
    return _krones(tokens, start, at, text)


def _cost_subject(token) -> bool:
    """A word before 'costs': 'She', 'This card', or a gerund read as its verb ('Hiring' is 'play')."""
    return token.type in COST_SUBJECTS or (token.type == "VERB" and str(token.raw).lower().endswith("ing"))


def _costs(token) -> bool:
    return token is not None and token.type == "WORD" and str(token.raw).lower() in ("costs", "cost")


def _krones(tokens: list, start: int, at: int, text: str):
    if not _is(tokens, at, "NUM"):
        return None
    end = at + 1 + (1 if _is(tokens, at + 1, "UNIT", "krone") else 0)
    if end < len(tokens) and tokens[end].type not in SEPARATORS + ("DOT",):
        return None
    return _fact("cost", tokens[at].meaning, tokens, start, end)


# ---- a guest's or celebrity's own VP ----------------------------------------------------------------------------------------


def _vp(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    if kind not in VP_KINDS or "vp" in said:
        return None
    start, worth = at, _is(tokens, at, "VERB", "worth") or _is(tokens, at, "WORTH")
    at += 1 if worth else 0
    if first and not worth and _is(tokens, at, "OWNER", "he", "she") and _gives(tokens, at + 1):  # 'He brings 4 VP, and ...'
        at, worth = at + 2, True
    elif first and not worth and _is(tokens, at, "VERB") and " ".join(str(tokens[at].raw).lower().split()) in GIVES_YOU:
        at, worth = at + 1, True
    elif first and not worth and _is(tokens, at, "VERB") and str(tokens[at].raw).lower() in SCORED:  # 'Score 1 VP.', '7 VP are scored'
        at, worth = at + 1, True
    if _is(tokens, at, "UNIT", "vp") and _is(tokens, at + 1, "COLON") and _is(tokens, at + 2, "NUM"):  # 'Victory points: 1', a label
        return _fact("vp", tokens[at + 2].meaning, tokens, start, at + 3)
    if not (worth or first or said):  # a bare '4 VP' is the card's own VP only at the head of the text or beside its other values
        return None
    sign = -1 if _is(tokens, at, "MINUS") else 1
    at += 1 if sign < 0 else 0
    if _is(tokens, at, "NONE"):  # 'No VP', 'worth nothing in VP'
        value, at = 0, at + (2 if _is(tokens, at + 1, "WORD", "in") else 1)
    elif _is(tokens, at, "NUM"):
        value, at = sign * tokens[at].meaning, at + 1
    else:
        return None
    if not _is(tokens, at, "UNIT", "vp"):
        return None
    at += 2 if _is(tokens, at + 1, "NOUN", "guest") else 1  # 'a 7-VP guest'
    at += 2 if _is(tokens, at, "FROM") and _is(tokens, at + 1, "NOUN", "it") else 0  # 'No VP from him'
    return _fact("vp", value, tokens, start, at)


SCORED = ("score", "scored")  # a guest's or celebrity's text opening 'Score 7 VP' or, in the passive, '7 VP are scored': its own VP
GIVES = ("gives", "brings", "scores", "earns", "grants", "yields")
GIVES_YOU = tuple(f"{who} {word} you" for who in ("he", "she") for word in GIVES)  # 'She gives you 1 VP, and ...': one
# phrase of the lexicon ('you gain'); its spaces are the text's ('he        gives you' where the card's name was)



def _gives(tokens: list, at: int) -> bool:
    return at < len(tokens) and tokens[at].type in ("VERB", "WORD") and str(tokens[at].raw).lower() in GIVES


# ---- a guest's colour and order -------------------------------------------------------------------------------------------


def _color(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    if kind != "guest" or "color" in said:
        return None
    start = at + (1 if _is(tokens, at, "ARTICLE") else 0)
    if not _is(tokens, start, "COLOR"):
        return None
    end = start + 1 + (1 if _is(tokens, start + 1, "NOUN", "guest") else 0)
    follows = tokens[end] if end < len(tokens) else None
    if follows is not None and follows.type not in SEPARATORS + ("DOT",) and not (_is(tokens, end, "VERB", "worth") or end > start + 1):
        return None  # 'yellow rooms ...', not the guest's colour
    return _fact("color", tokens[start].meaning, tokens, at, end)


def _order(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    if kind != "guest" or "order" in said:
        return None
    start = at
    while at < len(tokens) and (_is(tokens, at, "ORDER_OF") or (tokens[at].type in ("WORD", "NOUN") and str(tokens[at].raw).lower() in ORDER_WORDS)):
        at += 1
    at += 1 if _is(tokens, at, "COLON") else 0
    if at == start and "color" not in said:  # a bare list of dishes and drinks is the order only beside the guest's colour
        return None
    items, at = _items(tokens, at)
    if not items:
        return None
    return _fact("order", tuple(sorted(items.items())), tokens, start, at)


def _items(tokens: list, at: int) -> tuple[dict, int]:
    """'3 strudel and 1 coffee', '1 strudel 1 wine 1 coffee', '2 strudel, 1 cake and 1 wine': the dishes and drinks."""
    items: dict = {}
    while _is(tokens, at, "NUM") and _is(tokens, at + 1, "UNIT", *ITEMS):
        items[tokens[at + 1].meaning] = items.get(tokens[at + 1].meaning, 0) + tokens[at].meaning
        at += 2
        if tokens[at].type in ("COMMA", "AND") if at < len(tokens) else False:
            if _is(tokens, at + 1, "NUM") and _is(tokens, at + 2, "UNIT", *ITEMS):
                at += 1
    return items, at
