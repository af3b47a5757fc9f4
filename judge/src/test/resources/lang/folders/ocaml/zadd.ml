let add a b = a + b
