const parts = [];
for (let i = 0; i < 64; i++) parts.push(Buffer.alloc(4 << 20, i + 1));
console.log(parts.length);
