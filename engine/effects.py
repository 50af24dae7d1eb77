"""Running a compiled effect for a player (the engine's one entry point into card behaviour)."""
from __future__ import annotations

from engine.runtime import Ctx, Game
from engine.state import Ref


def run_effect(game: Game, seat: int, effect, ref: Ref | None, **payload) -> None:
    """Run `effect` for `seat` on behalf of component `ref` (None: a rule of the game itself)."""
    if ref is not None and not isinstance(ref, Ref):
        raise TypeError(f"run_effect needs a component reference, not {ref!r}")
    if effect is not None:
        effect.run(Ctx(game, seat, ref, payload))
