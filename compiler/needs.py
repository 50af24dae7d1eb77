"""What a selection of modules still needs from the owner of the box before it can be played, and the
fillable values file (`gah values template`) that asks for exactly that."""
from __future__ import annotations

from collections import Counter

from dsl.formatter import format_document
from dsl import ast
from compiler import vocabulary as vocab
from compiler.checker import CheckedComponent, UnknownField
from compiler.slots import Slot, slots

# Modules `--modules` chooses among. The base game is always in play; the promos are left out because no source says
# when they join a game (lets-waltz.md §13 #20); `custom` holds test cards.
PLAY_MODULES = tuple(m for m in vocab.MODULES if m not in ("base", "promo", "custom"))

# Unknowns that play does without, and why: (kind, field) -> reason.
NOT_FOR_PLAY = {
    ("assumption", "answer"): "an assumption's answer stays unknown; its `choice` settles play",
    ("hotel-board", "layout"): "only the night side of the hotel board is played",
    ("staff-set", "cards"): "only the introductory deal reads the staff sets, and gah play does not offer it",
    ("ballroom", "two-player-side"): "a description for readers: play reads its `two-player-row` and `two-player-scoring` lines",
    ("objective", "number"): "the engine keys an objective by its id; the printed number is for readers",
    ("rules", "turn-tiles"): "the engine plays the new tiles' order (`turn-order clockwise`); their printed numbers are not needed",
}

# Kinds a game draws a few of from a larger pool: a component with missing values is left out of the pool (and
# listed), so its values are needed only when too few complete ones are left. Per kind: how many a game draws.
# Fields only a 2-player game reads (a ballroom's 2-player side): needed at 2 players, and offered by templates.
TWO_PLAYER_ONLY = {("ballroom", "two-player-row"), ("ballroom", "two-player-scoring")}

POOL_DRAWS = {"ballroom": lambda players: 3, "celebrity": lambda players: 3, "hotel-entrance": lambda players: players,
              "rehearsal-room": lambda players: players}


def parse_modules(text: str) -> tuple[str, ...]:
    """`ballrooms,celebrities`, `all` or `base` → the chosen modules in module order; ValueError names the valid ones."""
    words = [w.strip() for w in text.split(",") if w.strip()]
    if words in ([], ["base"]):
        return ()
    if words == ["all"]:
        return PLAY_MODULES
    wrong = [w for w in words if w not in PLAY_MODULES]
    if wrong:
        raise ValueError(f"unknown module{'s' if len(wrong) > 1 else ''} {', '.join(wrong)}; the modules are "
                         f"{', '.join(PLAY_MODULES)}, or all, or base (the base game alone)")
    return tuple(m for m in PLAY_MODULES if m in words)


# The named assumption (cards/lets-waltz/assumptions/promos-included.gah) that settles whether the promos join a game.
PROMOS = "promos-included"


def in_play(modules, answers: dict | None = None) -> tuple[str, ...]:
    """The module names a game with these chosen modules builds from; the promos only when the answers taken
    (compiler/values.chosen_answers) include them."""
    promos = ("promo",) if (answers or {}).get(PROMOS) == "included" else ()
    return ("base",) + tuple(m for m in PLAY_MODULES if m in modules) + promos + ("custom",)


def used(component: CheckedComponent, modules) -> bool:
    """Whether a component takes part in a game of these modules: its own module is in, and every module it requires."""
    requires = component.value("requires", "modules") or ()
    return component.module in modules and all(m in modules for m in requires)


def needed(components, modules, players: int = 4, whole_pools: bool = False) -> list[Slot]:
    """The unknowns a game of these modules (at this player count) cannot do without, in corpus order; with
    `whole_pools`, also those of pool components a game could leave out (all that play can use)."""
    wanted = [(c, s) for c in components if used(c, modules) for s in slots(c) if _for_play(c, s, players, whole_pools)]
    short = {kind for kind, draws in POOL_DRAWS.items() if whole_pools or _complete(components, modules, kind, wanted) < draws(players)}
    return [s for c, s in wanted if c.kind.name not in POOL_DRAWS or c.kind.name in short]


