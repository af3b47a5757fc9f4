# A checker that fails (exit 7): the verdict must be IE, the judge's fault, not the solution's.
import sys
sys.stderr.write("checker crashed on purpose\n")
sys.exit(7)
