"""Hotel entrances (the `hotel-entrance` kind): present only when the catalog holds entrances.

Seed 000 p.10-11: as many entrances as players are laid out, each with what its `setup` lays beside it;
they are auctioned one at a time (the opener picks one and bids 0 or more; clockwise each raises or
passes; the last bidder pays and takes it; winners sit out; the last player takes the last one free).
Each entrance's `obtained` block runs once setup is done, after the starting guests and rooms, which is
when every entrance's text places its extras; from then on its triggers, modifiers and ability act.
"""
from __future__ import annotations

from engine import rules
from engine.effects import run_effect
from engine.runtime import Game


def lay_out(game: Game) -> None:
    from engine.ballrooms import enough

    catalog, state = game.catalog, game.state
    if not catalog.entrances and not any(line.startswith("hotel-entrance ") for line in catalog.left_out):
        return
    enough(game, "hotel-entrance", len(catalog.entrances), len(state.players))
    pool = sorted(catalog.entrances)
    game.rng.shuffle(pool)
    state.entrances = sorted(pool[: len(state.players)])
    for ident in state.entrances:
        run_effect(game, 0, catalog.entrances[ident].setup, catalog.entrances[ident].ref)
    game.log({"type": "entrances", "laid-out": list(state.entrances)})


def auction(game: Game) -> None:
    """Auctions until one entrance is left, which the last player without one takes for free."""
    state, opener = game.state, None
    while len(state.entrances) > 1:
        opener = _opener(game, opener)
        _one_auction(game, opener)
    last = next((p.seat for p in state.players if p.entrance is None), None)
    if state.entrances and last is not None:
        _award(game, last, state.entrances[0], 0)


def _opener(game: Game, last: int | None) -> int:
    """The start player opens until they win an entrance; then, by assumption auction-next-opener, the first
    player clockwise with no entrance yet, counted from the start player or from the last auction's opener."""
    players = game.state.players
    if players[0].entrance is None or last is None or game.answer("auction-next-opener") == "clockwise-from-start-player":
        return next(p.seat for p in players if p.entrance is None)
    return next(s for s in ((last + k) % len(players) for k in range(1, len(players) + 1)) if players[s].entrance is None)


def _one_auction(game: Game, opener: int) -> None:
    state, count = game.state, len(game.state.players)
    names = {i: game.catalog.entrances[i].name for i in state.entrances}
    chosen = game.ask(opener, "entrance", [(f"auction {names[i]}", i) for i in state.entrances], "which entrance to auction?")
    order = [s for s in ((opener + k) % count for k in range(count)) if state.players[s].entrance is None]
    bidding, bid, leader, turn = list(order), _bid(game, opener, -1, opening=True), opener, 1
    while len(bidding) > 1:
        seat = order[turn % len(order)]
        turn += 1
        if seat not in bidding or seat == leader:
            continue
        raised = _bid(game, seat, bid)
        if raised is None:
            bidding.remove(seat)  # out of this auction
        else:
            bid, leader = raised, seat
    _award(game, leader, chosen, bid)


def _bid(game: Game, seat: int, current: int, opening: bool = False):
    money = game.state.players[seat].money
    options = [] if opening else [("pass", None)]
    options += [(f"bid {amount}", amount) for amount in range(current + 1, money + 1)]
    return game.ask(seat, "bid", options, "open the bidding" if opening else f"raise over {current}?")


def _award(game: Game, seat: int, ident: str, price: int) -> None:
    state = game.state
    rules.pay_money(game, seat, price)
    state.entrances.remove(ident)
    state.players[seat].entrance = ident
    game.log({"type": "entrance", "seat": seat, "entrance": ident, "price": price})


def obtain(game: Game) -> None:
    """Each owner's gains, in seat order; then the entrance acts for its owner."""
    for player in game.state.players:
        if player.entrance is not None:
            entrance = game.catalog.entrances[player.entrance]
            run_effect(game, player.seat, entrance.obtained, entrance.ref)
            player.entrance_ready = True


def final_scoring(game: Game, seat: int) -> None:
    player = game.state.players[seat]
    if player.entrance is not None:
        entrance = game.catalog.entrances[player.entrance]
        run_effect(game, seat, entrance.scoring, entrance.ref)
