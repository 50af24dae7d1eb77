"""Effect handlers: what each effect primitive of the registry does, built from its bound arguments.

Every handler is a frozen object with `run(ctx)` and `feasible(ctx)` ("could this be done in full
now?", which `A else B`, `may` and paid abilities need). Handlers call the engine's primitives in
engine/rules.py; they never look at a card's name.
"""
from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from typing import Callable

from compiler import vocabulary as vocab
from compiler.types import Amount
from engine import rules
from engine.errors import EffectFailed
from engine.runtime import Ctx
from engine.state import key_space, space_key

STOP = rules.STOP


# ---- composition --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Seq:
    parts: tuple

    def run(self, ctx: Ctx) -> None:
        for part in self.parts:
            part.run(ctx)

    def feasible(self, ctx: Ctx) -> bool:
        return all(part.feasible(ctx) for part in self.parts)


@dataclass(frozen=True)
class Optional:
    body: object
    label: str

    def run(self, ctx: Ctx) -> None:
        if self.body.feasible(ctx) and ctx.game.ask_yes(ctx.seat, "may", f"{ctx.card}: {self.label}?"):
            self.body.run(ctx)

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class Fallback:
    attempt: object
    fallback: object

    def run(self, ctx: Ctx) -> None:
        (self.attempt if self.attempt.feasible(ctx) else self.fallback).run(ctx)

    def feasible(self, ctx: Ctx) -> bool:
        return self.attempt.feasible(ctx) or self.fallback.feasible(ctx)


@dataclass(frozen=True)
class Conditional:
    condition: Callable
    then: object
    otherwise: object | None

    def run(self, ctx: Ctx) -> None:
        branch = self.then if self.condition(ctx) else self.otherwise
        if branch is not None:
            branch.run(ctx)

    def feasible(self, ctx: Ctx) -> bool:
        branch = self.then if self.condition(ctx) else self.otherwise
        return branch is None or branch.feasible(ctx)


@dataclass(frozen=True)
class Choose:
    amount: Amount
    alternatives: tuple
    labels: tuple

    def run(self, ctx: Ctx) -> None:
        left = list(zip(self.labels, self.alternatives))
        for _ in range(self.amount.value or 0):
            options = [(label, alt) for label, alt in left if alt.feasible(ctx)]
            if not options:
                return
            chosen = ctx.game.ask(ctx.seat, "choose", options + ([STOP] if self.amount.up_to else []))
            if chosen is None:
                return
            left = [(label, alt) for label, alt in left if alt is not chosen]
            chosen.run(ctx)

    def feasible(self, ctx: Ctx) -> bool:
        return self.amount.up_to or sum(a.feasible(ctx) for a in self.alternatives) >= (self.amount.value or 0)


# ---- amounts ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Count:
    """How many: a fixed amount, times a count of the game state when `per` is given."""

    amount: Amount
    per: Callable | None = None

    def value(self, ctx: Ctx) -> int:
        base = self.amount.value or 0
        return base * self.per(ctx) if self.per else base

    @property
    def up_to(self) -> bool:
        return self.amount.up_to

    @property
    def every(self) -> bool:
        return self.amount.every


def how_many(ctx: Ctx, count: Count) -> int:
    n = count.value(ctx)
    if count.up_to and n > 0:
        return ctx.game.ask(ctx.seat, "how-many", [(str(k), k) for k in range(n, -1, -1)], f"{ctx.card}: how many?")
    return n


# ---- resources -------------------------------------------------------------------------------------------------


def choice_items(what: str) -> tuple[str, ...]:
    return vocab.ITEM_CHOICES.get(what, (what,))


@dataclass(frozen=True)
class Gain:
    what: str
    count: Count

    def run(self, ctx: Ctx) -> None:
        n = how_many(ctx, self.count)
        if self.what in ("vp", "krone", "emperor"):
            rules.gain(ctx.game, ctx.seat, self.what, n, ctx.ref or "other")
        else:
            rules.gain_items(ctx.game, ctx.seat, _pick_items(ctx, self.what, n, source=None))

    def feasible(self, ctx: Ctx) -> bool:
        return True


def _pick_items(ctx: Ctx, what: str, n: int, source: dict | None) -> Counter:
    """n items of the given kind or choice of kinds (from `source` if given, e.g. the kitchen)."""
    kinds, picked = choice_items(what), Counter()
    for _ in range(n):
        options = [(k, k) for k in kinds if source is None or source.get(k, 0) - picked[k] > 0]
        if not options:
            raise EffectFailed(f"not enough {what}")
        picked[ctx.game.ask(ctx.seat, "item", options, f"{ctx.card}: which item?")] += 1
    return picked


