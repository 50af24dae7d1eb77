"""The text checker's lexicon kept between runs of gah (session 25). Its 140,000 phrases take six to seven seconds to
build from compiler/cardtext.toml, most of a cold `gah check`; kept, they read back in about a second. They are kept
as the site's results are (gah/site/cache.py): JSON in the user's private cache folder (dsl/cache.py), written whole
through gah/fsio.py, and used only while every source and table of compiler/ is byte for byte the same. A missing,
corrupt or foreign file is built again; a folder gah cannot write only costs the time; GAH_CACHE_DIR=off keeps
nothing. Only gah's command line keeps it: a library user or a test builds the lexicon as before."""
from __future__ import annotations

from pathlib import Path

from compiler import textlex
from gah.site import cache

ROOT = Path(textlex.__file__).resolve().parents[1]
SOURCES = ("compiler/*.py", "compiler/*.toml", "compiler/*.lark")
NAME = "lexicon"


def install() -> None:
    """Have the lexicon kept between runs from now on."""
    textlex.keep_built_with(kept_or_built)


def kept_or_built(build) -> tuple:
    """The lexicon's words kept for these sources, or `build()`'s, then kept."""
    key = cache.fingerprint(ROOT, SOURCES)
    found = cache.recall(NAME, ROOT, key)
    if found is not None:
        words = words_from_data(found.value)
        if words is not None:
            return words
    words = build()
    cache.keep(NAME, ROOT, key, words_as_data(words))
    return words


def words_as_data(words: tuple) -> dict:
    """The lexicon's words as JSON data: a phrase is its words, terminal and value."""
    phrases, silent, same, known = words
    return {"phrases": [[list(k), terminal, value] for k, (terminal, value) in phrases.items()],
            "silent": sorted(silent), "same": same, "known": sorted(known)}


def words_from_data(data) -> tuple | None:
    """The lexicon's words from `words_as_data`'s data; None when the data is not of that shape."""
    try:
        phrases = {tuple(k): (terminal, value) for k, terminal, value in data["phrases"]}
        return phrases, frozenset(data["silent"]), dict(data["same"]), frozenset(data["known"])
    except (KeyError, TypeError, ValueError):
        return None

