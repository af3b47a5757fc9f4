"""The helper module of a two-file submission: solution.py imports it."""


def add(a, b):
    """The sum of two integers."""
    return sum((a, b))
