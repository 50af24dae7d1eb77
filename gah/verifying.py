"""`gah verify`: z3 proofs for every card, with a progress bar, a summary table and counterexamples.

One pipeline with `gah check`: the cards are checked first, with the engine's refusals (E230); what check
rejects is reported as an error and never verified (so never PROVED). Errors follow gah/errors.py.
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.progress import Progress
from rich.table import Table
from rich.text import Text

from compiler.corpus import card_files, default_corpus
from dsl.diagnostics import render_text
from gah import fsio
from gah.errors import PathError, UsageError, UserError, os_reason
from gah.inputs import checked
from gah.project import Project

SHOWN = ("PROVED", "REFUTED", "WARNING", "UNKNOWN", "N/A")


def run_verify(paths, card: str | None, prop: str | None, format: str, save: bool, out: Console, err: Console,
               project: Project = Project(), every: bool = False) -> int:
    try:
        import z3  # noqa: F401
    except ImportError:
        raise UsageError("gah verify needs the z3 solver: install it with  python3 -m pip install 'gah[verify]'") from None
    from verifier.run import NAMES

    if prop is not None and prop not in NAMES:
        raise UsageError(f"unknown property '{prop}' (known: {', '.join(NAMES)})")
    if format not in ("text", "json"):
        raise UsageError(f"--format must be 'text' or 'json', not '{format}'")
    given = list(paths or project.cards)
    report = _checked(given, project.cards)
    for problem in report.errors:
        err.print(render_text(problem, report.sources.get(problem.path)), markup=False)
    rejected, fine = _split(report)
    targets = _targets([*fine, *rejected], card, None if every else _given(given))
    findings = _rejected_findings([c for c in targets if c in rejected], report) + \
        _verify(list(fine), [c for c in targets if c in fine], prop, format == "text", out)
    if format == "json":
        out.print(json.dumps([f.as_json() for f in sorted(findings)], indent=2), markup=False)
    else:
        _print(sorted(findings), out, save)
    return 1 if any(f.verdict in ("REFUTED", "ERROR") for f in findings) or report.errors else 0


# ---- the cards: checked as `gah check` does ---------------------------------------------------------------------------


def _checked(given: list, cards: tuple[Path, ...]):
    """The whole set (the corpus, your card folders, the paths given), each file once, checked as `gah check` does."""
    from gah.commands import with_compile_problems

    for path in given:
        _refuse_cardless(Path(path))
    return with_compile_problems(checked(_with_base([*cards, *(p for p in given if p not in cards)]), cards))


def _refuse_cardless(path: Path) -> None:
    """A folder with no card in it, or an empty card file, is said as such (not verified as 'nothing found')."""
    if path.is_dir() and not card_files([path])[0]:
        raise UserError(f"{path}: no .gah card files in this folder")
    if path.is_file() and path.stat().st_size == 0:
        raise UserError(f"{path}: the file is empty, it holds no card")


def _with_base(paths) -> list[Path]:
    """Cards outside the corpus are verified beside the shipped corpus (its board, rules and the cards they combine with)."""
    if not paths:
        return [default_corpus()]
    corpus = default_corpus().resolve()
    inside = any(Path(p).resolve() == corpus or corpus in Path(p).resolve().parents for p in paths)
    return list(paths) if inside else [default_corpus(), *paths]


def _split(report) -> tuple[list, list]:
    """The components check rejects (an error in their file), and the others."""
    bad = {d.path for d in report.errors}
    return [c for c in report.components if c.path in bad], [c for c in report.components if c.path not in bad]


def _given(paths) -> list[Path] | None:
    """The user's own files or folders, when they are not the shipped corpus (their cards are the ones verified)."""
    if not paths or _with_base(list(paths)) == list(paths):
        return None
    return [Path(p).resolve() for p in paths]


def _mine(component, given: list[Path]) -> bool:
    path = Path(component.path).resolve()
    return any(path == g or g in path.parents for g in given)


