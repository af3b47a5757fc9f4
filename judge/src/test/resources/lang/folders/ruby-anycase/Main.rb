require_relative "adder"
a, b = STDIN.read.split.map(&:to_i)
puts add(a, b)
