"use strict";
// The tournament report: tables from the embedded data, and a replay viewer that plays each
// record's moves with the rules below (docs/rules.md, The m,n,k game and The push game),
// checked against every record's finalBoard.
(function () {
  const DATA = JSON.parse(document.getElementById("arbitre-data").textContent);
  const $ = (id) => document.getElementById(id);
  const SVG = "http://www.w3.org/2000/svg";
  const STONE = ["", "X", "O"];
  // The page's words, from report.properties (or the site's translation): L("key", args...).
  const LABELS = JSON.parse(document.getElementById("arbitre-labels").textContent);
  const L = (key, ...args) => (key in LABELS ? LABELS[key] : key).replace(/\{(\d)\}/g, (_, i) => args[i]);
  const REASONS = Object.fromEntries([..."QPBTSIVN"].map((c) => [c, L("reason." + c)]));

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v; else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (k === "style") e.style.cssText = v; // through the CSSOM: a page whose CSP forbids inline style allows it
      else if (v !== null && v !== undefined) e.setAttribute(k, v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
    return e;
  }
  function svg(tag, attrs, text) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  /** Scrolls `box` (not the page) so that `child` is visible in it. */
  function within(box, child) {
    const b = box.getBoundingClientRect(), c = child.getBoundingClientRect();
    if (c.top < b.top) box.scrollTop -= b.top - c.top + 28; // room for a sticky header
    else if (c.bottom > b.bottom) box.scrollTop += c.bottom - b.bottom;
  }
  // Numbers in the page's language (<html lang>): "1,520.5" in English, "1 520,5" in French.
  const LOCALE = document.documentElement.lang || "en";
  const num = (x, digits) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: digits || 0 }).format(x);
  const fmt1 = (x) => num(Math.round(x * 10) / 10, 1);
  const signed = (x) => { if (x === null) return L("notApplicable"); const r = Math.round(x); return r > 0 ? "+" + num(r) : r < 0 ? "−" + num(-r) : "0"; };
  const points = (p) => num(p, 1);
  const mib = (kb) => L("mib", new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(kb / 1024));
  function ms(iso) { // "PT0.3S" -> "300 ms"
    const m = /^PT(?:(\d+)M)?([\d.]+)S$/.exec(iso || "");
    if (!m) return iso;
    const v = Math.round(((+m[1] || 0) * 60 + parseFloat(m[2])) * 1000);
    return v >= 1000 && v % 1000 === 0 ? num(v / 1000) + " s" : num(v) + " ms";
  }
  /** A game's end in words, from the labels (words.*, why.*) and the referee's detail. */
  function words(g) {
    const d = g.detail ? L("words.detail", g.detail) : "", r = g.code[2];
    if (g.winner === 0) return g.detail ? L("words.drawDetail", g.detail) : L("words.draw");
    if (g.winner === 3) return L("words.double", d);
    return "QPBTSI".includes(r) ? L("words.forfeit", g.winner, 3 - g.winner, L("why." + r), d) : L("words.alignment", g.winner, d);
  }

  // ---- the rules: a position is {cells, ids} (row-major; ids = the number of the move that placed each stone)

  function parseMove(game, text) {
    if (game === "push") {
      let m = /^(\d+)\s*([HBGD])$/i.exec(text.trim());
      if (m) return { line: +m[1], side: m[2].toUpperCase() };
      m = /^([HBGD])\s*(\d+)$/i.exec(text.trim());
      if (m) return { line: +m[2], side: m[1].toUpperCase() };
      throw new Error("not a push move: " + text);
    }
    const t = text.trim().split(/\s+/).map(Number);
    if (t.length !== 2 || t.some(isNaN)) throw new Error("not a move: " + text);
    return { x: t[0], y: t[1] };
  }

  /** The cells of the line a push enters, from its entry cell inwards. */
  function pushLine(n, mv) {
    const c = mv.line - 1, cells = [];
    if (c < 0 || c >= n) throw new Error("line " + mv.line + " is off the board");
    for (let t = 0; t < n; t++) {
      switch (mv.side) {
        case "H": cells.push(t * n + c); break;
        case "B": cells.push((n - 1 - t) * n + c); break;
        case "G": cells.push(c * n + t); break;
        case "D": cells.push(c * n + (n - 1 - t)); break;
      }
    }
    return cells;
  }

  /** Plays move number `id` for `stone` in place; returns the cell the stone took. */
  function play(game, w, h, pos, mv, stone, id) {
    if (game === "push") {
      const line = pushLine(w, mv);
      const empty = line.findIndex((i) => pos.cells[i] === 0);
      if (empty < 0) throw new Error("line " + mv.line + mv.side + " is full");
      for (let t = empty; t > 0; t--) {
        pos.cells[line[t]] = pos.cells[line[t - 1]];
        pos.ids[line[t]] = pos.ids[line[t - 1]];
      }
      pos.cells[line[0]] = stone; pos.ids[line[0]] = id;
      return line[0];
    }
    if (mv.x < 1 || mv.x > w || mv.y < 1 || mv.y > h) throw new Error("off the board");
    const i = (mv.y - 1) * w + (mv.x - 1);
    if (pos.cells[i] !== 0) throw new Error("occupied cell");
    pos.cells[i] = stone; pos.ids[i] = id;
    return i;
  }

  /** Every position of a game: positions[n] after n moves, with the cell of move n (only the last with `lastOnly`). */
  function replay(g, lastOnly) {
    const r = g.record, w = r.width, h = r.height;
    let pos = { cells: new Int8Array(w * h), ids: new Int32Array(w * h), cell: -1, move: null };
    const out = [pos];
    r.moves.forEach((m, i) => {
      const next = lastOnly ? pos : { cells: pos.cells.slice(), ids: pos.ids.slice() };
      next.move = parseMove(DATA.game, m[0]);
      next.cell = play(DATA.game, w, h, next, next.move, (i % 2) + 1, i + 1);
      if (!lastOnly) out.push(next);
      pos = next;
    });
    return lastOnly ? [pos] : out;
  }

  /** The lines of k or more of one colour: [[cellFrom, cellTo, stone], ...]. */
  function alignments(cells, w, h, k) {
    const found = [];
    for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
      for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
        const s = cells[y * w + x];
        if (!s) continue;
        const px = x - dx, py = y - dy;
        if (px >= 0 && px < w && py >= 0 && py < h && cells[py * w + px] === s) continue; // not a run's start
        let len = 0, cx = x, cy = y;
        while (cx >= 0 && cx < w && cy >= 0 && cy < h && cells[cy * w + cx] === s) { len++; cx += dx; cy += dy; }
        if (len >= k) found.push([y * w + x, (cy - dy) * w + (cx - dx), s]);
      }
    }
    return found;
  }

  /** The record's finalBoard (BoardText: a header line, then "row  . X O ...") as cell values. */
  function recordBoard(rows) {
    const cells = [];
    rows.slice(1).forEach((row) => row.trim().split(/\s+/).slice(1).forEach((c) => cells.push(".XO".indexOf(c))));
    return cells;
  }

  // ---- header, standings, cross table

  function header() {
    const played = DATA.games.length;
    const format = DATA.format || "round-robin";
    $("summary").textContent = ("format." + format in LABELS ? L("format." + format) : format.replace("-", " ")) + " · "
      + L(DATA.rounds === 1 ? "summary.round" : "summary.rounds", DATA.rounds) + " · " + L("summary.bots", DATA.bots.length)
      + " · " + L(played === 1 ? "summary.game" : "summary.games", played);
    const dl = $("settings");
    const add = (k, v) => dl.append(el("div", {}, el("dt", {}, k), el("dd", {}, v)));
    add(L("setting.game"), DATA.game + " " + DATA.width + "×" + DATA.height + ", k = " + DATA.k);
    for (const [k, v] of Object.entries(DATA.settings || {})) {
      let shown = /^PT/.test(v) ? ms(v) : v;
      if (k === "maxMoves" && v === "0") shown = L("none");
      if (k === "adjudicate") shown = L(v === "true" ? "adjudicate.on" : "adjudicate.off");
      add("setting." + k in LABELS ? L("setting." + k) : k, shown);
    }
    add(L("setting.openings"), DATA.openingsSha256 ? "sha256 " + DATA.openingsSha256.slice(0, 12) + "…" : L("none"));
    const w = $("warnings");
    (DATA.warnings || []).forEach((t) => w.append(el("p", { class: "warning" }, t)));
  }

  function standings() {
    const t = $("standings");
    const spec = Object.fromEntries(DATA.bots.map((b) => [b.name, b.spec]));
    t.append(el("tr", {}, el("th", { class: "num" }, "#"), el("th", {}, L("col.bot")), el("th", { class: "num" }, L("col.games")),
      el("th", { class: "num" }, L("col.wdl")), el("th", {}, L("col.score")), el("th", { class: "num" }, L("col.elo")),
      el("th", { class: "num" }, L("col.slowest")), el("th", { class: "num", title: L("col.timeTitle") }, L("col.time")),
      el("th", { title: L("col.forfeitsTitle") }, L("col.forfeits"), el("br"), "Q P B T S I")));
    for (const l of DATA.standings) {
      const elo = signed(l.elo) + (l.elo === null ? "" : " ± " + (l.error95 === null ? "∞" : num(l.error95)));
      const forfeits = el("td", { class: "forfeits" });
      for (const [k, v] of Object.entries(l.forfeits)) forfeits.append(el("span", { class: v ? "some" : "", title: k }, v));
      const slowest = l.slowestGame
        ? el("span", { class: "link", title: L("inGame", l.slowestGame), onclick: () => open(l.slowestGame, null) }, num(l.slowestMs) + " ms")
        : "–";
      t.append(el("tr", { class: "line" },
        el("td", { class: "num" }, l.rank),
        el("td", { class: "bot" }, l.bot, spec[l.bot] && spec[l.bot] !== l.bot ? el("span", { class: "spec", title: spec[l.bot] }, spec[l.bot]) : null),
        el("td", { class: "num" }, l.games),
        el("td", { class: "num" }, l.wins + "-" + l.draws + "-" + l.losses),
        el("td", {}, fmt1(l.score) + " %", el("span", { class: "bar" }, el("i", { style: "width:" + l.score + "%" }))),
        el("td", { class: "num" }, elo),
        el("td", { class: "num" }, slowest),
        el("td", { class: "num" }, l.timeLosses),
        forfeits));
    }
    $("standings-note").textContent = L("standingsNote") + (DATA.ratingsPrior ? L("priorNote") : "");
  }

  function cross() {
    const t = $("cross"), bots = DATA.bots.map((b) => b.name);
    const short = (s) => (s.length > 12 ? "…" + s.slice(-11) : s);
    t.append(el("tr", {}, el("th", {}, ""), ...bots.map((b) => el("th", { class: "num", title: b }, short(b)))));
    bots.forEach((b, i) => {
      const row = el("tr", {}, el("td", { class: "bot" }, b));
      bots.forEach((_, j) => {
        const c = DATA.cross[i][j];
        if (i === j) row.append(el("td", { class: "self" }, "–"));
        else if (!c) row.append(el("td", { class: "cell" }, ""));
        else {
          const ratio = c[0] / c[1];
          row.append(el("td", { class: "cell " + (ratio > 0.5 ? "good" : ratio < 0.5 ? "bad" : "even") }, points(c[0]) + "/" + c[1]));
        }
      });
      t.append(row);
    });
    const p = DATA.pentanomial;
    if (p) {
      $("pentanomial").textContent = L("pentanomial", bots[0], bots[1], p.counts.join(" "),
        signed(p.elo) + (p.elo === null ? "" : " ± " + (p.error95 === null ? "∞" : num(p.error95))), fmt1(100 * p.los));
    }
  }

  // ---- the list of games

  function codeClass(g) { return "code " + ("QPBTSI".includes(g.code[2]) ? "forfeit" : g.winner === 0 || g.winner === 3 ? "draw" : ""); }
  const rows = new Map();
  function games() {
    const t = $("games");
    t.append(el("tr", {}, el("th", { class: "num" }, "#"), el("th", {}, L("col.p1")), el("th", {}, L("col.p2")),
      el("th", {}, L("col.result")), el("th", { class: "num" }, L("col.moves"))));
    for (const g of DATA.games) {
      const tr = el("tr", { class: "game", "data-key": g.key, title: g.key + ": " + words(g), onclick: () => open(g.key, null) },
        el("td", { class: "num" }, g.id),
        el("td", { class: "player" + (g.winner === 1 ? " win" : "") }, g.p1),
        el("td", { class: "player" + (g.winner === 2 ? " win" : "") }, g.p2),
        el("td", {}, el("span", { class: codeClass(g) }, g.code), " " + REASONS[g.code[2]]),
        el("td", { class: "num" }, g.moves));
      rows.set(g.key, tr);
      t.append(tr);
    }
    $("games-count").textContent = "(" + DATA.games.length + ")";
    $("filter").addEventListener("input", (e) => {
      const q = e.target.value.trim().toLowerCase();
      for (const g of DATA.games) {
        const hay = [g.key, g.p1, g.p2, g.code, words(g)].join(" ").toLowerCase();
        rows.get(g.key).style.display = !q || hay.includes(q) ? "" : "none";
      }
    });
  }

  // ---- the viewer

  const view = { game: null, positions: [], at: 0, numbers: false, byLine: [null, null] };

  function open(key, at) {
    const g = DATA.games.find((x) => x.key === key);
    if (!g) return;
    view.game = g;
    for (const [k, tr] of rows) tr.classList.toggle("selected", k === key);
    within($("games-scroll"), rows.get(key));
    $("v-title").textContent = L("gameTitle", g.id, g.key);
    const winner = g.winner === 1 ? g.p1 : g.winner === 2 ? g.p2 : null;
    $("v-result").replaceChildren(el("span", { class: codeClass(g) }, g.code), " " + words(g)
      + (winner ? L("won", winner) : ""));
    const mem = (p) => {
      const pl = g.record && g.record.players[p - 1];
      if (!pl) return "";
      return (pl.peakHeapKb > 0 ? L("heap", mib(pl.peakHeapKb)) : "") + (pl.peakRssKb > 0 ? L("resident", mib(pl.peakRssKb)) : "");
    };
    $("v-players").replaceChildren(
      el("span", { title: (g.record && g.record.players[0] || {}).command || "" }, el("span", { class: "stone-icon p1" }), el("b", {}, g.p1), L("player1", num(g.slowest[0])) + mem(1)),
      el("span", { title: (g.record && g.record.players[1] || {}).command || "" }, el("span", { class: "stone-icon p2" }), el("b", {}, g.p2), L("player2", num(g.slowest[1])) + mem(2)));
    if (!g.record) {
      view.positions = [];
      $("board").replaceChildren();
      $("moves").replaceChildren();
      // why, in the toolkit's English: on the English page only
      $("move-info").textContent = g.missing && LOCALE === "en" ? g.missing : L("noRecord");
      $("stderr1").replaceChildren(); $("stderr2").replaceChildren();
      return;
    }
    try {
      view.positions = replay(g);
    } catch (e) {
      view.positions = [];
      $("move-info").textContent = L("cannotReplay", e.message);
      return;
    }
    stderrPanels(g);
    moveList(g);
    const n = g.record.moves.length;
    $("slider").max = n;
    go(at === null || at === undefined ? n : Math.max(0, Math.min(n, at)));
  }

  /** A player's stderr lines, tied to its moves only when it printed exactly one line per move. */
  function stderrPanels(g) {
    const r = g.record;
    view.byLine = [null, null];
    [1, 2].forEach((p) => {
      const box = $("stderr" + p), pl = r.players[p - 1] || {}, s = pl.stderr;
      const name = p === 1 ? g.p1 : g.p2;
      box.replaceChildren();
      if (!s) { box.append(el("h3", {}, L("stderrOf", name)), el("pre", { class: "empty" }, L("noneRecorded"))); return; }
      if (s.error) { box.append(el("h3", {}, L("stderrOf", name)), el("pre", { class: "empty" }, s.file + ": " + s.error)); return; }
      const own = r.moves.filter((m, i) => i >= r.openingMoves && (i % 2) + 1 === p).length;
      const lines = s.lines.filter((l) => l.trim() !== "");
      const tied = s.total === s.lines.length && lines.length === own && own > 0;
      if (tied) view.byLine[p - 1] = lines;
      const shown = s.lines.length < s.total ? L("lastLines", s.lines.length, s.total) : L(s.total === 1 ? "line" : "lines", s.total);
      box.append(el("h3", {}, L("stderrOf", name) + " ", el("span", { class: "muted" }, "(" + shown + ")")));
      const pre = el("pre", { class: s.lines.length ? "" : "empty" });
      if (!s.lines.length) pre.textContent = L("empty");
      s.lines.forEach((l, i) => pre.append(el("span", { "data-i": i }, l)));
      box.append(pre, el("p", { class: "note" }, tied
        ? L("tiedNote")
        : L("untiedNote") + (s.lines.length < s.total ? L("keptNote", DATA.stderrLines, s.file) : "")));
    });
  }

  function moveList(g) {
    const r = g.record, t = $("moves");
    const tied = view.byLine[0] || view.byLine[1];
    t.replaceChildren(el("tr", {}, el("th", { class: "num" }, "#"), el("th", {}, ""), el("th", {}, L("col.move")),
      el("th", { class: "num" }, L("col.wall")), el("th", { class: "num" }, L("col.cpu")), tied ? el("th", {}, L("col.stderr")) : null));
    const seen = [0, 0];
    t.append(el("tr", { "data-n": 0, onclick: () => go(0) }, el("td", { class: "num" }, 0), el("td", {}, ""), el("td", {}, L("start")),
      el("td", {}, ""), el("td", {}, ""), tied ? el("td", {}, "") : null));
    r.moves.forEach((m, i) => {
      const p = (i % 2) + 1, opening = i < r.openingMoves;
      let err = null;
      if (tied) {
        const lines = view.byLine[p - 1];
        err = el("td", { class: "err" }, lines && !opening ? lines[seen[p - 1]++] : "");
        if (err.textContent) err.title = err.textContent;
      }
      t.append(el("tr", { "data-n": i + 1, class: opening ? "opening" : "", onclick: () => go(i + 1) },
        el("td", { class: "num" }, i + 1),
        el("td", {}, el("span", { class: "stone-icon p" + p })),
        el("td", {}, m[0] + (opening ? L("opening") : "")),
        el("td", { class: "num" }, opening ? "" : num(m[1])),
        el("td", { class: "num" }, m[2] < 0 ? "" : num(m[2])),
        err));
    });
  }

  function go(n) {
    const g = view.game;
    if (!g || !view.positions.length) return;
    const total = view.positions.length - 1;
    view.at = Math.max(0, Math.min(total, n));
    $("slider").value = view.at;
    draw();
    const info = $("move-info");
    if (view.at === 0) {
      info.replaceChildren(el("div", { class: "big" }, L("startInfo", total)), L("firstMover", g.p1));
    } else {
      const m = g.record.moves[view.at - 1], p = ((view.at - 1) % 2) + 1;
      const opening = view.at - 1 < g.record.openingMoves;
      info.replaceChildren(el("div", { class: "big" }, L("moveInfo", view.at, total, STONE[p], p === 1 ? g.p1 : g.p2, m[0])),
        opening ? L("openingMove") : L("wallMs", num(m[1])) + " · " + (m[2] < 0 ? L("cpuUnmeasured") : L("cpuMs", num(m[2]))));
      if (view.at === total) info.append(el("div", {}, el("span", { class: codeClass(g) }, g.code), " " + words(g)));
    }
    for (const tr of $("moves").querySelectorAll("tr[data-n]")) {
      const cur = +tr.dataset.n === view.at;
      tr.classList.toggle("current", cur);
      if (cur) within($("moves-scroll"), tr);
    }
    history.replaceState(null, "", "#game=" + encodeURIComponent(g.key) + "&move=" + view.at + (view.numbers ? "&numbers=1" : ""));
  }

  function draw() {
    const g = view.game, r = g.record, w = r.width, h = r.height, push = DATA.game === "push";
    const pos = view.positions[view.at];
    const c = 28, margin = push ? 34 : 22, W = margin * 2 + w * c, H = margin * 2 + h * c;
    const s = $("board");
    s.replaceChildren();
    s.setAttribute("viewBox", "0 0 " + W + " " + H);
    s.setAttribute("data-moves", view.at);
    s.style.maxWidth = Math.round(W * 1.45) + "px"; // cells of about 40 px at most
    s.append(svg("rect", { x: margin, y: margin, width: w * c, height: h * c, fill: "var(--board)", rx: 3 }));
    for (let i = 0; i <= w; i++) s.append(svg("line", { x1: margin + i * c, y1: margin, x2: margin + i * c, y2: margin + h * c, stroke: "var(--grid)", "stroke-width": 0.6 }));
    for (let j = 0; j <= h; j++) s.append(svg("line", { x1: margin, y1: margin + j * c, x2: margin + w * c, y2: margin + j * c, stroke: "var(--grid)", "stroke-width": 0.6 }));
    const cx = (i) => margin + (i % w) * c + c / 2, cy = (i) => margin + Math.floor(i / w) * c + c / 2;
    const off = push ? margin - 22 : margin / 2;
    for (let x = 0; x < w; x++) s.append(svg("text", { class: "coord", x: margin + x * c + c / 2, y: off }, x + 1));
    for (let y = 0; y < h; y++) s.append(svg("text", { class: "coord", x: off, y: margin + y * c + c / 2 }, y + 1));
    for (let i = 0; i < w * h; i++) {
      const v = pos.cells[i];
      if (!v) continue;
      s.append(svg("circle", { class: "stone p" + v, cx: cx(i), cy: cy(i), r: c * 0.42, "stroke-width": 1, "data-n": pos.ids[i] }));
      if (view.numbers) s.append(svg("text", { class: "num p" + v, x: cx(i), y: cy(i) + 0.5 }, pos.ids[i]));
    }
    if (pos.cell >= 0) {
      s.append(svg("circle", { class: "last", cx: cx(pos.cell), cy: cy(pos.cell), r: c * 0.47 }));
      if (!view.numbers) s.append(svg("circle", { class: "arrow", cx: cx(pos.cell), cy: cy(pos.cell), r: 3 }));
      if (push) { // an arrow outside the board at the entry, pointing inwards
        const x = cx(pos.cell), y = cy(pos.cell), a = 7, side = pos.move.side;
        const pts = side === "H" ? [[x, margin - 3], [x - a, margin - 3 - a * 1.4], [x + a, margin - 3 - a * 1.4]]
          : side === "B" ? [[x, margin + h * c + 3], [x - a, margin + h * c + 3 + a * 1.4], [x + a, margin + h * c + 3 + a * 1.4]]
          : side === "G" ? [[margin - 3, y], [margin - 3 - a * 1.4, y - a], [margin - 3 - a * 1.4, y + a]]
          : [[margin + w * c + 3, y], [margin + w * c + 3 + a * 1.4, y - a], [margin + w * c + 3 + a * 1.4, y + a]];
        s.append(svg("polygon", { class: "arrow", points: pts.map((p) => p.join(",")).join(" ") }));
      }
    }
    for (const [a, b] of alignments(pos.cells, w, h, r.k)) {
      s.append(svg("line", { class: "winline", x1: cx(a), y1: cy(a), x2: cx(b), y2: cy(b) }));
    }
    // the stderr line of this move, when lines are tied to moves
    for (const p of [1, 2]) {
      for (const span of $("stderr" + p).querySelectorAll("pre span.hl")) span.classList.remove("hl");
    }
    if (view.at > 0 && view.at - 1 >= r.openingMoves) {
      const p = ((view.at - 1) % 2) + 1, lines = view.byLine[p - 1];
      if (lines) {
        let k = 0;
        for (let i = r.openingMoves; i < view.at - 1; i++) if ((i % 2) + 1 === p) k++;
        const spans = [...$("stderr" + p).querySelectorAll("pre span")].filter((x) => x.textContent.trim() !== "");
        if (spans[k]) { spans[k].classList.add("hl"); within(spans[k].parentNode, spans[k]); }
      }
    }
  }

  // ---- self-check: every record's last position, replayed here, is its finalBoard

  function selfCheck() {
    let checked = 0;
    const bad = [];
    for (const g of DATA.games) {
      if (!g.record) continue;
      try {
        const last = replay(g, true)[0].cells;
        const expected = recordBoard(g.record.finalBoard);
        if (expected.length !== last.length || expected.some((v, i) => v !== last[i])) bad.push(g.key);
      } catch (e) {
        bad.push(g.key + " (" + e.message + ")");
      }
      checked++;
    }
    const p = $("selfcheck");
    p.dataset.checked = checked;
    p.dataset.mismatches = bad.length;
    p.textContent = bad.length === 0
      ? L("replayOk", checked)
      : "";
    if (bad.length) {
      $("warnings").append(el("p", { class: "warning", id: "replay-mismatch" },
        L("replayBad", bad.length, bad.join(", "))));
    }
  }

  // ---- wiring

  function step(d) { go(view.at + d); }
  function nextGame(d) {
    const visible = DATA.games.filter((g) => rows.get(g.key).style.display !== "none");
    const i = visible.findIndex((g) => g === view.game);
    const g = visible[i + d];
    if (g) open(g.key, null);
  }
  function hashParams() {
    const q = new URLSearchParams(location.hash.replace(/^#/, ""));
    return { game: q.get("game"), move: q.has("move") ? parseInt(q.get("move"), 10) : null, numbers: q.get("numbers") === "1" };
  }

  header();
  standings();
  cross();
  games();
  selfCheck();
  $("first").onclick = () => go(0);
  $("prev").onclick = () => step(-1);
  $("next").onclick = () => step(1);
  $("last").onclick = () => go(view.positions.length - 1);
  $("slider").oninput = (e) => go(+e.target.value);
  $("numbers").onchange = (e) => { view.numbers = e.target.checked; go(view.at); };
  document.addEventListener("keydown", (e) => {
    if (e.target.tagName === "INPUT" && e.target.type !== "range" && e.target.type !== "checkbox") return;
    const keys = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => go(0),
      End: () => go(view.positions.length - 1), ArrowUp: () => nextGame(-1), ArrowDown: () => nextGame(1),
      n: () => $("numbers").click(), N: () => $("numbers").click() };
    if (keys[e.key]) { keys[e.key](); e.preventDefault(); }
  });
  window.addEventListener("hashchange", () => {
    const h = hashParams();
    if (h.game) open(h.game, h.move);
  });
  const start = hashParams();
  if (start.numbers) { view.numbers = true; $("numbers").checked = true; }
  if (DATA.games.length) open(start.game && DATA.games.some((g) => g.key === start.game) ? start.game : DATA.games[0].key, start.move);
  else $("move-info").textContent = L("noGames");
})();
