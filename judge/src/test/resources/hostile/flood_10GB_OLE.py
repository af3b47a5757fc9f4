# Tries to write 10 GB: stopped at the 64 MiB output cap (OLE), long before.
import sys
chunk = "x" * (1 << 20)
for _ in range(10 * 1024):
    sys.stdout.write(chunk)
