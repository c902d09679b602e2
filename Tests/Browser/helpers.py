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

# The search form as the page's script sees it (Firefox's Marionette sees page objects through
# wrappers that hide what the page's script set on them).
FORM = "var f = document.querySelector('.tw-search'); f = f.wrappedJSObject || f;"
# Types a query into the page's search field (one input event, as a paste would) after
# clearing the marks and the resource log.
SEARCH_START = (
    "performance.clearMarks(); performance.clearResourceTimings(); window.twStarted = performance.now();"
    + FORM + "f.twResult = null; f.removeAttribute('data-tw-state');"
    "var i = f.querySelector('input'); i.focus(); i.value = arguments[0]; i.dispatchEvent(new Event('input', {bubbles: true}))")
SEARCH_DONE = FORM + "return f.getAttribute('data-tw-state') === 'done' && !!f.twResult"
# The result, and from the browser's resource log the index files fetched until the first
# results showed and until the last: requests, bytes as served (uncompressed), and time.
SEARCH_RESULT = FORM + """
var r = f.twResult;
var marks = performance.getEntriesByType('mark').map(m => m.startTime);
var files = performance.getEntriesByType('resource').filter(e => /\\/windows\\/search/.test(e.name));
function cost(until) {
  var mine = files.filter(e => e.startTime < until);
  return {requests: mine.length, bytes: mine.reduce((s, e) => s + e.decodedBodySize, 0), ms: until - window.twStarted};
}
return {count: r.count, exact: r.exact, rows: r.hits.slice(0, 20).map(h => h.row), texts: r.hits.slice(0, 20).map(h => h.text),
        status: f.querySelector('.tw-status').textContent, buttons: f.querySelectorAll('.tw-results button').length,
        first: cost(Math.min(...marks)), last: cost(Math.max(...marks)), files: files.map(e => e.name)};
"""


def search(driver, query, timeout=20):
    """Searches the open page for `query` and returns what `SEARCH_RESULT` reads."""
    driver.execute_script(SEARCH_START, query)
    wait_until(lambda: driver.execute_script(SEARCH_DONE), timeout=timeout, message="results for %r" % query)
    return driver.execute_script(SEARCH_RESULT)


def open_search(driver, url):
    """Opens a table page and waits for its search field."""
    driver.get(url)
    wait_until(lambda: driver.execute_script("var f = document.querySelector('.tw-search'); return f && !f.hidden"),
               message="search field")

def axe_violations(driver, url):
    import axe_selenium_python
    script = open(os.path.join(os.path.dirname(axe_selenium_python.__file__), "node_modules/axe-core/axe.min.js")).read()
    driver.get(url)
    driver.execute_script(script)
    result = driver.execute_async_script("var done = arguments[0]; axe.run().then(r => done(r.violations))")
    return [(url, v["id"], v["help"], [n["html"] for n in v["nodes"][:2]]) for v in result]
