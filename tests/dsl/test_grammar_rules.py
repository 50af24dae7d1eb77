"""Every grammar rule (or alias) that can produce a tree maps to exactly one AST class, and back."""
from __future__ import annotations

from dsl.parser import RULE_NODES, AstBuilder, lark_parser


def tree_producing_rules() -> set[str]:
    names = set()
    for rule in lark_parser().rules:
        name = rule.alias or rule.origin.name
        name = getattr(name, "name", name)
        if name.startswith("_"):
            continue
        if rule.options.expand1 and rule.alias is None and len(rule.expansion) == 1:
            continue  # `?rule` with one child: inlined, no tree of its own
        names.add(name)
    return names


def test_every_rule_has_exactly_one_node_class() -> None:
    assert tree_producing_rules() == set(RULE_NODES)


def test_node_classes_are_distinct() -> None:
    assert len(set(RULE_NODES.values())) == len(RULE_NODES)


def test_builder_has_a_method_per_rule() -> None:
    assert all(callable(getattr(AstBuilder, rule, None)) for rule in RULE_NODES)
