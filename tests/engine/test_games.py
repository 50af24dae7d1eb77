"""Whole games: seeded random and greedy games finish with every invariant holding after every step;
one seed gives one game; logs replay to the identical state; the state survives JSON."""
from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from engine import invariants
from engine.errors import IllegalMove
from engine.play import make_agents, run
from engine.records import JsonLinesLog, ReplayAgent, header, read_log
from engine.state import GameState
from tests.engine.helpers import catalog

GAMES = int(os.environ.get("GAH_FUZZ_GAMES", "1000"))


REGRESSIONS = Path(__file__).parents[1] / "regressions" / "games"


def checked_run(players: int, seed: int, agent: str = "random"):
    """Run a game, checking every invariant before each decision; a failing game's log is saved as a
    regression fixture (tests/regressions/games/), which test_saved_failures_replay_cleanly replays."""
    records = JsonLinesLog(io.StringIO())
    records(header(seed, players, [agent] * players, ("base", "custom")))

    def observer(game):
        found = invariants.problems(game)
        if found:
            _save_failure(records, seed, players, agent)
        assert not found, f"seed {seed}, {players}p, round {game.state.round}: {found}"

    return run(catalog(), players, seed, make_agents([agent], players, seed), records, observer=observer)


def _save_failure(records: JsonLinesLog, seed: int, players: int, agent: str) -> None:
    REGRESSIONS.mkdir(parents=True, exist_ok=True)
    (REGRESSIONS / f"{agent}-{players}p-seed{seed}.jsonl").write_text(records.stream.getvalue(), encoding="utf-8")


@pytest.mark.parametrize("path", sorted(REGRESSIONS.glob("*.jsonl")), ids=lambda p: p.stem)
def test_saved_failures_replay_cleanly(path: Path) -> None:
    head, decisions, _ = read_log(path)

    def observer(game):
        assert not invariants.problems(game)

    rest = ReplayAgent(decisions, then=make_agents(["random"], 1, head["seed"])[0])  # a shrunk trace may stop early
    run(catalog(), head["players"], head["seed"], [rest] * head["players"], observer=observer)


@pytest.mark.parametrize("batch", range(10))
def test_thousand_random_games_keep_every_invariant(batch: int) -> None:
    for seed in range(batch, GAMES, 10):
        result = checked_run(2 + seed % 3, seed)
        assert result.game.state.finished and not invariants.problems(result.game)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_games_finish(players: int) -> None:
    for seed in range(20):
        assert checked_run(players, seed, "greedy").game.state.finished


def test_same_seed_same_game() -> None:
    first, second = checked_run(4, 7), checked_run(4, 7)
    assert first.game.snapshot() == second.game.snapshot()
    assert checked_run(4, 8).game.snapshot() != first.game.snapshot()


def test_replay_reaches_the_identical_state(tmp_path) -> None:
    path = tmp_path / "game.jsonl"
    with path.open("w") as stream:
        log = JsonLinesLog(stream)
        log(header(7, 3, ["greedy"] * 3, ("base",)))
        original = run(catalog(), 3, 7, make_agents(["greedy"], 3, 7), log)
    head, decisions, final = read_log(path)
    replayed = run(catalog(), head["players"], head["seed"], [ReplayAgent(decisions)] * 3)
    assert replayed.game.snapshot() == original.game.snapshot() == final["state"]


def test_replay_of_a_different_game_is_refused() -> None:
    log = JsonLinesLog(io.StringIO())
    run(catalog(), 2, 1, make_agents(["random"], 2, 1), log)
    fake = [{"kind": "turn", "seat": 1, "index": 0}]
    with pytest.raises(IllegalMove):
        run(catalog(), 2, 1, [ReplayAgent(fake)] * 2)


def test_state_round_trips_through_json() -> None:
    state = checked_run(3, 5).game.state
    again = GameState.from_json(json.loads(json.dumps(state.to_json())))
    assert again == state


class BadAfter:
    """Plays randomly, then answers one decision with an index that is not on offer."""

    def __init__(self, good: int):
        self.good, self.snapshot = good, None
        self.rng = __import__("random").Random(0)

    def choose(self, game, decision):
        self.good -= 1
        if self.good > 0:
            return self.rng.randrange(len(decision.labels))
        self.snapshot = game.snapshot()
        return len(decision.labels) + 3


@pytest.mark.parametrize("good", [1, 40, 150])
def test_an_illegal_choice_is_refused_and_changes_nothing(good: int) -> None:
    from engine.flow import new_state, play_game
    from engine.runtime import Game

    agent = BadAfter(good)
    game = Game(catalog(), new_state(3, 2), [agent, agent])
    with pytest.raises(IllegalMove) as error:
        play_game(game)
    assert error.value.rule == "choice out of range" and "not one of the" in error.value.message
    assert game.snapshot() == agent.snapshot
