"""The lexicon built once per machine, not once per process (session 25): expanding the word classes of
compiler/cardtext.toml into some 140,000 phrases takes six to seven seconds, most of a cold `gah check`. The built
lexicon is kept in the user's cache folder as plain data (marshal: no code is run to load it), under a key made of
everything the build reads: the compiler's sources and tables and the Python version. Any change to them builds anew.

A cache that cannot be read (missing, corrupt, from another build) is built again; one that cannot be written (a
read-only folder) is not written: neither is an error. gah only ever writes its own files there, each whole
(written aside, then moved into place), and keeps the newest few builds of its own. GAH_CACHE_DIR names another
folder; GAH_CACHE_DIR="" keeps nothing.
"""
from __future__ import annotations

import hashlib
import marshal
import os
import sys
import tempfile
from pathlib import Path

COMPILER = Path(__file__).parent
CACHE_ENV = "GAH_CACHE_DIR"


def built_once(build, name: str):
    """`build()`'s result (plain data: dicts, tuples, sets, strings, numbers, None), read from the cache when a build of
    the same sources left it there, else built and left there."""
    folder = cache_folder()
    if folder is None:
        return build()
    path = folder / f"{name}-{sources_key()}.marshal"
    kept = _read(path)
    if kept is not None:
        return kept
    made = build()
    _write(path, made)
    _pruned(folder, name)
    return made


def cache_folder() -> Path | None:
    """GAH_CACHE_DIR, or the platform's user cache folder; None when GAH_CACHE_DIR is set empty."""
    said = os.environ.get(CACHE_ENV)
    if said is not None:
        return Path(said) if said.strip() else None
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "gah"


def sources_key() -> str:
    """A digest of what a build reads: every source and table of compiler/, and the Python that marshals it."""
    digest = hashlib.sha256(f"{sys.version}|{marshal.version}".encode())
    for path in sorted(COMPILER.glob("*.py")) + sorted(COMPILER.glob("*.toml")) + sorted(COMPILER.glob("*.lark")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:24]


def _read(path: Path):
    try:
        return marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None


def _write(path: Path, value) -> None:
    aside = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, aside = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".part")
        with os.fdopen(handle, "wb") as out:
            out.write(marshal.dumps(value))
        os.replace(aside, path)
    except (OSError, ValueError):
        _forget(aside)


KEPT = 4  # builds of one name kept: a few gah trees or versions side by side each find theirs


def _pruned(folder: Path, name: str) -> None:
    """The oldest of gah's own cached builds of `name` beyond the newest KEPT, removed (each was written by gah)."""
    try:
        made = sorted(folder.glob(f"{name}-*.marshal"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in made[KEPT:]:
            old.unlink()
    except OSError:
        pass


def _forget(aside: str | None) -> None:
    """The half-written file of a write that failed, which gah made itself."""
    try:
        if aside is not None:
            os.unlink(aside)
    except OSError:
        pass
