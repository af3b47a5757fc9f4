fun add(a: Int, b: Int) = a + b
