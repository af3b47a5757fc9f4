const data = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(s => s.length).map(Number);
const n = data[0]; let s = 0;
for (let i = 1; i <= n; i++) s += data[i];
console.log(s);