def _targets(components, card: str | None, given: list[Path] | None = None) -> list:
    from verifier.run import matching

    if card is None:
        return components if given is None else [c for c in components if _mine(c, given)]
    found = matching(components, card)
    if not found:
        raise UsageError(f"no component has the id or name '{card}'")
    if len(found) > 1:
        named = ", ".join(f"{c.kind.name} {c.ident} ({c.name})" for c in found)
        raise UsageError(f"'{card}' names more than one component: {named}; say which, e.g. --card '{found[0].kind.name} {found[0].ident}'")
    return found


def _rejected_findings(components, report) -> list:
    from verifier.run import ERROR, Finding

    found = []
    for component in components:
        first = next(d for d in report.errors if d.path == component.path)
        detail = f"gah check rejects it ({first.code} at line {first.span.line}: {first.message}); it is not verified"
        found.append(Finding(component.path, component.node.span.line, f"{component.kind.name} {component.ident}", "check", ERROR, detail))
    return found


def _verify(components, targets, prop, show_progress: bool, out: Console) -> list:
    from verifier.context import corpus_of
    from verifier.run import verify_component

    corpus, findings = corpus_of(components), []
    if not show_progress:
        return [f for c in targets for f in verify_component(c, corpus, prop)]
    with Progress(console=out, transient=True) as progress:
        task = progress.add_task("verifying", total=len(targets))
        for component in targets:
            findings += verify_component(component, corpus, prop)
            progress.advance(task)
    return findings


# ---- printing ---------------------------------------------------------------------------------------------------------


def _print(findings, out: Console, save: bool) -> None:
    from verifier.regressions import regression_test

    for finding in findings:
        if finding.verdict in ("PROVED", "N/A"):
            continue
        example = finding.shown() if finding.counterexample else ""
        kind = "error" if finding.verdict in ("REFUTED", "ERROR") else "warning"
        out.print(f"{finding.path}:{finding.line}: {kind}: [{finding.property}] {finding.component} {finding.verdict}: "
                  f"{finding.detail}" + (f"; counterexample: {example}" if example else ""), markup=False)
        if finding.verdict == "REFUTED":
            if save:
                out.print(f"  saved {save_test(finding, Path('tests/regressions'))}", markup=False)
            else:
                out.print(Text("  ready-to-paste regression test (or run with --save):", style="dim"))
                out.print(regression_test(finding), markup=False)
    out.print(_summary(findings))
    _print_not_applicable(findings, out)
    _print_unknown(findings, out)


def _print_not_applicable(findings, out: Console) -> None:
    from verifier.properties import BY_NAME

    counted = Counter(f.property for f in findings if f.verdict == "N/A")
    for prop in sorted(counted):
        out.print(f"N/A {prop} ({counted[prop]}): {BY_NAME[prop].not_applicable}", markup=False)


def _print_unknown(findings, out: Console) -> None:
    """UNKNOWN is never a pass: each property's undecided cards are named again under the table (the reasons are
    printed with each finding above)."""
    undecided: dict = {}
    for finding in findings:
        if finding.verdict == "UNKNOWN":
            undecided.setdefault(finding.property, []).append(finding.component)
    for prop, components in sorted(undecided.items()):
        out.print(f"UNKNOWN {prop} ({len(components)}): {', '.join(components)} (each with its reason above)", markup=False)


def save_test(finding, folder: Path) -> Path:
    """Write the finding's regression test into `folder` (a package: it gets an empty __init__.py)."""
    from verifier.regressions import regression_test, slug

    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as problem:
        raise PathError(folder, f"cannot create the folder: {os_reason(problem)}") from None
    if not (folder / "__init__.py").exists():
        fsio.write_text(folder / "__init__.py", "")
    path = folder / f"test_{slug(finding)}.py"
    fsio.write_text(path, regression_test(finding))
    return path


def _summary(findings) -> Table:
    counts = Counter((f.property, f.verdict) for f in findings)
    rejected = sum(1 for f in findings if f.verdict == "ERROR")
    title = f"gah verify: {len({f.component for f in findings})} components" + (f", {rejected} rejected by check" if rejected else "")
    table = Table(title=title)
    for column in ("property",) + SHOWN:
        table.add_column(column, justify="left" if column == "property" else "right")
    for prop in sorted({f.property for f in findings if f.verdict != "ERROR"}):
        table.add_row(Text(prop), *(str(counts[(prop, v)]) for v in SHOWN))
    return table
