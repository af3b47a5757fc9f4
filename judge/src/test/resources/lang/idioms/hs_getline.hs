import Control.Monad
main = do
  n <- readLn :: IO Int
  rest <- getContents
  let xs = map read (words rest) :: [Integer]
  print $ sum (take n xs)
