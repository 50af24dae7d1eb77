"""The engine's half of the card language: every event it emits and every quantity it lets cards modify.

The compiler binds each `when` line and each `modify` line against this table and refuses (E230, at the
word) anything not declared here, so a card that checks cleanly is a card the engine honours. A test
reads the engine's source and holds every `emit(...)` and `modified(...)` call to these declarations, in
both directions; another holds the declarations to the registry.

A *filter* is an option of a `when` or `modify` line that narrows which events or queries it answers;
its `test` says how the line's value is compared with the fact the engine supplies. A *property* is an
option the engine honours around the trigger itself (when it runs, how often), not a fact of the event.
"""
from __future__ import annotations

from dataclasses import dataclass

# How a filter's value is compared with the event's (or query's) fact of the same name.
MEMBER = "member"            # the fact is one of the listed values (die faces, floors)
EQUALS = "equals"            # the fact equals the value; `any` matches every fact
AT_LEAST = "at-least"        # the fact is at least the value (thresholds written `3+`)
FLAG = "flag"                # the fact is true
NOT_THIS_CARD = "not-this-card"  # the fact names another component than the one holding the line
ITEMS_OF_KIND = "items-of-kind"  # items of that kind (or choice of kinds) among the fact `items`
ITEM_TOTAL = "item-total"    # at least this many items of the line's `kind` (all kinds if none) among `items`
WITHIN_ACTION = "within-action"  # the count is what one action gave so far: the line fires when that total reaches it

TESTS = (MEMBER, EQUALS, AT_LEAST, FLAG, NOT_THIS_CARD, ITEMS_OF_KIND, ITEM_TOTAL, WITHIN_ACTION)
# With `one-action`, an amount or steps filter reads these facts instead: the running total of the action
# under way after this gain, and before it (assumption bell-one-action: every action, main or additional,
# counts on its own).
ACTION_TOTALS = {"items": ("action-items", "action-items-before"), "steps": ("action-steps", "action-steps-before"),
                 "amount": ("action-spent", "action-spent-before")}


@dataclass(frozen=True)
class Filter:
    option: str  # the registry's spelling of the option
    test: str
    fact: str = ""  # the payload fact it reads; empty: the same name as the option

    @property
    def reads(self) -> str:
        return self.fact or self.option


@dataclass(frozen=True)
class EventContract:
    name: str
    when: str  # where in the rules the engine emits it
    filters: tuple[Filter, ...] = ()
    properties: tuple[str, ...] = ()  # options honoured around the trigger, not facts
    facts: tuple[str, ...] = ()  # payload facts the engine supplies (every filter's fact among them)

    def filter(self, option: str) -> Filter | None:
        return next((f for f in self.filters if f.option == option), None)


@dataclass(frozen=True)
class ModifierContract:
    target: str
    when: str  # where the engine asks for the quantity
    filters: tuple[Filter, ...] = ()
    values: int = 1  # how many numbers `to` sets (a table has several)
    floor: int | None = 0  # the quantity never goes below this (None: no floor)

    def filter(self, option: str) -> Filter | None:
        return next((f for f in self.filters if f.option == option), None)


COLOR = Filter("color", EQUALS)
TAKE_DIE_TIMINGS = ("before-or-after", "after", "instead")

