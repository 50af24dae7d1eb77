"""For tests and tools: the legal moves at any point of a game, as data, and scenarios started mid-round.

`position(...)` replays a game from its seed, answering the decisions in turn, and stops at the next one:
it returns the game as it stands and the decision asked (its kind, seat and options, each with its label
and value; the kinds and what their values mean are documented in engine/contract.py DECISIONS). To go
on, ask again with one more answer. Decisions with a single option are taken without asking, and the log
records them as `forced`.

`mid_round(...)` sets a game up and starts a chosen round with chosen dice on the action spaces, instead
of a roll; the dice not on the board are out of play for the round (in the dustbin), so the dice
invariant still holds. `play_rest(game)` plays on from there to the end.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine.catalog import Catalog
from engine.flow import _deal_turn_tiles, new_state, play_game, play_rounds, play_turns, setup
from engine.runtime import Decision, Game


@dataclass(frozen=True)
class Option:
    index: int
    label: str
    value: object


@dataclass(frozen=True)
class Position:
    game: Game
    decision: Decision | None  # None: the game is over

    @property
    def options(self) -> list[Option]:
        if self.decision is None:
            return []
        return [Option(i, label, value) for i, (label, value) in enumerate(zip(self.decision.labels, self.decision.values))]


class _Paused(Exception):
    def __init__(self, decision: Decision):
        super().__init__(decision.kind)
        self.decision = decision


class _Answers:
    def __init__(self, answers: Sequence[int]):
        self.answers, self.used = list(answers), 0

    def choose(self, game: Game, decision: Decision) -> int:
        if self.used >= len(self.answers):
            raise _Paused(decision)
        self.used += 1
        return self.answers[self.used - 1]


def position(catalog: Catalog, players: int, seed: int, answers: Sequence[int] = (), deal: str = "random",
             chosen: tuple = ()) -> Position:
    """The game after `answers` (option indices, in the order the decisions come), and the next decision."""
    agent = _Answers(answers)
    state = new_state(seed, players)
    state.deal, state.chosen = deal, list(chosen)
    game = Game(catalog, state, [agent] * players)
    try:
        play_game(game)
    except _Paused as paused:
        return Position(game, paused.decision)
    return Position(game, None)


def mid_round(catalog: Catalog, players: int, seed: int, round_number: int, spaces: Sequence[int], agents: Sequence) -> Game:
    """A game set up as usual, then round `round_number` started with these dice on spaces 1 to 6."""
    game = Game(catalog, new_state(seed, players), agents)
    setup(game)
    state = game.state
    if len(spaces) != 6 or min(spaces) < 0 or sum(spaces) > state.dice_total:
        raise ValueError(f"six dice counts, at most {state.dice_total} dice in all, not {list(spaces)}")
    state.round = round_number
    _deal_turn_tiles(game)
    state.spaces, state.dustbin, state.phase = list(spaces), state.dice_total - sum(spaces), "round"
    game.log({"type": "roll", "spaces": list(spaces), "chosen": True})
    return game


def play_rest(game: Game) -> None:
    """Finish the round under way, then play the remaining rounds and the final scoring."""
    play_turns(game)
    play_rounds(game, game.state.round + 1)
