"""The engine's primitives: every change to the game state goes through one of these small functions.

They apply the game's general rules (caps, adjacency, costs, group bonuses...) and emit the events that
card triggers listen for. Compiled card effects call them; so do the main actions.
"""
from __future__ import annotations

from collections import Counter

from engine.contract import MODIFIERS
from engine.errors import EffectFailed, IllegalMove
from engine.runtime import Game
from engine.state import ITEM_ORDER, CafeGuest, Ref, add_items, key_space, space_key

DISHES, DRINKS = ("strudel", "cake"), ("wine", "coffee")
ORDER_FLOOR = MODIFIERS["order-size"].floor  # the fewest items any order may be made to need
MEMO_SIZE = 4096  # entries of a board's memo of room spaces (cleared when full)

# Where VP come from, for the score breakdown: a rule's own category, or the kind of the card that gave them.
CATEGORY_OF_KIND = {"staff": "staff", "guest": "guest rewards", "emperor-tile": "Emperor tiles", "objective": "objectives"}
VpSource = Ref | str  # a card, or the name of the rule that scores


def category(source: VpSource) -> str:
    return CATEGORY_OF_KIND.get(source.kind, source.kind) if isinstance(source, Ref) else source


# ---- money, VP, Emperor ------------------------------------------------------------------------------------


def gain_money(game: Game, seat: int, amount: int) -> None:
    player = game.state.players[seat]
    player.money = min(game.catalog.constants.money_cap, player.money + amount)
    if amount > 0:
        game.emit(seat, "money-gained", {"amount": amount})


def pay_money(game: Game, seat: int, amount: int) -> None:
    player = game.state.players[seat]
    if player.money < amount:
        raise EffectFailed(f"needs {amount} krones, has {player.money}")
    player.money -= amount


def add_vp(game: Game, seat: int, amount: int, source: VpSource) -> None:
    player = game.state.players[seat]
    player.vp += amount
    player.vp_events += amount
    card = str(source) if isinstance(source, Ref) else None
    if game.logging:  # the record is built only for a log
        game.log({"type": "vp", "seat": seat, "amount": amount, "category": category(source), "card": card})
    if amount > 0:
        game.emit(seat, "vp-gained", {"amount": amount})


def advance_emperor(game: Game, seat: int, steps: int) -> None:
    player, top = game.state.players[seat], game.catalog.track.top
    overflow = max(0, player.emperor + steps - top)
    player.emperor = min(top, player.emperor + steps)
    if overflow:
        add_vp(game, seat, overflow * game.catalog.track.overflow_vp, "Emperor track")
    if steps > 0:
        before = game.action["steps"]
        game.action["steps"] += steps
        if game.hears("emperor-advanced"):
            game.emit(seat, "emperor-advanced", {"steps": steps, "action-steps": before + steps, "action-steps-before": before,
                                                 "action-counted": game.action.get("counted", True)})


def retreat_emperor(game: Game, seat: int, steps: int) -> None:
    player = game.state.players[seat]
    player.emperor = max(0, player.emperor - steps)


# ---- items -----------------------------------------------------------------------------------------------


def needs(game: Game, slot: CafeGuest) -> Counter:
    return Counter(missing_items(game, slot))


def missing_items(game: Game, slot: CafeGuest) -> dict:
    """What the guest's order still lacks (a plain dict: this is asked for every café guest on every pass)."""
    served, order = slot.served, game.catalog.guests[slot.guest].order
    return {item: count - served.get(item, 0) for item, count in order.items() if count > served.get(item, 0)}


def order_size(game: Game, seat: int, slot: CafeGuest) -> int:
    """How many of the guest's items complete its order for this player (modifiers may lower it, never below 1)."""
    return game.modified(seat, "order-size", game.catalog.guests[slot.guest].order_size)


