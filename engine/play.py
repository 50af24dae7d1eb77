"""Playing whole games: build the game from a catalog, run it, report the scores."""
from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass

from engine.agents import AGENTS
from engine.catalog import Catalog
from engine.flow import new_state, places, play_game, ranking
from engine.runtime import Game

@dataclass
class Result:
    game: Game
    breakdown: dict  # seat -> Counter(category -> VP)

    @property
    def ranking(self) -> list[int]:
        return ranking(self.game)

    @property
    def places(self) -> list[tuple[int, int]]:
        return places(self.game)


def make_agents(names: list[str], players: int, seed: int) -> list:
    names = (names or ["random"]) * players if len(names or []) <= 1 else names
    if len(names) != players:
        raise ValueError(f"{players} players need {players} agents, not {len(names)}")
    unknown = [n for n in names if n not in AGENTS]
    if unknown:
        raise ValueError(f"unknown agent '{unknown[0]}' (known: {', '.join(AGENTS)})")
    return [AGENTS[name](seed * 100 + seat) for seat, name in enumerate(names)]


def run(catalog: Catalog, players: int, seed: int, agents: list, log=None, observer=None, deal: str = "random",
        chosen: tuple = ()) -> Result:
    breakdown: dict = defaultdict(Counter)

    def record(entry: dict) -> None:
        if entry.get("type") == "vp":
            breakdown[entry["seat"]][entry["category"]] += entry["amount"]
        if log is not None:
            log(entry)

    state = new_state(seed, players)
    state.deal, state.chosen = deal, list(chosen)
    game = Game(catalog, state, agents, record)
    game.observer = observer
    play_game(game)
    record({"type": "final-state", "state": game.snapshot()})
    return Result(game, dict(breakdown))
