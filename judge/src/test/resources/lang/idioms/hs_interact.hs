main :: IO ()
main = interact $ \s -> let (n:xs) = map read (words s) :: [Int] in show (sum (take n xs)) ++ "\n"
