// Sums two numbers after making 60 MB of garbage, 1 MB at a time, beside 10 MB of live arrays:
// V8 collects it within the heap Node is given.
const live = [];
for (let i = 0; i < 10; i++) live.push(new Array(128 * 1024).fill(i));
let sink;
for (let i = 0; i < 60; i++) sink = new Array(128 * 1024).fill(i);
const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\s+/).map(Number);
console.log(a + b + live.length - 10 + sink.length - 128 * 1024);
