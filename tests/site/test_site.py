"""The rules site: generated from the corpus, built with mkdocs --strict, offline, and safe with card text."""
from __future__ import annotations

import re

import pytest

from compiler.corpus import check_paths, default_corpus
from gah.site import pages
from gah.site.build import build


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    report = check_paths([default_corpus()])
    build(out, report)  # strict: any mkdocs warning raises
    return out / "site", report


def test_every_component_has_a_page(site) -> None:
    html_dir, report = site
    for component in report.components:
        assert (html_dir / pages.page_path(component).replace(".md", ".html")).exists(), pages.title(component)


def test_index_pages_per_kind_and_the_reference_pages(site) -> None:
    html_dir, report = site
    for kind in {c.kind.name for c in report.components}:
        assert (html_dir / "cards" / kind / "index.html").exists()
    for name in ("index", "gaps", "errata", "rulings", "glossary", "language", "tutorial", "reference", "rules/setup", "rules/actions"):
        assert (html_dir / f"{name}.html").exists(), name


def test_card_pages_show_highlighted_source_verdicts_and_compiled_form(site) -> None:
    html_dir, _ = site
    page = (html_dir / "cards" / "staff" / "12.html").read_text(encoding="utf-8")
    assert '<span class="nf">take-die</span>' in page and '<span class="nb">gain</span>' in page
    assert "PROVED" in page and "What the engine runs" in page and "Canonical" in page


def test_gaps_page_lists_every_unknown(site) -> None:
    html_dir, report = site
    rows = (html_dir / "gaps.html").read_text(encoding="utf-8").count("<tr>") - 1
    assert rows == len(report.unknowns)


def test_the_site_works_offline(site) -> None:
    html_dir, _ = site
    for page in list(html_dir.glob("*.html")) + list((html_dir / "cards" / "guest").glob("*.html"))[:5]:
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"""src=["']https?://|<link[^>]*href=["']https?://""", text), page.name


def test_rulings_page_shows_each_ruling_with_its_last_status(site) -> None:
    html_dir, _ = site
    page = (html_dir / "rulings.html").read_text(encoding="utf-8")
    assert page.count("last run:") >= 45 and "Baroness" in page


def test_index_tables_load_the_local_sorting_script(site) -> None:
    html_dir, _ = site
    page = (html_dir / "cards" / "staff" / "index.html").read_text(encoding="utf-8")
    assert "assets/tables.js" in page and (html_dir / "assets" / "tables.js").exists()


def test_card_pages_list_their_scenario_tests(site) -> None:
    html_dir, report = site
    page = (html_dir / "cards" / "guest" / "75.html").read_text(encoding="utf-8")
    assert "Scenario tests" in page and "test_card_interactions.py" in page
    with_tests = [c for c in report.components if c.module == "base" and c.kind.name in ("staff", "guest", "objective", "emperor-tile")
                  and "Scenario tests" in (html_dir / pages.page_path(c).replace(".md", ".html")).read_text(encoding="utf-8")]
    assert len(with_tests) == 48 + 56 + 12 + 12


def test_the_repository_mkdocs_yml_is_current() -> None:
    from gah.site.build import ROOT, repository_config

    assert (ROOT / "mkdocs.yml").read_text(encoding="utf-8") == repository_config()


def test_plain_mkdocs_build_strict_works_at_the_top_of_the_repository(tmp_path) -> None:
    """The hook generates the card pages at build time; nothing is copied by hand."""
    import subprocess
    import sys

    from gah.site.build import ROOT

    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "--site-dir", str(tmp_path / "html")],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-2000:]
    assert (tmp_path / "html" / "cards" / "guest" / "75.html").exists()
