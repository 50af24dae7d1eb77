"""The rules site as built by `gah site build` (mkdocs --strict, offline) for the whole corpus: what a player
finds on it. Each defect issue 15 found is a test here or in test_browser.py."""
from __future__ import annotations

import html as std_html
import json
import re
import tomllib
from collections import Counter
from hashlib import sha256
from html.parser import HTMLParser
from urllib.parse import unquote, urlsplit

import jsonschema
import pytest

from compiler.corpus import check_paths, default_corpus
from gah.site import pages
from gah.site.build import ROOT
from tests.safety.support import gah
from tests.site.support import printed_home_page


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """Built as a user builds it, with an absolute --out (test_browser.py builds with a relative one)."""
    out = tmp_path_factory.mktemp("site") / "out"
    result = gah("site", "build", "--out", str(out), timeout=900)  # strict: any mkdocs warning fails the build
    assert result.returncode == 0, result.stderr[-3000:]
    assert printed_home_page(result.stdout, ROOT) == out / "site" / "index.html"
    return out / "site", check_paths([default_corpus()])


def html(site, relative: str) -> str:
    return (site[0] / relative).read_text(encoding="utf-8")


def card(site, kind: str, ident: str) -> str:
    return html(site, f"cards/{kind}/{ident}.html")


class Page(HTMLParser):
    """Text, links, and the text of each element with a given class."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.ids, self.text, self.stack = [], set(), [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if attrs.get("id"):
            self.ids.add(attrs["id"])
        for name in ("href", "src"):
            if attrs.get(name):
                self.links.append(attrs[name])

    def handle_data(self, data):
        self.text.append(data)


def parsed(text: str) -> Page:
    found = Page()
    found.feed(text)
    return found


def section(page: str, heading: str) -> str:
    """The HTML from a heading (by its text) to the next heading of that level."""
    start = re.search(rf"<h2[^>]*>{re.escape(heading)}", page)
    assert start, heading
    rest = page[start.end():]
    end = re.search(r"<h2[^>]*id=", rest)
    return rest[:end.start()] if end else rest


# ---- pages exist ----------------------------------------------------------------------------------------------


def test_every_component_has_a_page(site) -> None:
    html_dir, report = site
    for component in report.components:
        assert (html_dir / pages.page_path(component).replace(".md", ".html")).exists(), pages.title(component)


def test_index_pages_per_kind_and_the_reference_pages(site) -> None:
    html_dir, report = site
    for kind in {c.kind.name for c in report.components}:
        assert (html_dir / "cards" / kind / "index.html").exists()
    for name in ("index", "gaps", "changes", "sources", "rulings", "glossary", "language", "tutorial", "reference", "data",
                 "rules/setup", "rules/actions"):
        assert (html_dir / f"{name}.html").exists(), name


def test_every_link_between_pages_resolves(site) -> None:
    """Our own HTML (index tables, drawings, headers) is not checked by mkdocs, so every page is checked here,
    down to the heading or row a link's #fragment names."""
    html_dir, _ = site
    found = {path.resolve(): parsed(path.read_text(encoding="utf-8")) for path in html_dir.rglob("*.html")}
    broken, checked = [], 0
    for path, page_ in sorted(found.items()):
        if path.name == "404.html":  # it links from the server's root
            continue
        for target in page_.links:
            parts = urlsplit(target)
            if parts.scheme or target.startswith("mailto:"):
                continue
            linked = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            checked += 1
            if not linked.exists() or (parts.fragment and linked in found and unquote(parts.fragment) not in found[linked].ids):
                broken.append((str(path.relative_to(html_dir.resolve())), target))
    assert not broken, broken[:10]
    assert checked > 10_000  # the check saw the site's links, not an empty folder


def test_no_page_is_left_with_an_unfilled_slot(site) -> None:
    html_dir, _ = site
    assert not [p.name for p in html_dir.rglob("*.html") if 'class="gah-late"' in p.read_text(encoding="utf-8")]


# ---- offline, search, dark mode, permalinks ----------------------------------------------------------------------


def test_the_site_works_offline(site) -> None:
    html_dir, _ = site
    for page in list(html_dir.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"""<(?:script|img|iframe)[^>]*src=["']https?://|<link[^>]*href=["']https?://""", text), page.name
    assert "iframe-worker-1.0.4/shim.js" in html(site, "index.html") and (html_dir / "search" / "search_index.js").exists()


def test_the_vendored_files_are_the_pinned_versions() -> None:
    pinned = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["gah"]["vendored"]
    for name, pin in pinned.items():
        path = ROOT / pin["file"]
        assert pin["version"] in path.parent.name and sha256(path.read_bytes()).hexdigest() == pin["sha256"], name


