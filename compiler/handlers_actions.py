"""Effect handlers for the action spaces: sharing an action's strength (acquire, divide), running another
space's action (imitate) or a space's action without a die (perform). Split out of compiler/handlers.py."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from engine import rules
from engine.runtime import Ctx


@dataclass(frozen=True)
class Perform:
    """Run an action space's action without taking a die (`space`, `number`, `strength`, `no-boost`)."""

    with_die: bool = True
    number: int | None = None
    strength: int | None = None
    boost: bool = True

    def run(self, ctx: Ctx) -> None:
        from engine.actions import perform_without_die

        perform_without_die(ctx.game, ctx.seat, self.with_die, self.number, self.strength, self.boost)

    def feasible(self, ctx: Ctx) -> bool:
        from engine.actions import perform_options

        return bool(perform_options(ctx.game, ctx.seat, self.with_die, self.number))


@dataclass(frozen=True)
class Imitate:
    """Carry out another space's action at this action's strength (action 6)."""

    def run(self, ctx: Ctx) -> None:
        from engine.actions import imitation_options, main_action

        target = ctx.game.ask(ctx.seat, "imitate", imitation_options(ctx.game, ctx.payload.get("space")), "which action to imitate?")
        main_action(ctx.game, ctx.seat, target, ctx.payload.get("strength", 0))

    def feasible(self, ctx: Ctx) -> bool:
        return True


# ---- sharing an action's strength ------------------------------------------------------------------------------------


def shares(total: int, parts: int, descending: bool) -> list[tuple[int, ...]]:
    """Every way to split `total` into `parts` whole numbers, the first part largest first; `descending`
    keeps each part at least as large as the next (acquisitions: never more of a later kind)."""
    if parts == 1:
        return [(total,)]
    found = []
    for first in range(total, -1, -1):
        found += [(first,) + rest for rest in shares(total - first, parts - 1, descending) if not descending or rest[0] <= first]
    return found


NOUNS = {"krone": "krones", "emperor": "Emperor steps", "vp": "VP"}


def _share_label(kinds: tuple, share: tuple) -> str:
    return " + ".join(f"{n} {NOUNS.get(kind, kind)}" for kind, n in zip(kinds, share))


def _ask_share(ctx: Ctx, kinds: tuple, descending: bool) -> dict:
    """The player's split of the strength, as {kind: how many} in the order the kinds are written."""
    return ctx.game.ask(ctx.seat, "split", _share_options(kinds, ctx.payload.get("strength", 0), descending))


@lru_cache(maxsize=4096)
def _share_options(kinds: tuple, strength: int, descending: bool) -> tuple:
    """Every split as (label, {kind: how many}), built once per kinds and strength (asked on most actions).
    The dicts are shared between games: whoever receives one reads it, never changes it."""
    return tuple((_share_label(kinds, s), dict(zip(kinds, s))) for s in shares(strength, len(kinds), descending))


@dataclass(frozen=True)
class Acquire:
    """Take as many items as the strength from these kinds, never more of a later kind than of an earlier one."""

    kinds: tuple

    def run(self, ctx: Ctx) -> None:
        share = _ask_share(ctx, self.kinds, True)
        rules.gain_items(ctx.game, ctx.seat, Counter({k: n for k, n in share.items() if n}))

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class Divide:
    """Share the strength among krones, Emperor steps, VP or items, in any proportion."""

    kinds: tuple

    def run(self, ctx: Ctx) -> None:
        for kind, n in _ask_share(ctx, self.kinds, False).items():
            if n:
                rules.gain(ctx.game, ctx.seat, kind, n, ctx.ref or "other")

    def feasible(self, ctx: Ctx) -> bool:
        return True
