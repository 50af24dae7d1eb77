"""Charts of a balance report as SVG text (matplotlib, Agg: no display needed): win rate by seat, per-card effects
with their intervals as error bars, and the distribution of final scores. The SVG is reproducible (no date, fixed
element ids), so the same results give the same files. Written only through gah/fsio.py."""
from __future__ import annotations

import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
from matplotlib.figure import Figure  # noqa: E402  (after the backend is chosen)

from gah import fsio  # noqa: E402
from gah.balance import SEAT_KINDS, Report  # noqa: E402

MARKER = ".gah-plots"
EFFECTS_SHOWN = 30  # per chart: the components with the largest effects


def _svg(figure: Figure) -> str:
    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "gah", "svg.fonttype": "none"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None, "Creator": "gah balance"}, bbox_inches="tight")
    return buffer.getvalue()


def seat_chart(report: Report) -> str:
    """Each seat's win rate with its interval, grouped by player count; a line at 1/players."""
    figure = Figure(figsize=(7, 3.5))
    axes = figure.subplots()
    labels, rates, errors, fair = [], [], [[], []], []
    for rate in report.seats:
        labels.append(f"{rate.players}p seat {rate.seat}")
        rates.append(rate.win.value)
        errors[0].append(max(0.0, rate.win.value - rate.win.low))
        errors[1].append(max(0.0, rate.win.high - rate.win.value))
        fair.append(1 / rate.players)
    positions = range(len(labels))
    axes.bar(positions, rates, yerr=errors, capsize=4, color="#4c72b0")
    axes.scatter(positions, fair, marker="_", s=400, color="#c44e52", label="1 / players", zorder=3)
    axes.set_xticks(list(positions), labels, rotation=30, ha="right")
    axes.set_ylabel("win rate")
    axes.set_title(f"Win rate by seat ({report.results.games} games)")
    axes.legend(loc="lower right")  # the bars' tops and error bars stay clear
    return _svg(figure)


def effect_chart(report: Report, kind: str, names: dict) -> str:
    """The win-rate difference (seat kinds) or VP difference (game-wide kinds) of the components of one kind."""
    shown = sorted((e for e in report.effects if e.kind == kind), key=lambda e: abs(e.measure.value), reverse=True)
    shown = shown[:EFFECTS_SHOWN][::-1]
    by_seat = kind in SEAT_KINDS
    figure = Figure(figsize=(7, 0.3 * len(shown) + 1.5))
    axes = figure.subplots()
    values = [e.measure.value for e in shown]
    errors = [[max(0.0, e.measure.value - e.measure.low) for e in shown], [max(0.0, e.measure.high - e.measure.value) for e in shown]]
    colors = ["#c44e52" if e.outlier else "#4c72b0" for e in shown]
    axes.barh(range(len(shown)), values, xerr=errors, capsize=3, color=colors)
    axes.set_yticks(range(len(shown)), [_label(e, names) for e in shown])
    axes.axvline(0, color="black", linewidth=0.8)
    axes.set_xlabel("win rate difference (had it less had it not)" if by_seat else "VP difference (in the game less not)")
    axes.set_title(f"{kind}: effect with {int(100 * 0.95)}% intervals")
    return _svg(figure)


def _label(effect, names: dict) -> str:
    name = names.get((effect.kind, effect.ident))
    return f"{effect.ident} {name}" if name else effect.ident


def score_chart(report: Report) -> str:
    """A histogram of final VP for each player count."""
    figure = Figure(figsize=(7, 3.5))
    axes = figure.subplots()
    players, vp = report.results.array("players"), report.results.array("vp")
    for count in sorted({int(p) for p in players}):
        axes.hist(vp[players == count], bins=30, alpha=0.6, label=f"{count} players")
    axes.set_xlabel("final VP")
    axes.set_ylabel("seats")
    axes.set_title("Score distribution")
    axes.legend()
    return _svg(figure)


def charts(report: Report, names: dict) -> dict[str, str]:
    """File name -> SVG text: the seat chart, the score chart and one effect chart per kind that has effects."""
    found = {"win-rate-by-seat.svg": seat_chart(report), "scores.svg": score_chart(report)}
    for kind in sorted({e.kind for e in report.effects}):
        found[f"effects-{kind.replace(' ', '-')}.svg"] = effect_chart(report, kind, names)
    return found


def write_plots(report: Report, names: dict, folder: Path) -> list[str]:
    """The charts as files in `folder` (new, empty, or gah's own plots folder, which is replaced whole)."""
    drawn = charts(report, names)
    with fsio.replaced_folder(folder, MARKER, "charts written by gah balance\n") as staging:
        for name, text in drawn.items():
            fsio.write_text(staging / name, text)
    return sorted(drawn)
