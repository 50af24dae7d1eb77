"""`gah site build` and `gah site serve`."""
from __future__ import annotations

import time
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


def _prepared(out: Path, err: Console, cards: tuple[Path, ...] = (), beside=None):
    """The checked corpus, once the output folder is known to be one gah may write (checked first: it is quick).
    `beside` starts work that runs while the corpus is checked (the ruling tests), stopped if the corpus is in error."""
    from gah.site.build import check_output

    _needs_mkdocs()
    check_output(out)
    started = beside() if beside else None
    report = _clean_report(err, cards)
    if report is None and started is not None:
        started.stop()
    return report, started


def run_site_build(out: Path, console: Console, err: Console, cards: tuple[Path, ...] = (), balance: Path | None = None) -> int:
    from gah.site.build import build, start_rulings

    start = time.perf_counter()
    extra, nav = _balance(balance)  # a bad results file is refused before the site is touched
    report, rulings = _prepared(out, err, cards, start_rulings)
    if report is None:
        return 1
    build(out, report, rulings, extra, nav)
    console.print(f"site built in {time.perf_counter() - start:.1f} s: open {index_page(out)}")
    return 0


def _balance(results: Path | None) -> tuple[dict, tuple]:
    """The Balance page's files and its menu entry, when a results file is given (gah/site/balance.py)."""
    if results is None:
        return {}, ()
    from gah.site.balance import NAV, balance_files

    return balance_files(results), NAV


def index_page(out: Path) -> Path:
    """The built home page, as a path that exists from the current folder."""
    return out / "site" / "index.html"


def run_site_serve(out: Path, port: int, console: Console, err: Console, cards: tuple[Path, ...] = ()) -> int:
    if not 1 <= port <= 65535:
        raise UsageError(f"--port must be from 1 to 65535, not {port}")
    report, _ = _prepared(out, err, cards)
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
