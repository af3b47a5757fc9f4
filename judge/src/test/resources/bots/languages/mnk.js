// A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
const [w, h] = (process.env.ARBITRE_BOARD || '20x20').split('x').map(Number);
const taken = new Array(w * h).fill(false);
let me = 0;
let left = w * h;
const pending = [];

function play() {
  let c;
  do c = Math.floor(Math.random() * w * h); while (taken[c]);
  taken[c] = true;
  left--;
  process.stdout.write(`${c % w + 1}\n${Math.floor(c / w) + 1}\n`);
}

// Each token as it comes: the end message (starting with F) ends the bot; a move of the
// opponent is answered at once while the board has room.
require('readline').createInterface({ input: process.stdin }).on('line', line => {
  for (const t of line.split(/\s+/).filter(s => s)) {
    if (t.startsWith('F')) process.exit(0);
    if (me === 0) {
      me = Number(t);
      if (me === 1) play();
      continue;
    }
    pending.push(Number(t));
    if (pending.length === 2) {
      const [x, y] = pending.splice(0);
      taken[(y - 1) * w + x - 1] = true;
      left--;
      if (left > 0) play();
    }
  }
}).on('close', () => process.exit(0));
