"""The site's Balance page: built from a results file, it says how many games and which agents produced it."""
from __future__ import annotations

import pytest

from gah.errors import UserError
from gah.site.balance import FOLDER, PAGE, balance_files
from tests.simulate.support import write_crafted


def test_the_page_names_its_games_and_agents_and_shows_its_charts(tmp_path) -> None:
    files = balance_files(write_crafted(tmp_path, games=120))
    text = files[PAGE]
    assert "Figures from 120 simulated games (2 players) played by the agents greedy" in text
    charts = [path for path in files if path.startswith(FOLDER)]
    assert f"{FOLDER}/win-rate-by-seat.svg" in charts and len(charts) == 4
    assert all(f"]({path})" in text for path in charts)
    assert "| staff | 1 | Breakfast Server |" in text and "outlier" in text  # the winners' card, by its name


def test_a_bad_results_file_builds_no_page(tmp_path) -> None:
    (tmp_path / "r.csv").write_text("nonsense\n", encoding="utf-8")
    with pytest.raises(UserError, match="not a gah results file"):
        balance_files(tmp_path / "r.csv")
