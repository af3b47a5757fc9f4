<?php
ini_set('memory_limit', '-1');
$s = str_repeat("a", 256 << 20);
echo $s[12345], "\n";
