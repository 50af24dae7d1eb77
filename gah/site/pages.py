"""Card pages of the rules reference site, written for players: a card-like header, our text beside the
canonical text, the facts with their sources, notes for players (the developers' notes folded away), unknowns
as "unknown — why", the rulings about the card and cards related to it; the card source, the compiled form and
the verdicts sit in a folded section for designers. Every line is built through gah/site/markdown.py."""
from __future__ import annotations

import re

from compiler.checker import CheckedComponent
from dsl import ast
from dsl.formatter import format_document
from gah.site import boards, late
from gah.site.facts import Fact, fact_text, facts, for_players, value_text
from gah.site.icons import items, with_icons
from gah.site.markdown import BLANK, Md, escape, front_matter_title, highlighted, html_link, md, page, preformatted, raw, token
from gah.site.sources import INLINE, citation

KIND_TITLES = {"staff": "Staff", "guest": "Guests", "objective": "Objectives", "emperor-tile": "Emperor tiles",
               "hotel-board": "Hotel boards", "emperor-track": "Emperor track", "group-bonus": "Group bonuses",
               "rules": "Game constants", "staff-set": "Introductory staff sets", "celebrity": "Celebrities",
               "hotel-entrance": "Hotel entrances", "ballroom": "Ballrooms", "balcony": "Balcony",
               "rehearsal-room": "Rehearsal rooms", "action-space": "Action spaces", "assumption": "Named assumptions"}
MODULE_TITLES = {"base": "base game", "ballrooms": "Vienna Ballrooms", "celebrities": "Celebrities",
                 "exclusive-hotels": "Exclusive Hotels", "starting-player": "Starting Player", "you-want-more": "You Want More?",
                 "promo": "promo"}
TOP = "../../"  # from a card page (cards/<kind>/<id>.md) to the top of the site


def slug(component: CheckedComponent) -> str:
    return "".join(ch if ch.isalnum() or ch == "-" else "-" for ch in component.ident.lower())


def page_path(component: CheckedComponent) -> str:
    return f"cards/{component.kind.name}/{slug(component)}.md"


def title(component: CheckedComponent) -> str:
    return f"{component.kind.name} {component.ident}: {component.name}"


def label(component: CheckedComponent) -> str:
    return f"{component.kind.name} {component.ident}"


def display_title(component: CheckedComponent) -> str:
    """How a player names the card: 'Kitchen Hand · staff 17'; a component that is the only one of its kind is named by
    its kind alone ('Balcony · balcony', not 'balcony balcony')."""
    kind = component.kind.name.replace("-", " ")
    return f"{component.name} · {kind}" if component.ident == component.kind.name else f"{component.name} · {kind} {component.ident}"


def module_title(module: str | None) -> str:
    return MODULE_TITLES.get(module or "", module or "no module")


def source_text(component: CheckedComponent) -> str:
    return format_document(ast.Document((component.node,)))


def component_page(component: CheckedComponent, context: dict) -> str:
    front = [md("---"), md("title: {}", front_matter_title(display_title(component))), md("---"), BLANK]
    lines = front + [md("# {}", display_title(component)), BLANK] + header(component, context) + _texts(component, context)
    lines += boards.drawing(component, context) + _facts(component) + _notes(component) + _unknowns(component)
    lines += _rulings(component, context) + _related(component, context) + _developers(component, context)
    return page(lines)


# ---- the card-like header ----------------------------------------------------------------------------------------

HEADER = ("number", "color", "cost", "fee", "timing", "order", "vp", "group", "spots", "side")
TIMINGS = {"immediate": "once, when played", "permanent": "permanent: works every time", "once-per-round": "once per round",
           "final": "at final scoring", "bell": "once, when its condition is met"}


def header(component: CheckedComponent, context: dict) -> list[Md]:
    found = facts(component)
    by_name = {f.name: f for f in found if sum(1 for g in found if g.name == f.name) == 1}  # a repeated field is no header fact
    shown = [_header_fact(by_name[name]) for name in HEADER if name in by_name]
    reward = _reward(component, context)
    color = by_name["color"].values.get("color") if "color" in by_name else "none"
    return raw([md('<div class="gah-card gah-kind-{} gah-color-{}">', token(component.kind.name), token(color)),
                md('<p class="gah-card__kind" data-search-exclude>{} · {}</p>', component.kind.summary, module_title(component.module)),
                md('<dl class="gah-card__facts">{}</dl>', Md(" · ".join(shown))), *reward, md("</div>"), BLANK])


def _header_fact(fact_: Fact) -> Md:
    value = fact_.values.get(fact_.name)
    if fact_.unknowns:
        return md('<div class="gah-card__fact gah-fact-{}"><dt>{}</dt> <dd><span class="gah-unknown">unknown</span></dd></div>',
                  token(fact_.name), fact_.label)
    shown = {"order": lambda: items(value), "color": lambda: md('<span class="gah-swatch"></span>{}', value),
             "cost": lambda: md('<span class="gah-badge">{}</span> krones', value_text(value)),
             "timing": lambda: md("{}", TIMINGS.get(value, value_text(value))),
             "vp": lambda: md("{} VP", value_text(value))}.get(fact_.name, lambda: md("{}", fact_text(fact_)))
    return md('<div class="gah-card__fact gah-fact-{}"><dt>{}</dt> <dd>{}</dd></div>', token(fact_.name), fact_.label, shown())


