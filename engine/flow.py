"""The game's flow: setup, rounds, turns (with additional actions and passing), Emperor and final scoring."""
from __future__ import annotations

import random

from engine import ballrooms, entrances, key, lounge, rules
from engine.runtime import Game
from engine.state import GameState, Player, add_items


# ---- setup -----------------------------------------------------------------------------------------------------


def new_state(seed: int, players: int) -> GameState:
    return GameState(seed=seed, players=[Player(seat=i) for i in range(players)])


def setup(game: Game) -> None:
    """Every setup step in order; a step for a kind the catalog does not hold does nothing."""
    for step in SETUP:
        step(game)
    state = game.state
    game.log({"type": "setup", "objectives": list(state.objectives), "emperor_tiles": state.emperor_tiles,
              "modules": list(game.catalog.modules), "assumptions": dict(game.catalog.assumptions)})


def _decks(game: Game) -> None:
    state, catalog, constants = game.state, game.catalog, game.catalog.constants
    state.dice_total = constants.dice[constants.players.index(len(state.players))]
    state.staff_deck, state.guest_deck = sorted(catalog.staff), sorted(catalog.guests)
    game.rng.shuffle(state.staff_deck)
    game.rng.shuffle(state.guest_deck)


def _start_money_and_kitchen(game: Game) -> None:
    """Start money (several numbers: by initial turn position) and the start kitchen, plus start champagne."""
    constants = game.catalog.constants
    money = constants.get("start-money", (constants.start_money,))
    kitchen = dict(constants.get("start-kitchen", constants.start_kitchen))
    kitchen_champagne = constants.get("start-champagne", (0,))[0]
    for player in game.state.players:
        player.money = money[min(player.seat, len(money) - 1)]
        add_items(player.kitchen, {**kitchen, **({"champagne": kitchen_champagne} if kitchen_champagne else {})})


def _deal_staff(game: Game) -> None:
    DEALS[game.state.deal](game)


def _queue(game: Game) -> None:
    game.state.queue = [rules.draw_guest(game) for _ in range(game.catalog.constants.queue_size)]


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
    state, rng = game.state, game.rng
    fixed = {str(x) for x in state.chosen}
    for objectives, tiles in game.catalog.setup_groups.values():  # A, B, C in order
        state.objectives[_pick(rng, objectives, fixed)] = []
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


SETUP = (_decks, _choose_objectives_and_tiles, _start_money_and_kitchen, _deal_staff, ballrooms.set_up, ballrooms.pick_rehearsal_rooms,
         entrances.lay_out, entrances.auction, _queue, _initial_guests, _initial_rooms, entrances.obtain, lounge.set_up)


# ---- rounds ----------------------------------------------------------------------------------------------------------


def play_game(game: Game) -> None:
    setup(game)
    play_rounds(game, 1)


def play_rounds(game: Game, first: int) -> None:
    """Rounds `first` to the last, then final scoring."""
    for number in range(first, game.catalog.constants.rounds + 1):
        game.state.round = number
        play_round(game)
    game.state.phase = "final"
    final_scoring(game)
    game.state.finished = True
    game.log({"type": "end", "vp": [p.vp for p in game.state.players]})


def play_round(game: Game) -> None:
    _deal_turn_tiles(game)
    roll(game, game.state.dice_total - game.state.dustbin)
    game.state.phase = "round"
    play_turns(game)


def play_turns(game: Game) -> None:
    """Turns until every player has covered both numbers or no dice are left, then the round's end."""
    while True:
        seat = _next_seat(game)
        if seat is None and not _reroll(game):
            break
        if seat is not None:
            play_turn(game, seat)
    end_round(game)


def _deal_turn_tiles(game: Game) -> None:
    """Tiles pass left each round (seat `start` holds tile 1), or go to the key's holder first. Each player's
    second number follows the rules' turn order: snake (the mirror number) or clockwise (once more round)."""
    state, count = game.state, len(game.state.players)
    holder = key.next_start(game)
    start = holder if holder is not None else (state.round - 1) % count
    clockwise = game.catalog.constants.get("turn-order", "snake") == "clockwise"
    for player in state.players:
        offset = (player.seat - start) % count
        second = count + offset + 1 if clockwise else 2 * count - offset
        player.tiles, player.covered, player.passed, player.passed_this_round = [offset + 1, second], 0, False, False
        player.faces = []