def _available(ctx: Ctx, what: str, source: dict) -> int:
    return sum(source.get(k, 0) for k in choice_items(what))


@dataclass(frozen=True)
class Pay:
    what: str
    count: Count

    def run(self, ctx: Ctx) -> None:
        if not self.feasible(ctx):
            raise EffectFailed(f"{ctx.card}: cannot pay {self.count.value(ctx)} {self.what}")
        n = self.count.value(ctx)
        if self.what == "krone":
            rules.pay_money(ctx.game, ctx.seat, ctx.player.money if self.count.every else n)
            return
        for item, k in _pick_items(ctx, self.what, _all_or(ctx, self, n), ctx.player.kitchen).items():
            if item == "champagne":  # a spend, as for a ballroom row (the event champagne-spent)
                from engine.ballrooms import spend_champagne

                spend_champagne(ctx.game, ctx.seat, k)
            else:
                rules.take_from_kitchen(ctx.game, ctx.seat, item, k)

    def feasible(self, ctx: Ctx) -> bool:
        n = self.count.value(ctx)
        if self.what == "krone":
            return self.count.every or ctx.player.money >= n
        return self.count.every or _available(ctx, self.what, ctx.player.kitchen) >= n


def _all_or(ctx: Ctx, effect, n: int) -> int:
    return _available(ctx, effect.what, ctx.player.kitchen) if effect.count.every else n


@dataclass(frozen=True)
class Lose:
    what: str
    count: Count

    def run(self, ctx: Ctx) -> None:
        n = self.count.value(ctx)
        if self.what == "vp":
            rules.add_vp(ctx.game, ctx.seat, -n, ctx.ref or "other")
        elif self.what == "krone":
            ctx.player.money = 0 if self.count.every else max(0, ctx.player.money - n)
        else:
            n = min(_all_or(ctx, self, n), _available(ctx, self.what, ctx.player.kitchen))
            for item, k in _pick_items(ctx, self.what, n, ctx.player.kitchen).items():
                rules.take_from_kitchen(ctx.game, ctx.seat, item, k)

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class Return:
    what: str
    count: Count
    place: str

    def run(self, ctx: Ctx) -> None:
        if self.what == "staff":
            _return_staff(ctx, self.count.value(ctx))
        elif self.count.every:
            _return_all(ctx, self.what, self.place)
        else:
            Pay(self.what, self.count).run(ctx)

    def feasible(self, ctx: Ctx) -> bool:
        if self.what == "staff":
            return len(ctx.player.hand) >= self.count.value(ctx)
        return self.count.every or _available(ctx, self.what, ctx.player.kitchen) >= self.count.value(ctx)


def _return_staff(ctx: Ctx, n: int) -> None:
    for _ in range(n):
        card = ctx.game.ask(ctx.seat, "return-staff", [(ctx.game.catalog.staff[c].name, c) for c in ctx.player.hand])
        ctx.player.hand.remove(card)
        ctx.game.state.staff_deck.insert(0, card)


def _return_all(ctx: Ctx, what: str, place: str) -> None:
    kinds = choice_items(what)
    if place in ("kitchen", "kitchen-and-cafe"):
        for kind in kinds:
            ctx.player.kitchen.pop(kind, None)
    if place in ("cafe", "kitchen-and-cafe"):
        for slot in ctx.player.cafe:
            for kind in kinds:
                slot.served.pop(kind, None)


@dataclass(frozen=True)
class Advance:
    count: Count

    def run(self, ctx: Ctx) -> None:
        rules.advance_emperor(ctx.game, ctx.seat, how_many(ctx, self.count))

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class Retreat:
    count: Count

    def run(self, ctx: Ctx) -> None:
        rules.retreat_emperor(ctx.game, ctx.seat, self.count.value(ctx))

    def feasible(self, ctx: Ctx) -> bool:
        return ctx.player.emperor >= self.count.value(ctx)


# ---- rooms ---------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Prepare:
    count: Count
    color: str = "any"
    floors: tuple | None = None
    free: bool = False
    discounts: tuple = (0,)
    occupy: bool = False

    def run(self, ctx: Ctx) -> None:
        rules.prepare_rooms(ctx.game, ctx.seat, self.count.value(ctx), self.count.up_to, self.color, self.floors,
                            self.free, self.discounts, self.occupy)

    def feasible(self, ctx: Ctx) -> bool:
        return bool(rules.room_options(ctx.game, ctx.seat, self.color, self.floors, self.free, self.discounts[0]))


