"""The canonical formatter: AST (+ comments) → text.

Idempotent by construction: the layout depends only on the AST, the comments and which statements were
preceded by a blank line. Comments stay attached to the statement they precede or end the line of.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from functools import singledispatch

from dsl import ast
from dsl.source import source_lines

INDENT = "  "


def format_document(document: ast.Document, source: str | None = None) -> str:
    printer = _Printer(deque(document.comments), source_lines(source or ""))
    for index, component in enumerate(document.components):
        if index:
            printer.blank()
        printer.component(component)
    printer.flush_comments(None, 0)
    return printer.text()


def render_arg(arg: ast.Node) -> str:
    """One argument or value as it is written in source."""
    return _render(arg)


def render_condition(condition: ast.Node) -> str:
    return _render(condition)


@dataclass
class _Line:
    """An output line and the comment that ends it; kept apart so a line can still be continued."""

    text: str
    comment: ast.Comment | None = None

    def rendered(self) -> str:
        return self.text + (f"  #{self.comment.text}" if self.comment is not None else "")


@dataclass
class _Printer:
    comments: deque[ast.Comment]
    source_lines: list[str]
    lines: list[_Line] = field(default_factory=list)

    def text(self) -> str:
        while self.lines and not self.lines[-1].rendered():
            self.lines.pop()
        return "\n".join(line.rendered() for line in self.lines) + "\n"

    def emit(self, depth: int, text: str, line: int = 0) -> None:
        self.lines.append(_Line(INDENT * depth + text, self.trailing_comment(line)))

    def reopen_last(self) -> str:
        """Take back the last line to continue it (`} else ...`); its trailing comment goes back in the queue,
        to end the continued line (the `else` and what follows it are on the same source line)."""
        last = self.lines.pop()
        if last.comment is not None:
            self.comments.appendleft(last.comment)
        return last.text.strip()

    def blank(self) -> None:
        if self.lines and self.lines[-1].rendered():
            self.lines.append(_Line(""))

    # -- comments ----------------------------------------------------------------------------------------
    def flush_comments(self, before_line: int | None, depth: int) -> None:
        """Print, as whole lines, every comment that starts before `before_line` (all if None)."""
        while self.comments and (before_line is None or self.comments[0].span.line < before_line):
            self.lines.append(_Line(INDENT * depth + "#" + self.comments.popleft().text))

    def trailing_comment(self, line: int) -> ast.Comment | None:
        if line and self.comments and self.comments[0].span.line == line:
            return self.comments.popleft()
        return None

    def had_blank_before(self, node: ast.Node) -> bool:
        line = node.span.line
        while line > 1 and self._is_comment_line(line - 1):
            line -= 1
        return line > 1 and line - 2 < len(self.source_lines) and not self.source_lines[line - 2].strip()

    def _is_comment_line(self, line: int) -> bool:
        return line - 1 < len(self.source_lines) and self.source_lines[line - 1].strip().startswith("#")

    # -- structure ---------------------------------------------------------------------------------------
    def component(self, component: ast.Component) -> None:
        self.flush_comments(component.span.line, 0)
        header = f"{component.kind.text} {_render(component.ident)} {_quote(component.name.value)} {{"
        self.open_block(0, header, component.span.line, component.body)

    def open_block(self, depth: int, header: str, line: int, block: ast.Block, suffix: str = "") -> None:
        if not block.statements and not self._comments_inside(block):
            self.emit(depth, header + "}" + suffix, line)
            return
        self.emit(depth, header, line)
        self.statements(block, depth + 1)
        self.flush_comments(block.span.end_line or None, depth + 1)
        self.emit(depth, "}" + suffix, block.span.end_line)

    def _comments_inside(self, block: ast.Block) -> bool:
        return bool(self.comments) and bool(block.span.end_line) and self.comments[0].span.line < block.span.end_line

    def statements(self, block: ast.Block, depth: int) -> None:
        for index, statement in enumerate(block.statements):
            if index and self.had_blank_before(statement):
                self.blank()
            self.flush_comments(statement.span.line or None, depth)
            self.statement(statement, depth)

    def statement(self, node: ast.Node, depth: int) -> None:
        _print_statement(node, self, depth)

    def attempt(self, node: ast.Node, depth: int, prefix: str, suffix: str = "") -> None:
        """Print a call or a block after `prefix` (`may `, `... else `)."""
        if isinstance(node, ast.Block):
            self.open_block(depth, prefix + "{", node.span.line, node, suffix)
        elif node.block is not None:
            self.open_block(depth, prefix + _call_head(node) + " {", node.span.line, node.block, suffix)
        else:
            self.emit(depth, prefix + _call_head(node) + suffix, node.span.line)


@singledispatch
def _print_statement(node: ast.Node, printer: _Printer, depth: int) -> None:
    raise TypeError(f"not a statement: {type(node).__name__}")


@_print_statement.register
def _(node: ast.Call, printer: _Printer, depth: int) -> None:
    printer.attempt(node, depth, "")


@_print_statement.register
def _(node: ast.May, printer: _Printer, depth: int) -> None:
    printer.attempt(node.body, depth, "may ")


@_print_statement.register
def _(node: ast.IfStmt, printer: _Printer, depth: int) -> None:
    header = f"if {_render(node.condition)} {{"
    if node.otherwise is None:
        printer.open_block(depth, header, node.span.line, node.then)
        return
    printer.open_block(depth, header, node.span.line, node.then, " else {")
    _print_else_body(printer, node.otherwise, depth)


def _print_else_body(printer: _Printer, block: ast.Block, depth: int) -> None:
    last = printer.lines[-1]
    if not block.statements and not printer._comments_inside(block) and last.comment is None and last.text.endswith("{"):
        last.text += "}"
        return
    printer.statements(block, depth + 1)
    printer.flush_comments(block.span.end_line or None, depth + 1)
    printer.emit(depth, "}", block.span.end_line)


@_print_statement.register
def _(node: ast.Fallback, printer: _Printer, depth: int) -> None:
    if isinstance(node.attempt, ast.Call) and node.attempt.block is None:
        head = _call_head(node.attempt) + " else "
        printer.attempt(node.fallback, depth, head)
        return
    printer.attempt(node.attempt, depth, "", " else {" if _is_block_like(node.fallback) else "")
    _print_fallback_tail(printer, node.fallback, depth)


def _is_block_like(node: ast.Node) -> bool:
    return isinstance(node, ast.Block)


def _print_fallback_tail(printer: _Printer, node: ast.Node, depth: int) -> None:
    if isinstance(node, ast.Block):
        _print_else_body(printer, node, depth)
        return
    printer.attempt(node, depth, printer.reopen_last() + " else ")


@_print_statement.register
def _(node: ast.When, printer: _Printer, depth: int) -> None:
    head = " ".join([node.event.name.text, *(_render(a) for a in node.event.args)])
    printer.open_block(depth, f"when {head} {{", node.span.line, node.body)


@_print_statement.register
def _(node: ast.Require, printer: _Printer, depth: int) -> None:
    printer.emit(depth, f"require {_render(node.condition)}", node.span.line)


# ---- inline rendering -------------------------------------------------------------------------------------


def _call_head(call: ast.Call) -> str:
    parts = [call.name.text, *(_render(a) for a in call.args), *(f"@{s.tag}" for s in call.sources)]
    return " ".join(parts)


def _quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


@singledispatch
def _render(node: ast.Node) -> str:
    raise TypeError(f"cannot render {type(node).__name__} inline")


_render.register(ast.IntLit, lambda n: str(n.value))
_render.register(ast.SignedLit, lambda n: f"{n.value:+d}")
_render.register(ast.AtLeast, lambda n: f"{n.value}+")
_render.register(ast.RangeLit, lambda n: f"{n.low}..{n.high}")
_render.register(ast.SpaceRef, lambda n: f"{n.floor}/{n.column}")
_render.register(ast.Word, lambda n: n.text)
_render.register(ast.Text, lambda n: _quote(n.value))
_render.register(ast.Unknown, lambda n: f"unknown {_quote(n.note)}")
_render.register(ast.Filter, lambda n: " ".join(_render(a) for a in n.args))
_render.register(ast.Count, lambda n: f"{n.name.text}({', '.join(_render(f) for f in n.filters)})")
_render.register(ast.Compare, lambda n: f"{_render(n.left)} {n.op} {_render(n.right)}")
_render.register(ast.Negation, lambda n: f"not {_render(n.item)}")
_render.register(ast.AllOf, lambda n: " and ".join(_render(i) for i in n.items))
_render.register(ast.AnyOf, lambda n: " or ".join(_render(i) for i in n.items))
