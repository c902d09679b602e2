// Tabula: windowed table pages. Each table page longer than one window carries
// data-tw-manifest; rows outside the loaded windows are stood in for by in-flow spacers.
(function () {
  "use strict";
  var table = document.querySelector("[data-tw-manifest]");
  if (!table || !window.fetch || !window.IntersectionObserver) return;
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
  function noop() {}

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
    var bytes = new TextEncoder().encode(id), h = 2166136261;
    for (var i = 0; i < bytes.length; i++) { h ^= bytes[i]; h = Math.imul(h, 16777619) >>> 0; }
    return fetch(url("ids/" + (h % M.idBuckets) + ".json")).then(function (r) { return r.json(); })
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

  // What the search found, in the page's language: its words come with the form
  // (data-tw-text: forms by plural category, the digits of the page's other numbers),
  // numbers and plural categories from the browser's Intl.
  function words(form) {
    var lang = document.documentElement.lang || "en", text = {}, numbers = null, plurals = null;
    try { text = JSON.parse(form.getAttribute("data-tw-text") || "{}"); } catch (e) { /* English below */ }
    try {
      numbers = new Intl.NumberFormat(lang, text.digits ? { numberingSystem: text.digits } : {});
      plurals = new Intl.PluralRules(lang);
    } catch (e) { /* plain digits, the `other` form */ }
    function number(n) { return numbers ? numbers.format(n) : String(n); }
    function counted(forms, n, fallback) {
      forms = forms || { other: fallback };
      return (forms[plurals ? plurals.select(n) : "other"] || forms.other);
    }
    return function (n, shown) {
      if (!n) return text.none || "No rows found";
      var s = n > shown ? counted(text.foundFirst, n, "{count} rows found, first {shown} shown") : counted(text.found, n, "{count} rows found");
      return s.split("{count}").join(number(n)).split("{shown}").join(number(shown));
    };
  }

  function search(form) {
    var input = form.querySelector("input"), status = form.querySelector(".tw-status");
    var list = form.querySelector(".tw-results"), all = null, lower = null, timer = 0, found = words(form);
    form.hidden = false;
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var first = list.querySelector("button");
      if (first) first.click();
    });
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(run, 120); });
    list.addEventListener("click", function (e) {
      var b = e.target.closest("button");
      if (b) goToRow(+b.getAttribute("data-row"), true);
    });
    function run() {
      var q = input.value.trim().toLowerCase();
      if (!q) { list.textContent = ""; status.textContent = ""; return; }
      var ready = all ? Promise.resolve() : fetch(url("search.json")).then(function (r) { return r.json(); })
        .then(function (a) { all = a; lower = a.map(function (t) { return t.toLowerCase(); }); });
      ready.then(function () {
        if (input.value.trim().toLowerCase() !== q) return;
        var hits = [], n = 0;
        for (var i = 0; i < lower.length; i++) if (lower[i].indexOf(q) >= 0 && n++ < 20) hits.push(i);
        status.textContent = found(n, 20);
        list.textContent = "";
        hits.forEach(function (i) {
          var li = document.createElement("li"), b = document.createElement("button");
          b.type = "button";
          b.textContent = all[i];
          b.setAttribute("data-row", i);
          li.appendChild(b);
          list.appendChild(li);
        });
      });
    }
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
    if (form) search(form);
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
