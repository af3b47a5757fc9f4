const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
let first = true, s = 0;
rl.on('line', (line) => {
  if (first) { first = false; return; }
  line.trim().split(/\s+/).forEach(x => { if (x) s += Number(x); });
});
rl.on('close', () => { console.log(s); });