EVENTS: dict[str, EventContract] = {e.name: e for e in (
    EventContract("take-die", "a die is taken from the action board (its own face, not the action a 6 imitates), around its main action",
                  (Filter("faces", MEMBER, "face"),), TAKE_DIE_TIMINGS, ("face", "strength")),
    EventContract("before-action", "a main action is about to be carried out (after taking its die, before the take-die "
                  "triggers; or performed without a die)", (), (), ("space",)),
    EventContract("second-die-taken", "the player's second die of the round was taken, before its action", (), (), ("face",)),
    EventContract("guest-leaves-cafe", "a checked-in guest leaves the café", (COLOR,), (), ("color",)),
    EventContract("guest-rewarded", "after a checked-in guest's VP, before its reward", (Filter("order", AT_LEAST),), (), ("order", "color")),
    EventContract("guest-completed", "the last missing item of a café guest's order arrives", (COLOR, Filter("order", AT_LEAST)), (),
                  ("color", "order")),
    EventContract("room-occupied", "a vacant room turns occupied, by any means", (Filter("first-in-group", FLAG), COLOR), (),
                  ("color", "first-in-group")),
    EventContract("group-completed", "the last room of a group turns occupied, after its bonus", (Filter("size", AT_LEAST), COLOR), (),
                  ("size", "color")),
    EventContract("floor-completed", "every room of a floor is occupied"),
    EventContract("column-completed", "every room of a column is occupied"),
    EventContract("emperor-reward", "after an Emperor tile's reward"),
    EventContract("emperor-penalty", "before an Emperor tile's penalty (a trigger may skip it)", (), (), ("skip",)),
    EventContract("staff-played", "a staff card went into play, after its immediate effect",
                  (Filter("other", NOT_THIS_CARD, "card"),), ("once-per-round",), ("card",)),
    EventContract("objective-claimed", "a marker was put on a common objective, or a personal objective was completed",
                  (Filter("common", FLAG), Filter("personal", FLAG)), (), ("common", "personal")),
    EventContract("money-gained", "krones were gained from one source (after the money limit)", (), (), ("amount",)),
    EventContract("vp-gained", "VP were scored from one source", (), (), ("amount",)),
    EventContract("emperor-advanced", "the Emperor marker moved forward",
                  (Filter("steps", AT_LEAST), Filter("one-action", WITHIN_ACTION, "action-steps")), (),
                  ("steps", "action-steps", "action-steps-before", "action-counted")),
    EventContract("items-gained", "items were gained from one source (onto guests or into the kitchen)",
                  (Filter("kind", ITEMS_OF_KIND, "items"), Filter("amount", ITEM_TOTAL, "items"),
                   Filter("one-action", WITHIN_ACTION, "action-items")), (), ("items", "action-items", "action-items-before", "action-counted")),
    EventContract("round-end", "the round is over, before its Emperor scoring; each player in seat order"),
    EventContract("dancer-sent", "a dancer was placed in a ballroom, after its row and section bonuses", (), (), ("ballroom", "row")),
    EventContract("champagne-gained", "champagne was gained from one source", (), (), ("amount",)),
    EventContract("champagne-spent", "champagne was spent (every spend is part of an action); `in-action`: the action's first",
                  (Filter("in-action", WITHIN_ACTION, "amount"),), (), ("amount", "action-spent", "action-spent-before")),
    EventContract("ballroom-scored", "a ballroom was scored for every player", (), (), ("ballroom",)),
)}

MODIFIERS: dict[str, ModifierContract] = {m.target: m for m in (
    ModifierContract("room-cost", "pricing a room to prepare", (COLOR, Filter("floors", MEMBER, "floor"))),
    ModifierContract("strength", "the strength of a main action, after the boost", (Filter("die", MEMBER),)),
    ModifierContract("queue-cost", "pricing a guest in the queue"),
    ModifierContract("serve-cost", "pricing a serve from the kitchen"),
    ModifierContract("imitation-fee", "pricing action 6", (Filter("die", MEMBER),)),
    ModifierContract("cafe-tables", "counting free café tables"),
    ModifierContract("guests-per-turn", "how many times the guest step may be taken in one turn"),
    ModifierContract("group-bonus", "paying a completed group's bonus: the table by group size 1 to 4", (COLOR,), values=4),
    ModifierContract("order-size", "deciding whether a café guest's order is complete (never below 1 item)", floor=1),
    ModifierContract("row-bonus", "how many times a top or middle row's bonus is gained when a dancer is placed there"),
)}

# What no card may ask of the engine yet, with the reason shown in the E230 diagnostic.
NOT_YET = "the engine's contract does not declare it (engine/contract.py), so no card can rely on it"


def event(name: str) -> EventContract | None:
    return EVENTS.get(name)


def modifier(target: str) -> ModifierContract | None:
    return MODIFIERS.get(target)


# ---- assumptions: the answers to rule gaps the engine can play ------------------------------------------------------

# Each named assumption (cards/*/assumptions/) and the answers the engine plays, its card's default first. A values
# file may choose any of these; an answer the card lists but the engine does not play is refused (E247) rather
# than played as the default. tests/engine/test_assumptions.py ties this table to the cards and plays each answer.
ASSUMPTIONS: dict[str, tuple[str, ...]] = {
    "auction-next-opener": ("clockwise-from-start-player", "clockwise-from-last-opener"),
    "ballroom-guests-leave-the-cafe": ("like-a-check-in", "only-check-ins"),
    "bell-one-action": ("main-or-additional", "main-action-only"),
    "celebrity-token-when-taken": ("back-to-supply", "stays-until-round-end"),  # the engine keeps no token supply: alike
    "chaplin-own-vp": ("plus-two", "no-bonus"),
    "colored-die-fee-unaffordable": ("cannot-take", "pay-what-you-have"),
    "corogari-master-key-timing": ("before-key-gain", "before-key-action"),
    "four-player-spaces-last": ("rightmost",),
    "grand-wray-steps": ("a1-b2-c3", "a3-b2-c1", "any-steps-any-tile"),  # TileReward reads the entrance's listed steps so
    "kaufman-pile-and-completed-orders": ("this-rounds-guests-count", "earlier-rounds-only"),
    "lounge-colors": ("in-listed-order",),  # "another-order" names no order to play
    "promos-included": ("left-out", "included"),  # compiler/needs.in_play adds the promo module when included
    "round-end-order": ("before-scorings", "after-scorings"),
}


