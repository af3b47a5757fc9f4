# A generator of several tests at once (Polygon's from-file): "multigen K" writes the files 1..K
# in its working folder, file j holding one integer, j * 100.
import sys

for j in range(1, int(sys.argv[1]) + 1):
    with open(str(j), "w") as f:
        f.write("1\n%d\n" % (j * 100))
