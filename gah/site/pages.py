"""Markdown pages of the rules reference site, generated from the checked corpus, the compiled handlers,
the verifier's verdicts and the registry. Every name and text that comes from a card is escaped."""
from __future__ import annotations

import html
import json
from collections import defaultdict

from compiler.checker import CheckedComponent
from dsl.formatter import format_document
from dsl import ast

KIND_TITLES = {"staff": "Staff", "guest": "Guests", "objective": "Objectives", "emperor-tile": "Emperor tiles",
               "hotel-board": "Hotel boards", "emperor-track": "Emperor track", "group-bonus": "Group bonuses",
               "rules": "Game constants", "staff-set": "Introductory staff sets", "celebrity": "Celebrities",
               "hotel-entrance": "Hotel entrances", "ballroom": "Ballrooms", "balcony": "Balcony",
               "rehearsal-room": "Rehearsal rooms", "action-space": "Action spaces"}


def esc(text: str) -> str:
    """Card text is data, never markup: escape HTML and the Markdown characters that would format it."""
    escaped = html.escape(str(text), quote=True)
    for char in "\\`*_[]|#":
        escaped = escaped.replace(char, "\\" + char)
    return escaped


def slug(component: CheckedComponent) -> str:
    return "".join(ch if ch.isalnum() or ch == "-" else "-" for ch in component.ident.lower())


def page_path(component: CheckedComponent) -> str:
    return f"cards/{component.kind.name}/{slug(component)}.md"


def title(component: CheckedComponent) -> str:
    return f"{component.kind.name} {component.ident}: {component.name}"


def source_text(component: CheckedComponent) -> str:
    return format_document(ast.Document((component.node,)))


def safe_title(text: str) -> str:
    """For <title>, which themes fill with un-escaped heading text: no angle brackets or ampersands survive."""
    return text.replace("<", "‹").replace(">", "›").replace("&", "+")


def component_page(component: CheckedComponent, context: dict) -> str:
    front = ["---", f"title: {json.dumps(safe_title(title(component)))}", "---", ""]
    lines = front + [f"# {esc(title(component))}", "", f"*{esc(component.kind.summary)}*", ""]
    lines += _facts(component) + _texts(component, context) + _source(component)
    lines += _verdicts(component, context) + _compiled(component, context) + _unknowns(component)
    lines += _scenarios(component, context) + _related(component, context)
    return "\n".join(lines) + "\n"


def _scenarios(component: CheckedComponent, context: dict) -> list[str]:
    tests = context.get("scenarios", {}).get(f"{component.kind.name} {component.ident}", [])
    return ["## Scenario tests", ""] + [f"- `{t}`" for t in tests] + [""] if tests else []  # code spans need no escaping


def _facts(component: CheckedComponent) -> list[str]:
    rows = ["| fact | value | sources |", "|---|---|---|"]
    for statement in component.node.body.statements:
        if isinstance(statement, ast.Call) and statement.block is None and statement.name.text not in ("text", "note", "modify"):
            value = " ".join(_arg(a) for a in statement.args)
            tags = " ".join(f"@{s.tag}" for s in statement.sources)
            rows.append(f"| {esc(statement.name.text)} | {esc(value)} | {esc(tags)} |")
    notes = [f"- {esc(s.args[0].value)}" for s in component.node.body.statements
             if isinstance(s, ast.Call) and s.name.text == "note" and s.args]
    return ["## Facts", ""] + rows + [""] + (["**Notes**", ""] + notes + [""] if notes else [])


def _arg(node) -> str:
    from dsl.formatter import render_arg

    return render_arg(node)


def _texts(component: CheckedComponent, context: dict) -> list[str]:
    authored = component.value("text", "text") or ""
    canonical = context["render"](component)
    return ["## Text", "", f"**As printed here (our own words):** {esc(authored)}", "",
            f"**Canonical (rendered from the card's lines):** {esc(canonical) or '—'}", ""]


def _source(component: CheckedComponent) -> list[str]:
    return ["## Card source", "", "```gah", source_text(component).rstrip(), "```", "", f"File: `{_relative(component.path)}`", ""]


def _relative(path: str) -> str:
    return path.split("/cards/", 1)[-1] if "/cards/" in path else path


def _verdicts(component: CheckedComponent, context: dict) -> list[str]:
    findings = context["findings"].get(f"{component.kind.name} {component.ident}", [])
    if not findings:
        return []
    rows = ["| property | verdict | detail |", "|---|---|---|"]
    rows += [f"| {f.property} | **{f.verdict}** | {esc(f.detail)} |" for f in findings]
    return ["## Verification (z3)", ""] + rows + [""]


def _compiled(component: CheckedComponent, context: dict) -> list[str]:
    lines = context["compiled"](component)
    return ["## What the engine runs", "", "```text", *lines, "```", ""] if lines else []


def _unknowns(component: CheckedComponent) -> list[str]:
    if not component.unknowns:
        return []
    return ["## Unknown facts", ""] + [f"- **{esc(u.field)}**: {esc(u.note)}" for u in component.unknowns] + [""]


def _related(component: CheckedComponent, context: dict) -> list[str]:
    links = []
    for other in context["related"].get(f"{component.kind.name} {component.ident}", [])[:8]:
        links.append(f"- [{esc(title(other))}]({_link(component, other)})")
    return ["## Related cards", ""] + links + [""] if links else []


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
    lines = [f"# {KIND_TITLES.get(kind, kind)}", "", "| id | name | module | unknown facts | text |", "|---|---|---|---|---|"]
    for component in sorted(components, key=lambda c: (c.module or "", _sort_key(c.ident))):
        link = f"[{esc(component.name)}]({slug(component)}.md)"
        text = esc((component.value("text", "text") or "")[:120])
        lines.append(f"| {esc(component.ident)} | {link} | {esc(component.module)} | {len(component.unknowns)} | {text} |")
    return "\n".join(lines) + "\n"


def _sort_key(ident: str):
    return (0, int(ident), "") if ident.isdigit() else (1, 0, ident)
