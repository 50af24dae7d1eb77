"""`gah site build` and `gah site serve`."""
from __future__ import annotations

from pathlib import Path

from rich.console import Console

from dsl.diagnostics import render_text
from gah.errors import PathError, UsageError, os_reason


def _clean_report(err: Console, cards: tuple[Path, ...] = ()):
    """The shipped corpus with your card folders (`--cards`), checked; None (errors printed) if they have errors."""
    from gah.inputs import card_set

    report = card_set(tuple(cards))
    for problem in report.errors:
        err.print(render_text(problem, report.sources.get(problem.path)), markup=False)
    return None if report.errors else report


def _needs_mkdocs() -> None:
    try:
        import material  # noqa: F401
        import mkdocs  # noqa: F401
    except ImportError:
        raise UsageError("gah site needs mkdocs and mkdocs-material: install them with  python3 -m pip install 'gah[site]'") from None


def _prepared(out: Path, err: Console, cards: tuple[Path, ...] = ()):
    """The checked corpus, once the output folder is known to be one gah may write (checked first: it is quick)."""
    from gah.site.build import check_output

    _needs_mkdocs()
    check_output(out)
    return _clean_report(err, cards)


def run_site_build(out: Path, console: Console, err: Console, cards: tuple[Path, ...] = ()) -> int:
    report = _prepared(out, err, cards)
    if report is None:
        return 1
    from gah.site.build import build

    seconds = build(out, report)
    console.print(f"site built in {seconds:.1f} s: open {index_page(out)}")
    return 0


def index_page(out: Path) -> Path:
    """The built home page, as a path that exists from the current folder."""
    return out / "site" / "index.html"


def run_site_serve(out: Path, port: int, console: Console, err: Console, cards: tuple[Path, ...] = ()) -> int:
    if not 1 <= port <= 65535:
        raise UsageError(f"--port must be from 1 to 65535, not {port}")
    report = _prepared(out, err, cards)
    if report is None:
        return 1
    from mkdocs.commands.serve import serve

    from gah.site.build import generate

    generate(out, report)
    console.print(f"serving on http://127.0.0.1:{port}/ (Ctrl-C stops)")
    try:
        serve(str(out / "mkdocs.yml"), dev_addr=f"127.0.0.1:{port}")
    except OSError as problem:
        raise PathError(f"127.0.0.1:{port}", f"cannot serve there: {os_reason(problem)}") from None
    return 0
