# Hostile bot: closes its stdin at once and sleeps. Expected: it loses with P (broken pipe when the
# referee writes its number, while the process lives).
import os, time

os.close(0)
time.sleep(60)
