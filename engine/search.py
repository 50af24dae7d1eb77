"""A search agent (`mcts`): Monte-Carlo rollouts on copies of the game, with greedy play inside the rollouts.

The engine asks its agents from inside the rules' own calls, so a game cannot be resumed from the middle of a
decision. A turn, though, can be replayed: when the searching player is asked whether to take a turn, the agent
keeps a copy of the game as it stands, and it records every answer it gives during the turn. To weigh an option
of a later decision, a rollout takes a fresh copy of that start, plays the recorded answers again (matched by
label, since a copy runs without the die guard and may list more options), then the option, then lets greedy
agents play every seat until the round ends (`horizon` more rounds on top), with the copy's dice re-seeded per
rollout so that rollouts sample different rolls. The position is then scored by engine/evaluation.py (the final VP
each player can expect from there, a model measured on simulated games): the player's less the best opponent's.
Which model: `weights` names a set (evaluation.WEIGHT_SETS). `mcts` reads the one fitted on the search agent's own
games (policy iteration: a position is worth what a searching player goes on to make of it, which is not what greedy
makes of it); `mcts1`, the second version, reads the one fitted on greedy games.
With `evaluate=False` (agent `mcts-flat`, the first version) it is scored as if the game ended there instead (the
final scoring runs on the copy), which counts a prepared room, a half-served guest or a hand of staff as nothing.
Each option gets the same number of rollouts with the same seeds (common random numbers); the best mean wins,
ties go to greedy's preference.

It searches only where it pays: decisions of the kinds in `searched` (SEARCHED unless told), with at most `width` options (greedy's best),
within the player's own turn. Elsewhere, and whenever a replay does not reach the decision it was asked (a
decision outside the player's turn), it plays greedy. All randomness is seeded, so a seed fixes its play.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine import evaluation
from engine.errors import EffectFailed, IllegalMove, NotPlayable, TriggerLoop
from engine.greedy import SCORERS, GreedyAgent
from engine.moves import play_rest
from engine.runtime import Decision, Game
from engine.scoring import final_scoring

SEARCHED_BEFORE = ("die", "guest", "take-guest", "play-staff", "split", "prepare-room")  # what mcts1 weighs
SEARCHED = SEARCHED_BEFORE + ("additional", "place-item")  # serving, checking in, claiming: +4 VP a game measured
ROLLOUTS = 16  # rollouts per decision searched, shared among its options
WIDTH = 4  # options weighed per decision (greedy's best)
HORIZON = 0  # rounds played past the current one before a rollout is scored
WEIGHTS = "search"  # the evaluation's weights (engine/evaluation.py WEIGHT_SETS): fitted on the search agent's games
ENGINE_ERRORS = (EffectFailed, IllegalMove, NotPlayable, TriggerLoop)


class _Stop(Exception):
    """A rollout reached its horizon."""


class _Diverged(Exception):
    """A replay did not reach the decision being weighed."""


@dataclass(frozen=True)
class _TurnStart:
    state: object  # a copy of the GameState as the turn began
    rng: tuple  # the game's random generator state then
    round: int


class _Rollout:
    """The agent of every seat in a rollout: the searching seat replays its turn so far and the option under test;
    then everyone plays greedy until the horizon, when the rollout stops."""

    def __init__(self, seat: int, answers: list, target: Decision, option: str, last_round: int, seed: int):
        self.seat, self.answers, self.target, self.option = seat, answers, target, option
        self.last_round, self.seed, self.next, self.tested, self.scoring = last_round, seed, 0, False, False
        self.greedy = GreedyAgent(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        if not self.tested and decision.seat == self.seat:
            return self._replay(game, decision)
        if not self.scoring and (not self.tested or game.state.round > self.last_round):
            raise _Stop if self.tested else _Diverged
        return self.greedy.choose(game, decision)

    def _replay(self, game: Game, decision: Decision) -> int:
        if self.next < len(self.answers):
            kind, label = self.answers[self.next]
            self.next += 1
            return _index_of(decision, kind, label)
        self.tested = True
        index = _index_of(decision, self.target.kind, self.option)
        game.rng.seed(self.seed)  # from here on, each rollout draws its own dice
        return index


def _index_of(decision: Decision, kind: str, label: str) -> int:
    if decision.kind != kind or label not in decision.labels:
        raise _Diverged
    return decision.labels.index(label)


class SearchAgent:
    """See the module docstring. `rollouts`, `width` and `horizon` set the budget; `seed` fixes every choice."""

    def __init__(self, seed: int = 0, rollouts: int = ROLLOUTS, width: int = WIDTH, horizon: int = HORIZON,
                 evaluate: bool = True, searched: tuple[str, ...] = SEARCHED, weights: str = WEIGHTS):
        self.seed, self.rollouts, self.width, self.horizon, self.evaluate = seed, rollouts, width, horizon, evaluate
        self.searched, self.weights_name = searched, weights if evaluate else None
        self.weights = evaluation.weights_named(weights) if evaluate else None
        self.greedy, self.rng = GreedyAgent(seed), random.Random(seed)
        self.start: _TurnStart | None = None
        self.answers: list[tuple[str, str]] = []

    def choose(self, game: Game, decision: Decision) -> int:
        if decision.kind == "turn":
            self.start, self.answers = _TurnStart(game.state.copy(), game.rng.getstate(), game.state.round), []
        index = self._searched(game, decision)
        if index is None:
            index = self.greedy.choose(game, decision)
        if self.start is not None:
            self.answers.append((decision.kind, decision.labels[index]))
        return index

    def _searched(self, game: Game, decision: Decision) -> int | None:
        if decision.kind not in self.searched or self.start is None or self.start.round != game.state.round:
            return None
        candidates = self._candidates(game, decision)
        seeds = [self.rng.randrange(2**31) for _ in range(max(1, self.rollouts // len(candidates)))]
        values = []
        for index in candidates:
            value = self._value(game, decision, index, seeds)
            if value is None:
                self.start = None  # this decision lies outside the recorded turn: play greedy until the next turn
                return None
            values.append(value)
        return candidates[values.index(max(values))]

    def _candidates(self, game: Game, decision: Decision) -> list[int]:
        score = SCORERS.get(decision.kind)
        ranked = sorted(range(len(decision.labels)), key=lambda i: -score(game, decision, i) if score else i)
        return ranked[:self.width]

    def _value(self, game: Game, decision: Decision, index: int, seeds: list[int]) -> float | None:
        total = 0.0
        for seed in seeds:
            outcome = self._rollout(game, decision, decision.labels[index], seed)
            if outcome is None:
                return None
            total += outcome
        return total / len(seeds)

    def _rollout(self, game: Game, decision: Decision, option: str, seed: int) -> float | None:
        agent = _Rollout(decision.seat, self.answers, decision, option, self.start.round + self.horizon, seed)
        sim = Game(game.catalog, self.start.state.copy(), [agent] * len(game.state.players))
        sim.rng.setstate(self.start.rng)
        sim.exploring = True  # a copy: no die guard (the replay matches options by label)
        try:
            play_rest(sim)
        except _Diverged:
            return None
        except _Stop:
            pass
        except ENGINE_ERRORS:
            return -1000.0  # the option broke the copy's game: never worth taking
        return _evaluated(sim, decision.seat, self.weights) if self.evaluate else _score(sim, agent, decision.seat)


def _evaluated(sim: Game, seat: int, weights: dict) -> float:
    """The seat's expected final VP less the best opponent's."""
    worth = [evaluation.value(sim, other, weights) for other in range(len(sim.state.players))]
    return worth[seat] - max(w for other, w in enumerate(worth) if other != seat)


def _score(sim: Game, agent: _Rollout, seat: int) -> float:
    """The seat's VP less the best opponent's, as if the game ended now."""
    agent.scoring = True
    if not sim.state.finished:
        try:
            final_scoring(sim)
        except ENGINE_ERRORS:
            return -1000.0
    points = [player.vp for player in sim.state.players]
    return points[seat] - max(vp for other, vp in enumerate(points) if other != seat)
