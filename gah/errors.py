"""gah's error policy, in one place.

A mistake in what the user gave gah (an argument, a path, a file, a log) raises a `UserError`: the one
handler in `gah.cli.main` prints its message, which says where and why, and exits 1 (or 2 for a misused
command line). Only a genuine bug in gah ends as "internal error" (exit 3). Messages are plain text:
nothing a user typed is ever read as rich markup.
"""
from __future__ import annotations

from pathlib import Path

EXIT_OK, EXIT_ERRORS, EXIT_USAGE, EXIT_BUG = 0, 1, 2, 3


class UserError(Exception):
    """Bad input: reported as `gah COMMAND: message`, exit 1."""

    exit_code = EXIT_ERRORS

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class UsageError(UserError):
    """The command line itself is wrong (an option's value, a combination of options): exit 2."""

    exit_code = EXIT_USAGE


class PathError(UserError):
    """A path gah cannot read from or write to, and why, in words (never an errno dump)."""

    def __init__(self, path: Path | str, reason: str):
        super().__init__(f"{path}: {reason}")
        self.path, self.reason = str(path), reason


def os_reason(problem: OSError) -> str:
    """An OSError as a short sentence: 'no such file or directory', 'permission denied', ..."""
    reason = problem.strerror or type(problem).__name__
    return reason[0].lower() + reason[1:] if reason else "it cannot be used"
