"""`gah values`, `gah play --modules/--values` and `gah replay --values`, run as a user runs them: clear refusals,
located diagnostics, exit codes, never a traceback. The values file used is the TEST DATA fixture."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.test_cli import gah

FIXTURE = Path(__file__).parents[1] / "fixtures" / "values" / "test-data.gah"


def no_traceback(result) -> bool:
    return "Traceback" not in result.stderr + result.stdout


def test_play_refuses_a_module_without_its_values_counting_and_naming_them() -> None:
    result = gah("play", "--modules", "you-want-more")
    assert result.returncode == 1 and no_traceback(result)
    assert "gah play: you-want-more needs 14 values the sources do not give: staff 166 cost, staff 167 cost, " in result.stderr
    assert "write them in a values file (`gah values template --modules you-want-more > my-values.gah`) and pass --values my-values.gah" in result.stderr


@pytest.mark.parametrize("modules", ["ballroom", "base,promo", "all,ballrooms"])
def test_play_refuses_unknown_modules_naming_the_valid_ones(modules: str) -> None:
    result = gah("play", "--modules", modules)
    assert result.returncode == 2 and "the modules are ballrooms, celebrities, exclusive-hotels, starting-player, you-want-more" in result.stderr


def test_play_with_the_values_plays_every_module() -> None:
    result = gah("play", "--players", "3", "--modules", "all", "--values", str(FIXTURE), "--seed", "3")
    assert result.returncode == 0 and no_traceback(result) and "Final scores" in result.stdout


def _without_two_player_sides(text: str) -> str:
    """The fixture's text without its `ballroom ... two-player-...` lines (and their { } blocks)."""
    kept, skipping = [], False
    for line in text.splitlines():
        if line.strip().startswith("ballroom ") and " two-player-" in line:
            skipping = line.rstrip().endswith("{")
            continue
        if skipping:
            skipping = line.strip() != "}"
            continue
        kept.append(line)
    return "\n".join(kept) + "\n"


def test_play_refuses_two_player_ballrooms_without_their_two_player_sides_naming_them(tmp_path) -> None:
    path = tmp_path / "no-two-player.gah"
    path.write_text(_without_two_player_sides(FIXTURE.read_text(encoding="utf-8")), encoding="utf-8")
    result = gah("play", "--players", "2", "--modules", "ballrooms", "--values", str(path))
    assert result.returncode == 1 and no_traceback(result)
    assert "gah play: ballrooms needs 29 values the sources do not give: ballroom apollosaal two-player-row top cost, " in result.stderr
    assert gah("play", "--players", "3", "--modules", "ballrooms", "--values", str(path), "--seed", "2").returncode == 0


def test_play_with_the_values_plays_two_player_ballrooms() -> None:
    result = gah("play", "--players", "2", "--modules", "ballrooms", "--values", str(FIXTURE), "--seed", "4")
    assert result.returncode == 0 and no_traceback(result) and "Final scores" in result.stdout


def test_play_refuses_a_bad_values_file_with_its_located_errors(tmp_path) -> None:
    path = tmp_path / "mine.gah"
    path.write_text('values mine "Mine" {\n  text "Test."\n  staff 1 cost 3\n}\n', encoding="utf-8")
    result = gah("play", "--values", str(path))
    assert result.returncode == 1 and no_traceback(result)
    assert f"{path}:3:11: error[E241]" in result.stderr and "the values file has 1 error(s); nothing was played" in result.stderr


@pytest.mark.parametrize("name, expected", [("absent.gah", "no such file"), ("folder", "is a folder, not a values file")])
def test_play_refuses_a_values_path_that_is_not_a_file(tmp_path, name: str, expected: str) -> None:
    (tmp_path / "folder").mkdir()
    result = gah("play", "--values", str(tmp_path / name))
    assert result.returncode == 1 and expected in result.stderr and no_traceback(result)


def test_values_template_prints_a_file_that_checks(tmp_path) -> None:
    result = gah("values", "template", "--modules", "you-want-more")
    assert result.returncode == 0 and 'staff 166 cost unknown "to fill in"' in result.stdout
    path = tmp_path / "mine.gah"
    path.write_text(result.stdout, encoding="utf-8")
    checked = gah("values", "check", str(path), "--modules", "you-want-more")
    assert checked.returncode == 0 and "you-want-more: 14 value(s) still needed: staff 166 cost" in checked.stdout
    assert gah("check", str(path)).returncode == 0


