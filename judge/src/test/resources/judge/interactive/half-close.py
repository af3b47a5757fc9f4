# Says hello, closes its stdout (the validator reads end of file while this program runs on),
# then reads the validator's answer to end of file.
import os, sys
sys.stdout.write("hello\n")
sys.stdout.flush()
os.close(1)  # sys.stdout.close() would leave the file descriptor open
sys.exit(0 if sys.stdin.read() == "bye\n" else 1)
