"""`gah new KIND`: a commented template, generated from the kind's field table in the registry."""
from __future__ import annotations

from compiler.kinds import KindSpec
from compiler.registry import usage
from dsl import ast
from dsl.formatter import format_document

EXAMPLE_BLOCKS = {
    "effect": "gain 1 strudel",
    "reward": "gain 2 krones",
    "penalty": "pay 3 krones else lose 5 vp",
    "scoring": "gain 1 vp per rooms(occupied)",
}


def template_for(kind: KindSpec, ident: str, name: str) -> str:
    lines = [f"# A new {kind.name}: {kind.summary}", "# Write `unknown \"why\"` for any value no source gives; never guess.",
             _header(kind, ident, name)]
    for rule in kind.fields:
        lines.extend(_field_lines(rule))
    lines.extend(_statement_lines(kind))
    lines.append("}")
    return "\n".join(lines) + "\n"


def _header(kind: KindSpec, ident: str, name: str) -> str:
    """`KIND ID "NAME" {`, printed by the formatter, so a quote or backslash in the name is escaped."""
    component = ast.Component(ast.Word(kind.name), ast.Word(ident), ast.Text(name), ast.Block(()))
    return format_document(ast.Document((component,))).rstrip().removesuffix("}")


def _field_lines(rule) -> list[str]:
    spec = rule.spec
    need = "required" if rule.required else "optional" + (", repeatable" if rule.repeatable else "")
    head = [f"  # {spec.name} ({need}): {spec.summary}"]
    lead = "  " if rule.required else "  # "  # optional fields start commented out
    if spec.block:
        return head + [f"{lead}{spec.name} {{", f"{lead}  {EXAMPLE_BLOCKS.get(spec.name, 'gain 1 vp')}", f"{lead}}}"]
    return head + [f"{lead}{_placeholder(spec)}"]


def _placeholder(spec) -> str:
    if spec.name == "module":
        return "module base"
    if spec.name == "text":
        return 'text "Say what the card does, in your own words."'
    if spec.name == "source":
        return "source @003"
    return f'{spec.name} unknown "fill in from a source, with its tag"' if spec.params else f"# {usage(spec)}"


def _statement_lines(kind: KindSpec) -> list[str]:
    lines = []
    if kind.triggers:
        lines += ["  # when EVENT { effects }: a trigger, e.g.", "  # when take-die 3 4 {", "  #   gain 2 vp", "  # }"]
    if kind.modifiers:
        lines += ["  # modify TARGET [filters] to N | by +N: a modifier, e.g.", "  # modify room-cost color blue to 0"]
    if kind.requirement:
        lines += ["  # require CONDITION: what the player must have", "  require money >= 20"]
    return lines
