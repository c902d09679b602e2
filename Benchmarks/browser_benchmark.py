#!/usr/bin/env python3
"""Windowed vs one-page table pages in headless Chromium (CDP), for 10k, 100k and 1M rows.

Usage: python3 Benchmarks/browser_benchmark.py [ROWS ...]   (TABULA_BIN picks the binary)
Prints one table row per page: bytes, requests to first paint, DOMContentLoaded, FCP,
DOM nodes, layout + style time, the most DOM nodes while scrolling, the time to show the
last section after an index jump, and CLS while scrolling.
"""
import gzip
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
import sites  # noqa: E402
from browsers import chromium, wait_until  # noqa: E402

CLS_OBSERVER = """
window.__cls = 0;
new PerformanceObserver(l => l.getEntries().forEach(e => { if (!e.hadRecentInput) window.__cls += e.value; }))
  .observe({type: 'layout-shift', buffered: true});
"""

JUMP = """
var done = arguments[0], links = document.querySelectorAll('.section-index a'), link = links[links.length - 1];
var id = decodeURIComponent(link.hash.slice(1)), t0 = performance.now();
link.click();
(function poll() {
  var s = document.getElementById(id), row = s && s.querySelector('li.row');
  if (row) { var r = row.getBoundingClientRect(); if (r.top >= 0 && r.top < innerHeight) return done(performance.now() - t0); }
  if (performance.now() - t0 > 20000) return done(-1);
  requestAnimationFrame(poll);
})();
"""


def metrics(driver):
    values = driver.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]
    return {m["name"]: m["value"] for m in values}


def nodes(driver):
    """Live DOM nodes: garbage first, so dropped windows and earlier pages do not count."""
    driver.execute_cdp_cmd("HeapProfiler.collectGarbage", {})
    return driver.execute_cdp_cmd("Memory.getDOMCounters", {})["nodes"]


def fresh_browser(warm_up):
    """A new Chromium with the HTTP cache off, warmed up on a small page."""
    driver = chromium()
    driver.set_script_timeout(60)
    driver.set_page_load_timeout(300)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    driver.get(warm_up)
    driver.get("about:blank")
    return driver


def measure(url, html_path, warm_up):
    """The page's figures, or None when Chromium does not load it within WebDriver's 120 s."""
    driver = fresh_browser(warm_up)
    try:
        return measure_in(driver, url, html_path)
    except Exception as error:  # the million-row one-page table does not load in time
        print("%s: %s" % (url, type(error).__name__), file=sys.stderr)
        return None
    finally:
        driver.quit()


def measure_in(driver, url, html_path):
    raw = open(html_path, "rb").read()
    driver.execute_cdp_cmd("Performance.enable", {})
    driver.get(url)
    wait_until(lambda: driver.execute_script("return document.readyState === 'complete'"), timeout=120)
    time.sleep(0.3)
    timing = driver.execute_script("""
      var nav = performance.getEntriesByType('navigation')[0];
      var fcp = performance.getEntriesByName('first-contentful-paint')[0];
      var paint = fcp ? fcp.startTime : nav.loadEventEnd;
      var before = performance.getEntriesByType('resource').filter(e => e.startTime <= paint);
      return {dcl: nav.domContentLoadedEventEnd, fcp: fcp ? fcp.startTime : null, requests: 1 + before.length,
              bytes: nav.transferSize + before.reduce((s, e) => s + e.transferSize, 0)};
    """)
    m = metrics(driver)
    row = {
        "html": len(raw), "gzip": len(gzip.compress(raw)), "requests": timing["requests"], "paintBytes": timing["bytes"],
        "dcl": timing["dcl"], "fcp": timing["fcp"], "nodes": nodes(driver),
        "layout": (m.get("LayoutDuration", 0) + m.get("RecalcStyleDuration", 0)) * 1000,
    }
    virtual = driver.execute_script("return !!document.querySelector('[data-tw-manifest]')")
    if virtual:
        wait_until(lambda: driver.execute_script("return !!document.querySelector('[data-tw-ready]')"), timeout=30)
    driver.execute_script(CLS_OBSERVER)
    most = row["nodes"]
    height = driver.execute_script("return document.documentElement.scrollHeight")
    for i in range(40):  # read through the table: small steps, then jumps deeper
        driver.execute_script("scrollBy(0, arguments[0])", 400 if i < 20 else max(400, height // 25))
        time.sleep(0.1)
        most = max(most, nodes(driver))
    row["cls"] = driver.execute_script("return window.__cls")
    driver.execute_script("scrollTo(0, 0)")
    time.sleep(0.2)
    row["jump"] = driver.execute_async_script(JUMP)
    time.sleep(0.3)
    row["maxNodes"] = max(most, nodes(driver))
    return row


HEADER = ("page", "HTML", "gzip", "req→paint", "bytes→paint", "DCL ms", "FCP ms", "nodes", "max nodes",
          "layout+style ms", "jump ms", "CLS")


def print_row(name, r):
    """One Markdown table row, printed as soon as the page is measured."""
    if r is None:
        print("| %s | did not load within 120 s |" % name + " |" * (len(HEADER) - 2), flush=True)
        return
    print("| %s | %s | %s | %d | %s | %.0f | %s | %d | %d | %.0f | %s | %.3f |" % (
        name, kb(r["html"]), kb(r["gzip"]), r["requests"], kb(r["paintBytes"]), r["dcl"],
        "%.0f" % r["fcp"] if r["fcp"] is not None else "–", r["nodes"], r["maxNodes"], r["layout"],
        "%.0f" % r["jump"] if r["jump"] >= 0 else "timeout", r["cls"]), flush=True)


def main():
    counts = [int(a) for a in sys.argv[1:]] or [10_000, 100_000, 1_000_000]
    print("| " + " | ".join(HEADER) + " |")
    print("|" + "---|" * len(HEADER), flush=True)
    reference = sites.build_site({"fifty": sites.table_json(52, "Fifty")})
    ref_base, ref_server = sites.serve(reference)
    warm_up = ref_base + "fifty/"
    print_row("50 rows, one page", measure(warm_up, os.path.join(reference, "fifty/index.html"), warm_up))
    for n in counts:
        out = sites.build_site({"virtual": sites.table_json(n, "Virtual"), "plain": sites.table_json(n, "Plain", virtualize=False)})
        base, server = sites.serve(out)
        for name in ("virtual", "plain"):
            print_row("%s rows, %s" % (format(n, ","), "windowed" if name == "virtual" else "one page"),
                      measure(base + name + "/", os.path.join(out, name, "index.html"), warm_up))
        server.shutdown()
    ref_server.shutdown()


def kb(n):
    return "%.1f MB" % (n / 1e6) if n >= 1e6 else "%.1f KB" % (n / 1e3)


if __name__ == "__main__":
    main()
