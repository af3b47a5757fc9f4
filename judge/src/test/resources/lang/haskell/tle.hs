loop :: Int -> Int
loop i = if i < 0 then i else loop (i + 1)

main :: IO ()
main = print (loop 0)
