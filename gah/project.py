"""Your own cards, found in ONE place for every command: the `--cards DIR` option (repeatable) and the project file
`gah.toml` (in the current folder or the nearest one above it).

The shipped corpus is always the base; your folders add to it. A project file looks like this (every key optional):

    cards = ["mycards"]          # folders or files of .gah cards, relative to the folder gah.toml is in
    modules = "ballrooms"        # what `gah play` plays when --modules is not given (as for --modules)
    values = "my-values.gah"     # the values file `gah play` and `gah replay` use when --values is not given

`--cards` on the command line replaces the project file's `cards`; `--modules` and `--values` replace its others.
A mistake in the file is a UserError located "gah.toml line N: ...", and nothing is run."""
from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional

import typer

from dsl.diagnostics import unknown_word_message
from gah.errors import UserError, os_reason

PROJECT_FILE = "gah.toml"
CARDS_HELP = ("A folder (or file) of your own .gah cards, added to the shipped corpus; repeatable. "
              f"Default: the `cards` of the nearest {PROJECT_FILE}.")
CARDS = typer.Option(None, "--cards", help=CARDS_HELP, metavar="DIR")
KEYS = ("cards", "modules", "values")


@dataclass(frozen=True)
class Project:
    """What the user adds to the shipped corpus: card folders, and the modules and values file play defaults to."""

    file: Path | None = None
    cards: tuple[Path, ...] = ()
    modules: str | None = None
    values: Path | None = None

    def modules_or(self, given: str | None) -> str:
        return given if given is not None else self.modules or "base"

    def values_or(self, given: Path | None) -> Path | None:
        return given if given is not None else self.values


def project(cards: Optional[List[Path]] = None, start: Path | None = None) -> Project:
    """The project as the command line and the nearest gah.toml give it (`--cards` wins over the file's `cards`)."""
    found = find_project_file(start or _here())
    read = read_project(found) if found else Project()
    return Project(read.file, tuple(cards), read.modules, read.values) if cards else read


def _here() -> Path:
    """The current folder; one that was deleted under us has no project file (and breaks nothing)."""
    try:
        return Path.cwd()
    except OSError:
        return Path("/nonexistent")


def find_project_file(start: Path) -> Path | None:
    """gah.toml in `start` or the nearest folder above it that has one."""
    for folder in (start, *start.parents):
        candidate = folder / PROJECT_FILE
        try:
            if candidate.is_file():
                return candidate
        except OSError:  # a folder we may not look into: go on upwards
            continue
    return None


def read_project(path: Path) -> Project:
    text = _read(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as problem:
        raise UserError(_located(path, _line_of_decode_error(problem, text), _decode_message(str(problem)))) from None
    return _project_from(path, data, text)


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise UserError(f"{_shown(path)}: it is not UTF-8 text") from None
    except OSError as problem:
        raise UserError(f"{_shown(path)}: cannot read it: {os_reason(problem)}") from None


def _project_from(path: Path, data: dict, text: str) -> Project:
    for key in data:
        if key not in KEYS:
            message, hint = unknown_word_message("key", key, KEYS)
            raise UserError(_located(path, _line_of_key(text, key), f"{message} ({hint})"))
    root = path.parent
    cards = tuple(_relative(root / p) for p in _strings(data, "cards", path, text, "a list of folder paths, e.g. cards = [\"mycards\"]"))
    modules = _string(data, "modules", path, text, 'a string of modules as --modules takes them, e.g. modules = "ballrooms"')
    values = _string(data, "values", path, text, 'a path to a values file, e.g. values = "my-values.gah"')
    return Project(path, cards, modules, _relative(root / values) if values else None)


def _strings(data: dict, key: str, path: Path, text: str, wanted: str) -> list[str]:
    value = data.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise UserError(_located(path, _line_of_key(text, key), f"{key} must be {wanted}"))
    return value


def _string(data: dict, key: str, path: Path, text: str, wanted: str) -> str | None:
    value = data.get(key)
    if isinstance(value, list) and key == "modules" and all(isinstance(v, str) for v in value):
        value = ",".join(value)
    if value is not None and not (isinstance(value, str) and value.strip()):
        raise UserError(_located(path, _line_of_key(text, key), f"{key} must be {wanted}"))
    return value


def _located(path: Path, line: int | None, message: str) -> str:
    return f"{_shown(path)}" + (f" line {line}" if line else "") + f": {message}"


def _line_of_key(text: str, key: str) -> int | None:
    """The line that sets `key` (tomllib gives values, not places)."""
    name = rf"(?:{re.escape(key)}|\"{re.escape(key)}\"|'{re.escape(key)}')"
    pattern = re.compile(rf"^\s*(?:{name}\s*[=.]|\[\[?\s*{name}\s*[\].])")  # key = ..., key.sub = ..., [key], [[key]]
    return next((n for n, line in enumerate(text.splitlines(), start=1) if pattern.match(line)), None)


def _line_of_decode_error(problem: tomllib.TOMLDecodeError, text: str) -> int | None:
    """Where tomllib stopped: its line (Python 3.14 has the attribute; earlier ones say it in the message), or the last
    line when it reached the end of the file."""
    found = re.search(r"\(at line (\d+), column \d+\)", str(problem))
    if found:
        return int(found.group(1))
    return max(1, len(text.splitlines())) if "end of document" in str(problem) else getattr(problem, "lineno", None)


def _decode_message(message: str) -> str:
    """tomllib's reason, without its own position (said as 'line N' in front), in words."""
    reason = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", message)
    return (reason[0].lower() + reason[1:] if reason else "it is not valid TOML") + \
        (" at the end of the file" if "end of document" in message else "") + " (it is not valid TOML)"


def _relative(path: Path) -> Path:
    """A project path as short as it can be shown from the current folder (diagnostics print it)."""
    try:
        return Path(os.path.relpath(path))
    except (ValueError, OSError):  # another drive on Windows; a current folder that is gone
        return path


def _shown(path: Path) -> str:
    return str(_relative(path))
