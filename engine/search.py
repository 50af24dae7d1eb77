"""A search agent (`mcts`): Monte-Carlo rollouts on copies of the game, with a greedy policy inside the rollouts.

The engine asks its agents from inside the rules' own calls, so a game cannot be resumed from the middle of a
decision. A turn, though, can be replayed: when the searching player is asked whether to take a turn, the agent
keeps a copy of the game as it stands, and it records every answer it gives during the turn. To weigh an option
of a later decision, a rollout takes a fresh copy of that start, plays the recorded answers again (matched by
label, since a copy runs without the die guard and may list more options), then the option, then lets the rollout
policy play every seat until the round ends (`horizon` more rounds on top), with the copy's dice re-seeded per
rollout so that rollouts sample different rolls. The position is then scored by engine/evaluation.py (the final VP
each player can expect from there, a model measured on simulated games): the player's less the best opponent's.
Which model: `weights` names a set (evaluation.WEIGHT_SETS). `mcts` reads the one fitted on the search agent's own
games with the serving policy (policy iteration: a position is worth what a searching player goes on to make of it,
which is not what greedy makes of it); `mcts2` the one fitted on games of `mcts1`, which reads the greedy fit.
Which rollout policy: `policy` names one (POLICIES). `mcts` rolls out with RoomsAgent: ServingAgent (greedy that uses its
kitchen: greedy serves only to complete an order and always takes all strudel or all wine, so in its rollouts a café
that orders cake or coffee never gets served) that also prepares rooms in the colours its guests will want and towards
group bonuses (greedy prepares the cheapest room or none, so past the free first floor hardly any), checks in by group
and floor, and takes guests by what its kitchen holds for them. `mcts3`, the fourth version, rolls out with
ServingAgent; `mcts2`, the third, with greedy. The policy also makes the agent's own decisions it does not search,
and ranks the options it weighs.
With `evaluate=False` (agent `mcts-flat`, the first version) it is scored as if the game ended there instead (the
final scoring runs on the copy), which counts a prepared room, a half-served guest or a hand of staff as nothing.
Each option gets the same number of rollouts with the same seeds (common random numbers); the best mean wins,
ties go to the policy's preference.

It searches only where it pays: decisions of the kinds in `searched` (SEARCHED unless told), with at most `width`
options (the policy's best), within the player's own turn. Elsewhere, and whenever a replay does not reach the
decision it was asked (a decision outside the player's turn), it plays its policy. All randomness is seeded, so a seed fixes its play.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine import evaluation
from engine.errors import EffectFailed, IllegalMove, NotPlayable, TriggerLoop
from engine import rules
from engine.greedy import SCORERS, GreedyAgent
from engine.moves import play_rest
from engine.runtime import Decision, Game
from engine.scoring import final_scoring
from engine.state import ITEM_ORDER, key_space, space_key

SEARCHED_BEFORE = ("die", "guest", "take-guest", "play-staff", "split", "prepare-room")  # what mcts1 weighs
SEARCHED = SEARCHED_BEFORE + ("additional", "place-item")  # serving, checking in, claiming: +4 VP a game measured
ROLLOUTS = 16  # rollouts per decision searched, shared among its options
WIDTH = 4  # options weighed per decision (greedy's best)
HORIZON = 0  # rounds played past the current one before a rollout is scored
WEIGHTS = "serving"  # the evaluation's weights (engine/evaluation.py WEIGHT_SETS): fitted on games of this agent
POLICY = "rooms"  # what plays inside the rollouts and the agent's own decisions it does not search (POLICIES)
LAST_ROUND = 7  # the game's last round: a guest served then and not completed is lost with its items
ENGINE_ERRORS = (EffectFailed, IllegalMove, NotPlayable, TriggerLoop)


class _Stop(Exception):
    """A rollout reached its horizon."""


class _Diverged(Exception):
    """A replay did not reach the decision being weighed."""


@dataclass(frozen=True)
class _TurnStart:
    state: object  # a copy of the GameState as the turn began
    rng: tuple  # the game's random generator state then
    round: int


def _closeness(game: Game, slot) -> float:
    """How near a café guest is to a complete order: fewer items missing first, then more VP."""
    missing = rules.missing_items(game, slot)
    return -sum(missing.values()) + game.catalog.guests[slot.guest].vp / 100


def _movable(game: Game, seat: int) -> tuple[int, bool]:
    """How many kitchen items a serve could move onto café guests (at most a batch), and whether a serve would
    complete an order (every item it lacks is in the kitchen and a batch holds them)."""
    player, batch = game.state.players[seat], game.catalog.constants.serve_batch
    kitchen, fits, completes = player.kitchen, 0, False
    for slot in player.cafe:
        missing = rules.missing_items(game, slot)
        fits += sum(min(n, kitchen.get(item, 0)) for item, n in missing.items())
        completes = completes or (0 < sum(missing.values()) <= batch and
                                  all(kitchen.get(item, 0) >= n for item, n in missing.items()))
    return min(fits, batch), completes


def _serving_additional(game: Game, decision: Decision, index: int) -> float:
    """Greedy's order (check in, claim, ability, serve), but a serve is worth its krone when it completes an order or,
    before the last round, moves at least two items: greedy serves only to complete one, so kitchens fill up."""
    action = decision.values[index]
    if action is None or action.kind != "serve":
        return SCORERS["additional"](game, decision, index)
    moved, completes = _movable(game, decision.seat)
    return 7 if completes or (moved >= 2 and game.state.round < LAST_ROUND) else 2


def _serve_item(game: Game, decision: Decision, index: int) -> float:
    """Which item onto which guest: the guest nearest to complete first (greedy takes the first listed)."""
    value = decision.values[index]
    return -100 if value is None else _closeness(game, value[0])


def _place_item(game: Game, decision: Decision, index: int) -> float:
    """A new item goes onto the guest nearest to complete (greedy: onto any guest that lacks it)."""
    slot = decision.values[index]
    return -100 if slot is None else _closeness(game, slot)


def _split(game: Game, decision: Decision, index: int) -> float:
    """Items taken in the mix the café lacks (what its guests still need less what the kitchen holds), then the mix
    the queue's guests order; greedy takes the first split listed, all strudel or all wine, whatever is ordered.
    Other splits (krones, Emperor steps) are greedy's."""
    share = decision.values[index]
    if not all(kind in ITEM_ORDER for kind in share):
        return SCORERS["split"](game, decision, index)
    short, queued = _shortfall(game, decision.seat)
    return sum(min(n, short.get(k, 0)) + 0.3 * min(n, queued.get(k, 0)) for k, n in share.items()) - index / 1000


