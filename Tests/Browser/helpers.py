"""Page probes shared by the Chromium and Firefox tests."""
import os

from browsers import wait_until

ROWS_IN_DOM = "return document.querySelectorAll('li.row').length"
READY = "return document.querySelector('[data-tw-ready]') !== null"
# Paginated pages (`<n>.html` beside the table page) the script fetched windows from.
PAGES_FETCHED = ("return performance.getEntriesByType('resource').map(e => e.name)"
                 ".filter(n => /\\/\\d+\\.html$/.test(n)).length")
# The row's box is in the viewport, below the sticky header.
IN_VIEW = ("var e = document.getElementById(arguments[0]); if (!e) return false;"
           "var r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight + 1")


def open_ready(driver, url):
    driver.get(url)
    wait_until(lambda: driver.execute_script(READY), message="tabula.js ready")


def scroll_to_end(driver, max_rows, step=60_000):
    """Scrolls in big steps to the bottom; returns the most rows seen in the DOM at once."""
    most = 0
    for _ in range(2000):
        driver.execute_script("scrollBy(0, arguments[0])", step)
        wait_until(lambda: not driver.execute_script(
            "return document.querySelectorAll('.tw-spacer').length && [...document.querySelectorAll('.tw-spacer')]"
            ".some(e => { var r = e.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0; })"),
            message="rows under the viewport")
        most = max(most, driver.execute_script(ROWS_IN_DOM))
        assert most <= max_rows
        if driver.execute_script("return innerHeight + scrollY >= document.documentElement.scrollHeight - 2"):
            return most
    raise AssertionError("never reached the end")


def axe_violations(driver, url):
    import axe_selenium_python
    script = open(os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules/axe-core/axe.min.js")).read()
    driver.get(url)
    driver.execute_script(script)
    result = driver.execute_async_script("var done = arguments[0]; axe.run().then(r => done(r.violations))")
    return [(url, v["id"], v["help"], [n["html"] for n in v["nodes"][:2]]) for v in result]
