#!/usr/bin/env python3
"""Generates the benchmark sites: the same rows as a Tabula site and as a Hugo site.

  (a) 100k rows as 10 JSON tables of 10k rows, mixed cell identifiers
  (b) one 100k-row table
  (c) 1M rows as 10 tables of 100k rows
  (f) 10,000 one-row tables in 100 folders (one table per place, one folder per region)
  (g) 100,000 one-row tables in 100 folders
"""
import json, os, random, sys

CELLS = ["basic", "subtitle", "value1", "value2"]
WORDS = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Ginkgo", "Hazel", "Ivy", "Juniper", "Katsura", "Larch",
         "Maple", "Nutmeg", "Oak", "Pine", "Quince", "Rowan", "Spruce", "Teak", "Umbrella", "Viburnum", "Willow",
         "Xylosma", "Yew", "Zelkova", "Éclair", "Åkerbär", "Ölandstok"]


def rows(table, count, seed):
    rng = random.Random(seed)
    out = []
    for i in range(count):
        word = rng.choice(WORDS)
        out.append({"id": f"t{table}-r{i}", "text": f"{word} {i}", "detail": f"Detail {rng.randint(0, 999)} & more",
                    "cell": CELLS[i % 4]})
    return out


def write_tabula(root, tables, per_table):
    content = os.path.join(root, "Content")
    os.makedirs(content, exist_ok=True)
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write("---\ntitle: Benchmark\nlocale: en\n---\n")
    for t in range(tables):
        doc = {"title": f"Table {t}", "style": "plain", "index": "alphabetic", "estimatedRowHeight": 44,
               "rows": rows(t, per_table, t)}
        with open(os.path.join(content, f"table{t}.json"), "w") as f:
            json.dump(doc, f, ensure_ascii=False)


def write_hugo_layouts(root, rows_of_page):
    """Hugo's configuration and layouts: a page lists the rows `rows_of_page` (a Go template
    expression) gives, a list page its pages."""
    for d in ["content", "layouts/_default"]:
        os.makedirs(os.path.join(root, d), exist_ok=True)
    with open(os.path.join(root, "hugo.toml"), "w") as f:
        f.write('baseURL = "http://example.org/"\ntitle = "Benchmark"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(root, "layouts/_default/baseof.html"), "w") as f:
        f.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ block \"main\" . }}{{ end }}</body></html>\n")
    with open(os.path.join(root, "layouts/_default/single.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range ' + rows_of_page + ' }}'
                '<li class="row cell-{{ .cell }}" id="row-{{ .id }}"><span class="cell-text">{{ .text }}</span>'
                '<span class="cell-detail">{{ .detail }}</span></li>{{ end }}</ul>{{ end }}\n')
    with open(os.path.join(root, "layouts/_default/list.html"), "w") as f:
        f.write('{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')


def write_hugo(root, tables, per_table):
    write_hugo_layouts(root, "index site.Data .Params.table")
    os.makedirs(os.path.join(root, "data"), exist_ok=True)
    for t in range(tables):
        with open(os.path.join(root, "data", f"table{t}.json"), "w") as f:
            json.dump(rows(t, per_table, t), f, ensure_ascii=False)
        with open(os.path.join(root, "content", f"table{t}.md"), "w") as f:
            f.write(f'---\ntitle: "Table {t}"\ntable: "table{t}"\n---\n')


SHAPES = {"a": (10, 10_000), "b": (1, 100_000), "c": (10, 100_000)}
# Sites of many one-row tables: their table count, in 100 folders.
MANY_TABLES = {"f": 10_000, "g": 100_000}
FOLDERS = 100


def many_table_path(t):
    """Where table t of a many-table site is, below the content folder (table 0 first)."""
    return os.path.join(f"region{t % FOLDERS}", f"table{t}.json")


def write_tabula_many(root, tables):
    content = os.path.join(root, "Content")
    for k in range(FOLDERS):
        os.makedirs(os.path.join(content, f"region{k}"), exist_ok=True)
        with open(os.path.join(content, f"region{k}", "_index.md"), "w") as f:
            f.write(f"---\ntitle: Region {k}\n---\n")
    with open(os.path.join(content, "_index.md"), "w") as f:
        f.write("---\ntitle: Benchmark\nlocale: en\n---\n")
    for t in range(tables):
        with open(os.path.join(content, many_table_path(t)), "w") as f:
            json.dump({"title": f"Place {t}", "rows": rows(t, 1, t)}, f, ensure_ascii=False)


def write_hugo_many(root, tables):
    """The same tables as Hugo pages, each a JSON file of front matter holding its rows."""
    write_hugo_layouts(root, ".Params.rows")
    for k in range(FOLDERS):
        os.makedirs(os.path.join(root, "content", f"region{k}"), exist_ok=True)
        with open(os.path.join(root, "content", f"region{k}", "_index.md"), "w") as f:
            f.write(f"---\ntitle: Region {k}\n---\n")
    for t in range(tables):
        path = os.path.join(root, "content", many_table_path(t)[:-len(".json")] + ".md")
        with open(path, "w") as f:
            json.dump({"title": f"Place {t}", "rows": rows(t, 1, t)}, f, ensure_ascii=False)

if __name__ == "__main__":
    shape, out = sys.argv[1], sys.argv[2]
    if shape in MANY_TABLES:
        write_tabula_many(os.path.join(out, "tabula"), MANY_TABLES[shape])
        write_hugo_many(os.path.join(out, "hugo"), MANY_TABLES[shape])
    else:
        tables, per = SHAPES[shape]
        write_tabula(os.path.join(out, "tabula"), tables, per)
        write_hugo(os.path.join(out, "hugo"), tables, per)
