"""Agents: whoever makes a player's decisions. Each gets the game and a Decision and returns an index."""
from __future__ import annotations

import random
from typing import Protocol

from engine.runtime import Decision, Game


class Agent(Protocol):
    def choose(self, game: Game, decision: Decision) -> int: ...


class RandomAgent:
    """Picks uniformly among the legal options, from its own seeded generator."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        return self.rng.randrange(len(decision.labels))


# Label words a sensible player prefers, best first; a decision takes the first option that matches.
GREEDY_PREFERENCES = {
    "turn": ("take a turn",),
    "additional": ("check in", "claim objective", "use ", "serve"),
    "place-item": ("onto",),
    "may": ("yes",),
    "boost": ("no",),
    "before-or-after": ("yes",),
}


class GreedyAgent:
    """Plays sensibly: checks guests in and claims objectives at once, never passes, places items on
    guests, and otherwise prefers the first (usually largest) option; ties are broken at random."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        for word in GREEDY_PREFERENCES.get(decision.kind, ()):
            matching = [i for i, label in enumerate(decision.labels) if label.startswith(word)]
            if matching:
                return self.rng.choice(matching)
        if decision.kind in ("guest", "die", "play-staff", "prepare-room", "take-guest"):
            useful = [i for i, label in enumerate(decision.labels) if not label.startswith(("no guest", "stop"))]
            return self.rng.choice(useful) if useful else 0
        return 0


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}
