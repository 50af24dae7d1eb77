"""A card's printed values said at the head of a sentence: a staff card's cost ("Cost 4.", "Cost: 2 krones.", "She costs
5 krones.", "For 3 krones, ...", "a 4-krone card"), a guest's or celebrity's own VP ("4 VP.", "Worth 15 VP;", "No VP, but
...", "-1 VP.", "a 7-VP guest"), a guest's colour and order ("A red guest worth 1 VP who wants a single cake.", "green,
1 strudel + 1 wine, 4 VP.").

They are read here, before the sentence is parsed, as facts compared with the card's own fields (compiler/textcheck.py
says a wrong one in words, and one the card does not know as such): never skipped, never read as a reward. What follows
the head in the same sentence ("..., but you collect 1 krone") is read as a sentence of its own.
"""
from __future__ import annotations

import re
from functools import lru_cache

from compiler import meaning as m
from compiler.textread_acts import ReadError
from compiler.textlex import _token
from compiler.types import Amount
from compiler.textread_staff11 import paid_for_card

ITEMS = ("strudel", "cake", "wine", "coffee")
COST_KINDS = ("staff",)
VP_KINDS = ("guest", "celebrity")
SEPARATORS = ("COMMA", "SEMI", "AND", "BUT", "COLON", "RPAR")  # what ends a printed value ('Phantom (-2 VP).')
ORDER_WORDS = ("ordering", "want", "wants", "wanting", "orders", "order", "who", "asks", "asking", "needs", "requests", "whose")
ORDER_AFTER = ("for", "is", "of")  # 'asks for 2 wine', 'whose order is 1 cake', 'an order of 3 coffee': only after an order word


def said_facts(sentences: list, kind: str, text: str) -> tuple[list, list]:
    """The sentences with the printed values at their heads taken out, and those values as facts; a claim of how often
    the card acts ('..., one time.', 'Every single time.') is taken out too, as a fact the reader checks (CLAIMED)."""
    from compiler.textread_ident15 import described  # ident15: a description of the card (it reads with this module's helpers)
    from compiler.textread_orders24 import order_framed  # session 24: it reads with this module's helpers
    from compiler.textread_bracketed24 import bracketed_values

    facts, out, first = [], [], True
    for sentence in bracketed_values(sentences, kind, text, facts):  # session 24: '... yellow room. (Cost 4.)'
        said = described(_scored(claims_left_out(sentence, facts, text), kind), kind, text, facts)
        rest = _head(order_framed(said, kind), kind, text, first, facts)  # orders24: 'Serve her 2 cake for 7 VP'
        said = bool(rest) and any(t.type != "DOT" for t in rest)
        if said:
            out.append(rest)
        first = first and (not said or _heading(rest))  # 'Waltz Queen. Ballrooms module. 15 VP.': the VP still head the card
    return out, facts


def _after_name(sentence: list) -> int:
    """Where the values start after the card's name said first and set off ('Sculptor:', 'Tailor,', 'Phantom (-2 VP)'): 2,
    else 0."""
    return 2 if len(sentence) > 2 and _heading(sentence[:1]) and sentence[1].type in ("COMMA", "COLON", "LPAR") else 0


HEADINGS = ("REMARK", "DOT")  # what a sentence heading the card may hold besides its printed values and its name


def _heading(sentence: list) -> bool:
    """A sentence that only heads the card: remarks (the module it needs: 'Ballrooms module.') or the card's name alone
    (read as the card itself, one who-word: 'Waltz Queen.'), after which a printed value is still the card's own."""
    words = [t for t in sentence if t.type not in HEADINGS]
    return not words or (len(words) == 1 and words[0].type in ("OWNER", "YOU") and not _is_you(words[0]))


def _is_you(token) -> bool:
    return str(token.raw).strip().lower() == "you"


SCORING = ("score", "scores", "scored")


