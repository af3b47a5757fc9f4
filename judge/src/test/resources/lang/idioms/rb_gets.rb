n = gets.to_i
s = 0
while line = gets
  s += line.split.map(&:to_i).sum
end
puts s
