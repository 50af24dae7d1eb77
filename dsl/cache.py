"""Where gah keeps what it may compute again at will: lark's parser tables and the site build's verifier and
ruling results (gah/site/cache.py). One folder per user, made private (0700): `GAH_CACHE_DIR`, else
`$XDG_CACHE_HOME/gah`, else `~/.cache/gah`; `GAH_CACHE_DIR=off` (or a folder gah cannot make) turns caching off.

Never the shared temporary folder, lark's default: lark reads its cache file with the standard library's
object deserializer, so a file another user planted under the name lark predicts there could run code as
us. In a folder only we can write, the file is as trusted as the code. A stale file (another grammar, another
lark) is refused by the SHA-256 of grammar and options lark writes in its first line; a corrupt one makes lark
build the tables afresh (it catches the error), and a folder it cannot write only costs the second."""
from __future__ import annotations

import hashlib
import os
import stat
import sys
from pathlib import Path

ENV = "GAH_CACHE_DIR"
OFF = "off"


def cache_folder() -> Path | None:
    """The user's private cache folder, made if needed; None when caching is off or no private folder can be had."""
    chosen = os.environ.get(ENV)
    if chosen == OFF:
        return None
    folder = Path(chosen) if chosen else Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gah"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        return folder if _private(folder) else None
    except OSError:
        return None


def _private(folder: Path) -> bool:
    """Ours, a real folder, and writable by no one else."""
    info = folder.lstat()
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def parser_cache(grammar: str) -> str | None:
    """The file lark keeps this grammar's tables in, named by the grammar, lark's version and Python's."""
    import lark

    folder = cache_folder()
    if folder is None:
        return None
    key = hashlib.sha256(f"{grammar}\0{lark.__version__}\0{sys.version_info[:2]}".encode()).hexdigest()[:24]
    return str(folder / f"lark-{key}.tables")
