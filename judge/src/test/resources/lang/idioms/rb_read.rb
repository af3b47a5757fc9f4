a = STDIN.read.split.map(&:to_i)
n = a.shift
puts a.take(n).sum
