"""`gah verify`: z3 proofs for every card, with a progress bar, a summary table and counterexamples."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from compiler.corpus import default_corpus
from dsl.diagnostics import render_text
from gah import fsio
from gah.errors import PathError, UsageError, os_reason
from gah.inputs import checked


def run_verify(paths, card: str | None, prop: str | None, format: str, save: bool, out: Console, err: Console) -> int:
    try:
        import z3  # noqa: F401
    except ImportError:
        raise UsageError("gah verify needs the z3 solver: install it with  python3 -m pip install 'gah[verify]'") from None
    from verifier.properties import NAMES
    from verifier.run import REFUTED, verify_all

    if prop is not None and prop not in NAMES:
        raise UsageError(f"unknown property '{prop}' (known: {', '.join(NAMES)})")
    if format not in ("text", "json"):
        raise UsageError(f"--format must be 'text' or 'json', not '{format}'")
    report = checked(_with_base(paths))
    if report.errors:
        for problem in report.errors:
            err.print(render_text(problem, report.sources.get(problem.path)), markup=False)
        return 1
    findings = _verify(report.components, card, prop, format == "text", out)
    if card is not None and not findings:
        raise UsageError(f"no component has the id or name '{card}'")
    if format == "json":
        out.print(json.dumps([f.as_json() for f in findings], indent=2), markup=False)
    else:
        _print(findings, out, save)
    return 1 if any(f.verdict == REFUTED for f in findings) else 0


def _with_base(paths) -> list[Path]:
    """Cards outside the corpus are verified next to the base game (objectives need its night board)."""
    if not paths:
        return [default_corpus()]
    inside = any(Path(p).resolve() == default_corpus().resolve() for p in paths)
    return list(paths) if inside else [default_corpus() / "base", *paths]


def _verify(components, card, prop, show_progress: bool, out: Console):
    from verifier.run import verify_all

    if not show_progress:
        return verify_all(components, card, prop)
    with Progress(console=out, transient=True) as progress:
        task = progress.add_task("verifying", total=len(components))
        return verify_all(components, card, prop, lambda: progress.advance(task))


def _print(findings, out: Console, save: bool) -> None:
    from verifier.regressions import regression_test

    for finding in findings:
        if finding.verdict != "PROVED":
            example = finding.shown() if finding.counterexample else ""
            kind = "error" if finding.verdict == "REFUTED" else "warning"
            out.print(f"{finding.path}:{finding.line}: {kind}: [{finding.property}] {finding.component} {finding.verdict}: "
                      f"{finding.detail}" + (f"; counterexample: {example}" if example else ""), markup=False)
        if finding.verdict == "REFUTED":
            if save:
                out.print(f"  saved {save_test(finding, Path('tests/regressions'))}", markup=False)
            else:
                out.print("  ready-to-paste regression test (or run with --save):", style="dim")
                out.print(regression_test(finding), markup=False)
    out.print(_summary(findings))


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
    table = Table(title=f"gah verify: {len({f.component for f in findings})} components")
    for column in ("property", "PROVED", "REFUTED", "UNKNOWN"):
        table.add_column(column, justify="left" if column == "property" else "right")
    for prop in sorted({f.property for f in findings}):
        table.add_row(prop, *(str(counts[(prop, v)]) for v in ("PROVED", "REFUTED", "UNKNOWN")))
    return table
