#!/usr/bin/env python3
"""Tabula's search index vs Pagefind on the same rows, in one run (`make search-benchmark`).

Usage: python3 Benchmarks/search_benchmark.py [ROWS ...]   (default 100000 1000000)
TABULA_BIN picks the binary; PAGEFIND_PYTHON a Python with PyPI `pagefind[bin]` (the Makefile
installs it in a virtual environment under .build/); PAGEFIND_MAX_GB (default 12) and
PAGEFIND_MAX_S (default 900) stop a Pagefind build that would take the machine.

For each row count it generates rows of made-up words (Zipf-distributed, so some words are in
a third of the rows and most in a few), builds them as one windowed Tabula table and indexes
the same rows with Pagefind (one custom record a row), then prints:
- the index: files, bytes on disk, build time (Tabula: the index step of the build, printed by
  TABULA_TIMINGS, and the whole build; Pagefind: indexing and writing), peak memory;
- per query (one letter, two letters, a common word, a rare word, two words), in a fresh page
  of headless Chromium with the HTTP cache cleared: requests and bytes (as served; Pagefind's
  counted by the server, as it fetches from a worker) of the search's files until the first
  results show, the time from the (last) keystroke to results shown (median of 3 runs), and
  the count found. Tabula's time includes its 50 ms wait for a next keystroke; Pagefind's
  starts at its `search()` call and ends when the first 5 results' fragments are shown (as its
  UI shows 5), so `pagefind.js`, its WebAssembly and metadata count for its first query.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from functools import partial
from http.server import ThreadingHTTPServer

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
import sites  # noqa: E402
from browsers import chromium, wait_until  # noqa: E402
from helpers import open_search, search  # noqa: E402

MAX_BYTES, MAX_REQUESTS = 150 * 1024, 3  # the bound for a first query at a million rows
SYLLABLES = ["ka", "lo", "mi", "ne", "ra", "su", "to", "vi", "be", "da", "fo", "gu", "ha", "je", "ri", "sa", "ti",
             "ul", "an", "or", "el", "in", "ba", "co", "de", "ma", "pe", "no", "va", "zé", "ün", "ß"]


def vocabulary(count, rng):
    words, seen = [], set()
    while len(words) < count:
        word = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
        if word not in seen and not word.startswith("ß"):
            seen.add(word)
            words.append(word.capitalize())
    return words


def make_rows(count, seed=21):
    """`count` rows: text of 2–4 words, detail of a word and a number; words drawn by Zipf."""
    rng = random.Random(seed)
    words = vocabulary(50_000, rng)
    weights = [1 / (rank + 1) for rank in range(len(words))]
    draws = iter(rng.choices(words, weights=weights, k=count * 5))
    rows = []
    for i in range(count):
        text = " ".join(next(draws) for _ in range(rng.randint(2, 4)))
        rows.append({"id": "r%d" % i, "text": text, "detail": "%s %d" % (next(draws), rng.randint(1, 9999))})
    return rows, words


def queries(rows, words):
    """The five kinds of query, picked from the rows: (kind, query)."""
    counts = {}
    for row in rows:
        for w in set((row["text"] + " " + row["detail"]).split()):
            counts[w] = counts.get(w, 0) + 1
    common = words[0]
    rare = next(w for w in words[len(words) // 3:] if 1 <= counts.get(w, 0) <= 3)
    second = words[40]
    return [("one letter", common[0].lower()), ("two letters", common[:2].lower()), ("common word", common.lower()),
            ("rare word", rare.lower()), ("two words", "%s %s" % (second.lower(), common.lower()))]


def tree_rss(pid):
    """Resident bytes of a process and its descendants."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    parent = int(f.read().rsplit(")", 1)[1].split()[1])
                children.setdefault(parent, []).append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        todo += children.get(p, [])
        try:
            with open("/proc/%d/status" % p) as f:
                total += next(int(l.split()[1]) * 1024 for l in f if l.startswith("VmRSS:"))
        except (OSError, StopIteration):
            pass
    return total


def run_watched(command, env=None, max_bytes=None, max_seconds=None):
    """Runs `command`; returns (seconds, peak bytes of its process tree, stderr, stopped reason)."""
    start = time.time()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    peak, stopped, err = 0, None, []
    reader = threading.Thread(target=lambda: err.append(process.stderr.read()), daemon=True)
    reader.start()
    while process.poll() is None:
        peak = max(peak, tree_rss(process.pid))
        if max_bytes and peak > max_bytes:
            stopped = "over %.0f GB" % (max_bytes / 2**30)
        elif max_seconds and time.time() - start > max_seconds:
            stopped = "over %d s" % max_seconds
        if stopped:
            process.kill()
            process.wait()
            break
        time.sleep(0.2)
    reader.join()
    return time.time() - start, peak, "".join(err), stopped


def files_under(folder, match=lambda path: True):
    """Files, their bytes, and the bytes their blocks take on disk."""
    count = size = blocks = 0
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            if match(path):
                stat = os.stat(path)
                count, size, blocks = count + 1, size + stat.st_size, blocks + stat.st_blocks * 512
    return count, size, blocks


