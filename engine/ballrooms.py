"""Ballrooms, rehearsal rooms and dancers (the `ballroom`, `rehearsal-room` and `balcony` kinds): present
only when the catalog holds ballrooms.

Seed 000 p.4-7, p.16-17: three ballrooms side by side, scored in turn after the Emperor's visits; each
player picks a rehearsal room holding their dancers. Sending a dancer: pick a row with an empty space you
can pay the champagne for (the rightmost ballroom's top row continues onto the balcony), the dancer goes
to the row's leftmost empty space, a top or middle row pays its bonus, and emptying a section of the
rehearsal room pays that section's bonus. A completed guest may be sent to a ballroom instead of a room.
"""
from __future__ import annotations

from engine import rules
from engine.effects import run_effect
from engine.errors import NotPlayable
from engine.runtime import Ctx, Game

ROWS = ("top", "middle", "bottom")
BONUS_ROWS = ("top", "middle")  # the bottom row pays nothing [000 p.5]


# ---- setup ------------------------------------------------------------------------------------------------------


def enough(game: Game, kind: str, have: int, wanted: int, also: tuple[str, ...] = ()) -> None:
    """A game draws `wanted` components of a kind from those that can be played; fewer cannot make a game."""
    if have < wanted:
        missing = [line for line in game.catalog.left_out if line.startswith(kind + " ")] + list(also)
        raise NotPlayable(f"a game needs {wanted} {kind} components and only {have} can be played; left out: " + "; ".join(missing))


def set_up(game: Game) -> None:
    catalog, state = game.catalog, game.state
    if not catalog.ballrooms and not any(line.startswith("ballroom ") for line in catalog.left_out):
        return
    wanted = catalog.constants.get("ballrooms-in-play", (3,))[0]
    order = sorted(_playable(game))
    enough(game, "ballroom", len(order), wanted, _sides_missing(game))
    game.rng.shuffle(order)
    state.ballrooms = order[:wanted]
    state.dancers = {b: {row: [] for row in side(game, b).rows} for b in state.ballrooms}
    game.log({"type": "ballrooms", "order": list(state.ballrooms)})


def _playable(game: Game) -> list[str]:
    """The ballrooms whose side for this player count is known: with 2 players, those the owner's values give a
    2-player side (lets-waltz.md §13 #3)."""
    ballrooms, two = game.catalog.ballrooms, len(game.state.players) == 2
    return [b for b in ballrooms if not two or ballrooms[b].two_player is not None]


def _sides_missing(game: Game) -> tuple[str, ...]:
    """Why ballrooms cannot be played on their 2-player side, for the refusal (none with 3 or 4 players)."""
    if len(game.state.players) != 2:
        return ()
    return tuple(f"ballroom {b.name} (2-player side): {b.two_player_missing}" for b in game.catalog.ballrooms.values() if b.two_player is None)


def side(game: Game, ballroom: str):
    """The ballroom's side in play (engine.catalog.Side): its 2-player side in a 2-player game."""
    return game.catalog.ballrooms[ballroom].side(len(game.state.players))


def pick_rehearsal_rooms(game: Game) -> None:
    """As many boards as players; from the player right of the start player, counter-clockwise, each picks one."""
    catalog, state = game.catalog, game.state
    if not catalog.ballrooms:
        return
    enough(game, "rehearsal-room", len(catalog.rehearsal_rooms), len(state.players))
    boards = sorted(catalog.rehearsal_rooms)
    game.rng.shuffle(boards)
    state.rehearsal_rooms = sorted(boards[: len(state.players)])
    for seat in reversed(range(len(state.players))):
        names = catalog.rehearsal_rooms
        board = game.ask(seat, "rehearsal-room", [(names[b].name, b) for b in state.rehearsal_rooms], "pick a rehearsal room")
        state.rehearsal_rooms.remove(board)
        player = state.players[seat]
        player.rehearsal, player.sections = board, [s.dancers for s in names[board].sections]


# ---- where a dancer may go ------------------------------------------------------------------------------------------


