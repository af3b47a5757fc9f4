// Playing a bot in the browser: the board from the match's live view (polled), a click sends the
// move (POST /play/ID/move) when it is the member's turn; when the game is over, a link to its
// match page (the replay and the result in words).
"use strict";
(function () {
  const root = document.getElementById("play");
  if (!root) { return; }
  const id = root.dataset.match;
  const side = Number(root.dataset.side);
  const $ = (x) => document.getElementById(x);
  let after = 0;
  let count = 0;
  let sent = false;
  let last = null;
  let data = null;
  let shown = null;

  function say(text) { $("play-status").textContent = text; }

  function myTurn(d) {
    return (d.status === "running" || d.status === "queued") && !sent && d.count % 2 === side - 1;
  }

  // The board is drawn again only when what it shows changes: a redraw between the press and the
  // release of a click (a poll every 300 ms) would lose the member's move.
  function draw(d) {
    const mine = myTurn(d);
    const key = JSON.stringify([d.status, d.count, d.cells, d.note, mine, last]);
    if (key === shown) { return; }
    shown = key;
    ArbitreBoard.draw($("board"), d.game, d.width, d.height, d.cells, { last: last, onMove: mine ? send : null });
    if (d.status === "done") { say(root.dataset.over); }
    else if (d.status === "failed") { say(root.dataset.failed + (d.note ? " " + d.note : "")); }
    else if (d.status === "queued" && !mine) { say(root.dataset.waiting); }
    else { say(mine ? root.dataset.yourTurn : root.dataset.botTurn); }
  }

  async function send(move) {
    if (sent) { return; }
    sent = true;
    $("play-error").hidden = true;
    if (data) { draw(data); }
    try {
      const body = new URLSearchParams({ _csrf: root.dataset.csrf, move: move });
      const r = await fetch("/play/" + id + "/move", { method: "POST", body: body, credentials: "same-origin" });
      const d = await r.json();
      if (!d.ok) {
        sent = false;
        $("play-error").textContent = d.error;
        $("play-error").hidden = false;
        if (data) { draw(data); }
      }
    } catch (e) {
      sent = false;
    }
  }

  async function poll() {
    try {
      const r = await fetch("/matches/" + id + "/live?after=" + after, { credentials: "same-origin" });
      const d = await r.json();
      for (const m of d.moves) {
        $("live-moves").textContent += (m.n > 1 ? " · " : "") + m.n + ". " + m.move;
        after = m.n;
        last = m.move;
      }
      if (d.count !== count) { sent = false; count = d.count; }
      data = d;
      draw(d);
      if (d.status === "done" || d.status === "failed") {
        $("replay-link").hidden = false;
        return;
      }
    } catch (e) { /* the server restarts: try again */ }
    setTimeout(poll, 300);
  }
  poll();
})();
