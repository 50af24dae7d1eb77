"""A real browser on the built site, as a player uses it: search opened from a file and from a server, a facet
filter and keyboard sorting on the guest index, the drawn board, a ruling on a card page, a phone-width screen
without sideways scrolling, and the dark-mode toggle. Uses Debian's Chromium (installed here when absent)
through playwright, never a browser download.

Waits are on conditions, never fixed sleeps: search is used only once the theme says its worker is ready
(regression: under load the search index was not built within a fixed timeout)."""
from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import threading

import pytest

from tests.safety.support import gah
from tests.site.support import printed_home_page

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PATIENCE = 60_000  # ms: a generous upper bound for a loaded machine; every wait ends as soon as its condition holds
SEARCH_READY = """() => { const meta = document.querySelector('.md-search-result__meta');
                          return !!meta && meta.textContent.trim() !== '' && !/Initializing/i.test(meta.textContent); }"""
NO_SIDEWAYS_SCROLL = "() => document.documentElement.scrollWidth <= window.innerWidth"


def chromium_path() -> str:
    """Debian's chromium; installed with apt-get when it is missing (CI runs as root on a Debian image)."""
    path = shutil.which("chromium")
    if path is None:
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env, capture_output=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], check=True, env=env, capture_output=True)
        path = shutil.which("chromium")
    assert path, "chromium could not be installed"
    return path


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Built as a user builds it, with a relative --out: the page it says to open is the one these tests open."""
    where = tmp_path_factory.mktemp("browser-site")
    result = gah("site", "build", "--out", "out", cwd=where, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    home = printed_home_page(result.stdout, where)
    assert home == where / "out" / "site" / "index.html"
    return home.parent


@pytest.fixture(scope="module")
def served_site(built):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(built))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture()
def new_page(browser):
    """A page in a fresh context; every request it makes is recorded (none may leave this machine)."""
    contexts = []

    def make(**options):
        context = browser.new_context(**options)
        context.set_default_timeout(PATIENCE)
        contexts.append(context)
        page = context.new_page()
        page.requests = []
        page.on("request", lambda request: page.requests.append(request.url))
        return page

    yield make
    for context in contexts:
        context.close()


def external(page) -> list[str]:
    return [u for u in page.requests if not u.startswith(("file:", "http://127.0.0.1", "data:", "about:", "blob:"))]


def search(page, words: str) -> None:
    """Open the theme's search, wait until its worker has built the index, then type."""
    page.locator("label[for='__search']:visible, input.md-search__input:visible").first.click()
    page.wait_for_function(SEARCH_READY)
    page.keyboard.type(words)  # key by key, as a player types (the theme reacts to key events)
    page.wait_for_function("""words => { const first = document.querySelector('.md-search-result__item');
                                         return !!first && first.textContent.toLowerCase().includes(words.toLowerCase()); }""", arg=words)


@pytest.mark.parametrize("where", ["file", "server"])
def test_search_finds_a_card_with_its_facts_and_opens_it(built, served_site, new_page, where) -> None:
    """Regression: opened from a file (as `gah site build` suggests) search was stuck on "Initializing search"."""
    page = new_page()
    page.goto(built.as_uri() + "/index.html" if where == "file" else f"{served_site}/index.html")
    search(page, "Baroness")
    first = page.locator(".md-search-result__item").first
    assert "Baroness · guest 75" in first.inner_text() and "VP" in first.inner_text()  # card facts as the snippet
    first.locator("a").first.click()
    page.wait_for_url("**/cards/guest/75.html*")
    assert "Baroness" in page.title() and not external(page)


def test_the_home_page_search_button_opens_search(served_site, new_page) -> None:
    page = new_page()
    page.goto(f"{served_site}/index.html")
    page.click(".gah-open-search")
    page.wait_for_function(SEARCH_READY)
    assert page.evaluate("document.activeElement.classList.contains('md-search__input')")


def test_a_facet_filter_on_the_guest_index_combines_with_the_text_search(served_site, new_page) -> None:
    page = new_page()
    page.goto(f"{served_site}/cards/guest/index.html")
    page.wait_for_selector("form.gah-facets:not([hidden])")
    rows = page.locator("table.gah-index tbody tr:visible")
    total = rows.count()
    page.get_by_role("checkbox", name="blue 14").check()
    page.wait_for_function("() => document.querySelectorAll('table.gah-index tbody tr:not([hidden])').length === 14")
    assert all("blue" in rows.nth(i).get_attribute("data-colour") for i in range(rows.count()))
    page.get_by_role("checkbox", name="wine 26").check()  # blue AND wanting wine
    page.wait_for_function("() => document.querySelectorAll('table.gah-index tbody tr:not([hidden])').length < 14")
    blue_wine = rows.count()
    assert 0 < blue_wine < 14 and all("wine" in rows.nth(i).get_attribute("data-order") for i in range(blue_wine))
    page.get_by_label("Search this table").fill("Baroness")
    page.wait_for_function("() => document.querySelectorAll('table.gah-index tbody tr:not([hidden])').length === 1")
    assert page.locator(".gah-facets__status").inner_text() == f"1 of {total} shown"
    page.get_by_role("button", name="Clear the filters").click()
    page.wait_for_function(f"() => document.querySelectorAll('table.gah-index tbody tr:not([hidden])').length === {total}")


