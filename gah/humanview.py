"""What `gah play --human` draws before each of your decisions, with rich: your hotel as a coloured grid, the café and
the queue, your kitchen, money, Emperor position and VP, your hand and played staff with their texts, the objectives
and Emperor tiles in play, each opponent in a line, what happened since your last decision, and the numbered options.

Every renderer is a small function from the game to a rich renderable, so each is tested alone. Card names and texts
are handed to rich as `Text`, never as markup. Colours are always written as words too, for terminals without them."""
from __future__ import annotations

from dataclasses import dataclass, field

from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from engine.contract import DECISIONS
from engine.human import items_text
from engine.runtime import Decision, Game
from engine.state import CafeGuest, Player, Ref

STYLE = {"red": "red", "blue": "blue", "yellow": "yellow", "green": "green"}
ROOM_MARK = {"occupied": "■", "vacant": "□", None: "·"}
ROOM_WORD = {"occupied": "occupied", "vacant": "prepared (vacant)", None: "not prepared"}
STAFF_KINDS = ("play-staff", "return-staff", "remove-staff", "copy-staff")
QUEUE_KINDS = ("guest", "take-guest", "initial-guest")


@dataclass
class RichScreen:
    """Draws on a rich console; `texts` holds each card's text by (kind, id as text), as the cards say it."""

    console: Console
    texts: dict = field(default_factory=dict)

    def show(self, game: Game, decision: Decision, heard: list[dict]) -> None:
        for part in screen(game, decision, heard, self.texts):
            self.console.print(part, soft_wrap=False)

    def card_text(self, game: Game, decision: Decision, query: str) -> str:
        ref = card_behind(game, decision, int(query) - 1) if query.isascii() and query.isdigit() else named(game, query)
        if ref is None:
            hint = "that option names no card" if query.isdigit() else f"no card in play is called '{query}'"
            return f"{hint}; try ? followed by a card's name"
        return f"{game.name_of(ref)} ({ref}): {text_of(ref, self.texts)}"


def screen(game: Game, decision: Decision, heard: list[dict], texts: dict) -> list:
    """The whole screen, top to bottom."""
    seat = decision.seat
    return [Text(f"━━ round {game.state.round}, your turn (seat {seat}) ━━", style="bold"), happenings(game, heard, seat),
            board_table(game), queue_table(game, texts), hotel_grid(game, seat), cafe_table(game, seat), you_panel(game, seat),
            staff_table(game, game.state.players[seat].hand, "your hand", texts),
            staff_table(game, game.state.players[seat].played, "your played staff", texts),
            goals_table(game, texts), opponents_table(game, seat), options(decision)]


# ---- the board, the hotel, the café, the queue ----------------------------------------------------------------------


def board_table(game: Game) -> Table:
    """The action spaces with how many dice lie on each (a die's face is its space's number)."""
    table = _table("the action board", "space", "action", "dice")
    spaces, counts = game.catalog.spaces, game.state.spaces
    for number, count in enumerate(counts, start=1):
        space = spaces.get(number)
        table.add_row(str(number), Text(space.name if space else "?"), str(count))
    return table



def hotel_grid(game: Game, seat: int) -> Panel:
    """Floors top to bottom, columns left to right; each room its colour's initial and a mark: ■ occupied,
    □ prepared (vacant), · not prepared."""
    board, rooms = game.catalog.board, game.state.players[seat].rooms
    grid = Table.grid(padding=(0, 1))
    for floor in range(board.floors, 0, -1):
        cells = [_room_cell(board.colors.get((floor, column)), rooms.get(f"{floor}/{column}")) for column in range(1, board.columns + 1)]
        cost = board.prep_cost[floor - 1] if floor <= len(board.prep_cost) else "?"
        grid.add_row(Text(f"floor {floor} ({cost} K)", style="dim"), *cells)
    legend = "  ".join(f"{mark} {ROOM_WORD[state]}" for state, mark in ROOM_MARK.items())
    occupied = sum(state == "occupied" for state in rooms.values())
    return Panel(Group(grid, Text(legend, style="dim")), title=Text(f"your hotel: {occupied} occupied, "
                                                                   f"{len(rooms) - occupied} prepared"), title_align="left")