def is_complete(game: Game, seat: int, slot: CafeGuest) -> bool:
    guest, served = game.catalog.guests[slot.guest], slot.served
    size = guest.order_size
    if served:
        if sum(served.values()) < size and "order-size" not in game.catalog.modifier_owners:
            return False  # fewer items than the order holds, and nothing can make the order smaller
        missing, have = 0, served.get
        for item, count in guest.order.items():
            if count > have(item, 0):
                missing += count - have(item, 0)
        if not missing:
            return True
    elif size:
        missing = size  # nothing served yet: the whole order is missing
    else:
        return True
    if size - missing < ORDER_FLOOR <= size or "order-size" not in game.catalog.modifier_owners:
        return False  # modifiers never make an order smaller than its floor, or none can make it smaller: no need to ask them
    return size - missing >= min(size, order_size(game, seat, slot))


def serve_item(game: Game, seat: int, slot: CafeGuest, item: str, count: int = 1) -> None:
    """Put items onto a café guest; the moment its order becomes complete, say so."""
    was_complete = is_complete(game, seat, slot)
    add_items(slot.served, {item: count})
    if not was_complete and is_complete(game, seat, slot):
        guest = game.catalog.guests[slot.guest]
        game.emit(seat, "guest-completed", {"color": guest.color, "order": guest.order_size})


def gain_items(game: Game, seat: int, items: Counter) -> None:
    """New items may go straight onto café guests that need them, for free; the rest go to the kitchen."""
    player = game.state.players[seat]
    for item in sorted(items, key=_item_rank):
        for _ in range(items[item]):
            target = _placement(game, seat, item)
            if target is None:
                add_items(player.kitchen, {item: 1})
            else:
                serve_item(game, seat, target, item)
    if items.get("champagne"):
        game.emit(seat, "champagne-gained", {"amount": items["champagne"]})
    before = dict(game.action["items"])
    add_items(game.action["items"], items)
    if game.hears("items-gained"):
            game.emit(seat, "items-gained", {"items": {item: n for item, n in items.items() if n}, "action-items": dict(game.action["items"]),
                                          "action-items-before": before, "action-counted": game.action.get("counted", True)})


def _placement(game: Game, seat: int, item: str) -> CafeGuest | None:
    guests = game.catalog.guests  # a guest still lacks the item: its order asks for more than it was served
    hungry = [slot for slot in game.state.players[seat].cafe if guests[slot.guest].order.get(item, 0) > slot.served.get(item, 0)]
    if not hungry:
        return None
    options = [("kitchen", None)] + [(f"onto {guests[s.guest].name}", s) for s in hungry]
    return game.ask(seat, "place-item", options, f"where does the new {item} go?")


_RANKS = {item: rank for rank, item in enumerate(ITEM_ORDER)}


def _item_rank(item: str) -> int:
    return _RANKS[item]


def take_from_kitchen(game: Game, seat: int, item: str, count: int) -> None:
    kitchen = game.state.players[seat].kitchen
    if kitchen.get(item, 0) < count:
        raise EffectFailed(f"needs {count} {item} in the kitchen")
    kitchen[item] -= count
    if not kitchen[item]:
        del kitchen[item]


# ---- rooms -----------------------------------------------------------------------------------------------


def room_spaces(game: Game, seat: int, color: str = "any", floors: tuple[int, int] | None = None) -> list:
    """Empty spaces where a room may be prepared now: adjacency, colour and floor limits (kept per board and
    arrangement of rooms: asked at every room to prepare, and the arrangements repeat)."""
    board, rooms = game.catalog.board, game.state.players[seat].rooms
    return list(_kept(board, ("free", tuple(rooms), color, floors), lambda: _room_spaces(board, rooms, color, floors)))


def _room_spaces(board, rooms: dict, color: str, floors) -> tuple:
    placed = {key_space(k) for k in rooms}
    if not placed:
        candidates = {board.first_room}
    else:
        candidates = {n for s in placed for n in _neighbours(s) if n in board.colors and n not in placed}
    return tuple(sorted(s for s in candidates if _fits(board.colors[s], s, color, floors)))


