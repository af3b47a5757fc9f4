#!/usr/bin/env python3
"""Heap figures of Java bots from their GC logs (-Xlog:gc+heap=info,gc+heap+exit:file=DIR/x-%p.txt,
SerialGC): the peak, as the judge reads it (the largest heap use seen before a collection or at
exit, garbage included), and the largest live heap (heap use right after a collection).
Usage: gc-heap.py LOG...      prints one line for all the logs together (games = logs)"""
import re, sys

young = re.compile(r"GC\((\d+)\) DefNew: (\d+)K\(\d+K\)->(\d+)K")
old = re.compile(r"GC\((\d+)\) Tenured: (\d+)K\(\d+K\)->(\d+)K")
exit_used = re.compile(r"(?:def new generation|tenured generation)\s+total \d+K, used (\d+)K")
peak = live = 0; gcs = 0; logs = 0
for path in sys.argv[1:]:
    logs += 1
    before = {}; after = {}; at_exit = 0
    for line in open(path):
        for pat in (young, old):
            m = pat.search(line)
            if m:
                n = int(m.group(1))
                before[n] = before.get(n, 0) + int(m.group(2))
                after[n] = after.get(n, 0) + int(m.group(3))
        m = exit_used.search(line)
        if m: at_exit += int(m.group(1))
    gcs += len(before)
    peak = max([peak, at_exit] + list(before.values()))
    live = max([live] + list(after.values()))
print("%d logs, %d collections: peak heap %d KiB (%.1f MiB, before a collection or at exit), "
      "largest heap after a collection %d KiB (%.1f MiB)" % (logs, gcs, peak, peak / 1024.0, live, live / 1024.0))
