local add = dofile(arg[0]:match("^(.*/)") .. "add.lua")
local a, b = io.read("n", "n")
print(math.tointeger(add(a, b)))
