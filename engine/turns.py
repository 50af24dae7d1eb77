"""A turn: optionally a guest, then a die and its action, with additional actions around them.

Seed 003: "Optionally take one guest, then take one die from a nonempty action space and perform its
main action"; seed 001: taking a die is mandatory ("Pegar um Dado e Realizar a Ação (Obrigatório)").
So a turn always ends with a die, or is a pass chosen before acting: every optional step before the die
is offered only if some way still leads to a die the player can afford, and "take a turn" is offered
whenever some sequence of additional actions makes a die affordable (engine/lookahead.py finds it).
"""
from __future__ import annotations

from typing import Callable

from engine import actions, ballrooms, rules
from engine.effects import run_effect
from engine.guard import guarding
from engine.holdings import might_hold
from engine.lookahead import some_way
from engine.runtime import Ctx, Game
from engine.state import ABILITY, space_key

DONE = ("done", None)


class Additional:
    """An additional action on offer: what kind it is (for agents and tools) and how to carry it out. A slotted
    record (made for every option of every pass: a frozen dataclass costs three times as much to build); equal
    when kind and ref are. Read it, never change it."""

    __slots__ = ("kind", "carry_out", "ref")

    def __init__(self, kind: str, carry_out: Callable[[], None], ref: object = None):
        self.kind = kind  # "check-in", "claim", "ability" or "serve"
        self.carry_out = carry_out
        self.ref = ref  # the component it is about (the guest, objective or holding), if any

    def __call__(self) -> None:
        self.carry_out()

    def __eq__(self, other) -> bool:
        return (self.kind, self.ref) == (other.kind, other.ref) if type(other) is Additional else NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.ref))

    def __repr__(self) -> str:
        return f"Additional(kind={self.kind!r}, ref={self.ref!r})"


def play_turn(game: Game, seat: int) -> None:
    game.state.players[seat].used_this_turn = []
    free = not game.exploring and actions.free_die_available(game, seat)  # asked once: nothing changes until the steps
    turn = [("take a turn", True)] if _turn_possible(game, seat, free) else []
    if game.ask(seat, "turn", turn + [("pass", False)]) is False:
        pass_turn(game, seat)
        return
    _before_the_die(game, seat, free)
    options = die_options(game, seat)
    if not options:  # only past the lookahead's budget: the player cannot act, so the turn is a pass
        game.log({"type": "stuck", "seat": seat})
        pass_turn(game, seat)
        return
    actions.take(game, seat, game.ask(seat, "die", options, "take a die"))
    additional_actions(game, seat)


def pass_turn(game: Game, seat: int) -> None:
    game.state.players[seat].passed = game.state.players[seat].passed_this_round = True
    if game.logging:  # the record is built only for a log
        game.log({"type": "pass", "seat": seat})


# ---- keeping a die within reach -------------------------------------------------------------------------------


def _steps_to_the_die(seat: int) -> Callable[[Game], None]:
    """Additional actions, the guest step, additional actions: everything a turn does before its die."""
    def steps(game: Game) -> None:
        offered = additional_actions(game, seat)
        took = guest_steps(game, seat)
        additional_actions(game, seat, None if took else offered)  # no guest taken: nothing changed since
    return steps


def _before_the_die(game: Game, seat: int, free: bool | None = None) -> None:
    """The steps before the die, with every decision in them guarded (engine/guard.py). `free`: whether a
    free die lies on the board now, if known."""
    game.guard = guarding(game, seat, _steps_to_the_die(seat), _can_take_a_die(seat),
                          lambda g: actions.free_die_available(g, seat), free)
    try:
        _steps_to_the_die(seat)(game)
    finally:
        game.guard = None


def _can_take_a_die(seat: int) -> Callable[[Game], bool]:
    return lambda game: actions.die_affordable(game, seat)


def _turn_possible(game: Game, seat: int, free: bool | None = None) -> bool:
    if game.exploring or (actions.free_die_available(game, seat) if free is None else free) or actions.die_affordable(game, seat):
        return True
    return some_way(game, _steps_to_the_die(seat), _can_take_a_die(seat), progress=lambda sim: sim.state.players[seat].money)


