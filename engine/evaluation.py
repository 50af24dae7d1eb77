"""A state evaluation: what a player's position is worth in final VP, before the game has ended.

`features(game, seat)` reads the position as numbers: the VP scored, the final scoring's own terms as they stand
(money, kitchen items, occupied rooms by floor, café guests left), and what turns into VP later (prepared rooms, the
group bonuses they lead to, café orders and how far they are served, kitchen items a café guest lacks, staff in
hand and played, the Emperor track against the scorings still to come). `value(game, seat)` is a linear model of the final VP on those numbers, one
model per player count and per rounds completed, with weights measured, not guessed: engine/evaluation_fit.py
plays games (greedy's, or the search agent's own: WEIGHT_SETS), reads the features of every seat at the first decision of each new round, and regresses
the seat's final VP on them (engine/evaluation_weights.py holds the result). The search agent scores its rollouts
with it: a rollout stops at the first decision of the next round, exactly where the features were read.
"""
from __future__ import annotations

import functools

from engine import rules
from engine.runtime import Game
from engine.scoring import dishes_and_drinks
from engine.state import key_space, space_key

INF = float("inf")
BOUNDS = {  # the range each feature's weight may take (all else equal, which way it moves the final VP): the fit keeps
    # every weight inside. VP scored stays scored, and an occupied room scores its floor's VP at the end: those two
    # are at least worth what the final scoring pays for them, whatever a regression on greedy games would say.
    "vp": (1, 1), "money": (0, INF), "items": (0, INF), "occupied_vp": (1, INF), "cafe_guests": (-INF, 0),
    "vacant": (0, INF), "vacant_vp": (0, INF), "blue_bonus_share": (0, INF), "red_bonus_share": (0, INF),
    "yellow_bonus_share": (0, INF), "orders_left": (-INF, 0), "orders_done": (0, INF), "cafe_guest_vp": (0, INF),
    "served_vp": (0, INF), "emperor": (0, INF), "emperor_next_vp": (0, INF), "emperor_safe": (0, INF), "hand": (0, INF),
    "played": (0, INF), "played_final": (0, INF), "played_round": (0, INF),
    "kitchen_matched": (0, INF),  # added with the serving policy: weight sets fitted before it read it as 0
}
FEATURES = tuple(BOUNDS)


def features(game: Game, seat: int) -> dict[str, float]:
    """The numbers the model reads, for one seat (see FEATURES for their order)."""
    player = game.state.players[seat]
    found = {"vp": player.vp, "money": player.money, "items": dishes_and_drinks(player)}
    found.update(_rooms(game, seat))
    found.update(_cafe(game, seat))
    found.update(_emperor(game, seat))
    found.update(_staff(game, seat))
    return found


def _rooms(game: Game, seat: int) -> dict[str, float]:
    rooms, floor_vp = game.state.players[seat].rooms, game.catalog.constants.final_room_vp
    occupied = [key_space(k) for k, v in rooms.items() if v == "occupied"]
    vacant = [key_space(k) for k, v in rooms.items() if v == "vacant"]
    found = {"occupied_vp": sum(floor_vp[s[0] - 1] for s in occupied), "vacant": len(vacant),
             "vacant_vp": sum(floor_vp[s[0] - 1] for s in vacant)}
    found.update(_group_shares(game, seat))
    return found


def _group_shares(game: Game, seat: int) -> dict[str, float]:
    """Per colour, each unpaid group's bonus times the share of its rooms already occupied: bonuses on their way."""
    player, shares = game.state.players[seat], {"blue": 0.0, "red": 0.0, "yellow": 0.0}
    for group in game.catalog.board.groups:
        if group.number in player.paid_groups or group.color not in shares:
            continue
        done = sum(1 for s in group.spaces if player.rooms.get(space_key(s)) == "occupied")
        amounts = game.catalog.group_bonus[group.color][1]
        shares[group.color] += amounts[min(len(group.spaces), len(amounts)) - 1] * done / len(group.spaces)
    return {f"{color}_bonus_share": share for color, share in shares.items()}


def _cafe(game: Game, seat: int) -> dict[str, float]:
    guests, left, done, guest_vp, served_vp = game.catalog.guests, 0, 0, 0, 0.0
    cafe = game.state.players[seat].cafe
    for slot in cafe:
        guest = guests[slot.guest]
        size = sum(guest.order.values()) or 1
        missing = sum(max(0, n - slot.served.get(item, 0)) for item, n in guest.order.items())
        left, done, guest_vp = left + missing, done + (missing == 0), guest_vp + guest.vp
        served_vp += guest.vp * (size - missing) / size
    return {"cafe_guests": len(cafe), "orders_left": left, "orders_done": done, "cafe_guest_vp": guest_vp,
            "served_vp": served_vp, "kitchen_matched": _kitchen_matched(game, seat)}


