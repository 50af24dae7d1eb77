"""Scoring: the Emperor's visits after rounds 3, 5 and 7, final scoring, and the final ranking."""
from __future__ import annotations

from engine import ballrooms, entrances, rules
from engine.effects import run_effect
from engine.runtime import Game
from engine.state import Player, key_space


def emperor_scoring(game: Game, index: int) -> None:
    track, tile = game.catalog.track, game.catalog.emperor_tiles[game.state.emperor_tiles[index]]
    for player in game.state.players:
        rules.add_vp(game, player.seat, track.vp[player.emperor], "Emperor track")
        rules.retreat_emperor(game, player.seat, track.retreat[index])
        if game.logging:  # the record is built only for a log
            game.log({"type": "emperor-scoring", "seat": player.seat, "position": player.emperor, "tile": tile.ident})
        if player.emperor >= track.reward_from:
            run_effect(game, player.seat, tile.reward, tile.ref)
            game.emit(player.seat, "emperor-reward")
        elif player.emperor == track.penalty_at:
            _penalty(game, player.seat, tile)


def _penalty(game: Game, seat: int, tile) -> None:
    answer = game.emit(seat, "emperor-penalty", {"skip": False})  # a card may answer by skipping it
    if not answer["skip"]:
        run_effect(game, seat, tile.penalty, tile.ref)


def final_scoring(game: Game) -> None:
    constants = game.catalog.constants
    for player in game.state.players:
        for card in list(player.played):
            staff = game.catalog.staff[card]
            if staff.timing == "final" and staff.scoring is not None:
                run_effect(game, player.seat, staff.scoring, staff.ref)
        rooms_vp = sum(constants.final_room_vp[key_space(k)[0] - 1] for k, v in player.rooms.items() if v == "occupied")
        rules.add_vp(game, player.seat, rooms_vp, "final: rooms")
        rules.add_vp(game, player.seat, player.money + dishes_and_drinks(player), "final: krones and items")
        rules.add_vp(game, player.seat, sum(_cafe_vp(game, slot.guest) for slot in player.cafe), "final: café guests")
        entrances.final_scoring(game, player.seat)
        ballrooms.final_scoring(game, player.seat)


def _cafe_vp(game: Game, guest: int) -> int:
    own = game.catalog.guests[guest].cafe_vp
    return game.catalog.constants.final_cafe_vp if own is None else own


def dishes_and_drinks(player: Player) -> int:
    return sum(v for k, v in player.kitchen.items() if k in rules.DISHES + rules.DRINKS)


def ranking(game: Game) -> list[int]:
    """Seats from first to last: most VP, then most kitchen dishes and drinks plus money."""
    return sorted(range(len(game.state.players)), key=lambda seat: _rank_key(game, seat))


def _rank_key(game: Game, seat: int) -> tuple[int, int]:
    """Most VP, then most dishes, drinks and champagne in the kitchen plus money [003; 000 p.7]."""
    player = game.state.players[seat]
    return (-player.vp, -(dishes_and_drinks(player) + player.kitchen.get("champagne", 0) + player.money))


def places(game: Game) -> list[tuple[int, int]]:
    """(place, seat) from first to last; players equal on VP and on the tiebreak share a place,
    since the rules give no further tiebreak (seed 003)."""
    order, result = ranking(game), []
    for index, seat in enumerate(order):
        same = index and _rank_key(game, seat) == _rank_key(game, order[index - 1])
        result.append((result[-1][0] if same else index + 1, seat))
    return result
