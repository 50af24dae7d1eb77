"""Hypothesis drives the engine one decision at a time (a RuleBasedStateMachine) and checks the game
invariants after every step; a failing game shrinks to a minimal sequence of choices."""
from __future__ import annotations

import json
import queue
import threading
from pathlib import Path

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from engine import invariants
from engine.flow import new_state, play_game
from engine.records import header
from engine.runtime import Game
from tests.engine.helpers import catalog

DONE = object()
REGRESSIONS = Path(__file__).parents[1] / "regressions" / "games"


class SteppedGame:
    """Runs a game in a thread; every decision is handed out and waits for its answer."""

    def __init__(self, seed: int, players: int):
        self.seed, self.players, self.trace = seed, players, []
        self.requests: queue.Queue = queue.Queue()
        self.answers: queue.Queue = queue.Queue()
        self.game = Game(catalog(), new_state(seed, players), [self] * players)
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._play, daemon=True)
        self.thread.start()

    def _play(self) -> None:
        try:
            play_game(self.game)
        except BaseException as error:  # reported to the test, which fails with it
            self.error = error
        self.requests.put(DONE)

    def choose(self, game, decision) -> int:
        self.requests.put(decision)
        return self.answers.get()

    def next(self):
        item = self.requests.get(timeout=30)
        if self.error is not None:
            raise self.error
        return None if item is DONE else item

    def answer(self, decision, index: int):
        self.trace.append({"type": "decision", "kind": decision.kind, "seat": decision.seat, "index": index})
        self.answers.put(index)
        return self.next()

    def save_trace(self, folder: Path) -> Path:
        """The choices so far as a game log fixture; Hypothesis replays the shrunk example last, so the
        file left behind holds the minimal failing trace."""
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"machine-{self.players}p-seed{self.seed}.jsonl"
        lines = [header(self.seed, self.players, ["hypothesis"] * self.players, ("base", "custom"))] + self.trace
        path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
        return path

    def finish(self, waiting: bool) -> None:
        """Play the rest of the game with first options so the thread ends."""
        if waiting:
            self.answers.put(0)
            while self.requests.get(timeout=30) is not DONE:
                self.answers.put(0)
        self.thread.join()


class EngineMachine(RuleBasedStateMachine):
    stepper: SteppedGame | None = None
    pending = None

    @initialize(seed=st.integers(0, 10_000), players=st.integers(2, 4))
    def start(self, seed: int, players: int) -> None:
        self.stepper = SteppedGame(seed, players)
        self.pending = self.stepper.next()

    @precondition(lambda self: self.pending is not None)
    @rule(choice=st.integers(0, 40))
    def decide(self, choice: int) -> None:
        self.pending = self.stepper.answer(self.pending, choice % len(self.pending.labels))

    @precondition(lambda self: self.stepper is not None and self.pending is None)
    @rule()
    def game_over(self) -> None:
        assert self.stepper.game.state.finished

    @invariant()
    def the_rules_hold(self) -> None:
        if self.stepper is not None:
            problems = invariants.problems(self.stepper.game)
            if problems:
                self.stepper.save_trace(REGRESSIONS)
            assert not problems, problems

    def teardown(self) -> None:
        if self.stepper is not None:
            self.stepper.finish(waiting=self.pending is not None)


EngineMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=300, deadline=None)
TestEngineMachine = EngineMachine.TestCase