def _shortfall(game: Game, seat: int) -> tuple[dict, dict]:
    """What the café guests lack beyond the kitchen's stock, and what the guests in the queue order."""
    player, guests, short, queued = game.state.players[seat], game.catalog.guests, {}, {}
    for slot in player.cafe:
        for item, n in rules.missing_items(game, slot).items():
            short[item] = short.get(item, 0) + n
    for item in short:
        short[item] = max(0, short[item] - player.kitchen.get(item, 0))
    for guest in game.state.queue:
        for item, n in (guests[guest].order.items() if guest is not None else ()):
            queued[item] = queued.get(item, 0) + n
    return short, queued


SERVING_SCORERS = {**SCORERS, "additional": _serving_additional, "serve": _serve_item, "place-item": _place_item,
                   "split": _split}


class ServingAgent(GreedyAgent):
    """The rollout policy of `mcts`: greedy, but it uses the kitchen. It serves when a serve completes an order or moves
    two items or more (before the last round), and puts items onto the café guest nearest to a complete order."""

    scorers = SERVING_SCORERS  # also ranks the options a search weighs (SearchAgent._candidates)

    def choose(self, game: Game, decision: Decision) -> int:
        score = self.scorers.get(decision.kind)  # a subclass's own table (RoomsAgent)
        if score is None:
            return super().choose(game, decision)
        scores = [score(game, decision, i) for i in range(len(decision.labels))]
        best = max(scores)
        return self.rng.choice([i for i, s in enumerate(scores) if s == best])


