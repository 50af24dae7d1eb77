"""Your own card folders everywhere (issue 16, deliverable 1): `--cards DIR` on every command and the project file
gah.toml, found from the current folder or above; the shipped corpus is always the base."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from gah.errors import UserError
from gah.project import Project, find_project_file, project, read_project
from tests.cli.test_cli import gah

TASTER = ('staff 500 "Coffee Taster" {\n  module custom\n  cost 1\n  timing permanent\n  text "Each time you take a die '
          'showing 2, gain 1 coffee."\n\n  when take-die 2 {\n    gain 1 coffee\n  }\n}\n')
CLASH = TASTER.replace('staff 500 "Coffee Taster"', 'staff 12 "Coffee Taster"')


@pytest.fixture
def mine(tmp_path) -> Path:
    """A folder outside the checkout with one card of its own in mycards/."""
    (tmp_path / "mycards").mkdir()
    (tmp_path / "mycards" / "taster.gah").write_text(TASTER, encoding="utf-8")
    return tmp_path


def _toml(folder: Path, text: str) -> Path:
    path = folder / "gah.toml"
    path.write_text(text, encoding="utf-8")
    return path


# ---- the project file ----------------------------------------------------------------------------------------------


def test_the_project_file_is_found_from_a_folder_below_it(mine) -> None:
    _toml(mine, 'cards = ["mycards"]\nmodules = "ballrooms"\nvalues = "v.gah"\n')
    (mine / "a" / "b").mkdir(parents=True)
    found = project(start=mine / "a" / "b")
    assert found.file == mine / "gah.toml" and found.modules == "ballrooms"
    assert [p.resolve() for p in found.cards] == [(mine / "mycards").resolve()]
    assert found.values.resolve() == (mine / "v.gah").resolve()


def test_no_project_file_means_no_cards_of_your_own(tmp_path) -> None:
    assert find_project_file(tmp_path) is None and project(start=tmp_path) == Project()


def test_cards_on_the_command_line_replace_the_files_but_keep_its_modules(mine) -> None:
    _toml(mine, 'cards = ["mycards"]\nmodules = "ballrooms"\n')
    found = project([Path("other")], start=mine)
    assert found.cards == (Path("other"),) and found.modules_or(None) == "ballrooms" and found.modules_or("base") == "base"


@pytest.mark.parametrize("text, message", [
    ('cards = ["mycards"]\ncardz = 1\n', "gah.toml line 2: unknown key 'cardz'; did you mean 'cards'?"),
    ('\ncards = 3\n', "gah.toml line 2: cards must be a list of folder paths"),
    ('modules = ""\n', "gah.toml line 1: modules must be a string of modules"),
    ('cards = ["a"]\nvalues = = 2\n', "gah.toml line 2: invalid value (it is not valid TOML)"),
    ('cards = ["mycards"\n', "gah.toml line 1: unclosed array at the end of the file"),
])
def test_a_mistake_in_the_project_file_is_located(mine, text, message) -> None:
    with pytest.raises(UserError) as raised:
        read_project(_toml(mine, text))
    assert message in raised.value.message


def test_a_broken_project_file_stops_every_command_with_its_line(mine) -> None:
    _toml(mine, 'cards = ["mycards"]\n[play]\nseats = 2\n')
    for command in (["check"], ["show", "5"], ["play"], ["verify"]):
        result = gah(*command, cwd=mine)
        assert result.returncode == 1 and "Traceback" not in result.stderr
        assert "gah.toml line 2: unknown key 'play'" in result.stderr


def test_bad_modules_in_the_project_file_are_refused_by_play(mine) -> None:
    _toml(mine, 'cards = ["mycards"]\nmodules = "balrooms"\n')
    result = gah("play", cwd=mine)
    assert result.returncode == 2 and "unknown module balrooms" in result.stderr


# ---- every command adds your cards to the corpus ----------------------------------------------------------------------


def test_check_with_cards_checks_your_folder_against_the_corpus(mine) -> None:
    (mine / "mycards" / "taster.gah").write_text(CLASH, encoding="utf-8")
    result = gah("check", "--cards", "mycards", cwd=mine)
    assert result.returncode == 1 and "error[E207]: staff 12 is defined twice" in result.stderr


def test_check_with_the_project_file_checks_your_cards_not_the_corpus(mine) -> None:
    _toml(mine, 'cards = ["mycards"]\n')
    result = gah("check", cwd=mine)
    assert result.returncode == 0, result.stderr
    assert "gah check: 1 files, 1 components" in result.stdout


def test_show_finds_your_card_only_with_your_cards(mine) -> None:
    assert gah("show", "Coffee Taster", cwd=mine).returncode == 1
    shown = gah("show", "Coffee Taster", "--cards", "mycards", cwd=mine)
    assert shown.returncode == 0 and "staff 500: Coffee Taster" in shown.stdout
    _toml(mine, 'cards = ["mycards"]\n')
    assert "staff 500: Coffee Taster" in gah("show", "Coffee Taster", cwd=mine).stdout
    assert "Baroness" in gah("show", "Baroness", cwd=mine).stdout  # the shipped corpus is still the base


def test_fmt_with_cards_formats_your_folder(mine) -> None:
    (mine / "mycards" / "taster.gah").write_text(TASTER.replace("  cost 1\n", "  cost    1\n"), encoding="utf-8")
    result = gah("fmt", "--check", "--cards", "mycards", cwd=mine)
    assert result.returncode == 1 and "would reformat mycards/taster.gah" in result.stdout


def test_export_with_cards_exports_your_cards(mine) -> None:
    result = gah("export", "--cards", "mycards", cwd=mine)
    assert result.returncode == 0, result.stderr
    assert [c["name"] for c in json.loads(result.stdout)["components"]] == ["Coffee Taster"]


def test_a_card_folder_and_a_file_inside_it_count_the_card_once(mine) -> None:
    result = gah("check", "mycards/taster.gah", "--cards", "mycards", cwd=mine)
    assert result.returncode == 0, result.stderr


def test_play_deals_your_cards_and_its_log_knows_them(mine) -> None:
    played = gah("play", "--cards", "mycards", "--log", "game.jsonl", cwd=mine)
    assert played.returncode == 0, played.stderr
    plain = gah("play", "--log", "plain.jsonl", cwd=mine)
    header = [json.loads((mine / name).read_text().splitlines()[0]) for name in ("game.jsonl", "plain.jsonl")]
    assert header[0]["cards"] != header[1]["cards"]
    assert plain.returncode == 0
    refused = gah("replay", "game.jsonl", cwd=mine)
    assert refused.returncode == 1 and "--cards DIR" in refused.stderr
    assert gah("replay", "game.jsonl", "--cards", "mycards", cwd=mine).returncode == 0


def test_the_game_catalog_holds_your_staff() -> None:
    from gah.playing import load_setup

    folder = Path(__file__).parent / "fixtures" / "mycards"
    quiet = Console(quiet=True)
    assert 500 in load_setup(quiet, (), None, 2, (folder,)).catalog.staff and 500 not in load_setup(quiet).catalog.staff


def test_the_site_is_built_from_the_corpus_and_your_cards() -> None:
    from gah.siting import _clean_report

    folder = Path(__file__).parent / "fixtures" / "mycards"
    report = _clean_report(Console(), (folder,))
    names = {c.name for c in report.components}
    assert "Coffee Taster" in names and "Baroness" in names


# ---- verify reports your cards only, unless --all -------------------------------------------------------------------------


def test_verify_with_cards_reports_only_yours_and_all_reports_every_card(mine) -> None:
    yours = gah("verify", "--cards", "mycards", "--property", "termination", cwd=mine)
    assert yours.returncode == 0, yours.stderr
    assert "gah verify: 1 components" in yours.stdout
    every = gah("verify", "--cards", "mycards", "--all", "--property", "termination", cwd=mine)
    assert every.returncode == 0, every.stderr
    count = int(every.stdout.split("gah verify: ")[1].split(" components")[0])
    assert count > 100


def test_verify_all_on_a_file_reports_the_whole_set(mine) -> None:
    every = gah("verify", "mycards/taster.gah", "--all", "--property", "termination", "--format", "json", cwd=mine)
    assert every.returncode == 0, every.stderr
    found = {f["component"] for f in json.loads(every.stdout)}
    assert "staff 500" in found and len(found) > 100


def test_the_project_object_defaults() -> None:
    assert Project().modules_or(None) == "base" and Project().values_or(None) is None


# ---- values files and simulations take the project's defaults too ---------------------------------------------------


def test_values_template_asks_for_the_project_files_modules(mine) -> None:
    _toml(mine, 'modules = "ballrooms"\n')
    with_project, base = gah("values", "template", cwd=mine), gah("values", "template")
    assert with_project.returncode == 0 and base.returncode == 0, with_project.stderr
    assert with_project.stdout == gah("values", "template", "--modules", "ballrooms").stdout
    assert with_project.stdout != base.stdout


def test_values_check_reads_the_project_files_values_file(mine) -> None:
    (mine / "mine.gah").write_text('values mine "Mine" {\n  text "Test."\n}\n', encoding="utf-8")
    _toml(mine, 'values = "mine.gah"\nmodules = "ballrooms"\n')
    result = gah("values", "check", cwd=mine)
    assert result.returncode == 0, result.stderr
    assert "mine.gah: 0 value(s) supplied" in result.stdout and "ballrooms:" in result.stdout


def test_values_check_without_a_file_or_a_project_says_what_to_give(tmp_path) -> None:
    result = gah("values", "check", cwd=tmp_path)
    assert result.returncode == 2 and "give a values file, or set `values` in gah.toml" in result.stderr
    assert "Traceback" not in result.stderr
