let input = '';
process.stdin.on('data', c => input += c);
process.stdin.on('end', () => {
  const a = input.split(/\s+/).filter(Boolean).map(Number);
  let s = 0; for (let i = 1; i <= a[0]; i++) s += a[i];
  process.stdout.write(s + '\n');
});
