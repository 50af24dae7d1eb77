"""`gah show`: a component's facts, effect lines and text, read from the checked component."""
from __future__ import annotations

from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from compiler.checker import CheckedComponent
from dsl import ast
from dsl.formatter import format_document

BLOCK_FIELDS = ("effect", "reward", "penalty", "scoring")


def show_component(component: CheckedComponent, source: str, out: Console) -> None:
    title = f"{component.kind.name} {component.ident}: {component.name}"
    out.print(Panel(_facts_table(component), title=title, title_align="left"))
    out.print(_effect_source(component), markup=False)
    text = component.value("text", "text")
    if text:
        out.print(Panel(text, title="text", title_align="left"))
    for unknown in component.unknowns:
        out.print(f"[yellow]unknown[/yellow] {unknown.field}: {unknown.note}")
    out.print(f"[dim]{component.path}:{component.node.span.line}[/dim]")


def _facts_table(component: CheckedComponent) -> Table:
    table = Table.grid(padding=(0, 2))
    for statement in component.node.body.statements:
        if isinstance(statement, ast.Call) and statement.block is None and statement.name.text not in ("text", "modify"):
            table.add_row(statement.name.text, _line_value(statement))
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
