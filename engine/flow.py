"""The game's flow: setup, rounds, turns (with additional actions and passing), Emperor and final scoring."""
from __future__ import annotations

from engine import actions, rules
from engine.effects import run_effect
from engine.runtime import Ctx, Game
from engine.state import GameState, Player, add_items, key_space

DONE = ("done", None)


# ---- setup -----------------------------------------------------------------------------------------------------


def new_state(seed: int, players: int) -> GameState:
    return GameState(seed=seed, players=[Player(seat=i) for i in range(players)])


def setup(game: Game) -> None:
    state, catalog, rng = game.state, game.catalog, game.rng
    constants, count = catalog.constants, len(state.players)
    state.dice_total = constants.dice[constants.players.index(count)]
    state.staff_deck = sorted(catalog.staff)
    state.guest_deck = sorted(catalog.guests)
    rng.shuffle(state.staff_deck)
    rng.shuffle(state.guest_deck)
    _choose_objectives_and_tiles(game)
    for player in state.players:
        player.money = constants.start_money
        add_items(player.kitchen, constants.start_kitchen)
    DEALS[state.deal](game)
    state.queue = [rules.draw_guest(game) for _ in range(constants.queue_size)]
    _initial_guests(game)
    _initial_rooms(game)
    game.log({"type": "setup", "objectives": list(state.objectives), "emperor_tiles": state.emperor_tiles})


def _deal_random(game: Game) -> None:
    for player in game.state.players:
        rules.draw_staff(game, player.seat, game.catalog.constants.hand_size)


def _deal_draft(game: Game) -> None:
    """Expert draft: deal a hand each; keep one card, pass the rest to the left; repeat until full."""
    count, size = len(game.state.players), game.catalog.constants.hand_size
    packets = [[game.state.staff_deck.pop() for _ in range(size)] for _ in range(count)]
    for _ in range(size):
        for seat, packet in enumerate(packets):
            names = game.catalog.staff
            card = game.ask(seat, "draft", [(names[c].name, c) for c in packet], "keep one card")
            packet.remove(card)
            game.state.players[seat].hand.append(card)
        packets = packets[-1:] + packets[:-1]  # each packet moves to the next seat clockwise (to the left)


DEALS = {"random": _deal_random, "draft": _deal_draft}


def _choose_objectives_and_tiles(game: Game) -> None:
    """One objective and one Emperor tile of each group A, B, C: the caller's choice, else at random."""
    catalog, state, rng = game.catalog, game.state, game.rng
    fixed = {str(x) for x in state.chosen}
    for group in ("A", "B", "C"):
        objectives = sorted(o.ident for o in catalog.objectives.values() if o.group == group)
        tiles = sorted(t.ident for t in catalog.emperor_tiles.values() if t.group == group)
        state.objectives[str(_pick(rng, objectives, fixed))] = []
        state.emperor_tiles.append(_pick(rng, tiles, fixed))


def _pick(rng, candidates: list, fixed: set):
    chosen = [c for c in candidates if str(c) in fixed]
    return chosen[0] if chosen else rng.choice(candidates)


def _initial_guests(game: Game) -> None:
    """From the player right of the start player, counter-clockwise, each takes a queue guest for free."""
    for seat in reversed(range(len(game.state.players))):
        options = [(game.catalog.guests[g].name, (i, 0)) for i, g in enumerate(game.state.queue) if g is not None]
        rules.take_guest(game, seat, *game.ask(seat, "initial-guest", options, "pick your first guest"))


def _initial_rooms(game: Game) -> None:
    for seat in range(len(game.state.players)):
        rules.prepare_rooms(game, seat, game.catalog.constants.start_rooms, up_to=False)


# ---- rounds ----------------------------------------------------------------------------------------------------------


def play_game(game: Game) -> None:
    setup(game)
    for number in range(1, game.catalog.constants.rounds + 1):
        game.state.round = number
        play_round(game)
    game.state.phase = "final"
    final_scoring(game)
    game.state.finished = True
    game.log({"type": "end", "vp": [p.vp for p in game.state.players]})


def play_round(game: Game) -> None:
    _deal_turn_tiles(game)
    roll(game, game.state.dice_total)
    game.state.phase = "round"
    while True:
        seat = _next_seat(game)
        if seat is None and not _reroll(game):
            break
        if seat is not None:
            play_turn(game, seat)
    end_round(game)


def _deal_turn_tiles(game: Game) -> None:
    """Tiles pass left each round: seat `start` holds tile 1; each player gets a number and its mirror."""
    count, start = len(game.state.players), (game.state.round - 1) % len(game.state.players)
    for player in game.state.players:
        offset = (player.seat - start) % count
        player.tiles, player.covered, player.passed = [offset + 1, 2 * count - offset], 0, False


