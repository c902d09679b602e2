"""The windowed 100,000-row table in headless Chromium."""
import os
import re
import shutil
import subprocess

import pytest

import sites
from browsers import chromium, wait_until
from helpers import IN_VIEW, ROWS_IN_DOM, PAGES_FETCHED, axe_violations, open_ready, scroll_to_end
from conftest import ROWS

LAST = sites.row_id(ROWS - 1)
BOUND = 400  # rows in the DOM at any time: a few 100-row windows


def test_initial_load_fetches_only_the_page_and_manifest(site, driver):
    base, _ = site
    open_ready(driver, base + "big/")
    names = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert any(n.endswith("/big/windows/manifest.json") for n in names)
    assert not [n for n in names if re.search(r"/big/\d+\.html$", n)], names
    assert not [n for n in names if "search.json" in n or "/ids/" in n]
    assert driver.execute_script(ROWS_IN_DOM) == 100


def test_scrolling_to_the_end_loads_windows_lazily_with_bounded_dom(site, driver):
    base, _ = site
    open_ready(driver, base + "big/")
    most = scroll_to_end(driver, BOUND)
    assert most <= BOUND
    wait_until(lambda: driver.execute_script("return !!document.getElementById(arguments[0])", "row-" + LAST),
               message="last row loaded")
    fetched = driver.execute_script(PAGES_FETCHED)
    # Pages of 1,000 rows are fetched as the scroll reaches them, each once.
    assert 0 < fetched <= ROWS // 1000, fetched


def test_section_index_jumps_to_the_last_section(site, driver):
    base, _ = site
    open_ready(driver, base + "big/")
    driver.execute_script("[...document.querySelectorAll('.section-index a')].pop().click()")
    first_z = sites.row_id(25 * ROWS // 26)
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-" + first_z), message="first row of Z in view")
    assert driver.execute_script("return location.hash").startswith("#section-")
    assert driver.execute_script(ROWS_IN_DOM) <= BOUND


def test_deep_link_to_the_last_row(site, driver):
    base, _ = site
    open_ready(driver, base + "big/#row-" + LAST)
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-" + LAST), message="last row in view")


def test_search_finds_a_row_in_the_last_window(site, driver):
    base, _ = site
    open_ready(driver, base + "big/")
    field = driver.find_element("css selector", ".tw-search input")
    field.send_keys("%07d" % (ROWS - 1))
    wait_until(lambda: driver.execute_script("return document.querySelectorAll('.tw-results button').length") == 1,
               message="one search result")
    driver.execute_script("document.querySelector('.tw-results button').click()")
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-" + LAST), message="match in view")
    assert driver.execute_script("return document.activeElement.id") == "row-" + LAST


def test_a_windowed_table_with_search_off_loads_its_windows_and_shows_no_field(site, driver):
    base, _ = site
    open_ready(driver, base + "quiet/")
    assert driver.execute_script("return document.querySelector('.tw-search')") is None
    scroll_to_end(driver, BOUND)
    wait_until(lambda: driver.execute_script("return !!document.getElementById(arguments[0])", "row-" + sites.row_id(2999)),
               message="last row loaded")
    names = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    assert not [n for n in names if "search" in n], names


def test_back_and_forward_restore_the_position(site, driver):
    base, _ = site
    open_ready(driver, base + "big/#row-" + sites.row_id(54321))
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-" + sites.row_id(54321)), message="row in view")
    driver.execute_script("scrollBy(0, 300)")
    top = lambda: driver.execute_script(
        "var rows = [...document.querySelectorAll('li.row')].filter(r => r.getBoundingClientRect().bottom > 0);"
        "return rows.length ? rows[0].id : null")
    wait_until(lambda: driver.execute_script("return history.state && history.state.tw"), message="state saved")
    before = top()
    driver.get(base + "small/")
    driver.back()
    wait_until(lambda: driver.execute_script("return !!document.querySelector('[data-tw-ready]')"), message="ready")
    wait_until(lambda: top() == before, message="same row on top after back (%s)" % before)


def test_scrolling_back_to_the_top_puts_the_first_window_back(site, driver):
    base, _ = site
    open_ready(driver, base + "small/")
    scroll_to_end(driver, BOUND)
    assert not driver.execute_script("return !!document.getElementById(arguments[0])", "row-" + sites.row_id(0))
    driver.execute_script("scrollTo(0, 0)")
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-" + sites.row_id(0)), message="first row back in view")


@pytest.mark.parametrize("source, target", [(1500, 2900), (2500, 5)])
def test_a_link_to_a_row_on_another_page_jumps_within_the_table(site, driver, source, target):
    base, _ = site
    open_ready(driver, base + "links/#row-l%d" % source)
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-l%d" % source), message="linking row in view")
    href = driver.execute_script("return document.querySelector('#row-l%d a').getAttribute('href')" % source)
    assert href != "#row-l%d" % target  # on its paginated page, the link goes to the page holding the target
    driver.execute_script("document.querySelector('#row-l%d a').click()" % source)
    wait_until(lambda: driver.execute_script(IN_VIEW, "row-l%d" % target), message="target row in view")
    assert driver.current_url == base + "links/#row-l%d" % target


def test_without_script_paginated_pages_reach_the_last_row(site):
    base, _ = site
    d = chromium(javascript=False)
    try:
        d.get(base + "big/")
        last_link = d.find_element("link text", "Last page")
        last_link.click()
        assert d.find_elements("id", "row-" + LAST)
        assert d.current_url.endswith("/big/101.html")  # the table page, then 100 pages of 1,000 rows
        prev = d.find_element("css selector", "a[rel=prev]")
        assert prev.get_attribute("href").endswith("/big/100.html")
    finally:
        d.quit()


def test_no_accessibility_violations_on_windowed_and_paginated_pages(site, driver):
    base, _ = site
    open_ready(driver, base + "small/")
    assert not axe_violations(driver, base + "small/")
    assert not axe_violations(driver, base + "small/2.html")


def test_no_accessibility_violations_on_the_example_tables(driver, tmp_path):
    # A copy of the example site, so the build leaves no cache in the repository.
    site = tmp_path / "site"
    for folder in ("Content", "Templates"):
        shutil.copytree(os.path.join(sites.ROOT, folder), site / folder)
    output = str(site / "Public")
    subprocess.run([sites.tabula_binary(), "build", "--site", str(site)], check=True, capture_output=True)
    base, server = sites.serve(output)
    try:
        found = []
        for page in ("", "cities/", "contacts/", "settings/", "guides/"):
            found += axe_violations(driver, base + page)
        assert not found
    finally:
        server.shutdown()