def _kitchen_matched(game: Game, seat: int) -> int:
    """Kitchen items some café guest still lacks (each item counted once): a serve away from an order, where the
    others wait for guests not yet taken or score 1 VP at the end."""
    player, lacking = game.state.players[seat], {}
    for slot in player.cafe:
        for item, n in rules.missing_items(game, slot).items():
            lacking[item] = lacking.get(item, 0) + n
    return sum(min(n, player.kitchen.get(item, 0)) for item, n in lacking.items())


def _emperor(game: Game, seat: int) -> dict[str, float]:
    """The position, the VP the next scoring pays from it and whether it stays in the reward area after the retreat."""
    track, position, round_ = game.catalog.track, game.state.players[seat].emperor, game.state.round
    coming = [i for i, r in enumerate(track.scoring_rounds) if r >= round_]
    if not coming or game.state.finished:
        return {"emperor": position, "emperor_next_vp": 0, "emperor_safe": 0}
    after = position - track.retreat[coming[0]]
    return {"emperor": position, "emperor_next_vp": track.vp[position], "emperor_safe": after >= track.reward_from}


def _staff(game: Game, seat: int) -> dict[str, float]:
    player, staff = game.state.players[seat], game.catalog.staff
    timings = [staff[card].timing for card in player.played]
    return {"hand": len(player.hand), "played": len(player.played), "played_final": timings.count("final"),
            "played_round": timings.count("once-per-round")}


def model_key(game: Game) -> str:
    """Which model reads a position: the player count and the rounds completed (`2p3`: 2 players, 3 rounds done)."""
    return f"{len(game.state.players)}p{max(0, game.state.round - 1)}"


def value(game: Game, seat: int, weights: dict | None = None) -> float:
    """The seat's expected final VP. A finished game is worth its VP; a position with no fitted model (a player
    count never measured) is worth its VP plus the final scoring's terms as they stand."""
    player = game.state.players[seat]
    if game.state.finished:
        return float(player.vp)
    model = (weights if weights is not None else _weights()).get(model_key(game))
    found = features(game, seat)
    if model is None:
        return float(found["vp"] + found["money"] + found["items"] + found["occupied_vp"] - 5 * found["cafe_guests"])
    weights = model["weights"]  # a set fitted before a feature was added lacks it: weight 0
    return model["intercept"] + sum(weights.get(name, 0.0) * float(found[name]) for name in FEATURES)


def _weights() -> dict:
    from engine.evaluation_weights import WEIGHTS
    return WEIGHTS


WEIGHT_SETS = {  # the module in engine/ that holds each set of weights (what played the games it was fitted on)
    "greedy": "evaluation_weights",  # greedy self-play: the first fit (agent mcts1)
    "search": "evaluation_weights_search",  # the search agent's own games (policy iteration; agent mcts2)
    "serving": "evaluation_weights_serving",  # games of the search agent with the serving rollout policy (agent mcts)
}


def weight_module(name: str):
    """The module of a set (WEIGHT_SETS), imported on first use: a search never pays for a set it does not read.
    (Static imports only: tests/test_safety.py forbids dynamic ones. A new set is named here once its first fit is written.)"""
    import engine
    from engine import evaluation_weights, evaluation_weights_search, evaluation_weights_serving  # noqa: F401  (WEIGHT_SETS)
    return getattr(engine, WEIGHT_SETS[name])


@functools.lru_cache(maxsize=None)
def weights_named(name: str) -> dict:
    """The weights of a set (WEIGHT_SETS); a model key the set has not fitted (a player count it never played) is
    read from the greedy set."""
    fitted = weight_module(name).WEIGHTS
    return fitted if name == "greedy" else {**_weights(), **fitted}


def trained_on(name: str) -> tuple[tuple[int, int], ...]:
    """The (simulation seed, games) of every fit that led to a set's weights, its own and those of the sets whose
    agent played its games: a benchmark must measure on none of those games."""
    module = weight_module(name)
    return tuple(getattr(module, "TRAINED_ON", ((module.TRAINING_SEED, module.TRAINING_GAMES),)))
