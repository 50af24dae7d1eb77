"""Objectives on the night board: can a requirement be met, and is it met from the start?

The board is modelled space by space: one z3 boolean for "a room is there" and one for "it is occupied", and
the rooms must have been prepared one next to another from the first space (a distance from the first space
that falls by one towards it: the hotel is connected). Room, group (by size and colour), floor, column and
colour counts are sums over those booleans; money and the Emperor marker stay within the rules' limits, and
final-scoring staff in play are among the staff in play.

A requirement is PROVED reachable with a connected hotel; REFUTED when even a hotel in pieces cannot meet it;
UNKNOWN when only a hotel in pieces could (rooms removed by an Emperor penalty can split a hotel). A part of an
'and' that a player meets at the start asks for nothing: a warning (a comparison the wrong way round).
"""
from __future__ import annotations

import z3

from verifier import fastz3
from dsl import ast
from verifier.counts import Counts, board_colors, board_group_list
from verifier.model import Names, condition_formula
from verifier.units import new_solver
from verifier.verdicts import PROVED, REFUTED, UNKNOWN, WARNING, Result


class NightBoard:
    def __init__(self, corpus, prefix: str = ""):
        self.colors = board_colors(corpus)
        self.groups = board_group_list(corpus)
        self.occupied = {s: z3.Bool(f"{prefix}occupied_{s[0]}_{s[1]}") for s in self.colors}
        self.placed = {s: z3.Bool(f"{prefix}room_{s[0]}_{s[1]}") for s in self.colors}
        self.distance = {s: z3.Int(f"{prefix}distance_{s[0]}_{s[1]}") for s in self.colors}
        first = corpus.board.value("first-room", "space") if corpus.board is not None else None
        self.first = (first.floor, first.column) if hasattr(first, "floor") else tuple(first) if first else min(self.colors)

    def legal(self) -> list:
        return [fastz3.Implies(self.occupied[s], self.placed[s]) for s in self.colors]

    def connected(self) -> list:
        """Every room was prepared next to one already there, starting from the first space."""
        rules = [fastz3.Implies(fastz3.Or(*self.placed.values()), self.placed[self.first])] if self.colors else []
        for space in self.colors:
            rules.append(self.distance[space] >= 0)
            if space == self.first:
                continue
            nearer = [fastz3.And(self.placed[n], self.distance[n] < self.distance[space]) for n in _neighbours(space) if n in self.colors]
            rules.append(fastz3.Implies(self.placed[space], fastz3.Or(*nearer) if nearer else z3.BoolVal(False)))
        return rules

    def full(self, spaces) -> object:
        return fastz3.And(*[self.occupied[s] for s in spaces])

    @staticmethod
    def count(flags) -> object:
        return z3.Sum([fastz3.If(f, 1, 0) for f in flags]) if flags else z3.IntVal(0)


def _neighbours(space):
    floor, column = space
    return ((floor + 1, column), (floor - 1, column), (floor, column + 1), (floor, column - 1))


class BoardCounts(Counts):
    """Counts on the night board, with every other count free within the rules' limits (or as at the start)."""

    def __init__(self, corpus, night: NightBoard, names, domain, cache, start: bool = False):
        super().__init__(corpus, names, domain, cache)
        self.night, self.start = night, start
        self.state: dict = {}

    def tracked(self, name: str):
        if name not in self.state:
            var = self.state[name] = self.names.fresh(name)
            self.domain.extend(self._bounds(name, var))
        return self.state[name]

    def _bounds(self, name: str, var) -> list:
        limits = self.corpus.limits
        if self.start:
            return [var == _start_value(name, limits)] if name != "money" else \
                [var <= limits.start_money, var >= limits.start_money - limits.start_rooms * max(limits.prep_costs or (0,))]
        bounds = {"money": [var >= 0, var <= limits.money_cap], "emperor": [var >= 0, var <= limits.emperor_top], "vp": []}
        found = bounds.get(name, [var >= 0])
        if name == "played_final":
            found.append(var <= self.tracked("played"))
        return found

    def count_strength(self, values, node):
        return self.free("strength", 0, None)

    def count_rooms(self, values, node):
        chosen = [s for s in self.night.colors if values.get("color", "any") in ("any", self.night.colors[s])
                  and values.get("floor", s[0]) == s[0] and values.get("column", s[1]) == s[1]]
        if values.get("vacant"):
            return self.night.count([fastz3.And(self.night.placed[s], fastz3.Not(self.night.occupied[s])) for s in chosen])
        return self.night.count([(self.night.occupied if values.get("occupied") else self.night.placed)[s] for s in chosen])

    def count_floors(self, values, node):
        floors = sorted({s[0] for s in self.night.colors})
        return self.night.count([self.night.full([s for s in self.night.colors if s[0] == f]) for f in floors])

    def count_columns(self, values, node):
        columns = sorted({s[1] for s in self.night.colors})
        return self.night.count([self.night.full([s for s in self.night.colors if s[1] == c]) for c in columns])

    def count_groups(self, values, node):
        groups = [g for colour, g in self.night.groups if len(g) >= (values.get("size") or 0)
                  and values.get("color", "any") in ("any", colour)]
        return self.night.count([self.night.full(g) for g in groups])

    def count_colors(self, values, node):
        colours = sorted(set(self.night.colors.values()))
        return self.night.count([self.night.full([s for s in self.night.colors if self.night.colors[s] == c]) for c in colours])

    def count_guests(self, values, node):
        return z3.IntVal(0) if self.start else super().count_guests(values, node)

    def count_objectives(self, values, node):
        return z3.IntVal(0) if self.start else super().count_objectives(values, node)

    def count_dancers(self, values, node):
        return z3.IntVal(0) if self.start else super().count_dancers(values, node)