@dataclass(frozen=True)
class Occupy:
    count: Count
    color: str = "any"
    floors: tuple | None = None

    def run(self, ctx: Ctx) -> None:
        rooms = len(ctx.player.rooms) if self.count.every else self.count.value(ctx)  # `all`: every vacant room that fits
        for _ in range(rooms):
            spaces = rules.vacant_rooms(ctx.game, ctx.seat, self.color, self.floors)
            if not spaces:
                return
            options = [(f"occupy {space_key(s)}", s) for s in spaces] + ([STOP] if self.count.up_to else [])  # `all`: no stop
            space = ctx.game.ask(ctx.seat, "occupy-room", options)
            if space is None:
                return
            rules.occupy_room(ctx.game, ctx.seat, space)

    def feasible(self, ctx: Ctx) -> bool:
        return bool(rules.vacant_rooms(ctx.game, ctx.seat, self.color, self.floors))


@dataclass(frozen=True)
class RemoveRooms:
    count: Count
    state: str | None
    highest: bool
    lower: bool

    def run(self, ctx: Ctx) -> None:
        for _ in range(self.count.value(ctx)):
            candidates = self._candidates(ctx)
            if not candidates:
                return
            space = ctx.game.ask(ctx.seat, "remove-room", [(f"remove {space_key(s)}", s) for s in candidates])
            del ctx.player.rooms[space_key(space)]
            ctx.payload["removed_floor"] = space[0]
            ctx.game.log({"type": "room-removed", "seat": ctx.seat, "space": space_key(space)})

    def _candidates(self, ctx: Ctx) -> list:
        spaces = [key_space(k) for k, v in ctx.player.rooms.items() if self.state in (None, v)]
        if self.lower and "removed_floor" in ctx.payload:
            spaces = [s for s in spaces if s[0] < ctx.payload["removed_floor"]]
        if self.highest and spaces:
            top = max(s[0] for s in spaces)
            spaces = [s for s in spaces if s[0] == top]
        return sorted(spaces)

    def feasible(self, ctx: Ctx) -> bool:
        """Each removal takes one room (from the highest floor possible), so the count of such rooms decides."""
        rooms = [k for k, v in ctx.player.rooms.items() if self.state in (None, v)]
        return self.count.up_to or len(rooms) >= self.count.value(ctx)


# ---- guests ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TakeGuest:
    count: Count
    free: bool
    fill: bool

    def run(self, ctx: Ctx) -> None:
        for _ in range(self.count.value(ctx)):
            options = self._options(ctx)
            if not options:
                return
            choice = ctx.game.ask(ctx.seat, "take-guest", options + ([STOP] if self.count.up_to else []))
            if choice is None:
                return
            rules.take_guest(ctx.game, ctx.seat, *choice)
            if self.fill:
                _fill(ctx, ctx.player.cafe[-1], None)

    def _options(self, ctx: Ctx) -> list:
        if not rules.cafe_has_room(ctx.game, ctx.seat):
            return []
        options = []
        for position, guest in enumerate(ctx.game.state.queue):
            cost = 0 if self.free else rules.queue_cost(ctx.game, ctx.seat, position)
            if guest is not None and cost <= ctx.player.money:
                options.append((f"take {ctx.game.catalog.guests[guest].name} for {cost}", (position, cost)))
        return options

    def feasible(self, ctx: Ctx) -> bool:
        return bool(self._options(ctx))


def _fill(ctx: Ctx, slot, item: str | None) -> None:
    for kind, missing in rules.needs(ctx.game, slot).items():
        if item in (None, kind):
            rules.serve_item(ctx.game, ctx.seat, slot, kind, missing)


@dataclass(frozen=True)
class Fill:
    count: Count
    item: str | None
    other: bool = False  # only guests other than the one whose ability or reward this is

    def run(self, ctx: Ctx) -> None:
        if self.count.every:
            for slot in self._slots(ctx):
                _fill(ctx, slot, self.item)
            return
        for _ in range(self.count.value(ctx)):
            options = self._options(ctx)
            if not options:
                return
            chosen = ctx.game.ask(ctx.seat, "fill-order", options + ([STOP] if self.count.up_to else []))
            if chosen is None:
                return
            _fill(ctx, chosen, self.item)

    def _slots(self, ctx: Ctx) -> list:
        return [s for s in ctx.player.cafe if not (self.other and ctx.ref == ctx.game.catalog.guests[s.guest].ref)]

    def _options(self, ctx: Ctx) -> list:
        slots = [s for s in self._slots(ctx) if any(self.item in (None, k) for k in rules.needs(ctx.game, s))]
        return [(f"fill {ctx.game.catalog.guests[s.guest].name}", s) for s in slots]

    def feasible(self, ctx: Ctx) -> bool:
        return bool(self._options(ctx))


