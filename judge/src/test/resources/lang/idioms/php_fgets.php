<?php
$n = intval(trim(fgets(STDIN)));
$s = 0;
while (($line = fgets(STDIN)) !== false) {
    foreach (preg_split('/\s+/', trim($line)) as $w) if ($w !== '') $s += intval($w);
}
echo $s . PHP_EOL;
