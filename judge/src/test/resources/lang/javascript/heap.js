// Keeps 1.6 GB of arrays in V8's heap: more than any limit leaves it.
const parts = [];
for (let i = 0; i < 200; i++) parts.push(new Array(1024 * 1024).fill(i));
console.log(parts.length);
