<?php
[$a, $b] = array_map('intval', preg_split('/\s+/', trim(stream_get_contents(STDIN))));
echo intdiv($a, $b - 4), "\n";
