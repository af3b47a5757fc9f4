// The board of a match page and of the play page: a table of cells drawn from the server's
// row-major cells ("." empty, "X" player 1, "O" player 2). In push, each line can be entered
// from its two ends: the play page gets arrows around the board (docs/rules.md, The push game).
"use strict";
window.ArbitreBoard = (function () {
  function cell(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text) { e.textContent = text; }
    return e;
  }

  function arrow(text, move, onMove) {
    const td = cell("td", "edge");
    if (onMove) {
      const b = cell("button", "arrow", text);
      b.type = "button";
      b.dataset.move = move;
      b.title = move;
      b.addEventListener("click", () => onMove(move));
      td.append(b);
    }
    return td;
  }

  /**
   * Draws into box: game ("mnk" or "push"), width, height, cells; opts.last: the last move's text
   * (highlighted in mnk); opts.onMove(text): clicking plays (an empty cell in mnk, an arrow in push).
   */
  function draw(box, game, w, h, cells, opts) {
    opts = opts || {};
    const push = game === "push";
    const onMove = opts.onMove;
    const table = cell("table", "board" + (onMove ? " playable" : ""));
    table.id = "board-table";
    let last = null;
    if (!push && opts.last) {
      const p = opts.last.trim().split(/\s+/);
      last = [Number(p[0]), Number(p[1])];
    }
    if (push) {
      const top = cell("tr");
      top.append(cell("td", "edge"));
      for (let x = 1; x <= w; x++) { top.append(arrow("↓", x + "H", onMove)); }
      top.append(cell("td", "edge"));
      table.append(top);
    }
    for (let y = 1; y <= h; y++) {
      const tr = cell("tr");
      if (push) { tr.append(arrow("→", y + "G", onMove)); }
      for (let x = 1; x <= w; x++) {
        const c = cells.charAt((y - 1) * w + (x - 1));
        const td = cell("td", c === "X" ? "x" : c === "O" ? "o" : "e");
        td.dataset.x = x;
        td.dataset.y = y;
        if (last && last[0] === x && last[1] === y) { td.classList.add("last"); }
        if (!push && onMove && c === ".") {
          td.classList.add("free");
          td.addEventListener("click", () => onMove(x + " " + y));
        }
        td.append(cell("span", "stone"));
        tr.append(td);
      }
      if (push) { tr.append(arrow("←", y + "D", onMove)); }
      table.append(tr);
    }
    if (push) {
      const bottom = cell("tr");
      bottom.append(cell("td", "edge"));
      for (let x = 1; x <= w; x++) { bottom.append(arrow("↑", x + "B", onMove)); }
      bottom.append(cell("td", "edge"));
      table.append(bottom);
    }
    box.replaceChildren(table);
  }

  return { draw: draw };
})();
