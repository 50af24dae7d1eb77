"""The charts are valid, reproducible SVG, written only into a folder gah may replace."""
from __future__ import annotations

import xml.etree.ElementTree as ElementTree

import pytest

from gah.balance import analyse, read_results
from gah.errors import PathError
from gah.plots import MARKER, charts, write_plots
from tests.simulate.support import write_crafted

NAMES = {("staff", "1"): "Breakfast Server"}


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    return analyse(read_results(write_crafted(tmp_path_factory.mktemp("plots"), games=120)), 100)


def test_every_chart_is_valid_svg_with_its_labels(report) -> None:
    drawn = charts(report, NAMES)
    assert set(drawn) == {"win-rate-by-seat.svg", "scores.svg", "effects-staff.svg", "effects-emperor-tile.svg"}
    for name, text in drawn.items():
        root = ElementTree.fromstring(text)
        assert root.tag == "{http://www.w3.org/2000/svg}svg", name
    assert "1 Breakfast Server" in drawn["effects-staff.svg"] and "Win rate by seat (120 games)" in drawn["win-rate-by-seat.svg"]


def test_charts_are_reproducible(report) -> None:
    assert charts(report, NAMES) == charts(report, NAMES)


def test_plots_replace_only_gah_s_own_folder(tmp_path, report) -> None:
    folder = tmp_path / "plots"
    assert len(write_plots(report, NAMES, folder)) == 4
    assert (folder / MARKER).is_file()
    write_plots(report, NAMES, folder)  # its own folder: replaced
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "thesis.tex").write_text("keep me", encoding="utf-8")
    with pytest.raises(PathError, match="gah did not write"):
        write_plots(report, NAMES, foreign)
    assert (foreign / "thesis.tex").read_text(encoding="utf-8") == "keep me"
