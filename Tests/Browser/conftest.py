import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sites  # noqa: E402
from browsers import Firefox, chromium, firefox_available  # noqa: E402

ROWS = 100_000
ARABIC_ROWS = 5_000


@pytest.fixture(scope="session")
def site():
    """A 100,000-row table (`/big/`), a 1,000-row one (`/small/`), one whose rows link to
    rows on other paginated pages (`/links/`), a right-to-left Arabic one (`/arabic/`), a German
    one (`/german/`), 3,000 rows of accented words windowed (`/places/`) and on one page
    (`/places-page/`), 40 of them (`/few/`), and 3,000 rows with search off (`/quiet/`), served on
    loopback."""
    import json
    places = sites.place_rows(3000)
    output = sites.build_site({
        "big": sites.table_json(ROWS, "Big"),
        "small": sites.table_json(1000, "Small", style="plain"),
        "links": sites.linked_rows_json(3000, {1500: 2900, 2500: 5}),
        "arabic": sites.arabic_table_json(ARABIC_ROWS),
        "german": sites.table_json(400, "Tabelle", style="insetGrouped", locale="de", pageSize=200),
        "places": json.dumps({"title": "Places", "locale": "de", "cell": "subtitle", "rows": places}),
        "places-page": json.dumps({"title": "Places", "locale": "de", "cell": "subtitle", "virtualize": False, "rows": places}),
        "few": json.dumps({"title": "Few", "locale": "de", "cell": "subtitle", "rows": places[:40]}),
        "quiet": sites.table_json(3000, "Quiet", search=False),
    })
    base, server = sites.serve(output)
    yield base, output
    server.shutdown()


@pytest.fixture
def driver():
    """A fresh headless Chromium for each test."""
    d = chromium()
    yield d
    d.quit()


@pytest.fixture(scope="module")
def firefox():
    """One headless Firefox for a module's tests (skipped when Firefox is missing or does not start)."""
    if not firefox_available():
        pytest.skip("Firefox is not installed")
    try:
        browser = Firefox()
    except Exception as error:  # a Firefox that cannot start headless here
        pytest.skip("Firefox does not start: %s" % error)
    yield browser
    browser.quit()
