<?php
// A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
[$w, $h] = array_map('intval', explode('x', getenv('ARBITRE_BOARD') ?: '20x20'));
$tokens = [];

// The next integer; exits at the end message (a token starting with F) or the end of input.
function next_int(array &$tokens): int {
  while (!$tokens) {
    $line = fgets(STDIN);
    if ($line === false) exit(0);
    $tokens = preg_split('/\s+/', trim($line), -1, PREG_SPLIT_NO_EMPTY);
  }
  $t = array_shift($tokens);
  if ($t[0] === 'F') exit(0);
  return (int) $t;
}

$taken = array_fill(0, $w * $h, false);
$turn = next_int($tokens) === 1;
for ($left = $w * $h; $left > 0; $left--) {
  if ($turn) {
    do $c = random_int(0, $w * $h - 1); while ($taken[$c]);
    $taken[$c] = true;
    echo ($c % $w + 1), "\n", (intdiv($c, $w) + 1), "\n";
    fflush(STDOUT);
  } else {
    $x = next_int($tokens);
    $y = next_int($tokens);
    $taken[($y - 1) * $w + $x - 1] = true;
  }
  $turn = !$turn;
}
next_int($tokens);
