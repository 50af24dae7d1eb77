"""The running game: state + catalog + agents + randomness + log, and the services every rule uses:
asking a player to decide, emitting an event (which queues the triggers it sets off), and querying
modifiers. Triggers and modifiers come from the components a player holds (engine/holdings.py)."""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any, Callable, Sequence

from engine.catalog import Catalog, Holding, Modifier, Trigger
from engine.contract import ASSUMPTIONS, MODIFIERS
from engine.errors import IllegalMove, TriggerLoop
from engine.holdings import holdings, might_hold
from engine.state import ABILITY, GameState, Player, Ref, Use

_first, _second = itemgetter(0), itemgetter(1)
YES_NO = (("yes", True), ("no", False))  # options are read, never changed: one tuple serves every yes-or-no question

# A trigger may come back in its own chain of causes (a guarded, finite chain); this many times means no end.
LOOP_REPEATS = 8


class Decision:
    """What a player is asked: the kind of decision, whose, the options' labels and (for programs) what each
    option means; `width`: how many options there are. A plain slotted record (made for every decision: a frozen
    dataclass costs three times as much to build); equal when kind, seat, labels and prompt are. Read it, never
    change it."""

    __slots__ = ("kind", "seat", "width", "prompt", "_labels", "_values", "_options")

    def __init__(self, kind: str, seat: int, labels: tuple[str, ...] | None, prompt: str = "", values: tuple | None = (),
                 options: Sequence[tuple[str, Any]] | None = None):
        self.kind = kind  # one attribute a line: quicker than unpacking a tuple (one Decision is made per decision)
        self.seat = seat
        self.prompt = prompt
        self._options = options
        if options is None:
            self.width, self._labels, self._values = len(labels), labels, values
        else:  # labels and values are gathered from the options only if an agent reads them
            self.width = len(options)
            self._labels = self._values = None

    @classmethod
    def of(cls, kind: str, seat: int, options: Sequence[tuple[str, Any]], prompt: str = "") -> "Decision":
        """The decision over these (label, value) options; labels and values are gathered only if an agent reads
        them (the random agent and the lookahead read only how many there are)."""
        return cls(kind, seat, None, prompt, None, options)

    @property
    def labels(self) -> tuple[str, ...]:
        if self._labels is None:
            self._labels = tuple(map(_first, self._options))
        return self._labels

    @property
    def values(self) -> tuple:
        """What each option means, for programs."""
        if self._values is None:
            self._values = tuple(map(_second, self._options))
        return self._values

    def _compared(self) -> tuple:
        return (self.kind, self.seat, self.labels, self.prompt)

    def __eq__(self, other) -> bool:
        return self._compared() == other._compared() if type(other) is Decision else NotImplemented

    def __hash__(self) -> int:
        return hash(self._compared())

    def __repr__(self) -> str:
        return f"Decision(kind={self.kind!r}, seat={self.seat!r}, labels={self.labels!r}, prompt={self.prompt!r})"


class Ctx:
    """What an effect sees while it runs: who acts, for which component, and the event or action around it.
    (Hand-written slots: one is made for every effect run and every check of an ability.)"""

    __slots__ = ("game", "seat", "ref", "payload", "revealed")

    def __init__(self, game: "Game", seat: int, ref: Ref | None = None, payload: dict | None = None, revealed: list[int] | None = None):
        self.game, self.seat, self.ref = game, seat, ref
        self.payload = {} if payload is None else payload
        self.revealed = [] if revealed is None else revealed

    def __repr__(self) -> str:
        return f"Ctx(seat={self.seat!r}, ref={self.ref!r}, payload={self.payload!r}, revealed={self.revealed!r})"

    @property
    def player(self) -> Player:
        return self.game.state.players[self.seat]

    @property
    def card(self) -> str:
        """The component's name, for prompts and logs."""
        return self.game.name_of(self.ref) if self.ref else "the rules"


@dataclass(frozen=True)
class Firing:
    """A trigger waiting in the queue: whose, for which event's facts, and the firings that caused it."""

    trigger: Trigger
    part: int
    seat: int
    facts: dict
    chain: tuple = ()  # (owner, part) of every firing that led to this one, oldest first

    @property
    def key(self) -> tuple:
        return (self.trigger.owner, self.part)


