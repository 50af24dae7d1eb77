"""A human at the terminal: the table drawn before each decision, numbered options, `?` for a card's text.

The agent reads and writes through callables and draws through a `screen` (gah/humanview.py draws with rich; the
plain one below is for programs and tests), so the engine stays free of any terminal library. What happened since
the human's last decision comes from the game's own log records, handed to `hear`."""
from __future__ import annotations

from typing import Callable, Protocol

from engine.errors import IllegalMove
from engine.runtime import Decision, Game
from engine.state import key_space

HELP = "type an option's number; ?N shows the card behind option N, ? NAME any card's text"


class Screen(Protocol):
    def show(self, game: Game, decision: Decision, heard: list[dict]) -> None: ...

    def card_text(self, game: Game, decision: Decision, query: str) -> str: ...


class HumanAgent:
    def __init__(self, seed: int = 0, read: Callable[[str], str] = input, write: Callable[[str], None] = print,
                 screen: Screen | None = None):
        self.read, self.write = read, write
        self.screen = screen or PlainScreen(write)
        self.heard: list[dict] = []  # the game's records since this seat last chose

    def hear(self, record: dict) -> None:
        self.heard.append(record)

    def choose(self, game: Game, decision: Decision) -> int:
        heard, self.heard = self.heard, []
        self.screen.show(game, decision, heard)
        return self._ask(len(decision.labels), lambda query: self.screen.card_text(game, decision, query))

    def _ask(self, count: int, lookup: Callable[[str], str] | None = None) -> int:
        while True:
            try:
                answer = self.read(f"choose 1-{count} (? for help): ").strip()
            except EOFError:
                raise IllegalMove("input", "the input ended before the game did") from None
            if answer.startswith("?"):
                self.write(lookup(answer[1:].strip()) if lookup and answer[1:].strip() else HELP)
                continue
            number = _number(answer)
            if number is not None and 1 <= number <= count:
                return number - 1
            self.write(f"please type a number from 1 to {count}")


def _number(answer: str) -> int | None:
    """A typed number: ASCII digits only ('²' and '٣' are digits to str.isdigit, but not answers), kept short."""
    return int(answer) if answer.isascii() and answer.isdigit() and len(answer) <= 6 else None


class PlainScreen:
    """The table as a few lines of plain text, and card names without texts."""

    def __init__(self, write: Callable[[str], None] = print):
        self.write = write

    def show(self, game: Game, decision: Decision, heard: list[dict]) -> None:
        self.write(view(game, decision.seat))
        self.write(f"\n{decision.prompt or decision.kind}:")
        for number, label in enumerate(decision.labels, start=1):
            self.write(f"  {number}. {label}")

    def card_text(self, game: Game, decision: Decision, query: str) -> str:
        return f"no card text here for '{query}'"


def view(game: Game, seat: int) -> str:
    state, player = game.state, game.state.players[seat]
    guests = game.catalog.guests
    lines = [f"--- round {state.round}, seat {seat} ---",
             "dice on spaces 1-6: " + " ".join(str(n) for n in state.spaces),
             "queue: " + ", ".join(guests[g].name if g else "-" for g in state.queue),
             f"you: {player.money} krones, {player.vp} VP, Emperor {player.emperor}, kitchen {items_text(player.kitchen)}",
             "café: " + "; ".join(f"{guests[s.guest].name} {items_text(s.served)}/{items_text(guests[s.guest].order)}" for s in player.cafe),
             "hotel: " + " ".join(f"{k}{'*' if v == 'occupied' else ''}" for k, v in sorted(player.rooms.items(), key=lambda kv: key_space(kv[0]))),
             "hand: " + ", ".join(game.catalog.staff[c].name for c in player.hand)]
    return "\n".join(lines)


def items_text(items) -> str:
    """Items in words, in the game's item order: '2 wine, 1 coffee' ('nothing' when there are none)."""
    from engine.state import ITEM_ORDER

    order = {item: n for n, item in enumerate(ITEM_ORDER)}
    shown = [f"{count} {item}" for item, count in sorted(dict(items).items(), key=lambda kv: order.get(kv[0], 99)) if count]
    return ", ".join(shown) or "nothing"