def roll(game: Game, dice: int) -> None:
    spaces = [0] * 6
    for _ in range(dice):
        spaces[game.rng.randint(1, 6) - 1] += 1
    game.state.spaces = spaces
    game.log({"type": "roll", "spaces": list(spaces)})


def _visible(player: Player) -> int | None:
    return player.tiles[player.covered] if player.covered < len(player.tiles) else None


def _next_seat(game: Game) -> int | None:
    """The player with the lowest visible number who has not passed, while dice remain."""
    if not any(game.state.spaces):
        return None
    ready = [p for p in game.state.players if _visible(p) is not None and not p.passed]
    return min(ready, key=_visible).seat if ready else None


def _reroll(game: Game) -> bool:
    """Everyone left has passed: the lowest visible number discards one die and rerolls the rest.

    Who picks the discarded die is a gap in the base-game sources (shared/data/base-game.md §10 #3); the
    engine lets the rerolling player pick, as the Let's Waltz! rules do for coloured dice [000 p.9]."""
    state = game.state
    waiting = [p for p in state.players if _visible(p) is not None and p.passed]
    remaining = sum(state.spaces)
    if not waiting or not remaining:
        return False
    seat = min(waiting, key=_visible).seat
    face = game.ask(seat, "discard-die", [(f"discard a {n}", n) for n in range(1, 7) if state.spaces[n - 1]])
    state.spaces[face - 1] -= 1
    state.dustbin += 1
    for player in waiting:
        player.passed = False
    roll(game, remaining - 1)
    return True


def end_round(game: Game) -> None:
    track = game.catalog.track
    if game.state.round in track.scoring_rounds:
        emperor_scoring(game, track.scoring_rounds.index(game.state.round))
    for player in game.state.players:
        player.used_this_round = []
    game.state.dustbin = 0


# ---- a turn -------------------------------------------------------------------------------------------------------------


def play_turn(game: Game, seat: int) -> None:
    turn = [("take a turn", True)] if _die_options(game, seat) else []
    if game.ask(seat, "turn", turn + [("pass", False)]) is False:
        _pass(game, seat)
        return
    additional_actions(game, seat)
    _guest_step(game, seat)
    additional_actions(game, seat)
    options = _die_options(game, seat)
    if not options:  # the guest took the krone that action 6 needed: no die can be taken now
        _pass(game, seat)
        return
    actions.take_die(game, seat, game.ask(seat, "die", options, "take a die"))
    additional_actions(game, seat)


def _pass(game: Game, seat: int) -> None:
    game.state.players[seat].passed = True
    game.log({"type": "pass", "seat": seat})


def _guest_step(game: Game, seat: int) -> None:
    options = [("no guest", None)]
    if rules.cafe_has_room(game, seat):
        for position, guest in enumerate(game.state.queue):
            cost = rules.queue_cost(game, seat, position)
            if guest is not None and cost <= game.state.players[seat].money:
                options.append((f"take {game.catalog.guests[guest].name} for {cost}", (position, cost)))
    choice = game.ask(seat, "guest", options, "take a guest from the queue?")
    if choice is not None:
        rules.take_guest(game, seat, *choice)


def _die_options(game: Game, seat: int) -> list:
    money, options = game.state.players[seat].money, []
    for face in range(1, 7):
        affordable = face != 6 or actions.imitation_fee(game, seat, 6) <= money
        if game.state.spaces[face - 1] and affordable:
            options.append((f"die {face} ({actions.NAMES[face]}, strength {game.state.spaces[face - 1]})", face))
    return options


def additional_actions(game: Game, seat: int) -> None:
    """Check-ins, objective claims, once-per-round staff and serving, in any order, until done."""
    while True:
        options = _additional_options(game, seat)
        if len(options) == 1:
            return
        choice = game.ask(seat, "additional", options, "an additional action?")
        if choice is None:
            return
        choice()


def _additional_options(game: Game, seat: int) -> list:
    return _check_in_options(game, seat) + _claim_options(game, seat) + _staff_options(game, seat) + _serve_options(game, seat) + [DONE]


def _check_in_options(game: Game, seat: int) -> list:
    player, options = game.state.players[seat], []
    for slot in player.cafe:
        if rules.is_complete(game, slot):
            for space in rules.rooms_for_guest(game, seat, slot):
                name = game.catalog.guests[slot.guest].name
                options.append((f"check in {name} to {space[0]}/{space[1]}", lambda s=slot, r=space: rules.check_in(game, seat, s, r)))
    return options


def _claim_options(game: Game, seat: int) -> list:
    options = []
    for ident, claimed in game.state.objectives.items():
        objective = game.catalog.objectives[int(ident)]
        if seat not in claimed and len(claimed) < len(game.catalog.constants.objective_vp) and objective.requirement(game, seat):
            options.append((f"claim objective {objective.name}", lambda i=ident: claim_objective(game, seat, i)))
    return options


