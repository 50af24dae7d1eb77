"""The facts of the selected corpus the verifier reasons with, read from its cards once: the game's limits
(rules, Emperor track, night board), the action board, every modifier and trigger a player could hold, and
what is not known (guests whose orders no source gives).

Nothing here is a number typed into the verifier: each limit is the value a card gives, so a corpus with
other rules is verified against its own rules. When a card is missing (a designer's folder without the base
game), the base game's cards are the fallback (`gah verify` always adds them).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce

from dsl import ast
from compiler.checker import CheckedComponent
from compiler import passes
from compiler.types import UnknownValue

ITEMS = ("strudel", "cake", "wine", "coffee", "champagne")


def ir_of(block: ast.Block) -> tuple:
    """An effect block as the compiler's own passes leave it before lowering (the same passes, in order)."""
    chain = passes.PASSES
    return reduce(lambda value, step: step(value), chain[:chain.index(passes.lower)], block)


@dataclass(frozen=True)
class Limits:
    """The game's numbers, from the rules, track and board cards."""

    money_cap: int = 20
    emperor_top: int = 13
    overflow_vp: int = 1
    rounds: int = 7
    players: tuple = (2, 3, 4)
    cafe_tables: int = 3
    max_cafe_tables: int = 3  # with every `cafe-tables` modifier of the corpus
    queue_costs: tuple = (3, 2, 1, 0, 0)
    serve_cost: int = 1
    prep_costs: tuple = (0, 1, 2, 3)
    start_money: int = 10
    start_rooms: int = 3
    start_kitchen: tuple = ()
    hand_size: int = 6
    reward_from: int = 3
    penalty_at: int = 0
    dancers: int | None = None  # per player, with the ballrooms module


@dataclass(frozen=True)
class Space:
    """An action space as the verifier runs it: its number, fee, steps (IR) and whether it imitates."""

    number: int
    fee: int
    steps: tuple
    imitates: bool
    module: str


@dataclass(frozen=True)
class Held:
    """A modifier line a player could hold: whose, and what it says (the line's bound values)."""

    owner: str  # "staff 9 (Butler)"
    kind: str  # the component kind: at most one hotel entrance is held at once
    target: str
    values: dict = field(compare=False)
    component: str = ""  # "staff 9", to recognise the card being verified
    line: int = 0


@dataclass
class Corpus:
    components: tuple
    limits: Limits
    spaces: tuple  # Space, the action board of the base game (perform and imitate use it)
    all_spaces: tuple  # Space, every numbered action space of every module (takes for order-constraint)
    board: object | None  # the night board's component, for board.NightBoard
    modifiers: tuple  # Held
    order_sizes: tuple  # known guests' order sizes
    unknown_orders: bool  # some guest's order is not known
    guest_colors: frozenset
    cache: dict = field(default_factory=dict, repr=False)  # the trigger graph and other derived facts

    def label(self, component: CheckedComponent) -> str:
        return f"{component.kind.name} {component.ident}"


def corpus_of(components) -> Corpus:
    components = tuple(components)
    limits = _limits(components)
    spaces = action_spaces(components)
    order_sizes, unknown = _orders(components)
    return Corpus(components, limits, spaces, action_spaces(components, None), _night(components), _modifiers(components),
                  order_sizes, unknown, _guest_colors(components))


def _one(components, kind: str, ident: str | None = None, module: str = "base"):
    return next((c for c in components if c.kind.name == kind and c.module == module and ident in (None, c.ident)), None)


def _night(components):
    return next((c for c in components if c.kind.name == "hotel-board" and c.ident == "night"), None)


def _limits(components) -> Limits:
    rules, track, board = _one(components, "rules"), _one(components, "emperor-track"), _night(components)
    found = {}
    if rules is not None:
        found.update(_rule_values(rules))
    if track is not None:
        found.update(emperor_top=len(track.value("vp", "vp")) - 1, overflow_vp=track.value("overflow-vp", "vp"),
                     reward_from=track.value("reward-from", "space"), penalty_at=track.value("penalty-at", "space"))
    if board is not None:
        found["prep_costs"] = tuple(board.value("prep-cost", "krones"))
    dancers = _one(components, "rules", "ballrooms", "ballrooms")
    if dancers is not None and dancers.fields.get("dancers"):
        found["dancers"] = dancers.fields["dancers"][0].values["values"][0]
    limits = Limits(**found)
    return Limits(**{**limits.__dict__, "max_cafe_tables": _max_tables(components, limits.cafe_tables)})


