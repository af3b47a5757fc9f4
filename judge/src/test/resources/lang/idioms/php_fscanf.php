<?php
fscanf(STDIN, "%d", $n);
$s = 0;
$all = explode(' ', str_replace("\n", ' ', stream_get_contents(STDIN)));
foreach ($all as $x) { if ($x !== '') $s += (int)$x; }
printf("%d\n", $s);
