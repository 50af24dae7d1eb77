"""The search index entries of each page, kept between site builds (gah/site/cache.py). mkdocs-material's search
plugin reads every page's HTML with Python's HTML parser to cut it into sections (a third of mkdocs' time on
this site); what it makes of a page depends only on the page's HTML, address, title, table of contents and
front matter, and on the plugin's own code. So a page whose inputs hash the same as in an earlier build gets
the entries that build's parser gave it, the very same data; any other page is parsed as always. The kept
entries are those of the last build only, and they are reused only with the same mkdocs and mkdocs-material
(the key names their installed versions)."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from gah.site import cache

NAME = "search"
LIBRARIES = ("mkdocs", "mkdocs_material", "jieba")  # jieba: the plugin segments Chinese text with it when installed


class KeptEntries:
    """Wraps a SearchIndex's `add_entry_from_context`: a page whose inputs are as kept gets its kept entries."""

    def __init__(self, index, root: Path):
        self.index, self.root, self.parse = index, root, index.add_entry_from_context
        self.key = cache.fingerprint(root, (), libraries=LIBRARIES)
        kept = cache.recall(NAME, root, self.key)
        self.kept: dict = _decoded(kept.value) if kept is not None else {}
        self.last: tuple = ()  # (digest, entries) of the page just indexed
        index.add_entry_from_context = self.add_entry_from_context

    def add_entry_from_context(self, page) -> None:
        digest = page_digest(page)
        before = len(self.index.entries)
        if digest in self.kept:
            self.index.entries.extend(self.kept[digest])
        else:
            self.parse(page)
        self.last = (digest, self.index.entries[before:])

    def keep(self, used: dict) -> None:
        """Keep this build's entries (`used`: every page's digest and entries, the forked copy's pages among them)."""
        if used != self.kept:
            try:
                value = {digest: [list(entry.items()) for entry in entries] for digest, entries in used.items()}
                json.dumps(value)
            except (TypeError, ValueError, AttributeError):
                return  # a value JSON cannot hold (front matter can hold anything): not kept
            cache.keep(NAME, self.root, self.key, value)


def _decoded(value) -> dict:
    """The kept entries, each a dict again with its keys in the plugin's order (kept as pairs: the cache file sorts
    the keys of dicts); nothing for anything not of that shape."""
    try:
        return {digest: [dict((str(k), v) for k, v in entry) for entry in entries] for digest, entries in value.items()
                if isinstance(entries, list) and all(isinstance(entry, list) for entry in entries)}
    except (AttributeError, TypeError, ValueError):
        return {}


def page_digest(page) -> str:
    """A hash of everything the search plugin reads of a page."""
    inputs = [page.content, page.url, page.title, page.meta, _toc(page.toc)]
    return hashlib.sha256(json.dumps(inputs, sort_keys=True, default=str).encode()).hexdigest()


def _toc(items) -> list:
    return [[item.id, item.url, item.title, _toc(item.children)] for item in items]