def _room_cell(color: str | None, state: str | None) -> Text:
    style = STYLE.get(color or "", "") + (" bold" if state == "occupied" else "" if state else " dim")
    return Text(f"{(color or '?')[0]}{ROOM_MARK[state]}", style=style.strip())


def cafe_table(game: Game, seat: int) -> Table:
    table = _table("your café", "guest", "colour", "order", "served", "still wanted", "VP")
    for place in game.state.players[seat].cafe:
        card = game.catalog.guests[place.guest]
        wanted = {item: count - place.served.get(item, 0) for item, count in card.order.items()}
        table.add_row(_colored(card.name, card.color), Text(card.color), Text(items_text(card.order)),
                      Text(items_text(place.served)), Text(items_text(wanted)), str(card.vp))
    return table


def queue_table(game: Game, texts: dict) -> Table:
    """The guests waiting, left to right, with what taking each costs and what it brings."""
    table = _table("the queue", "#", "cost", "guest", "colour", "VP", "order", "reward")
    costs = game.catalog.constants.queue_costs
    for position, ident in enumerate(game.state.queue):
        if ident is None:
            continue
        card = game.catalog.guests[ident]
        cost = costs[position] if position < len(costs) else "?"
        table.add_row(str(position + 1), f"{cost} K", _colored(card.name, card.color), Text(card.color), str(card.vp),
                      Text(items_text(card.order)), Text(text_of(Ref("guest", ident), texts)))
    return table


# ---- you, your staff, the goals, the others ---------------------------------------------------------------------


def you_panel(game: Game, seat: int) -> Panel:
    player, track = game.state.players[seat], game.catalog.track
    place = track.vp[player.emperor] if 0 <= player.emperor < len(track.vp) else "?"
    line = Text.assemble(("you: ", "bold"), f"{player.money} krones, {player.vp} VP, Emperor track space {player.emperor} "
                         f"(worth {place} VP), kitchen: {items_text(player.kitchen)}")
    return Panel(line)


def staff_table(game: Game, cards: list[int], title: str, texts: dict) -> Table:
    table = _table(title, "staff", "cost", "timing", "text")
    for ident in cards:
        card = game.catalog.staff[ident]
        table.add_row(Text(card.name), str(card.cost), Text(card.timing), Text(text_of(Ref("staff", ident), texts)))
    return table


def goals_table(game: Game, texts: dict) -> Table:
    """The objectives (who has claimed each) and the Emperor tiles, by the round they score in."""
    table = _table("objectives and Emperor tiles in play", "what", "name", "status", "text")
    for ident, seats in game.state.objectives.items():
        card = game.catalog.objective(ident)
        status = "claimed by " + ", ".join(f"seat {s}" for s in seats) if seats else "unclaimed"
        table.add_row(f"objective {card.group}", Text(card.name), status, Text(text_of(card.ref, texts)))
    rounds = game.catalog.track.scoring_rounds
    for number, ident in enumerate(game.state.emperor_tiles):
        tile = game.catalog.emperor_tiles[ident]
        when = f"scores after round {rounds[number]}" if number < len(rounds) else ""
        table.add_row(f"Emperor tile {tile.group}", Text(tile.name), when, Text(text_of(tile.ref, texts)))
    return table


def opponents_table(game: Game, seat: int) -> Table:
    table = _table("the other players", "seat", "krones", "VP", "Emperor", "kitchen", "café", "rooms", "staff played", "hand")
    for other in game.state.players:
        if other.seat != seat:
            table.add_row(str(other.seat), str(other.money), str(other.vp), str(other.emperor), Text(items_text(other.kitchen)),
                          Text(_cafe_names(game, other.cafe)), _rooms_text(other), Text(_staff_names(game, other)), str(len(other.hand)))
    return table


def _cafe_names(game: Game, cafe: list[CafeGuest]) -> str:
    return ", ".join(game.catalog.guests[g.guest].name for g in cafe) or "empty"


def _rooms_text(player: Player) -> str:
    occupied = sum(state == "occupied" for state in player.rooms.values())
    return f"{occupied} occupied, {len(player.rooms) - occupied} prepared"


