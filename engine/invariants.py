"""Game invariants, checked after every step in tests and fuzzing. Each returns a list of problems."""
from __future__ import annotations

from engine.runtime import Game


def problems(game: Game) -> list[str]:
    found = []
    for check in CHECKS:
        found.extend(check(game))
    return found


def _money(game: Game) -> list[str]:
    cap = game.catalog.constants.money_cap
    return [f"seat {p.seat} has {p.money} krones" for p in game.state.players if not 0 <= p.money <= cap]


def _items(game: Game) -> list[str]:
    bad = []
    for p in game.state.players:
        stores = [p.kitchen] + [slot.served for slot in p.cafe]
        bad += [f"seat {p.seat} has {n} {item}" for store in stores for item, n in store.items() if n < 0]
    return bad


def _emperor(game: Game) -> list[str]:
    top = game.catalog.track.top
    return [f"seat {p.seat} is on Emperor space {p.emperor}" for p in game.state.players if not 0 <= p.emperor <= top]


def _cafe(game: Game) -> list[str]:
    return [f"seat {p.seat} has {len(p.cafe)} café guests" for p in game.state.players
            if len(p.cafe) > game.modified(p.seat, "cafe-tables", game.catalog.constants.cafe_tables)]


def _dice(game: Game) -> list[str]:
    state = game.state
    if state.phase != "round":
        return []
    taken = sum(p.covered for p in state.players)
    if sum(state.spaces) + taken + state.dustbin != state.dice_total:
        return [f"dice: {sum(state.spaces)} on spaces + {taken} taken + {state.dustbin} discarded != {state.dice_total}"]
    return []


def _turn_order(game: Game) -> list[str]:
    return [f"seat {p.seat} covered {p.covered} of {len(p.tiles)} numbers" for p in game.state.players if p.covered > len(p.tiles)]


def _vp(game: Game) -> list[str]:
    return [f"seat {p.seat} has {p.vp} VP but scored {p.vp_events}" for p in game.state.players if p.vp != p.vp_events]


def _served(game: Game) -> list[str]:
    bad = []
    for p in game.state.players:
        for slot in p.cafe:
            order = game.catalog.guests[slot.guest].order
            bad += [f"seat {p.seat}: {item} over-served" for item, n in slot.served.items() if n > order.get(item, 0)]
    return bad


CHECKS = (_money, _items, _emperor, _cafe, _dice, _turn_order, _vp, _served)
