i = 0
loop { i += 1 }
