"""The symbolic model reads the same registry: every effect primitive has an encoder keyed by its name."""
from __future__ import annotations

from compiler.registry import REGISTRY
from verifier.encode import ENCODERS


def test_every_registry_effect_has_a_symbolic_encoder() -> None:
    assert set(REGISTRY["effect"]) == set(ENCODERS)
