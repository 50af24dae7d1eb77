"""A card's printed values said in brackets around its rule (session 24): 'Game end: +3 VP per occupied yellow room
(cost 4).', '... yellow room. (Cost 4.)', '... a strudel. (Yellow, 1 wine, 1 VP.)', '(Cost 4.) Game end: ...'.

A bracket that holds nothing but printed values (each read by compiler/textread_facts.py's readers of values) closing
or opening a sentence, or standing as a sentence of its own, is taken out of the sentence and its values kept as facts, compared
with the card's own fields like any printed value. A full stop inside the bracket ('(Cost 4.)') is the bracket's own,
so the two pieces the cut into sentences makes of it are put back together first. A bracket holding anything else is
left where it is, for the reader to read or report.
"""
from __future__ import annotations

from compiler.textlex import _token


def bracketed_values(sentences: list, kind: str, text: str, facts: list) -> list:
    """The sentences with each closing bracket of printed values taken out; its values added to `facts`."""
    out = []
    for sentence in _rejoined(sentences):
        rest = _without_values(sentence, kind, text, facts)
        if any(t.type != "DOT" for t in rest):
            out.append(rest)
    return out


def _rejoined(sentences: list) -> list:
    """'( cost 4 .' and ') .' are one sentence again: '( cost 4 ) .'."""
    out: list = []
    for sentence in sentences:
        if out and sentence and sentence[0].type == "RPAR" and _open_at_stop(out[-1]):
            out[-1] = out[-1][:-1] + sentence
        else:
            out.append(sentence)
    return out


def _open_at_stop(sentence: list) -> bool:
    opened = max((i for i, t in enumerate(sentence) if t.type == "LPAR"), default=-1)
    return opened >= 0 and sentence[-1].type == "DOT" and not any(t.type == "RPAR" for t in sentence[opened:])


def _without_values(sentence: list, kind: str, text: str, facts: list) -> list:
    """The sentence without a bracket of values closing or opening it."""
    opened, closed = _last_bracket(sentence), _first_bracket(sentence)
    if opened is not None and _after_rule(sentence[:opened]):  # 'Tailor (yellow, 0 VP).': the name's own, read with it
        return _taken(sentence, opened, len(sentence) - 2, kind, text, facts)
    return sentence if closed is None else _taken(sentence, 0, closed, kind, text, facts)


RULE_WORDS = ("VERB", "OCCASION", "WHEN", "EVENT", "GIVER", "UNIT", "MAY", "MUST")  # what only a rule says, never a name


def _after_rule(before: list) -> bool:
    """Whether the words before a closing bracket say a rule: before a card's name and what stands with it ('Tailor
    (yellow, 0 VP).', 'The Checker (cost 2).') the bracket is left to the reader of the card's name."""
    return any(t.type in RULE_WORDS for t in before)


def _taken(sentence: list, opened: int, closed: int, kind: str, text: str, facts: list) -> list:
    found = _values(sentence[opened + 1:closed], kind, text)
    if found is None:
        return sentence
    facts.extend(found)
    return sentence[:opened] + sentence[closed + 1:]


def _first_bracket(sentence: list) -> int | None:
    """Where the bracket opening the sentence closes: '( cost 4 ) Game end: ...'."""
    if not sentence or sentence[0].type != "LPAR":
        return None
    closed = next((i for i, t in enumerate(sentence) if t.type == "RPAR"), None)
    return None if closed is None or any(t.type == "LPAR" for t in sentence[1:closed]) else closed


def _last_bracket(sentence: list) -> int | None:
    """Where the bracket closing the sentence opens: '... (cost 4) .'."""
    if len(sentence) < 3 or sentence[-1].type != "DOT" or sentence[-2].type != "RPAR":
        return None
    opened = max((i for i, t in enumerate(sentence) if t.type == "LPAR"), default=None)
    return None if opened is None or any(t.type == "RPAR" for t in sentence[opened:-2]) else opened


def _values(inside: list, kind: str, text: str) -> list | None:
    """The facts of a bracket's pieces when every piece is a printed value (a stop or comma between them), else None."""
    from compiler.textread_facts import SEPARATORS, _value_at  # it calls this module from said_facts

    said_in, at, found, said = inside + [_token("DOT", ".", inside[-1].end_pos, inside[-1].end_pos)] if inside else [], 0, [], set()
    while at < len(inside):
        if inside[at].type in SEPARATORS + ("DOT",):
            at += 1
            continue
        step = _value_at(said_in, at, kind, text, False, said)  # not heading the card: a bare list of items is an order only beside a colour
        if step is None or step[0] > len(inside):
            return None
        at, fact = step
        found.append(fact)
        said.add(fact.name)
    return found or None
