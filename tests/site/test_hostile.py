"""Hostile card names, texts, notes, ids and file names go through every page template of the site and come
out as text: no tag, script, event handler, link or Jinja expression of theirs survives in the built HTML.
Regression: the card page wrote ``File: `{path}` `` unescaped, so a backtick in a file name let raw HTML
(`<img onerror=...>`) onto the page. The build also runs from a relative --out, whose printed index path
must exist (regression: mkdocs resolved it against the generated config's folder)."""
from __future__ import annotations

import json
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from compiler.corpus import check_paths, default_corpus
from gah.siting import index_page

EVIL_FILE = "evil`<img src=x onerror=alert(1)>`{{7*7}}[x](javascript:alert(2))"
NAME = "<script>alert(3)</script> [bold]X[/bold] `tick` {{ 7*7 }} [/x] [go](javascript:alert(4)) | cell *em*"
TEXT = r"Gain <b>1</b> vp | *loud* _u_ `c` ![i](x) <!-- c --> &lt;ok&gt; \n```\n<script>alert(5)</script>\n- item\n# head"
UNKNOWN = "<img src=x onerror=alert(6)> [/] {{ config }} `x` {% raw %}"
NOTE = "old edition: <iframe src=javascript:alert(7)></iframe> | [n](javascript:alert(8)) <script>alert(9)</script>"
CARDS = {
    f"{EVIL_FILE}.gah": f'staff 777 "{NAME}" {{\n  module custom\n  cost unknown "{UNKNOWN}"\n  timing immediate\n'
                        f'  note "{NOTE}"\n  text "{TEXT}"\n  effect {{\n    gain 1 vp\n  }}\n}}\n',
    "second.gah": 'staff 778 "x` <img src=y onerror=alert(10)> `y" {\n  module custom\n  cost 1\n  timing immediate\n'
                  '  text "<svg onload=alert(11)>"\n  effect {\n    gain 1 vp\n  }\n}\n',
}
FORBIDDEN_TAGS = {"img", "iframe", "object", "embed", "b"}  # an <svg onload> is caught by the on* check


class Tags(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.inline_scripts, self.text, self._in_script = [], [], [], False

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._in_script = tag == "script" and "src" not in dict(attrs)

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        (self.inline_scripts if self._in_script else self.text).append(data)


def parsed(path: Path) -> Tags:
    tags = Tags()
    tags.feed(path.read_text(encoding="utf-8"))
    return tags


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    corpus = root / "cards"
    shutil.copytree(default_corpus() / "base", corpus / "base")
    (corpus / "custom").mkdir()
    for name, text in CARDS.items():
        (corpus / "custom" / name).write_text(text, encoding="utf-8")
    report = check_paths([corpus])
    assert not report.errors, report.errors
    from gah.site.build import build

    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(root)
        build(Path("out"), report)
        printed = index_page(Path("out"))
        assert printed.is_file(), f"the build prints {printed}, which does not exist"
    return root / "out" / "site"


def test_no_hostile_markup_survives_on_any_page(hostile_site: Path) -> None:
    reference = parsed(hostile_site / "cards" / "staff" / "1.html")  # a plain card page at the same depth
    pages = sorted(hostile_site.rglob("*.html"))
    assert len(pages) > 150
    for page in pages:
        found = parsed(page)
        for tag, attrs in found.tags:
            assert tag not in FORBIDDEN_TAGS, (page.name, tag, attrs)
            assert not [name for name in attrs if name.startswith("on")], (page.name, tag, attrs)
            assert not any(str(attrs.get(name, "")).strip().lower().startswith("javascript:") for name in ("href", "src")), (page.name, attrs)
        if page.parent.name == "staff" and page.name != "index.html":
            assert set(found.inline_scripts) <= set(reference.inline_scripts), page.name  # only the theme's own scripts


def test_the_hostile_strings_are_shown_literally(hostile_site: Path) -> None:
    text = " ".join(parsed(hostile_site / "cards" / "staff" / "777.html").text)
    for shown in ("<script>alert(3)</script> [bold]X[/bold] `tick` {{ 7*7 }} [/x] [go](javascript:alert(4)) | cell *em*",
                  "<img src=x onerror=alert(6)> [/] {{ config }} `x` {% raw %}", "Gain <b>1</b> vp | *loud* _u_ `c` ![i](x)",
                  "&lt;ok&gt;", f"{EVIL_FILE}.gah", "<iframe src=javascript:alert(7)></iframe> | [n](javascript:alert(8))"):
        assert shown in text, shown
    index = " ".join(parsed(hostile_site / "cards" / "staff" / "index.html").text)
    assert "x` <img src=y onerror=alert(10)> `y" in index and "{{ 7*7 }}" in index
    gaps = " ".join(parsed(hostile_site / "gaps.html").text)
    conflicts = " ".join(parsed(hostile_site / "sources.html").text)
    assert UNKNOWN in gaps and "<iframe src=javascript:alert(7)></iframe>" in conflicts


def test_the_search_index_holds_no_raw_markup(hostile_site: Path) -> None:
    index = json.loads((hostile_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    hostile = [d for d in index["docs"] if d["location"].startswith("cards/staff/77")]
    assert hostile
    for document in hostile:
        for field in ("title", "text"):
            for raw in ("<script", "<img", "<iframe", "<svg", "<b>"):
                assert raw not in document[field], (document["location"], field, raw)
