"""The windowed 100,000-row table in headless Firefox (Marionette; skipped when Firefox is missing)."""
import pytest

import sites
from browsers import firefox_available, wait_until
from conftest import ROWS
from helpers import IN_VIEW, PAGES_FETCHED, open_ready, scroll_to_end

pytestmark = pytest.mark.skipif(not firefox_available(), reason="Firefox is not installed")
LAST = sites.row_id(ROWS - 1)


def test_initial_load_then_scroll_to_the_end(site, firefox):
    base, _ = site
    open_ready(firefox, base + "big/")
    assert firefox.execute_script(PAGES_FETCHED) == 0
    scroll_to_end(firefox, 400)
    wait_until(lambda: firefox.execute_script("return !!document.getElementById(arguments[0])", "row-" + LAST),
               message="last row loaded")


def test_deep_link_and_section_jump(site, firefox):
    base, _ = site
    open_ready(firefox, base + "big/#row-" + LAST)
    wait_until(lambda: firefox.execute_script(IN_VIEW, "row-" + LAST), message="last row in view")
    firefox.get(base + "small/")
    open_ready(firefox, base + "big/")
    firefox.execute_script("[...document.querySelectorAll('.section-index a')].pop().click()")
    wait_until(lambda: firefox.execute_script(IN_VIEW, "row-" + sites.row_id(25 * ROWS // 26)), message="Z in view")