def _scored(sentence: list, kind: str) -> list:
    """'..., they score 2 VP' on a card with no printed VP of its own (a staff card, a tile), or on any card after a
    trigger ('each time the holder sends a dancer, they score 1 VP'): the lexicon's WORTH (a guest's 'she scores 7 VP',
    its printed VP) is the card's user scoring, as 'you score' is ('they then score 3 VP' too)."""
    out = []
    for index, token in enumerate(sentence):
        words = str(token.raw).split()
        if token.type == "WORTH" and len(words) >= 2 and words[-1].lower() in SCORING and (kind not in VP_KINDS or _after_trigger(sentence, index)):
            split = token.start_pos + len(words[0])
            token = [_token("OWNER", "you", token.start_pos, split, words[0]), _token("VERB", "score", token.end_pos - len(words[-1]), token.end_pos, words[-1])]
        out += token if isinstance(token, list) else [token]
    return out


def _after_trigger(sentence: list, index: int) -> bool:
    return any(t.type == "WHEN" for t in sentence[:index])


def _head(sentence: list, kind: str, text: str, first: bool, facts: list) -> list:
    """The sentence after its head of printed values (all of it when it has none). Heading the card, the values may
    follow its name ('MacLeod - green - 2 VP.', 'Sculptor: yellow, 0 VP, ...'), which is left before them."""
    at, found, said = _after_name(sentence) if first else 0, [], set()
    while at < len(sentence):
        step = _value_at(sentence, at, kind, text, first, said) or _said_of_card(sentence, at, kind, text, first, said)
        if step is None:
            break
        at, fact = step
        found.append(fact)
        said.add(fact.name)
        while at < len(sentence) and sentence[at].type in SEPARATORS:
            at += 1
    runs_on = found and found[-1].name == "cost" and (_cost_lead(sentence, 0) or _is(sentence, at - 1, "NOUN", "staff"))
    if not found or (at < len(sentence) and at > 0 and sentence[at - 1].type not in SEPARATORS and sentence[at].type != "DOT" and not runs_on):
        return sentence  # a head that runs on into the sentence without a break is not a head
    facts.extend(found)
    return sentence[at:]


