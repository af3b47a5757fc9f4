import sys

# stdin: n; numbers.txt (from the case's .files): n numbers from 1 to MAX.
# Arguments: --max MAX (input_validator_args), then the case's args: times K.
args = sys.argv[1:]
if len(args) != 4 or args[0] != "--max" or args[2] != "times":
    print(f"expected --max MAX times K, got {args}", file=sys.stderr)
    sys.exit(43)
n = int(sys.stdin.read())
try:
    numbers = open("numbers.txt").read().split()
except FileNotFoundError:
    print("no numbers.txt in the working folder", file=sys.stderr)
    sys.exit(43)
if len(numbers) != n or any(not 1 <= int(x) <= int(args[1]) for x in numbers):
    print(f"numbers.txt does not hold {n} numbers from 1 to {args[1]}", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
