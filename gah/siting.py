"""`gah site build` and `gah site serve`."""
from __future__ import annotations

from pathlib import Path

from rich.console import Console

from compiler.corpus import check_paths, default_corpus
from dsl.diagnostics import render_text


def _clean_report(err: Console):
    report = check_paths([default_corpus()])
    for problem in report.errors:
        err.print(render_text(problem, report.sources.get(problem.path)), markup=False)
    return None if report.errors else report


def _needs_mkdocs(err: Console) -> bool:
    try:
        import material  # noqa: F401
        import mkdocs  # noqa: F401
    except ImportError:
        err.print("gah site needs mkdocs and mkdocs-material: install them with  python3 -m pip install 'gah[site]'")
        return True
    return False


def run_site_build(out: Path, console: Console, err: Console) -> int:
    if _needs_mkdocs(err):
        return 2
    report = _clean_report(err)
    if report is None:
        return 1
    from gah.site.build import build

    seconds = build(out, report)
    console.print(f"site built in {seconds:.1f} s: open {out / 'site' / 'index.html'}")
    return 0


def run_site_serve(out: Path, port: int, console: Console, err: Console) -> int:
    if _needs_mkdocs(err):
        return 2
    report = _clean_report(err)
    if report is None:
        return 1
    from mkdocs.commands.serve import serve

    from gah.site.build import generate

    generate(out, report)
    console.print(f"serving on http://127.0.0.1:{port}/ (Ctrl-C stops)")
    serve(str(out / "mkdocs.yml"), dev_addr=f"127.0.0.1:{port}")
    return 0
