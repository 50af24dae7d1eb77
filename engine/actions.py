"""The six main actions, taking a die, boosting and the take-die triggers around an action."""
from __future__ import annotations

from collections import Counter

from engine import rules
from engine.errors import IllegalMove
from engine.runtime import Ctx, Game

NAMES = {1: "dishes", 2: "drinks", 3: "rooms", 4: "krones and Emperor", 5: "hire staff", 6: "imitate"}


def take_die(game: Game, seat: int, face: int) -> None:
    """Take a die from a space and carry out its action, with boost and take-die triggers."""
    state, player = game.state, game.state.players[seat]
    if state.spaces[face - 1] < 1:
        raise IllegalMove("take a die", f"action space {face} holds no die")
    base = state.spaces[face - 1]  # strength counts the dice before yours is removed
    state.spaces[face - 1] -= 1
    player.covered += 1
    game.log({"type": "die", "seat": seat, "face": face, "dice_on_space": base})
    strength = base + _boost(game, seat, imitation_fee(game, seat, face) if face == 6 else 0)
    if face == 6:
        _pay_imitation(game, seat, face)  # the strength of an imitation is the number of 6s, as for any space
    _with_triggers(game, seat, face, game.modified(seat, "strength", strength, die=face))


def _boost(game: Game, seat: int, reserve: int = 0) -> int:
    """Once per turn, pay for +1 strength (keeping `reserve` krones for the action's own fee)."""
    cost = game.catalog.constants.boost_cost
    if game.state.players[seat].money - reserve < cost or not game.ask_yes(seat, "boost", f"boost for {cost} krone?"):
        return 0
    rules.pay_money(game, seat, cost)
    game.log({"type": "boost", "seat": seat})
    return 1


def imitation_fee(game: Game, seat: int, face: int | None) -> int:
    return max(0, game.modified(seat, "imitation-fee", game.catalog.constants.imitation_fee, die=face))


def _pay_imitation(game: Game, seat: int, face: int | None) -> None:
    rules.pay_money(game, seat, imitation_fee(game, seat, face))


def _with_triggers(game: Game, seat: int, face: int, strength: int) -> None:
    triggers = [t for t in game.triggers(seat, "take-die") if face in t.filters.get("faces", ())]
    payload = {"faces": face, "strength": strength}
    game.log({"type": "event", "event": "take-die", "seat": seat, "faces": face})
    later = []
    for trigger in (t for t in triggers if t.timing in ("", "before-or-after")):
        if trigger.timing == "" or game.ask_yes(seat, "before-or-after", f"{trigger.card}: use it before the action?"):
            game.fire(trigger, seat, payload)
        else:
            later.append(trigger)
    replacing = [t for t in triggers if t.timing == "instead"]
    for trigger in replacing:
        game.fire(trigger, seat, payload)
    if not replacing:
        main_action(game, seat, face, strength)
    for trigger in later + [t for t in triggers if t.timing == "after"]:
        game.fire(trigger, seat, payload)


def main_action(game: Game, seat: int, face: int, strength: int) -> None:
    target = face
    if face == 6:
        target = game.ask(seat, "imitate", [(f"{n}: {NAMES[n]}", n) for n in range(1, 6)], "which action to imitate?")
    game.log({"type": "action", "seat": seat, "action": target, "strength": strength})
    ACTIONS[target](game, seat, strength)


def perform_without_die(game: Game, seat: int, boost: bool) -> None:
    """Run the main action of a space that holds a die, without taking it (no take-die triggers)."""
    options = perform_options(game, seat)
    if not options:
        return
    face = game.ask(seat, "perform-space", options, "which action space?")
    strength = game.state.spaces[face - 1] + (_boost(game, seat) if boost else 0)
    if face == 6:
        _pay_imitation(game, seat, None)
    main_action(game, seat, face, strength)


def perform_options(game: Game, seat: int) -> list:
    money = game.state.players[seat].money
    return [(f"space {n} ({NAMES[n]})", n) for n in range(1, 7)
            if game.state.spaces[n - 1] and (n != 6 or imitation_fee(game, seat, None) <= money)]


# ---- the actions ---------------------------------------------------------------------------------------------------


def _ordered_split(game: Game, seat: int, strength: int, first: str, second: str) -> None:
    """Take `strength` items, never more of `second` than of `first` in this take."""
    options = [(f"{strength - k} {first} + {k} {second}", k) for k in range(strength // 2 + 1)]
    k = game.ask(seat, "split", options)
    rules.gain_items(game, seat, Counter({first: strength - k, second: k}))


def dishes(game: Game, seat: int, strength: int) -> None:
    _ordered_split(game, seat, strength, "strudel", "cake")


def drinks(game: Game, seat: int, strength: int) -> None:
    _ordered_split(game, seat, strength, "wine", "coffee")


def rooms(game: Game, seat: int, strength: int) -> None:
    rules.prepare_rooms(game, seat, strength, up_to=True)


def krones_and_emperor(game: Game, seat: int, strength: int) -> None:
    krones = game.ask(seat, "split", [(f"{k} krones + {strength - k} Emperor steps", k) for k in range(strength, -1, -1)])
    rules.gain_money(game, seat, krones)
    rules.advance_emperor(game, seat, strength - krones)


def hire(game: Game, seat: int, strength: int) -> None:
    """Play exactly one staff card from hand at its cost less the strength (never below 0)."""
    options = rules.staff_options(game, seat, game.state.players[seat].hand, discount=strength)
    if options:
        card, cost = game.ask(seat, "play-staff", options)
        rules.play_staff(game, seat, card, cost)


ACTIONS = {1: dishes, 2: drinks, 3: rooms, 4: krones_and_emperor, 5: hire}
