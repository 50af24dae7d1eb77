"""Running a compiled effect for a player (the engine's one entry point into card behaviour)."""
from __future__ import annotations

from engine.runtime import Ctx, Game


def run_effect(game: Game, seat: int, effect, card: str, **payload) -> None:
    if effect is not None:
        effect.run(Ctx(game, seat, card, payload))
