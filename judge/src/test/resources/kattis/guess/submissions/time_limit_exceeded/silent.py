# Wrong: reads n, then waits for a reply to a question it never asks (deadlock: TLE by the wall limit).
n = int(input())
input()
