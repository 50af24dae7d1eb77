"""`gah new KIND`: a commented template, generated from the kind's field table in the registry."""
from __future__ import annotations

import textwrap

from compiler.checker import TIMING_NEEDS
from compiler.kinds import KindSpec
from compiler.registry import REGISTRY, usage
from dsl import ast
from dsl.formatter import format_document

# By argument type: a value that checks, for the designer to change (a custom card is played, so it has no unknowns).
SAMPLES = {"order": "1 strudel 1 wine", "answers": "this-answer instead-of that-answer", "signed number": "1"}
EXAMPLE_BLOCKS = {
    "effect": "gain 1 strudel",
    "reward": "gain 2 krones",
    "penalty": "pay 3 krones else lose 5 vp",
    "scoring": "gain 1 vp per rooms(occupied)",
}


def template_for(kind: KindSpec, ident: str, name: str) -> str:
    lines = [f"# A new {kind.name}: {kind.summary}", "# Your own card, in module custom: every value is yours to set (the ones below are",
             "# examples that check). For a card of the game, write `unknown \"why\"` for any value no source gives.",
             _header(kind, ident, name)]
    needed = _blocks_the_timing_needs(kind)
    for rule in kind.fields:
        lines.extend(_field_lines(rule, rule.required or rule.spec.name in needed))
    lines.extend(_statement_lines(kind))
    lines.append("}")
    return "\n".join(lines) + "\n"


def _header(kind: KindSpec, ident: str, name: str) -> str:
    """`KIND ID "NAME" {`, printed by the formatter, so a quote or backslash in the name is escaped."""
    component = ast.Component(ast.Word(kind.name), ast.Word(ident), ast.Text(name), ast.Block(()))
    return format_document(ast.Document((component,))).rstrip().removesuffix("}")


def _blocks_the_timing_needs(kind: KindSpec) -> tuple[str, ...]:
    """A card with a timing needs a block that timing allows (checker.TIMING_NEEDS): the template's own timing's first."""
    timing = kind.field("timing")
    return TIMING_NEEDS[_placeholder(timing.spec).split()[1]][:1] if timing is not None else ()


def _field_lines(rule, written: bool) -> list[str]:
    spec = rule.spec
    need = "required" if rule.required else "optional" + (", repeatable" if rule.repeatable else "")
    head = [f"  # {spec.name} ({need}): {spec.summary}"] + [f"  #   {line}" for line in _allowed(spec)]
    if spec.name == "timing":
        head += _wrapped("each timing needs", [f"{t} {' or '.join(n)}" for t, n in TIMING_NEEDS.items()])
    lead = "  " if written else "  # "  # optional fields start commented out
    if spec.block:
        return head + [f"{lead}{spec.name} {{", f"{lead}  {EXAMPLE_BLOCKS.get(spec.name, 'gain 1 vp')}", f"{lead}}}"]
    return head + [f"{lead}{_placeholder(spec)}"]


def _allowed(spec) -> list[str]:
    """The words each closed-list parameter accepts, from its type (the same list the checker reads)."""
    return [f"{p.name}: one of {', '.join(p.type.choices)}" for p in spec.params if p.type is not None and p.type.choices]


def _placeholder(spec) -> str:
    if spec.name == "module":
        return "module custom"  # a designer's own cards: no card-number range to fit
    if spec.name == "text":
        return 'text "Say what the card does, in your own words."'
    if spec.name == "source":
        return "source @003"
    if spec.params and all(p.type is not None and (p.type.choices or p.type.name in SAMPLES) for p in spec.params):
        return " ".join([spec.name] + [SAMPLES.get(p.type.name) or p.type.choices[0] for p in spec.params])
    return f'{spec.name} unknown "fill in from a source, with its tag"' if spec.params else f"# {usage(spec)}"


def _wrapped(what: str, words) -> list[str]:
    return textwrap.wrap(f"{what}: {', '.join(words)}", 100, initial_indent="  #   ", subsequent_indent="  #     ",
                         break_on_hyphens=False)


def _statement_lines(kind: KindSpec) -> list[str]:
    lines = []
    if kind.triggers:
        lines += ["  # when EVENT { effects }: a trigger, e.g.", "  # when take-die 3 4 {", "  #   gain 2 vp", "  # }"]
        lines += _wrapped("events", REGISTRY["event"])
    if kind.modifiers:
        lines += ["  # modify TARGET [filters] to N | by +N: a modifier, e.g.", "  # modify room-cost color blue to 0"]
        lines += _wrapped("targets", REGISTRY["modifier"])
    if kind.requirement:
        lines += ["  # require CONDITION: what the player must have", "  require money >= 20"]
    return lines
