# Leaves at once, before the validator's first line, without a word.