def _for_play(component: CheckedComponent, slot: Slot, players: int, whole_pools: bool) -> bool:
    where = (component.kind.name, slot.unknown.field)
    return where not in NOT_FOR_PLAY and (where not in TWO_PLAYER_ONLY or players == 2 or whole_pools)


def _complete(components, modules, kind: str, wanted: list) -> int:
    lacking = {id(c) for c, _ in wanted if c.kind.name == kind}
    return sum(1 for c in components if c.kind.name == kind and used(c, modules) and id(c) not in lacking)


def missing(components, modules) -> list[UnknownField]:
    """The unknown fields that a game of these modules still needs (none once a values file supplies them all)."""
    return [slot.unknown for slot in needed(components, modules)]


def refusal(slots_needed: list[Slot], chosen: tuple[str, ...], shown: int = 8) -> str:
    """What `gah play` says when values are missing: per module, how many and which."""
    by_module: dict[str, list[Slot]] = {}
    for slot in slots_needed:
        by_module.setdefault(slot.component.module or "?", []).append(slot)
    parts = [f"{module} needs {len(group)} value{'s' if len(group) > 1 else ''} the sources do not give: "
             + ", ".join(s.address for s in group[:shown]) + (f" and {len(group) - shown} more" if len(group) > shown else "")
             for module, group in by_module.items()]
    fixed = [s.address for s in slots_needed if s.reason]
    tail = (f"; {len(fixed)} of them no values file can supply yet ({', '.join(fixed)})" if fixed else "")
    modules = ",".join(chosen) or "base"
    return ("; ".join(parts) + tail + f" — write them in a values file (`gah values template --modules {modules} > my-values.gah`) "
            "and pass --values my-values.gah")


# ---- the template ---------------------------------------------------------------------------------------------------------

PLACEHOLDER = 'unknown "to fill in"'


def template(components, chosen: tuple[str, ...], answers: dict | None = None) -> str:
    """A values file asking for every value the chosen modules need (with the promos, if `answers` include them);
    each line reads `unknown` until filled in."""
    wanted = needed(components, in_play(chosen, answers), whole_pools=True)
    counts = Counter(s.component.module for s in wanted)
    lines = _preamble(chosen, len(wanted)) + [_header(chosen), f"  text {_quote(_text(chosen))}"]
    module = None
    for slot in wanted:
        if slot.component.module != module:
            module = slot.component.module
            lines += ["", f"  # ---- {module}: {counts[module]} value{'s' if counts[module] > 1 else ''} ----"]
        lines += _slot_lines(slot)
    return "\n".join(lines + ["}"]) + "\n"


def _preamble(chosen: tuple[str, ...], count: int) -> list[str]:
    modules = ", ".join(chosen) or "the base game"
    return [f"# Values no source gives, for {modules}: {count} in all.",
            "# Fill each line from your own copy of the game: replace `unknown \"to fill in\"` with the value printed there.",
            "# A line still reading unknown supplies nothing. Check with `gah values check FILE`; play with --values FILE."]


def _header(chosen: tuple[str, ...]) -> str:
    name = "My copy of Let's Waltz!" if chosen else "My copy of Grand Austria Hotel"
    component = ast.Component(ast.Word("values"), ast.Word("my-copy"), ast.Text(name), ast.Block(()))
    return format_document(ast.Document((component,))).rstrip().removesuffix("}")


def _text(chosen: tuple[str, ...]) -> str:
    return f"The values printed on my own copy of the game, for {', '.join(chosen) or 'the base game'}, which no source gives."


def _slot_lines(slot: Slot) -> list[str]:
    card = f"{slot.component.name} ({slot.component.kind.name} {slot.component.ident})"
    if slot.reason:
        return [f"  # {card}: no values file can supply {slot.address}: {slot.reason}."]
    return [f"  # {card}, {slot.describe}: {slot.unknown.note}", f"  {slot.address} {PLACEHOLDER}"]


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
