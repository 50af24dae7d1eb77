"""`gah balance` on a crafted results file whose answers are known, and on bad files."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from gah.balance import analyse, compare, first_seat, read_results, rows_as_results, run_balance
from gah.errors import UsageError, UserError
from tests.safety.support import crashed, gah
from tests.simulate.support import crafted_rows, write_crafted

REPLICATES = 300


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    return analyse(read_results(write_crafted(tmp_path_factory.mktemp("crafted"))), REPLICATES)


def effect(report, kind: str, ident: str):
    return next(e for e in report.effects if (e.kind, e.ident) == (kind, ident))


def test_the_first_seat_advantage_is_found_with_its_interval(report) -> None:
    (seat0,) = first_seat(report)
    rate = sum(r["win"] for r in crafted_rows() if r["seat"] == 0) / 400
    assert seat0.win.value == pytest.approx(rate) and 0.65 < rate < 0.75
    assert seat0.advantage.value == pytest.approx(rate - 0.5)
    assert seat0.advantage.low > 0.1 and seat0.advantage.significant
    assert seat0.win.low < rate < seat0.win.high


def test_a_card_the_winners_play_is_significant_and_flagged(report) -> None:
    staff1 = effect(report, "staff", "1")
    assert staff1.win.value > 0.4 and staff1.win.low > 0.3 and staff1.outlier
    assert staff1.vp.value > 5 and staff1.vp.significant


def test_a_card_played_at_random_is_not_significant(report) -> None:
    staff2 = effect(report, "staff", "2")
    assert staff2.win.low < 0 < staff2.win.high and not staff2.win.significant and not staff2.outlier
    assert not staff2.vp.significant


def test_a_game_wide_tile_moves_vp_not_win_rates(report) -> None:
    a1, a2 = effect(report, "emperor tile", "A1"), effect(report, "emperor tile", "A2")
    assert a1.vp.value == pytest.approx(5, abs=1) and a1.vp.significant
    assert a2.vp.value == pytest.approx(-a1.vp.value) and abs(a1.win.value) < 1e-6 and not a1.outlier
    assert all(e.ident not in ("B1", "C1", "base", "custom") for e in report.effects)  # in every game: nothing to compare


def test_intervals_are_reproducible(tmp_path, report) -> None:
    again = analyse(read_results(write_crafted(tmp_path)), REPLICATES)
    assert again.seats == report.seats and again.effects == report.effects


def test_comparing_a_run_with_itself_changes_nothing_and_a_shifted_run_does() -> None:
    rows = crafted_rows()
    same = compare(rows_as_results("a", rows), rows_as_results("b", rows), set(), REPLICATES)
    assert all(not change.significant and change.value == 0 for _, change in same.seats)
    swapped = [{**r, "win": 1.0 - r["win"]} for r in rows]  # seat 1 now wins 70%
    moved = compare(rows_as_results("a", rows), rows_as_results("b", swapped), set(), REPLICATES)
    assert dict(moved.seats)[0].value == pytest.approx(-0.4, abs=0.1) and dict(moved.seats)[0].significant


def test_the_command_prints_the_report(tmp_path) -> None:
    result = gah("balance", str(write_crafted(tmp_path, "crafted.jsonl")), "--replicates", "200")
    assert result.returncode == 0, result.stderr
    assert "400 games" in result.stdout and "agents: greedy" in result.stdout
    assert "OUTLIER" in result.stdout and "outlier(s): staff 1" in result.stdout


def test_compare_runs_both_simulations_and_gives_a_verdict(tmp_path) -> None:
    from tests.simulate.support import TREASURER

    (tmp_path / "treasurer.gah").write_text(TREASURER, encoding="utf-8")
    result = gah("balance", "--compare", str(tmp_path / "treasurer.gah"), "--games", "12", "--replicates", "100")
    assert result.returncode == 0, result.stderr
    assert "same 12 seeds" in result.stdout and "Verdict:" in result.stdout


def test_bad_results_files_are_located(tmp_path) -> None:
    bad_number = tmp_path / "bad.csv"
    rows = write_crafted(tmp_path).read_text(encoding="utf-8").splitlines()
    bad_number.write_text("\n".join(rows[:3] + [rows[3].replace(",greedy,", ",greedy,lots,", 1)]) + "\n", encoding="utf-8")
    (tmp_path / "other.csv").write_text("a,b\n1,2\n", encoding="utf-8")
    (tmp_path / "empty.jsonl").write_text("", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("x", encoding="utf-8")
    (tmp_path / "short.jsonl").write_text('{"game": 1}\n', encoding="utf-8")
    cases = {"bad.csv": "bad.csv:4:", "other.csv": "other.csv:1: not a gah results file", "empty.jsonl": "holds no games",
             "notes.txt": "writes .csv or .jsonl", "missing.csv": "no such file", "short.jsonl": "short.jsonl:1: not a gah results line"}
    for name, message in cases.items():
        with pytest.raises(UserError, match=re.escape(message)):
            read_results(tmp_path / name)


def test_the_command_reports_bad_input_cleanly(tmp_path) -> None:
    (tmp_path / "other.csv").write_text("a,b\n1,2\n", encoding="utf-8")
    result = gah("balance", str(tmp_path / "other.csv"))
    assert result.returncode == 1 and "other.csv:1: not a gah results file" in result.stderr and not crashed(result), result.stderr
    missing = gah("balance", "--compare", str(tmp_path / "no-cards"), "--games", "2")
    assert missing.returncode == 1 and "no such file or folder" in missing.stderr and not crashed(missing), missing.stderr


def test_usage_mistakes_are_refused() -> None:
    with pytest.raises(UsageError, match="give a results file"):
        run_balance([], None, None, {}, 1000, None, None)
    with pytest.raises(UsageError, match="give no results file"):
        run_balance([Path("r.csv")], Path("cards"), None, {}, 1000, None, None)
    with pytest.raises(UsageError, match="--replicates must be at least 100"):
        run_balance([Path("r.csv")], None, None, {}, 10, None, None)


def test_several_files_read_as_one_give_the_advantage_by_player_count(tmp_path) -> None:
    from gah.balance import read_all
    from gah.simulating import Plan, results_text, run_local
    from tests.simulate.support import catalog

    three = tmp_path / "three.csv"
    three.write_text(results_text(run_local(catalog(), Plan(3, 3, ("random",), 1), 1), "csv"), encoding="utf-8")
    results = read_all([write_crafted(tmp_path), three])
    assert results.games == 403 and len({row["game"] for row in results.rows if row["players"] == 3}) == 3
    report = analyse(results, 100)
    assert [(rate.players, rate.seat) for rate in report.seats] == [(2, 0), (2, 1), (3, 0), (3, 1), (3, 2)]
    assert [rate.players for rate in first_seat(report)] == [2, 3]
