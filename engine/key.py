"""An action taken instead of a die (the catalog's `key` action space, with the rules field `compensation`):
present only when the catalog has such a space.

Seed 000 p.12-13: on a turn of a round in which you have not passed, while the key lies on the board, you
may take it instead of a die; it covers your lowest visible number; the players after you clockwise get
the compensation in turn; then its action runs at strength 1 (no boost, no take-die triggers). At the
round's end its holder starts the next round's turn order, and the key goes back.
"""
from __future__ import annotations

from engine import rules
from engine.runtime import Ctx, Game

KEY = "key"  # the die choice that means the key


def available(game: Game, seat: int) -> bool:
    player = game.state.players[seat]
    return game.catalog.key is not None and game.state.key_holder is None and not player.passed_this_round


def option(game: Game, seat: int) -> list:
    return [(f"take the {game.catalog.key.name.lower()} instead of a die", KEY)] if available(game, seat) else []


def take(game: Game, seat: int) -> None:
    state, player = game.state, game.state.players[seat]
    game.begin_action()
    state.key_holder = seat
    player.covered += 1
    player.faces.append(KEY)
    if game.logging:  # the record is built only for a log
        game.log({"type": "key", "seat": seat})
    _compensate(game, seat)
    gain, action = _parts(game.catalog.key.effect)
    second = player.covered == 2
    if second and game.answer("corogari-master-key-timing") == "before-key-gain":
        game.emit(seat, "second-die-taken", {"face": None})
    _run(game, seat, gain)
    if second and game.answer("corogari-master-key-timing") == "before-key-action":
        game.emit(seat, "second-die-taken", {"face": None})
    _run(game, seat, action)


def _parts(effect) -> tuple:
    """The key's block: what it gives first, then its action (the block's last statement) [000 p.12]."""
    parts = tuple(getattr(effect, "parts", (effect,)))
    return parts[:-1], parts[-1:]


def _run(game: Game, seat: int, parts: tuple) -> None:
    space = game.catalog.key
    for part in parts:
        part.run(Ctx(game, seat, space.ref, {"strength": 1}))


def _compensate(game: Game, seat: int) -> None:
    """The players after the taker, clockwise, receive the compensation amounts in turn."""
    count = len(game.state.players)
    for step, amount in enumerate(game.catalog.constants.get("compensation", ()), start=1):
        if step < count and amount:
            rules.gain_money(game, (seat + step) % count, amount)


def next_start(game: Game) -> int | None:
    """Who holds the first turn next round: the key's holder, if the key was taken (then it goes back)."""
    holder, game.state.key_holder = game.state.key_holder, None
    return holder
