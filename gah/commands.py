"""What each CLI command does, apart from argument parsing. Each returns the exit code."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from compiler.corpus import CheckReport
from compiler.kinds import KINDS
from dsl import ast
from dsl.diagnostics import render_json, render_text, unknown_word_message
from dsl.formatter import format_document
from dsl.parser import parse, parse_file
from gah import fsio
from gah.errors import EXIT_ERRORS, EXIT_OK, PathError, UsageError
from gah.inputs import card_set, checked, files_of, given_paths
from gah.project import Project
from gah.showing import show_component
from gah.templates import template_for


# ---- check ----------------------------------------------------------------------------------------------


def run_check(paths, format: str, list_unknowns: bool, out: Console, err: Console, strict_text: bool = False,
              project: Project = Project()) -> int:
    if format not in ("text", "json"):
        raise UsageError(f"--format must be 'text' or 'json', not '{format}'")
    report = with_text_problems(with_compile_problems(checked(given_paths(paths, project.cards), project.cards)), strict_text)
    if format == "json":
        out.print(render_json(report.diagnostics), markup=False)
        return EXIT_ERRORS if report.errors else EXIT_OK
    _print_diagnostics(report, err)
    if list_unknowns:
        _print_unknowns(report, out)
    _print_summary(report, out)
    return EXIT_ERRORS if report.errors else EXIT_OK


def with_compile_problems(report: CheckReport) -> CheckReport:
    """A clean report also compiles the components the engine plays; what it cannot run is an error."""
    if report.errors:
        return report
    from compiler.build import compile_problems

    problems = compile_problems(report.components)
    return CheckReport(report.components, tuple(sorted(report.diagnostics + tuple(problems))), report.sources, report.files)


def with_text_problems(report: CheckReport, strict: bool) -> CheckReport:
    """Where a clean card's text and its lines disagree (W302) or the text holds a word the reader does not know
    (W303): warnings, errors with --strict-text."""
    if report.errors:
        return report
    from compiler.textcheck import text_diagnostics

    problems = [d for c in report.components for d in text_diagnostics(c, strict)]
    return CheckReport(report.components, tuple(sorted(report.diagnostics + tuple(problems))), report.sources, report.files)


def _print_diagnostics(report: CheckReport, err: Console) -> None:
    for diagnostic in report.diagnostics:
        err.print(render_text(diagnostic, report.sources.get(diagnostic.path)), markup=False)


def _print_unknowns(report: CheckReport, out: Console) -> None:
    table = Table(title="Fields no source gives", show_lines=False)
    for column in ("component", "field", "note"):
        table.add_column(column)
    for unknown in report.unknowns:
        table.add_row(Text(unknown.component), Text(unknown.field), Text(unknown.note))
    out.print(table)


def _print_summary(report: CheckReport, out: Console) -> None:
    table = Table(title=f"gah check: {report.files} files, {len(report.components)} components")
    for column in ("module", "kind", "count", "complete", "unknown fields"):
        table.add_column(column, justify="left" if column in ("module", "kind") else "right")
    unknown_by = Counter((c.kind.name, c.module or "?") for c in report.components for _ in c.unknowns)
    complete_by = Counter((c.kind.name, c.module or "?") for c in report.components if not c.unknowns)
    for (kind, module), count in sorted(report.counts().items(), key=lambda item: (item[0][1] != "base", item[0][1], item[0][0])):
        key = (kind, module)
        table.add_row(module, kind, str(count), str(complete_by[key]), str(unknown_by[key]))
    out.print(table)
    errors, warnings = len(report.errors), len(report.diagnostics) - len(report.errors)
    verdict = Text("clean", style="green") if not errors else Text(f"{errors} error(s)", style="red")
    out.print(Text.assemble(verdict, f", {warnings} warning(s), {len(report.unknowns)} unknown field(s)"))


# ---- fmt --------------------------------------------------------------------------------------------------


def run_fmt(paths, check_only: bool, out: Console, err: Console, fill_text: bool = False, project: Project = Project()) -> int:
    files, problems = files_of(given_paths(paths, project.cards))
    for problem in problems:
        err.print(render_text(problem, None), markup=False)
    changed, broken = [], len(problems)
    for path in files:
        outcome = _format_file(path, check_only, err, fill_text)
        broken += outcome == "broken"
        if outcome == "changed":
            changed.append(path)
    return _fmt_report(changed, broken, check_only, len(files), out)


def _format_file(path: Path, check_only: bool, err: Console, fill_text: bool = False) -> str:
    text, result = parse_file(path)
    if not result.ok:
        for diagnostic in result.diagnostics:
            err.print(render_text(diagnostic, text), markup=False)
        return "broken"
    document, unfilled = _with_canonical_texts(result.document, str(path)) if fill_text else (result.document, [])
    for error in unfilled:  # said, never skipped in silence: the text stays empty until the card checks
        err.print(f"{path}:{error.span.line}:{error.span.column}: text not filled: the card has an error ({error.message}); "
                  f"fix it (gah check {path}) and run gah fmt --text again", markup=False)
    formatted = format_document(document, text)
    if formatted == text:
        return "broken" if unfilled else "same"
    if not check_only:
        try:
            fsio.write_text(path, formatted)
        except PathError as problem:  # reported here, and the other files are still formatted
            err.print(f"gah fmt: {problem.message}", markup=False)
            return "broken"
    return "broken" if unfilled else "changed"


def _fmt_report(changed: list[Path], broken: int, check_only: bool, total: int, out: Console) -> int:
    verb = "would reformat" if check_only else "reformatted"
    for path in changed:
        out.print(f"{verb} {path}")
    out.print(f"{total} file(s): {len(changed)} {verb}, {broken} with errors")
    if broken or (check_only and changed):
        return EXIT_ERRORS
    return EXIT_OK


# ---- show and new -------------------------------------------------------------------------------------------


def run_show(key: str, corpus, out: Console, err: Console, project: Project = Project()) -> int:
    report = checked(list(corpus), project.cards) if corpus else card_set(project.cards)
    matches = report.find(key)
    if not matches:
        for problem in report.errors:
            err.print(render_text(problem, report.sources.get(problem.path)), markup=False)
        err.print(f"gah show: no component has the number, id or name '{key}'", markup=False)
        return EXIT_ERRORS
    for component in matches:
        show_component(component, report.sources.get(component.path) or "", out)
    return EXIT_OK


def run_new(kind: str, ident: str, name: str, out: Console, err: Console) -> int:
    if kind not in KINDS:
        message, hint = unknown_word_message("component kind", kind, KINDS)
        raise UsageError(f"{message}\n  = hint: {hint}")
    template = template_for(KINDS[kind], ident, name)
    parsed = parse(template, "template.gah")
    if not parsed.ok or [(_ident(c), c.name.value) for c in parsed.document.components] != [(_ident_text(ident), name)]:
        raise UsageError(f"--id must be a card number or a word such as A1 (letters, digits, dashes), not '{ident}'")
    out.print(template, markup=False, end="")
    return EXIT_OK


def _ident(component) -> str:
    """A parsed id as text: a number's value, or the word."""
    return component.ident.text if isinstance(component.ident, ast.Word) else str(component.ident.value)


