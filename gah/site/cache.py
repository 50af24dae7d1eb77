"""The slow, repeatable results a site build shows (the verifier's findings, the ruling tests' outcomes), kept
between builds as JSON in the user's private cache folder (dsl/cache.py) and reused only while everything they
depend on is byte for byte the same: a SHA-256 over those files' paths and contents and the versions of Python
and the libraries involved (`fingerprint`). A result is always that of a real run; a reused one says when it ran.

One file per result and checkout, rewritten atomically (gah/fsio.py) when its key changes; a missing, corrupt
or foreign file is a miss, and a folder gah cannot write only costs the time. JSON, never an object format that
could run code when read."""
from __future__ import annotations

import hashlib
import json
import sysconfig
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from dsl.cache import cache_folder
from gah import fsio
from gah.errors import PathError

FORMAT = 1
ENGINE = ("dsl/**/*.py", "dsl/*.lark", "compiler/**/*.py", "engine/**/*.py", "verifier/**/*.py")


@dataclass(frozen=True)
class Kept:
    value: Any
    made: str  # when the run that gave it finished, UTC, e.g. "2026-12-01 15:40 UTC"


def fingerprint(root: Path, patterns: Iterable[str], texts: dict | None = None, libraries: Iterable[str] = ()) -> str:
    """A hash of the files under `root` the patterns match (paths and bytes), of `texts` (name -> text), and of the
    installed versions of `libraries` (their distribution folders' names) and of Python."""
    digest = hashlib.sha256(f"gah-site-cache {FORMAT}\0{sysconfig.get_python_version()}\0".encode())
    files = sorted({p for pattern in patterns for p in root.glob(pattern) if p.is_file() and "__pycache__" not in p.parts})
    for path in files:
        digest.update(f"{path.relative_to(root)}\0".encode() + path.read_bytes() + b"\0")
    for name, text in sorted((texts or {}).items()):
        digest.update(f"{name}\0{text}\0".encode())
    digest.update("\0".join(installed(libraries)).encode())
    return digest.hexdigest()


def installed(libraries: Iterable[str]) -> list[str]:
    """The distribution folders (name and version) of the libraries, as installed where Python finds them."""
    folders = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    return sorted(p.name for folder in folders for name in libraries for p in Path(folder).glob(f"{name}-*.dist-info"))


def _file(name: str, root: Path) -> Path | None:
    folder = cache_folder()
    where = hashlib.sha256(str(root.resolve()).encode()).hexdigest()[:16]
    return None if folder is None else folder / f"site-{name}-{where}.json"


def recall(name: str, root: Path, key: str) -> Kept | None:
    """The result kept under `name` for this checkout, if its key is `key`."""
    path = _file(name, root)
    try:
        kept = json.loads(path.read_text(encoding="utf-8")) if path else None
    except (OSError, ValueError):
        return None
    if not isinstance(kept, dict) or kept.get("key") != key or not isinstance(kept.get("made"), str) or "value" not in kept:
        return None
    return Kept(kept["value"], kept["made"])


def keep(name: str, root: Path, key: str, value: Any) -> Kept:
    """Keep `value` (JSON data) as the result for `key`; returns it as kept, made now."""
    made = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    path = _file(name, root)
    if path is not None:
        try:
            fsio.write_text(path, json.dumps({"key": key, "made": made, "value": value}, sort_keys=True))
        except PathError:
            pass  # a cache that cannot be written costs the next build the time, nothing else
    return Kept(value, made)