def _rule_values(rules: CheckedComponent) -> dict:
    def values(name):
        return tuple(rules.fields[name][0].values["values"]) if rules.fields.get(name) else None

    pairs = {"money_cap": "money-cap", "rounds": "rounds", "cafe_tables": "cafe-tables", "serve_cost": "serve-cost",
             "start_money": "start-money", "start_rooms": "start-rooms", "hand_size": "hand-size"}
    found = {key: values(name)[0] for key, name in pairs.items() if values(name)}
    found.update({key: values(name) for key, name in (("queue_costs", "queue-costs"), ("players", "players")) if values(name)})
    kitchen = rules.value("start-kitchen", "items")
    if kitchen:
        found["start_kitchen"] = tuple(dict(kitchen).items())
    return found


def _max_tables(components, base: int) -> int:
    """The most café tables any player can have: the base, or what a `cafe-tables` modifier makes of it."""
    best = base
    for component in components:
        for bound in component.fields.get("modify", ()):
            values = bound.values
            if values.get("target") == "cafe-tables" and not isinstance(values.get("to"), UnknownValue):
                best = max(best, values["to"][0] if values.get("to") else base + max(0, values.get("by", (0,))[0]))
    return best


def action_spaces(components, module: str | None = "base") -> tuple:
    """The numbered action spaces (of one module, or of every module) with their steps."""
    spaces = []
    for component in components:
        number = component.value("number", "number")
        if component.kind.name == "action-space" and module in (None, component.module) and isinstance(number, int):
            block = next(s.block for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "effect")
            steps = ir_of(block)
            fee = component.value("fee", "krones") or 0
            spaces.append(Space(number, fee, steps, any(getattr(s, "name", None) == "imitate" for s in steps), component.module or ""))
    return tuple(sorted(spaces, key=lambda s: (s.number, s.module)))


def _modifiers(components) -> tuple:
    held = []
    for component in components:
        calls = [s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "modify"]
        for call, bound in zip(calls, component.fields.get("modify", ())):
            owner = f"{component.kind.name} {component.ident} ({component.name})"
            held.append(Held(owner, component.kind.name, bound.values["target"], dict(bound.values), f"{component.kind.name} {component.ident}",
                             call.span.line))
    return tuple(held)


def _orders(components) -> tuple[tuple, bool]:
    sizes, unknown = [], False
    for component in components:
        if component.kind.name != "guest" or not component.fields.get("order"):
            continue
        order = component.value("order", "order")
        if isinstance(order, UnknownValue):
            unknown = True
        elif order:
            sizes.append(sum(dict(order).values()))
    return tuple(sorted(set(sizes))), unknown


def _guest_colors(components) -> frozenset:
    colors = {c.value("color", "color") for c in components if c.kind.name == "guest"}
    return frozenset(c for c in colors if isinstance(c, str))


KEPT_FACTS = ("spaces", "colours", "largest group", "group bonus", "placement vp", "board-colors")


def corpus_with(corpus: Corpus, original, replacement) -> Corpus:
    """The corpus with one component replaced (a mutant), keeping what was derived from the others: the encoded
    units, the trigger graph's edges between unchanged triggers, the board's facts."""
    components = tuple(replacement if c is original else c for c in corpus.components)
    fresh = corpus_of(components)
    for key, value in corpus.cache.items():
        if _still_true(key, original):
            fresh.cache[key] = value
    return fresh


def _still_true(key, original) -> bool:
    if isinstance(key, str):
        return key in KEPT_FACTS
    label = f"{original.kind.name} {original.ident}"
    if key[0] == "encoded":
        return True  # keyed by the component object itself
    if key[0] in ("emitted", "edge"):
        return all(part[0] != label for part in key[1:])  # trigger keys: (component, line)
    return False
