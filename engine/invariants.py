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
    taken = sum(1 for p in state.players for face in p.faces if face != "key")  # the key covers a number, but is no die
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


def _colored_dice(game: Game) -> list[str]:
    """Every coloured die on the board lies on a space that holds at least that many dice."""
    state = game.state
    on = [face for face in state.colored.values() if face is not None]
    return [f"{on.count(f)} coloured dice on space {f}, which holds {state.spaces[f - 1]}" for f in set(on) if on.count(f) > state.spaces[f - 1]]


def _celebrities(game: Game) -> list[str]:
    """Each celebrity is in one place at most: the lounge, a player, the pile or the discards."""
    state = game.state
    places = [c for c in state.lounge if c] + [c for p in state.players for c in p.celebrities] + state.celebrity_deck + state.celebrity_discard
    return [f"celebrity {c} is in {places.count(c)} places" for c in set(places) if places.count(c) > 1]


def _entrances(game: Game) -> list[str]:
    owned = [p.entrance for p in game.state.players if p.entrance]
    return [f"entrance {e} is owned {owned.count(e)} times" for e in set(owned) if owned.count(e) > 1 or e in game.state.entrances]


CHECKS = (_money, _items, _emperor, _cafe, _dice, _turn_order, _vp, _served, _colored_dice, _celebrities, _entrances)