def test_search_keeps_index_pages_out_and_shows_card_facts(site) -> None:
    html_dir, _ = site
    docs = json.loads((html_dir / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    assert not [d["location"] for d in docs if re.fullmatch(r"cards/[^/]+/index\.html(#.*)?", d["location"])]
    assert not [d["location"] for d in docs if "For designers" in d["text"] or "Card source" in d["text"]]  # code stays out
    first = next(d for d in docs if d["location"] == "cards/staff/17.html")
    assert first["title"] == "Kitchen Hand · staff 17"
    for fact in ("5", "krones", "permanent", "imitation fee"):
        assert fact in first["text"], fact


def test_the_footer_does_not_advertise_the_theme(site) -> None:
    """Regression: every page's footer said "Made with Material for MkDocs", a link off the site."""
    for relative in ("index.html", "cards/guest/index.html", "rulings.html"):
        page = html(site, relative)
        assert "md-footer" in page and "Made with" not in page and "squidfunk" not in page


def test_dark_mode_follows_the_system_and_has_a_toggle(site) -> None:
    page = html(site, "index.html")
    assert 'data-md-color-media="(prefers-color-scheme)"' in page and 'data-md-color-scheme="slate"' in page
    assert page.count('class="md-header__button md-icon"') >= 1 and 'for="__palette_' in page


def test_headings_have_permalinks(site) -> None:
    assert 'class="headerlink"' in card(site, "staff", "17") and 'class="headerlink"' in html(site, "rulings.html")


# ---- card pages -------------------------------------------------------------------------------------------------------


def test_a_guest_page_has_a_card_like_header(site) -> None:
    page = card(site, "guest", "75")
    assert 'class="gah-card gah-kind-guest gah-color-blue"' in page
    header = page.split('class="gah-card ', 1)[1].split("</div>\n", 1)[0]
    assert header.count('class="gah-icon gah-item-wine"') == 1 and header.count('class="gah-icon gah-item-coffee"') == 1
    assert "5 VP" in header and "Reward:" in header


def test_a_staff_page_shows_cost_and_timing_and_both_texts_side_by_side(site) -> None:
    page = card(site, "staff", "17")
    assert '<span class="gah-badge">5</span> krones' in page and "permanent" in page
    texts = page.split('<div class="gah-texts">', 1)[1]
    assert texts.index("Our text") < texts.index("Canonical text") < texts.index("</div>")


def test_facts_name_their_sources_with_links_and_a_legend(site) -> None:
    page = card(site, "staff", "17")
    facts = section(page, "Facts")
    assert 'href="../../sources.html#source-003"' in facts and ">seed 003</a>" in facts and ">engine A</a>" in facts
    assert "Sources cited here" in facts and "@A" not in facts
    ids = parsed(html(site, "sources.html")).ids
    assert {"source-000", "source-003", "source-004", "source-a", "source-b", "source-j", "source-census"} <= ids


def test_the_source_key_is_the_vocabularys(site) -> None:
    from compiler.vocabulary import SOURCE_TAGS
    from gah.site.sources import BY_TAG

    assert set(BY_TAG) == set(SOURCE_TAGS)


def test_unknowns_read_unknown_and_why_never_the_language(site) -> None:
    """Regression: 95 pages showed `unknown "..."` in their fact cells."""
    html_dir, report = site
    for component in report.components:
        facts = section(card(site, component.kind.name, pages.slug(component)), "Facts")
        assert "unknown &quot;" not in facts and 'unknown "' not in facts, pages.title(component)
    assert '<span class="gah-unknown">unknown</span> — no source prints the costs of expansion staff' in card(site, "staff", "119")


def test_ballroom_pages_show_every_row(site) -> None:
    """Regression: a ballroom page showed 1 of its 3 rows."""
    page = card(site, "ballroom", "apollosaal")
    rows = section(page, "The rows")
    assert [r for r in ("top row", "middle row", "bottom row") if r in rows] == ["top row", "middle row", "bottom row"]
    assert section(page, "Facts").count("<td>row</td>") == 3


def test_player_notes_show_and_designer_notes_are_folded(site) -> None:
    notes = section(card(site, "hotel-board", "night"), "Notes")
    visible, folded = notes.split("<details", 1)
    assert "Each new room must touch an existing room" in visible
    assert "Placement VP conflict" in folded and "Placement VP conflict" not in visible


def test_related_cards_are_not_the_same_few_everywhere(site) -> None:
    """Regression: the same 8 cards were "related" on 85 pages (any shared verb counted)."""
    html_dir, report = site
    lists = Counter()
    for component in report.components:
        page = card(site, component.kind.name, pages.slug(component))
        if "Related cards" in page:
            related = section(page, "Related cards")
            lists[tuple(re.findall(r'href="([^"]+)"', related))] += 1
            assert related.count(" — ") >= 1
    assert lists.most_common(1)[0][1] <= 6, lists.most_common(2)
    assert "same trigger" in card(site, "staff", "5") or "same kind of event: guest leaves cafe" in card(site, "staff", "5")


def test_a_card_page_lists_the_rulings_about_it(site) -> None:
    section_ = section(card(site, "guest", "75"), "Rulings about this card")
    assert 'href="../../rulings.html#example-baroness-turn"' in section_ and "test passed" in section_


def test_card_pages_keep_the_designers_view_folded(site) -> None:
    page = card(site, "staff", "12")
    assert '<span class="nf">take-die</span>' in page and '<span class="nb">gain</span>' in page
    assert "What the engine runs" in page and "Verification with z3" in page and "PROVED" in page
    assert page.index("For designers") > page.index("Related cards")


def test_card_pages_list_their_scenario_tests(site) -> None:
    html_dir, report = site
    page = std_html.unescape(card(site, "guest", "75"))
    assert "Scenario tests" in page and "test_card_interactions.py" in page
    with_tests = [c for c in report.components if c.module == "base" and c.kind.name in ("staff", "guest", "objective", "emperor-tile")
                  and "Scenario tests" in card(site, c.kind.name, pages.slug(c))]
    assert len(with_tests) == 48 + 56 + 12 + 12


# ---- boards -------------------------------------------------------------------------------------------------------------


def test_the_night_board_is_drawn_from_its_card(site) -> None:
    page = card(site, "hotel-board", "night")
    assert page.count('<svg class="gah-board"') == 1 and page.count('class="gah-room gah-room-') == 20
    assert '<g class="gah-room gah-room-blue" data-space="4/5">' in page and "+4 VP" in page and "first room" in page
    assert "board-title" in page and "floor 4 · 3 kr" in page
    assert "gah-board" not in card(site, "hotel-board", "day-1")  # its layout is unknown: nothing is drawn


def test_the_emperor_track_and_the_action_board_are_drawn(site) -> None:
    track = card(site, "emperor-track", "main")
    assert track.count("gah-track__space") == 14 and track.count("gah-track-reward") == 11 and "after round 7: score, then back 7" in track
    board = html(site, "cards/action-space/index.html")
    assert board.count('class="gah-action"') == 6 and 'href="imitation.html"' in board and "fee 1 krone" in board


# ---- index tables -------------------------------------------------------------------------------------------------------


def rows(site, kind: str) -> list[str]:
    return re.findall(r"<tr data-index=.*?</tr>", html(site, f"cards/{kind}/index.html"))


def test_index_tables_show_the_facts_players_filter_by(site) -> None:
    """Regression: every index had the same columns (id, name, module, unknown facts, text cut at 120 characters)."""
    staff = html(site, "cards/staff/index.html")
    for column in ("cost", "timing", "trigger"):
        assert f'<button type="button" class="gah-sort">{column}</button>' in staff
    guests = html(site, "cards/guest/index.html")
    for column in ("colour", "order", "VP", "reward"):
        assert f'<button type="button" class="gah-sort">{column}</button>' in guests
    assert '<button type="button" class="gah-sort">group</button>' in html(site, "cards/objective/index.html")
    assert '<button type="button" class="gah-sort">group</button>' in html(site, "cards/emperor-tile/index.html")


def test_index_facets_find_permanent_staff_and_blue_guests(site) -> None:
    """Regression: filtering "permanent" found 0 staff and "blue" found 0 guests."""
    staff = rows(site, "staff")
    assert sum('data-timing="permanent"' in r for r in staff) == 32
    assert 'value="permanent"> permanent <span class="gah-facet__count">32</span>' in html(site, "cards/staff/index.html")
    assert sum('data-colour="blue"' in r for r in rows(site, "guest")) == 14
    assert sum("die-3" in r.split(">", 1)[0] for r in staff) >= 4
    assert any('data-trigger="final-scoring"' in r for r in staff)


def test_index_rows_start_with_the_base_game_in_number_order(site) -> None:
    """Regression: the staff index started with the expansion's #119."""
    numbers = [re.search(r'class="gah-col-number">(\d+)<', r)[1] for r in rows(site, "staff")]
    assert numbers[:48] == [str(n) for n in range(1, 49)] and numbers[48] == "119"


def test_index_text_is_whole_and_controls_are_labelled(site) -> None:
    guests = html(site, "cards/guest/index.html")
    assert "…" not in re.search(r'<tr data-index="0".*?</tr>', guests)[0]
    assert '<label for="gah-search-guest">' in guests and 'aria-sort="ascending"' in guests and "<legend>Colour</legend>" in guests


# ---- rulings, changes, sources, home ---------------------------------------------------------------------------------


def test_rulings_are_questions_ordered_by_topic_with_this_builds_outcomes(site) -> None:
    page = html(site, "rulings.html")
    questions = re.findall(r'<h3 id="([a-z0-9-]+)">(.*?)<a class="headerlink"', page)
    assert len(questions) >= 45 and all(q.strip().endswith("?") for _, q in questions)
    topics = re.findall(r'<h2 class="gah-topic" data-topic="([a-z-]+)"', page)
    assert topics[:3] == ["setup", "round-and-turn", "actions"] and len(topics) == len(set(topics))
    assert page.count("test passed") >= 40 and "not run" not in page
    assert re.search(r"run while this site was built|run at 20\d\d-\d\d-\d\d \d\d:\d\d UTC on these very tests", page)
    assert "test expected failure" in page  # the introductory sets: a known gap, said as such
    assert "q08-strength-counts-the-dice-before-removing-yours-and-one-boost" in {i for i, _ in questions}  # chapters link here
    assert questions[0][0] == "q02-shared-setup-objectives-tiles-guests-and-dice"  # within a topic, in its chapter's order
    assert "gah-rulings-filter" in page and "Rests on:" in page


def test_the_2022_changes_page_names_the_three_revised_cards(site) -> None:
    page = html(site, "changes.html")
    table = page.split("<table>", 1)[1].split("</table>", 1)[0]
    assert table.count("<tr>") == 4  # the header and three cards
    assert "Kitchen Hand · staff 17" in table and "<td>5 krones</td>" in table and "<td>3 krones</td>" in table
    assert "Operator · staff 41" in table and "E. Gizia · guest 97" in table
    assert "policy cards" in page and 'href="sources.html#where-the-sources-disagree"' in page


def test_the_sources_page_explains_each_source_and_lists_the_conflicts(site) -> None:
    page = html(site, "sources.html")
    assert "A JavaScript implementation of the base game" in page and "JSON card data" in page
    conflicts = page.split('id="where-the-sources-disagree"', 1)[1]
    assert conflicts.count("<li>") > 40 and "Kitchen Hand" in conflicts


def test_the_home_page_orients(site) -> None:
    html_dir, report = site
    page = html(site, "index.html")
    assert page.index("gah-open-search") < page.index('id="look-up-a-card"') < page.index('id="the-rules"') < page.index('id="what-is-playable"')
    assert page.count("<option value=") == len(report.components)  # the look-up knows every card
    assert 'href="rules/setup.html"' in page and "yes: <code>gah play</code>" in page


def test_the_card_database_is_published_with_its_schema(site) -> None:
    html_dir, report = site
    data = json.loads((html_dir / "data" / "gah-cards.json").read_text(encoding="utf-8"))
    schema = json.loads((html_dir / "data" / "gah-cards.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)
    assert len(data["components"]) == len(report.components) and data["verification"] == "run"
    assert any(v["verdict"] == "PROVED" for c in data["components"] for v in c["verdicts"])


# ---- the repository's own mkdocs.yml -------------------------------------------------------------------------------------


def test_the_repository_mkdocs_yml_is_current() -> None:
    from gah.site.build import repository_config

    assert (ROOT / "mkdocs.yml").read_text(encoding="utf-8") == repository_config()


def test_plain_mkdocs_build_strict_works_at_the_top_of_the_repository(tmp_path) -> None:
    """The hook generates the card pages at build time; nothing is copied by hand."""
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "--site-dir", str(tmp_path / "html")],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr[-2000:]
    page = (tmp_path / "html" / "cards" / "guest" / "75.html").read_text(encoding="utf-8")
    assert 'class="gah-late"' not in page and "test passed" in page


def test_rules_chapters_link_their_rulings_by_question(site) -> None:
    chapter = html(site, "rules/actions.html")
    links = re.findall(r'<a href="\.\./rulings\.html#[a-z0-9-]+">(.*?)</a>', chapter)
    assert len(links) >= 12 and all(text.endswith("?") for text in links) and "q08 strength" not in chapter
