# Connects to the loopback server the test listens on (the port is the first argument).
# Expected: AC with "refused" (no network in the sandbox, not even the host's loopback);
# exit code 3 (RE) if the connection was made.
import socket
import sys

try:
    socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=1).close()
    print("connected")
    sys.exit(3)
except OSError as e:
    print("refused", e)
