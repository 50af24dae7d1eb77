"""docs/tutorial.md works verbatim from an empty folder with the installed `gah` (issue 16).

gah is installed for real (`pip install --no-deps --target`, a wheel with the corpus packed inside it, as a user gets
it), and every shell command of the tutorial runs in a new empty folder, in order, as a real process; the files the
tutorial asks you to write (a fenced block after a sentence naming the file) are written as it shows them."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TUTORIAL = ROOT / "docs" / "tutorial.md"
FENCE = re.compile(r"```(\w+)\n(.*?)```", re.S)


def steps(text: str) -> list[tuple[str, str, str]]:
    """The tutorial in order: ("run", command, "") for each shell line, ("write", path, content) for each file it shows."""
    found, start = [], 0
    for block in FENCE.finditer(text):
        language, body = block.group(1), block.group(2)
        if language == "sh":
            found += [("run", line, "") for line in body.splitlines() if line.strip() and not line.startswith("#")]
        elif language in ("gah", "toml"):
            found.append(("write", _named_file(text[start:block.start()], language), body))
        start = block.end()
    return found


def _named_file(before: str, language: str) -> str:
    """The last `file.gah` (or `gah.toml`) named in the prose before a block: the file the block is."""
    names = re.findall(r"`([\w./-]+\." + language + r")`", before)
    assert names, f"the tutorial shows a {language} block without naming the file it goes in"
    return names[-1]


def test_the_tutorial_is_read_as_commands_and_files():
    found = steps(TUTORIAL.read_text(encoding="utf-8"))
    commands = [s[1] for s in found if s[0] == "run"]
    assert commands[0] == "mkdir mycards" and all(c.split()[0] in ("mkdir", "gah") for c in commands)
    assert [s[1] for s in found if s[0] == "write"] == ["mycards/coffee-taster.gah", "gah.toml"]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """gah installed from this checkout into a folder of its own, not editable: its `gah` script and its packed corpus."""
    target = tmp_path_factory.mktemp("installed")
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
                           str(target), str(ROOT)], capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        pytest.skip(f"pip cannot build gah here (no build backend?): {done.stderr[-400:]}")
    assert (target / "gah" / "cards").is_dir() and (target / "bin" / "gah").is_file()
    return target


def environment(installed: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    return {**env, "PYTHONPATH": str(installed), "PATH": f"{installed / 'bin'}{os.pathsep}{env.get('PATH', '')}",
            "COLUMNS": "120"}


def test_the_tutorial_works_verbatim_from_an_empty_folder(installed, tmp_path):
    folder = tmp_path / "empty"
    folder.mkdir()
    env, shown = environment(installed), {}
    for kind, what, content in steps(TUTORIAL.read_text(encoding="utf-8")):
        if kind == "write":
            (folder / what).write_text(content, encoding="utf-8")
            continue
        done = subprocess.run(what, shell=True, cwd=folder, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"tutorial step `{what}` failed ({done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
        assert "Traceback" not in done.stderr
        shown[what] = done.stdout
    _the_card_went_everywhere(folder, shown)


def _the_card_went_everywhere(folder: Path, shown: dict) -> None:
    card = (folder / "mycards" / "coffee-taster.gah").read_text(encoding="utf-8")
    assert 'text ""' not in card  # fmt --text wrote the text
    assert "clean" in shown["gah check mycards/coffee-taster.gah"]
    assert "staff 500: Coffee Taster" in shown['gah show "Coffee Taster"']
    verified = shown["gah verify"]
    assert "gah verify: 1 components" in verified  # only yours
    assert "Final scores (seed 1)" in shown["gah play --players 2 --seed 1"]
    page = folder / "build" / "site" / "docs" / "cards" / "staff" / "500.md"
    assert "Coffee Taster" in page.read_text(encoding="utf-8")
    assert (folder / "build" / "site" / "site" / "index.html").is_file()


def test_the_installed_command_and_the_module_agree_from_another_folder(installed, tmp_path):
    """`gah` and `python3 -m gah` read the same corpus wherever they are run (the installed one used to read its own
    packed copy while `python3 -m gah` in a checkout read the checkout's)."""
    env = environment(installed)
    by_script = _run(["gah", "show", "Baroness"], tmp_path, env)
    by_module = _run([sys.executable, "-m", "gah", "show", "Baroness"], tmp_path, env)
    assert by_script.returncode == by_module.returncode == 0 and by_script.stdout == by_module.stdout
    assert f"{installed / 'gah' / 'cards'}" in by_script.stdout  # the card's place: the installed corpus


def _run(command: list[str], cwd: Path, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_entry_point_finds_your_cards_from_any_folder(tmp_path):
    """Without an install: this checkout's entry point, run from a folder below a project, finds the project's cards."""
    (tmp_path / "mycards").mkdir()
    (tmp_path / "mycards" / "taster.gah").write_text(
        'staff 501 "Tea Taster" {\n  module custom\n  cost 1\n  timing immediate\n  text "Gain 1 coffee."\n'
        '  effect {\n    gain 1 coffee\n  }\n}\n', encoding="utf-8")
    (tmp_path / "gah.toml").write_text('cards = ["mycards"]\n', encoding="utf-8")
    (tmp_path / "deep" / "below").mkdir(parents=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "120"}
    entry = [sys.executable, "-c", "from gah.cli import main; main()"]
    shown = _run([*entry, "show", "Tea Taster"], tmp_path / "deep" / "below", env)
    assert shown.returncode == 0, shown.stderr
    assert "staff 501: Tea Taster" in shown.stdout and "mycards/taster.gah" in shown.stdout
