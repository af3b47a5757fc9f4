import qualified Data.IntMap.Strict as M

main :: IO ()
main = do
  let m = M.fromList [(i, i) | i <- [1 .. 20000000 :: Int]]
  print (M.size m)
