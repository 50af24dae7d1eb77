"""`gah show`: a component's facts, effect lines and text, read from the checked component.
Everything from the card is handed to rich as plain `Text`, so a name like "[bold]X[/bold]" shows as typed."""
from __future__ import annotations

from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from compiler.checker import CheckedComponent
from dsl import ast
from dsl.formatter import format_document

BLOCK_FIELDS = ("effect", "reward", "penalty", "scoring")


def show_component(component: CheckedComponent, source: str, out: Console) -> None:
    title = f"{component.kind.name} {component.ident}: {component.name}"
    _panel(out, _facts_table(component), title)
    out.print(_effect_source(component), markup=False)
    compiled = compiled_outline(component)
    if compiled:
        _panel(out, Text("\n".join(compiled)), "compiled (what the engine runs)")
    text = component.value("text", "text")
    if text:
        _panel(out, Text(text), "text (as authored)")
    _panel(out, Text(canonical_text(component)), "canonical text (rendered from the card)")
    for unknown in component.unknowns:
        out.print(Text.assemble(("unknown", "yellow"), f" {unknown.field}: {unknown.note}"))
    out.print(Text(f"{component.path}:{component.node.span.line}", style="dim"))


def _panel(out: Console, body, title: str) -> None:
    """A titled box whose text wraps to the terminal's width (the console's soft wrap would cut it at the edge)."""
    out.print(Panel(body, title=Text(title), title_align="left"), soft_wrap=False)


def _facts_table(component: CheckedComponent) -> Table:
    table = Table.grid(padding=(0, 2))
    for statement in component.node.body.statements:
        if isinstance(statement, ast.Call) and statement.block is None and statement.name.text not in ("text", "modify"):
            table.add_row(Text(statement.name.text), Text(_line_value(statement)))
    return table


def _line_value(call: ast.Call) -> str:
    line = _render_lines(ast.Block((call,)))
    return line.strip().split(" ", 1)[1] if " " in line.strip() else ""


def _effect_source(component: CheckedComponent) -> str:
    """Every behaviour line of the card (blocks, triggers, modifiers, requirements), as canonical source."""
    statements = tuple(s for s in component.node.body.statements if _is_behaviour(s))
    return _render_lines(ast.Block(statements)) if statements else "(no effect lines)"


def _is_behaviour(statement: ast.Node) -> bool:
    if isinstance(statement, ast.Call):
        return statement.block is not None or statement.name.text == "modify"
    return True


def _render_lines(block: ast.Block) -> str:
    wrapper = ast.Component(ast.Word("x"), ast.Word("x"), ast.Text(""), block)
    lines = format_document(ast.Document((wrapper,))).splitlines()[1:-1]
    return "\n".join(line[2:] for line in lines)


def compiled_outline(component: CheckedComponent) -> list[str]:
    """The handlers the engine runs for this component, or why it cannot run yet."""
    from compiler.build import COMPILERS
    from compiler.counts import CompileError

    compile_one = COMPILERS.get(component.kind.name)
    if compile_one is None:
        return []
    try:
        compiled = compile_one(component)
    except CompileError as problem:
        return [f"not runnable by the engine yet: {problem}"]
    return _compiled_lines(compiled)


def _compiled_lines(compiled) -> list[str]:
    from compiler.describe import outline

    lines = []
    for name in ("effect", "scoring", "reward", "penalty"):
        if getattr(compiled, name, None) is not None:
            lines += [f"{name}:"] + outline(getattr(compiled, name), 1)
    behaviour = getattr(compiled, "behaviour", None)
    if behaviour is not None and behaviour.ability is not None and getattr(compiled, "effect", None) is not behaviour.ability:
        lines += ["ability (once per round):"] + outline(behaviour.ability, 1)
    for trigger in behaviour.triggers if behaviour else ():
        filters = " ".join(f"{k}={v}" for k, v in trigger.options.items())
        once = " once-per-round" if trigger.once_per_round else ""
        lines += [f"when {trigger.event} {filters} {trigger.timing}{once}".replace("  ", " ").rstrip() + ":"] + outline(trigger.effect, 1)
    for modifier in behaviour.modifiers if behaviour else ():
        change = f"set to {' '.join(map(str, modifier.set_to))}" if modifier.set_to else f"add {modifier.add:+d}"
        lines.append(f"modifier {modifier.target} {dict(modifier.options) or ''} {change}".replace("  ", " "))
    return lines


def canonical_text(component: CheckedComponent) -> str:
    from compiler.render import render

    return render(component) or "(no effect to render)"
