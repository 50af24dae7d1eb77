"""`gah balance`: what a simulation's results say about the cards, each figure with a bootstrap confidence interval.

The bootstrap resamples whole games (a Poisson weight per game and replicate, the same for every seat of a game,
since the seats of one game are not independent), with a fixed seed, so a report is reproducible. Reported:
the win rate of every seat by player count (the first seat's advantage is its rate less 1/players), and per staff
card played, guest served, objective claimed, Emperor tile and module in the game: the win rate and VP of the
seats that had it less those of the seats that did not. A win shared by k tied players counts 1/k, and win rates
are taken relative to 1/players so games of different sizes can be pooled. These are associations (a strong
player plays more staff); `--compare` measures what adding a card does, on the same seeds.
"""
from __future__ import annotations

import csv
import json
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from gah.errors import PathError, UsageError, UserError, os_reason
from gah.fsio import kind_of
from gah.simulating import COLUMNS, FORMATS

REPLICATES = 1000
LEVEL = 0.95
MIN_SEEN = 5  # a component seen fewer times (or missing fewer times) than this gets no line: too little to say
# An outlier: significant, and far from the other components of its kind: beyond 2.5 robust standard deviations
# (1.4826 x the median absolute deviation) of its kind's median, and at least this far (win rate; VP for game-wide kinds).
OUTLIER_WIN, OUTLIER_VP, SPREADS = 0.10, 3.0, 2.5
NUMBERS = {"game": int, "seed": int, "players": int, "seat": int, "vp": int, "place": int, "win": float, "money": int,
           "emperor": int}
# Each kind of component: the column that lists it, and whether it belongs to a seat (else to the whole game).
KINDS = (("staff", "staff_played", True), ("guest", "guests_served", True), ("objective", "claimed", True),
         ("emperor tile", "emperor_tiles", False), ("module", "modules", False))
SEAT_KINDS = tuple(kind for kind, _, own in KINDS if own)


@dataclass(frozen=True)
class Interval:
    value: float
    low: float
    high: float

    @property
    def significant(self) -> bool:
        """The interval leaves out zero."""
        return self.low > 0 or self.high < 0


@dataclass(frozen=True)
class SeatRate:
    players: int
    seat: int
    games: int
    win: Interval  # this seat's win rate
    advantage: Interval  # the rate less 1/players


@dataclass(frozen=True)
class Effect:
    kind: str
    ident: str
    seen: int  # rows (seats) that had it
    win: Interval  # difference in win rate (relative to 1/players): had it less had it not
    vp: Interval  # difference in mean VP
    outlier: bool = False

    @property
    def measure(self) -> Interval:
        """What tells this kind's components apart: the win rate for a seat's, the VP for the whole game's."""
        return self.win if self.kind in SEAT_KINDS else self.vp


@dataclass(frozen=True)
class Results:
    """A results file as columns: numbers as arrays, lists as tuples of strings."""

    path: str
    rows: tuple[dict, ...]

    def array(self, name: str) -> np.ndarray:
        return np.array([row[name] for row in self.rows], dtype=float)

    @property
    def games(self) -> int:
        return len({row["game"] for row in self.rows})

    @property
    def agents(self) -> list[str]:
        return sorted({row["agent"] for row in self.rows})


@dataclass(frozen=True)
class Report:
    results: Results
    seats: tuple[SeatRate, ...]
    effects: tuple[Effect, ...]
    vp: dict  # players -> (mean, standard deviation)


# ---- reading -------------------------------------------------------------------------------------------------------


def read_results(path: Path) -> Results:
    """The rows of a file `gah simulate` wrote, or a UserError that says where and why it is not one."""
    path = Path(path)
    kind = kind_of(path)
    if kind != "a file":
        raise PathError(path, f"is {kind}, not a results file" if kind else "no such file")
    lines = _lines(path)
    if path.suffix.lower() not in FORMATS:
        raise PathError(path, "is not a results file: gah simulate writes .csv or .jsonl files")
    parsed = _csv_rows(path, lines) if FORMATS[path.suffix.lower()] == "csv" else _json_rows(path, lines)
    if not parsed:
        raise UserError(f"{path}: holds no games")
    return Results(str(path), tuple(_typed(path, number, row) for number, row in parsed))


