"""Markdown pages of the rules reference site, generated from the checked corpus, the compiled handlers,
the verifier's verdicts and the registry. Every line is built through gah/site/markdown.py, which
escapes every value that comes from a card, a file or a test."""
from __future__ import annotations

from collections import defaultdict

from compiler.checker import CheckedComponent
from dsl.formatter import format_document
from dsl import ast
from gah.site.markdown import BLANK, Md, code, fenced, front_matter_title, link, md, page

KIND_TITLES = {"staff": "Staff", "guest": "Guests", "objective": "Objectives", "emperor-tile": "Emperor tiles",
               "hotel-board": "Hotel boards", "emperor-track": "Emperor track", "group-bonus": "Group bonuses",
               "rules": "Game constants", "staff-set": "Introductory staff sets", "celebrity": "Celebrities",
               "hotel-entrance": "Hotel entrances", "ballroom": "Ballrooms", "balcony": "Balcony",
               "rehearsal-room": "Rehearsal rooms", "action-space": "Action spaces"}


def slug(component: CheckedComponent) -> str:
    return "".join(ch if ch.isalnum() or ch == "-" else "-" for ch in component.ident.lower())


def page_path(component: CheckedComponent) -> str:
    return f"cards/{component.kind.name}/{slug(component)}.md"


def title(component: CheckedComponent) -> str:
    return f"{component.kind.name} {component.ident}: {component.name}"


def source_text(component: CheckedComponent) -> str:
    return format_document(ast.Document((component.node,)))


def component_page(component: CheckedComponent, context: dict) -> str:
    front = [md("---"), md("title: {}", front_matter_title(title(component))), md("---"), BLANK]
    lines = front + [md("# {}", title(component)), BLANK, md("*{}*", component.kind.summary), BLANK]
    lines += _facts(component) + _texts(component, context) + _source(component)
    lines += _verdicts(component, context) + _compiled(component, context) + _unknowns(component)
    lines += _scenarios(component, context) + _related(component, context)
    return page(lines)


def _scenarios(component: CheckedComponent, context: dict) -> list[Md]:
    tests = context.get("scenarios", {}).get(f"{component.kind.name} {component.ident}", [])
    return [md("## Scenario tests"), BLANK] + [md("- {}", code(t)) for t in tests] + [BLANK] if tests else []


def _facts(component: CheckedComponent) -> list[Md]:
    rows = [md("| fact | value | sources |"), md("|---|---|---|")]
    for statement in component.node.body.statements:
        if isinstance(statement, ast.Call) and statement.block is None and statement.name.text not in ("text", "note", "modify"):
            value = " ".join(_arg(a) for a in statement.args)
            tags = " ".join(f"@{s.tag}" for s in statement.sources)
            rows.append(md("| {} | {} | {} |", statement.name.text, value, tags))
    notes = [md("- {}", s.args[0].value) for s in component.node.body.statements
             if isinstance(s, ast.Call) and s.name.text == "note" and s.args]
    return [md("## Facts"), BLANK] + rows + [BLANK] + ([md("**Notes**"), BLANK] + notes + [BLANK] if notes else [])


def _arg(node) -> str:
    from dsl.formatter import render_arg

    return render_arg(node)


def _texts(component: CheckedComponent, context: dict) -> list[Md]:
    authored = component.value("text", "text") or ""
    canonical = context["render"](component) or "—"
    return [md("## Text"), BLANK, md("**As printed here (our own words):** {}", authored), BLANK,
            md("**Canonical (rendered from the card's lines):** {}", canonical), BLANK]


def _source(component: CheckedComponent) -> list[Md]:
    return [md("## Card source"), BLANK, *fenced("gah", source_text(component).rstrip()), BLANK,
            md("File: {}", code(_relative(component.path))), BLANK]


def _relative(path: str) -> str:
    return path.split("/cards/", 1)[-1] if "/cards/" in path else path


def _verdicts(component: CheckedComponent, context: dict) -> list[Md]:
    findings = context["findings"].get(f"{component.kind.name} {component.ident}", [])
    if not findings:
        return []
    rows = [md("| property | verdict | detail |"), md("|---|---|---|")]
    rows += [md("| {} | **{}** | {} |", f.property, f.verdict, f.detail) for f in findings]
    return [md("## Verification (z3)"), BLANK] + rows + [BLANK]


def _compiled(component: CheckedComponent, context: dict) -> list[Md]:
    lines = context["compiled"](component)
    return [md("## What the engine runs"), BLANK, *fenced("text", "\n".join(lines)), BLANK] if lines else []


def _unknowns(component: CheckedComponent) -> list[Md]:
    if not component.unknowns:
        return []
    return [md("## Unknown facts"), BLANK] + [md("- **{}**: {}", u.field, u.note) for u in component.unknowns] + [BLANK]


def _related(component: CheckedComponent, context: dict) -> list[Md]:
    links = []
    for other in context["related"].get(f"{component.kind.name} {component.ident}", [])[:8]:
        links.append(md("- {}", link(title(other), _link(component, other))))
    return [md("## Related cards"), BLANK] + links + [BLANK] if links else []


def _link(source: CheckedComponent, target: CheckedComponent) -> str:
    folder = "" if source.kind.name == target.kind.name else f"../{target.kind.name}/"
    return f"{folder}{slug(target)}.md"


def related_index(components: list[CheckedComponent]) -> dict:
    """Cards that share a trigger or an effect word are related."""
    by_word = defaultdict(set)
    words_of = {}
    for component in components:
        words = {c.name.text for c in ast.find_all(component.node.body, ast.Call) if c.block is None}
        words |= {w.event.name.text for w in ast.find_all(component.node.body, ast.When)}
        words -= {"module", "text", "note", "source", "requires", "cost", "timing", "color", "order", "vp", "group", "spots"}
        words_of[component] = words
        for word in words:
            by_word[word].add(component)
    related = {}
    for component, words in words_of.items():
        others = {o for w in words for o in by_word[w] if o is not component}
        related[f"{component.kind.name} {component.ident}"] = sorted(others, key=lambda c: (c.kind.name, c.ident))
    return related


def kind_index(kind: str, components: list[CheckedComponent]) -> str:
    lines = [md("# {}", KIND_TITLES.get(kind, kind)), BLANK, md("| id | name | module | unknown facts | text |"),
             md("|---|---|---|---|---|")]
    for component in sorted(components, key=lambda c: (c.module or "", _sort_key(c.ident))):
        name = link(component.name, f"{slug(component)}.md")
        text = (component.value("text", "text") or "")[:120]
        lines.append(md("| {} | {} | {} | {} | {} |", component.ident, name, component.module, len(component.unknowns), text))
    return page(lines)


def _sort_key(ident: str):
    return (0, int(ident), "") if ident.isdigit() else (1, 0, ident)
