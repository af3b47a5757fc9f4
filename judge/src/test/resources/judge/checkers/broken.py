# A checker that fails (exit 5, which testlib never uses; 7 is its points): the verdict must be IE, the judge's fault, not the solution's.
import sys
sys.stderr.write("checker crashed on purpose\n")
sys.exit(5)