def read_all(paths: list[Path]) -> Results:
    """Several results files as one (say, one per player count): each file's games numbered after the last one's."""
    parts = [read_results(path) for path in paths]
    if len(parts) == 1:
        return parts[0]
    rows, offset = [], 0
    for part in parts:
        rows += [{**row, "game": row["game"] + offset} for row in part.rows]
        offset = max(row["game"] for row in rows) + 1
    return Results(", ".join(part.path for part in parts), tuple(rows))


def _lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError as problem:
        raise PathError(path, f"cannot be read: {os_reason(problem)}") from None
    except UnicodeDecodeError:
        raise PathError(path, "is not UTF-8 text, so not a results file") from None


def _csv_rows(path: Path, lines: list[str]) -> list[tuple[int, dict]]:
    if not lines or lines[0].strip() != ",".join(COLUMNS):
        raise UserError(f"{path}:1: not a gah results file: the first line must be the header {','.join(COLUMNS)}")
    rows = []
    for number, values in enumerate(csv.reader(lines[1:]), start=2):
        if len(values) != len(COLUMNS):
            raise UserError(f"{path}:{number}: {len(values)} values, but a results row has {len(COLUMNS)}")
        rows.append((number, dict(zip(COLUMNS, values))))
    return rows


def _json_rows(path: Path, lines: list[str]) -> list[tuple[int, dict]]:
    rows = []
    for number, line in enumerate(lines, start=1):
        try:
            row = json.loads(line)
        except ValueError:
            raise UserError(f"{path}:{number}: not a JSON object, so not a gah results line") from None
        if not isinstance(row, dict) or tuple(row) != COLUMNS:
            raise UserError(f"{path}:{number}: not a gah results line: it must have the fields {', '.join(COLUMNS)}")
        rows.append((number, row))
    return rows


def _typed(path: Path, number: int, row: dict) -> dict:
    typed = dict(row)
    for name, kind in NUMBERS.items():
        try:
            typed[name] = kind(row[name])
        except (TypeError, ValueError):
            raise UserError(f"{path}:{number}: {name} must be a number, not {row[name]!r}") from None
    for _, column, _ in KINDS:
        typed[column] = tuple(part for part in str(row[column]).split(";") if part)
    if not (2 <= typed["players"] <= 4 and 0 <= typed["seat"] < typed["players"]):
        raise UserError(f"{path}:{number}: seat {typed['seat']} of {typed['players']} players is not a seat of a game")
    return typed


# ---- the bootstrap -------------------------------------------------------------------------------------------------


def game_weights(results: Results, replicates: int, seed: int = 0) -> np.ndarray:
    """Poisson(1) weights, one per game and replicate, spread to the rows (replicates x rows)."""
    games = sorted({row["game"] for row in results.rows})
    column = {game: i for i, game in enumerate(games)}
    per_game = np.random.default_rng(seed).poisson(1.0, size=(replicates, len(games))).astype(np.float32)
    return per_game[:, [column[row["game"]] for row in results.rows]]


def interval(value: float, replicated: np.ndarray) -> Interval:
    finite = replicated[np.isfinite(replicated)]
    if finite.size == 0:
        return Interval(value, float("nan"), float("nan"))
    low, high = np.quantile(finite, [(1 - LEVEL) / 2, (1 + LEVEL) / 2])
    return Interval(float(value), float(low), float(high))


def weighted_difference(weights: np.ndarray, member: np.ndarray, outcome: np.ndarray) -> np.ndarray:
    """Per replicate (and per column of `member`, rows x columns of 0/1): mean outcome of members less non-members."""
    with np.errstate(divide="ignore", invalid="ignore"):
        inside = weights @ member
        inside_sum = weights @ (member * outcome[:, None])
        total, total_sum = weights.sum(axis=1)[:, None], (weights @ outcome)[:, None]
        return inside_sum / inside - (total_sum - inside_sum) / (total - inside)


