"""A greedy agent: scores each option of a decision with a small rule of thumb and takes the best.

It checks guests in and claims objectives as soon as it can, takes guests it can serve, picks the die
whose action feeds its café or fills its rooms, climbs the Emperor track before a scoring round, and
declines nothing that is free. Ties go to a seeded coin.
"""
from __future__ import annotations

import random
from typing import Callable

from engine import rules
from engine.runtime import Decision, Game

ADDITIONAL_ORDER = ("check-in", "claim", "ability", "serve")


class GreedyAgent:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        score = SCORERS.get(decision.kind, _first)
        scores = [score(game, decision, i) for i in range(len(decision.labels))]
        best = max(scores)
        return self.rng.choice([i for i, s in enumerate(scores) if s == best])


def _first(game: Game, decision: Decision, index: int) -> float:
    return -index


def _additional(game: Game, decision: Decision, index: int) -> float:
    action = decision.values[index]
    if action is None:
        return 6  # "done" beats an unhelpful serve
    rank = ADDITIONAL_ORDER.index(action.kind)
    return 10 - rank - (5 if action.kind == "serve" and not _serving_completes(game, decision.seat) else 0)


def _serving_completes(game: Game, seat: int) -> bool:
    player = game.state.players[seat]
    for slot in player.cafe:
        missing = rules.needs(game, slot)
        if missing and sum(missing.values()) <= 3 and all(player.kitchen.get(i, 0) >= n for i, n in missing.items()):
            return True
    return False


def _guest(game: Game, decision: Decision, index: int) -> float:
    value = decision.values[index] if decision.values else None
    player = game.state.players[decision.seat]
    open_orders = sum(1 for slot in player.cafe if rules.needs(game, slot))
    if value is None:
        return 0.5 if open_orders >= 2 else 0
    guest = game.catalog.guests[game.state.queue[value[0]]]
    late = max(0, game.state.round - 5) * 2  # a guest left in the café at the end costs VP
    return 3 + guest.vp / 3 - guest.order_size / 2 - value[1] - open_orders - late


def _die(game: Game, decision: Decision, index: int) -> float:
    choice, seat = decision.values[index], decision.seat
    if not hasattr(choice, "face"):
        return 1.5  # the key action: a small but sure gain
    face = choice.face
    player, state = game.state.players[seat], game.state
    strength = state.spaces[face - 1]
    wanted = _wanted_items(game, seat)
    if face == 1:
        return strength * (wanted["dish"] > 0) * 1.2
    if face == 2:
        return strength * (wanted["drink"] > 0) * 1.2
    if face == 3:
        return min(strength, 2) * (1.5 if len(rules.vacant_rooms(game, seat)) < 2 else 0.4)
    if face == 4:
        soon = state.round in (2, 3, 4, 5, 6, 7)
        return strength * (1.1 if soon and player.emperor < 8 else 0.6)
    if face == 5:
        return 2.5 if rules.staff_options(game, seat, player.hand, discount=strength) else -1
    return strength * 0.5


def _wanted_items(game: Game, seat: int) -> dict:
    player, wanted = game.state.players[seat], {"dish": 0, "drink": 0}
    for slot in player.cafe:
        for item, n in rules.needs(game, slot).items():
            short = max(0, n - player.kitchen.get(item, 0))
            wanted["dish" if item in rules.DISHES else "drink"] += short
    return wanted


def _split(game: Game, decision: Decision, index: int) -> float:
    share, player = decision.values[index], game.state.players[decision.seat]
    if "emperor" in share:
        krones, steps = share.get("krone", 0), share["emperor"]
        target = 6 if game.state.round in (2, 3, 4, 5, 6, 7) else 3
        return -abs(player.emperor + steps - target) - max(0, 4 - player.money - krones)
    return -index


def _room(game: Game, decision: Decision, index: int) -> float:
    value = decision.values[index]
    return -0.5 if value is None else -value[1]


def _staff(game: Game, decision: Decision, index: int) -> float:
    value = decision.values[index]
    if value is None:
        return 0
    card, cost = value
    return game.catalog.staff[card].cost - cost + 1


def _yes(game: Game, decision: Decision, index: int) -> float:
    return 1 if decision.values[index] is True else 0


def _no(game: Game, decision: Decision, index: int) -> float:
    return 1 if decision.values[index] is False else 0


def _onto_guest(game: Game, decision: Decision, index: int) -> float:
    return 0 if decision.values[index] is None else 1  # None: the kitchen


def _initial_guest(game: Game, decision: Decision, index: int) -> float:
    guest = game.catalog.guests[game.state.queue[decision.values[index][0]]]
    return guest.vp / 3 - guest.order_size


def _take_turn(game: Game, decision: Decision, index: int) -> float:
    return 1 if decision.values[index] is True else 0


SCORERS: dict[str, Callable] = {
    "turn": _take_turn, "additional": _additional, "guest": _guest, "die": _die, "split": _split,
    "prepare-room": _room, "play-staff": _staff, "may": _yes, "before-or-after": _yes, "boost": _no,
    "place-item": _onto_guest, "initial-guest": _initial_guest, "take-guest": _guest,
}
