"""What every action space shares: taking a die, its strength, the boost, the space's fee, and the
take-die triggers around the action. What each space does is its card (cards/base/actions/...)."""
from __future__ import annotations

from functools import lru_cache

from engine import key, lounge, rules
from engine.errors import IllegalMove
from engine.lounge import DieChoice
from engine.runtime import Ctx, Game


def space(game: Game, number: int):
    return game.catalog.spaces[number]


def fee(game: Game, seat: int, number: int, die: int | None) -> int:
    """The krones to use a space: its printed fee as modified (only a space with a fee has one to change)."""
    printed = space(game, number).fee
    return game.modified(seat, "imitation-fee", printed, {"die": die}) if printed else 0


def die_options(game: Game, seat: int) -> list:
    """Every die the player may take now (a coloured die is its own choice), and the key action if it is there."""
    money, options, spaces, colored = game.state.players[seat].money, [], game.state.spaces, game.state.colored
    for face, printed, name in game.catalog.die_spaces:
        dice = spaces[face - 1]
        if not dice:
            continue
        if not colored:  # the space's white die alone (what _price gives for it, without the choice)
            if (game.modified(seat, "imitation-fee", printed, {"die": face}) if printed else 0) <= money:
                options.append((f"die {face} ({name}, strength {dice})", _white(face)[0]))
            continue
        for choice in lounge.choices(game, face):
            if _price(game, seat, choice, printed) <= money:
                colour = f"{choice.color} die, " if choice.color else ""
                options.append((f"die {face} ({colour}{name}, strength {dice})", choice))
    return options + key.option(game, seat)


def die_affordable(game: Game, seat: int) -> bool:
    """Whether die_options would list anything (the guard and the turn's search ask it often: no labels built)."""
    money, spaces, colored = game.state.players[seat].money, game.state.spaces, game.state.colored
    for face, printed, _ in game.catalog.die_spaces:
        if not spaces[face - 1]:
            continue
        if not colored:
            if (game.modified(seat, "imitation-fee", printed, {"die": face}) if printed else 0) <= money:
                return True
        elif any(_price(game, seat, choice, printed) <= money for choice in lounge.choices(game, face)):
            return True
    return key.available(game, seat)


def price(game: Game, seat: int, choice: DieChoice) -> int:
    """What taking this die costs before its action: the space's fee, and a coloured die's own fee."""
    return _price(game, seat, choice, space(game, choice.face).fee)


def _price(game: Game, seat: int, choice: DieChoice, printed: int) -> int:
    cost = game.modified(seat, "imitation-fee", printed, {"die": choice.face}) if printed else 0
    return cost + lounge.fee(game, seat, choice.face) if choice.color else cost


def free_die_available(game: Game, seat: int) -> bool:
    """Some die (or the key) costs nothing to take, so the player can always end the turn with one."""
    if key.available(game, seat):
        return True
    spaces, colored = game.state.spaces, game.state.colored
    for face, printed, _ in game.catalog.die_spaces:
        if not spaces[face - 1]:
            continue
        if not colored:
            if not printed or not game.modified(seat, "imitation-fee", printed, {"die": face}):
                return True
        elif any(not _price(game, seat, c, printed) for c in lounge.choices(game, face)):
            return True
    return False


def _choices(game: Game, face: int) -> list:
    """The dice a player may take from a space that holds some: without coloured dice, its white die."""
    return lounge.choices(game, face) if game.state.colored else _white(face)


@lru_cache(maxsize=None)
def _white(face: int) -> tuple[DieChoice]:
    """A space's white die, made once per face (a DieChoice is a frozen value: one is as good as another)."""
    return (DieChoice(face),)


def take(game: Game, seat: int, choice) -> None:
    """The turn's die: a die from the board, or the key action."""
    if choice == key.KEY:
        key.take(game, seat)
    else:
        take_die(game, seat, choice.face, choice.color)


