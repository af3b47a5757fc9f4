local n = io.read("n")
local s = 0
for i = 1, n do s = s + io.read("n") end
print(s)
