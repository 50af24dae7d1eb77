"""Celebrities and coloured dice (the `celebrity` kind, with the rules fields `dice-colors`, `celebrity-vp`,
`colored-die-fee` and `lounge-spaces`): present only when the catalog holds celebrities.

Seed 000 p.8-9: coloured dice replace as many white ones; the lounge shows celebrities left to right, each
tied to one die colour (which space to which colour: assumption lounge-colors, in the listed order).
Taking a coloured die costs its fee (per other die on its space), takes the tied celebrity and scores its
VP before the action; a held celebrity acts until the round ends; at the round's end held ones are
discarded, waiting ones step up their VP ladder (the last step discards them) and the lounge is refilled.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine import rules
from engine.runtime import Game


@dataclass(frozen=True)
class DieChoice:
    """A die to take: its face, and its colour (None: a white die)."""

    face: int
    color: str | None = None


def colors(game: Game) -> tuple[str, ...]:
    return tuple(game.catalog.constants.get("dice-colors")) if game.catalog.celebrities else ()


def ladder(game: Game) -> tuple[int, ...]:
    return tuple(game.catalog.constants.get("celebrity-vp", (1,)))


# ---- setup and the roll ------------------------------------------------------------------------------------------


def set_up(game: Game) -> None:
    from engine.ballrooms import enough

    if not game.catalog.celebrities and not any(line.startswith("celebrity ") for line in game.catalog.left_out):
        return
    enough(game, "celebrity", len(game.catalog.celebrities), len(colors(game)))
    state = game.state
    state.celebrity_deck = sorted(game.catalog.celebrities)
    game.rng.shuffle(state.celebrity_deck)
    spaces = game.catalog.constants.get("lounge-spaces", (len(colors(game)),))[0]
    state.lounge, state.lounge_vp = [None] * spaces, [0] * spaces
    refill(game)


def refill(game: Game) -> None:
    """Empty lounge spaces, left to right, from the pile (the discards reshuffled when it runs out)."""
    state = game.state
    for index, holder in enumerate(state.lounge):
        if holder is None:
            state.lounge[index] = _draw(game)
            state.lounge_vp[index] = game.catalog.celebrities[state.lounge[index]].vp if state.lounge[index] else 0


def _draw(game: Game) -> str | None:
    state = game.state
    if not state.celebrity_deck and state.celebrity_discard:
        state.celebrity_deck, state.celebrity_discard = state.celebrity_discard, []
        game.rng.shuffle(state.celebrity_deck)
    return state.celebrity_deck.pop() if state.celebrity_deck else None


def color_the_roll(game: Game, rerolled: bool) -> None:
    """The coloured dice are among those rolled: each shows one of the rolled faces (drawn from the roll).
    A reroll rolls only the coloured dice still on the board; taken or discarded ones stay off it."""
    if not colors(game):
        return
    state, rolled = game.state, [face for face in range(1, 7) for _ in range(game.state.spaces[face - 1])]
    rolling = [c for c in colors(game) if not rerolled or state.colored.get(c) is not None]
    game.rng.shuffle(rolled)
    state.colored = {color: (rolled.pop() if color in rolling and rolled else None) for color in colors(game)}


def white_dice(game: Game, face: int) -> int:
    return game.state.spaces[face - 1] - sum(1 for f in game.state.colored.values() if f == face)


# ---- taking a coloured die ------------------------------------------------------------------------------------------


def fee(game: Game, seat: int, face: int) -> int:
    """The coloured-die fee: so many krones per other die on the space. Assumption colored-die-fee-unaffordable:
    a player who cannot pay all of it cannot take the die, or pays what they have."""
    per_die = game.catalog.constants.get("colored-die-fee", (0,))[0]
    full = per_die * (game.state.spaces[face - 1] - 1)
    if game.answer("colored-die-fee-unaffordable") == "pay-what-you-have":
        return min(full, game.state.players[seat].money)
    return full


def choices(game: Game, face: int) -> list[DieChoice]:
    found = [DieChoice(face)] if white_dice(game, face) else []
    return found + [DieChoice(face, color) for color, f in sorted(game.state.colored.items()) if f == face]


def take_colored(game: Game, seat: int, choice: DieChoice) -> None:
    """Pay the fee, take the lounge celebrity tied to the colour, score what taking it scores (seed 000 p.9)."""
    rules.pay_money(game, seat, fee(game, seat, choice.face))
    game.state.colored[choice.color] = None
    index = colors(game).index(choice.color)  # assumption lounge-colors: spaces in the listed colour order
    celebrity, vp = game.state.lounge[index], game.state.lounge_vp[index]
    if celebrity is None:
        return
    game.state.lounge[index], game.state.lounge_vp[index] = None, 0  # its token leaves the lounge (either answer alike)
    game.log({"type": "celebrity", "seat": seat, "celebrity": celebrity, "vp": vp})
    held_first = game.answer("chaplin-own-vp") == "plus-two"  # is it held as its VP score, so its ability hears them?
    if held_first:
        game.state.players[seat].celebrities.append(celebrity)
    rules.add_vp(game, seat, vp, game.catalog.celebrities[celebrity].ref)
    if not held_first:
        game.state.players[seat].celebrities.append(celebrity)


# ---- the end of the round --------------------------------------------------------------------------------------------


def clean_up(game: Game) -> None:
    """Held celebrities are discarded; those waiting step up a VP ladder rung, past the top they are discarded."""
    if not game.catalog.celebrities:
        return
    state, steps = game.state, ladder(game)
    for player in state.players:
        state.celebrity_discard += player.celebrities
        player.celebrities = []
    for index, celebrity in enumerate(state.lounge):
        if celebrity is None:
            continue
        rung = steps.index(state.lounge_vp[index]) if state.lounge_vp[index] in steps else len(steps) - 1
        if rung + 1 < len(steps):
            state.lounge_vp[index] = steps[rung + 1]
        else:
            state.celebrity_discard.append(celebrity)
            state.lounge[index], state.lounge_vp[index] = None, 0
    refill(game)
