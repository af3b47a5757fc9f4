# Wrong: dies at once (RE).
import sys
sys.exit(7)
