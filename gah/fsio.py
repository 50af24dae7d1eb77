"""Every file and folder gah writes goes through this module, so a write that fails half-way (a full disk,
a file-size limit, a kill) never leaves a truncated file, and gah never deletes what it did not create.

- `write_text`: the whole new text goes to a temporary file in the same folder, is flushed to disk and
  renamed over the target (`os.replace` is atomic), which keeps the target's permission bits. A file
  the user made read-only, a folder or a device is refused, never replaced.
- `LineLog`: a log written while a game runs, one flushed line at a time, so a crash keeps every line
  up to the last complete one. A new file is created exclusively; an existing file is replaced only
  when the caller recognises it as its own output (a gah game log), and then only when the game ends:
  until then the new lines go to a temporary file beside it and the old log stays whole.
- `replaced_folder`: a generated folder (the site) is built beside its target and swapped in; an
  existing target is removed only if it holds gah's marker file, i.e. gah wrote it.
"""
from __future__ import annotations

import os
import shutil
import stat
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

from gah.errors import PathError, os_reason

TEMP_SUFFIX = ".gah-tmp"


def kind_of(path: Path) -> str | None:
    """What is at `path`, in words, or None when nothing is there."""
    try:
        mode = path.stat().st_mode
    except (FileNotFoundError, NotADirectoryError):
        return "a broken symbolic link" if path.is_symlink() else None
    except OSError as problem:
        raise PathError(path, os_reason(problem)) from None
    for test, words in _KINDS:
        if test(mode):
            return words
    return "a special file"


