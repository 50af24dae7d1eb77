"""The site's Balance page, built from a results file of `gah simulate` (`gah site build --balance RESULTS`): how
many games and which agents produced it, each seat's win rate, the components whose effect is significant, and
the charts of gah/plots.py as SVG files beside the page. Every value goes through the site's one escaping boundary."""
from __future__ import annotations

from pathlib import Path

from gah.balance import LEVEL, Interval, Report, analyse, names_of, read_results
from gah.site.markdown import BLANK, md, page

FOLDER = "assets/balance"
PAGE = "balance.md"
NAV = (("Balance", PAGE),)  # the site's menu entry for the page


def balance_files(results_path: Path) -> dict[str, str]:
    """The page and its charts, by path inside the site's docs folder."""
    from gah.inputs import shipped
    from gah.plots import charts

    report = analyse(read_results(results_path))
    names = names_of(shipped().components)
    drawn = charts(report, names)
    files = {f"{FOLDER}/{name}": text for name, text in drawn.items()}
    files[PAGE] = balance_page(report, names, list(drawn))
    return files


def balance_page(report: Report, names: dict, charts: list[str]) -> str:
    results = report.results
    counts = sorted({row["players"] for row in results.rows})
    lines = [md("# Balance"), BLANK,
             md("Figures from {} simulated games ({} players) played by the agents {}, read from {}. Intervals are {}% "
                "bootstrap intervals over games.", results.games, ", ".join(map(str, counts)), ", ".join(results.agents),
                Path(results.path).name, int(LEVEL * 100)), BLANK,
             md("## Win rate by seat"), BLANK, md("| players | seat | games | win rate | less 1/players |"), md("|---|---|---|---|---|")]
    lines += [md("| {} | {} | {} | {} | {} |", r.players, r.seat, r.games, _rate(r.win), _percent(r.advantage)) for r in report.seats]
    lines += [BLANK, *_images(charts), BLANK, md("## Significant effects"), BLANK,
              md("Seats that had the component less seats that did not (associations, not causes)."), BLANK,
              md("| kind | id | name | seen | win rate difference | VP difference | |"), md("|---|---|---|---|---|---|---|")]
    shown = [e for e in report.effects if e.win.significant or e.vp.significant]
    lines += [md("| {} | {} | {} | {} | {} | {} | {} |", e.kind, e.ident, names.get((e.kind, e.ident), ""), e.seen,
                 _percent(e.win), _number(e.vp), "outlier" if e.outlier else "") for e in shown]
    if not shown:
        lines.append(md("No component's effect is significant in these games."))
    return page(lines)


def _images(charts: list[str]) -> list:
    return [md("![{}]({})", name.removesuffix(".svg").replace("-", " "), md(f"{FOLDER}/{name}")) for name in charts]


def _rate(span: Interval) -> str:
    return f"{span.value:.1%} [{span.low:.1%}, {span.high:.1%}]"


def _percent(span: Interval) -> str:
    return f"{span.value * 100:+.1f} pt [{span.low * 100:+.1f}, {span.high * 100:+.1f}]"


def _number(span: Interval) -> str:
    return f"{span.value:+.1f} [{span.low:+.1f}, {span.high:+.1f}]"
