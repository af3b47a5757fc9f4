const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\s+/).map(Number);
if (b - 4 === 0) throw new RangeError("division by zero");
console.log(a / (b - 4));