# ---- staff ---------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw:
    count: Count

    def run(self, ctx: Ctx) -> None:
        rules.draw_staff(ctx.game, ctx.seat, self.count.value(ctx))

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class Play:
    count: Count
    source: str = "hand"
    discount: int | Callable = 0  # a number, or a count read when the card is played (`discount strength`)
    free: bool = False
    full_cost: bool = False  # the printed cost, whatever else would lower it

    def run(self, ctx: Ctx) -> None:
        for _ in range(self.count.value(ctx)):
            options = self._options(ctx)
            if not options:
                return
            choice = ctx.game.ask(ctx.seat, "play-staff", options + ([STOP] if self.count.up_to else []))
            if choice is None:
                return
            card, cost = choice
            if card in ctx.revealed:
                ctx.revealed.remove(card)
            rules.play_staff(ctx.game, ctx.seat, card, cost)

    def _options(self, ctx: Ctx) -> list:
        cards = ctx.revealed if self.source == "revealed" else ctx.player.hand
        discount = 0 if self.full_cost else (self.discount(ctx) if callable(self.discount) else self.discount)
        return rules.staff_options(ctx.game, ctx.seat, list(cards), discount, self.free)

    def feasible(self, ctx: Ctx) -> bool:
        return bool(self._options(ctx))


@dataclass(frozen=True)
class Reveal:
    count: Count
    body: object

    def run(self, ctx: Ctx) -> None:
        deck = ctx.game.state.staff_deck
        inner = Ctx(ctx.game, ctx.seat, ctx.ref, ctx.payload, [deck.pop() for _ in range(min(self.count.value(ctx), len(deck)))])
        self.body.run(inner)
        order = _bottom_order(inner)
        for card in order:
            deck.insert(0, card)

    def feasible(self, ctx: Ctx) -> bool:
        return True


def _bottom_order(ctx: Ctx) -> tuple:
    """The player puts the unplayed cards under the deck in an order of their choice."""
    orders = list(itertools.permutations(ctx.revealed))
    names = ctx.game.catalog.staff
    return ctx.game.ask(ctx.seat, "bottom-order", [(" then ".join(names[c].name for c in o) or "none", o) for o in orders]) if orders else ()


@dataclass(frozen=True)
class RemoveStaff:
    count: Count

    def run(self, ctx: Ctx) -> None:
        for _ in range(self.count.value(ctx)):
            cards = self._cards(ctx)
            if not cards:
                return
            card = ctx.game.ask(ctx.seat, "remove-staff", [(ctx.game.catalog.staff[c].name, c) for c in cards])
            ctx.player.played.remove(card)

    def _cards(self, ctx: Ctx) -> list[int]:
        return [c for c in ctx.player.played if ctx.game.catalog.staff[c].timing == "final"]

    def feasible(self, ctx: Ctx) -> bool:
        return len(self._cards(ctx)) >= self.count.value(ctx)


@dataclass(frozen=True)
class CopyFinal:
    """Score opponents' final-scoring staff as if they were yours: up to `count` different cards."""

    count: Count

    def run(self, ctx: Ctx) -> None:
        copied: list[int] = []
        for _ in range(self.count.value(ctx)):
            options = [(name, card) for name, card in self._options(ctx) if card not in copied]
            if not options:
                return
            card = ctx.game.ask(ctx.seat, "copy-staff", options + ([STOP] if self.count.up_to else []))
            if card is None:
                return
            copied.append(card)
            ctx.game.catalog.staff[card].scoring.run(Ctx(ctx.game, ctx.seat, ctx.ref))

    def _options(self, ctx: Ctx) -> list:
        staff = ctx.game.catalog.staff
        return [(staff[c].name, c) for p in ctx.game.state.players if p.seat != ctx.seat for c in p.played
                if staff[c].timing == "final" and staff[c].scoring is not None and staff[c].ref != ctx.ref]

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class SkipPenalty:
    def run(self, ctx: Ctx) -> None:
        ctx.payload["skip"] = True

    def feasible(self, ctx: Ctx) -> bool:
        return True


# The handlers that share an action's strength or run another space live beside these.
from compiler.handlers_actions import Acquire, Divide, Imitate, Perform, shares  # noqa: E402,F401