# ---- the rooms policy (agent `mcts` since round 4): rooms prepared for the guests coming, check-ins by group and floor

ROOM_COLORS = ("blue", "red", "yellow")


_MEMO: dict = {"decision": None, "found": {}}  # what the scorers read of the position, for the decision last scored


def _per_decision(decision: Decision, name: str, compute) -> object:
    """`compute()` once per decision: a scorer is asked once per option, and the position does not change while the
    options of one decision are scored (the memo holds the decision, so its identity cannot be reused)."""
    memo = _MEMO
    if memo["decision"] is not decision:
        memo["decision"], memo["found"] = decision, {}
    found = memo["found"]
    if name not in found:
        found[name] = compute()
    return found[name]


def _room_demand(game: Game, seat: int, queued: float = 0.15) -> dict[str, float]:
    """How much each room colour is wanted beyond the vacant rooms of that colour: café guests count by how near
    their order is to complete (a complete one 1, each missing item less), queue guests a little; a green guest takes
    any colour, so it counts where the want is lowest (it goes to whatever is left). `queued`: the weight of a guest
    in the queue."""
    player, guests, want, green = game.state.players[seat], game.catalog.guests, dict.fromkeys(ROOM_COLORS, 0.0), 0.0
    for slot in player.cafe:
        guest = guests[slot.guest]
        if guest.destination in ("room", "room-or-ballroom"):
            near = 1 / (1 + 0.5 * sum(rules.missing_items(game, slot).values()))
            green = _wanted(want, guest.color, near, green)
    for guest in game.state.queue:
        if guest is not None:
            green = _wanted(want, guests[guest].color, queued, green)
    vacant = rules.vacant_rooms(game, seat)
    for space in vacant:
        color = game.catalog.board.colors[space]
        if color in want:
            want[color] -= 1
    spare = sum(max(0.0, -w) for w in want.values())  # vacant rooms no coloured guest wants: green guests fill them
    green = max(0.0, green - spare)
    lowest = min(ROOM_COLORS, key=lambda c: want[c])
    want[lowest] += green
    return want


def _wanted(want: dict, color: str, weight: float, green: float) -> float:
    if color in want:
        want[color] += weight
        return green
    return green + weight


def _group_progress(game: Game, seat: int, space, state: str) -> float:
    """The share of the space's group whose rooms are at least `state` (prepared: any room; occupied), counting the
    space itself, times its bonus as VP (krones and Emperor steps counted at par): 1 share = the whole bonus."""
    board, rooms = game.catalog.board, game.state.players[seat].rooms
    group = board.group_of(space)
    if group.number in game.state.players[seat].paid_groups:
        return 0.0
    counted = ("vacant", "occupied") if state == "prepared" else ("occupied",)
    done = sum(1 for s in group.spaces if s == space or rooms.get(space_key(s)) in counted)
    amounts = game.catalog.group_bonus[group.color][1]
    return amounts[min(len(group.spaces), len(amounts)) - 1] * (done / len(group.spaces)) ** 2


def _prepare_room(game: Game, decision: Decision, index: int) -> float:
    """Which room to prepare: one whose colour a guest coming wants (café guests nearest to complete first), in a
    group the player is filling, then the cheaper and the higher floor (it scores more once occupied); stopping is
    worth what greedy gives it. Greedy takes the cheapest, so past the free first floor it prepares hardly any."""
    value = decision.values[index]
    if value is None:
        return -0.5
    (space, cost), board = value, game.catalog.board
    want = _per_decision(decision, "demand", lambda: _room_demand(game, decision.seat)).get(board.colors[space], 0.0)
    return (1.5 * min(1.0, max(0.0, want)) + 0.1 * _group_progress(game, decision.seat, space, "prepared") - cost
            + board.placement_vp.get(space, 0) / 2 + 0.1 * space[0])


def _rooms_additional(game: Game, decision: Decision, index: int) -> float:
    """The serving policy's order, and among check-ins the room: one that completes its group (the bonus), then the
    group nearest complete, then the higher floor (a room left vacant at the end scores nothing, so fill the dear ones)."""
    action = decision.values[index]
    if action is None or action.kind != "check-in" or " to " not in decision.labels[index]:
        return _serving_additional(game, decision, index)
    space = key_space(decision.labels[index].rsplit(" to ", 1)[1])
    bonus = _group_progress(game, decision.seat, space, "occupied")
    return SCORERS["additional"](game, decision, index) + min(0.8, bonus / 20) + space[0] / 100