def test_sorting_works_from_the_keyboard_and_says_so(served_site, new_page) -> None:
    page = new_page()
    page.goto(f"{served_site}/cards/staff/index.html")
    page.wait_for_selector("form.gah-facets:not([hidden])")
    cost = page.locator("th", has=page.get_by_role("button", name="cost"))
    page.get_by_role("button", name="cost").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => [...document.querySelectorAll('th')].some(th => th.getAttribute('aria-sort') === 'ascending' && th.textContent.includes('cost'))")
    costs = page.locator("table.gah-index tbody tr td[data-label='cost']").all_inner_texts()[:5]
    assert cost.get_attribute("aria-sort") == "ascending" and costs == sorted(costs, key=float)
    page.keyboard.press("Enter")
    page.wait_for_function("() => [...document.querySelectorAll('th')].some(th => th.getAttribute('aria-sort') === 'descending')")


def test_the_night_board_is_an_svg_with_its_rooms(served_site, new_page) -> None:
    page = new_page()
    page.goto(f"{served_site}/cards/hotel-board/night.html")
    board = page.locator("svg.gah-board")
    assert board.is_visible() and board.get_attribute("role") == "img"
    assert page.locator("svg.gah-board g.gah-room").count() == 20 and board.bounding_box()["width"] > 300
    fill = page.locator("svg.gah-board g.gah-room-red rect").first.evaluate("r => getComputedStyle(r).fill")
    assert fill not in ("", "none", "rgb(0, 0, 0)")


def test_a_card_page_shows_its_ruling_and_links_to_it(served_site, new_page) -> None:
    page = new_page()
    page.goto(f"{served_site}/cards/guest/75.html")
    ruling = page.locator("#rulings-about-this-card + ul li").first
    assert "test passed" in ruling.inner_text()
    ruling.locator("a").first.click()
    page.wait_for_url("**/rulings.html#*")
    anchor = page.url.split("#", 1)[1]
    assert page.locator(f"[id='{anchor}']").is_visible()


@pytest.mark.parametrize("path", ["index.html", "cards/guest/index.html", "cards/staff/17.html", "cards/hotel-board/night.html",
                                  "rulings.html", "cards/ballroom/apollosaal.html"])
def test_a_phone_width_screen_never_scrolls_sideways(served_site, new_page, path) -> None:
    """Regression: at 390 px the index tables' text column was off-screen."""
    page = new_page(viewport={"width": 390, "height": 844}, is_mobile=True)
    page.goto(f"{served_site}/{path}")
    page.wait_for_load_state("load")
    assert page.evaluate(NO_SIDEWAYS_SCROLL), page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    if path == "cards/guest/index.html":
        assert page.locator("table.gah-index tbody tr").first.locator("td.gah-col-wide").is_visible()
        page.get_by_text("Filter by column").click()  # folded on a phone, a tap away
        page.get_by_role("checkbox", name="green 14").check()
        page.wait_for_function("() => document.querySelectorAll('table.gah-index tbody tr:not([hidden])').length === 14")
        assert page.evaluate(NO_SIDEWAYS_SCROLL)


def test_dark_mode_follows_the_system_and_the_toggle(served_site, new_page) -> None:
    page = new_page(color_scheme="dark")
    page.goto(f"{served_site}/index.html")
    page.wait_for_function("() => document.body.getAttribute('data-md-color-scheme') === 'slate'")
    light = new_page(color_scheme="light")
    light.goto(f"{served_site}/index.html")
    light.wait_for_function("() => document.body.getAttribute('data-md-color-scheme') === 'default'")
    for _ in range(3):  # automatic -> light -> dark: the toggle reaches the dark palette
        if light.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate":
            break
        light.locator("form[data-md-component='palette'] label:visible").first.click()
    assert light.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    background = light.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background != "rgb(255, 255, 255)"


@pytest.mark.parametrize("typed, target", [("17", "cards/staff/17.html"), ("baroness", "cards/guest/75.html")])
def test_the_home_page_looks_a_card_up_by_number_or_name(served_site, new_page, typed, target) -> None:
    page = new_page()
    page.goto(f"{served_site}/index.html")
    page.get_by_label("A card's number or name").fill(typed)
    page.get_by_role("button", name="Open the card").click()
    page.wait_for_url(f"**/{target}")
