"""Board consistency checks: groups cover every space once, in the colour of its floor line."""
from __future__ import annotations

from compiler.registry import Bound


def board_problems(fields: dict) -> list[str]:
    """Readable problems with a hotel board's floors and groups (empty when consistent)."""
    colors = _space_colors(fields.get("floor", ()))
    groups = fields.get("group", ())
    if not colors or not groups:
        return []
    return _coverage_problems(colors, groups) + _color_problems(colors, groups)


def _space_colors(floors: tuple[Bound, ...]) -> dict[tuple[int, int], str]:
    return {(b.values["floor"], column): color for b in floors for column, color in enumerate(b.values["colors"], start=1)}


def _coverage_problems(colors: dict, groups: tuple[Bound, ...]) -> list[str]:
    seen: dict[tuple[int, int], int] = {}
    problems = []
    for group in groups:
        for space in group.values["spaces"]:
            if space not in colors:
                problems.append(f"group {group.values['number']} names space {space[0]}/{space[1]}, which no floor line has")
            elif space in seen:
                problems.append(f"space {space[0]}/{space[1]} is in groups {seen[space]} and {group.values['number']}")
            seen.setdefault(space, group.values["number"])
    missing = sorted(set(colors) - set(seen))
    return problems + [f"space {f}/{c} belongs to no group" for f, c in missing]


def _color_problems(colors: dict, groups: tuple[Bound, ...]) -> list[str]:
    return [f"group {g.values['number']} is {g.values['color']} but space {s[0]}/{s[1]} is {colors[s]}"
            for g in groups for s in g.values["spaces"] if s in colors and colors[s] != g.values["color"]]
