"""`gah simulate`: the same rows whatever the number of workers, rows that replay with `gah play`, clean errors."""
from __future__ import annotations

import csv

from engine.play import make_agents, run
from gah.balance import read_results
from gah.simulating import Plan, chunks, game_seed, is_results_file, run_local
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


def test_the_command_writes_csv_and_jsonl_that_balance_reads(tmp_path) -> None:
    for name in ("r.csv", "r.jsonl"):
        result = gah("simulate", "--games", "3", "--workers", "2", "--seed", "4", "--out", str(tmp_path / name))
        assert result.returncode == 0, result.stderr
        assert "3 games" in result.stdout and "games/s" in result.stdout
        assert is_results_file(tmp_path / name)
    assert read_results(tmp_path / "r.csv").rows == read_results(tmp_path / "r.jsonl").rows
    again = gah("simulate", "--games", "3", "--seed", "4", "--out", str(tmp_path / "r.csv"))  # gah's own file: replaced
    assert again.returncode == 0, again.stderr
    assert len(list(csv.reader((tmp_path / "r.csv").open()))) == 7


def test_a_designer_s_cards_join_the_game(tmp_path) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "treasurer.gah").write_text(TREASURER, encoding="utf-8")
    result = gah("simulate", "--games", "12", "--cards", str(tmp_path / "cards"), "--out", str(tmp_path / "r.csv"))
    assert result.returncode == 0, result.stderr
    assert any("900" in row["staff_played"] for row in read_results(tmp_path / "r.csv").rows)


def test_bad_arguments_are_refused_before_any_game(tmp_path) -> None:
    out = str(tmp_path / "r.csv")
    cases = {("--games", "0"): "--games must be at least 1", ("--players", "5"): "--players must be 2, 3 or 4",
             ("--workers", "0"): "--workers must be from 1", ("--agents", "nobody"): "unknown agent 'nobody'",
             ("--agents", "greedy,random,random"): "2 players need 2 agents", ("--deal", "intro"): "--deal must be",
             ("--scheduler", "localhost:8786"): "tcp://HOST:PORT", ("--modules", "nonsense"): "--modules"}
    for args, message in cases.items():
        result = gah("simulate", *args, "--out", out)
        assert result.returncode == 2 and message in result.stderr and not crashed(result), (args, result.stderr)
    assert not (tmp_path / "r.csv").exists()


def test_an_out_gah_may_not_write_is_refused_and_left_alone(tmp_path) -> None:
    mine = tmp_path / "notes.csv"
    mine.write_text("my own spreadsheet\n", encoding="utf-8")
    cases = {str(mine): "is not a gah results file", str(tmp_path / "r.txt"): "CSV (.csv) or JSON lines (.jsonl)",
             str(tmp_path / "missing" / "r.csv"): "does not exist", str(tmp_path): "is a folder"}
    for out, message in cases.items():
        result = gah("simulate", "--games", "1", "--out", out)
        assert result.returncode in (1, 2) and message in result.stderr and not crashed(result), (out, result.stderr)
    assert mine.read_text(encoding="utf-8") == "my own spreadsheet\n"


def test_bad_cards_and_values_are_reported(tmp_path) -> None:
    (tmp_path / "broken.gah").write_text('staff 901 "Broken" {\n  module custom\n  cost\n}\n', encoding="utf-8")
    result = gah("simulate", "--games", "1", "--cards", str(tmp_path / "broken.gah"), "--out", str(tmp_path / "r.csv"))
    assert result.returncode == 1 and "broken.gah" in result.stderr and not crashed(result), result.stderr
    missing = gah("simulate", "--games", "1", "--values", str(tmp_path / "none.values"), "--out", str(tmp_path / "r.csv"))
    assert missing.returncode == 1 and "no such file" in missing.stderr and not crashed(missing), missing.stderr
    assert not (tmp_path / "r.csv").exists()
