"""Looking ahead on a copy of the game: is there some way to answer the coming decisions so that a goal
holds afterwards? The turn rules need it ("a turn always ends with a die"): an optional step that spends
the krone a die needs is offered only if some way still leads to a die.

The search runs the engine's own code on copies, answering every decision in turn (depth first over
the options), so whatever a card does is accounted for without a model of it. It is bounded: past the
budget the answer is "no" (see some_way).
"""
from __future__ import annotations

import heapq
import random
from typing import Callable

from engine.errors import EffectFailed, IllegalMove
from engine.runtime import Game

BUDGET = 60  # runs of the step per question
CHECKPOINTS = ("additional", "guest")  # decisions between steps of a turn, where the player could stop spending


class _Reached(Exception):
    """The goal holds at a checkpoint: from there the player can skip every later optional step."""


class _Seen(Exception):
    """This state was met at a checkpoint on an earlier run: its continuations are explored already."""


class Explorer:
    """Answers decisions from a prefix of option indices, then always the first option; remembers how many
    options each decision had, so the search can try the others. At a checkpoint it stops the run early:
    when the goal holds there (the rest can be skipped), or when an earlier run already met that state."""

    def __init__(self, prefix: tuple[int, ...], goal: Callable[[Game], bool], seen: set, dead: set, progress=None):
        self.prefix, self.goal, self.seen, self.dead, self.taken, self.widths = prefix, goal, seen, dead, [], []
        self.progress, self.best = progress, 0

    def choose(self, game: Game, decision) -> int:
        depth = len(self.taken)
        if decision.kind in CHECKPOINTS and depth >= len(self.prefix):
            self._checkpoint(game)
        index = self.prefix[depth] if depth < len(self.prefix) else 0
        self.taken.append(index)
        self.widths.append(decision.width)
        return index

    def _checkpoint(self, game: Game) -> None:
        if self.goal(game):
            raise _Reached
        if self.progress is not None:
            self.best = max(self.best, self.progress(game))
        state = fingerprint(game)
        if state in self.seen or state in self.dead:
            raise _Seen
        self.seen.add(state)


def fingerprint(game: Game) -> tuple:
    """The state without the random generator (which the search never draws from at a checkpoint)."""
    return game.state.key()


def clone(game: Game, agent, rng_state: tuple | None = None) -> Game:
    """A copy of the game for the search, its generator where the game's stands (`rng_state`: the game's
    generator state, when the caller read it already: reading it costs more than copying the rest)."""
    rng = random.Random.__new__(random.Random)  # not seeded: setstate sets all of it
    rng.setstate(game.rng.getstate() if rng_state is None else rng_state)
    sim = Game(game.catalog, game.state.copy(), [agent] * len(game.state.players), rng=rng)
    sim.exploring = True
    return sim


def some_way(game: Game, step: Callable[[Game], None], goal: Callable[[Game], bool], budget: int = BUDGET,
             dead: set | None = None, progress: Callable[[Game], int] | None = None, prefix: tuple[int, ...] = ()) -> bool:
    """Whether some answers to the decisions of `step` (run on copies) lead to a state where `goal` holds.
    Best first: paths whose runs came closer (`progress` at a checkpoint, e.g. money for a die's fee) are
    tried before others. `dead` holds checkpoint states from which earlier searches for the same goal
    failed; a failed search adds its own. Past the budget the answer is "no": what was not found in time
    is not offered (a turn left without a die would break the rules; the fuzz tests watch both). Every run
    answers the decisions of `prefix` first (the answers given so far, and the option to test)."""
    frontier: list = [(0, 0, prefix)]
    seen: set = set()
    rng_state = game.rng.getstate()  # the runs play copies: the game itself stands still meanwhile
    dead = set() if dead is None else dead
    for run in range(budget):
        if not frontier:
            dead |= seen  # every state met was explored to the end without reaching the goal
            return False
        _, _, prefix = heapq.heappop(frontier)
        explorer = Explorer(prefix, goal, seen, dead, progress)
        if _reaches(clone(game, explorer, rng_state), step, goal):
            return True
        for order, sibling in enumerate(_siblings(explorer, len(prefix))):
            heapq.heappush(frontier, (-explorer.best, run * 1000 + order, sibling))
    return False


def _reaches(sim: Game, step, goal) -> bool:
    try:
        step(sim)
    except _Reached:
        return True
    except (_Seen, EffectFailed, IllegalMove):
        return False
    return goal(sim)


def _siblings(explorer: Explorer, start: int) -> list[tuple[int, ...]]:
    """Every path that leaves this run at one of the decisions it met past the prefix."""
    return [tuple(explorer.taken[:depth]) + (other,)
            for depth in range(start, len(explorer.widths)) for other in range(explorer.widths[depth] - 1, 0, -1)]
