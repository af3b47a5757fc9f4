# A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
$stdout.sync = true
w, h = (ENV['ARBITRE_BOARD'] || '20x20').split('x').map(&:to_i)
$tokens = []

# The next integer; exits at the end message (a token starting with F) or the end of input.
def next_int
  while $tokens.empty?
    line = $stdin.gets or exit 0
    $tokens.concat(line.split)
  end
  t = $tokens.shift
  exit 0 if t.start_with?('F')
  t.to_i
end

taken = Array.new(w * h, false)
turn = next_int == 1
(w * h).times do
  if turn
    c = rand(w * h)
    c = rand(w * h) while taken[c]
    taken[c] = true
    puts c % w + 1, c / w + 1
  else
    x = next_int
    y = next_int
    taken[(y - 1) * w + x - 1] = true
  end
  turn = !turn
end
next_int