# ---- decisions: what the engine asks a player, and what each option's value is --------------------------------------


@dataclass(frozen=True)
class DecisionKind:
    kind: str
    asks: str  # the question
    values: str  # what each option's value is (Decision.values), for agents and tools


DECISIONS: dict[str, DecisionKind] = {d.kind: d for d in (
    DecisionKind("turn", "take a turn or pass", "True (take a turn) or False (pass)"),
    DecisionKind("guest", "which guest to take from the queue, if any", "None (no guest) or (queue position, cost)"),
    DecisionKind("die", "which die to take", "a DieChoice (face, colour or None for white), or \"key\" for the key action"),
    DecisionKind("boost", "pay for +1 strength?", "True or False"),
    DecisionKind("additional", "an additional action, or done", "an Additional (kind: check-in, claim, ability, serve) or None (done)"),
    DecisionKind("serve", "which kitchen item onto which café guest", "(café guest, item) or None (done)"),
    DecisionKind("split", "how to share an action's strength", "{kind: how many}"),
    DecisionKind("imitate", "which action space to imitate", "the space's number"),
    DecisionKind("perform-space", "which action space to use without a die", "the space's number"),
    DecisionKind("before-or-after", "use a take-die card before the action (else after)?", "True or False"),
    DecisionKind("bell", "turn a bell card face down and use it now?", "True or False"),
    DecisionKind("may", "do an optional part of a card?", "True or False"),
    DecisionKind("how-many", "how many, for an `up-to` amount", "the number"),
    DecisionKind("item", "which item, for a choice of items", "the item"),
    DecisionKind("place-item", "where a new item goes", "None (the kitchen) or the café guest"),
    DecisionKind("choose", "which alternative of a `choose` block", "the alternative's handler, or None (stop)"),
    DecisionKind("prepare-room", "which space to prepare a room on", "(space, cost) or None (stop)"),
    DecisionKind("occupy-room", "which vacant room to occupy", "the space, or None (stop)"),
    DecisionKind("remove-room", "which room to take away", "the space"),
    DecisionKind("take-guest", "which guest a card lets you take", "(queue position, cost) or None (stop)"),
    DecisionKind("fill-order", "whose order to fill", "the café guest, or None (stop)"),
    DecisionKind("play-staff", "which staff card to play", "(card number, cost) or None (stop)"),
    DecisionKind("return-staff", "which staff card to return under the deck", "the card number"),
    DecisionKind("remove-staff", "which played final-scoring card to remove", "the card number"),
    DecisionKind("copy-staff", "which opponent's final-scoring card to copy", "the card number, or None (stop)"),
    DecisionKind("bottom-order", "the order of revealed cards put under the deck", "a tuple of card numbers"),
    DecisionKind("discard-die", "which die to discard before a reroll", "a DieChoice (a white one whenever there is one)"),
    DecisionKind("entrance", "which hotel entrance to auction next", "the entrance's id"),
    DecisionKind("bid", "a bid in an entrance auction", "the bid in krones, or None (pass)"),
    DecisionKind("move-die", "which neighbouring die to move onto the space about to be used", "a DieChoice"),
    DecisionKind("rehearsal-room", "which rehearsal room to take, at setup", "the board's id"),
    DecisionKind("token", "which of your remaining bonus tokens to use", "the token's index"),
    DecisionKind("tile", "which kept Emperor tile's reward to take", "(tile id, steps back)"),
    DecisionKind("section", "which rehearsal section a dancer leaves", "the section's index"),
    DecisionKind("send-dancer", "where a dancer goes", "(ballroom, row, champagne paid), or None (stop)"),
    DecisionKind("initial-guest", "the first guest, at setup", "(queue position, 0)"),
    DecisionKind("draft", "which card to keep in the expert draft", "the card number"),
)}