def _rooms_guest(game: Game, decision: Decision, index: int) -> float:
    """Greedy's guest choice, but an order counts smaller by what the kitchen already holds for it (beyond what the
    café guests lack), and a guest whose room colour is wanted less than it is prepared (a vacant room waits) more."""
    base = SCORERS[decision.kind](game, decision, index)
    value = decision.values[index] if decision.values else None
    if value is None:
        return base
    guest, seat = game.catalog.guests[game.state.queue[value[0]]], decision.seat
    spare = _per_decision(decision, "spare", lambda: _spare_kitchen(game, seat))
    held = sum(min(n, spare.get(item, 0)) for item, n in guest.order.items())
    demand = _per_decision(decision, "demand", lambda: _room_demand(game, seat))
    want = demand.get(guest.color, min(demand.values()))
    return base + held / 2 + (0.5 if want < 0 else 0)


def _spare_kitchen(game: Game, seat: int) -> dict:
    """Kitchen items no café guest lacks."""
    player, lacking = game.state.players[seat], {}
    for slot in player.cafe:
        for item, n in rules.missing_items(game, slot).items():
            lacking[item] = lacking.get(item, 0) + n
    return {item: n - lacking.get(item, 0) for item, n in player.kitchen.items() if n > lacking.get(item, 0)}


def _rooms_die(game: Game, decision: Decision, index: int) -> float:
    """Greedy's die, but the rooms die is worth more while café guests near a complete order want rooms of a colour
    no vacant room has (greedy looks only at how many rooms are vacant)."""
    base = SCORERS["die"](game, decision, index)
    choice = decision.values[index]
    if not hasattr(choice, "face") or choice.face != 3:
        return base
    demand = _per_decision(decision, "cafe demand", lambda: _room_demand(game, decision.seat, queued=0))
    want = sum(max(0.0, w) for w in demand.values())
    strength = game.state.spaces[2]
    return max(base, min(strength, want + 1) * 1.2) if want >= 0.5 else base


ROOMS_SCORERS = {**SERVING_SCORERS, "prepare-room": _prepare_room, "additional": _rooms_additional,
                 "guest": _rooms_guest, "take-guest": _rooms_guest, "die": _rooms_die}


class RoomsAgent(ServingAgent):
    """The rollout policy of `mcts` (round 4): the serving policy, and rooms prepared for the guests coming, check-ins by
    group and floor, guests chosen by what the kitchen holds for them (see ROOMS_SCORERS)."""

    scorers = ROOMS_SCORERS


POLICIES = {"greedy": GreedyAgent, "serving": ServingAgent, "rooms": RoomsAgent}  # rollout policies, by name


class _Rollout:
    """The agent of every seat in a rollout: the searching seat replays its turn so far and the option under test;
    then everyone plays greedy until the horizon, when the rollout stops."""

    def __init__(self, seat: int, answers: list, target: Decision, option: str, last_round: int, seed: int,
                 policy: type = GreedyAgent):
        self.seat, self.answers, self.target, self.option = seat, answers, target, option
        self.last_round, self.seed, self.next, self.tested, self.scoring = last_round, seed, 0, False, False
        self.greedy = policy(seed)

    def choose(self, game: Game, decision: Decision) -> int:
        if not self.tested and decision.seat == self.seat:
            return self._replay(game, decision)
        if not self.scoring and (not self.tested or game.state.round > self.last_round):
            raise _Stop if self.tested else _Diverged
        return self.greedy.choose(game, decision)

    def _replay(self, game: Game, decision: Decision) -> int:
        if self.next < len(self.answers):
            kind, label = self.answers[self.next]
            self.next += 1
            return _index_of(decision, kind, label)
        self.tested = True
        index = _index_of(decision, self.target.kind, self.option)
        game.rng.seed(self.seed)  # from here on, each rollout draws its own dice
        return index


