"""The index page of each kind: a table with the facts players look cards up by (staff cost, timing and
trigger; guest colour, order, VP and reward; objective and Emperor tile group; module), filters per column that
combine (assets/tables.js), and sorting by number within the base game, then each module in turn.

The table is gah's own HTML so that every row carries its facet values as data attributes and every header a
sort button and `aria-sort`; each value still goes through the escaping boundary (gah/site/markdown.py)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable

from compiler.vocabulary import MODULES
from dsl import ast
from gah.site import boards
from gah.site.facts import fact, value_text
from gah.site.icons import items, with_icons
from gah.site.markdown import BLANK, Md, html_link, md, page, raw, token
from gah.site.pages import KIND_TITLES, TIMINGS, module_title, slug


@dataclass(frozen=True)
class Column:
    title: str
    cell: Callable            # component -> Md shown in the cell
    facet: Callable | None = None  # component -> facet values (words) when players filter by this column
    sort: str = "text"        # how the column sorts: "text" or "number"
    wide: bool = False        # a long text column


def value_of(name: str, param: str | None = None) -> Callable:
    def read(component):
        found = fact(component, name)
        return None if found is None else found.values.get(param or name)
    return read


def _shown(name: str) -> Callable:
    return lambda c: md("{}", value_text(value_of(name)(c))) if value_of(name)(c) is not None else Md("—")


def _text(component) -> Md:
    return with_icons(component.value("text", "text") or "")


def _order(component) -> Md:
    order = value_of("order")(component)
    return items(order) if isinstance(order, dict) else md("{}", value_text(order)) if order is not None else Md("—")


def _items_in_order(component) -> list[str]:
    order = value_of("order")(component)
    return sorted(order) if isinstance(order, dict) else ["unknown"]


def _plain(name: str) -> Callable:
    def read(component):
        value = value_of(name)(component)
        return ["—"] if value is None else ["unknown" if value_text(value).startswith("unknown") else value_text(value)]
    return read


def _timing_words(component) -> list[str]:
    timing = value_of("timing")(component)
    return [TIMINGS.get(timing, timing).split(":")[0]] if timing else []


TRIGGER_WORDS = {"guest-leaves-cafe": "check-in", "guest-rewarded": "check-in", "guest-completed": "order completed",
                 "room-occupied": "room occupied", "group-completed": "room occupied", "floor-completed": "room occupied",
                 "column-completed": "room occupied", "emperor-reward": "Emperor scoring", "emperor-penalty": "Emperor scoring",
                 "emperor-advanced": "Emperor track", "objective-claimed": "objective claimed"}
TIMING_TRIGGERS = {"final": "final scoring", "immediate": "when played", "once-per-round": "once per round"}


def triggers(component) -> list[str]:
    """What sets the card off, in the words players filter by: die faces, check-in, final scoring, ..."""
    found = []
    for when in ast.find_all(component.node.body, ast.When):
        name = when.event.name.text
        faces = [a.value for a in when.event.args if isinstance(a, ast.IntLit)] if name == "take-die" else []
        found += [f"die {f}" for f in faces] or [TRIGGER_WORDS.get(name, name.replace("-", " "))]
    for bound in component.fields.get("modify", ()):
        found += [f"die {f}" for f in bound.values.get("die", ())]
    timing = component.value("timing", "timing")
    if timing in TIMING_TRIGGERS:
        found.append(TIMING_TRIGGERS[timing])
    return sorted(set(found), key=_word_order) or ["no trigger"]


def _word_order(word: str):
    return (0, word) if word.startswith("die ") else (1, word)


def _trigger_cell(component) -> Md:
    return md("{}", ", ".join(triggers(component)))


def _module(component) -> list[str]:
    return [module_title(component.module)]


NUMBER = Column("#", lambda c: md("{}", c.ident), sort="number")
NAME = Column("name", lambda c: html_link(c.name, f"{slug(c)}.html"), sort="name")
MODULE = Column("module", lambda c: md("{}", module_title(c.module)), _module)
TEXT = Column("text", _text, wide=True)
COLUMNS = {
    "staff": (NUMBER, NAME, Column("cost", _shown("cost"), _plain("cost"), "number"),
              Column("timing", lambda c: md("{}", ", ".join(_timing_words(c))), _timing_words),
              Column("trigger", _trigger_cell, triggers), TEXT, MODULE),
    "guest": (NUMBER, NAME, Column("colour", lambda c: md('<span class="gah-swatch gah-color-{}"></span>{}', token(value_of("color")(c) or ""),
                                                         value_text(value_of("color")(c) or "—")), _plain("color")),
              Column("order", _order, _items_in_order), Column("VP", _shown("vp"), _plain("vp"), "number"),
              Column("reward", _text, wide=True), MODULE),
    "objective": (NUMBER, NAME, Column("group", _shown("group"), _plain("group")), Column("VP for 1st, 2nd, 3rd", _shown("spots")),
                  Column("requirement", _text, wide=True), MODULE),
    "emperor-tile": (NUMBER, NAME, Column("group", _shown("group"), _plain("group")), Column("reward and penalty", _text, wide=True), MODULE),
}
DEFAULT = (NUMBER, NAME, TEXT, MODULE)
FACET_TITLES = {"colour": "Colour", "order": "Item in the order", "VP": "VP", "cost": "Cost", "timing": "Timing",
                "trigger": "Trigger", "group": "Group", "module": "Module"}


def ordered(components) -> list:
    """By number within the base game, then each module in the order of the rulebook."""
    rank = {m: i for i, m in enumerate(MODULES)}
    return sorted(components, key=lambda c: (rank.get(c.module or "", len(rank)), _number(c.ident)))


def _number(ident: str):
    return (0, int(ident), "") if ident.isdigit() else (1, 0, ident)


def kind_index(kind: str, components, context: dict | None = None) -> str:
    columns = COLUMNS.get(kind, DEFAULT)
    rows = ordered(components)
    title = KIND_TITLES.get(kind, kind)
    lines = [md("---"), md("search:"), md("  exclude: true"), md("hide:"), md("  - toc"), md("---"), BLANK, md("# {}", title), BLANK]
    if kind == "action-space" and context is not None:
        lines += boards.action_board(components, context["render"], lambda c: f"{slug(c)}.html")
    if not rows:
        return page(lines + [md("No {} are in this set of cards.", title.lower()), BLANK])
    lines += [md("{} cards, sorted by number: the base game first, then each module.", len(rows)), BLANK]
    return page(lines + raw(_facets(kind, columns, rows) + _table(kind, columns, rows)) + [BLANK])


def _facets(kind: str, columns, rows) -> list[Md]:
    lines = [md('<form class="gah-facets" data-for="gah-index-{}" hidden>', token(kind)),
             md('<div class="gah-facets__search"><label for="gah-search-{}">Search this table</label>'
                '<input id="gah-search-{}" class="gah-filter" type="search" placeholder="a name, a word of the text…" autocomplete="off"></div>',
                token(kind), token(kind)),
             md('<details class="gah-facets__columns"><summary>Filter by column</summary>')]
    for column in columns:
        if column.facet is None:
            continue
        counts = Counter(v for c in rows for v in column.facet(c))
        if len(counts) < 2:
            continue
        boxes = "".join(md('<label class="gah-facet__option"><input type="checkbox" name="{}" value="{}"> {} <span class="gah-facet__count">{}</span></label>',
                           token(column.title), token(value), value, count) for value, count in sorted(counts.items(), key=lambda kv: _facet_order(kv[0])))
        lines.append(md('<fieldset class="gah-facet" data-facet="{}"><legend>{}</legend>{}</fieldset>',
                        token(column.title), FACET_TITLES.get(column.title, column.title), Md(boxes)))
    lines += [md("</details>"), md('<p class="gah-facets__status" role="status" aria-live="polite"></p>'),
              md('<button type="reset" class="gah-facets__reset">Clear the filters</button>'), md("</form>"), BLANK]
    return lines


MODULE_ORDER = {module_title(m): i for i, m in enumerate(MODULES)}


def _facet_order(value: str):
    number = value.lstrip("-")
    if number.isdigit():
        return (0, int(value), "")
    return (2, 0, value) if value in ("unknown", "—") else (1, MODULE_ORDER.get(value, -1), value)


def _table(kind: str, columns, rows) -> list[Md]:
    head = "".join(md('<th scope="col" data-sort="{}"{}><button type="button" class="gah-sort">{}</button></th>', column.sort,
                      Md(' aria-sort="ascending"' if i == 0 else ""), column.title) for i, column in enumerate(columns))
    lines = [md('<table class="gah-index" id="gah-index-{}">', token(kind)),
             md("<caption>{}</caption>", f"{KIND_TITLES.get(kind, kind)}: use the filters above, or a column's button to sort by it"),
             md("<thead><tr>{}</tr></thead>", Md(head)), md("<tbody>")]
    lines += [_row(columns, component, index) for index, component in enumerate(rows)]
    return lines + [md("</tbody>"), md("</table>")]


def _row(columns, component, index: int) -> Md:
    facets = "".join(md(' data-{}="{}"', token(c.title), " ".join(token(v) for v in c.facet(component))) for c in columns if c.facet)
    cells = "".join(md('<td data-label="{}" class="gah-col-{}">{}</td>', c.title, Md("wide" if c.wide else c.sort), c.cell(component))
                    for c in columns)
    return md('<tr data-index="{}"{}>{}</tr>', index, Md(facets), Md(cells))
