"""lark's parser tables are cached in the user's private folder (dsl/cache.py): a corrupt, stale or unwritable
cache never changes what a parse gives, and the shared temporary folder is never used."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from dsl.cache import cache_folder, parser_cache

ROOT = Path(__file__).parents[2]
CARD = 'staff 7 "Cook" {\n  cost 1\n  effect {\n    gain 1 vp\n  }\n}\n'
PARSE = ("import sys; from dsl.parser import parse; r = parse(sys.stdin.read());"
         "print('ok' if r.ok else [d.code for d in r.diagnostics])")


def parsed_in_fresh_process(cache: str, text: str = CARD) -> str:
    env = {**os.environ, "GAH_CACHE_DIR": cache}
    result = subprocess.run([sys.executable, "-c", PARSE], input=text, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and not result.stderr, result.stderr
    return result.stdout.strip()


def tables(folder: Path) -> list[Path]:
    return sorted(folder.glob("lark-*.tables"))


def test_the_tables_are_kept_and_read_again(tmp_path) -> None:
    assert parsed_in_fresh_process(str(tmp_path)) == "ok"
    kept = tables(tmp_path)
    assert len(kept) == 1 and kept[0].stat().st_size > 1000
    assert parsed_in_fresh_process(str(tmp_path)) == "ok"


def test_a_corrupt_or_truncated_cache_is_rebuilt(tmp_path) -> None:
    parsed_in_fresh_process(str(tmp_path))
    kept = tables(tmp_path)[0]
    whole = kept.read_bytes()
    for broken in (b"", b"junk\n", whole[: len(whole) // 2], whole[:80] + b"\x00" * 200):
        kept.write_bytes(broken)
        assert parsed_in_fresh_process(str(tmp_path)) == "ok"
        assert parsed_in_fresh_process(str(tmp_path), "staff 7 {") != "ok"  # errors still found
        assert kept.stat().st_size > 1000  # rewritten whole


def test_a_stale_cache_of_another_grammar_is_refused(tmp_path) -> None:
    """lark checks the grammar's hash written in the file's first line: a file of another grammar is not used."""
    parsed_in_fresh_process(str(tmp_path))
    kept = tables(tmp_path)[0]
    kept.write_bytes(b"0" * 64 + kept.read_bytes()[kept.read_bytes().index(b"\n"):])
    assert parsed_in_fresh_process(str(tmp_path)) == "ok"
    assert kept.read_bytes()[:64] != b"0" * 64


def test_an_unwritable_cache_folder_only_costs_time(tmp_path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    assert parsed_in_fresh_process(str(locked)) == "ok"
    assert parsed_in_fresh_process("off") == "ok"


def test_the_cache_folder_is_private_and_never_the_shared_temporary_folder(tmp_path, monkeypatch) -> None:
    monkeypatch.delenv("GAH_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = cache_folder()
    assert folder == tmp_path / "gah" and folder.stat().st_mode & 0o777 == 0o700
    assert parser_cache("grammar").startswith(str(folder))
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("GAH_CACHE_DIR", str(shared))
    assert cache_folder() is None and parser_cache("grammar") is None  # writable by others: not used
    monkeypatch.setenv("GAH_CACHE_DIR", "off")
    assert cache_folder() is None


GENERATE = ("from hypothesis import find, settings; from tests.dsl.generated import programs;"
            "print('ok' if find(programs(), lambda text: True, settings=settings(database=None)) is not None else 'none')")


def test_the_grammar_generator_works_with_a_warm_cache(tmp_path) -> None:
    """Regression: with the tables cached, the parser lark loads has no `.grammar`, which hypothesis' generator reads;
    the generator takes a parser built afresh (a CI run on a machine with a warm cache failed five tests)."""
    parsed_in_fresh_process(str(tmp_path))
    assert tables(tmp_path)
    env = {**os.environ, "GAH_CACHE_DIR": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", GENERATE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr[-2000:]
