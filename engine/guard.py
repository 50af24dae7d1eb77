"""Keeping the turn's die within reach, at every decision before it.

A turn must end with a die (engine/turns.py), so before the die a player is offered only the options after
which some way still leads to a die they can afford: the check-ins, claims, abilities and guests, and also
every decision inside them (a `may`, an `up-to` amount, a choice of items), since any of them can spend the
krone the die needs. The guard watches one player's steps up to the die: it keeps a copy of the game as the
steps began and every answer given since (as indices into the options the steps offered, before any were
left out), and tests an option by running the steps again on copies, answering as the player did and then
that option, then searching on (engine/lookahead.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from engine.lookahead import CHECKPOINTS, clone, some_way
from engine.runtime import Game


STOPS = CHECKPOINTS  # the decisions between a turn's steps, whose option None stops spending (turns.DONE, no guest)


@dataclass
class DieGuard:
    seat: int
    start: Game  # the game as the steps began (a copy nobody plays)
    steps: Callable[[Game], None]  # the steps up to the die, run on a copy
    reachable: Callable[[Game], bool]  # whether the player can afford a die now
    free: Callable[[Game], bool]  # whether a die that costs nothing lies on the board (then nothing is lost)
    answers: list[int] = field(default_factory=list)
    dead: set = field(default_factory=set)  # states already shown to lead to no die

    def keep(self, game: Game, seat: int, width: int, kind: str = "", options: Sequence = ()) -> list[int]:
        """The indices of the options (of `width`; `options`: their (label, value) pairs) that keep a die within reach; all
        of them when none does (the die was lost already, past the search's budget: the turn then passes,
        logged as stuck)."""
        if seat != self.seat or width == 1 or self.free(game):
            return list(range(width))
        affordable_now: list = []  # whether a die is affordable as things stand (asked once, if at all)
        kept = [index for index in range(width) if self._stops_in_reach(game, kind, options, index, affordable_now)
                or self._leads_to_a_die(index)]
        return kept or list(range(width))

    def _stops_in_reach(self, game: Game, kind: str, options: Sequence, index: int, affordable_now: list) -> bool:
        """Stopping here ("done" with the additional actions, "no guest") changes nothing before the next step's
        decision, where the search would first look: so while a die is affordable now, the search's first run
        would reach one there, and it need not run."""
        if kind not in STOPS or index >= len(options) or options[index][1] is not None:
            return False
        if not affordable_now:
            affordable_now.append(self.reachable(game))
        return affordable_now[0]

    def answered(self, index: int, width: int) -> None:
        if width > 1:  # a copy asks only where there was a choice: a single option is taken without asking
            self.answers.append(index)

    def _leads_to_a_die(self, index: int) -> bool:
        return some_way(self.start, self.steps, self.reachable, dead=self.dead, prefix=(*self.answers, index),
                        progress=lambda sim: sim.state.players[self.seat].money)


def guarding(game: Game, seat: int, steps, reachable, free, free_now: bool | None = None) -> DieGuard | None:
    """A guard for this player's steps from now to the die, or none: on a copy the search runs (which
    explores every option itself), and while a free die lies on the board (nothing can be lost; `free_now`:
    whether one does, if the caller knows)."""
    if game.exploring or (free(game) if free_now is None else free_now):
        return None
    return DieGuard(seat, clone(game, None), steps, reachable, free)
