// The match page, live: polls /matches/ID/live every half second and fills in the status, the
// board and the moves until the match is done (then shows the replay's link) or failed.
// The match's id is the script element's data-match attribute.
"use strict";
const id = document.currentScript.dataset.match;
let after = 0;
const $ = (x) => document.getElementById(x);
async function poll() {
  try {
    const r = await fetch("/matches/" + id + "/live?after=" + after, {credentials: "same-origin"});
    const d = await r.json();
    $("status").textContent = d.status;
    $("count").textContent = d.count;
    $("board").textContent = d.board;
    if (d.note) { $("note").textContent = d.note; }
    for (const m of d.moves) { $("moves").textContent += (m.n > 1 ? " · " : "") + m.n + ". " + m.move; after = m.n; }
    if (d.result) { $("result").textContent = "result " + d.result.code + (d.result.detail ? " (" + d.result.detail + ")" : ""); }
    if (d.status === "done") { $("replay").hidden = false; return; }
    if (d.status === "failed") { return; }
  } catch (e) { /* the server restarts: try again */ }
  setTimeout(poll, 500);
}
poll();
