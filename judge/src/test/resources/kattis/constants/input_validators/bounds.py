# Both numbers within [-{{max_value}}, {{max_value}}]; with --bound B the data says the same bound.
# ({{unknown}} is no constant of the package and stays as it is.)
import sys

MAX = {{max_value}}
args = sys.argv[1:]
if "--bound" in args and int(args[args.index("--bound") + 1]) != MAX:
    sys.exit(43)
words = sys.stdin.read().split()
ok = len(words) == 2 and all(-MAX <= int(w) <= MAX for w in words)
sys.exit(42 if ok and "{{unknown}}".startswith("{{") else 43)
