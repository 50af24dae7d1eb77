"""The symbolic model reads the same registry and the same cards: every effect primitive has an encoder keyed by
its name, the verifier runs the compiler's own passes, and the game's numbers come from the corpus' cards."""
from __future__ import annotations

from functools import lru_cache

from compiler.build import compile_ir
from compiler.corpus import check_paths, default_corpus
from compiler.registry import REGISTRY
from dsl import ast
from verifier.context import corpus_of, ir_of
from verifier.encode_actions import ENCODERS, _bonus_tables


@lru_cache(maxsize=None)
def components():
    return tuple(check_paths([default_corpus()]).components)


def test_every_registry_effect_has_a_symbolic_encoder() -> None:
    assert set(REGISTRY["effect"]) == set(ENCODERS)


def test_the_verifier_runs_the_compilers_own_passes() -> None:
    blocks = [s.block for c in components() for s in ast.find_all(c.node.body, ast.Call) if s.block is not None and s.name.text != "choose"]
    assert len(blocks) > 150
    assert all(ir_of(block) == compile_ir(block) for block in blocks)


def test_a_pass_added_to_the_compiler_reaches_the_verifier(monkeypatch) -> None:
    from compiler import passes

    seen = []
    monkeypatch.setattr(passes, "PASSES", (lambda b: seen.append(b) or b,) + passes.PASSES)
    block = next(s.block for c in components() for s in c.node.body.statements if isinstance(s, ast.Call) and s.block is not None)
    ir_of(block)
    assert seen == [block]


def test_the_group_bonus_table_is_read_from_the_card() -> None:
    (table,) = [c for c in components() if c.kind.name == "group-bonus"]
    corpus = {b.values["color"]: tuple(b.values["amounts"]) for b in table.fields["bonus"]}
    assert {colour: amounts for colour, (_, amounts) in _bonus_tables(components()).items()} == corpus


def test_the_limits_are_the_cards_numbers() -> None:
    limits = corpus_of(components()).limits
    rules = next(c for c in components() if c.kind.name == "rules" and c.module == "base")
    track = next(c for c in components() if c.kind.name == "emperor-track")
    assert limits.money_cap == rules.fields["money-cap"][0].values["values"][0]
    assert limits.emperor_top == len(track.value("vp", "vp")) - 1
    assert limits.max_cafe_tables == 4  # Kaufman's `modify cafe-tables to 4`