def build_tabula(rows, folder):
    content = os.path.join(folder, "Content")
    os.makedirs(content)
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write("---\ntitle: Search benchmark\nlocale: en\n---\n")
    with open(os.path.join(content, "rows.json"), "w") as f:
        json.dump({"title": "Rows", "cell": "subtitle", "rows": rows}, f, ensure_ascii=False)
    output = os.path.join(folder, "Public")
    seconds, peak, err, _ = run_watched([sites.tabula_binary(), "build", "--site", folder, "--output", output],
                                        env=dict(os.environ, TABULA_TIMINGS="1"))
    step = re.search(r"search index\s+([\d.]+) ms", err)
    peaks = re.findall(r"(\d+) MB peak", err)
    if not step or not peaks:
        raise SystemExit("tabula build printed no search index time:\n" + err)
    count, size, blocks = files_under(output, lambda p: "/windows/search" in p)
    return output, {"files": count, "bytes": size, "blocks": blocks, "index_s": float(step.group(1)) / 1000, "build_s": seconds, "peak": int(peaks[-1]) * 2**20}


# Runs in the Python that has PyPI `pagefind[bin]`, and speaks its binary's service protocol
# (base64 JSON messages, each followed by a comma) straight: the package's own client reads one
# answer per 100 ms, which would take a day for a million records.
PAGEFIND_INDEXER = """
import base64, json, subprocess, sys, threading
from pagefind.service import get_executable

rows_path, output = sys.argv[1], sys.argv[2]
rows = json.load(open(rows_path))
service = subprocess.Popen([str(get_executable()), "--service"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

def send(message_id, payload):
    service.stdin.write(base64.b64encode(json.dumps({"message_id": message_id, "payload": payload}).encode()) + b",")

def answers():
    buffer = b""
    while True:
        chunk = service.stdout.read1(1 << 16)
        if not chunk:
            return
        buffer += chunk
        *whole, buffer = buffer.split(b",")
        for message in whole:
            yield json.loads(base64.b64decode(message))

replies = answers()
send(1, {"type": "NewIndex", "config": {"force_language": "en"}})
service.stdin.flush()
index = next(replies)["payload"]["index_id"]

def add():
    for i, r in enumerate(rows):
        send(i + 2, {"type": "AddRecord", "index_id": index, "url": "/rows/#row-" + r["id"], "language": "en",
                     "content": r["text"] + " \u2014 " + r["detail"], "meta": {"title": r["text"]}, "filters": None, "sort": None})
    service.stdin.flush()

threading.Thread(target=add, daemon=True).start()
for _ in rows:
    reply = next(replies)["payload"]
    if reply["type"] != "IndexedFile":
        sys.exit("pagefind: %r" % reply)
send(len(rows) + 2, {"type": "WriteFiles", "index_id": index, "output_path": output})
service.stdin.flush()
reply = next(replies)["payload"]
if reply["type"] != "WriteFiles":
    sys.exit("pagefind: %r" % reply)
service.stdin.close()
service.wait()
"""


def build_pagefind(rows, folder, output):
    """Pagefind's bundle of the same rows in `output`/pagefind, and a page that searches it."""
    python = os.environ.get("PAGEFIND_PYTHON", sys.executable)
    rows_path = os.path.join(folder, "rows-for-pagefind.json")
    with open(rows_path, "w") as f:
        json.dump(rows, f, ensure_ascii=False)
    bundle = os.path.join(output, "pagefind")
    max_gb = float(os.environ.get("PAGEFIND_MAX_GB", "12"))
    seconds, peak, err, stopped = run_watched([python, "-c", PAGEFIND_INDEXER, rows_path, bundle], max_bytes=max_gb * 2**30,
                                              max_seconds=float(os.environ.get("PAGEFIND_MAX_S", "900")))
    os.remove(rows_path)
    if stopped or not os.path.exists(os.path.join(bundle, "pagefind.js")):
        print("pagefind: %s after %.0f s, %.1f GB\n%s" % (stopped or "failed", seconds, peak / 2**30, err[-2000:]), file=sys.stderr)
        return {"stopped": stopped or "failed", "build_s": seconds, "peak": peak}
    with open(os.path.join(output, "pagefind.html"), "w") as f:
        f.write("<!doctype html><meta charset=utf-8><title>Pagefind</title><ul id=out></ul>\n")
    count, size, blocks = files_under(bundle)
    return {"files": count, "bytes": size, "blocks": blocks, "index_s": seconds, "build_s": seconds, "peak": peak}


PAGEFIND_SEARCH = """
var q = arguments[0], done = arguments[arguments.length - 1];
var t0 = performance.now();
import('/pagefind/pagefind.js').then(async pf => {
  var r = await pf.search(q);
  var shown = await Promise.all(r.results.slice(0, 5).map(x => x.data()));
  document.getElementById('out').innerHTML = shown.map(d => '<li>' + d.meta.title + '</li>').join('');
  await new Promise(requestAnimationFrame);
  done({count: r.results.length, ms: performance.now() - t0});
}).catch(e => done({error: String(e)}));
"""


