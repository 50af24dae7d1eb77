"""A guest's order said in the frame of serving it (session 24): 'Serve her 2 cake and 1 coffee for 7 VP', 'Bring him
one wine: 1 VP, ...', 'Two cake and a coffee get you 7 VP', 'For a strudel and a wine you take 1 coffee', 'Once her
order of 2 cake and 1 coffee is complete, you score 7 VP', 'Her order is 2 cake and 2 wine; ...', 'Complete her order
(2 cake, 2 wine) to score 5 VP', 'She'd like 2 cake and 2 wine.', and 'She is a cheap blue guest: ...'.

Each frame is said again as the head the printed values' reader knows ('Orders 2 cake and 1 coffee: ...'), so the order
is read as the card's order and compared with it (compiler/textread_facts.py), and what the frame joins to it is read
as the rest of the sentence. Only a guest has an order; on any other card the sentence stays as written. A frame is
read only where a sentence or a part after a colon starts, with its dishes and drinks whole and one of the joins its
table allows after them: a word the frame does not expect leaves the sentence as written, so it is still reported
unread, never passed.
"""
from __future__ import annotations

from dataclasses import dataclass

from compiler.textlex import _token
from compiler.textread_facts import ORDER_WORDS, _is, _items, _raw

SERVING = ("serve", "serving", "bring", "give", "feed", "hand", "fetch", "deliver", "pour", "fill", "complete", "fulfil", "fulfill", "satisfy")
ONCE = ("once", "when", "after")  # 'Once her order of ... is complete,'; the lexicon's WHEN and its reward occasion too
LIKING = (("would", "like"), ("she'd", "like"), ("he'd", "like"), ("they'd", "like"))
DONE_WORDS = ("is", "are", "complete", "completed", "served", "done", "fulfilled", "filled", "finished")
PAID = ("gain", "score")  # what the dishes and drinks get you: kept, as the rest's verb
DROPPED = ("COMMA", "COLON", "SEMI", "AND", "TO", "PRICE")  # a join that says only 'and then': dropped for the heading's colon


@dataclass(frozen=True)
class Frame:
    """Where a frame's dishes and drinks start (None: not this frame), and the joins it allows after them."""
    opening: object  # (sentence, at) -> where the dishes and drinks start, or None
    joins: tuple  # 'paid' (a gain verb or 'is worth', kept), 'who' ('you', kept), 'for-them' ('for her'), 'for' ('for 2 VP'),
    # 'done' ('is complete'), 'worth-colon' (': 3 VP'), terminals dropped, 'DOT'


def order_framed(sentence: list, kind: str) -> list:
    """The sentence with a guest's order said in a frame said again as an order heading the sentence."""
    if kind != "guest":
        return sentence
    sentence = _guest_said(sentence)
    for start in _starts(sentence):
        framed = next((f for f in (_framed(sentence, start, frame) for frame in FRAMES) if f is not None), None)
        if framed is not None:
            return sentence[:start] + framed
    return sentence


def _starts(sentence: list) -> list[int]:
    """Where a frame may start: the sentence's start and after each colon, where a word follows (a description of the
    card at its head may have left nothing of the sentence)."""
    return [at for at in [0] + [at + 1 for at, token in enumerate(sentence) if token.type == "COLON"] if at < len(sentence)]


def _framed(sentence: list, at: int, frame: Frame) -> list | None:
    start = frame.opening(sentence, at)
    if start is None:
        return None
    start += 1 if _is(sentence, start, "LPAR") else 0
    items, said = _items(sentence, start)
    if not items:
        return None
    end = said + (1 if _is(sentence, said, "RPAR") and _is(sentence, start - 1, "LPAR") else 0)
    rest = _joined(sentence, end, frame.joins)
    return None if rest is None else _heading(sentence, at, start, said) + rest


def _joined(sentence: list, at: int, joins: tuple) -> list | None:
    """What follows the dishes and drinks, after a join the frame allows (None: no such join)."""
    while "done" in joins and at < len(sentence) and _raw(sentence[at]) in DONE_WORDS:
        at += 1
    if "for-them" in joins and (_is(sentence, at, "PRICE", "for") or _is(sentence, at, "VERB", "fill")) and _is(sentence, at + 1, "NOUN", "it"):
        return _colon(sentence[at]) + sentence[at + 2 + (1 if _is(sentence, at + 2, "COMMA") else 0):]  # 'for her', 'satisfies him'
    if at >= len(sentence):
        return None
    joint = sentence[at]
    if joint.type == "DOT" and "DOT" in joins:
        return sentence[at:]
    if ("paid" in joins and joint.type in ("VERB", "IS_WORTH") and joint.meaning in PAID) or ("who" in joins and joint.type in ("YOU", "OWNER")):
        return _colon(joint) + sentence[at:]
    if "worth-colon" in joins and joint.type == "COLON" and _is_amount(sentence, at + 1) and _is(sentence, at + 2, "UNIT", "vp"):
        return sentence[at:]  # 'One cake plus one coffee: 3 VP.''
    if (joint.type in joins and joint.type in DROPPED) or ("for" in joins and _is(sentence, at, "PRICE", "for")):
        return _colon(joint) + sentence[at + 1:]
    return None


# ---- where each frame's dishes and drinks start ---------------------------------------------------------------------------


def _served(sentence: list, at: int) -> int | None:
    """'Serve her ...', 'Give him ...', 'Complete her order (...)', 'Fill his order of ...'."""
    if _raw_at(sentence, at) in SERVING and sentence[at].type == "WORD" and _is_amount(sentence, at + 1):
        return at + 1  # 'Serve 1 cake and 1 coffee for 3 VP': a word only ever said of serving, no one named
    if not (_raw_at(sentence, at) in SERVING and _is(sentence, at + 1, "NOUN", "it")):
        return None
    return at + 2 + (1 if _ordered(sentence, at + 2) else 0)


