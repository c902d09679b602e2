"""Generated table sites for the browser tests and the browser benchmark."""
import json
import os
import string
import subprocess
import tempfile
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def tabula_binary():
    """The freshly built `tabula` (TABULA_BIN, else the debug build's)."""
    if os.environ.get("TABULA_BIN"):
        return os.environ["TABULA_BIN"]
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(path, "tabula")


def row_id(i):
    return "r%d" % i


def row_text(i, rows):
    return "%s Person %07d" % (string.ascii_uppercase[min(25, i * 26 // rows)], i)


def row_search_text(i, rows):
    """A row's text as the search index holds it (text — detail)."""
    return "%s — No. %d" % (row_text(i, rows), i)


def table_json(rows, title, **settings):
    """`rows` rows in 26 lettered sections, each row with an id, text and detail."""
    sections = []
    for letter in range(26):
        start, end = letter * rows // 26, (letter + 1) * rows // 26
        sections.append({
            "title": string.ascii_uppercase[letter],
            "rows": [{"id": row_id(i), "text": row_text(i, rows), "detail": "No. %d" % i} for i in range(start, end)],
        })
    return json.dumps(dict(title=title, index="sections", sections=sections, **settings))


# Words with the accents, cases, widths and scripts a search must fold (de collation).
PLACE_WORDS = ["Besançon", "Straße", "Strasse", "Müller", "Muller", "Åland", "Éire", "İzmir", "Istanbul", "café",
               "cafe\u0301", "naïve", "Zoë", "ÖL", "ölbaum", "Ærø", "東京都庁", "とうきょう", "トウキョウ", "Ｔｏｋｙｏ",
               "Tokyo", "résumé", "Resume", "Noël", "Łódź", "Lodz", "Ñandú", "Genève", "Zürich", "Göteborg"]


def place_rows(count, seed=7):
    """`count` rows of two or three place words and a number, with a detail word."""
    import random
    rng = random.Random(seed)
    return [{"id": "p%d" % i, "text": "%s %s %d" % (rng.choice(PLACE_WORDS), rng.choice(PLACE_WORDS), rng.randint(0, 99)),
             "detail": rng.choice(PLACE_WORDS)} for i in range(count)]


def search_reference(query, texts):
    """The rows a query finds among ASCII `texts` and their ranks, best first: every word of
    the query starts a word of the row (case folded); whole words first, then earlier ones."""
    import re
    words = list(dict.fromkeys(re.findall(r"[0-9a-z]+", query.lower())))
    hits = []
    for row, text in enumerate(texts):
        terms = re.findall(r"[0-9a-z]+", text.lower())
        kinds = positions = 0
        for word in words:
            best = min(((0 if t == word else 1, p) for p, t in enumerate(terms) if t.startswith(word)), default=None)
            if best is None:
                break
            kinds, positions = kinds + best[0], positions + best[1]
        else:
            hits.append((kinds, positions, row))
    return [row for _, _, row in sorted(hits)] if words else []


ARABIC_LETTERS = "ابتثجحخدذرزسشصضطظعغفقكلمنهوي"


def arabic_table_json(rows):
    """`rows` rows in 28 sections titled by the Arabic letters, right to left (`locale: ar`), each
    row with a detail, half of them disclosure rows, a few with checkmarks and detail buttons."""
    sections = []
    count = len(ARABIC_LETTERS)
    for number, letter in enumerate(ARABIC_LETTERS):
        start, end = number * rows // count, (number + 1) * rows // count
        items = []
        for i in range(start, end):
            row = {"id": "a%d" % i, "text": "%s اسم %07d" % (letter, i), "detail": "رقم %d" % i}
            if i % 2:
                row["link"] = "#row-a%d" % (i - 1)
            if i % 10 == 4:
                row["accessory"] = "checkmark"
            if i % 10 == 6:
                row.update(accessory="detailDisclosureButton", link="#row-a0")
            items.append(row)
        sections.append({"title": letter, "rows": items})
    return json.dumps({"title": "الأسماء", "locale": "ar", "index": "sections", "cell": "value1", "pageSize": 300,
                       "sections": sections}, ensure_ascii=False)


def linked_rows_json(rows, links):
    """`rows` rows `l0`, `l1`, … in one section; row a links to row b for each a: b of `links`."""
    items = [{"id": "l%d" % i, "text": "Linked %d" % i} for i in range(rows)]
    for a, b in links.items():
        items[a]["link"] = "#row-l%d" % b
    return json.dumps({"title": "Links", "rows": items})


def build_site(tables, folder=None):
    """Writes Content/<name>.json for each (name, json) and builds it; returns the output folder."""
    folder = folder or tempfile.mkdtemp(prefix="tabula-browser-")
    content = os.path.join(folder, "Content")
    os.makedirs(content, exist_ok=True)
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write("---\ntitle: Browser test\n---\n")
    for name, text in tables.items():
        with open(os.path.join(content, name + ".json"), "w", encoding="utf-8") as f:
            f.write(text)
    output = os.path.join(folder, "Public")
    subprocess.run([tabula_binary(), "build", "--site", folder, "--output", output], check=True, capture_output=True)
    return output


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    """Serves `directory` on a free loopback port; returns (base URL, server)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return "http://127.0.0.1:%d/" % server.server_address[1], server