class LoggingHandler(sites.QuietHandler):
    """Serves files, noting each one's path and length: Pagefind reads its index in a worker,
    whose requests the page's resource timing does not see."""
    log = []

    def send_header(self, key, value):
        if key.lower() == "content-length":
            LoggingHandler.log.append((self.path, int(value)))
        super().send_header(key, value)


def serve_logged(directory):
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(LoggingHandler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return "http://127.0.0.1:%d/" % server.server_address[1], server


def fresh_browser():
    driver = chromium()
    driver.set_script_timeout(120)
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    return driver


def measure_queries(base, kinds, pagefind, runs=3):
    """Per query: Tabula's and Pagefind's first-query cost, each in a fresh page with the HTTP
    cache cleared, `runs` times taking turns; the median time (bytes and requests repeat)."""
    driver = fresh_browser()

    def tabula(query):
        # Pagefind's worker reads through the HTTP cache, which the page's "cache off" does not reach.
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        open_search(driver, base + "rows/")
        r = search(driver, query, timeout=60)
        return {"requests": r["first"]["requests"], "bytes": r["first"]["bytes"], "ms": r["first"]["ms"],
                "count": r["count"], "exact": r["exact"]}

    def other(query):
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        driver.get(base + "pagefind.html")
        LoggingHandler.log.clear()
        r = driver.execute_async_script(PAGEFIND_SEARCH, query)
        if "error" in r:
            raise SystemExit("pagefind search failed: %s" % r["error"])
        served = [size for path, size in LoggingHandler.log if path.startswith("/pagefind/")]
        r.update(requests=len(served), bytes=sum(served))
        return r

    def median(results):
        results = sorted(results, key=lambda r: r["ms"])
        return results[len(results) // 2]

    out = []
    try:
        for kind, query in kinds:
            a, b = [], []
            for _ in range(runs):
                a.append(tabula(query))
                if pagefind:
                    b.append(other(query))
            out.append((kind, query, median(a), median(b) if b else None))
    finally:
        driver.quit()
    return out


def kb(n):
    return "%.1f MB" % (n / 1e6) if n >= 1e6 else "%.1f KB" % (n / 1e3)


def main():
    counts = [int(a) for a in sys.argv[1:]] or [100_000, 1_000_000]
    index_lines, query_lines, checks = [], [], []
    for n in counts:
        rows, words = make_rows(n)
        kinds = queries(rows, words)
        folder = tempfile.mkdtemp(prefix="tabula-search-benchmark-")
        try:
            output, t = build_tabula(rows, folder)
            p = build_pagefind(rows, folder, output)
            del rows
            size = format(n, ",")
            index_lines.append("| %s | Tabula | %s | %s (%s) | %.2f s (whole build %.2f s) | %.0f MB |" % (
                size, format(t["files"], ","), kb(t["bytes"]), kb(t["blocks"]), t["index_s"], t["build_s"], t["peak"] / 2**20))
            if "stopped" in p:
                index_lines.append("| %s | Pagefind | not finished: stopped, %s | | | %.1f GB when stopped |" % (size, p["stopped"], p["peak"] / 2**30))
            else:
                index_lines.append("| %s | Pagefind | %s | %s (%s) | %.2f s | %.0f MB |" % (
                    size, format(p["files"], ","), kb(p["bytes"]), kb(p["blocks"]), p["index_s"], p["peak"] / 2**20))
            print("\n".join(index_lines[-2:]), file=sys.stderr, flush=True)
            base, server = serve_logged(output)
            try:
                measured = measure_queries(base, kinds, "stopped" not in p)
            finally:
                server.shutdown()
            for kind, query, a, b in measured:
                found = format(a["count"], ",") + ("" if a["exact"] else "+")
                line = "| %s | %s `%s` | %s | %d | %s | %.0f ms | " % (size, kind, query, found, a["requests"], kb(a["bytes"]), a["ms"])
                line += "%s | %d | %s | %.0f ms |" % (format(b["count"], ","), b["requests"], kb(b["bytes"]), b["ms"]) if b else "– | – | – | – |"
                query_lines.append(line)
                print(line, file=sys.stderr, flush=True)
            checks.append((n, max(a["bytes"] for _, _, a, _ in measured), max(a["requests"] for _, _, a, _ in measured)))
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    print("| rows | tool | index files | bytes (on disk) | build time of the index | peak memory of the build |")
    print("|---|---|---|---|---|---|")
    print("\n".join(index_lines))
    print()
    print("| rows | query | Tabula: found | requests | bytes | keystroke → results | Pagefind: found | requests | bytes | keystroke → results |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    print("\n".join(query_lines))
    print()
    failed = False
    for n, most_bytes, most_requests in checks:
        ok = most_bytes <= MAX_BYTES and most_requests <= MAX_REQUESTS
        failed |= n >= 1_000_000 and not ok
        print("First query of a %s-row table: at most %s and %d requests as served (bound: 150 KB, 3 requests): %s" % (
            format(n, ","), kb(most_bytes), most_requests, "within" if ok else "OVER"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
