"""The symbolic model reads the same registry: every effect primitive has an encoder keyed by its name."""
from __future__ import annotations

from compiler.registry import REGISTRY
from verifier.encode import ENCODERS


def test_every_registry_effect_has_a_symbolic_encoder() -> None:
    assert set(REGISTRY["effect"]) == set(ENCODERS)


def test_the_models_group_bonus_table_is_the_corpus_table() -> None:
    from compiler.corpus import check_paths, default_corpus
    from verifier.model import GROUP_BONUS

    (table,) = [c for c in check_paths([default_corpus() / "base"]).components if c.kind.name == "group-bonus"]
    corpus = {b.values["color"]: tuple(b.values["amounts"]) for b in table.fields["bonus"]}
    assert corpus == {colour: amounts for colour, (_, amounts) in GROUP_BONUS.items()}
