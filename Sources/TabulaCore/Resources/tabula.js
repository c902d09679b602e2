// Tabula: windowed table pages and the search field of table pages. Each table page longer
// than one window carries data-tw-manifest; rows outside the loaded windows are stood in for
// by in-flow spacers.
(function () {
  "use strict";
  function noop() {}

  // ---- Search ---------------------------------------------------------------------------
  // A query's words match the rows that have, for each word, a term starting with it, both
  // folded by the table's collation at primary strength (case, accents, width). Terms and
  // folding are the build's (Sources/TabulaCore/Render/Search: SearchCharacters,
  // SearchTokenizer, SearchFolding): keep these functions in step with them.

  var WORD = null;  // word characters: letters, marks, numbers, format characters
  try { WORD = new RegExp("[\\p{L}\\p{M}\\p{N}\\p{Cf}]", "u"); } catch (e) { WORD = null; }
  // Scripts written without spaces (first, last code point): every character starts a term.
  var UNSPACED = [0x0E00, 0x0EFF, 0x1000, 0x109F, 0x1780, 0x17FF, 0x2E80, 0x2FDF, 0x3005, 0x3007, 0x3021, 0x3029,
    0x3031, 0x3035, 0x3038, 0x303C, 0x3040, 0x30FF, 0x3100, 0x312F, 0x31A0, 0x31FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF,
    0xF900, 0xFAFF, 0xFF66, 0xFF9F, 0x1B000, 0x1B16F, 0x20000, 0x3FFFF];
  var SHOWN = 20;       // results listed
  var MORE_LEAVES = 8;  // pieces read after the first to count a query whose every word is common

  // 0: not in a word; 1: a word character; 2: one of a script written without spaces.
  function kindOf(ch) {
    var c = ch.codePointAt(0);
    if (c < 0x80) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) ? 1 : 0;
    if (!WORD.test(ch)) return 0;
    for (var i = 0; i < UNSPACED.length; i += 2) if (c >= UNSPACED[i] && c <= UNSPACED[i + 1]) return 2;
    return 1;
  }

  // The table's fold from its map ({fold: "characters folding to it"}); others lowercase.
  function folding(map) {
    var m = new Map();
    Object.keys(map || {}).forEach(function (f) { for (var ch of map[f]) m.set(ch, f); });
    return function (ch) { var f = m.get(ch); return f === undefined ? ch.toLowerCase() : f; };
  }

  // A text's terms in order, each folded up to the end of its word.
  function termsOf(text, fold) {
    var out = [], run = [], starts = [], inWord = false, lastUnspaced = false;
    function end() {
      var last = -1;
      starts.forEach(function (s) { if (s !== last && s < run.length) { last = s; out.push(run.slice(s).join("")); } });
      run = [];
      starts = [];
    }
    for (var ch of text) {
      var k = kindOf(ch);
      if (!k) { if (inWord) end(); inWord = false; continue; }
      if (!inWord || k === 2 || lastUnspaced) starts.push(run.length);
      inWord = true;
      lastUnspaced = k === 2;
      for (var f of fold(ch)) run.push(f);
    }
    if (inWord) end();
    return out;
  }

  // A query's words, folded (split at spaces and punctuation only).
  function wordsOf(query, fold) {
    var out = [], word = "";
    for (var ch of query) {
      if (kindOf(ch)) word += fold(ch);
      else if (word) { out.push(word); word = ""; }
    }
    if (word) out.push(word);
    return out.filter(function (w, i) { return out.indexOf(w) === i; });
  }

  // How well terms match words: [whole words missed, sum of positions], or null when a
  // word starts no term. Each word counts its best term: a whole word before a start of
  // one, then the earliest.
  function rankOf(terms, words) {
    var kinds = 0, positions = 0;
    for (var i = 0; i < words.length; i++) {
      var kind = 2, at = 0;
      for (var p = 0; p < terms.length && kind; p++) {
        if (terms[p].lastIndexOf(words[i], 0) !== 0) continue;
        var k = terms[p].length === words[i].length ? 0 : 1;
        if (k < kind) { kind = k; at = p; }
      }
      if (kind === 2) return null;
      kinds += kind;
      positions += at;
    }
    return [kinds, positions];
  }

  function byRank(a, b) { return a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.row - b.row; }

  // Code point order (the build sorts terms by their UTF-8 bytes).
  function compare(a, b) {
    for (var i = 0, j = 0; i < a.length && j < b.length;) {
      var x = a.codePointAt(i), y = b.codePointAt(j);
      if (x !== y) return x < y ? -1 : 1;
      i += x > 0xFFFF ? 2 : 1;
      j += y > 0xFFFF ? 2 : 1;
    }
    return (a.length - i) - (b.length - j);
  }

  function startsWith(s, prefix) { return s.lastIndexOf(prefix, 0) === 0; }

  function fnv1a(text) {
    var bytes = new TextEncoder().encode(text), h = 2166136261;
    for (var i = 0; i < bytes.length; i++) { h ^= bytes[i]; h = Math.imul(h, 16777619) >>> 0; }
    return h;
  }

  // Matches `words` against rows [{row, text}] into `found` (row -> hit).
  function matchRows(rows, words, fold, found) {
    rows.forEach(function (r) {
      if (found.has(r.row)) return;
      var rank = rankOf(termsOf(r.text, fold), words);
      if (rank) found.set(r.row, { row: r.row, text: r.text, rank: rank });
    });
  }

  // The rows of a table page that is not windowed: its own rows, searched where they are.
  function pageSource(form, rows) {
    var fold = folding(JSON.parse(form.getAttribute("data-tw-fold") || "{}"));
    // A row's text: the text of its content, element by element (a cell's text and detail
    // are spans side by side: joined as they are they would make one word).
    var texts = rows.map(function (r, i) {
      var walk = document.createTreeWalker(r.querySelector(".row-content") || r, NodeFilter.SHOW_TEXT), parts = [];
      while (walk.nextNode()) parts.push(walk.currentNode.data);
      return { row: i, text: parts.join(" ").replace(/\s+/g, " ").trim() };
    });
    return {
      prepare: noop,
      search: function (query, report) {
        var words = wordsOf(query, fold), found = new Map();
        if (words.length) matchRows(texts, words, fold, found);
        var hits = Array.from(found.values()).sort(byRank);
        report({ hits: hits, count: hits.length, exact: true, done: true });
      },
      open: function (r) {
        rows[r].scrollIntoView({ block: "start" });
        rows[r].tabIndex = -1;
        rows[r].focus({ preventScroll: true });
      }
    };
  }

  // The rows of a windowed table: its index (windows/search.json and the pieces it names,
  // see SearchIndex.swift), fetched a piece at a time.
  function indexSource(url, open) {
    var root = null, fold = null, files = new Map();
    function get(path) {
      if (!files.has(path)) {
        var p = fetch(url(path)).then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); });
        files.set(path, p);
        p.catch(function () { files.delete(path); });
        if (files.size > 64) files.delete(files.keys().next().value);
      }
      return files.get(path);
    }
    function prepare() {
      return get("search.json").then(function (r) { root = r; fold = folding(r.fold); });
    }
    // The last of a node's separators at most `key`.
    function lastAtMost(seps, key) {
      var lo = 0, hi = seps.length;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (compare(seps[mid], key) <= 0) lo = mid + 1; else hi = mid; }
      return Math.max(0, lo - 1);
    }
    function nextSep(at) { return at.i + 1 < at.node.seps.length ? at.node.seps[at.i + 1] : at.next; }
    // The file of a node's child: named by its level, separator and how many before it share that.
    function child(at) {
      var seps = at.node.seps, j = at.i;
      while (j > 0 && seps[j - 1] === seps[at.i]) j--;
      var n = fnv1a(root.salt + ":" + at.level + ":" + seps[at.i] + ":" + ((j === 0 ? at.node.k : 0) + at.i - j));
      return get("search/" + ("0000000" + n.toString(16)).slice(-8) + ".json");
    }
    // The path from the root to the leaf where terms starting with `key` begin.
    function down(path, key) {
      var at = path[path.length - 1];
      if (at.level === 1) return Promise.resolve(path);
      return child(at).then(function (node) {
        return down(path.concat([{ node: node, i: lastAtMost(node.seps, key), level: at.level - 1, next: nextSep(at) }]), key);
      });
    }
    // The path to the leaf after the one `path` ends at, or null after the last.
    function advance(path) {
      var d = path.length - 1;
      while (d >= 0 && path[d].i + 1 >= path[d].node.seps.length) d--;
      if (d < 0) return Promise.resolve(null);
      var at = path[d];
      return down(path.slice(0, d).concat([{ node: at.node, i: at.i + 1, level: at.level, next: at.next }]), "");
    }
    function rowsOf(leaf) {
      var out = [], row = 0;
      for (var i = 0; i < leaf.rows.length; i += 2) { row += leaf.rows[i]; out.push({ row: row, text: leaf.rows[i + 1] }); }
      return out;
    }
    function search(query, report) {
      var words = wordsOf(query, fold);
      if (!words.length) return report({ hits: [], count: 0, exact: true, done: true });
      var keys = words.map(function (w) { return Array.from(w).slice(0, root.maxTerm).join(""); });
      // The word likely in fewest leaves: not one starting a term in most rows (the root
      // lists those, with their rows: if every word starts one, the one in fewest rows), then
      // in the fewest of the root's entries, then the longest.
      var best = 0, cost = null;
      keys.forEach(function (key, w) {
        var i = lastAtMost(root.seps, key), n = 1, rows = 0;
        while (i + n < root.seps.length && startsWith(root.seps[i + n], key)) n++;
        root.common.forEach(function (t, j) { if (startsWith(t, key)) rows += (root.commonRows || [])[j] || 1; });
        var c = [rows, n, -key.length];
        if (!cost || (c[0] - cost[0] || c[1] - cost[1] || c[2] - cost[2]) < 0) { best = w; cost = c; }
      });
      var key = keys[best];
      var top = { node: root, i: lastAtMost(root.seps, key), level: root.levels, next: undefined };
      return down([top], key).then(function (path) {
        var at = path[path.length - 1], next = nextSep(at);
        var crosses = next !== undefined && next.length > key.length && startsWith(next, key);
        return child(at).then(function (leaf) {
          var found = new Map(), sum = crosses ? leaf.sums[key] : null;
          if (sum && words.length === 1 && key === words[0]) {
            var rows = rowsOf(leaf);
            sum[2].forEach(function (i) { matchRows([rows[i]], words, fold, found); });
            return report({ hits: Array.from(found.values()).sort(byRank), count: sum[0], exact: true, done: true });
          }
          matchRows(rowsOf(leaf), words, fold, found);
          function result(done, exact) {
            var hits = Array.from(found.values()).sort(byRank);
            return report({ hits: hits, count: hits.length, exact: exact, done: done });
          }
          if (!crosses) return result(true, true);
          // Every word is common: read on through the leaves its terms run into.
          var more = 0;
          // Then, if there are more than those, the first leaf of each other word: the rows
          // matching them all may lie past the leaves read (rows with "z" and "09…").
          function others() {
            return keys.reduce(function (done, other, w) {
              if (w === best) return done;
              return done.then(function () {
                return down([{ node: root, i: lastAtMost(root.seps, other), level: root.levels, next: undefined }], other);
              }).then(function (path) { return child(path[path.length - 1]); }).then(function (leaf) {
                matchRows(rowsOf(leaf), words, fold, found);
              });
            }, Promise.resolve());
          }
          function step(path) {
            result(false, false);
            return advance(path).then(function (path) {
              if (!path) return result(true, !sum || sum[1] === 1);
              var sep = path[path.length - 1].node.seps[path[path.length - 1].i];
              if (!startsWith(sep, key)) return result(true, !sum || sum[1] === 1);
              if (++more > MORE_LEAVES) return others().then(function () { return result(true, false); });
              return child(path[path.length - 1]).then(function (leaf) {
                matchRows(rowsOf(leaf), words, fold, found);
                return step(path);
              });
            });
          }
          return step(path);
        });
      });
    }
    return {
      prepare: function () { return root ? Promise.resolve() : prepare(); },
      search: function (query, report) { return (root ? Promise.resolve() : prepare()).then(function () { return search(query, report); }); },
      open: open
    };
  }

  // The search field: results as the words are typed; arrows move through them, Enter
  // opens one, Escape clears. Its words are the page's (data-tw-text, SearchForm.swift).
  function startSearch(form, source) {
    var input = form.querySelector("input"), status = form.querySelector(".tw-status");
    var list = form.querySelector(".tw-results"), timer = 0, generation = 0;
    var text = {};
    try { text = JSON.parse(form.getAttribute("data-tw-text") || "{}"); } catch (e) { /* English below */ }
    var lang = document.documentElement.lang || undefined, numbers, plurals;
    try {
      numbers = new Intl.NumberFormat(lang, text.digits ? { numberingSystem: text.digits } : {});
      plurals = new Intl.PluralRules(lang);
    } catch (e) { numbers = null; }
    function number(n) { return numbers ? numbers.format(n) : String(n); }
    // A count in the form of its plural category; a count not finished is written "1,204+".
    function say(forms, fallback, n, exact) {
      forms = forms || { other: fallback };
      var t = forms[plurals ? plurals.select(n) : "other"] || forms.other;
      return t.split("{count}").join(number(n) + (exact ? "" : "+")).split("{shown}").join(number(SHOWN));
    }
    form.hidden = false;
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var first = list.querySelector("button");
      if (first) first.click();
    });
    input.addEventListener("focus", function () { source.prepare().catch(noop); });
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(run, 50); });
    input.addEventListener("keydown", function (e) {
      if (e.key === "ArrowDown" && list.firstElementChild) { e.preventDefault(); list.querySelector("button").focus(); }
      else if (e.key === "Escape" && input.value) { e.preventDefault(); clear(); }
    });
    list.addEventListener("keydown", function (e) {
      var buttons = Array.prototype.slice.call(list.querySelectorAll("button")), i = buttons.indexOf(document.activeElement);
      if (i < 0) return;
      var to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: buttons.length - 1 }[e.key];
      if (e.key === "Escape") { e.preventDefault(); clear(); input.focus(); }
      else if (to !== undefined) { e.preventDefault(); if (to < 0) input.focus(); else if (buttons[to]) buttons[to].focus(); }
    });
    list.addEventListener("click", function (e) {
      var b = e.target.closest("button");
      if (b) source.open(+b.getAttribute("data-row"));
    });
    function clear() {
      input.value = "";
      generation++;
      show(null);
    }
    function show(result) {
      form.twResult = result;
      list.textContent = "";
      if (!result) { status.textContent = ""; form.setAttribute("data-tw-state", "done"); return; }
      var n = result.count;
      status.textContent = !n ? (result.done ? text.none || "No rows found" : "")
        : n > SHOWN ? say(text.foundFirst, "{count} rows found, first {shown} shown", n, result.exact)
          : say(text.found, "{count} rows found", n, result.exact);
      result.hits.slice(0, SHOWN).forEach(function (hit) {
        var li = document.createElement("li"), b = document.createElement("button");
        b.type = "button";
        b.textContent = hit.text;
        b.setAttribute("data-row", hit.row);
        li.appendChild(b);
        list.appendChild(li);
      });
      form.setAttribute("data-tw-state", result.done ? "done" : "searching");
      // For measurements: when a query's first results, and its last, were shown.
      if (performance.mark) performance.mark(result.done ? "tabula-search-done" : "tabula-search-shown");
    }
    function run() {
      var query = input.value.trim(), mine = ++generation;
      if (!query) return show(null);
      form.setAttribute("data-tw-state", "searching");
      Promise.resolve(source.search(query, function (result) { if (mine === generation) show(result); })).catch(function () {
        if (mine !== generation) return;
        show(null);  // the index could not be read: no results, and the paginated pages remain
      });
    }
  }

  var table = document.querySelector("[data-tw-manifest]");
  if (!table) {
    // A table on one page: the search field finds its own rows.
    var own = document.querySelector(".tw-search[data-tw-fold]");
    if (own && WORD) startSearch(own, pageSource(own, Array.prototype.slice.call(document.querySelectorAll("li.row"))));
    return;
  }
  if (!window.fetch || !window.IntersectionObserver) return;
  var base = new URL(table.getAttribute("data-tw-manifest"), location.href);
  var CAP = 8e6;          // most pixels laid out at once: browsers clamp taller elements and pages
  var SPACER_MAX = 4e6;   // no spacer taller than this
  var M, W, size, per;    // manifest, number of windows, rows per window, windows per page
  var sections = [];      // per section: {el, ul, first, last} (its first and last window)
  var pieces = [];        // per window: [{s: section, n: rows}] in order
  var loaded = new Map(); // window -> its row elements, in order
  var loading = new Map(); // window -> promise of its insertion
  var texts = new Map();  // paginated page -> promise of its windows' row HTML (fetched, maybe not inserted)
  var firstHTML = "";     // window 0's row HTML (inline in this page), to put back after dropping it
  var measured = new Set();
  var seg = [0, 0];       // windows laid out: [seg[0], seg[1])
  var observer, scheduled = false, lastY = scrollY, direction = 0, saveTimer = 0;

  function url(path) { return new URL(path, base).href; }

  // Window w is on paginated page pageOf(w): page 0 is this page, page p is "<p+1>.html".
  function pageOf(w) { return w === 0 ? 0 : Math.floor((w - 1) / per) + 1; }

  // A page's rows, by window: each window's rows are marked off in the page.
  function windowsIn(html) {
    var out = {}, re = /<!--tw:(\d+)-->\n?([\s\S]*?)<!--\/tw-->/g, m;
    while ((m = re.exec(html))) out[m[1]] = (out[m[1]] || "") + m[2];
    return out;
  }

  function fetchText(w) {
    if (w === 0) return Promise.resolve(firstHTML);
    var p = pageOf(w);
    if (!texts.has(p)) {
      texts.set(p, fetch(url(M.pages + (p + 1) + ".html")).then(function (r) {
        if (!r.ok) throw new Error(r.status);
        return r.text();
      }).then(windowsIn));
      texts.get(p).catch(function () { texts.delete(p); });
    }
    return texts.get(p).then(function (windows) {
      if (!Object.prototype.hasOwnProperty.call(windows, w)) throw new Error("no window " + w);
      return windows[w];
    });
  }

  // Whether a link goes to this table (its page or a paginated page): then its fragment is
  // shown here, loading its window, instead of leaving for the page that holds it.
  function isThisTable(u) {
    var dir = new URL(M.pages, base);
    if (u.origin !== dir.origin || u.pathname.indexOf(dir.pathname) !== 0) return false;
    return /^(\d+\.html|index\.html)?$/.test(u.pathname.slice(dir.pathname.length));
  }

  function countOf(w) { return Math.min(size, M.rows - w * size); }
  function pieceHeight(w, p) { return M.heights[w] * p.n / countOf(w); }

  // The row element of window w where its piece in section s starts.
  function firstRowIn(w, s) {
    var offset = 0, list = pieces[w];
    for (var i = 0; i < list.length && list[i].s !== s; i++) offset += list[i].n;
    return loaded.get(w)[offset];
  }

  function spacer(h, parts) {
    var li = document.createElement("li");
    li.className = "tw-spacer";
    li.setAttribute("aria-hidden", "true");
    li.style.setProperty("--h", h + "px");
    li.tw = parts;
    return li;
  }

  // Rebuilds every section's spacers from the loaded windows and the segment.
  function layoutSpacers() {
    sections.forEach(function (sec, s) {
      // A section with no window in the laid-out range is hidden, header and all.
      sec.el.hidden = sec.last >= sec.first ? sec.last < seg[0] || sec.first >= seg[1] : sec.first < seg[0] || sec.first > seg[1];
      sec.ul.querySelectorAll(":scope > .tw-spacer").forEach(function (e) { observer.unobserve(e); e.remove(); });
      var run = [];
      function flush(before) {
        while (run.length) {
          var parts = [], sum = 0;
          while (run.length && (sum === 0 || sum + run[0][1] <= SPACER_MAX)) { sum += run[0][1]; parts.push(run.shift()); }
          var e = spacer(sum, parts);
          sec.ul.insertBefore(e, before);
          observer.observe(e);
        }
      }
      for (var w = sec.first; w <= sec.last; w++) {
        if (loaded.has(w)) { flush(firstRowIn(w, s)); continue; }
        if (w < seg[0] || w >= seg[1]) continue;
        var p = pieces[w].filter(function (q) { return q.s === s; })[0];
        run.push([w, pieceHeight(w, p)]);
      }
      flush(null);
    });
  }

  // Viewport y of window w's top, or null when it is not laid out.
  function windowTop(w) {
    if (loaded.has(w)) return loaded.get(w)[0].getBoundingClientRect().top;
    var found = null;
    table.querySelectorAll(".tw-spacer").forEach(function (e) {
      if (found !== null) return;
      var y = e.getBoundingClientRect().top;
      e.tw.forEach(function (p) { if (found === null && p[0] === w) found = y; y += p[1]; });
    });
    return found;
  }

  // A loaded row in the viewport, to keep in place while the layout changes.
  function anchorRow() {
    var found = null;
    loaded.forEach(function (rows) {
      for (var i = 0; i < rows.length && !found; i++) {
        var r = rows[i].getBoundingClientRect();
        if (r.bottom > 0 && r.top < innerHeight) found = rows[i];
      }
    });
    return found;
  }

  // Changes the layout keeping what is under the reader's eye where it was.
  function relayout(change) {
    var row = anchorRow(), w = row ? null : current();
    var before = row ? row.getBoundingClientRect().top : w === null ? null : windowTop(w);
    if (change) change();
    layoutSpacers();
    var after = row && row.isConnected ? row.getBoundingClientRect().top : w === null || row ? null : windowTop(w);
    if (before !== null && after !== null && Math.abs(after - before) > 0.5) scrollBy(0, after - before);
  }

  // Windows laid out within `margin` viewports of the viewport.
  function windowsNear(margin) {
    var lo = -innerHeight * margin, hi = innerHeight * (1 + margin), out = [];
    table.querySelectorAll(".tw-spacer").forEach(function (e) {
      var r = e.getBoundingClientRect();
      if (r.bottom < lo || r.top > hi) return;
      var y = r.top;
      e.tw.forEach(function (p) { if (y + p[1] >= lo && y <= hi) out.push(p[0]); y += p[1]; });
    });
    loaded.forEach(function (rows, w) {
      var a = rows[0].getBoundingClientRect(), b = rows[rows.length - 1].getBoundingClientRect();
      if (b.bottom >= lo && a.top <= hi) out.push(w);
    });
    return out.sort(function (a, b) { return a - b; }).filter(function (w, i, a) { return a.indexOf(w) === i; });
  }

  // The window at the top of the viewport.
  function current() {
    var near = windowsNear(0);
    return near.length ? near[0] : null;
  }

  function load(w) {
    if (loaded.has(w)) return Promise.resolve();
    if (!loading.has(w)) {
      loading.set(w, fetchText(w).then(function (text) {
        loading.delete(w);
        if (!loaded.has(w)) insert(w, text);
      }, function (e) { loading.delete(w); throw e; }));
    }
    return loading.get(w);
  }

  function insert(w, text) {
    var t = document.createElement("template");
    t.innerHTML = text;
    var rows = Array.prototype.slice.call(t.content.children), i = 0;
    relayout(function () {
      pieces[w].forEach(function (p) {
        var sec = sections[p.s], before = null;
        for (var v = w + 1; v <= sec.last && !before; v++) if (loaded.has(v)) before = firstRowIn(v, p.s);
        for (var k = 0; k < p.n; k++) sec.ul.insertBefore(rows[i++], before);
      });
      loaded.set(w, rows);
      measure(w);
    });
    schedule();
  }

  // Records window w's real height; the first measurement also corrects the estimate.
  function measure(w) {
    var h = 0;
    loaded.get(w).forEach(function (r) { h += r.getBoundingClientRect().height; });
    if (!h) return;
    M.heights[w] = h;
    if (!M.exact && !measured.size) {
      var per = h / countOf(w);
      for (var v = 0; v < W; v++) if (!loaded.has(v)) M.heights[v] = per * countOf(v);
    }
    measured.add(w);
  }

  function unload(w) {
    measure(w);
    loaded.get(w).forEach(function (r) { r.remove(); });
    loaded.delete(w);
  }

  // Lays out the windows around w, as many as fit under CAP pixels.
  function segmentAround(w) {
    var a = w, b = w + 1, total = M.heights[w];
    for (var grew = true; grew;) {
      grew = false;
      if (b < W && total + M.heights[b] <= CAP) { total += M.heights[b++]; grew = true; }
      if (a > 0 && total + M.heights[a - 1] <= CAP) { total += M.heights[--a]; grew = true; }
    }
    return [a, b];
  }

  function setSegment(next) {
    seg = next;
    loaded.forEach(function (rows, v) { if (v < seg[0] || v >= seg[1]) unload(v); });
  }

  function update() {
    scheduled = false;
    if (scrollY !== lastY) { direction = scrollY > lastY ? 1 : -1; lastY = scrollY; }
    var w = current();
    if (w !== null && ((seg[1] < W && w >= seg[1] - 2) || (seg[0] > 0 && w <= seg[0] + 1))) {
      relayout(function () { setSegment(segmentAround(w)); });
    }
    var near = windowsNear(0.5);
    near.forEach(function (v) { load(v).catch(noop); });
    if (near.length && direction) {
      var next = direction > 0 ? near[near.length - 1] + 1 : near[0] - 1;
      if (next >= seg[0] && next < seg[1]) fetchText(next).catch(noop);
    }
    var keep = windowsNear(1.5), active = document.activeElement, far = [];
    loaded.forEach(function (rows, v) {
      if (keep.indexOf(v) < 0 && !rows.some(function (r) { return r.contains(active); })) far.push(v);
    });
    if (far.length) relayout(function () { far.forEach(unload); });
    texts.forEach(function (t, p) { if (Math.abs(p - pageOf(w || 0)) > 1) texts.delete(p); });
    clearTimeout(saveTimer);
    saveTimer = setTimeout(save, 200);
  }

  function schedule() {
    if (!scheduled) { scheduled = true; requestAnimationFrame(update); }
  }

  // Jumps to row r of the table (0-based), loading its window first.
  function goToRow(r, focus) {
    var w = Math.floor(r / size);
    if (w < seg[0] || w >= seg[1]) { setSegment(segmentAround(w)); layoutSpacers(); }
    return load(w).then(function () {
      var row = loaded.get(w)[r - w * size];
      row.scrollIntoView({ block: "start" });
      if (focus) { row.tabIndex = -1; row.focus({ preventScroll: true }); }
      schedule();
      return row;
    });
  }

  function goToSection(s) {
    var w = Math.min(Math.floor(M.sections[s].row / size), W - 1);
    if (w < seg[0] || w >= seg[1]) { setSegment(segmentAround(w)); layoutSpacers(); }
    return load(w).then(function () {
      sections[s].el.scrollIntoView({ block: "start" });
      schedule();
    });
  }

  function rowIndexOf(id) {
    return fetch(url("ids/" + (fnv1a(id) % M.idBuckets) + ".json")).then(function (r) { return r.json(); })
      .then(function (map) { return Object.prototype.hasOwnProperty.call(map, id) ? map[id] : null; });
  }

  function goToHash(hash) {
    var id = decodeURIComponent(hash.slice(1));
    if (id.indexOf("section-") === 0) {
      var sid = id.slice(8);
      for (var s = 0; s < M.sections.length; s++) if (M.sections[s].id === sid) return goToSection(s);
    }
    if (id.indexOf("row-") === 0) {
      var el = document.getElementById(id);
      if (el) { el.scrollIntoView({ block: "start" }); return Promise.resolve(); }
      return rowIndexOf(id.slice(4)).then(function (r) { if (r !== null) return goToRow(r); });
    }
    return Promise.resolve();
  }

  // Back and forward: each history entry remembers the row at the top and its offset.
  function save() {
    var top = null;
    loaded.forEach(function (rows, w) {
      if (top) return;
      for (var i = 0; i < rows.length; i++) {
        var r = rows[i].getBoundingClientRect();
        if (r.bottom > 0) { top = { r: w * size + i, y: r.top }; return; }
      }
    });
    if (top) history.replaceState(Object.assign({}, history.state, { tw: top }), "");
  }

  function restore(state) {
    return goToRow(state.r).then(function (row) { scrollBy(0, row.getBoundingClientRect().top - state.y); });
  }

  function start(manifest) {
    M = manifest;
    size = M.windowSize;
    per = M.windowsPerPage;
    W = M.heights.length;
    for (var w = 0; w < W; w++) pieces.push([]);
    M.sections.forEach(function (s, i) {
      var el = document.getElementById("section-" + s.id), end = i + 1 < M.sections.length ? M.sections[i + 1].row : M.rows;
      var first = Math.floor(s.row / size), last = end > s.row ? Math.floor((end - 1) / size) : first - 1;
      for (var v = first; v <= last; v++) {
        pieces[v].push({ s: i, n: Math.min(end, (v + 1) * size) - Math.max(s.row, v * size) });
      }
      sections.push({ el: el, ul: el.querySelector(":scope > .rows"), first: first, last: last });
    });
    loaded.set(0, Array.prototype.slice.call(table.querySelectorAll("li.row")));
    firstHTML = loaded.get(0).map(function (r) { return r.outerHTML + "\n"; }).join("");
    measure(0);
    seg = segmentAround(0);
    observer = new IntersectionObserver(schedule, { rootMargin: "50% 0px" });
    layoutSpacers();
    var pages = document.querySelector(".tw-pages");
    if (pages) pages.hidden = true;
    var form = table.querySelector(".tw-search");
    if (form && WORD) startSearch(form, indexSource(url, function (r) { goToRow(r, true); }));
    table.addEventListener("click", function (e) {
      var a = e.target.closest("a[href]");
      if (!a || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      var u = new URL(a.href, location.href);
      if (!u.hash || !isThisTable(u)) return;
      e.preventDefault();
      history.pushState(null, "", u.hash);
      goToHash(u.hash);
    });
    addEventListener("scroll", schedule, { passive: true });
    addEventListener("resize", schedule);
    addEventListener("popstate", function (e) {
      if (e.state && e.state.tw) restore(e.state.tw); else if (location.hash) goToHash(location.hash);
    });
    history.scrollRestoration = "manual";
    var done = history.state && history.state.tw ? restore(history.state.tw)
      : location.hash ? goToHash(location.hash) : Promise.resolve();
    done.catch(noop).then(function () { table.setAttribute("data-tw-ready", ""); schedule(); });
  }

  fetch(base).then(function (r) { return r.json(); }).then(start);
})();