def die_options(game: Game, seat: int) -> list:
    return actions.die_options(game, seat)


# ---- the guest step ---------------------------------------------------------------------------------------------


def guest_steps(game: Game, seat: int) -> int:
    """The guest step, as many times as this player may take a guest in one turn (1 unless a card says);
    how many guests were taken."""
    taken = 0
    for _ in range(game.modified(seat, "guests-per-turn", 1)):
        if not guest_step(game, seat):
            break
        taken += 1
    return taken


def guest_step(game: Game, seat: int) -> bool:
    """One guest from the queue, or none."""
    options = [("no guest", None)] + guest_options(game, seat)
    choice = game.ask(seat, "guest", options, "take a guest from the queue?")
    if choice is not None:
        rules.take_guest(game, seat, *choice)
    return choice is not None


def guest_options(game: Game, seat: int) -> list:
    options = []
    if rules.cafe_has_room(game, seat):
        modified, costs = game.may_modify(seat, "queue-cost"), game.catalog.constants.queue_costs  # asked once for the queue
        for position, guest in enumerate(game.state.queue):
            cost = rules.queue_cost(game, seat, position) if modified else costs[position]
            if guest is not None and cost <= game.state.players[seat].money:
                options.append((f"take {game.catalog.guests[guest].name} for {cost}", (position, cost)))
    return options


# ---- additional actions ------------------------------------------------------------------------------------------


def additional_actions(game: Game, seat: int, offered: list | None = None) -> list:
    """Check-ins, objective claims, abilities and serving, in any order, until done. `offered`: the options
    of the last pass of an earlier loop, when nothing changed since (then they are not listed again).
    Returns the options of the last pass (those open in the state the loop ends in)."""
    while True:
        options = offered if offered is not None else additional_options(game, seat)
        offered = None
        if options == [DONE]:
            return options
        choice = game.ask(seat, "additional", options, "an additional action?")
        if choice is None:
            return options
        game.begin_action(additional=True)  # an action of its own, or none the bell cards count (assumption bell-one-action)
        choice()


def additional_options(game: Game, seat: int) -> list:
    """Every additional action open now, then "done"."""
    options = check_in_options(game, seat)
    options += claim_options(game, seat)
    if might_hold(game, seat, game.catalog.ability_owners):  # ability_options' own first test, asked here on every pass
        options += ability_options(game, seat)
    options += serve_options(game, seat)
    options.append(DONE)
    return options


def check_in_options(game: Game, seat: int) -> list:
    player, options, guests = game.state.players[seat], [], game.catalog.guests
    shortened = "order-size" in game.catalog.modifier_owners  # whether a card may make an order smaller
    for slot in player.cafe:
        guest = guests[slot.guest]
        if not shortened and sum(slot.served.values()) < guest.order_size:
            continue  # is_complete's first test, asked here: this runs for every café guest on every pass
        if not rules.is_complete(game, seat, slot):  # neither a room nor a ballroom takes a guest still waiting
            continue
        for space in rules.rooms_for_complete(game, seat, guest):
            run = lambda s=slot, r=space: rules.check_in(game, seat, s, r)  # noqa: E731
            options.append((f"check in {guest.name} to {space_key(space)}", Additional("check-in", run, guest.ref)))
        if game.state.ballrooms:
            for label, destination in ballrooms.complete_guest_destinations(game, seat, guest):
                run = lambda s=slot, d=destination: rules.send_guest(game, seat, s, d)  # noqa: E731
                options.append((f"send {guest.name} to {label}", Additional("check-in", run, guest.ref)))
    return options


