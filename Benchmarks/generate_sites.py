#!/usr/bin/env python3
"""Generates the benchmark sites: the same rows as a Tabula site and as a Hugo site.

  (a) 100k rows as 10 JSON tables of 10k rows, mixed cell identifiers
  (b) one 100k-row table
  (c) 1M rows as 10 tables of 100k rows
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


def write_hugo(root, tables, per_table):
    for d in ["data", "content", "layouts/_default", "layouts/tables"]:
        os.makedirs(os.path.join(root, d), exist_ok=True)
    with open(os.path.join(root, "hugo.toml"), "w") as f:
        f.write('baseURL = "http://example.org/"\ntitle = "Benchmark"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n')
    with open(os.path.join(root, "layouts/_default/baseof.html"), "w") as f:
        f.write("<!doctype html><html><head><title>{{ .Title }}</title></head><body>{{ block \"main\" . }}{{ end }}</body></html>\n")
    with open(os.path.join(root, "layouts/_default/single.html"), "w") as f:
        f.write('{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range index site.Data .Params.table }}'
                '<li class="row cell-{{ .cell }}" id="row-{{ .id }}"><span class="cell-text">{{ .text }}</span>'
                '<span class="cell-detail">{{ .detail }}</span></li>{{ end }}</ul>{{ end }}\n')
    with open(os.path.join(root, "layouts/_default/list.html"), "w") as f:
        f.write('{{ define "main" }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}\n')
    for t in range(tables):
        with open(os.path.join(root, "data", f"table{t}.json"), "w") as f:
            json.dump(rows(t, per_table, t), f, ensure_ascii=False)
        with open(os.path.join(root, "content", f"table{t}.md"), "w") as f:
            f.write(f'---\ntitle: "Table {t}"\ntable: "table{t}"\n---\n')


SHAPES = {"a": (10, 10_000), "b": (1, 100_000), "c": (10, 100_000)}

if __name__ == "__main__":
    shape, out = sys.argv[1], sys.argv[2]
    tables, per = SHAPES[shape]
    write_tabula(os.path.join(out, "tabula"), tables, per)
    write_hugo(os.path.join(out, "hugo"), tables, per)
