"""Counts of the game state (`rooms(occupied, red)`, `min(...)`, `staff(played, final)`...) as z3 integers, each
bound to the registry's reading of its options, with only the bounds the rules and the night board give.

Two sources answer the counts: `StateCounts` reads the symbolic player of an effect (money, items, rooms in
total) and bounds what it does not track by the board (at most 7 red spaces, 4 floors...); `BoardCounts` (in
verifier/board.py) answers room counts space by space on the night board.
"""
from __future__ import annotations

import z3

from verifier import fastz3
from dsl import ast
from dsl.formatter import render_arg
from compiler import vocabulary as vocab
from compiler.checker import _count_args
from compiler.registry import bind, lookup

TRACKED = {"money": "money", "emperor": "emperor", "vp": "vp"}


class Counts:
    """The shared reading of every count; subclasses say what the state holds."""

    def __init__(self, corpus, names, domain: list, cache: dict):
        self.corpus, self.names, self.domain, self.cache = corpus, names, domain, cache

    # ---- dispatch ------------------------------------------------------------------------------------------------
    def value(self, node):
        if isinstance(node, (ast.IntLit, ast.SignedLit)):
            return z3.IntVal(node.value)
        if isinstance(node, ast.Unknown):
            return self.free("unknown", None, None)
        name = node.name.text if isinstance(node, ast.Count) else node.text
        args = _count_args(node) if isinstance(node, ast.Count) else ()
        values = bind(lookup("count", name), args, node.span).values
        reader = getattr(self, "count_" + name.replace("-", "_"), None)
        return reader(values, node) if reader else self.free(render_arg(node), 0, None)

    def free(self, key: str, low, high):
        """One z3 integer per count as written, within [low, high] (None: no bound that side)."""
        if key not in self.cache:
            var = self.cache[key] = self.names.fresh("count")
            self.domain.extend(([var >= low] if low is not None else []) + ([var <= high] if high is not None else []))
        return self.cache[key]

    # ---- counts every source reads the same way -------------------------------------------------------------------
    def count_money(self, values, node):
        return self.tracked("money")

    def count_emperor(self, values, node):
        return self.tracked("emperor")

    def count_vp(self, values, node):
        return self.tracked("vp")

    def count_round(self, values, node):
        return self.free("round", 1, self.corpus.limits.rounds)

    def count_opponents(self, values, node):
        players = self.corpus.limits.players
        return self.free("opponents", min(players) - 1, max(players) - 1)

    def count_staff(self, values, node):
        if values.get("hand"):
            return self.tracked("hand")
        return self.tracked("played_final" if values.get("final") else "played")

    def count_kitchen(self, values, node):
        kinds = vocab.ITEM_CHOICES.get(values["item"], (values["item"],))
        return z3.Sum([self.tracked(k) for k in kinds])

    def count_min(self, values, node):
        parts = [self.value(v) for v in values["counts"]]
        smallest = parts[0]
        for part in parts[1:]:
            smallest = fastz3.If(part < smallest, part, smallest)
        return smallest

    def count_pairs(self, values, node):
        return self.value(values["count"]) / 2

    def count_times(self, values, node):
        product = z3.IntVal(1)
        for part in values["counts"]:
            product = product * self.value(part)
        return product

    def count_highest_row(self, values, node):
        return self.free("highest-row", 0, 3)

    def count_dancers(self, values, node):
        return self.free(render_arg(node), 0, self.corpus.limits.dancers)

    def count_guests(self, values, node):
        """Guests whose orders were completed; an order threshold above every known order (and no unknown
        order in the corpus) leaves none."""
        order = values.get("order")
        if order is not None and not self.corpus.unknown_orders and order > max(self.corpus.order_sizes, default=0):
            return z3.IntVal(0)
        if values.get("color") not in (None, "any") and values["color"] not in self.corpus.guest_colors:
            return z3.IntVal(0)
        return self.free(render_arg(node), 0, None)

    def count_dice_sum(self, values, node):
        return self.free("dice-sum", 0, 12)

    def count_objectives(self, values, node):
        return self.free(render_arg(node), 0, None)

    def tracked(self, name: str):
        raise NotImplementedError


class StateCounts(Counts):
    """Counts of the symbolic player `sym`; what it does not track is a free value within the board's bounds."""

    def __init__(self, corpus, names, domain, cache, sym, strength):
        super().__init__(corpus, names, domain, cache)
        self.sym, self.strength = sym, strength

    def tracked(self, name: str):
        return self.sym.get(name)

    def count_strength(self, values, node):
        return self.strength

    def count_rooms(self, values, node):
        placed = self.sym.get("vacant") + self.sym.get("occupied")
        pool = self.sym.get("occupied") if values.get("occupied") else self.sym.get("vacant") if values.get("vacant") else placed
        filtered = [k for k in ("color", "floor", "column") if values.get(k) not in (None, "any")]
        if not filtered:
            return pool
        var = self.free(render_arg(node), 0, len(board_spaces(self.corpus, values)))
        self.domain.append(var <= pool)
        return var

    def count_groups(self, values, node):
        return self.free(render_arg(node), 0, len(board_groups(self.corpus, values)))

    def count_floors(self, values, node):
        return self.free("floors(complete)", 0, len({s[0] for s in board_colors(self.corpus)}))

    def count_columns(self, values, node):
        return self.free("columns(complete)", 0, len({s[1] for s in board_colors(self.corpus)}))

    def count_colors(self, values, node):
        return self.free("colors(complete)", 0, len(set(board_colors(self.corpus).values())))


# ---- the night board's facts, for bounds -----------------------------------------------------------------------------


def board_colors(corpus) -> dict:
    """{(floor, column): colour} of the night board (empty without one)."""
    key = "board-colors"
    if key not in corpus.cache:
        board = corpus.board
        corpus.cache[key] = {} if board is None else \
            {(b.values["floor"], c): colour for b in board.fields["floor"] for c, colour in enumerate(b.values["colors"], 1)}
    return corpus.cache[key]


def board_group_list(corpus) -> list:
    board = corpus.board
    return [] if board is None else [(b.values["color"], tuple(b.values["spaces"])) for b in board.fields["group"]]


def board_spaces(corpus, values: dict) -> list:
    """The spaces a room count's colour, floor and column filters allow."""
    return [s for s, colour in board_colors(corpus).items() if values.get("color", "any") in ("any", colour)
            and values.get("floor", s[0]) == s[0] and values.get("column", s[1]) == s[1]]


def board_groups(corpus, values: dict) -> list:
    return [(colour, spaces) for colour, spaces in board_group_list(corpus)
            if len(spaces) >= (values.get("size") or 0) and values.get("color", "any") in ("any", colour)]
