"""A human at the terminal: a readable view of the table and numbered options."""
from __future__ import annotations

from typing import Callable

from engine.errors import IllegalMove
from engine.runtime import Decision, Game
from engine.state import key_space


class HumanAgent:
    def __init__(self, seed: int = 0, read: Callable[[str], str] = input, write: Callable[[str], None] = print):
        self.read, self.write = read, write

    def choose(self, game: Game, decision: Decision) -> int:
        self.write(view(game, decision.seat))
        self.write(f"\n{decision.prompt or decision.kind}:")
        for number, label in enumerate(decision.labels, start=1):
            self.write(f"  {number}. {label}")
        return self._ask(len(decision.labels))

    def _ask(self, count: int) -> int:
        while True:
            try:
                answer = self.read(f"choose 1-{count}: ").strip()
            except EOFError:
                raise IllegalMove("input", "the input ended before the game did") from None
            number = _number(answer)
            if number is not None and 1 <= number <= count:
                return number - 1
            self.write(f"please type a number from 1 to {count}")


def _number(answer: str) -> int | None:
    """A typed number: ASCII digits only ('²' and '٣' are digits to str.isdigit, but not answers), kept short."""
    return int(answer) if answer.isascii() and answer.isdigit() and len(answer) <= 6 else None


def view(game: Game, seat: int) -> str:
    state, player = game.state, game.state.players[seat]
    guests = game.catalog.guests
    lines = [f"--- round {state.round}, seat {seat} ---",
             "dice on spaces 1-6: " + " ".join(str(n) for n in state.spaces),
             "queue: " + ", ".join(guests[g].name if g else "-" for g in state.queue),
             f"you: {player.money} krones, {player.vp} VP, Emperor {player.emperor}, kitchen {dict(player.kitchen)}",
             "café: " + "; ".join(f"{guests[s.guest].name} {dict(s.served)}/{dict(guests[s.guest].order)}" for s in player.cafe),
             "hotel: " + " ".join(f"{k}{'*' if v == 'occupied' else ''}" for k, v in sorted(player.rooms.items(), key=lambda kv: key_space(kv[0]))),
             "hand: " + ", ".join(game.catalog.staff[c].name for c in player.hand)]
    return "\n".join(lines)
