"""Agents: whoever makes a player's decisions. Each gets the game and a Decision and returns an index."""
from __future__ import annotations

import random
from functools import partial
from typing import Protocol

from engine.runtime import Decision, Game


class Agent(Protocol):
    def choose(self, game: Game, decision: Decision) -> int: ...


class RandomAgent:
    """Picks uniformly among the legal options, from its own seeded generator."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        """`self.rng.randrange(width)`, drawn as CPython's Random draws it (getrandbits of the width's bit length until
        one falls below it) without its argument checks and calls: asked for every decision of every random game.
        tests/engine/test_agents.py holds the two to the same draws; a subclass of Random draws its own way."""
        rng, width = self.rng, decision.width
        if width <= 0 or type(rng) is not _RANDOM:
            return rng.randrange(width)
        bits, size = rng.getrandbits, width.bit_length()
        drawn = bits(size)
        while drawn >= width:
            drawn = bits(size)
        return drawn


_RANDOM = random.Random


from engine.greedy import GreedyAgent  # noqa: E402  (kept beside the random agent for AGENTS)
from engine.search import SEARCHED_BEFORE, SearchAgent  # noqa: E402

FIRST_SEARCHED = ("die", "guest", "take-guest", "play-staff", "split")  # what the first search agent weighed


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent, "mcts": SearchAgent,
          "mcts3": partial(SearchAgent, policy="serving", weights="serving"),  # the fourth: serving rollouts (mcts until the rooms policy)
          "mcts2": partial(SearchAgent, policy="greedy", weights="search"),  # the third: greedy rollouts (mcts until the serving policy)
          "mcts1": partial(SearchAgent, weights="greedy", searched=SEARCHED_BEFORE),  # the second: evaluation fitted on greedy games
          "mcts-flat": partial(SearchAgent, rollouts=8, evaluate=False, searched=FIRST_SEARCHED)}  # the first search agent
