"""compiler/textlex_cache.py: the lexicon built once per machine. The cached build is the build; a cache that cannot
be read is built again and one that cannot be written is skipped, without an error; a changed source is a new key."""
from __future__ import annotations

import marshal

import pytest

from compiler import textlex_cache
from compiler.textlex import Lexicon, _built_lexicon, lexicon

SMALL = {("you", "gain"): ("VERB", "gain"), "trie": {None: ("UNIT", "vp")}, "known": frozenset({"a", "b"})}


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv(textlex_cache.CACHE_ENV, str(tmp_path / "cache"))
    return tmp_path / "cache"


def _counted():
    calls = []

    def build():
        calls.append(1)
        return SMALL
    return build, calls


def test_the_lexicon_read_back_from_the_cache_is_the_lexicon_built() -> None:
    parts = _built_lexicon()
    assert Lexicon(*marshal.loads(marshal.dumps(parts))) == Lexicon(*parts) == lexicon()


def test_a_build_is_kept_and_read_back_instead_of_built_again(cache) -> None:
    build, calls = _counted()
    assert textlex_cache.built_once(build, "small") == SMALL
    assert textlex_cache.built_once(build, "small") == SMALL
    assert len(calls) == 1 and len(list(cache.glob("small-*.marshal"))) == 1


def test_a_corrupt_cache_is_built_again_and_replaced(cache) -> None:
    build, calls = _counted()
    textlex_cache.built_once(build, "small")
    kept = next(cache.glob("small-*.marshal"))
    kept.write_bytes(b"not marshal data")
    assert textlex_cache.built_once(build, "small") == SMALL and len(calls) == 2
    assert marshal.loads(kept.read_bytes()) == SMALL


def test_a_cache_folder_that_cannot_be_made_is_no_error(tmp_path, monkeypatch) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("mine")
    monkeypatch.setenv(textlex_cache.CACHE_ENV, str(blocker / "cache"))
    build, calls = _counted()
    assert textlex_cache.built_once(build, "small") == SMALL
    assert blocker.read_text() == "mine" and [p.name for p in tmp_path.iterdir()] == ["a file"]


def test_an_empty_cache_setting_keeps_nothing(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(textlex_cache.CACHE_ENV, "")
    build, calls = _counted()
    textlex_cache.built_once(build, "small")
    textlex_cache.built_once(build, "small")
    assert len(calls) == 2 and textlex_cache.cache_folder() is None


def test_a_changed_source_is_another_key(tmp_path, monkeypatch) -> None:
    for name in ("a.py", "b.toml"):
        (tmp_path / name).write_text("x = 1\n")
    monkeypatch.setattr(textlex_cache, "COMPILER", tmp_path)
    before = textlex_cache.sources_key()
    (tmp_path / "b.toml").write_text("x = 2\n")
    assert textlex_cache.sources_key() != before


def test_only_the_newest_builds_are_kept_and_only_gahs_own(cache) -> None:
    cache.mkdir(parents=True)
    (cache / "notes.txt").write_text("the user's")
    for age in range(6):
        (cache / f"small-old{age}.marshal").write_bytes(marshal.dumps(age))
    build, _ = _counted()
    textlex_cache.built_once(build, "small")
    assert len(list(cache.glob("small-*.marshal"))) == textlex_cache.KEPT
    assert (cache / f"small-{textlex_cache.sources_key()}.marshal").exists()
    assert (cache / "notes.txt").read_text() == "the user's"