def _ident_text(ident: str) -> str:
    return ident.lstrip("0") or "0" if ident.isascii() and ident.isdigit() else ident


def _with_canonical_texts(document, path: str):
    """Fill every empty `text "..."` with the canonical rendering of the card (for new cards). Returns the document
    and the errors of the cards whose empty text could not be filled (a card with errors has no meaning to render)."""
    from dataclasses import replace

    components, unfilled = [], []
    for node in document.components:
        filled, errors = _filled(node, path)
        components.append(filled)
        unfilled += errors[:1]
    return replace(document, components=tuple(components)), unfilled


def _filled(node, path: str):
    """The component with its empty text rendered from its lines, and its first error if it has errors."""
    from dataclasses import replace

    from compiler.checker import check_component
    from compiler.render import render

    checked, problems = check_component(path, node)
    errors = [p for p in problems if p.is_error]
    if checked is None or errors or (checked.value("text", "text") or "").strip():
        return node, (errors if _text_is_empty(node) else [])
    statements = tuple(replace(s, args=(ast.Text(render(checked), span=s.args[0].span),))
                       if _is_text(s) else s for s in node.body.statements)
    return replace(node, body=replace(node.body, statements=statements)), []


def _is_text(statement) -> bool:
    return isinstance(statement, ast.Call) and statement.name.text == "text"


def _text_is_empty(node) -> bool:
    return any(_is_text(s) and not s.args[0].value.strip() for s in node.body.statements)