def _staff_names(game: Game, player: Player) -> str:
    return ", ".join(game.catalog.staff[c].name for c in player.played) or "none"


# ---- what happened, and what you may do ---------------------------------------------------------------------------


def happenings(game: Game, heard: list[dict], seat: int) -> Panel:
    """The game's records since your last decision, in words: each choice made (yours taken for you too), VP, staff
    played, guests taken and checked in, Emperor scoring, new dice."""
    lines = [line for record in heard for line in [said(game, record, seat)] if line]
    body = Text("\n".join(lines[-40:]) if lines else "nothing yet")
    return Panel(body, title=Text("since your last decision"), title_align="left")


def said(game: Game, record: dict, seat: int) -> str | None:
    """One log record in words, or None for the records a player need not read (events, triggers' bookkeeping)."""
    who = "you" if record.get("seat") == seat else f"seat {record.get('seat')}"
    kind = record.get("type")
    if kind in ("decision", "forced"):
        return f"{who}: {_asks(record['kind'])}: {record['label']}" + (" (the only option)" if kind == "forced" else "")
    if kind == "vp":
        return f"{who}: {record['amount']:+d} VP ({record['category']}" + (f", {_name(game, record['card'])})" if record.get("card") else ")")
    if kind == "roll":
        return "new dice on spaces 1-6: " + " ".join(str(n) for n in record["spaces"])
    if kind == "emperor-scoring":
        return f"{who}: the Emperor scores tile {record['tile']} at track space {record['position']}"
    if kind == "pass":
        return f"{who}: passed"
    return None


def _name(game: Game, label: str) -> str:
    kind, _, ident = label.partition(" ")
    for ref in (Ref(kind, int(ident)) if ident.isdigit() else None, Ref(kind, ident)):
        if ref is not None and ref in game.catalog.components:
            return game.name_of(ref)
    return label


def _asks(kind: str) -> str:
    return DECISIONS[kind].asks if kind in DECISIONS else kind


def options(decision: Decision) -> Panel:
    lines = Text()
    for number, label in enumerate(decision.labels, start=1):
        lines.append(f"{number:>3}. ", style="bold")
        lines.append(label + "\n")
    question = decision.prompt or _asks(decision.kind)
    return Panel(lines, title=Text(f"your decision: {question}"), title_align="left",
                 subtitle=Text("type a number; ?N: the card behind option N; ? NAME: a card's text"))


# ---- cards ----------------------------------------------------------------------------------------------------------


def text_of(ref: Ref, texts: dict) -> str:
    return texts.get((ref.kind, str(ref.ident)), "(no text)")


def card_behind(game: Game, decision: Decision, index: int) -> Ref | None:
    """The card an option is about (the staff to play, the guest to take or serve, the holding to use), if any."""
    if not 0 <= index < len(decision.values):
        return None
    return _ref_of(game, decision.kind, decision.values[index])


def _ref_of(game: Game, kind: str, value) -> Ref | None:
    if isinstance(value, Ref):
        return value
    if isinstance(value, CafeGuest):
        return Ref("guest", value.guest)
    if getattr(value, "ref", None) is not None:
        return _ref_of(game, kind, value.ref)
    if isinstance(value, tuple) and value and isinstance(value[0], int) and kind in QUEUE_KINDS:
        ident = game.state.queue[value[0]] if value[0] < len(game.state.queue) else None
        return Ref("guest", ident) if ident is not None else None
    if isinstance(value, tuple) and value:
        return _ref_of(game, kind, value[0])
    return Ref("staff", value) if isinstance(value, int) and kind in STAFF_KINDS else None


def named(game: Game, name: str) -> Ref | None:
    wanted = name.strip().lower()
    return next((ref for ref, card in game.catalog.components.items() if getattr(card, "name", "").lower() == wanted), None)


def _table(title: str, *columns: str) -> Table:
    table = Table(title=Text(title), title_justify="left", show_lines=False)
    for column in columns:
        table.add_column(column, overflow="fold")
    return table


def _colored(name: str, color: str) -> Text:
    return Text(name, style=STYLE.get(color, ""))