def _kept(board, key: tuple, compute) -> tuple:
    """A value that depends on the board and `key` alone, computed once (the memo lives on the board)."""
    memo = board.memo
    found = memo.get(key)
    if found is None:
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        found = memo[key] = compute()
    return found


def _neighbours(space):
    floor, column = space
    return ((floor + 1, column), (floor - 1, column), (floor, column + 1), (floor, column - 1))


def _fits(space_color: str, space, color: str, floors) -> bool:
    return (color in ("any", space_color)) and (floors is None or floors[0] <= space[0] <= floors[1])


def room_cost(game: Game, seat: int, space) -> int:
    base = game.catalog.board.prep_cost[space[0] - 1]
    return game.modified(seat, "room-cost", base, {"color": game.catalog.board.colors[space], "floor": space[0]})


def place_room(game: Game, seat: int, space, cost: int) -> None:
    pay_money(game, seat, cost)
    game.state.players[seat].rooms[space_key(space)] = "vacant"
    if game.logging:  # the record is built only for a log
        game.log({"type": "room", "seat": seat, "space": space_key(space), "cost": cost})
    vp = game.catalog.board.placement_vp.get(space, 0)
    if vp:
        add_vp(game, seat, vp, "room spaces")


def vacant_rooms(game: Game, seat: int, color: str = "any", floors=None) -> list:
    board, rooms = game.catalog.board, game.state.players[seat].rooms
    return list(_kept(board, ("vacant", tuple(rooms.items()), color, floors), lambda: _vacant_rooms(board, rooms, color, floors)))


def _vacant_rooms(board, rooms: dict, color: str, floors) -> tuple:
    spaces = [key_space(k) for k, v in rooms.items() if v == "vacant"]
    return tuple(sorted(s for s in spaces if _fits(board.colors[s], s, color, floors)))


def occupy_room(game: Game, seat: int, space) -> None:
    """Flip a vacant room to occupied; pay the group bonus if it was the group's last vacant room."""
    player, board = game.state.players[seat], game.catalog.board
    group = board.group_of(space)
    first = not any(player.rooms.get(space_key(s)) == "occupied" for s in group.spaces)
    player.rooms[space_key(space)] = "occupied"
    game.emit(seat, "room-occupied", {"color": board.colors[space], "first-in-group": first})
    if all(player.rooms.get(space_key(s)) == "occupied" for s in group.spaces) and group.number not in player.paid_groups:
        player.paid_groups.append(group.number)
        _group_bonus(game, seat, group)
    _line_events(game, seat, space)


def _group_bonus(game: Game, seat: int, group) -> None:
    resource, amounts = game.catalog.group_bonus[group.color]
    amounts = game.modified(seat, "group-bonus", tuple(amounts), {"color": group.color})
    amount = amounts[min(len(group.spaces), len(amounts)) - 1]
    game.log({"type": "group-bonus", "seat": seat, "group": group.number, resource: amount})
    gain(game, seat, resource, amount, "group bonuses")
    game.emit(seat, "group-completed", {"size": len(group.spaces), "color": group.color})


def _line_events(game: Game, seat: int, space) -> None:
    rooms, board = game.state.players[seat].rooms, game.catalog.board
    floor = [(space[0], c) for c in range(1, board.columns + 1)]
    column = [(f, space[1]) for f in range(1, board.floors + 1)]
    if all(rooms.get(space_key(s)) == "occupied" for s in floor):
        game.emit(seat, "floor-completed")
    if all(rooms.get(space_key(s)) == "occupied" for s in column):
        game.emit(seat, "column-completed")


def gain(game: Game, seat: int, resource: str, amount: int, source: VpSource) -> None:
    """Gain krones, VP, Emperor steps or items by name."""
    if resource == "vp":
        add_vp(game, seat, amount, source)
    elif resource == "krone":
        gain_money(game, seat, amount)
    elif resource == "emperor":
        advance_emperor(game, seat, amount)
    else:
        gain_items(game, seat, Counter({resource: amount}))


