"""gah/lexicon_cache.py: the text checker's lexicon kept between runs of gah's command line. What is read back is what
was built; a missing, corrupt or foreign file is built again; GAH_CACHE_DIR=off keeps nothing; a changed source of
compiler/ is another key; and a real `gah check` run twice keeps one file and says the same both times."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from compiler import textlex
from gah import lexicon_cache

SMALL = ({("you", "gain"): ("VERB", "gain"), ("on", "floor", "1"): ("ON_FLOOR", [1, 1])}, frozenset({"the"}),
         {"gains": "gain"}, frozenset({"you", "gain", "on", "floor", "the"}))


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GAH_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _counted():
    calls = []

    def build():
        calls.append(1)
        return SMALL
    return build, calls


def test_the_lexicon_as_kept_is_the_lexicon_built() -> None:
    words = textlex.built_words()
    assert lexicon_cache.words_from_data(json.loads(json.dumps(lexicon_cache.words_as_data(words)))) == words


def test_a_build_is_kept_and_read_back_instead_of_built_again(own_cache) -> None:
    build, calls = _counted()
    assert lexicon_cache.kept_or_built(build) == SMALL
    assert lexicon_cache.kept_or_built(build) == SMALL
    assert len(calls) == 1 and len(list(own_cache.glob("site-lexicon-*.json"))) == 1


def test_a_corrupt_or_foreign_file_is_built_again(own_cache) -> None:
    build, calls = _counted()
    lexicon_cache.kept_or_built(build)
    kept = next(own_cache.glob("site-lexicon-*.json"))
    same_key = json.loads(kept.read_text())["key"]
    for spoiled in ("not json", json.dumps({"key": "another", "made": "then", "value": {}}),
                    json.dumps({"key": same_key, "made": "then", "value": {"phrases": 3}})):
        kept.write_text(spoiled)
        assert lexicon_cache.kept_or_built(build) == SMALL
    assert len(calls) == 4


def test_data_of_another_shape_is_no_lexicon() -> None:
    assert lexicon_cache.words_from_data({"phrases": 3}) is None
    assert lexicon_cache.words_from_data([]) is None


def test_caching_off_keeps_nothing(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAH_CACHE_DIR", "off")
    build, calls = _counted()
    lexicon_cache.kept_or_built(build)
    lexicon_cache.kept_or_built(build)
    assert len(calls) == 2 and list(tmp_path.iterdir()) == []


def test_a_changed_source_of_the_compiler_is_another_key(tmp_path, own_cache, monkeypatch) -> None:
    (tmp_path / "compiler").mkdir()
    (tmp_path / "compiler" / "cardtext.toml").write_text("[VERB]\ngain = 'gain'\n")
    monkeypatch.setattr(lexicon_cache, "ROOT", tmp_path)
    build, calls = _counted()
    lexicon_cache.kept_or_built(build)
    (tmp_path / "compiler" / "cardtext.toml").write_text("[VERB]\ngain = 'pay'\n")
    lexicon_cache.kept_or_built(build)
    assert len(calls) == 2


def test_gah_check_keeps_the_lexicon_and_says_the_same_with_it(tmp_path) -> None:
    env = {**os.environ, "GAH_CACHE_DIR": str(tmp_path / "cache")}
    card = tmp_path / "cook.gah"
    card.write_text('staff 901 "Test Cook" {\n  module custom\n  cost 1\n  timing once-per-round\n'
                    '  text "Once per round, as an additional action, gain 2 VP."\n  effect {\n    gain 3 vp\n  }\n}\n')
    runs = [subprocess.run([sys.executable, "-m", "gah", "check", "--strict-text", str(card)], env=env, text=True,
                           capture_output=True, cwd=Path(lexicon_cache.ROOT)) for _ in range(2)]
    assert [r.returncode for r in runs] == [1, 1] and runs[0].stdout == runs[1].stdout
    assert runs[0].stderr == runs[1].stderr and "gain 2 VP" in runs[0].stderr
    assert len(list((tmp_path / "cache").glob("site-lexicon-*.json"))) == 1