def _value_at(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """(where the value ends, the fact) for a printed value said at `at`, or None."""
    for reader in (_cost, _vp, _color, _order, _destination, _space_number, paid_for_card, timing_said, eaten_order):
        step = reader(tokens, at, kind, text, first, said)
        if step is not None:
            return step
    return None


# ---- a claim of how often the card acts --------------------------------------------------------------------------------

WORDS_RE = re.compile(r"[a-z0-9']+")
PART_MARKS = ("COMMA", "SEMI")  # what parts a claim ('..., once.', '...; once only.'); session 27 added the semicolon
CLAIMED = "said-timing"  # the name of a claim's fact: its value 'once' or 'lasting', checked by the reader, never a printed value


def claims_left_out(sentence: list, facts: list, text: str) -> list:
    """The sentence without its parts that only claim how often the card acts: the whole sentence ('That's a one-off.'),
    a part after a comma ('When played, gain 4 wine, one time.'), or a first part that says the card lasts ('From the
    moment it is in play, ...'); never a first part claiming one time ('Once, ...' leads what follows)."""
    parts, out = _comma_parts(sentence), []
    for index, part in enumerate(parts):
        claim = _claim(part, text)
        claim = None if claim == "once" and index > 0 and _per_round(parts[index - 1], text) else claim  # 'Every round, one time, ...'
        if claim is not None and (index > 0 or len(parts) == 1 or (claim in LASTING_CLAIMS and _raw(part[0]) not in ("once",))):
            facts.append(m.Fact(CLAIMED, claim, at=(part[0].start_pos, part[-1].end_pos)))
        else:
            out += part
    return _rejoined(sentence, out)


def _per_round(part: list, text: str) -> bool:
    """Whether a part ends with a round or a turn: 'one time' after it is once in each ('Every round, one time, ...')."""
    said = text[part[0].start_pos:part[-1].end_pos].lower().rstrip(" ,.")
    return said.endswith(("round", "turn"))


def _comma_parts(sentence: list) -> list[list]:
    """The sentence's tokens split at each comma (the comma kept at the head of the part after it), the dot left out."""
    parts, current = [], []
    for token in sentence:
        if token.type == "DOT":
            continue
        if token.type in PART_MARKS and current:
            parts.append(current)
            current = []
        current.append(token)
    return parts + ([current] if current else [])


def _claim(part: list, text: str) -> str | None:
    """'once' or 'lasting' where the part says nothing but how often the card acts, else None. Its words are the text's
    (the lexer drops some words, 'the', that a claim is matched with)."""
    said = [t for t in part if t.type not in PART_MARKS + ("DOT",)]
    if not said:
        return None
    start = part[0].end_pos if part[0].type in PART_MARKS else _clause_start(text, said[0].start_pos)
    words = WORDS_RE.findall(text[start:said[-1].end_pos].lower().replace("\u2019", "'").replace("-", " "))
    words = _without_fillers(words)
    claim = next((claim for claim in ("once", "lasting") if words and _said_in(words, _claim_lists()[claim])), None)
    return GAME_LONG if claim == "lasting" and "game" in words else claim  # 'for the rest of the game': longer than a round


def _clause_start(text: str, at: int) -> int:
    """Where the clause holding `at` starts in the text: after the last stop before it (words the lexer dropped, 'With
    this card', stand between)."""
    stops = [text.rfind(mark, 0, at) for mark in ".;:!?"]
    return max(stops) + 1


def _said_in(words: list, phrases: tuple) -> bool:
    """Whether the words are one or more phrases of the list, one after another ('works for the whole game' + 'once
    it's in play')."""
    if not words:
        return True
    return any(words[:len(p.split())] == p.split() and _said_in(words[len(p.split()):], phrases) for p in phrases)


def _without_fillers(words: list[str]) -> list[str]:
    fillers = _claim_lists()["fillers"]
    while words and (words[0] in fillers or (len(words) > 1 and " ".join(words[:2]) in fillers)):
        words = words[2:] if " ".join(words[:2]) in fillers else words[1:]
    while words and words[-1] in fillers:
        words = words[:-1]
    return words


@lru_cache(maxsize=1)
def _claim_lists() -> dict:
    from compiler.textread_rewrite import rewrite_words

    said = rewrite_words()
    return {"once": said["claim-once"], "lasting": said["claim-lasting"], "fillers": said["claim-fillers"]}


def _rejoined(sentence: list, kept: list) -> list:
    """The kept tokens with the sentence's dot, or nothing where the whole sentence was a claim."""
    if not kept:
        return []
    if kept[0].type in PART_MARKS:
        kept = kept[1:]
    return kept + [t for t in sentence[-1:] if t.type == "DOT"]


ONCE_KINDS = ("played", "obtained", "reward", "penalty", "setup", "final")  # occasions that come once, not all the time


def lasting(part) -> bool:
    """Whether a part of a meaning works all the time: a rule, a trigger or once per round, as against once when played."""
    return not isinstance(part, m.Rule) or part.occasion is None or part.occasion.kind not in ONCE_KINDS


ONE_TIME_KINDS = ONCE_KINDS + ("bell",)  # a bell card acts once, when its event first happens


LASTING_BUT_ONCE = "the text says the card works all the time, but what it says it does happens once"
GAME_LONG = "lasting-game"  # a claim the card lasts said with the game ('for the rest of the game'): never a celebrity's
LASTING_CLAIMS = ("lasting", GAME_LONG)
ROUND_HELD = ("celebrity",)  # kinds held only until the end of the round they are taken in


def check_claims(claims: list, parts: list, kind: str = "") -> None:
    """A claim of how often the card acts ('..., one time.', 'Every single time.') must be true of what the text says it
    does: one time, when everything it does comes once (when played, a reward, a bell card); each time, when something
    works all the time. A claim the text's own effects contradict is a difference, said where the claim is."""
    for claim in claims:
        once = parts and all(isinstance(p, m.Rule) and p.occasion is not None and p.occasion.kind in ONE_TIME_KINDS for p in parts)
        if claim.value == "once" and not once:
            raise ReadError("the text says the card acts one time only, but what it says it does works all the time", claim.at)
        if claim.value == GAME_LONG and kind in ROUND_HELD:
            raise ReadError(f"the text says the card works for the rest of the game, but a {kind} is held until the end of the round", claim.at)
        if claim.value in LASTING_CLAIMS and not any(lasting(part) for part in parts):
            raise ReadError(LASTING_BUT_ONCE, claim.at)


# ---- the card as the subject of its printed values ----------------------------------------------------------------------

SUBJECT_WORDS = ("he", "she", "they", "it", "he's", "she's", "it's", "they're", "this")  # the card's own name is one of these by now; 'This is a group A tile'
CARD_NOUNS = ("guest", "card", "celebrity", "staff", "staff card", "tile", "entrance")  # 'this guest', 'the card'
COPULAS = ("is", "are", "'s", "he's", "she's", "it's", "they're", "was")
THE_THIS = ("this", "the", "that")


def _said_of_card(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """A printed value said of the card as a subject: 'He is a green guest', 'The Tailor is yellow', 'This guest wants 2
    wine', 'she's worth 7 VP', '..., and is permanent' (a copula with no subject after a value already said). The subject
    and the copula are part of the value's words; with no value after them nothing is taken."""
    past = _past_subject(tokens, at, kind)
    if past == at and not (said and _copula(tokens, at)):
        return None
    past += 1 if _copula(tokens, past) or (past > at and _is(tokens, past, "COMMA")) else 0  # 'The Poet, a yellow guest ...'
    return _value_at(tokens, past, kind, text, first, said | {"subject"}) if past > at else None


def _past_subject(tokens: list, at: int, kind: str) -> int:
    """Where the words after a subject naming the card start ('he', 'this guest', 'the card'), or `at` where none is."""
    if at + 1 < len(tokens) and _raw(tokens[at]) in THE_THIS and _raw(tokens[at + 1]) in CARD_NOUNS:
        return at + 2  # before 'this' alone: 'This guest is green'
    if at < len(tokens) and tokens[at].type in ("OWNER", "NOUN", "WORD") and _raw(tokens[at]) in SUBJECT_WORDS:
        return at + 1
    return at


def _copula(tokens: list, at: int) -> bool:
    """'is' (a word of several tables: MOD_CHANGE for 'red rooms is changed to ...'), and a subject's own 's ('She's')."""
    return at < len(tokens) and tokens[at].type in ("MOD_CHANGE", "WORD") and _raw(tokens[at]) in COPULAS


def _raw(token) -> str:
    return " ".join(str(token.raw).lower().split())


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
    elif first and _cost_lead(tokens, at):  # 'For 3 krones, ...', 'At 6 krones she ...', 'Only 2 krones, and ...' opening the text
        at += 1
        if not (_is(tokens, at + 1, "UNIT", "krone")):
            return None
        return _krones(tokens, start, at, text, runs_on=True)
    elif first and at == 0 and _is(tokens, at, "NUM") and _is(tokens, at + 1, "UNIT", "krone"):  # '2 krones.', 'A 2-krone card:'
        return _krones(tokens, start, at, text, runs_on=_is(tokens, at + 2, "NOUN", "staff"))
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


COST_LEADS = ("for", "at", "only", "just")  # words that lead a cost said first: the sentence may run on after it


def _cost_lead(tokens: list, at: int) -> bool:
    return at < len(tokens) and tokens[at].type in ("PRICE", "WORD") and _raw(tokens[at]) in COST_LEADS


def _krones(tokens: list, start: int, at: int, text: str, runs_on: bool = False):
    if not _is(tokens, at, "NUM"):
        return None
    end = at + 1 + (1 if _is(tokens, at + 1, "UNIT", "krone") else 0)
    end += 1 if runs_on and _is(tokens, end, "NOUN", "staff") else 0  # 'a 2-krone card'
    if end < len(tokens) and tokens[end].type not in SEPARATORS + ("DOT",) and not (runs_on and tokens[end].type not in ("LESS", "DISCOUNT", "MORE")):
        return None
    return _fact("cost", tokens[at].meaning, tokens, start, end)


# ---- a guest's or celebrity's own VP ----------------------------------------------------------------------------------------


def _vp(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    if kind not in VP_KINDS or "vp" in said:
        return None
    start, worth = at, _is(tokens, at, "VERB", "worth") or _is(tokens, at, "WORTH") or (bool(said) and _is(tokens, at, "IS_WORTH"))
    at += 1 if worth else 0
    if first and not worth and _is(tokens, at, "OWNER", "he", "she") and _gives(tokens, at + 1):  # 'He brings 4 VP, and ...'
        at, worth = at + 2, True
    elif first and not worth and _is(tokens, at, "VERB") and " ".join(str(tokens[at].raw).lower().split()) in GIVES_YOU:
        at, worth = at + 1, True
    elif first and not worth and _is(tokens, at, "VERB") and str(tokens[at].raw).lower() in SCORED:  # 'Score 1 VP.', '7 VP are scored'
        at, worth = at + 1, True
    elif said and not worth and _gives_said(tokens[at] if at < len(tokens) else None):  # '..., wants 2 wine and scores 3 VP'
        at, worth = at + 1, True
    if said and _is(tokens, at, "GIVES_NOTHING"):  # '..., wants 2 wine, scores nothing'
        return _fact("vp", 0, tokens, start, at + 1)
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
    at += 1 if worth and _is(tokens, at, "OF_THEM") and not str(tokens[at].raw).strip() else 0  # 'scores zero,' (a lexer pass's 'of them')
    if worth and _ends_value(tokens, at):  # 'is worth seven.': the card's VP said with no unit after a word of worth
        return _fact("vp", value, tokens, start, at)
    if not _is(tokens, at, "UNIT", "vp"):
        return None
    at += 2 if _is(tokens, at + 1, "NOUN", "guest") else 1  # 'a 7-VP guest'
    at += 2 if _is(tokens, at, "FROM") and _is(tokens, at + 1, "NOUN", "it") else 0  # 'No VP from him'
    return _fact("vp", value, tokens, start, at)


SCORED = ("score", "scored")  # a guest's or celebrity's text opening 'Score 7 VP' or, in the passive, '7 VP are scored': its own VP
GIVES = ("gives", "brings", "scores", "earns", "grants", "yields")
GIVES_YOU = tuple(f"{who} {word} you" for who in ("he", "she") for word in GIVES)  # 'She gives you 1 VP, and ...': one
# phrase of the lexicon ('you gain'); its spaces are the text's ('he        gives you' where the card's name was)



def _gives_said(token) -> bool:
    """A verb giving the card's VP once the card is the subject or beside its other values: 'scores', 'gives you'."""
    return token is not None and token.type in ("VERB", "WORD") and _raw(token) in GIVES + tuple(f"{w} you" for w in GIVES)


def _ends_value(tokens: list, at: int) -> bool:
    return at >= len(tokens) or tokens[at].type in SEPARATORS + ("DOT",)


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
    while at < len(tokens) and (_is(tokens, at, "ORDER_OF") or (tokens[at].type in ("WORD", "NOUN") and str(tokens[at].raw).lower() in ORDER_WORDS)
                                or (at > start and _raw(tokens[at]) in ORDER_AFTER) or _for_after_colour(tokens, at, start, said)):
        at += 1
    at += 1 if _is(tokens, at, "COLON") else 0
    bare = at == start
    if bare and "color" not in said and not first:  # a bare list of dishes and drinks is the order only beside the guest's
        return None  # colour, or as a sentence of its own heading the card ('Princess. 2 strudel, 1 coffee. 4 VP.')
    items, end = _items(tokens, at)
    if not items or (bare and "color" not in said and not (_is(tokens, end, "DOT") or _vp_next(tokens, end))):
        return None
    at = end
    return _fact("order", tuple(sorted(items.items())), tokens, start, at)


def _vp_next(tokens: list, at: int) -> bool:
    """'Photographer: 3 wine, 7 VP.': a bare list heading the card is its order when its VP come next."""
    return _is(tokens, at, "COMMA") and _is(tokens, at + 1, "NUM") and _is(tokens, at + 2, "UNIT", "vp")


def _for_after_colour(tokens: list, at: int, start: int, said: set) -> bool:
    """'a green guest for 1 strudel and 1 wine': 'for' right after the guest's colour says its order."""
    return at == start and "color" in said and _raw(tokens[at]) == "for"


def _items(tokens: list, at: int) -> tuple[dict, int]:
    """'3 strudel and 1 coffee', '1 strudel 1 wine 1 coffee', '2 strudel, 1 cake and 1 wine': the dishes and drinks."""
    items: dict = {}
    while (_is(tokens, at, "NUM") or _is(tokens, at, "ARTICLE")) and _is(tokens, at + 1, "UNIT", *ITEMS):  # '2 wine and a coffee'
        items[tokens[at + 1].meaning] = items.get(tokens[at + 1].meaning, 0) + tokens[at].meaning
        at += 2
        if tokens[at].type in ("COMMA", "AND") if at < len(tokens) else False:
            if (_is(tokens, at + 1, "NUM") or _is(tokens, at + 1, "ARTICLE")) and _is(tokens, at + 2, "UNIT", *ITEMS):
                at += 1
    return items, at


# ---- where a guest goes once its order is complete ------------------------------------------------------------------------

DEST_VERBS = ("go", "goes", "move", "moves", "placed", "put", "check", "checks", "head", "heads")
DEST_TO = ("to", "into", "in", "in to")
DEST_DONE = ("done", "complete", "completed", "served", "filled", "fulfilled", "finished")
DEST_NOT = ("not", "instead of", "rather than", "never", "not into", "never into", "not to", "never to")  # '..., not a room'


def _destination(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """'He has to go to a room', 'She shall be placed in a room', 'They go to a room when their order is done', 'this
    guest moves into a ballroom, not a room': where the guest goes, compared with the card's `destination`."""
    if kind != "guest" or "destination" in said:
        return None
    start, at = at, _past_done(tokens, at)  # 'Once her order is complete, she ...'
    at += 1 if at > start and _is(tokens, at, "COMMA") else 0
    at = _past_modal(tokens, at + (1 if _is(tokens, at, "OWNER") and at > start else 0))
    if not (_is(tokens, at, "VERB") and _raw(tokens[at]) in DEST_VERBS):
        return None
    at += 1
    if _is(tokens, at, "OPTION", "ballroom"):  # 'to a ballroom' is one phrase of the lexicon
        return _fact("destination", "ballroom", tokens, start, _past_done(tokens, _past_other(tokens, at + 1, "ballroom")))
    at += 1 if at < len(tokens) and _raw(tokens[at]) in DEST_TO else 0
    at += 1 if _is(tokens, at, "ARTICLE") else 0
    if not (_is(tokens, at, "NOUN", "room") or _raw(tokens[at] if at < len(tokens) else tokens[-1]) == "ballroom"):
        return None
    where = "room" if _raw(tokens[at]) == "room" else "ballroom"
    end = _past_done(tokens, _past_other(tokens, at + 1, where))
    return _fact("destination", where, tokens, start, end)


def _past_modal(tokens: list, at: int) -> int:
    """Past 'has to', 'must', 'shall be', 'can only' before a verb of going."""
    while at < len(tokens) and (tokens[at].type in ("MUST", "MAY") or _raw(tokens[at]) in ("be", "only", "will", "always")):
        at += 1
    return at


def _past_other(tokens: list, at: int, where: str) -> int:
    """Past ', not a room' / 'instead of a room' naming the other place (a place that is no other is not taken)."""
    other = "ballroom" if where == "room" else "room"
    step = at + (1 if _is(tokens, at, "COMMA") else 0)
    if step < len(tokens) and _raw(tokens[step]) in DEST_NOT:
        step += 1
        step += 1 if _is(tokens, step, "ARTICLE") else 0
        if step < len(tokens) and _raw(tokens[step]) == other:
            return step + 1
    return at


def _past_done(tokens: list, at: int) -> int:
    """Past 'when their order is done', 'once her order is complete' said after where the guest goes."""
    step = at
    if _is(tokens, step, "OCCASION", "reward") and "order" in _raw(tokens[step]):  # the lexicon's 'when his order is done'
        return step + 1
    if step < len(tokens) and (tokens[step].type == "WHEN" or _raw(tokens[step]) in ("once", "after")):
        step += 1
        step += 1 if step < len(tokens) and _raw(tokens[step]) in ("his", "her", "their", "its", "the") else 0
        step += 1 if _is(tokens, step, "NOUN", "order") else 0
        step += 1 if _copula(tokens, step) else 0
        if step < len(tokens) and _raw(tokens[step]) in DEST_DONE:
            return step + 1
    return at

# ---- a celebrity's own VP said as a gain when it is taken -------------------------------------------------------------

OWN_VP_TAKEN = ("celebrity",)  # kinds whose VP gained when taken are their printed VP


def _plain_vp(effect) -> int | None:
    """The number of VP a plain gain of VP gives ('gain 1 VP'), else None."""
    if not isinstance(effect, m.Act) or effect.verb != "gain" or effect.value("what") != "vp" or effect.who != "you" or effect.body:
        return None
    amount = effect.value("amount")
    if not isinstance(amount, Amount) or amount.up_to or amount.every or set(dict(effect.values)) != {"amount", "what"}:
        return None
    return amount.value


def own_vp_taken(kind: str, rules: dict, facts: list) -> None:
    """'You score 1 VP when you take her', 'When you take him, you score 1 VP': on a celebrity, VP gained when it is
    taken and nothing else then are its own printed VP, as 'She gives you 1 VP' is (a wrong number is named so): the
    rule is taken out of `rules` and the VP put in `facts`."""
    if kind not in OWN_VP_TAKEN or any(f.name == "vp" for f in facts):
        return
    for occasion, effects in list(rules.items()):
        if occasion is not None and occasion.kind == "obtained" and len(effects) == 1 and _plain_vp(effects[0]) is not None:
            facts.append(m.Fact("vp", _plain_vp(effects[0]), at=getattr(effects[0], "at", (0, 0))))
            del rules[occasion]
            return


# ---- an action space's number ---------------------------------------------------------------------------------------------

SPACE_WORDS = ("action", "space", "action space")  # 'Action 1:', 'Space 3:', 'Action space 2:'
PLACED = ("placed", "put", "go", "goes", "land", "lands", "laid")  # 'Dice showing 4 are placed on this space.'


def _space_number(tokens: list, at: int, kind: str, text: str, first: bool, said: set):
    """'Action 1:', 'Space 3:', 'Action space 2:' heading an action space's text, or 'Dice showing 4 are placed on this
    space.': the number of the space, compared with the card's `number`."""
    if kind != "action-space" or "number" in said:
        return None
    start = at
    while at < len(tokens) and _raw(tokens[at]) in SPACE_WORDS:
        at += 1
    if at > start and _is(tokens, at, "NUM") and _ends_value(tokens, at + 1):
        return _fact("number", tokens[at].meaning, tokens, start, at + 1)
    return _dice_placed(tokens, start)


def _dice_placed(tokens: list, at: int):
    """'Dice showing 4 are placed on this space.', a whole sentence."""
    if not (_is(tokens, at, "DIE") and _is(tokens, at + 1, "EV_WORD") and _is(tokens, at + 2, "NUM")):
        return None
    end, words = at + 3, []
    while end < len(tokens) and tokens[end].type != "DOT":
        words.append(_raw(tokens[end]))
        end += 1
    if not (words and words[-3:] == ["on", "this", "space"] and all(w in PLACED + ("are", "is", "on", "this", "space") for w in words)):
        return None
    return _fact("number", tokens[at + 2].meaning, tokens, at, end)


from compiler.textread_timing14 import timing_said  # noqa: E402  (it reads with this module's helpers)
from compiler.textread_ident15_order import eaten_order  # noqa: E402  (ident15: an order said with verbs of eating)
