local s = string.rep("a", 256 << 20)
print(#s)
