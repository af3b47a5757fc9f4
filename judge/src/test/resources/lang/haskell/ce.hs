main :: IO ()
main = print x