def row_spaces(game: Game, ballroom: str, row: str) -> int:
    spec = side(game, ballroom).rows[row]
    return spec.spaces if len(game.state.players) == 4 else spec.spaces - spec.four_player


def _balcony(game: Game, ballroom: str, row: str) -> bool:
    """The rightmost ballroom's top row has room beyond its spaces: the balcony."""
    return game.catalog.balcony_cost is not None and row == "top" and ballroom == game.state.ballrooms[-1]


def taken(game: Game, ballroom: str, row: str) -> int:
    """Spaces of a row with a dancer on them: a dancer sharing another's space (E. Doolittle's) takes none."""
    shared = game.state.shared_spaces.get(ballroom, {}).get(row, 0)
    return max(0, len(game.state.dancers[ballroom][row]) - shared)


def _full(game: Game, ballroom: str) -> bool:
    """Once every space of the leftmost or middle ballroom is taken, no dancer goes there [000 p.6]."""
    rows = game.state.dancers[ballroom]
    return ballroom != game.state.ballrooms[-1] and all(taken(game, ballroom, r) >= row_spaces(game, ballroom, r) for r in rows)


def cost(game: Game, ballroom: str, row: str) -> int:
    placed = taken(game, ballroom, row)
    if placed >= row_spaces(game, ballroom, row):
        return game.catalog.balcony_cost
    return side(game, ballroom).rows[row].cost(placed)


def destinations(game: Game, seat: int, discount: int = 0, free: bool = False) -> list:
    """Every row a dancer of this player can go to now, with the champagne it costs them."""
    player, found = game.state.players[seat], []
    if not sum(player.sections):
        return found
    for ballroom in game.state.ballrooms:
        for row in game.state.dancers[ballroom]:
            room = taken(game, ballroom, row) < row_spaces(game, ballroom, row) or _balcony(game, ballroom, row)
            price = 0 if free else max(0, cost(game, ballroom, row) - discount) if room else None
            if room and not _full(game, ballroom) and player.kitchen.get("champagne", 0) >= price:
                found.append((f"{game.catalog.ballrooms[ballroom].name}, {row} row, for {price} champagne", (ballroom, row, price)))
    return found


def guest_destinations(game: Game, seat: int, slot) -> list:
    """Rows a completed guest may be sent to instead of a room (the champagne paid first, from the kitchen)."""
    return complete_guest_destinations(game, seat, game.catalog.guests[slot.guest]) if rules.is_complete(game, seat, slot) else []


def complete_guest_destinations(game: Game, seat: int, guest) -> list:
    """The rows a guest whose order is complete may be sent to."""
    if not game.state.ballrooms or guest.destination not in ("ballroom", "room-or-ballroom"):
        return []
    return destinations(game, seat)


# ---- sending a dancer -------------------------------------------------------------------------------------------------


def send(game: Game, seat: int, destination: tuple, bonus_times: int | None = None) -> None:
    """Pay, place the dancer (leftmost empty space), then the row's bonus and an emptied section's bonus."""
    ballroom, row, price = destination
    if price:
        spend_champagne(game, seat, price)
    game.state.dancers[ballroom][row].append(seat)
    game.log({"type": "dancer", "seat": seat, "ballroom": ballroom, "row": row, "price": price})
    emptied = _leave_rehearsal(game, seat)
    if row in BONUS_ROWS:
        spec = game.catalog.ballrooms[ballroom]
        for _ in range(game.modified(seat, "row-bonus", 1) if bonus_times is None else bonus_times):
            run_effect(game, seat, side(game, ballroom).rows[row].bonus, spec.ref)
    _arrived(game, seat, ballroom, row, emptied)


def spend_champagne(game: Game, seat: int, amount: int) -> None:
    """Champagne from the kitchen spent during the action under way, which keeps the running total."""
    rules.take_from_kitchen(game, seat, "champagne", amount)
    before = game.action.get("champagne", 0)
    game.action["champagne"] = before + amount
    game.emit(seat, "champagne-spent", {"amount": amount, "action-spent": before + amount, "action-spent-before": before})


