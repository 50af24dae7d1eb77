"""gah's mkdocs build (gah/site/mkbuild.py: the pages shared with a forked copy, the search entries of unchanged
pages reused) makes the same site as mkdocs' own build, file for file, and fails where mkdocs fails."""
from __future__ import annotations

import logging

import pytest
from mkdocs.commands.build import build as mkdocs_build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

from gah.site import mkbuild

CONFIG = """site_name: test
use_directory_urls: false
theme:
  name: material
  font: false
plugins:
  - search
  - offline
markdown_extensions:
  - toc:
      permalink: true
  - attr_list
nav:
  - Home: index.md
  - Second: second.md
"""
PAGES = {"index.md": "# Home\n\nSee [the part](second.md#a-part) and [card 3](cards/3.md).\n\n## Intro\n\nSome *text*.\n",
         "second.md": "# Second\n\n## A part\n\nText with `code`.\n\n## Another\n\n- a list\n- of items\n",
         **{f"cards/{n}.md": f"# Card {n}\n\n## Facts {{: #facts }}\n\nCard number {n} costs {n} krone.\n" for n in range(1, 8)}}


def project(folder, pages=PAGES):
    for relative, text in pages.items():
        (folder / "docs" / relative).parent.mkdir(parents=True, exist_ok=True)
        (folder / "docs" / relative).write_text(text, encoding="utf-8")
    (folder / "mkdocs.yml").write_text(CONFIG, encoding="utf-8")
    return folder


def config(folder, site: str):
    return load_config(str(folder / "mkdocs.yml"), strict=True, site_dir=str(folder / site))


def built(folder, site: str) -> dict[str, bytes]:
    return {str(p.relative_to(folder / site)): p.read_bytes() for p in sorted((folder / site).rglob("*")) if p.is_file()}


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("GAH_CACHE_DIR", str(tmp_path / "cache"))


def test_the_shared_build_makes_mkdocs_own_site_file_for_file(tmp_path) -> None:
    folder = project(tmp_path / "p")
    mkdocs_build(config(folder, "theirs"))
    mkbuild.build(config(folder, "ours"), copies=True, root=folder)
    theirs, ours = built(folder, "theirs"), built(folder, "ours")
    assert len(ours) > 20 and "cards/7.html" in ours and "search/search_index.json" in ours
    assert {name for name in theirs if theirs[name] != ours.get(name)} == set()
    assert set(ours) == set(theirs)


def test_the_kept_search_entries_give_the_same_index_and_a_changed_page_is_read_again(tmp_path, monkeypatch) -> None:
    folder = project(tmp_path / "p")
    mkbuild.build(config(folder, "first"), copies=True, root=folder)
    parsed = []
    from material.plugins.search.plugin import SearchIndex

    original = SearchIndex.add_entry_from_context
    monkeypatch.setattr(SearchIndex, "add_entry_from_context", lambda self, page: (parsed.append(page.url), original(self, page)))
    mkbuild.build(config(folder, "again"), copies=False, root=folder)
    assert parsed == [] and built(folder, "again") == built(folder, "first")
    (folder / "docs" / "cards" / "3.md").write_text("# Card 3\n\n## Facts {: #facts }\n\nNow it costs nothing.\n")
    mkbuild.build(config(folder, "changed"), copies=False, root=folder)
    assert parsed == ["cards/3.html"]
    assert b"Now it costs nothing." in built(folder, "changed")["search/search_index.json"]
    mkdocs_build(config(folder, "theirs"))
    assert built(folder, "changed")["search/search_index.json"] == built(folder, "theirs")["search/search_index.json"]


@pytest.mark.parametrize("broken", ["index.md", "cards/2.md"])  # mkdocs lists index, second, cards/1, cards/2...: odd ones go to the copy
def test_a_warning_on_either_half_fails_a_strict_build(tmp_path, caplog, broken) -> None:
    pages = {**PAGES, broken: PAGES[broken] + "\n[nowhere](missing.md)\n"}
    folder = project(tmp_path / "p", pages)
    with caplog.at_level(logging.WARNING, logger="mkdocs"), pytest.raises(Abort, match="1 warnings in strict mode"):
        mkbuild.build(config(folder, "site"), copies=True, root=folder)


def test_an_error_in_the_copy_fails_the_build(tmp_path, monkeypatch) -> None:
    folder = project(tmp_path / "p")
    render = mkbuild._populate

    def failing(page, *arguments):
        if page.file.src_uri == "cards/2.md":  # the copy renders it (see above)
            raise RuntimeError("a page that cannot be rendered")
        return render(page, *arguments)

    monkeypatch.setattr(mkbuild, "_populate", failing)
    with pytest.raises(Abort):
        mkbuild.build(config(folder, "site"), copies=True, root=folder)


def test_the_theme_templates_are_compiled_once_and_kept_privately(tmp_path, monkeypatch) -> None:
    import jinja2

    folder = project(tmp_path / "p")
    compiled = []
    compile_template = jinja2.Environment.compile
    monkeypatch.setattr(jinja2.Environment, "compile", lambda self, *a, **k: (compiled.append(1), compile_template(self, *a, **k))[1])
    mkbuild.build(config(folder, "first"), copies=False, root=folder)
    first = len(compiled)
    mkbuild.build(config(folder, "again"), copies=False, root=folder)
    assert first > 30 and len(compiled) - first <= 6  # the search plugin makes 3 environments of its own, 2 templates each
    assert built(folder, "again") == built(folder, "first")
    kept = tmp_path / "cache" / "jinja"
    assert kept.stat().st_mode & 0o077 == 0 and len(list(kept.iterdir())) >= first - 6


def test_with_caching_off_the_templates_compile_every_time(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GAH_CACHE_DIR", "off")
    folder = project(tmp_path / "p")
    assert mkbuild.template_cache() is None
    mkbuild.build(config(folder, "site"), copies=False, root=folder)
    assert (folder / "site" / "index.html").is_file()