def _start_value(name: str, limits) -> int:
    kitchen = dict(limits.start_kitchen)
    values = {"emperor": 0, "vp": 0, "played": 0, "played_final": 0, "hand": limits.hand_size}
    return values.get(name, kitchen.get(name, 1 if name == "champagne" else 0))


def objective(node: ast.Require, corpus) -> Result:
    """Can the requirement be met by a connected hotel, and is it already met by a player at the start?"""
    line = node.span.line
    if corpus.board is None:
        return Result(UNKNOWN, "no night board in the corpus to meet the requirement on", (), line)
    answer, model = _solve(node.condition, corpus, connected=True)
    if answer == z3.unknown:
        return Result(UNKNOWN, f"solver: {model}", (), line)
    if answer == z3.unsat:
        if not removes_rooms(corpus):
            return Result(REFUTED, "no hotel of rooms prepared next to each other from the first space meets this requirement", (), line)
        loose, _ = _solve(node.condition, corpus, connected=False)
        if loose == z3.unsat:
            return Result(REFUTED, "no state of the night board meets this requirement", (), line)
        return Result(UNKNOWN, "only a hotel split apart by rooms an Emperor penalty removed could meet it", (), line)
    start, model = _solve(node.condition, corpus, connected=True, start=True)
    if start == z3.sat:
        return Result(REFUTED, "a player meets this requirement at the start of the game, before doing anything", _pairs(model), line)
    return _idle_part(node, corpus) or Result(PROVED, "", (), line)


def _idle_part(node: ast.Require, corpus) -> Result | None:
    """Every part of an 'and' asks for something: a part a player meets at the start (`rooms(occupied, red) <= 3`,
    a comparison the wrong way round) asks the player to build nothing. A warning: the rules allow an upper bound."""
    parts = node.condition.items if isinstance(node.condition, ast.AllOf) else ()
    for number, part in enumerate(parts, 1):
        start, model = _solve(part, corpus, connected=True, start=True)
        if start == z3.sat:
            return Result(WARNING, f"part {number} of the requirement is met at the start of the game, so it asks for nothing "
                          "(is a comparison the wrong way round?)", _pairs(model), node.span.line)
    return None


def removes_rooms(corpus) -> bool:
    """Some card of the corpus takes rooms away, which can split a hotel (then adjacency no longer binds)."""
    if "removes rooms" not in corpus.cache:
        corpus.cache["removes rooms"] = any(call.name.text == "remove" and any(getattr(a, "text", "") in ("room", "rooms") for a in call.args)
                                            for c in corpus.components for call in ast.find_all(c.node.body, ast.Call))
    return corpus.cache["removes rooms"]


def _night(corpus) -> tuple[NightBoard, list, list]:
    """The corpus' night board with its legality and adjacency rules, built once (the same terms every time)."""
    if "night board" not in corpus.cache:
        night = NightBoard(corpus)
        corpus.cache["night board"] = (night, night.legal(), night.connected())
    return corpus.cache["night board"]


def _solve(condition, corpus, connected: bool, start: bool = False):
    night, legal, adjacent = _night(corpus)
    solver, domain = new_solver(), []
    counts = BoardCounts(corpus, night, Names("obj_"), domain, {}, start)
    fastz3.add(solver, *legal, condition_formula(condition, counts.value))
    if connected:
        fastz3.add(solver, *adjacent)
    if start:
        fastz3.add(solver, night.count(night.placed.values()) == corpus.limits.start_rooms, *[fastz3.Not(o) for o in night.occupied.values()])
    fastz3.add(solver, *domain)
    answer = solver.check()
    return answer, solver.model() if answer == z3.sat else solver.reason_unknown()


def _pairs(model) -> tuple:
    return tuple(sorted((str(d.name()), str(model[d])) for d in model.decls() if not str(d.name()).startswith("obj_distance")))
