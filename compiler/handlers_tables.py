"""Effect handlers for the expansion's scoring by table and rank, its set-aside components and a few
of its actions (exchange, move-die). Split from compiler/handlers.py by theme."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

from compiler import vocabulary as vocab
from engine import rules
from engine.errors import EffectFailed
from engine.runtime import Ctx


def _for_seat(ctx: Ctx, seat: int) -> Ctx:
    return Ctx(ctx.game, seat, ctx.ref, ctx.payload)


# ---- scoring --------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ScoreTable:
    """The VP at the position a count gives; the last entry means that count or more."""

    count: Callable
    table: tuple

    def run(self, ctx: Ctx) -> None:
        vp = self.table[min(self.count(ctx), len(self.table) - 1)]
        if vp:
            rules.add_vp(ctx.game, ctx.seat, vp, ctx.ref or "other")

    def feasible(self, ctx: Ctx) -> bool:
        return True


def shared_ladder(values: dict[int, int], ladder: tuple, at_least: int = 0) -> dict[int, int]:
    """VP by seat for a ranking by value: tied players share their ranks and the ranks they skip (the
    ladder's entries added and divided among them, rounded down); only values >= at_least take a rank."""
    ranked = sorted((v, s) for s, v in values.items() if v >= at_least)[::-1]
    result, place = {s: 0 for s in values}, 0
    while ranked:
        tied = [s for v, s in ranked if v == ranked[0][0]]
        pool = sum(ladder[place:place + len(tied)])
        for seat in tied:
            result[seat] = pool // len(tied)
        place, ranked = place + len(tied), ranked[len(tied):]
    return result


@dataclass(frozen=True)
class ScoreRank:
    """Ranked with every player by a count, this player scores the VP of their rank (ties share and skip ranks)."""

    count: Callable
    ladder: tuple
    at_least: int = 0

    def run(self, ctx: Ctx) -> None:
        """This player's share: the count is read for every player, the VP go to the one running the line
        (a board scored for every player runs it once for each)."""
        seats = range(len(ctx.game.state.players))
        vp = shared_ladder({s: self.count(_for_seat(ctx, s)) for s in seats}, self.ladder, self.at_least)[ctx.seat]
        if vp:
            rules.add_vp(ctx.game, ctx.seat, vp, ctx.ref or "other")

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class ScoreMost:
    """The VP only for a player who alone has the most of a count; a tie for the most scores nothing."""

    count: Callable
    vp: int

    def run(self, ctx: Ctx) -> None:
        mine = self.count(ctx)
        others = [self.count(_for_seat(ctx, s)) for s in range(len(ctx.game.state.players)) if s != ctx.seat]
        if all(mine > other for other in others):
            rules.add_vp(ctx.game, ctx.seat, self.vp, ctx.ref or "other")

    def feasible(self, ctx: Ctx) -> bool:
        return True


# ---- components laid beside another -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SetAside:
    """Random components not in play laid beside this one (that many of each group with `each_group`)."""

    amount: int
    what: str  # objective, emperor-tile or token
    each_group: bool

    def run(self, ctx: Ctx) -> None:
        state = ctx.game.state
        aside = state.aside.setdefault(str(ctx.ref.ident), {})
        aside[self.what] = aside.get(self.what, []) + self._draw(ctx)

    def _draw(self, ctx: Ctx) -> list:
        if self.what == "token":
            return list(range(self.amount))
        pool = self._not_in_play(ctx)
        groups = sorted({group for _, group in pool}) if self.each_group else [None]
        drawn = []
        for group in groups:
            candidates = sorted(ident for ident, g in pool if group in (None, g))
            ctx.game.rng.shuffle(candidates)
            drawn += candidates[: self.amount]
        return drawn

    def _not_in_play(self, ctx: Ctx) -> list[tuple[str, str]]:
        catalog, state = ctx.game.catalog, ctx.game.state
        taken = {i for kinds in state.aside.values() for i in kinds.get(self.what, [])}
        if self.what == "objective":
            return [(str(i), o.group) for i, o in catalog.objectives.items() if str(i) not in state.objectives and str(i) not in taken]
        return [(i, t.group) for i, t in catalog.emperor_tiles.items() if i not in state.emperor_tiles and i not in taken]

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class MakePersonal:
    """The objectives beside this component become its owner's personal objectives."""

    def run(self, ctx: Ctx) -> None:
        ctx.player.personal += ctx.game.state.aside.get(str(ctx.ref.ident), {}).get("objective", [])

    def feasible(self, ctx: Ctx) -> bool:
        return True


# ---- actions --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Exchange:
    """Trade kitchen items for as many items of other kinds (of the same choice) from the supply."""

    amount: int
    up_to: bool
    what: str

    def run(self, ctx: Ctx) -> None:
        kinds = vocab.ITEM_CHOICES.get(self.what, (self.what,))
        have = sum(ctx.player.kitchen.get(k, 0) for k in kinds)
        most = min(self.amount, have) if self.up_to else self.amount
        if most > have:
            raise EffectFailed(f"{ctx.card}: needs {most} {self.what} in the kitchen")
        n = ctx.game.ask(ctx.seat, "how-many", [(str(k), k) for k in range(most, -1, -1)], f"{ctx.card}: how many?") if self.up_to else most
        given = self._give(ctx, kinds, n)
        self._take(ctx, [k for k in kinds if k not in given], n)

    def _give(self, ctx: Ctx, kinds: tuple, n: int) -> set:
        given = set()
        for _ in range(n):
            options = [(k, k) for k in kinds if ctx.player.kitchen.get(k, 0)]
            item = ctx.game.ask(ctx.seat, "item", options, f"{ctx.card}: which item to give back?")
            rules.take_from_kitchen(ctx.game, ctx.seat, item, 1)
            given.add(item)
        return given

    def _take(self, ctx: Ctx, kinds: list, n: int) -> None:
        if not n or not kinds:
            return
        picked = Counter(ctx.game.ask(ctx.seat, "item", [(k, k) for k in kinds], f"{ctx.card}: which item?") for _ in range(n))
        rules.gain_items(ctx.game, ctx.seat, picked)

    def feasible(self, ctx: Ctx) -> bool:
        kinds = vocab.ITEM_CHOICES.get(self.what, (self.what,))
        return self.up_to or sum(ctx.player.kitchen.get(k, 0) for k in kinds) >= self.amount


@dataclass(frozen=True)
class MoveDie:
    """Move 1 die from a neighbouring action space (1 and 6 are not neighbours) onto the one about to be used."""

    def run(self, ctx: Ctx) -> None:
        options = self._options(ctx)
        if not options:
            return
        choice = ctx.game.ask(ctx.seat, "move-die", options, f"{ctx.card}: move which die?")
        target, state = ctx.payload["space"], ctx.game.state
        state.spaces[choice.face - 1] -= 1
        state.spaces[target - 1] += 1
        if choice.color:
            state.colored[choice.color] = target
        ctx.game.log({"type": "die-moved", "seat": ctx.seat, "from": choice.face, "to": target, "color": choice.color})

    def _options(self, ctx: Ctx) -> list:
        from engine import lounge

        target = ctx.payload.get("space")
        if not isinstance(target, int):
            return []
        faces = [f for f in (target - 1, target + 1) if 1 <= f <= 6 and ctx.game.state.spaces[f - 1]]
        return [(f"the {c.color + ' ' if c.color else ''}die from space {c.face}", c) for f in faces for c in lounge.choices(ctx.game, f)]

    def feasible(self, ctx: Ctx) -> bool:
        return bool(self._options(ctx))


# ---- dancers --------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Send:
    """Send dancers from the rehearsal room to ballroom rows, paying each row's champagne less a discount."""

    count: object  # a handlers.Count
    free: bool = False
    discounts: tuple = (0,)
    per_opponent: int = 0  # a discount per other player
    own_space: bool = False  # onto the space the card's guest has just taken (its cost and bonus already had)

    def run(self, ctx: Ctx) -> None:
        from compiler.handlers import STOP
        from engine import ballrooms

        if self.own_space:
            return self._join(ctx)
        for index in range(self.count.value(ctx)):
            options = ballrooms.destinations(ctx.game, ctx.seat, self._discount(ctx, index), self.free)
            if not options:
                return
            choice = ctx.game.ask(ctx.seat, "send-dancer", options + ([STOP] if self.count.up_to else []), f"{ctx.card}: send a dancer where?")
            if choice is None:
                return
            ballrooms.send(ctx.game, ctx.seat, choice)

    def _join(self, ctx: Ctx) -> None:
        from engine import ballrooms

        for _ in range(self.count.value(ctx) if self.feasible(ctx) else 0):
            if sum(ctx.player.sections):
                ballrooms.join(ctx.game, ctx.seat, *ctx.payload["space"])

    def _discount(self, ctx: Ctx, index: int) -> int:
        opponents = len(ctx.game.state.players) - 1
        return self.discounts[min(index, len(self.discounts) - 1)] + self.per_opponent * opponents

    def feasible(self, ctx: Ctx) -> bool:
        from engine import ballrooms

        if self.own_space:  # only right after the card's guest went to a ballroom, with a dancer left to send
            return "space" in ctx.payload and bool(sum(ctx.player.sections))
        return bool(ballrooms.destinations(ctx.game, ctx.seat, self._discount(ctx, 0), self.free))


@dataclass(frozen=True)
class RemoveDancers:
    """An Emperor penalty: this many of your dancers back to the box from the middle or rightmost ballroom."""

    count: object
    place: str

    def run(self, ctx: Ctx) -> None:
        from engine import ballrooms

        ctx.player.dancers_boxed += ballrooms.remove_dancers(ctx.game, ctx.seat, self.place, self.count.value(ctx))

    def feasible(self, ctx: Ctx) -> bool:
        from engine import ballrooms

        where = ctx.game.state.ballrooms[{"middle-ballroom": 1, "rightmost-ballroom": -1}[self.place]] if ctx.game.state.ballrooms else None
        return where is not None and ballrooms.dancers_of(ctx.game, ctx.seat, where) >= self.count.value(ctx)


# ---- tokens and tiles kept beside an entrance -----------------------------------------------------------------------


def _owner_aside(ctx: Ctx, kind: str) -> list:
    return ctx.game.state.aside.setdefault(str(ctx.ref.ident), {}).setdefault(kind, [])


@dataclass(frozen=True)
class UseToken:
    """Pick one of your remaining bonus tokens, take the bonus on its top or bottom half, remove the token."""

    half: str

    def run(self, ctx: Ctx) -> None:
        left = _owner_aside(ctx, "token")
        if not left:
            return
        tokens = ctx.game.catalog.entrances[ctx.ref.ident].tokens
        token = ctx.game.ask(ctx.seat, "token", [(f"token {t + 1}", t) for t in left], f"{ctx.card}: which token?")
        left.remove(token)
        bonus = tokens[token][0 if self.half == "top" else 1]
        if bonus is not None:
            bonus.run(ctx)

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class TileReward:
    """Move back on the Emperor track by the steps tied to a kept tile's group, take that tile's reward,
    then remove the tile from the game (`retreat`: steps for groups A, B and C in turn)."""

    retreat: tuple

    def run(self, ctx: Ctx) -> None:
        options = self._options(ctx)
        if not options:
            return
        tile, steps = ctx.game.ask(ctx.seat, "tile", options, f"{ctx.card}: which tile's reward?")
        rules.retreat_emperor(ctx.game, ctx.seat, steps)
        _owner_aside(ctx, "emperor-tile").remove(tile)
        ctx.game.catalog.emperor_tiles[tile].reward.run(Ctx(ctx.game, ctx.seat, ctx.ref, ctx.payload))

    def _options(self, ctx: Ctx) -> list:
        tiles, found = ctx.game.catalog.emperor_tiles, []
        for tile in _owner_aside(ctx, "emperor-tile"):
            for steps in self._steps(ctx, "ABC".index(tiles[tile].group)):
                if ctx.player.emperor >= steps:
                    found.append((f"{tiles[tile].name} ({tiles[tile].group}) for {steps} steps back", (tile, steps)))
        return found

    def _steps(self, ctx: Ctx, group: int) -> tuple:
        """The steps back that take a tile of this group, as assumption grand-wray-steps reads the listed steps: in the
        order A, B, C (a1-b2-c3), in the reverse order (a3-b2-c1), or any of them for any tile (any-steps-any-tile)."""
        answer = ctx.game.answer("grand-wray-steps")
        if answer == "any-steps-any-tile":
            return tuple(sorted(set(self.retreat)))
        return ((self.retreat[::-1] if answer == "a3-b2-c1" else self.retreat)[group],)

    def feasible(self, ctx: Ctx) -> bool:
        return bool(self._options(ctx))


@dataclass(frozen=True)
class EachOpponent:
    """Every other player, clockwise from the one acting, carries out the block for themselves (their own choices)."""

    body: object

    def run(self, ctx: Ctx) -> None:
        count = len(ctx.game.state.players)
        for step in range(1, count):
            self.body.run(Ctx(ctx.game, (ctx.seat + step) % count, ctx.ref, ctx.payload))

    def feasible(self, ctx: Ctx) -> bool:
        return True


@dataclass(frozen=True)
class ScoreBallroomNow:
    """The ballroom due to be scored next (after the next Emperor scoring) is scored now, for every player; it is
    still scored as usual later. Past the last ballroom scoring none is due, and nothing happens."""

    def run(self, ctx: Ctx) -> None:
        from engine import ballrooms

        due = ballrooms.due(ctx.game)
        if due is not None:
            ballrooms.score_now(ctx.game, due)

    def feasible(self, ctx: Ctx) -> bool:
        return True
