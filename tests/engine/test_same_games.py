"""The engine plays the same games for the same seed: the whole log (every event, decision and the final
state) of a few hundred games — 2, 3 and 4 players, random and greedy agents, the base game and module
combinations — hashed against tests/engine/same_games.json, saved from the engine before its speed work.
A change that alters any game (an option offered or left out, a different order, another draw) fails here.
`pytest --overwrite` saves the current engine's games (only for a change meant to alter them)."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from engine.play import make_agents, run
from tests.cards.lets_waltz.fixture import catalog_with_values
from tests.cards.lets_waltz.support import catalog

FIXTURE = Path(__file__).with_name("same_games.json")

# (name, catalog, player counts, seeds per player count and agent)
SETS = (
    ("base", lambda: catalog(), (2, 3, 4), 36),
    ("celebrities+exclusive-hotels+starting-player", lambda: catalog("celebrities", "exclusive-hotels", "starting-player"), (2, 3, 4), 8),
    ("all modules, test values", lambda: catalog_with_values("celebrities", "exclusive-hotels", "starting-player", "ballrooms",
                                                               "you-want-more"), (3, 4), 5),
    ("you-want-more, test values", lambda: catalog_with_values("you-want-more"), (2, 3), 5),
)


def cases() -> list[tuple[str, int, str, int]]:
    return [(name, players, agent, seed) for name, _, counts, seeds in SETS for players in counts
            for agent in ("random", "greedy") for seed in range(seeds)]


def case_id(case) -> str:
    name, players, agent, seed = case
    return f"{name}/{players}p/{agent}/{seed}"


def digest(case) -> str:
    name, players, agent, seed = case
    chosen = next(build for n, build, _, _ in SETS if n == name)()
    log: list[dict] = []
    run(chosen, players, seed, make_agents([agent], players, seed), log.append)
    text = "\n".join(json.dumps(record, sort_keys=True, default=str) for record in log)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def test_the_engine_plays_the_saved_games(request) -> None:
    found = {case_id(case): digest(case) for case in cases()}
    if request.config.getoption("--overwrite"):
        FIXTURE.write_text(json.dumps(found, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    saved = json.loads(FIXTURE.read_text(encoding="utf-8"))
    assert len(saved) >= 300
    differ = [case for case in saved if found.get(case) != saved[case]]
    assert not differ, f"{len(differ)} of {len(saved)} games differ from the saved ones, first: {differ[:5]}"


def test_the_digest_sees_a_different_game() -> None:
    """The comparison can fail: another seed's game has another digest."""
    assert digest(("base", 2, "random", 0)) != digest(("base", 2, "random", 1))
