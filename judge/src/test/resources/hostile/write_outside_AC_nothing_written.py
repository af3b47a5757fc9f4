# Tries to write a file into every folder given as an argument (the test's folder outside the
# sandbox, $HOME, the program's build, /tmp) and reports which writes the system refused.
# Expected: AC (exit 0); the test checks that no file appeared outside the run's scratch folder.
import os
import sys

for folder in sys.argv[1:] + [os.path.expanduser("~"), os.path.dirname(os.path.abspath(__file__)), "/tmp"]:
    path = os.path.join(folder, "escaped.txt")
    try:
        with open(path, "w") as f:
            f.write("written from inside the sandbox\n")
        print("wrote", path)
    except OSError as e:
        print("refused", path, e.strerror)
