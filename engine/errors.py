"""Errors the engine raises for moves the rules do not allow."""
from __future__ import annotations


class IllegalMove(Exception):
    """A move the rules forbid. The state is unchanged when this is raised from a decision."""

    def __init__(self, rule: str, message: str):
        super().__init__(f"illegal move ({rule}): {message}")
        self.rule, self.message = rule, message


class EffectFailed(Exception):
    """An effect could not be carried out in full (used by `A else B` and by payments)."""


class TriggerLoop(Exception):
    """Cards set each other off without end: the game cannot go on as the rules stand. Names the cards
    (with where they are written) so the designer can see the loop."""

    def __init__(self, cards: list[str]):
        super().__init__("these cards set each other off without end: " + " -> ".join(cards))
        self.cards = cards


class NotPlayable(Exception):
    """The chosen components cannot be played together as the sources stand (a gap no assumption settles);
    the message says which and why."""
