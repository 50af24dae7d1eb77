"""Binding `when` and `modify` lines against the engine's contract: options become predicates.

Each option of a line is either a filter the contract declares for that event or modifier target (compiled
once into a predicate over the facts the engine supplies, the comparison taken from the contract), a
property the engine honours around the trigger, or refused with E230 at the word. Nothing is dropped.
"""
from __future__ import annotations

from typing import Callable

from dsl import ast
from compiler import vocabulary as vocab
from compiler.counts import CompileError
from compiler.types import UnknownValue
from engine import contract as c

Predicate = Callable[[dict], bool]


def event_contract(node: ast.When) -> c.EventContract:
    found = c.event(node.event.name.text)
    if found is None:
        raise CompileError(f"the engine never emits '{node.event.name.text}' ({c.NOT_YET})", node.event.name)
    return found


def modifier_contract(call: ast.Call, target: str) -> c.ModifierContract:
    found = c.modifier(target)
    if found is None:
        raise CompileError(f"the engine never asks for '{target}' ({c.NOT_YET})", _word(call.args, target) or call)
    return found


def trigger_predicate(node: ast.When, spec: c.EventContract, values: dict, owner) -> Predicate:
    """The `when` line's filters as one predicate; its properties are left in `values` for the caller."""
    tests = [_filter_test(spec.filter(option), wanted, values, owner, node.event.args)
             for option, wanted in values.items() if option not in spec.properties]
    return _all(tests)


def modifier_predicate(call: ast.Call, spec: c.ModifierContract, filters: dict, owner) -> Predicate:
    return _all([_filter_test(spec.filter(option), wanted, filters, owner, call.args) for option, wanted in filters.items()])


def _filter_test(declared: c.Filter | None, wanted, values: dict, owner, args) -> Predicate:
    option = _option_of(declared, wanted, values)
    if declared is None:
        raise CompileError(f"the engine does not honour the option '{option}' here ({c.NOT_YET})", _word(args, option) or args[0])
    if isinstance(wanted, UnknownValue):
        raise CompileError(f"cannot compare with an unknown value ({wanted.note})", _word(args, declared.option) or args[0])
    return BUILDERS[declared.test](declared.reads, wanted, values, owner)


def _option_of(declared, wanted, values: dict) -> str:
    if declared is not None:
        return declared.option
    return next(name for name, value in values.items() if value is wanted)


def _word(args, text: str) -> ast.Node | None:
    return next((a for a in args if isinstance(a, ast.Word) and a.text == text), None)


def _all(tests: list[Predicate]) -> Predicate:
    if not tests:
        return _always
    return lambda facts: all(test(facts) for test in tests)


def _always(facts: dict) -> bool:
    return True


# ---- one builder per comparison the contract names ------------------------------------------------------------


def _member(fact, wanted, values, owner) -> Predicate:
    allowed = tuple(wanted) if isinstance(wanted, (tuple, list)) else (wanted,)
    return lambda facts: facts[fact] in allowed


def _equals(fact, wanted, values, owner) -> Predicate:
    return _always if wanted == "any" else (lambda facts: facts[fact] == wanted)


def _at_least(fact, wanted, values, owner) -> Predicate:
    if values.get("one-action"):
        after, before = c.ACTION_TOTALS[fact]  # the action's total reaches it now, in an action that counts
        return lambda facts: facts.get("action-counted", True) and facts[before] < wanted <= facts[after]
    return lambda facts: facts[fact] >= wanted


def _flag(fact, wanted, values, owner) -> Predicate:
    return lambda facts: bool(facts[fact])


def _not_this_card(fact, wanted, values, owner) -> Predicate:
    return lambda facts: facts[fact] != owner


def _items_of_kind(fact, wanted, values, owner) -> Predicate:
    kinds = vocab.ITEM_CHOICES.get(wanted, (wanted,))
    return lambda facts: sum(facts[fact].get(k, 0) for k in kinds) >= 1


def _item_total(fact, wanted, values, owner) -> Predicate:
    kind = values.get("kind")
    kinds = vocab.ITEM_CHOICES.get(kind, (kind,)) if kind else vocab.ITEMS
    if values.get("one-action"):
        after, before = c.ACTION_TOTALS[fact]
        return lambda facts: (facts.get("action-counted", True)
                              and sum(facts[before].get(k, 0) for k in kinds) < wanted <= sum(facts[after].get(k, 0) for k in kinds))
    return lambda facts: sum(facts[fact].get(k, 0) for k in kinds) >= wanted


def _within_action(fact, wanted, values, owner) -> Predicate:
    """`one-action` changes how the amount or steps filter reads (see _at_least, _item_total). `in-action` on its own
    means once per action: the event's first happening in the action under way (its running total was 0)."""
    if values.get("in-action") and fact in c.ACTION_TOTALS:
        after, before = c.ACTION_TOTALS[fact]
        return lambda facts: not facts[before] and bool(facts[after])
    return _always


BUILDERS = {c.MEMBER: _member, c.EQUALS: _equals, c.AT_LEAST: _at_least, c.FLAG: _flag, c.NOT_THIS_CARD: _not_this_card,
            c.ITEMS_OF_KIND: _items_of_kind, c.ITEM_TOTAL: _item_total, c.WITHIN_ACTION: _within_action}
