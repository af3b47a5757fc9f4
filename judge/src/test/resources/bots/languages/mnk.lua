-- A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
local w, h = (os.getenv("ARBITRE_BOARD") or "20x20"):match("(%d+)x(%d+)")
w, h = tonumber(w), tonumber(h)
local tokens = {}

-- The next integer; exits at the end message (a token starting with F) or the end of input.
local function next_int()
  while #tokens == 0 do
    local line = io.read("l")
    if not line then os.exit(0) end
    for t in line:gmatch("%S+") do tokens[#tokens + 1] = t end
  end
  local t = table.remove(tokens, 1)
  if t:sub(1, 1) == "F" then os.exit(0) end
  return tonumber(t)
end

local taken = {}
local turn = next_int() == 1
for _ = 1, w * h do
  if turn then
    local c
    repeat c = math.random(0, w * h - 1) until not taken[c]
    taken[c] = true
    io.write(c % w + 1, "\n", c // w + 1, "\n")
    io.stdout:flush()
  else
    local x = next_int()
    local y = next_int()
    taken[(y - 1) * w + x - 1] = true
  end
  turn = not turn
end
next_int()
