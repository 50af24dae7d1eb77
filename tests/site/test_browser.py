"""A real browser on the built site: search for a card, open its page, see highlighted card source and
follow a cross-link. Uses Debian's Chromium (installed here when absent) through playwright, never a
browser download."""
from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import threading

import pytest

from gah.site.build import build

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


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
def served_site(tmp_path_factory):
    out = tmp_path_factory.mktemp("browser-site")
    build(out)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(out / "site"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def page():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield browser.new_page()
        browser.close()


def test_search_open_a_card_see_its_source_and_follow_a_link(served_site: str, page) -> None:
    page.goto(f"{served_site}/index.html")
    page.click("label.md-search__icon, .md-search__input", timeout=10_000)
    page.fill("input.md-search__input", "Baroness")
    page.wait_for_selector(".md-search-result__link", timeout=15_000)
    page.click(".md-search-result__link >> nth=0")
    page.wait_for_url("**/cards/guest/75.html", timeout=15_000)
    assert "Baroness" in page.title()
    assert page.locator(".highlight .nb").count() > 0  # effect words of the card source are highlighted
    link = page.locator("article li a[href$='.html']").first  # the first related card
    target = link.get_attribute("href")
    link.click()
    page.wait_for_url(f"**/{target.split('/')[-1]}", timeout=15_000)
    assert page.locator("h1").first.inner_text()


def test_index_tables_sort_and_filter(served_site: str, page) -> None:
    page.goto(f"{served_site}/cards/staff/index.html")
    page.wait_for_selector("input.gah-filter", timeout=15_000)
    page.fill("input.gah-filter", "Baroness")
    page.fill("input.gah-filter", "Kitchen Hand")
    visible = page.locator("article table tbody tr:visible")
    assert visible.count() == 1 and "Kitchen Hand" in visible.first.inner_text()
    page.fill("input.gah-filter", "")
    page.click("article table thead th >> nth=1")
    first = page.locator("article table tbody tr").first.inner_text()
    page.click("article table thead th >> nth=1")
    assert page.locator("article table tbody tr").first.inner_text() != first