def roll(game: Game, dice: int, rerolled: bool = False) -> None:
    spaces, rng = [0] * 6, game.rng
    if type(rng) is random.Random:  # randint(1, 6) as CPython draws it: 1 + getrandbits(3) until below 6 (test_agents.py)
        bits = rng.getrandbits
        for _ in range(dice):
            face = bits(3)
            while face >= 6:
                face = bits(3)
            spaces[face] += 1
    else:  # a generator with dice of its own (the ruling tests replay a worked example's roll)
        for _ in range(dice):
            spaces[rng.randint(1, 6) - 1] += 1
    game.state.spaces = spaces
    lounge.color_the_roll(game, rerolled)
    if game.logging:  # the record is built only for a log
        game.log({"type": "roll", "spaces": list(spaces), "colored": dict(game.state.colored)})


def _visible(player: Player) -> int | None:
    return player.tiles[player.covered] if player.covered < len(player.tiles) else None


def _next_seat(game: Game) -> int | None:
    """The player with the lowest visible number who has not passed, while dice remain."""
    if not any(game.state.spaces):
        return None
    best, seat = None, None
    for player in game.state.players:
        if not player.passed and player.covered < len(player.tiles) and (best is None or player.tiles[player.covered] < best):
            best, seat = player.tiles[player.covered], player.seat
    return seat


_DISCARD_WHITE = {n: (f"discard a {n}", lounge.DieChoice(n)) for n in range(1, 7)}  # options are read, never changed


def _reroll(game: Game) -> bool:
    """Everyone left has passed: the lowest visible number discards one die and rerolls the rest.

    Who picks the discarded die is a gap in the base-game sources (shared/data/base-game.md §10 #3); the
    engine lets the rerolling player pick, as the Let's Waltz! rules do for coloured dice [000 p.9]."""
    state = game.state
    remaining = sum(state.spaces)
    if not remaining:
        return False
    waiting = [p for p in state.players if p.passed and _visible(p) is not None]
    if not waiting:
        return False
    seat = min(waiting, key=_visible).seat
    spaces = state.spaces
    if state.colored:
        whites = [n for n in range(1, 7) if lounge.white_dice(game, n)]  # a white die if there is one [000 p.9]
    else:
        whites = [n for n in range(1, 7) if spaces[n - 1]]
    options = [_DISCARD_WHITE[n] for n in whites] or \
        [(f"discard the {c} {f}", lounge.DieChoice(f, c)) for c, f in sorted(state.colored.items()) if f is not None]
    choice = game.ask(seat, "discard-die", options)
    state.spaces[choice.face - 1] -= 1
    if choice.color:
        state.colored[choice.color] = None
    state.dustbin += 1
    for player in waiting:
        player.passed = False
    roll(game, remaining - 1, rerolled=True)
    return True


def end_round(game: Game) -> None:
    """The round ends (each player hears it, in seat order), the Emperor scores if it is his round, then
    once-per-round abilities are ready again. Assumption round-end-order: the players hear it before the
    celebrities leave and the scorings, or after them."""
    first = game.answer("round-end-order") == "before-scorings"
    if first:
        _round_end_heard(game)
    lounge.clean_up(game)
    track = game.catalog.track
    if game.state.round in track.scoring_rounds:
        emperor_scoring(game, track.scoring_rounds.index(game.state.round))
        ballrooms.score(game, track.scoring_rounds.index(game.state.round))  # right after the Emperor [000 p.7]
    if not first:
        _round_end_heard(game)
    for player in game.state.players:
        player.used_this_round = []
    game.state.dustbin = 0


def _round_end_heard(game: Game) -> None:
    for player in game.state.players:
        game.emit(player.seat, "round-end")
        player.completed_this_round = []


# The turn and scoring rules live in engine/turns.py and engine/scoring.py; these names are kept here so that
# `flow` stays the one module a caller needs to run a game.
from engine.scoring import dishes_and_drinks, emperor_scoring, final_scoring, places, ranking  # noqa: E402
from engine.turns import (ability_options, additional_actions, additional_options, check_in_options, claim_objective, claim_options,  # noqa: E402
                          die_options, guest_step, pass_turn, play_turn, serve, serve_options)

__all__ = ["ability_options", "additional_actions", "additional_options", "check_in_options", "claim_objective", "claim_options", "die_options",
           "dishes_and_drinks", "emperor_scoring", "final_scoring", "guest_step", "pass_turn", "places", "play_game", "play_round",
           "ranking", "serve", "serve_options", "setup"]
