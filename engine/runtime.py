"""The running game: state + catalog + agents + randomness + log, and the three services every rule
uses: asking a player to decide, emitting an event (which fires triggers), and querying modifiers."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from engine.catalog import Catalog, Modifier, Trigger
from engine.errors import IllegalMove
from engine.state import GameState, Player


@dataclass(frozen=True)
class Decision:
    kind: str
    seat: int
    labels: tuple[str, ...]
    prompt: str = ""
    values: tuple = field(default=(), compare=False, repr=False)  # what each option means, for programs


@dataclass
class Ctx:
    """What an effect sees while it runs: who acts, for which card, and the event or action around it."""

    game: "Game"
    seat: int
    card: str = ""
    payload: dict = field(default_factory=dict)
    revealed: list[int] = field(default_factory=list)
    skip_penalty: bool = False

    @property
    def player(self) -> Player:
        return self.game.state.players[self.seat]


class Game:
    def __init__(self, catalog: Catalog, state: GameState, agents: Sequence, log: Callable[[dict], None] | None = None):
        self.catalog, self.state, self.agents = catalog, state, list(agents)
        self.rng = random.Random(state.seed)
        self._log = log or (lambda record: None)
        self.observer: Callable[["Game"], None] | None = None  # called before every decision (invariant checks)

    # ---- decisions --------------------------------------------------------------------------------------
    def ask(self, seat: int, kind: str, options: Sequence[tuple[str, Any]], prompt: str = "") -> Any:
        """Ask a player to pick one option; a single option is taken without asking."""
        if not options:
            raise IllegalMove("no legal option", f"{kind} offered nothing to choose from")
        if len(options) == 1:
            return options[0][1]
        if self.observer is not None:
            self.observer(self)
        decision = Decision(kind, seat, tuple(label for label, _ in options), prompt, tuple(value for _, value in options))
        index = self.agents[seat].choose(self, decision)
        if not isinstance(index, int) or not 0 <= index < len(options):
            raise IllegalMove("choice out of range", f"{kind}: {index!r} is not one of the {len(options)} options")
        self._log({"type": "decision", "kind": kind, "seat": seat, "index": index, "label": options[index][0]})
        return options[index][1]

    def snapshot(self) -> dict:
        """The whole state as JSON-ready data, including where the random generator stands."""
        data = self.state.to_json()
        version, internal, gauss = self.rng.getstate()
        data["rng_state"] = [version, list(internal), gauss]
        return data

    def ask_yes(self, seat: int, kind: str, prompt: str) -> bool:
        return self.ask(seat, kind, [("yes", True), ("no", False)], prompt)

    # ---- events -----------------------------------------------------------------------------------------
    def log(self, record: dict) -> None:
        self._log(record)

    def emit(self, seat: int, event: str, **payload) -> dict:
        """Record an event and run every trigger of that player's cards that matches it; returns the
        payload, which triggers may have answered in (e.g. `skip`)."""
        self._log({"type": "event", "event": event, "seat": seat, **{k: v for k, v in payload.items() if _plain(v)}})
        for trigger in list(self.triggers(seat, event)):
            if matches(trigger.filters, payload):
                self.fire(trigger, seat, payload)
        return payload

    def fire(self, trigger: Trigger, seat: int, payload: dict) -> None:
        """Run a trigger's effect (the payload is shared: effects may answer in it, e.g. `skip`)."""
        self._log({"type": "trigger", "seat": seat, "card": trigger.card, "event": trigger.event})
        trigger.effect.run(Ctx(self, seat, trigger.card, payload))

    def triggers(self, seat: int, event: str):
        for card in self.state.players[seat].played:
            for trigger in self.catalog.staff[card].triggers:
                if trigger.event == event:
                    yield trigger

    # ---- modifiers --------------------------------------------------------------------------------------
    def modified(self, seat: int, target: str, base: int, **facts) -> int:
        """The value of a quantity after this player's modifiers (set first, then additions)."""
        value = base
        for modifier in self.modifiers(seat, target):
            if matches(modifier.filters, facts):
                value = modifier.set_to[0] if modifier.set_to else value
        for modifier in self.modifiers(seat, target):
            if matches(modifier.filters, facts):
                value += modifier.add
        return value

    def modifiers(self, seat: int, target: str) -> list[Modifier]:
        return [m for card in self.state.players[seat].played for m in self.catalog.staff[card].modifiers if m.target == target]


def matches(filters: dict, facts: dict) -> bool:
    """A trigger's or modifier's filters hold for an event's facts (a missing fact never matches)."""
    return all(_holds(name, wanted, facts) for name, wanted in filters.items())


def _holds(name: str, wanted, facts: dict) -> bool:
    if name == "card_not":
        return facts.get("card") != wanted
    if name not in facts:
        return False
    actual = facts[name]
    if isinstance(wanted, tuple):
        return actual in wanted
    if name in ("order", "size", "steps", "amount"):
        return actual >= wanted
    if wanted is True:
        return bool(actual)
    return actual == wanted or wanted == "any"


def _plain(value) -> bool:
    return isinstance(value, (int, str, bool, float, type(None))) or (isinstance(value, (list, tuple)) and all(map(_plain, value)))


__all__ = ["Ctx", "Decision", "Game", "Trigger", "matches"]
