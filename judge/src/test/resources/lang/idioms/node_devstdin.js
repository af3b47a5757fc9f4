const fs = require('fs');
const lines = fs.readFileSync('/dev/stdin').toString().trim().split('\n');
const n = parseInt(lines[0]);
let s = 0;
for (const l of lines.slice(1)) for (const x of l.split(' ')) if (x) s += parseInt(x);
console.log(s);
