"""Drawings generated from the board cards: the hotel board's night side (a coloured grid of floors and
columns with its room groups, placement VP and first room), the Emperor track (VP per space, the reward area
and the penalty space), each ballroom's rows and the action board's spaces. Nothing is drawn that the card does
not state; a board whose layout is unknown says so instead."""
from __future__ import annotations

from gah.site.facts import facts, for_players, value_text
from gah.site.icons import with_icons
from gah.site.markdown import BLANK, Md, html_link, md, token

CELL_W, CELL_H, LEFT, TOP_MARGIN = 84, 62, 92, 12


def drawing(component, context: dict) -> list[Md]:
    draw = {"hotel-board": hotel_board, "emperor-track": emperor_track, "ballroom": ballroom}.get(component.kind.name)
    return draw(component) if draw else []


# ---- the hotel board -------------------------------------------------------------------------------------------------


def hotel_board(component) -> list[Md]:
    found = {}
    for fact_ in facts(component):
        found.setdefault(fact_.name, []).append(fact_.values)
    if "floor" not in found:
        return []
    floors = {v["floor"]: v["colors"] for v in found["floor"]}
    groups = {tuple(space): (g["number"], g["color"]) for g in found.get("group", []) for space in g["spaces"]}
    vp = {tuple(v["space"]): v["vp"] for v in found.get("placement-vp", [])}
    first = tuple(found["first-room"][0]["space"]) if "first-room" in found else None
    costs = found.get("prep-cost", [{}])[0].get("krones", ())
    return [md("## The board"), BLANK, *_board_svg(component, floors, groups, vp, first, costs), BLANK, *_board_key(vp, first), BLANK]


