# Hostile bot: exits at once without reading anything. Expected: it loses with Q.
import sys

sys.exit(3)