def test_values_check_reports_the_fixture_complete() -> None:
    result = gah("values", "check", str(FIXTURE))
    assert result.returncode == 0 and "nothing more is needed" in result.stdout and "fingerprint sha256:" in result.stdout


def test_gah_check_on_a_values_file_locates_its_errors(tmp_path) -> None:
    path = tmp_path / "mine.gah"
    path.write_text('values mine "Mine" {\n  text "Test."\n  staff 999 cost 3\n}\n', encoding="utf-8")
    result = gah("check", str(path))
    assert result.returncode == 1 and f"{path}:3:9: error[E240]: the cards have no staff 999" in result.stderr


# ---- logs and replay ----------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def logged(tmp_path_factory) -> Path:
    log = tmp_path_factory.mktemp("logs") / "game.log"
    result = gah("play", "--seed", "4", "--values", str(FIXTURE), "--log", str(log))
    assert result.returncode == 0, result.stderr
    return log


def header_of(log: Path) -> dict:
    return json.loads(log.read_text(encoding="utf-8").splitlines()[0])


def test_the_log_header_records_modules_and_the_values_fingerprint(logged: Path) -> None:
    head = header_of(logged)
    assert head["modules"] == ["base", "custom"] and head["values"].startswith("sha256:") and "assumptions" not in head
    fingerprint = gah("values", "check", str(FIXTURE)).stdout.split("fingerprint ")[1].split()[0]
    assert head["values"] == fingerprint


def test_replay_with_the_same_values_file_reproduces(logged: Path) -> None:
    result = gah("replay", str(logged), "--values", str(FIXTURE))
    assert result.returncode == 0 and "identical state" in result.stdout


def test_replay_without_the_values_file_is_refused(logged: Path) -> None:
    result = gah("replay", str(logged))
    assert result.returncode == 1 and no_traceback(result)
    assert f"{logged}:1: the log was played with a values file (fingerprint sha256:" in result.stderr and "--values FILE" in result.stderr


def test_replay_with_other_values_is_refused(logged: Path, tmp_path) -> None:
    other = tmp_path / "other.gah"
    other.write_text(FIXTURE.read_text(encoding="utf-8").replace("staff 119 cost 2", "staff 119 cost 3"), encoding="utf-8")
    result = gah("replay", str(logged), "--values", str(other))
    assert result.returncode == 1 and "but --values gives different values (fingerprint" in result.stderr


def test_replay_refuses_other_assumptions(logged: Path, tmp_path) -> None:
    lines = logged.read_text(encoding="utf-8").splitlines()
    head = header_of(logged) | {"assumptions": {"chaplin-own-vp": "no-bonus"}}
    changed = tmp_path / "changed.log"
    changed.write_text("\n".join([json.dumps(head)] + lines[1:]) + "\n", encoding="utf-8")
    result = gah("replay", str(changed), "--values", str(FIXTURE))
    assert result.returncode == 1 and "chaplin-own-vp: the log took no-bonus, now nothing" in result.stderr


def test_replay_refuses_modules_this_gah_does_not_know(logged: Path, tmp_path) -> None:
    lines = logged.read_text(encoding="utf-8").splitlines()
    changed = tmp_path / "changed.log"
    changed.write_text("\n".join([json.dumps(header_of(logged) | {"modules": ["base", "dragons"]})] + lines[1:]) + "\n", encoding="utf-8")
    result = gah("replay", str(changed), "--values", str(FIXTURE))
    assert result.returncode == 1 and "played with modules base, dragons" in result.stderr


def test_values_check_counts_the_two_player_sides_too(tmp_path) -> None:
    """Regression: `values check` counted what a 4-player game needs, so a file lacking the ballrooms' 2-player
    sides was reported complete; it counts what any player count needs."""
    from compiler.corpus import check_paths, default_corpus
    from compiler.needs import in_play, needed

    cards = check_paths([default_corpus()]).components
    four = {s.address for s in needed(cards, in_play(("ballrooms",)), 4)}
    two = {s.address for s in needed(cards, in_play(("ballrooms",)), 2)}
    assert two - four, "the 2-player sides are needed at 2 players only"
    path = tmp_path / "mine.gah"
    path.write_text(gah("values", "template", "--modules", "ballrooms").stdout, encoding="utf-8")
    checked = gah("values", "check", str(path), "--modules", "ballrooms")
    assert checked.returncode == 0 and f"ballrooms: {len(four | two)} value(s) still needed" in checked.stdout