def _index_of(decision: Decision, kind: str, label: str) -> int:
    if decision.kind != kind or label not in decision.labels:
        raise _Diverged
    return decision.labels.index(label)


class SearchAgent:
    """See the module docstring. `rollouts`, `width` and `horizon` set the budget; `seed` fixes every choice."""

    def __init__(self, seed: int = 0, rollouts: int = ROLLOUTS, width: int = WIDTH, horizon: int = HORIZON,
                 evaluate: bool = True, searched: tuple[str, ...] = SEARCHED, weights: str = WEIGHTS,
                 policy: str = POLICY):
        self.seed, self.rollouts, self.width, self.horizon, self.evaluate = seed, rollouts, width, horizon, evaluate
        self.searched, self.weights_name = searched, weights if evaluate else None
        self.weights = evaluation.weights_named(weights) if evaluate else None
        self.policy_name, self.policy = policy, POLICIES[policy]
        self.greedy, self.rng = self.policy(seed), random.Random(seed)
        self.start: _TurnStart | None = None
        self.answers: list[tuple[str, str]] = []

    def choose(self, game: Game, decision: Decision) -> int:
        if decision.kind == "turn":
            self.start, self.answers = _TurnStart(game.state.copy(), game.rng.getstate(), game.state.round), []
        index = self._searched(game, decision)
        if index is None:
            index = self.greedy.choose(game, decision)
        if self.start is not None:
            self.answers.append((decision.kind, decision.labels[index]))
        return index

    def _searched(self, game: Game, decision: Decision) -> int | None:
        if decision.kind not in self.searched or self.start is None or self.start.round != game.state.round:
            return None
        candidates = self._candidates(game, decision)
        seeds = [self.rng.randrange(2**31) for _ in range(max(1, self.rollouts // len(candidates)))]
        values = []
        for index in candidates:
            value = self._value(game, decision, index, seeds)
            if value is None:
                self.start = None  # this decision lies outside the recorded turn: play greedy until the next turn
                return None
            values.append(value)
        return candidates[values.index(max(values))]

    def _candidates(self, game: Game, decision: Decision) -> list[int]:
        score = getattr(self.policy, "scorers", SCORERS).get(decision.kind)
        ranked = sorted(range(len(decision.labels)), key=lambda i: -score(game, decision, i) if score else i)
        return ranked[:self.width]

    def _value(self, game: Game, decision: Decision, index: int, seeds: list[int]) -> float | None:
        total = 0.0
        for seed in seeds:
            outcome = self._rollout(game, decision, decision.labels[index], seed)
            if outcome is None:
                return None
            total += outcome
        return total / len(seeds)

    def _rollout(self, game: Game, decision: Decision, option: str, seed: int) -> float | None:
        agent = _Rollout(decision.seat, self.answers, decision, option, self.start.round + self.horizon, seed, self.policy)
        sim = Game(game.catalog, self.start.state.copy(), [agent] * len(game.state.players))
        sim.rng.setstate(self.start.rng)
        sim.exploring = True  # a copy: no die guard (the replay matches options by label)
        try:
            play_rest(sim)
        except _Diverged:
            return None
        except _Stop:
            pass
        except ENGINE_ERRORS:
            return -1000.0  # the option broke the copy's game: never worth taking
        return _evaluated(sim, decision.seat, self.weights) if self.evaluate else _score(sim, agent, decision.seat)


def _evaluated(sim: Game, seat: int, weights: dict) -> float:
    """The seat's expected final VP less the best opponent's."""
    worth = [evaluation.value(sim, other, weights) for other in range(len(sim.state.players))]
    return worth[seat] - max(w for other, w in enumerate(worth) if other != seat)


def _score(sim: Game, agent: _Rollout, seat: int) -> float:
    """The seat's VP less the best opponent's, as if the game ended now."""
    agent.scoring = True
    if not sim.state.finished:
        try:
            final_scoring(sim)
        except ENGINE_ERRORS:
            return -1000.0
    points = [player.vp for player in sim.state.players]
    return points[seat] - max(vp for other, vp in enumerate(points) if other != seat)
