local first = true
local s = 0
for line in io.lines() do
  if first then first = false else
    for w in line:gmatch("%S+") do s = s + tonumber(w) end
  end
end
print(math.tointeger(s) or s)
