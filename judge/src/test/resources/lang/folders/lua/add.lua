return function(a, b) return a + b end