def _reward(component: CheckedComponent, context: dict) -> list[Md]:
    blocks = [s for s in component.node.body.statements if isinstance(s, ast.Call) and s.block is not None
              and s.name.text in ("reward", "penalty")]
    from compiler.render import block_text

    return [md('<p class="gah-card__reward"><strong>{}</strong> {}</p>', s.name.text.capitalize() + ":", with_icons(block_text(s.block)))
            for s in blocks]


# ---- texts ----------------------------------------------------------------------------------------------------------


def _texts(component: CheckedComponent, context: dict) -> list[Md]:
    authored = component.value("text", "text") or ""
    canonical = context["render"](component) or "This card has no effect lines: what it says is in its facts below."
    return raw([md('<div class="gah-texts">'),
            md('<section class="gah-text"><h2 class="gah-text__title" data-search-exclude>Our text</h2><p>{}</p></section>', authored),
            md('<section class="gah-text"><h2 class="gah-text__title" data-search-exclude>Canonical text</h2><p>{}</p>'
               '<p class="gah-text__how" data-search-exclude>Rendered from the card\'s lines: what the engine does, in words.</p></section>',
               canonical),
                md("</div>"), BLANK])


# ---- facts and their sources ------------------------------------------------------------------------------------------


def _facts(component: CheckedComponent) -> list[Md]:
    """The facts as gah's own HTML (a raw block: Markdown spends most of a card page's time on inline text)."""
    found = facts(component)
    rows = "".join(md("<tr><td>{}</td><td>{}</td><td>{}</td></tr>", f.label, _fact_value(f), sources_cell(f.sources)) for f in found)
    whole = _card_sources(component)
    tags = sorted({t for f in found for t in f.sources} | set(whole), key=str)
    lines = [md("## Facts"), BLANK]
    block = [md('<table class="gah-facts"><thead><tr><th>fact</th><th>value</th><th>sources</th></tr></thead><tbody>{}</tbody></table>',
                   Md(rows)) if found else md("<p>This card states no facts beyond its text.</p>")]
    if whole:
        block.append(md("<p>The card as a whole rests on {}.</p>", sources_cell(whole)))
    return lines + raw(block + [BLANK] + legend(tags))


def ul(items: list[Md], css: str = "") -> list[Md]:
    """A list as one raw HTML block."""
    return raw([ul_html(items, css), BLANK]) if items else []


def ul_html(items: list[Md], css: str = "") -> Md:
    return md('<ul{}>{}</ul>', Md(f' class="{css}"' if css else ""), Md("".join(md("<li>{}</li>", i) for i in items)))


def page_link(label_, target: str) -> Md:
    """A link in gah's HTML to a page of the site given by its Markdown path (`x.md#y` opens `x.html#y`)."""
    path, _, anchor = target.partition("#")
    return html_link(label_, path[:-3] + ".html" + (f"#{anchor}" if anchor else "") if path.endswith(".md") else target)


def _fact_value(fact_: Fact) -> Md:
    if fact_.name == "order" and isinstance(fact_.values.get("order"), dict):
        return items(fact_.values["order"])
    text = fact_text(fact_)
    return with_icons(text) if "unknown —" not in text else _with_unknowns(fact_)


def _with_unknowns(fact_: Fact) -> Md:
    parts = []
    for name, value in fact_.parts():
        shown = value_text(value)
        if shown.startswith("unknown — "):
            parts.append(md('{}<span class="gah-unknown">unknown</span> — {}', f"{name} " if name else "", for_players(shown[10:])))
        else:
            parts.append(md("{}", f"{name} {shown}".strip() if name and not isinstance(value, bool) else shown))
    return Md(" · ".join(parts + ([md("{}", fact_.block)] if fact_.block else [])))


def _card_sources(component: CheckedComponent) -> tuple[str, ...]:
    whole = [s for s in component.node.body.statements if isinstance(s, ast.Call) and s.name.text == "source"]
    return tuple(t.tag for s in whole for t in s.sources)


def sources_cell(tags, top: str = TOP) -> Md:
    return Md(" · ".join(page_link(citation(tag).label, f"{top}sources.md#{citation(tag).anchor}") for tag in tags)) if tags else Md("—")


def legend(tags, top: str = TOP) -> list[Md]:
    """What the sources used on this page are, in one line each, linked to the Sources page."""
    cited_ = {citation(tag).tag: citation(tag) for tag in tags}
    entries = [md("{}: {}", page_link(c.source.label if c.source else c.tag, f"{top}sources.md#{c.anchor}"),
                  c.source.about.split(". ")[0] + f" ({c.source.edition})" if c.source else "not in the source key")
               for c in sorted(cited_.values(), key=lambda c: c.tag)]
    return [md('<p class="gah-legend-title">Sources cited here</p>'), BLANK] + ul(entries, "gah-legend") if entries else []


