# Meant to be slow, but wrong when the numbers are equal: DOMjudge's annotation says either is fine.
# @EXPECTED_RESULTS@: TIME_LIMIT_EXCEEDED, WRONG_ANSWER
a, b = map(int, input().split())
print(abs(a - b) if a != b else 1)