# ---- the report ----------------------------------------------------------------------------------------------------


def analyse(results: Results, replicates: int = REPLICATES, seed: int = 0) -> Report:
    weights = game_weights(results, replicates, seed)
    return Report(results, seat_rates(results, weights), effects(results, weights), _vp_by_players(results))


def seat_rates(results: Results, weights: np.ndarray) -> tuple[SeatRate, ...]:
    players, seats, win = results.array("players"), results.array("seat"), results.array("win")
    rates = []
    for count in sorted({int(p) for p in players}):
        for seat in range(count):
            mask = ((players == count) & (seats == seat)).astype(np.float32)
            with np.errstate(divide="ignore", invalid="ignore"):
                replicated = (weights @ (mask * win)) / (weights @ mask)
            rate = float(win[mask > 0].mean())
            share = 1 / count
            rates.append(SeatRate(count, seat, int(mask.sum()), interval(rate, replicated),
                                  interval(rate - share, replicated - share)))
    return tuple(rates)


def effects(results: Results, weights: np.ndarray) -> tuple[Effect, ...]:
    names, member = _members(results)
    if not names:
        return ()
    excess = results.array("win") - 1 / results.array("players")
    vp = results.array("vp")
    ones = np.ones((1, len(results.rows)), dtype=np.float32)
    point_win = weighted_difference(ones, member, excess)[0]
    point_vp = weighted_difference(ones, member, vp)[0]
    replicated_win, replicated_vp = weighted_difference(weights, member, excess), weighted_difference(weights, member, vp)
    seen = member.sum(axis=0)
    return flagged(tuple(Effect(kind, ident, int(seen[i]), interval(point_win[i], replicated_win[:, i]),
                                interval(point_vp[i], replicated_vp[:, i])) for i, (kind, ident) in enumerate(names)))