# ---- notes ------------------------------------------------------------------------------------------------------------

DEVELOPER_NOTE = re.compile(r"DEFAULT|conflict|census|\.md\b|§|\bengines?\b|\bgap\b|\[[AB]\]|overlay|\bids?\b|project|encod|"
                            r"approximation|stands for|this file|per source|'[a-z]+(?:-[a-z]+)+ ", re.I)


def is_developer_note(text: str) -> bool:
    """A note about how the sources were weighed or how the card is written, rather than about play."""
    return bool(DEVELOPER_NOTE.search(text))


def _notes(component: CheckedComponent) -> list[Md]:
    notes = [b.values.get("text", "") for b in component.fields.get("note", ())]
    player = [cited(n) for n in notes if not is_developer_note(n)]
    developer = [cited(n) for n in notes if is_developer_note(n)]
    if not notes:
        return []
    lines = [md("## Notes"), BLANK] + ul(player)
    if developer:
        lines += raw([md('<details class="note"><summary>How the sources were weighed (for designers)</summary>{}</details>',
                         ul_html(developer)), BLANK])
    return lines


def cited(text: str, top: str = TOP) -> Md:
    """A note with each bracketed citation ([003], [000 p.5], [A]) turned into a link to the Sources page."""
    parts, last = [], 0
    for match in INLINE.finditer(text):
        source = citation(match["tag"] + (f".p{match['page']}" if match["page"] else ""))
        parts += [escape(text[last:match.start()]), md("[{}]", page_link(source.label, f"{top}sources.md#{source.anchor}"))]
        last = match.end()
    return Md("".join(parts) + escape(text[last:]))


def _unknowns(component: CheckedComponent) -> list[Md]:
    if not component.unknowns:
        return []
    rows = [md('<strong>{}</strong>: <span class="gah-unknown">unknown</span> — {}', u.field.replace("-", " "), for_players(u.note))
            for u in component.unknowns]
    return [md("## Unknown facts"), BLANK, md("No source gives these; the card says so instead of guessing."), BLANK] + ul(rows)


# ---- rulings and related cards ------------------------------------------------------------------------------------------


def _rulings(component: CheckedComponent, context: dict) -> list[Md]:
    rulings = context.get("rulings_by_card", {}).get(label(component), [])
    if not rulings:
        return []
    items = [md("<strong>{}</strong> {} {}", page_link(ruling.question, f"{TOP}rulings.md#{ruling.anchor}"), ruling.short_answer,
                late.slot("outcome", ruling.test)) for ruling in rulings]
    return [md("## Rulings about this card"), BLANK] + ul(items, "gah-card-rulings")


def _related(component: CheckedComponent, context: dict) -> list[Md]:
    related = context["related"].get(label(component), [])
    links = [md("{} — {}", page_link(display_title(other), _link(component, other)), why) for other, why in related]
    return [md("## Related cards"), BLANK] + ul(links, "gah-related") if links else []


def _link(source: CheckedComponent, target: CheckedComponent) -> str:
    folder = "" if source.kind.name == target.kind.name else f"../{target.kind.name}/"
    return f"{folder}{slug(target)}.md"


# ---- for designers ------------------------------------------------------------------------------------------------------


def _developers(component: CheckedComponent, context: dict) -> list[Md]:
    """Slots for the designers' section and the verdicts: `gah site build` puts the section in after mkdocs, so
    neither Markdown nor the search index reads its highlighted code (a third of the card pages' markup)."""
    return raw([late.slot("designers", label(component), block=True), BLANK, late.slot("verdicts", label(component), block=True), BLANK])


def designers_section(component: CheckedComponent, context: dict) -> Md:
    """Card source, compiled form and scenario tests as one raw HTML block, folded."""
    body = _source(component) + _compiled(component, context) + _scenarios(component, context)
    return md('<details class="abstract gah-designers"><summary>For designers: card source, what the engine runs, scenario tests'
              '</summary>{}</details>', Md("".join(body)))


def _source(component: CheckedComponent) -> list[Md]:
    from gah.lexer import GahLexer

    code_ = highlighted(source_text(component).rstrip(), GahLexer())
    return [md('<p><strong>Card source</strong></p><div class="language-gah highlight"><pre><span></span><code>{}</code></pre></div>', code_),
            md("<p>File: <code>{}</code></p>", _relative(component.path))]


def _relative(path: str) -> str:
    return path.split("/cards/", 1)[-1] if "/cards/" in path else path


def _compiled(component: CheckedComponent, context: dict) -> list[Md]:
    lines = context["compiled"](component)
    return [md('<p><strong>What the engine runs</strong></p><div class="language-text highlight"><pre><span></span><code>{}</code></pre></div>',
               preformatted("\n".join(lines)))] if lines else []


def _scenarios(component: CheckedComponent, context: dict) -> list[Md]:
    tests = context.get("scenarios", {}).get(label(component), [])
    return [md("<p><strong>Scenario tests</strong></p>"), ul_html([md("<code>{}</code>", t) for t in tests])] if tests else []
