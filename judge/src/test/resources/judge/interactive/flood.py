# Wrong: floods the interactor with garbage and never reads (the interactor rejects it: PE).
import sys
while True:
    sys.stdout.write("spam " * 1000 + "\n")