def claim_objective(game: Game, seat: int, ident: str) -> None:
    claimed = game.state.objectives[ident]
    vp = game.catalog.constants.objective_vp[len(claimed)]
    claimed.append(seat)
    rules.add_vp(game, seat, vp, f"objective {ident}")
    game.emit(seat, "objective-claimed", common=True)


def _staff_options(game: Game, seat: int) -> list:
    player, options = game.state.players[seat], []
    for card in player.played:
        staff = game.catalog.staff[card]
        if staff.timing == "once-per-round" and card not in player.used_this_round and staff.effect.feasible(Ctx(game, seat, f"staff {card}")):
            options.append((f"use {staff.name}", lambda c=card: use_staff(game, seat, c)))
    return options


def use_staff(game: Game, seat: int, card: int) -> None:
    game.state.players[seat].used_this_round.append(card)
    run_effect(game, seat, game.catalog.staff[card].effect, f"staff {card}")


def _serve_options(game: Game, seat: int) -> list:
    cost = max(0, game.modified(seat, "serve-cost", game.catalog.constants.serve_cost))
    if game.state.players[seat].money < cost or not _serve_moves(game, seat):
        return []
    return [(f"serve from the kitchen for {cost}", lambda: serve(game, seat, cost))]


def _serve_moves(game: Game, seat: int) -> list:
    player, moves = game.state.players[seat], []
    for slot in player.cafe:
        for item, missing in rules.needs(game, slot).items():
            if player.kitchen.get(item, 0) and missing:
                moves.append((f"{item} onto {game.catalog.guests[slot.guest].name}", (slot, item)))
    return moves


def serve(game: Game, seat: int, cost: int) -> None:
    rules.pay_money(game, seat, cost)
    for _ in range(game.catalog.constants.serve_batch):
        moves = _serve_moves(game, seat)
        choice = game.ask(seat, "serve", moves + [DONE]) if moves else None
        if choice is None:
            return
        slot, item = choice
        rules.take_from_kitchen(game, seat, item, 1)
        slot.served[item] = slot.served.get(item, 0) + 1


# ---- scoring -----------------------------------------------------------------------------------------------------------


def emperor_scoring(game: Game, index: int) -> None:
    track, tile = game.catalog.track, game.catalog.emperor_tiles[game.state.emperor_tiles[index]]
    for player in game.state.players:
        rules.add_vp(game, player.seat, track.vp[player.emperor], "Emperor track")
        rules.retreat_emperor(game, player.seat, track.retreat[index])
        game.log({"type": "emperor-scoring", "seat": player.seat, "position": player.emperor, "tile": tile.ident})
        if player.emperor >= track.reward_from:
            run_effect(game, player.seat, tile.reward, f"emperor-tile {tile.ident} reward")
            game.emit(player.seat, "emperor-reward")
        elif player.emperor == track.penalty_at:
            _penalty(game, player.seat, tile)


def _penalty(game: Game, seat: int, tile) -> None:
    answer = game.emit(seat, "emperor-penalty", skip=False)  # a card may answer by skipping it
    if not answer["skip"]:
        run_effect(game, seat, tile.penalty, f"emperor-tile {tile.ident} penalty")


def final_scoring(game: Game) -> None:
    constants = game.catalog.constants
    for player in game.state.players:
        for card in list(player.played):
            staff = game.catalog.staff[card]
            if staff.timing == "final" and staff.scoring is not None:
                run_effect(game, player.seat, staff.scoring, f"staff {card}")
        rooms_vp = sum(constants.final_room_vp[key_space(k)[0] - 1] for k, v in player.rooms.items() if v == "occupied")
        rules.add_vp(game, player.seat, rooms_vp, "occupied rooms")
        rules.add_vp(game, player.seat, player.money + _dishes_and_drinks(player), "krones and kitchen items")
        rules.add_vp(game, player.seat, constants.final_cafe_vp * len(player.cafe), "guests left in the café")


def _dishes_and_drinks(player: Player) -> int:
    return sum(v for k, v in player.kitchen.items() if k in ("strudel", "cake", "wine", "coffee"))


def ranking(game: Game) -> list[int]:
    """Seats from first to last: most VP, then most kitchen dishes and drinks plus money."""
    return sorted(range(len(game.state.players)), key=lambda seat: _rank_key(game, seat))


def _rank_key(game: Game, seat: int) -> tuple[int, int]:
    player = game.state.players[seat]
    return (-player.vp, -(_dishes_and_drinks(player) + player.money))


def places(game: Game) -> list[tuple[int, int]]:
    """(place, seat) from first to last; players equal on VP and on the tiebreak share a place,
    since the rules give no further tiebreak (seed 003)."""
    order, result = ranking(game), []
    for index, seat in enumerate(order):
        same = index and _rank_key(game, seat) == _rank_key(game, order[index - 1])
        result.append((result[-1][0] if same else index + 1, seat))
    return result