class Game:
    def __init__(self, catalog: Catalog, state: GameState, agents: Sequence, log: Callable[[dict], None] | None = None,
                 rng: random.Random | None = None):
        self.catalog, self.state, self.agents = catalog, state, list(agents)
        self.rng = random.Random(state.seed) if rng is None else rng  # `rng`: a generator set already (a copy's)
        self._log = log
        self.observer: Callable[["Game"], None] | None = None  # called before every decision (invariant checks)
        self.queue: deque[Firing] = deque()
        self.running: Firing | None = None  # the firing whose effect runs now
        self.exploring = False  # a copy the lookahead runs: it asks no lookahead of its own
        self.action: dict = {"items": {}, "steps": 0}  # what the action under way has given so far
        self.guard = None  # engine/guard.py: while set, options that would lose the turn's die are left out

    @property
    def _log(self) -> Callable[[dict], None]:
        return self._writer

    @_log.setter
    def _log(self, log: Callable[[dict], None] | None) -> None:
        self._writer = log or _no_log
        self.logging = log is not None  # without a log, records are not even built

    # ---- decisions --------------------------------------------------------------------------------------
    def ask(self, seat: int, kind: str, options: Sequence[tuple[str, Any]], prompt: str = "") -> Any:
        """Ask a player to pick one option; a single option is taken without asking (and logged as forced)."""
        if not options:
            raise IllegalMove("no legal option", f"{kind} offered nothing to choose from")
        if self.guard is None:
            return options[self._choose(seat, kind, options, prompt)][1]
        shown = self.guard.keep(self, seat, len(options), kind, options)
        if len(shown) == len(options):  # all kept (the indices come in order): the options as they are
            index = self._choose(seat, kind, options, prompt)
        else:
            index = shown[self._choose(seat, kind, [options[i] for i in shown], prompt)]
        self.guard.answered(index, len(options))
        return options[index][1]

    def _choose(self, seat: int, kind: str, options: list, prompt: str) -> int:
        if len(options) == 1:
            if self.logging:
                self._log({"type": "forced", "kind": kind, "seat": seat, "label": options[0][0]})
            return 0
        if self.observer is not None:
            self.observer(self)
        index = self.agents[seat].choose(self, Decision(kind, seat, None, prompt, None, options))  # Decision.of, one call less
        if type(index) is not int and (not isinstance(index, int) or isinstance(index, bool)) or not 0 <= index < len(options):
            raise IllegalMove("choice out of range", f"{kind}: {index!r} is not one of the {len(options)} options")
        if self.logging:
            self._log({"type": "decision", "kind": kind, "seat": seat, "index": index, "label": options[index][0]})
        return index

    def ask_yes(self, seat: int, kind: str, prompt: str) -> bool:
        return self.ask(seat, kind, YES_NO, prompt)

    def snapshot(self) -> dict:
        """The whole state as JSON-ready data, including where the random generator stands."""
        data = self.state.to_json()
        version, internal, gauss = self.rng.getstate()
        data["rng_state"] = [version, list(internal), gauss]
        return data

    def log(self, record: dict) -> None:
        if self.logging:
            self._log(record)

    def name_of(self, ref: Ref) -> str:
        return self.catalog.name_of(ref)

    def begin_action(self, additional: bool = False) -> None:
        """A new action starts (a main action, the key, or one additional action): its running totals reset. Whether
        an additional action counts as "one action" for the cards that total one action's gains: bell-one-action."""
        counted = not additional or self.answer("bell-one-action") == "main-or-additional"
        self.action = {"items": {}, "steps": 0, "counted": counted}

    def answer(self, assumption: str) -> str:
        """The answer a named assumption takes in this game: a values file's choice, else the card's default."""
        return self.catalog.assumptions.get(assumption) or ASSUMPTIONS[assumption][0]

    # ---- holdings ---------------------------------------------------------------------------------------
    def holdings(self, seat: int) -> list[Holding]:
        return holdings(self, seat)

    def used(self, seat: int, ref: Ref, part: int = ABILITY) -> bool:
        player, use = self.state.players[seat], Use(ref, part)
        return use in player.used_this_round or use in player.used_this_turn

    def mark_used(self, seat: int, ref: Ref, part: int = ABILITY) -> None:
        """A use mark, until the round ends (or the turn, for an ability limited to once per turn)."""
        player, per_turn = self.state.players[seat], part == ABILITY and self.catalog.behaviour_of(ref).per_turn
        (player.used_this_turn if per_turn else player.used_this_round).append(Use(ref, part))

    # ---- events: one queue, one resolution loop ----------------------------------------------------------
    def emit(self, seat: int, event: str, facts: dict | None = None) -> dict:
        """Record an event and queue every matching trigger of the components that player holds; resolve the
        queue unless a trigger is resolving now (then these wait their turn). Returns the facts, which
        triggers resolved here may have answered in (e.g. `skip`)."""
        facts = {} if facts is None else facts
        if self.logging:
            self._log({"type": "event", "event": event, "seat": seat, **{k: v for k, v in facts.items() if _plain(v)}})
        owners = self.catalog.trigger_owners.get(event)
        if owners is None:  # no component listens for it
            return facts
        if not might_hold(self, seat, owners):  # nothing this player holds listens: no trigger to queue
            if self.running is None and self.queue:
                self.resolve()
            return facts
        for part, trigger in self.triggers(seat, event):
            if trigger.accepts(facts):
                self._queue(Firing(trigger, part, seat, facts, self._chain()))
        if self.running is None:
            self.resolve()
        return facts

    def hears(self, event: str) -> bool:
        """Whether emitting this event could do anything (a record to log, or a component listening for it): a
        caller whose facts cost something to build asks first."""
        return self.logging or event in self.catalog.trigger_owners

    def triggers(self, seat: int, event: str):
        owners = self.catalog.trigger_owners.get(event)
        if owners is None or not might_hold(self, seat, owners):
            return
        for holding in self.holdings(seat):
            yield from holding.behaviour.by_event.get(event, ())

    def fire(self, trigger: Trigger, part: int, seat: int, facts: dict) -> None:
        """Run one trigger now (the take-die triggers, whose place around the action the rules fix)."""
        self._queue(Firing(trigger, part, seat, facts, self._chain()))
        if self.running is None:
            self.resolve()

    def resolve(self) -> None:
        while self.queue:
            firing = self.queue.popleft()
            self.running = firing
            try:
                self._run(firing)
            finally:
                self.running = None

    def _chain(self) -> tuple:
        return () if self.running is None else self.running.chain + (self.running.key,)

    def _queue(self, firing: Firing) -> None:
        if firing.chain and firing.chain[-1] == firing.key:
            return  # a trigger's own effect never sets it off again (the cards' own wording, e.g. Chaplin's)
        if firing.chain.count(firing.key) >= LOOP_REPEATS:
            raise TriggerLoop(self._loop_names(firing))
        self.queue.append(firing)

    def _loop_names(self, firing: Firing) -> list[str]:
        start = firing.chain.index(firing.key)
        keys = list(dict.fromkeys(firing.chain[start:]))
        return [f"{self.name_of(owner)} ({self._trigger_at(owner, part).origin})" for owner, part in keys]

    def _trigger_at(self, owner: Ref, part: int) -> Trigger:
        return self.catalog.behaviour_of(owner).triggers[part]

    def _run(self, firing: Firing) -> None:
        from engine.holdings import may_fire, record_firing

        seat, trigger = firing.seat, firing.trigger
        if not may_fire(self, firing):
            return
        record_firing(self, firing)
        if self.logging:
            self._log({"type": "trigger", "seat": seat, "card": str(trigger.owner), "event": trigger.event})
        trigger.effect.run(Ctx(self, seat, trigger.owner, firing.facts))

    # ---- modifiers --------------------------------------------------------------------------------------
    def modified(self, seat: int, target: str, base, facts: dict | None = None):
        """A quantity after this player's modifiers: settings first, then additions, then the contract's floor.
        A table (group bonuses) is changed entry by entry."""
        if not self.may_modify(seat, target):
            return base
        found = [m for m in self.modifiers(seat, target) if m.applies({} if facts is None else facts)]
        if not found:
            return base
        value = base
        for modifier in found:
            if modifier.set_to is not None:
                value = modifier.set_to if isinstance(base, tuple) else modifier.set_to[0]
        add, floor = sum(m.add for m in found), MODIFIERS[target].floor
        if isinstance(value, tuple):
            return tuple(_floored(v + add, floor, b) for v, b in zip(value, base))
        return _floored(value + add, floor, base)

    def may_modify(self, seat: int, target: str) -> bool:
        """Whether anything this player holds may change the quantity (if not, `modified` gives the base back): a
        loop over many quantities of one kind asks once, before it starts."""
        owners = self.catalog.modifier_owners.get(target)
        if owners is None:
            return False
        if len(owners) == 1 and "staff" in owners:  # played staff alone (most quantities): might_hold's one test
            return not owners["staff"].isdisjoint(self.state.players[seat].played)
        return might_hold(self, seat, owners)

    def modifiers(self, seat: int, target: str) -> list[Modifier]:
        return [m for h in self.holdings(seat) for m in h.behaviour.by_target.get(target, ())]


def _no_log(record: dict) -> None:
    return None


def _floored(value: int, floor: int | None, base: int) -> int:
    """Modifiers never take a quantity below its floor (nor a quantity already below it any lower)."""
    return value if floor is None else max(min(floor, base), value)


def _plain(value) -> bool:
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    return isinstance(value, (int, str, bool, float, type(None))) or (isinstance(value, (list, tuple)) and all(map(_plain, value)))


__all__ = ["Ctx", "Decision", "Firing", "Game", "Trigger"]
