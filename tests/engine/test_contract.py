"""The engine's contract holds three things together: the registry, the contract table, and the engine's
own source (every `emit(...)`, `triggers(...)` and `modified(...)` call). Anything the registry offers
that the contract does not declare is refused by `gah check` with E230, at the word."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from compiler.registry import REGISTRY
from engine import contract
from tests.engine.custom import e230, staff

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "engine").glob("*.py")) + sorted((ROOT / "compiler").glob("handlers*.py"))


def _calls(method: str) -> list[tuple[str, str, set | None]]:
    """(file:line, the literal name, the literal keys of the facts dict or None) for every call of `method`."""
    found = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == method and len(node.args) >= 2:
                name = node.args[1]
                if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
                    continue  # the generic emit/modified of engine/runtime.py itself
                facts = next((a for a in node.args[2:] if isinstance(a, ast.Dict)), None)
                keys = {k.value for k in facts.keys} if facts is not None else None
                found.append((f"{path.name}:{node.lineno}", name.value, keys))
    return found


EMITS, TRIGGER_READS, QUERIES = _calls("emit"), _calls("triggers"), _calls("modified")


def test_every_emitted_event_is_declared_with_its_facts() -> None:
    for where, name, keys in EMITS:
        declared = contract.event(name)
        assert declared is not None, f"{where} emits '{name}', which the contract does not declare"
        assert set(declared.facts) <= (keys or set()), f"{where}: '{name}' must carry {declared.facts}, carries {keys}"


def test_every_declared_event_is_emitted() -> None:
    emitted = {name for _, name, _ in EMITS + TRIGGER_READS}
    assert set(contract.EVENTS) == emitted


def test_every_modifier_query_is_declared_and_every_declared_target_is_queried() -> None:
    for where, target, keys in QUERIES:
        declared = contract.modifier(target)
        assert declared is not None, f"{where} queries '{target}', which the contract does not declare"
        assert {f.reads for f in declared.filters} <= (keys or set()), f"{where}: '{target}' must supply {declared.filters}"
    assert {target for _, target, _ in QUERIES} == set(contract.MODIFIERS)


def test_the_contract_speaks_the_registry() -> None:
    for event in contract.EVENTS.values():
        primitive = REGISTRY["event"][event.name]
        names = {p.name for p in primitive.params + primitive.options}
        assert {f.option for f in event.filters} | set(event.properties) <= names, event.name
        assert {f.test for f in event.filters} <= set(contract.TESTS)
    for target in contract.MODIFIERS.values():
        primitive = REGISTRY["modifier"][target.target]
        assert {f.option for f in target.filters} <= {p.name for p in primitive.options}, target.target


def test_a_declared_fact_is_supplied_by_every_emit_of_that_event() -> None:
    for event in contract.EVENTS.values():
        assert {f.reads for f in event.filters} <= set(event.facts), event.name


# ---- what the registry offers beyond the contract is refused, at the word ---------------------------------------------


def _undeclared_events():
    return sorted(set(REGISTRY["event"]) - set(contract.EVENTS))


def _undeclared_options():
    found = []
    for name, event in contract.EVENTS.items():
        declared = {f.option for f in event.filters} | set(event.properties)
        found += [(name, o.name) for o in REGISTRY["event"][name].options if o.name not in declared]
    return found


def test_the_contract_covers_the_whole_registry() -> None:
    """Every event, option and modifier target of the registry is one the engine honours (Let's Waltz! included)."""
    assert _undeclared_events() == [] and _undeclared_options() == []
    assert set(REGISTRY["modifier"]) == set(contract.MODIFIERS)


def test_an_event_the_engine_does_not_emit_is_refused_at_the_word(monkeypatch) -> None:
    """Should the registry offer an event the engine does not emit, the compiler refuses it (E230)."""
    monkeypatch.delitem(contract.EVENTS, "money-gained")
    problems = e230(staff(501, "  when money-gained {\n    gain 1 vp\n  }"))
    assert len(problems) == 1 and problems[0].span.line == 7 and "never emits" in problems[0].message


def test_an_option_the_engine_does_not_honour_is_refused_at_the_word(monkeypatch) -> None:
    event = contract.EVENTS["room-occupied"]
    monkeypatch.setitem(contract.EVENTS, "room-occupied", type(event)(event.name, event.when, event.filters[1:], event.properties, event.facts))
    problems = e230(staff(501, "  when room-occupied first-in-group {\n    gain 1 vp\n  }"))
    assert len(problems) == 1 and problems[0].span.column == len("  when room-occupied ") + 1, problems


def test_a_modifier_target_the_engine_never_queries_is_refused(monkeypatch) -> None:
    monkeypatch.delitem(contract.MODIFIERS, "queue-cost")
    problems = [p for p in e230(staff(501, "  modify queue-cost to 0")) if p.path.startswith("custom/")]
    assert len(problems) == 1 and "never asks" in problems[0].message


def test_a_declared_trigger_and_modifier_compile_cleanly() -> None:
    assert e230(staff(501, "  when room-occupied first-in-group color red {\n    gain 1 vp\n  }\n  modify room-cost color red to 0")) == []


def test_a_table_modifier_takes_a_whole_table() -> None:
    assert e230(staff(501, "  modify group-bonus color red to 1 2 3 4")) == []
    problems = e230(staff(501, "  modify group-bonus color red to 5"))
    assert len(problems) == 1 and "4 numbers" in problems[0].message
    problems = e230(staff(501, "  modify room-cost to 1 2"))
    assert len(problems) == 1 and "one number" in problems[0].message


# ---- decisions ----------------------------------------------------------------------------------------------------


KIND_ARGUMENT = {"ask": 1, "ask_yes": 1}  # where each call takes the decision's kind


def _asked() -> set[str]:
    kinds = set()
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = getattr(node.func, "attr", getattr(node.func, "id", "")) if isinstance(node, ast.Call) else ""
            if name in KIND_ARGUMENT and len(node.args) > KIND_ARGUMENT[name]:
                kind = node.args[KIND_ARGUMENT[name]]
                if isinstance(kind, ast.Name) and kind.id == "kind":
                    continue  # ask_yes handing its own `kind` on to ask
                assert isinstance(kind, ast.Constant), f"{path.name}:{node.lineno}: a decision's kind must be written out"
                kinds.add(kind.value)
    return kinds


def test_every_decision_the_engine_asks_is_documented_and_every_documented_one_is_asked() -> None:
    assert _asked() == set(contract.DECISIONS)
