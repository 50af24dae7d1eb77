"""Running gah as a user runs it, and telling a handled error from a crash."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]
GOOD = ('staff 1 "Breakfast Server" {\n  module base\n  cost 4\n  timing once-per-round\n'
        '  text "Once per round, gain 1 strudel."\n  effect {\n    gain 1 strudel\n  }\n}\n')
UNFORMATTED = GOOD.replace("  cost 4", "cost    4 # four")


def gah(*args: str, cwd: Path = ROOT, stdin: str | None = None, timeout: float = 300) -> subprocess.CompletedProcess:
    env = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-m", "gah", *args], capture_output=True, text=True, cwd=cwd, env=env,
                          input=stdin if stdin is not None else "", timeout=timeout)


def crashed(result: subprocess.CompletedProcess) -> bool:
    """A traceback or gah's own "internal error": what no input may ever produce."""
    return "Traceback" in result.stderr or "internal error" in result.stderr or result.returncode not in (0, 1, 2)
