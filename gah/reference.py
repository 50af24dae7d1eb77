"""The language reference, generated from the registry, the kinds and the diagnostic catalogue."""
from __future__ import annotations

from compiler.kinds import KINDS
from compiler.registry import REGISTRY, usage
from dsl.diagnostics import CODES

TITLES = {"effect": "Effects", "event": "Events (what `when` waits for)", "modifier": "Modifier targets (`modify TARGET ... to N | by +N`)",
          "count": "Counts (after `per`, in `require` and `if`)"}


def reference_markdown() -> str:
    lines = ["# Language reference", "", "Generated from the primitive registry (`compiler/registry.py`), the component kinds",
             "(`compiler/kinds.py`) and the diagnostic catalogue (`dsl/diagnostics.py`); do not edit by hand.", ""]
    lines += _kinds()
    for category, title in TITLES.items():
        lines += _primitives(category, title)
    lines += _codes()
    return "\n".join(lines) + "\n"


def _kinds() -> list[str]:
    lines = ["## Component kinds", ""]
    for kind in KINDS.values():
        lines += [f"### `{kind.name}`", "", kind.summary, "", "| field | required | what it holds |", "|---|---|---|"]
        lines += [f"| `{usage(rule.spec)}` | {'yes' if rule.required else 'no'} | {rule.spec.summary} |" for rule in kind.fields]
        extra = [w for w, ok in (("when", kind.triggers), ("modify", kind.modifiers), ("require", kind.requirement)) if ok]
        lines += ["", f"Also allowed: {', '.join(f'`{w}`' for w in extra)}." if extra else "", ""]
    return lines


def _primitives(category: str, title: str) -> list[str]:
    lines = [f"## {title}", "", "| form | meaning |", "|---|---|"]
    lines += [f"| `{usage(p)}` | {p.summary} |" for p in REGISTRY[category].values()]
    return lines + [""]


def _codes() -> list[str]:
    return ["## Diagnostic codes", "", "| code | meaning |", "|---|---|"] + [f"| {code} | {text} |" for code, text in CODES.items()]
