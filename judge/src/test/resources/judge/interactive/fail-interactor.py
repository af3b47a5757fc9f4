# A faulty interactor: testlib's FAIL (exit 3) (IE).
import sys
sys.stderr.write("FAIL broken test\n")
sys.exit(3)
