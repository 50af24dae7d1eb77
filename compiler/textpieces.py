"""The pieces a card text's sentences are parsed into: lark tree → these frozen records, at once.

compiler/texttree.py builds them while the text is parsed. A piece is one small phrase: an action with its
objects and options, an option alone, a lead saying when, a fallback, a condition... compiler/textread.py
assembles the pieces of each clause into the card's meaning. Every record keeps `at`, the character offsets of its words in the text.
"""
from __future__ import annotations

from dataclasses import dataclass, field, make_dataclass

from lark import Token

from compiler.types import Amount


def _at():
    return field(default=(0, 0), compare=False)


@dataclass(frozen=True)
class Lead:
    """When what follows happens: `kind` is trigger, occasion, row, if, rounds or value."""

    kind: str
    value: object = None
    at: tuple = _at()


@dataclass(frozen=True)
class Obj:
    amount: object  # an Amount, None (none said), "strength" / "up-to-strength" (as many as the strength), a tuple
    noun: tuple  # (terminal, value) of the head noun, or ()
    quals: tuple = ()  # (terminal, value) pairs: colours, states
    of_them: bool = False
    at: tuple = _at()


@dataclass(frozen=True)
class Opt:
    name: str
    value: object = True
    at: tuple = _at()


@dataclass(frozen=True)
class CountP:
    """A counted noun phrase: its noun (or a count word) and filters."""

    noun: tuple
    quals: tuple = ()
    filters: tuple = ()
    at: tuple = _at()


@dataclass(frozen=True)
class ActP:
    verb: str
    parts: tuple  # Obj and Opt, in order
    subject: str = ""
    modal: str = ""
    negated: bool = False
    at: tuple = _at()
    phrase: bool = False  # the verb is a whole phrase naming the registry effect itself
    finite: bool = False  # 'gains' (not 'gain'): after 'the owner may prepare ...', a new action, not under the 'may'
    participle: bool = False  # 'moving', 'paying': after a comma, how the action before it is done, not an action of its own


@dataclass(frozen=True)
class Sep:
    kind: str  # "," "and" "or" "to" ":" "nor" "but" "("
    at: tuple = _at()


@dataclass(frozen=True)
class Piece:
    """Any other phrase: `kind` names it (fallback, without, gives, spots, require, modifier, fact, row,
    strength, nothing, choose, remark) and `value` carries what it says."""

    kind: str
    value: object = None
    parts: tuple = ()
    at: tuple = _at()


@dataclass(frozen=True)
class Clause:
    leads: tuple
    pieces: tuple  # pieces and Seps, in order
    trailing: object = None  # a Lead said after the pieces ("... whenever you take a die showing 4")
    at: tuple = _at()


def span_of(children) -> tuple:
    points = [p for c in children for p in _points(c)]
    return (min(points), max(points)) if points else (0, 0)


def _points(child) -> list:
    if isinstance(child, Token):
        return [child.start_pos, child.end_pos]
    if isinstance(child, (tuple, list)):
        return [p for c in child for p in _points(c)]
    at = getattr(child, "at", None)
    return list(at) if at and at != (0, 0) else []


def said(token: Token):
    """What the lexicon says a token means (a number stays a number)."""
    return getattr(token, "meaning", token.value)


# ---- what the transformer passes between its rules (compiler/texttree.py), never kept in a piece


class Numbers(tuple):
    """Numbers said together, and the word that joins the last ('3 or 4', '4 and 5')."""

    def __new__(cls, values, joint=None):
        made = super().__new__(cls, values)
        made.joint = joint
        return made


def _tag(name: str, field_name: str):
    """A record that marks one value among a rule's children by its type ('the subject', 'the noun'), and where its
    words stand, so that what holds it (an object said with no verb: 'Reward: 2 krones') has a place in the text."""
    return make_dataclass(name, [(field_name, object), ("at", tuple, _at())], frozen=True)


_Subject, _Modal, _Quals, _Noun = _tag("_Subject", "who"), _tag("_Modal", "modal"), _tag("_Quals", "items"), _tag("_Noun", "word")


@dataclass(frozen=True)
class _Unknown:
    """An amount given as a choice of numbers, none of them said to be the one."""

    choices: tuple = ()


@dataclass(frozen=True, eq=False)
class Exactly(Amount):
    """'exactly 4': an amount said to be that many and no more; as a requirement it is never 'as many or more'. As the
    amount of an action it is the plain amount ('gain exactly 2 VP' gains 2 VP), so it equals it."""

    def __eq__(self, other) -> bool:
        return isinstance(other, Amount) and (self.value, self.up_to, self.every) == (other.value, other.up_to, other.every)

    def __hash__(self) -> int:
        return hash((self.value, self.up_to, self.every))


def compared(amount: Amount) -> tuple:
    """The comparison a requirement of `amount` makes: 'exactly 4' is == 4, a plain '4' as many or more."""
    return ("==" if isinstance(amount, Exactly) else ">=", amount.value)


@dataclass(frozen=True)
class _List:
    values: tuple
    joint: str | None = None


@dataclass(frozen=True)
class _Filter:
    value: object
