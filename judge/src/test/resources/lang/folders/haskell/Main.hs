import Add (add)

main :: IO ()
main = do
  [a, b] <- map read . words <$> getLine
  print (add a b)