def claim_options(game: Game, seat: int) -> list:
    options, spots, known = [], game.catalog.claim_spots, {}  # known: what the objectives read of the player, shared
    for ident, claimed in game.state.objectives.items():
        if seat in claimed:
            continue
        objective, vp = spots[ident]
        if len(claimed) < len(vp) and objective.requirement(game, seat, known):
            options.append((f"claim objective {objective.name}", Additional("claim", lambda i=ident: claim_objective(game, seat, i), objective.ref)))
    for ident in game.state.players[seat].personal:
        objective = game.catalog.objective(ident)
        if objective.requirement(game, seat, known):
            run = lambda i=ident: complete_personal(game, seat, i)  # noqa: E731
            options.append((f"complete personal objective {objective.name}", Additional("claim", run, objective.ref)))
    return options


def complete_personal(game: Game, seat: int, ident: str) -> None:
    """A personal objective: no marker, no claim spot; it turns face down (its VP come from what made it personal)."""
    player = game.state.players[seat]
    player.personal.remove(ident)
    player.personal_done.append(ident)
    game.emit(seat, "objective-claimed", {"common": False, "personal": True})


def objective_vp(game: Game, objective) -> tuple[int, ...]:
    return game.catalog.claim_spots[str(objective.ident)][1]


def claim_objective(game: Game, seat: int, ident: str) -> None:
    claimed, objective = game.state.objectives[ident], game.catalog.objective(ident)
    vp = objective_vp(game, objective)[len(claimed)]
    claimed.append(seat)
    rules.add_vp(game, seat, vp, "objectives")
    game.emit(seat, "objective-claimed", {"common": True, "personal": False})


def ability_options(game: Game, seat: int) -> list:
    """Once-per-round abilities of what the player holds (staff effects, café guests' abilities)."""
    options = []
    if not might_hold(game, seat, game.catalog.ability_owners):
        return options
    for holding in game.holdings(seat):
        ability = holding.behaviour.ability
        if ability is not None and not game.used(seat, holding.ref) and ability.feasible(Ctx(game, seat, holding.ref)):
            run = lambda ref=holding.ref, a=ability: use_ability(game, seat, ref, a)  # noqa: E731
            options.append((f"use {game.name_of(holding.ref)}", Additional("ability", run, holding.ref)))
    return options


def use_ability(game: Game, seat: int, ref, ability) -> None:
    game.mark_used(seat, ref, ABILITY)
    run_effect(game, seat, ability, ref)


def serve_options(game: Game, seat: int) -> list:
    player = game.state.players[seat]
    if not any(player.kitchen.values()):  # nothing to serve: no move, whatever the cost
        return []
    cost = game.modified(seat, "serve-cost", game.catalog.constants.serve_cost)
    if player.money < cost or not _anything_to_serve(game, seat):
        return []
    return [(f"serve from the kitchen for {cost}", Additional("serve", lambda: serve(game, seat, cost)))]


def _anything_to_serve(game: Game, seat: int) -> bool:
    """Whether serve_moves would list a move (asked on every pass: no labels built)."""
    player, guests = game.state.players[seat], game.catalog.guests
    stock = player.kitchen.get
    for slot in player.cafe:
        served = slot.served.get
        for item, count in guests[slot.guest].order.items():
            if count > served(item, 0) and stock(item, 0):
                return True
    return False


def serve_moves(game: Game, seat: int) -> list:
    player, moves, guests = game.state.players[seat], [], game.catalog.guests
    kitchen = player.kitchen
    for slot in player.cafe:
        served = slot.served
        for item, count in guests[slot.guest].order.items():  # what the order still lacks, in its order
            if count > served.get(item, 0) and kitchen.get(item, 0):
                moves.append((f"{item} onto {guests[slot.guest].name}", (slot, item)))
    return moves


def serve(game: Game, seat: int, cost: int) -> None:
    rules.pay_money(game, seat, cost)
    for _ in range(game.catalog.constants.serve_batch):
        moves = serve_moves(game, seat)
        choice = game.ask(seat, "serve", moves + [DONE]) if moves else None
        if choice is None:
            return
        slot, item = choice
        rules.take_from_kitchen(game, seat, item, 1)
        rules.serve_item(game, seat, slot, item)
