# The main solution of the "guess" Polygon package: binary search.
lo, hi = 1, int(input())
while lo < hi:
    mid = (lo + hi) // 2
    print("?", mid, flush=True)
    r = input().strip()
    if r == "=":
        lo = hi = mid
    elif r == "<":
        hi = mid - 1
    else:
        lo = mid + 1
print("!", lo, flush=True)
