"""A 1,000,000-row table (44 M px of rows, past both browsers' height limits) in Chromium and
Firefox, and its search. Slow (the build alone takes a while), so it runs only with TABULA_MILLION=1:

    TABULA_MILLION=1 python3 -m pytest -q Tests/Browser/test_million.py
"""
import os

import pytest

import sites
from browsers import Firefox, chromium, firefox_available, wait_until
from helpers import IN_VIEW, ROWS_IN_DOM, open_ready, open_search, search

pytestmark = pytest.mark.skipif(not os.environ.get("TABULA_MILLION"), reason="set TABULA_MILLION=1 to run")
ROWS = 1_000_000
LAST = "row-" + sites.row_id(ROWS - 1)


@pytest.fixture(scope="module")
def million():
    output = sites.build_site({"million": sites.table_json(ROWS, "Million")})
    base, server = sites.serve(output)
    yield base + "million/"
    server.shutdown()


def browsers():
    yield "chromium", chromium
    if firefox_available():
        yield "firefox", Firefox


@pytest.mark.parametrize("name,make", list(browsers()))
def test_last_row_is_reachable(million, name, make):
    browser = make()
    try:
        open_ready(browser, million)
        height = browser.execute_script("return document.documentElement.scrollHeight")
        assert height < 9_000_000, height  # the laid-out range stays under both browsers' limits
        # Scroll to the end of each laid-out range until the last row shows.
        for _ in range(200):
            browser.execute_script("scrollTo(0, document.documentElement.scrollHeight)")
            wait_until(lambda: not browser.execute_script(
                "return [...document.querySelectorAll('.tw-spacer')].some(e => { var r = e.getBoundingClientRect();"
                " return r.top < innerHeight && r.bottom > 0; })"), timeout=20, message="rows in view")
            assert browser.execute_script(ROWS_IN_DOM) <= 400
            if browser.execute_script(IN_VIEW, LAST):
                break
        assert browser.execute_script(IN_VIEW, LAST)
        open_ready(browser, million + "#" + LAST)
        wait_until(lambda: browser.execute_script(IN_VIEW, LAST), timeout=20, message="deep link")
    finally:
        browser.quit()


@pytest.mark.parametrize("name,make", list(browsers()))
def test_a_first_query_costs_at_most_three_requests_and_150_kb(million, name, make):
    """Whatever the query, its first results come with at most 3 index files and 150 KB as
    served; nothing the search reads grows with the rows."""
    browser = make()
    try:
        for query, count in [("m", None), ("pe", None), ("person", ROWS), ("0999999", 1), ("m person", None), ("z 09", None)]:
            open_search(browser, million)
            result = search(browser, query, timeout=60)
            assert result["first"]["requests"] <= 3, (query, result["first"])
            assert result["first"]["bytes"] <= 150 * 1024, (query, result["first"])
            assert result["count"] > 0, query
            if count is not None:
                assert (result["count"], result["exact"]) == (count, True), query
        assert result["texts"][0].startswith("Z Person 09")
    finally:
        browser.quit()
