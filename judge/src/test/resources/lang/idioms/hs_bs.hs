{-# LANGUAGE BangPatterns #-}
module Main where
import qualified Data.ByteString.Char8 as B
import qualified Data.Map.Strict as M
import Data.IORef
import Data.Maybe (fromJust)

main :: IO ()
main = do
  s <- B.getContents
  let (n:xs) = map (fst . fromJust . B.readInt) (B.words s)
  ref <- newIORef (0 :: Int)
  mapM_ (\x -> modifyIORef' ref (+x)) (take n xs)
  r <- readIORef ref
  let m = M.fromList [(1 :: Int, r)]
  print (m M.! 1)