def _paid_for(sentence: list, at: int) -> int | None:
    """'For two cake and a coffee(,) you get 7 VP'."""
    return at + 1 if _is(sentence, at, "PRICE", "for") else None


def _bought(sentence: list, at: int) -> int | None:
    """'Two cake and a coffee get you 7 VP', 'Two cakes and two wines for her, and she ...': the dishes and drinks first."""
    return at if _is_amount(sentence, at) else None


def _is_amount(sentence: list, at: int) -> bool:
    return at < len(sentence) and sentence[at].type in ("NUM", "ARTICLE")


def _once_done(sentence: list, at: int) -> int | None:
    """'Once her order of 2 cake is complete, ...', 'Serving her 2 cake earns you ...' (the lexicon's reward occasion)."""
    if not (_raw_at(sentence, at) in ONCE or sentence[at].type == "WHEN" or _serving_said(sentence[at])):
        return None
    start = at + 1 + (1 if _is(sentence, at + 1, "NOUN", "it") or _raw_at(sentence, at + 1) in DONE_WORDS else 0)  # 'Once served 2 cake, ...'
    return start + (1 if _ordered(sentence, start) or _is(sentence, start, "OF_YOUR") else 0)


def _serving_said(token) -> bool:
    """The lexicon's reward occasion said as serving ('Serving her', 'When you complete her order'), not as a label
    ('Reward:', 'Rew:'), after which a list of dishes and drinks is what the guest gives."""
    return token.type == "OCCASION" and token.meaning == "reward" and any(w in SERVING + DONE_WORDS + ("order",) for w in _raw(token).split())


def _with_served(sentence: list, at: int) -> int | None:
    """'With 1 strudel and 3 coffee served, he is worth 4 VP'."""
    return at + 1 if _is(sentence, at, "PRICE", "with") else None


def _order_is(sentence: list, at: int) -> int | None:
    """'Her order is 2 cake and 2 wine', 'His order: 2 cake and 2 wine'."""
    if not (_is(sentence, at, "NOUN", "it") and _is(sentence, at + 1, "NOUN", "order")):
        return None
    return at + 2 + (1 if _raw_at(sentence, at + 2) in ("is", ":") else 0)


def _ordering(sentence: list, at: int) -> int | None:
    """'She orders 1 strudel and 3 wine for 2 VP': an order said plainly, then what it is paid with."""
    at += 1 if sentence[at].type == "OWNER" else 0
    return at + 1 if _raw_at(sentence, at) in ORDER_WORDS else None


def _liking(sentence: list, at: int) -> int | None:
    """'She would like 2 cake', 'She'd like 2 cake'."""
    at += 1 if sentence[at].type == "OWNER" else 0
    return at + 2 if (_raw_at(sentence, at), _raw_at(sentence, at + 1)) in LIKING else None


FRAMES = (
    Frame(_served, ("paid", "DOT") + DROPPED),
    Frame(_paid_for, ("COMMA", "who")),
    Frame(_once_done, ("done", "paid", "COMMA", "TO")),
    Frame(_order_is, ("DOT", "SEMI", "COMMA", "COLON")),
    Frame(_liking, ("DOT", "SEMI", "COMMA")),
    Frame(_ordering, ("for",)),
    Frame(_with_served, ("done", "COMMA")),
    Frame(_bought, ("paid", "for-them", "worth-colon")),
)


# ---- the heading said instead -------------------------------------------------------------------------------------------


def _heading(sentence: list, at: int, start: int, end: int) -> list:
    """'Orders' (where the frame's words stood) and the dishes and drinks as said."""
    said = sentence[at] if start > at else sentence[start]
    where = sentence[start - 1].end_pos if start > at else said.start_pos
    return [_token("NOUN", "order", said.start_pos, where, "orders")] + sentence[start:end]


def _colon(joint) -> list:
    return [_token("COLON", ":", joint.start_pos, joint.start_pos, ":")]


def _ordered(sentence: list, at: int) -> bool:
    return _is(sentence, at, "ORDERS_OF") or _is(sentence, at, "NOUN", "order")


def _raw_at(sentence: list, at: int) -> str:
    return _raw(sentence[at]) if at < len(sentence) else ""


def _guest_said(sentence: list) -> list:
    """'She is a blue guest: ...', 'A cheap yellow guest: ...', 'This yellow guest orders ...' are 'A blue guest: ...',
    'A yellow guest: ...', 'Yellow guest orders ...' (the colour is then read as the guest's): the words judging the
    guest between the article and the colour say nothing to check."""
    at = 2 if len(sentence) > 2 and sentence[0].type == "OWNER" and _raw(sentence[1]) in ("is", "'s") else 0
    pointed = at == 0 and _raw_at(sentence, 0) in ("this", "that")  # 'This yellow guest orders ...'
    if not (_is(sentence, at, "ARTICLE") or pointed):
        return sentence
    colour = at + 1
    while colour < len(sentence) and sentence[colour].type == "WORD" and _raw(sentence[colour]) in _judging():
        colour += 1
    if not (_is(sentence, colour, "COLOR") and _is(sentence, colour + 1, "NOUN", "guest")):
        return sentence
    return ([] if pointed else sentence[at:at + 1]) + sentence[colour:]


def _judging() -> frozenset:
    """The words judging a guest ('a cheap yellow guest', 'a strong blue guest'): the evaluative adjectives."""
    from compiler.textread_around import judged_words  # it reads this module's caller, compiler/textread_facts.py

    return judged_words()