def join(game: Game, seat: int, ballroom: str, row: str) -> None:
    """A dancer onto the space a dancer of this player has just taken (`send ... own-space`, E. Doolittle [000 p.25]):
    that space's cost was paid and its row bonus gained once, for both; it takes no space of its own."""
    shared = game.state.shared_spaces.setdefault(ballroom, {})
    shared[row] = shared.get(row, 0) + 1
    game.state.dancers[ballroom][row].append(seat)
    game.log({"type": "dancer", "seat": seat, "ballroom": ballroom, "row": row, "price": 0, "shared": True})
    _arrived(game, seat, ballroom, row, _leave_rehearsal(game, seat))


def _arrived(game: Game, seat: int, ballroom: str, row: str, emptied: int | None) -> None:
    """After a dancer is placed: an emptied rehearsal section's bonus, then the event."""
    if emptied is not None:
        board = game.catalog.rehearsal_rooms[game.state.players[seat].rehearsal]
        run_effect(game, seat, board.sections[emptied].bonus, board.ref)
    game.emit(seat, "dancer-sent", {"ballroom": ballroom, "row": row})


def _leave_rehearsal(game: Game, seat: int) -> int | None:
    """The player takes a dancer from any section; returns the section's index if that emptied it."""
    player = game.state.players[seat]
    options = [(f"from section {i + 1} ({n} left)", i) for i, n in enumerate(player.sections) if n]
    section = game.ask(seat, "section", options, "which rehearsal section does the dancer leave?")
    player.sections[section] -= 1
    return section if not player.sections[section] else None


def remove_dancers(game: Game, seat: int, where: str, count: int) -> int:
    """An Emperor penalty: dancers of this player back to the box from a ballroom (by its place in the row)."""
    ballroom = game.state.ballrooms[{"middle-ballroom": 1, "rightmost-ballroom": -1}[where]]
    removed = 0
    for row in ROWS[::-1]:
        seats = game.state.dancers[ballroom].get(row, [])
        while seat in seats and removed < count:
            seats.remove(seat)
            removed += 1
            _unshare(game, ballroom, row)
    return removed


def _unshare(game: Game, ballroom: str, row: str) -> None:
    """A dancer leaving a row where dancers share spaces leaves from a shared space first: that space stays taken."""
    shared = game.state.shared_spaces.get(ballroom, {})
    if shared.get(row):
        shared[row] -= 1


def dancers_of(game: Game, seat: int, ballroom: str | None = None, row: str | None = None) -> int:
    ballrooms = [ballroom] if ballroom else game.state.ballrooms
    return sum(game.state.dancers[b][r].count(seat) for b in ballrooms for r in game.state.dancers.get(b, {}) if row in (None, r))


# ---- scoring ---------------------------------------------------------------------------------------------------------


def score(game: Game, index: int) -> None:
    """After the Emperor's visit of that round: the ballroom at that place is scored for every player."""
    if not game.state.ballrooms or index >= len(game.state.ballrooms):
        return
    score_now(game, game.state.ballrooms[index])


def due(game: Game) -> str | None:
    """The ballroom to be scored after the next Emperor scoring (this round's, if this round has one), if any."""
    rounds = game.catalog.track.scoring_rounds
    index = next((i for i, r in enumerate(rounds) if r >= game.state.round), None)
    return game.state.ballrooms[index] if index is not None and index < len(game.state.ballrooms) else None


def score_now(game: Game, ballroom: str) -> None:
    spec, scoring = game.catalog.ballrooms[ballroom], side(game, ballroom).scoring
    game.log({"type": "ballroom-scoring", "ballroom": ballroom})
    for player in game.state.players:
        scoring.run(Ctx(game, player.seat, spec.ref, {"ballroom": ballroom}))
    for player in game.state.players:
        game.emit(player.seat, "ballroom-scored", {"ballroom": ballroom})


def final_scoring(game: Game, seat: int) -> None:
    per = game.catalog.constants.get("kitchen-champagne-vp", (0,))[0]
    champagne = game.state.players[seat].kitchen.get("champagne", 0)
    if per and champagne:
        rules.add_vp(game, seat, per * champagne, "final: krones and items")