def take_die(game: Game, seat: int, face: int, color: str | None = None) -> None:
    """Take a die from a space and carry out its action, with boost, fees and the take-die triggers."""
    state, player = game.state, game.state.players[seat]
    if state.spaces[face - 1] < 1 or (state.colored or color) and DieChoice(face, color) not in lounge.choices(game, face):
        raise IllegalMove("take a die", f"action space {face} holds no {color or 'white'} die")
    game.begin_action()
    base, cost = state.spaces[face - 1], fee(game, seat, face, face)  # strength counts the dice before yours is removed
    if color:
        lounge.take_colored(game, seat, DieChoice(face, color))
    state.spaces[face - 1] -= 1
    player.covered += 1
    player.faces.append(face)
    if game.logging:  # the record is built only for a log
        game.log({"type": "die", "seat": seat, "face": face, "color": color, "dice_on_space": base})
    strength = base + _boost(game, seat, cost)
    rules.pay_money(game, seat, cost)
    if player.covered == 2:
        game.emit(seat, "second-die-taken", {"face": face})
    strength += _before_action(game, seat, face)
    if game.may_modify(seat, "strength"):
        strength = game.modified(seat, "strength", strength, {"die": face})
    _with_triggers(game, seat, face, strength)


def _before_action(game: Game, seat: int, number: int) -> int:
    """Just before a space's action (its die and fees taken): a die moved onto the space adds to the strength."""
    before = game.state.spaces[number - 1]
    game.emit(seat, "before-action", {"space": number})
    return game.state.spaces[number - 1] - before


def _boost(game: Game, seat: int, reserve: int = 0) -> int:
    """Once per turn, pay for +1 strength (keeping `reserve` krones for the space's own fee)."""
    cost = game.catalog.constants.boost_cost
    if game.state.players[seat].money - reserve < cost or not game.ask_yes(seat, "boost", f"boost for {cost} krone?"):
        return 0
    rules.pay_money(game, seat, cost)
    if game.logging:  # the record is built only for a log
        game.log({"type": "boost", "seat": seat})
    return 1


def _with_triggers(game: Game, seat: int, face: int, strength: int) -> None:
    facts = {"face": face, "strength": strength}
    triggers = [(part, t) for part, t in game.triggers(seat, "take-die") if t.accepts(facts)]
    if game.logging:  # the record is built only for a log
        game.log({"type": "event", "event": "take-die", "seat": seat, "face": face})
    if not triggers:  # the usual case: the action alone
        main_action(game, seat, face, strength)
        return
    later = []
    for part, trigger in ((p, t) for p, t in triggers if t.timing in ("", "before-or-after")):
        if trigger.timing == "" or game.ask_yes(seat, "before-or-after", f"{game.name_of(trigger.owner)}: use it before the action?"):
            game.fire(trigger, part, seat, facts)
        else:
            later.append((part, trigger))
    replacing = [(p, t) for p, t in triggers if t.timing == "instead"]
    for part, trigger in replacing:
        game.fire(trigger, part, seat, facts)
    if not replacing:
        main_action(game, seat, face, strength)
    for part, trigger in later + [(p, t) for p, t in triggers if t.timing == "after"]:
        game.fire(trigger, part, seat, facts)


def main_action(game: Game, seat: int, number: int, strength: int) -> None:
    """Carry out a space's action (its card's effect) at a strength."""
    chosen = space(game, number)
    if game.logging:  # the record is built only for a log
        game.log({"type": "action", "seat": seat, "action": number, "strength": strength})
    chosen.effect.run(Ctx(game, seat, chosen.ref, {"strength": strength, "space": number}))


# ---- a space's action without a die (E. Gizia) ----------------------------------------------------------------------


def perform_options(game: Game, seat: int, with_die: bool = True, number: int | None = None) -> list:
    money, options = game.state.players[seat].money, []
    for n in sorted(game.catalog.spaces):
        if (number in (None, n)) and (game.state.spaces[n - 1] or not with_die) and fee(game, seat, n, None) <= money:
            options.append((f"space {n} ({space(game, n).name})", n))
    return options


def perform_without_die(game: Game, seat: int, with_die: bool = True, number: int | None = None, strength: int | None = None,
                        boost: bool = True) -> None:
    """Run a space's action without taking its die: no take-die triggers, its fee paid as usual."""
    options = perform_options(game, seat, with_die, number)
    if not options:
        return
    face = game.ask(seat, "perform-space", options, "which action space?")
    game.begin_action()
    cost = fee(game, seat, face, None)
    power = (game.state.spaces[face - 1] if strength is None else strength) + (_boost(game, seat, cost) if boost else 0)
    rules.pay_money(game, seat, cost)
    power += _before_action(game, seat, face) if strength is None else 0
    main_action(game, seat, face, game.modified(seat, "strength", power, {"die": None}))


def imitation_options(game: Game, number: int) -> list:
    return [(f"{n}: {space(game, n).name}", n) for n in sorted(game.catalog.spaces) if n != number and not space(game, n).imitates]