# ---- guests -------------------------------------------------------------------------------------------------


def cafe_has_room(game: Game, seat: int) -> bool:
    return len(game.state.players[seat].cafe) < cafe_tables(game, seat)


def cafe_tables(game: Game, seat: int) -> int:
    return game.modified(seat, "cafe-tables", game.catalog.constants.cafe_tables)


def queue_cost(game: Game, seat: int, position: int) -> int:
    base = game.catalog.constants.queue_costs[position]
    return game.modified(seat, "queue-cost", base)


def take_guest(game: Game, seat: int, position: int, cost: int) -> None:
    state = game.state
    guest = state.queue[position]
    if guest is None or not cafe_has_room(game, seat):
        raise IllegalMove("guest", "no guest there, or no free table in the café")
    pay_money(game, seat, cost)
    state.queue.pop(position)
    state.queue.insert(0, draw_guest(game))
    state.players[seat].cafe.append(CafeGuest(guest))
    if game.logging:  # the record is built only for a log
        game.log({"type": "guest-taken", "seat": seat, "guest": guest, "cost": cost})


def draw_guest(game: Game) -> int | None:
    state = game.state
    if not state.guest_deck and state.guest_discard:
        state.guest_deck = state.guest_discard
        state.guest_discard = []
        game.rng.shuffle(state.guest_deck)
    return state.guest_deck.pop() if state.guest_deck else None


def rooms_for_guest(game: Game, seat: int, slot: CafeGuest) -> list:
    return rooms_for_complete(game, seat, game.catalog.guests[slot.guest]) if is_complete(game, seat, slot) else []


def rooms_for_complete(game: Game, seat: int, guest) -> list:
    """The rooms a guest whose order is complete may check in to."""
    if guest.destination not in ("room", "room-or-ballroom"):
        return []
    if guest.needs is not None:  # several rooms, or given floors (engine/destinations.py)
        from engine import destinations

        return destinations.rooms_for(game, seat, guest, lambda color, floors: vacant_rooms(game, seat, color, floors))
    return vacant_rooms(game, seat, "any" if guest.color == "green" else guest.color)


def check_in(game: Game, seat: int, slot: CafeGuest, space) -> None:
    guest = game.catalog.guests[slot.guest]
    if space not in rooms_for_guest(game, seat, slot):
        raise IllegalMove("check-in", f"{guest.name} cannot check in to {space_key(space)}")
    if game.logging:  # the record is built only for a log
        game.log({"type": "check-in", "seat": seat, "guest": guest.ident, "space": space_key(space)})
    _leave_cafe(game, seat, slot)
    occupy_room(game, seat, space)
    if guest.needs is not None:
        from engine import destinations

        for other in destinations.partners(guest, space):
            occupy_room(game, seat, other)
    game.emit(seat, "guest-leaves-cafe", {"color": guest.color})
    _reward(game, seat, guest)


def send_guest(game: Game, seat: int, slot: CafeGuest, destination: tuple) -> None:
    """A completed guest sent to a ballroom instead of a room [000 p.5-6]: pay and place the dancer first
    (with its row and section bonuses), then the guest's VP and reward; no room is occupied."""
    from engine import ballrooms

    guest = game.catalog.guests[slot.guest]
    if guest.destination not in ("ballroom", "room-or-ballroom") or not is_complete(game, seat, slot):
        raise IllegalMove("ballroom", f"{guest.name} cannot go to a ballroom")
    game.log({"type": "guest-to-ballroom", "seat": seat, "guest": guest.ident})
    like_a_check_in = game.answer("ballroom-guests-leave-the-cafe") == "like-a-check-in"
    _leave_cafe(game, seat, slot, completed=like_a_check_in)
    ballrooms.send(game, seat, destination)
    if like_a_check_in:
        game.emit(seat, "guest-leaves-cafe", {"color": guest.color})
    _reward(game, seat, guest, {"space": destination[:2]})  # the space its dancer took (`send ... own-space`)