def flagged(found: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The effects with their outlier flags (see OUTLIER_WIN): each is judged against the others of its kind."""
    bounds = {}
    for kind in {e.kind for e in found}:
        values = np.array([e.measure.value for e in found if e.kind == kind])
        centre = float(np.median(values))
        spread = SPREADS * 1.4826 * float(np.median(np.abs(values - centre)))
        bounds[kind] = (centre, max(spread, OUTLIER_WIN if kind in SEAT_KINDS else OUTLIER_VP))
    return tuple(replace(e, outlier=e.measure.significant and abs(e.measure.value - bounds[e.kind][0]) >= bounds[e.kind][1])
                 for e in found)


def _members(results: Results) -> tuple[list[tuple[str, str]], np.ndarray]:
    """Every component seen often enough (and missed often enough), and a rows x components 0/1 matrix of who had it."""
    names = sorted({(kind, ident) for kind, column, _ in KINDS for row in results.rows for ident in row[column]},
                   key=lambda name: (_kind_order(name[0]), _number_first(name[1])))
    if not names:
        return [], np.zeros((len(results.rows), 0), dtype=np.float32)
    place = {name: i for i, name in enumerate(names)}
    member = np.zeros((len(results.rows), len(names)), dtype=np.float32)
    for number, row in enumerate(results.rows):
        for kind, column, _ in KINDS:
            member[number, [place[(kind, ident)] for ident in row[column]]] = 1
    keep = [i for i in range(len(names)) if MIN_SEEN <= member[:, i].sum() <= len(results.rows) - MIN_SEEN]
    return [names[i] for i in keep], member[:, keep]


def _kind_order(kind: str) -> int:
    return [k for k, _, _ in KINDS].index(kind)


def _number_first(ident: str) -> tuple:
    return (0, int(ident), "") if ident.isdigit() else (1, 0, ident)


def _vp_by_players(results: Results) -> dict:
    players, vp = results.array("players"), results.array("vp")
    return {int(count): (float(vp[players == count].mean()), float(vp[players == count].std()))
            for count in sorted({int(p) for p in players})}


def first_seat(report: Report) -> list[SeatRate]:
    return [rate for rate in report.seats if rate.seat == 0]


# ---- comparing with a designer's cards ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Comparison:
    """Baseline and with-card runs on the same seeds: each seat's win rate and the mean VP, with-card less baseline
    (a paired bootstrap: a game index gets the same weight in both runs), and the new cards' own effects."""

    baseline: Report
    changed: Report
    seats: tuple[tuple[int, Interval], ...]  # seat -> difference in win rate
    vp: Interval
    own: tuple[Effect, ...]  # the designer's components, in the with-card run


def compare(baseline: Results, changed: Results, own_ids: set, replicates: int = REPLICATES, seed: int = 0) -> Comparison:
    weights = game_weights(baseline, replicates, seed)  # both runs hold the same game indices, in the same order
    before, after = analyse(baseline, replicates, seed), analyse(changed, replicates, seed)
    seats = tuple((seat, _paired(weights, baseline, changed, "win", seat)) for seat in range(baseline.rows[0]["players"]))
    return Comparison(before, after, seats, _paired(weights, baseline, changed, "vp", None),
                      tuple(e for e in after.effects if (e.kind, e.ident) in own_ids))


def _paired(weights: np.ndarray, baseline: Results, changed: Results, name: str, seat: int | None) -> Interval:
    mask = np.ones(len(baseline.rows), dtype=np.float32) if seat is None else (baseline.array("seat") == seat).astype(np.float32)
    difference = (changed.array(name) - baseline.array(name)) * mask
    replicated = (weights @ difference) / (weights @ mask)
    return interval(float(difference.sum() / mask.sum()), replicated)


# ---- the command ---------------------------------------------------------------------------------------------------


def names_of(components) -> dict:
    """(kind as reported, id) -> the component's name."""
    kinds = {"staff": "staff", "guest": "guest", "objective": "objective", "emperor-tile": "emperor tile"}
    return {(kinds[c.kind.name], c.ident): c.name for c in components if c.kind.name in kinds}


def _shown(span: Interval, percent: bool = False) -> str:
    scale, unit = (100, " pt") if percent else (1, "")
    return f"{span.value * scale:+.1f}{unit} [{span.low * scale:+.1f}, {span.high * scale:+.1f}]"


def _rate(span: Interval) -> str:
    return f"{span.value:.1%} [{span.low:.1%}, {span.high:.1%}]"


def print_report(report: Report, names: dict, out) -> None:
    from rich.table import Table

    results = report.results
    out.print(f"{results.games} games from {results.path}; agents: {', '.join(results.agents)}; "
              f"{int(LEVEL * 100)}% bootstrap intervals over games")
    seats = Table(title="Win rate by seat (first-seat advantage: seat 0's rate less 1/players)")
    for column in ("players", "seat", "games", "win rate", "less 1/players", ""):
        seats.add_column(column)
    for rate in report.seats:
        seats.add_row(str(rate.players), str(rate.seat), str(rate.games), _rate(rate.win), _shown(rate.advantage, True),
                      "significant" if rate.advantage.significant else "")
    out.print(seats)
    for count, (mean, spread) in report.vp.items():
        out.print(f"{count} players: VP {mean:.1f} on average (standard deviation {spread:.1f})")
    out.print(effects_table(report.effects, names))
    flagged = [e for e in report.effects if e.outlier]
    out.print(f"{len(flagged)} outlier(s): " + ", ".join(f"{e.kind} {e.ident}" for e in flagged) if flagged else "no outliers")
    out.print("Played-vs-not differences are associations, not causes: `gah balance --compare DIR` measures a card's effect.")


def effects_table(found, names: dict):
    from rich.table import Table

    table = Table(title="Had it vs had it not (win rate relative to 1/players; game-wide kinds: VP only)")
    for column in ("kind", "id", "name", "seen", "win rate difference", "VP difference", ""):
        table.add_column(column)
    for effect in found:
        win = _shown(effect.win, True) if effect.kind in SEAT_KINDS else "-"
        flag = "OUTLIER" if effect.outlier else ("significant" if effect.win.significant or effect.vp.significant else "")
        table.add_row(effect.kind, effect.ident, names.get((effect.kind, effect.ident), ""), str(effect.seen), win,
                      _shown(effect.vp), flag)
    return table


def print_comparison(found: Comparison, names: dict, out) -> None:
    games = found.baseline.results.games
    out.print(f"Baseline and with your cards, on the same {games} seeds (with-card less baseline):")
    for seat, change in found.seats:
        out.print(f"  seat {seat} win rate: {_shown(change, True)}{'  significant' if change.significant else ''}")
    out.print(f"  mean VP: {_shown(found.vp)}{'  significant' if found.vp.significant else ''}")
    if found.own:
        out.print(effects_table(found.own, names))
    else:
        out.print("  your cards were played too rarely for a played-vs-not figure; simulate more games (--games)")
    moved = any(change.significant for _, change in found.seats) or any(e.win.significant for e in found.own)
    out.print("Verdict: your cards change win rates significantly." if moved else
              f"Verdict: no significant change in win rates at {int(LEVEL * 100)}% over {games} games.")
    notes = (["mean VP changes significantly"] if found.vp.significant else []) + [
        f"the seats that played {e.kind} {e.ident} score {e.vp.value:+.1f} VP (significant)" for e in found.own if e.vp.significant]
    if notes:
        out.print("VP: " + "; ".join(notes) + ".")


def rows_as_results(label: str, rows: list[dict]) -> Results:
    return Results(label, tuple(_typed(Path(label), 0, row) for row in rows))


def run_balance(results_paths: list[Path], compare_dir: Path | None, plots: Path | None, plan_options: dict,
                replicates: int, out, err) -> int:
    from gah.inputs import shipped

    if replicates < 100:
        raise UsageError(f"--replicates must be at least 100, not {replicates}")
    if plots is not None:
        from gah.fsio import check_replaceable_folder
        from gah.plots import MARKER

        check_replaceable_folder(plots, MARKER)  # before the work
    if compare_dir is None:
        if not results_paths:
            raise UsageError("give a results file written by gah simulate, or --compare DIR")
        report = analyse(read_all(results_paths), replicates)
        names = names_of(shipped().components)
        print_report(report, names, out)
        _plots(report, names, plots, out)
        return 0
    if results_paths:
        raise UsageError("--compare runs its own baseline and with-card simulations: give no results file with it")
    own = checked_components(compare_dir)
    found = _compared(compare_dir, plan_options, replicates, err)
    if found is None:
        return 1
    names = names_of(tuple(shipped().components) + tuple(own))
    print_comparison(found, names, out)
    _plots(found.changed, names, plots, out)
    return 0


def _compared(cards: Path, options: dict, replicates: int, err) -> Comparison | None:
    from gah.simulating import check_plan, load_catalog, simulate
    from gah.valuing import chosen_modules

    plan = check_plan(options["games"], options["players"], options["agents"], options["workers"], "random", None, options["seed"])
    modules = chosen_modules(options["modules"])
    catalogs = [load_catalog(err, modules, options["values"], plan.players, where) for where in (None, cards)]
    if None in catalogs:
        return None
    runs = [rows_as_results(label, simulate(plan, catalog, options["workers"], None, err))
            for label, catalog in zip(("baseline", f"with {cards}"), catalogs)]
    own_ids = set(names_of(checked_components(cards)))
    return compare(runs[0], runs[1], own_ids, replicates)


def checked_components(cards: Path):
    from gah.inputs import checked

    return checked([cards]).components


def _plots(report: Report, names: dict, folder: Path | None, out) -> None:
    if folder is None:
        return
    from gah.plots import write_plots

    written = write_plots(report, names, folder)
    out.print(f"{len(written)} charts written to {folder}: {', '.join(written)}")
