"""Shared pieces for the values-file tests: the shipped cards, checked once, and an artificial filler for templates.

The filler's values are TEST DATA, never the game's: every number is 2 (a ballroom row has 3 spaces, 1 of them for
4 players only), every guest is blue and wants 1 strudel and
1 wine, every bonus is 2 krones (or 1 VP on a token's bottom half); card numbers are taken in order from the
card's id range, because numbers must differ.
"""
from __future__ import annotations

import re
from functools import lru_cache

from compiler import types as t
from compiler.kinds import IN_BLOCK, KINDS
from compiler.corpus import check_paths, default_corpus
from compiler.registry import THRESHOLD_OR_UNKNOWN
from compiler.slots import slots
from compiler.needs import PLACEHOLDER

SAMPLES = {t.SIGNED: "2", t.INT: "2", t.INTS: "2", t.AMOUNT: "2", t.GUEST_COLOR: "blue", t.ORDER: "1 strudel 1 wine",
           THRESHOLD_OR_UNKNOWN: "1+"}
BY_NAME = {"spaces": "3", "four-player-spaces": "1"}  # a row of 3 spaces, 1 of them for 4 players only


@lru_cache(maxsize=1)
def shipped():
    report = check_paths([default_corpus()])
    assert not report.errors
    return report.components


def fill(template: str, components=None) -> str:
    """Each `ADDRESS unknown "to fill in"` line of a template with an artificial value of the right type."""
    components = components or shipped()
    by_address = {s.address: s for c in components for s in slots(c)}
    numbers: dict = {}
    out = []
    for line in template.splitlines():
        match = re.fullmatch(rf"(\s*)(.+) {re.escape(PLACEHOLDER)}", line)
        out.append(line if match is None else _filled(match.group(1), match.group(2), by_address[match.group(2)], numbers))
    return "\n".join(out) + "\n"


def _filled(indent: str, address: str, slot, numbers: dict) -> str:
    if slot.param.type is IN_BLOCK:
        return f"{indent}{address} {{\n" + "\n".join(f"{indent}  {line}" for line in _block_lines(slot)) + f"\n{indent}}}"
    if slot.path == ("number",):
        return f"{indent}{address} {_free_number(slot, numbers)}"
    return f"{indent}{address} {BY_NAME.get(slot.param.name) or SAMPLES[slot.param.type]}"


def _block_lines(slot) -> list[str]:
    if slot.field != "tokens":
        return ["gain 2 krones"]
    count = slot.line.args[0].value
    return [line for n in range(1, count + 1) for line in (f"top {n} {{", "  gain 2 krones", "}", f"bottom {n} {{", "  gain 1 vp", "}")]


def _free_number(slot, numbers: dict) -> int:
    kind, module = slot.component.kind, slot.component.module
    taken = numbers.setdefault(kind.name, {int(c.ident) for c in shipped() if c.kind.name == kind.name and c.ident.isdigit()})
    free = next(n for m, low, high in kind.id_ranges if m == module for n in range(low, high + 1) if n not in taken)
    taken.add(free)
    return free


__all__ = ["KINDS", "fill", "shipped"]
