// A match's page: while the match waits or plays, its moves and board as they come (polled from
// /matches/ID/live); when it is over, the page's body is read again from the server and becomes
// the replay (the status line stays in place): the board step by step (from /matches/ID/steps)
// with the buttons, the arrow keys, or a click on a move of the list.
"use strict";
(function () {
  const root = document.getElementById("match");
  if (!root) { return; }
  const id = root.dataset.match;
  const $ = (x) => document.getElementById(x);

  function replay() {
    fetch("/matches/" + id + "/steps", { credentials: "same-origin" }).then((r) => r.json()).then((d) => {
      let at = d.cells.length - 1;
      const rows = Array.from(document.querySelectorAll("#moves tr.move-row"));
      function go(n) {
        at = Math.max(0, Math.min(d.cells.length - 1, n));
        ArbitreBoard.draw($("board"), d.game, d.width, d.height, d.cells[at], { last: at > 0 ? d.moves[at - 1] : null });
        $("at").textContent = at + " / " + (d.cells.length - 1);
        rows.forEach((r) => r.classList.toggle("current", Number(r.dataset.n) === at));
      }
      $("first").addEventListener("click", () => go(0));
      $("prev").addEventListener("click", () => go(at - 1));
      $("next").addEventListener("click", () => go(at + 1));
      $("last").addEventListener("click", () => go(d.cells.length - 1));
      rows.forEach((r) => r.addEventListener("click", () => go(Number(r.dataset.n))));
      document.addEventListener("keydown", (e) => {
        if (e.key === "ArrowLeft") { go(at - 1); } else if (e.key === "ArrowRight") { go(at + 1); }
      });
      go(at);
    });
  }

  /** The match is over: the body of its page as the server renders it now, then the status line. */
  async function over(d) {
    const r = await fetch("/matches/" + id, { credentials: "same-origin" });
    const page = new DOMParser().parseFromString(await r.text(), "text/html");
    $("match-body").replaceChildren(...page.getElementById("match-body").childNodes);
    $("count").textContent = d.count;
    $("status").textContent = word(d.status);
    if (d.status === "done") { replay(); }
  }

  /** A status in the page's language (the words are on the page's main element). */
  function word(s) {
    return root.dataset["word" + s.charAt(0).toUpperCase() + s.slice(1)] || s;
  }

  const status = root.dataset.status;
  if (status === "done") { replay(); return; }
  $("controls").hidden = true;
  if (status === "failed") { return; }
  let after = 0;
  async function poll() {
    try {
      const r = await fetch("/matches/" + id + "/live?after=" + after, { credentials: "same-origin" });
      const d = await r.json();
      if (d.status === "done" || d.status === "failed") { await over(d); return; }
      $("status").textContent = word(d.status);
      $("count").textContent = d.count;
      let last = null;
      for (const m of d.moves) {
        $("live-moves").textContent += (m.n > 1 ? " · " : "") + m.n + ". " + m.move;
        after = m.n;
        last = m.move;
      }
      ArbitreBoard.draw($("board"), d.game, d.width, d.height, d.cells, { last: last });
    } catch (e) { /* the server restarts: try again */ }
    setTimeout(poll, 500);
  }
  poll();
})();
