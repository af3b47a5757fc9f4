# Prints which variables that change a runtime's behaviour it was given, or none.
import os

names = [k for k in ("PYTHONUNBUFFERED", "JAVA_TOOL_OPTIONS", "NODE_OPTIONS", "GOGC", "LUA_INIT") if k in os.environ]
print(" ".join(names) or "none")
print(os.environ.get("ARBITRE_KEPT", "lost"))