def _leave_cafe(game: Game, seat: int, slot: CafeGuest, completed: bool = True) -> None:
    """The guest leaves the café; a completed order counts for the objectives (for a guest sent to a ballroom
    only as assumption ballroom-guests-leave-the-cafe says)."""
    player, guest = game.state.players[seat], game.catalog.guests[slot.guest]
    player.cafe.remove(slot)
    if completed:
        player.completed.append(guest.ident)
        player.completed_this_round.append(guest.ident)


def _reward(game: Game, seat: int, guest, payload: dict | None = None) -> None:
    from engine.effects import run_effect

    add_vp(game, seat, guest.vp, "guests")
    game.emit(seat, "guest-rewarded", {"order": guest.order_size, "color": guest.color})
    run_effect(game, seat, guest.reward, guest.ref, **(payload or {}))
    game.state.guest_discard.append(guest.ident)


# ---- staff ------------------------------------------------------------------------------------------------------


def draw_staff(game: Game, seat: int, count: int) -> list[int]:
    deck = game.state.staff_deck
    drawn = [deck.pop() for _ in range(min(count, len(deck)))]
    game.state.players[seat].hand.extend(drawn)
    return drawn


def staff_cost(game: Game, card: int, discount: int) -> int:
    return max(0, game.catalog.staff[card].cost - discount)


def play_staff(game: Game, seat: int, card: int, cost: int) -> None:
    from engine.effects import run_effect

    player = game.state.players[seat]
    pay_money(game, seat, cost)
    if card in player.hand:
        player.hand.remove(card)
    player.played.append(card)
    if game.logging:  # the record is built only for a log
        game.log({"type": "staff-played", "seat": seat, "card": card, "cost": cost})
    staff = game.catalog.staff[card]
    if staff.timing == "immediate":
        run_effect(game, seat, staff.effect, staff.ref)
    game.emit(seat, "staff-played", {"card": staff.ref})


# ---- choice loops shared by actions and card effects ---------------------------------------------------------------

STOP = ("stop", None)


def prepare_rooms(game: Game, seat: int, count: int, up_to: bool, color: str = "any", floors=None, free: bool = False,
                  discounts: tuple = (0,), occupy: bool = False) -> int:
    """Prepare rooms one at a time, each chosen by the player among the legal, affordable spaces."""
    placed = 0
    for index in range(count):
        options = room_options(game, seat, color, floors, free, discounts[min(index, len(discounts) - 1)])
        choice = game.ask(seat, "prepare-room", options + [STOP] if up_to else options) if options else None
        if choice is None:
            break
        space, cost = choice
        place_room(game, seat, space, cost)
        if occupy:
            occupy_room(game, seat, space)
        placed += 1
    return placed


def room_options(game: Game, seat: int, color: str = "any", floors=None, free: bool = False, discount: int = 0) -> list:
    money, options, prices = game.state.players[seat].money, [], game.catalog.board.prep_cost
    modified = not free and game.may_modify(seat, "room-cost")  # asked once: nothing changes while the options are listed
    for space in room_spaces(game, seat, color, floors):
        cost = 0 if free else max(0, (room_cost(game, seat, space) if modified else prices[space[0] - 1]) - discount)
        if cost <= money:
            options.append((f"room {space_key(space)} for {cost}", (space, cost)))
    return options


def staff_options(game: Game, seat: int, cards, discount: int = 0, free: bool = False) -> list:
    money, options = game.state.players[seat].money, []
    for card in cards:
        cost = 0 if free else staff_cost(game, card, discount)
        if cost <= money:
            options.append((f"play {game.catalog.staff[card].name} for {cost}", (card, cost)))
    return options