_KINDS = ((stat.S_ISREG, "a file"), (stat.S_ISDIR, "a folder"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"))


# ---- one file, atomically ---------------------------------------------------------------------------------------


def write_text(path: Path, text: str) -> None:
    """Replace (or create) `path` with `text` in one step; on any failure the old file is untouched."""
    target = _writable_target(Path(path))
    mode = _mode_for(target)
    handle, temporary = _temporary_beside(target)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException as problem:
        _remove_quietly(temporary)
        if isinstance(problem, OSError):
            raise PathError(path, f"cannot write it: {os_reason(problem)}; the file is unchanged") from None
        raise


def check_writable(path: Path) -> Path:
    """The real file `path` names (symbolic links followed), if gah may write it; else a PathError."""
    return _writable_target(Path(path))


def _writable_target(path: Path) -> Path:
    target = Path(os.path.realpath(path))
    kind = kind_of(target)
    if kind not in (None, "a file"):
        raise PathError(path, f"is {kind}, not a file gah can write")
    if kind is not None and not _may_write(target):
        raise PathError(path, "is read-only; gah leaves it unchanged")
    folder_kind = kind_of(target.parent)
    if folder_kind is None:
        raise PathError(path, f"cannot be written: the folder {target.parent} does not exist")
    if folder_kind != "a folder":
        raise PathError(path, f"cannot be written: {target.parent} is {folder_kind}, not a folder")
    return target


def _may_write(target: Path) -> bool:
    """Read-only means read-only, even for root: a file without any write bit is not replaced."""
    return os.access(target, os.W_OK) and bool(target.stat().st_mode & 0o222)


def _mode_for(target: Path) -> int:
    if target.exists():
        return stat.S_IMODE(target.stat().st_mode)
    return 0o666 & ~_umask()


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _temporary_beside(target: Path) -> tuple[int, str]:
    try:
        return tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=TEMP_SUFFIX)
    except OSError as problem:
        raise PathError(target, f"cannot write in {target.parent}: {os_reason(problem)}") from None


def _remove_quietly(path: str | Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


# ---- a log, line by line -------------------------------------------------------------------------------------------


class LineLog:
    """Lines written while something runs, each flushed at once (see the module docstring)."""

    def __init__(self, path: Path, replaceable: Callable[[Path], bool]):
        self.path = Path(path)
        self.target = _writable_target(self.path)
        self.replaces = self.target.exists()
        if self.replaces and not replaceable(self.target):
            raise PathError(path, "already exists and is not a gah game log; gah will not overwrite it "
                                  "(remove it or choose another name)")
        self.stream, self.temporary = None, None

    def open(self) -> "LineLog":
        try:
            if self.replaces:
                handle, self.temporary = _temporary_beside(self.target)
                os.chmod(self.temporary, _mode_for(self.target))
                self.stream = os.fdopen(handle, "w", encoding="utf-8", newline="")
            else:
                self.stream = open(self.target, "x", encoding="utf-8", newline="")
        except OSError as problem:
            raise PathError(self.path, f"cannot create it: {os_reason(problem)}") from None
        return self

    def write(self, text: str) -> None:
        """Write whole lines (`text` ends with a newline) and flush them at once."""
        try:
            self.stream.write(text)
            self.stream.flush()
        except OSError as problem:
            raise PathError(self.path, f"cannot write the log: {os_reason(problem)}") from None

    def close(self) -> None:
        """Close; a replacing log now takes the old one's place."""
        if self.stream is None:
            return
        self.stream.close()
        self.stream = None
        if self.temporary is not None:
            os.replace(self.temporary, self.target)

    def __enter__(self) -> "LineLog":
        return self.open()

    def __exit__(self, *exc) -> None:
        self.close()


# ---- a generated folder --------------------------------------------------------------------------------------------


@contextmanager
def replaced_folder(path: Path, marker: str, marker_text: str) -> Iterator[Path]:
    """A fresh staging folder beside `path`; when the body succeeds it becomes `path` (holding `marker`).
    An existing `path` must be empty or hold `marker`; otherwise nothing is touched and a PathError says why."""
    target = Path(os.path.realpath(path))
    _check_replaceable_folder(path, target, marker)
    staging = _staging_beside(path, target)
    try:
        yield staging
        (staging / marker).write_text(marker_text, encoding="utf-8")  # inside gah's own staging folder
        _swap_in(staging, target)
    except OSError as problem:
        shutil.rmtree(staging, ignore_errors=True)  # the staging folder is gah's own
        raise PathError(path, f"cannot write the folder: {os_reason(problem)}") from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def check_replaceable_folder(path: Path, marker: str) -> None:
    _check_replaceable_folder(path, Path(os.path.realpath(path)), marker)


def _check_replaceable_folder(path: Path, target: Path, marker: str) -> None:
    kind = kind_of(target)
    if kind not in (None, "a folder"):
        raise PathError(path, f"is {kind}, not a folder")
    if kind is None:
        return
    if not (target / marker).is_file() and _has_entries(target):
        raise PathError(path, f"holds files gah did not write (it has no {marker} marker), so gah will not "
                              "delete them: choose an empty or new folder")


def _has_entries(folder: Path) -> bool:
    try:
        return any(True for _ in os.scandir(folder))
    except OSError as problem:
        raise PathError(folder, f"cannot be read: {os_reason(problem)}") from None


def _staging_beside(path: Path, target: Path) -> Path:
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=TEMP_SUFFIX))
        os.chmod(staging, 0o777 & ~_umask())  # a folder like any other, not mkdtemp's private one
        return staging
    except OSError as problem:
        raise PathError(path, f"cannot create a folder there: {os_reason(problem)}") from None


def _swap_in(staging: Path, target: Path) -> None:
    """A missing target: rename. An empty one: move the new entries into it (it may be the current folder).
    A marked one: rename it aside, rename the new one in, then delete the old (gah's own output)."""
    if not target.exists():
        os.rename(staging, target)
    elif not _has_entries(target):
        for entry in os.listdir(staging):
            os.rename(staging / entry, target / entry)
        os.rmdir(staging)
    else:
        old = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.old.", suffix=TEMP_SUFFIX))
        os.replace(target, old)
        os.rename(staging, target)
        shutil.rmtree(old)