def _board_svg(component, floors: dict, groups: dict, vp: dict, first, costs) -> list[Md]:
    height, columns = len(floors), max(len(c) for c in floors.values())
    width, full = LEFT + columns * CELL_W + 8, TOP_MARGIN + height * CELL_H + 30
    lines = [md('<figure class="gah-drawing gah-board-drawing">'),
             md('<svg class="gah-board" role="img" aria-labelledby="board-title board-desc" viewBox="0 0 {} {}" '
                'xmlns="http://www.w3.org/2000/svg">', width, full),
             md('<title id="board-title">{}: {} floors of {} rooms</title>', component.name, height, columns),
             md('<desc id="board-desc">{}</desc>', _board_description(floors, vp, first))]
    for floor, colours in sorted(floors.items()):
        y = TOP_MARGIN + (height - floor) * CELL_H
        cost = f" · {costs[floor - 1]} kr" if floor - 1 < len(costs) else ""
        lines.append(md('<text class="gah-board__floor" x="4" y="{}">floor {}{}</text>', y + CELL_H // 2 + 5, floor, cost))
        lines += [_room(floor, column, colour, groups, vp, first, height) for column, colour in enumerate(colours, start=1)]
    lines += _group_edges(floors, groups, height)
    lines += [md('<text class="gah-board__column" x="{}" y="{}">column {}</text>', LEFT + (c - 1) * CELL_W + 14, full - 8, c)
              for c in range(1, columns + 1)]
    return lines + [md("</svg>"), md("<figcaption>{}</figcaption>", "Thick lines outline the room groups; G is the group number."),
                    md("</figure>")]


def _room(floor: int, column: int, colour: str, groups: dict, vp: dict, first, height: int) -> Md:
    x, y = LEFT + (column - 1) * CELL_W, TOP_MARGIN + (height - floor) * CELL_H
    group = groups.get((floor, column), ("?", colour))[0]
    parts = [md('<g class="gah-room gah-room-{}" data-space="{}/{}">', token(colour), floor, column),
             md('<rect x="{}" y="{}" width="{}" height="{}" rx="4"/>', x + 2, y + 2, CELL_W - 4, CELL_H - 4),
             md('<text class="gah-room__group" x="{}" y="{}">G{}</text>', x + 8, y + 18, group),
             md('<text class="gah-room__space" x="{}" y="{}">{}/{}</text>', x + CELL_W - 30, y + 18, floor, column)]
    if (floor, column) in vp:
        parts.append(md('<text class="gah-room__vp" x="{}" y="{}">+{} VP</text>', x + 8, y + CELL_H - 10, vp[(floor, column)]))
    if (floor, column) == first:
        parts.append(md('<text class="gah-room__first" x="{}" y="{}">first room</text>', x + 8, y + CELL_H - 10))
    return Md("".join(parts) + "</g>")


def _group_edges(floors: dict, groups: dict, height: int) -> list[Md]:
    """A thick line wherever two neighbouring spaces belong to different groups, and around the board."""
    edges = []
    for (floor, column), (number, _) in sorted(groups.items()):
        x, y = LEFT + (column - 1) * CELL_W, TOP_MARGIN + (height - floor) * CELL_H
        sides = {(floor + 1, column): (x, y, x + CELL_W, y), (floor - 1, column): (x, y + CELL_H, x + CELL_W, y + CELL_H),
                 (floor, column - 1): (x, y, x, y + CELL_H), (floor, column + 1): (x + CELL_W, y, x + CELL_W, y + CELL_H)}
        for neighbour, (x1, y1, x2, y2) in sides.items():
            if groups.get(neighbour, (None,))[0] != number:
                edges.append(md('<line class="gah-board__edge" x1="{}" y1="{}" x2="{}" y2="{}"/>', x1, y1, x2, y2))
    return edges


def _board_description(floors: dict, vp: dict, first) -> str:
    rows = "; ".join(f"floor {f}, columns 1 to {len(c)}: {', '.join(c)}" for f, c in sorted(floors.items()))
    extra = "; ".join(f"placing a room on {f}/{c} scores {v} VP" for (f, c), v in sorted(vp.items()))
    return f"{rows}. {extra}." + (f" The first room goes on {first[0]}/{first[1]}." if first else "")


def _board_key(vp: dict, first) -> list[Md]:
    lines = [md("- **Colours**: a room tile must match the colour of its space.")]
    if vp:
        lines.append(md("- **+N VP**: placing a room on that space scores N VP at once; every other space scores nothing."))
    if first:
        lines.append(md("- **first room**: where the first room of the game goes ({}/{}).", *first))
    return lines


# ---- the Emperor track -----------------------------------------------------------------------------------------------


def emperor_track(component) -> list[Md]:
    by_name = {f.name: f.values for f in facts(component)}
    vp = by_name.get("vp", {}).get("vp", ())
    if not isinstance(vp, tuple):
        return []
    reward_from = by_name.get("reward-from", {}).get("space")
    penalty_at = by_name.get("penalty-at", {}).get("space")
    width = 14 + len(vp) * 46
    lines = [md("## The track"), BLANK, md('<figure class="gah-drawing">'),
             md('<svg class="gah-track" role="img" aria-labelledby="track-title" viewBox="0 0 {} 120" xmlns="http://www.w3.org/2000/svg">', width),
             md('<title id="track-title">{}: VP for each space from 0 to {}</title>', component.name, len(vp) - 1)]
    for space, points in enumerate(vp):
        area = "reward" if isinstance(reward_from, int) and space >= reward_from else "penalty" if space == penalty_at else "none"
        x = 8 + space * 46
        lines.append(md('<g class="gah-track__space gah-track-{}"><rect x="{}" y="20" width="42" height="44" rx="4"/>'
                        '<text class="gah-track__number" x="{}" y="47">{}</text><text class="gah-track__vp" x="{}" y="84">{} VP</text></g>',
                        area, x, x + 21, space, x + 21, points))
    lines.append(md('<text class="gah-track__label" x="8" y="112">{}</text>', _track_caption(by_name)))
    return lines + [md("</svg>"), md("<figcaption>{}</figcaption>", _track_legend(reward_from, penalty_at)), md("</figure>"), BLANK]


def _track_caption(by_name: dict) -> str:
    rounds = by_name.get("scoring-rounds", {}).get("rounds", ())
    steps = by_name.get("retreat", {}).get("steps", ())
    if not isinstance(rounds, tuple) or not isinstance(steps, tuple):
        return ""
    return "; ".join(f"after round {r}: score, then back {s}" for r, s in zip(rounds, steps))


def _track_legend(reward_from, penalty_at) -> str:
    parts = ["The VP under each space are scored at an Emperor scoring for the space you stand on"]
    if isinstance(reward_from, int):
        parts.append(f"from space {reward_from} up (highlighted) you then take the tile's reward")
    if isinstance(penalty_at, int):
        parts.append(f"on space {penalty_at} you suffer its penalty")
    return "; ".join(parts) + "."


# ---- ballrooms ----------------------------------------------------------------------------------------------------------


def ballroom(component) -> list[Md]:
    rows = [f for f in facts(component) if f.name == "row"]
    if not rows:
        return []
    lines = [md("## The rows"), BLANK, md('<div class="gah-drawing gah-ballroom" role="list" aria-label="{}">', f"rows of {component.name}")]
    for row in rows:
        lines.append(md('<div class="gah-ballroom__row gah-row-{}" role="listitem"><span class="gah-ballroom__name">{} row</span>'
                        '<span class="gah-ballroom__bonus">{}</span><span class="gah-ballroom__cost">{}</span></div>',
                        token(row.values.get("row", "")), row.values.get("row", ""),
                        with_icons(row.block) if row.block else Md("no bonus"), _row_cost(row.values.get("cost"))))
    return lines + [md("</div>"), BLANK]


def _row_cost(cost) -> str:
    text = value_text(cost)
    return "cost: unknown — " + for_players(text[10:]) if text.startswith("unknown — ") else f"cost: {text} champagne"


# ---- the action board ---------------------------------------------------------------------------------------------------


def action_board(spaces, render, href) -> list[Md]:
    """The numbered action spaces of the base game, in order, each with what it does."""
    numbered = sorted((s for s in spaces if isinstance(s.value("number", "number"), int) and s.module == "base"),
                      key=lambda s: s.value("number", "number"))
    if not numbered:
        return []
    lines = [md("## The action board"), BLANK, md('<ol class="gah-drawing gah-action-board" aria-label="the action board">')]
    for space in numbered:
        fee = space.value("fee", "krones")
        lines.append(md('<li class="gah-action"><span class="gah-action__die" aria-hidden="true">{}</span>'
                        '<span class="gah-action__name">{}</span><span class="gah-action__text">{}</span>{}</li>',
                        space.value("number", "number"), html_link(space.name, href(space)),
                        space.value("text", "text") or render(space),
                        md('<span class="gah-action__fee">fee {} krone</span>', fee) if isinstance(fee, int) else Md("")))
    return lines + [md("</ol>"), BLANK]
