"""`gah simulate`: the same rows whatever the number of workers, rows that replay with `gah play`, clean errors."""
from __future__ import annotations

import re

import pytest

from engine.play import make_agents, run
from gah.balance import read_results
from gah.errors import UsageError, UserError
from gah.simulating import Plan, check_out, check_plan, chunks, game_seed, is_results_file, results_text, run_local
from tests.safety.support import crashed, gah
from tests.simulate.support import TREASURER, catalog

PLAN = Plan(games=6, players=2, agents=("greedy", "random"), seed=11)


def test_a_pool_of_two_gives_the_rows_of_one_worker() -> None:
    one, two = run_local(catalog(), PLAN, 1), run_local(catalog(), PLAN, 2)
    assert one == two
    assert [(r["game"], r["seat"]) for r in one] == [(g, s) for g in range(6) for s in (0, 1)]
    assert {r["agent"] for r in one if r["seat"] == 1} == {"random"}


def test_another_seed_gives_other_games() -> None:
    other = Plan(PLAN.games, PLAN.players, PLAN.agents, 12)
    assert [r["vp"] for r in run_local(catalog(), other, 1)] != [r["vp"] for r in run_local(catalog(), PLAN, 1)]


def test_game_seeds_come_from_the_seed_and_the_index_alone() -> None:
    assert game_seed(1, 5) == game_seed(1, 5)
    assert len({game_seed(1, i) for i in range(1000)}) == 1000
    assert game_seed(1, 0) != game_seed(2, 0)


def test_chunks_cover_every_game_once() -> None:
    plan = Plan(101, 2, ("greedy",), 1)
    covered = [i for chunk in chunks(plan, 2) for i in range(chunk.first, chunk.first + chunk.count)]
    assert covered == list(range(101))


def test_a_row_is_the_game_gah_play_plays_with_its_seed() -> None:
    row = run_local(catalog(), PLAN, 1)[4]  # game 2, seat 0
    result = run(catalog(), 2, row["seed"], make_agents(list(PLAN.agents), 2, row["seed"]))
    assert result.game.state.players[0].vp == row["vp"]
    assert [int(s) for s in row["staff_played"].split(";") if s] == result.game.state.players[0].played


def test_the_command_writes_a_file_that_balance_reads_and_replaces_its_own(tmp_path) -> None:
    out = tmp_path / "r.csv"
    out.write_text(results_text(run_local(catalog(), Plan(1, 2, ("random",), 1), 1), "csv"), encoding="utf-8")
    result = gah("simulate", "--games", "3", "--workers", "2", "--seed", "4", "--out", str(out))  # gah's own file: replaced
    assert result.returncode == 0, result.stderr
    assert "3 games" in result.stdout and "games/s" in result.stdout
    rows = run_local(catalog(), Plan(3, 2, ("greedy",), 4), 1)
    assert out.read_text(encoding="utf-8") == results_text(rows, "csv")
    (tmp_path / "r.jsonl").write_text(results_text(rows, "jsonl"), encoding="utf-8")
    assert is_results_file(tmp_path / "r.jsonl") and is_results_file(out)
    assert read_results(out).rows == read_results(tmp_path / "r.jsonl").rows


def test_a_designer_s_cards_join_the_game(tmp_path) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "treasurer.gah").write_text(TREASURER, encoding="utf-8")
    result = gah("simulate", "--games", "12", "--cards", str(tmp_path / "cards"), "--out", str(tmp_path / "r.csv"))
    assert result.returncode == 0, result.stderr
    assert any("900" in row["staff_played"] for row in read_results(tmp_path / "r.csv").rows)


BAD_PLANS = {(0, 2, "greedy", 1, "random", None): "--games must be at least 1", (1, 5, "greedy", 1, "random", None): "--players must be 2, 3 or 4",
             (1, 2, "greedy", 0, "random", None): "--workers must be from 1", (1, 2, "nobody", 1, "random", None): "unknown agent 'nobody'",
             (1, 2, "greedy,random,random", 1, "random", None): "2 players need 2 agents",
             (1, 2, "greedy", 1, "intro", None): "--deal must be", (1, 2, "greedy", 1, "random", "localhost:8786"): "tcp://HOST:PORT"}


@pytest.mark.parametrize("plan", BAD_PLANS)
def test_bad_arguments_are_refused(plan) -> None:
    with pytest.raises(UsageError, match=re.escape(BAD_PLANS[plan])):
        check_plan(*plan, seed=1)


def test_the_command_refuses_bad_arguments_before_any_game(tmp_path) -> None:
    result = gah("simulate", "--games", "0", "--out", str(tmp_path / "r.csv"))
    assert result.returncode == 2 and "--games must be at least 1" in result.stderr and not crashed(result), result.stderr
    assert not (tmp_path / "r.csv").exists()


def test_an_out_gah_may_not_write_is_refused_and_left_alone(tmp_path) -> None:
    mine = tmp_path / "notes.csv"
    mine.write_text("my own spreadsheet\n", encoding="utf-8")
    cases = {mine: "is not a gah results file", tmp_path / "r.txt": "CSV (.csv) or JSON lines (.jsonl)",
             tmp_path / "missing" / "r.csv": "does not exist", tmp_path: "is a folder"}
    for out, message in cases.items():
        with pytest.raises(UserError, match=re.escape(message)):
            check_out(out)
    result = gah("simulate", "--games", "1", "--out", str(mine))
    assert result.returncode == 1 and "is not a gah results file" in result.stderr and not crashed(result), result.stderr
    assert mine.read_text(encoding="utf-8") == "my own spreadsheet\n"


def test_bad_cards_and_values_are_reported(tmp_path) -> None:
    (tmp_path / "broken.gah").write_text('staff 901 "Broken" {\n  module custom\n  cost\n}\n', encoding="utf-8")
    result = gah("simulate", "--games", "1", "--cards", str(tmp_path / "broken.gah"), "--out", str(tmp_path / "r.csv"))
    assert result.returncode == 1 and "broken.gah" in result.stderr and not crashed(result), result.stderr
    missing = gah("simulate", "--games", "1", "--values", str(tmp_path / "none.values"), "--out", str(tmp_path / "r.csv"))
    assert missing.returncode == 1 and "no such file" in missing.stderr and not crashed(missing), missing.stderr
    assert not (tmp_path / "r.csv").exists()


def test_modules_and_a_values_file_play_as_in_gah_play() -> None:
    from pathlib import Path

    from rich.console import Console

    from compiler.needs import PLAY_MODULES
    from gah.simulating import load_catalog

    values = Path(__file__).parents[1] / "fixtures" / "values" / "test-data.gah"
    modular = load_catalog(Console(stderr=True), PLAY_MODULES, values, 3, None)
    rows = run_local(modular, Plan(2, 3, ("greedy",), 5), 2)
    assert len(rows) == 6 and all(row["modules"].split(";")[:2] == ["base", "ballrooms"] for row in rows)
    assert rows == run_local(modular, Plan(2, 3, ("greedy",), 5), 1)
