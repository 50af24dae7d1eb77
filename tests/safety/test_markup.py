"""Rich markup never reads user text: typed keys, agent names, card names and notes print as typed
(regression: `gah show '[/x]'` ended in a Python traceback, and a card named "[bold]X[/bold]" was restyled)."""
from __future__ import annotations

import subprocess
import sys

from tests.safety.support import ROOT, crashed, gah

CARD = ('staff 5 "[bold]X[/bold] [/] [red]" {\n  module base\n  cost unknown "see [/x] and [link=x]y[/link]"\n'
        '  timing immediate\n  text "Gain [b]1[/b] vp."\n  effect {\n    gain 1 vp\n  }\n}\n')


def test_a_typed_key_with_markup_is_shown_as_typed() -> None:
    result = gah("show", "[/x]")
    assert result.returncode == 1 and not crashed(result) and "no component has the number, id or name '[/x]'" in result.stderr


def test_an_agent_name_with_markup_is_shown_as_typed() -> None:
    result = gah("play", "--agents", "[/x]")
    assert result.returncode == 2 and not crashed(result) and "unknown agent '[/x]'" in result.stderr


def test_a_card_name_and_notes_with_markup_are_shown_literally(tmp_path) -> None:
    (tmp_path / "card.gah").write_text(CARD, encoding="utf-8")
    shown = gah("show", "5", "--corpus", str(tmp_path))
    assert shown.returncode == 0 and not crashed(shown), shown.stderr
    assert "[bold]X[/bold] [/] [red]" in shown.stdout and "Gain [b]1[/b] vp." in shown.stdout
    assert "see [/x] and [link=x]y[/link]" in shown.stdout
    listed = gah("check", "--unknowns", str(tmp_path))
    assert not crashed(listed) and "see [/x] and [link=x]y[/link]" in listed.stdout


def test_the_crash_handler_never_crashes() -> None:
    script = ("import sys; from gah import cli, commands\n"
              "def broken(*a, **k): raise RuntimeError('[/x] closing tag [bold]')\n"
              "commands.run_show = broken; sys.argv = ['gah', 'show', '1']; cli.main()")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT,
                            env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 3 and "Traceback" not in result.stderr
    assert "internal error: RuntimeError: [/x] closing tag [bold]" in result.stderr
