-- A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
import qualified Data.Set as Set
import Data.Time.Clock.POSIX (getPOSIXTime)
import System.Environment (lookupEnv)
import System.Exit (exitSuccess)
import System.IO

-- The game from its tokens: exits at the end message (a token starting with F) or the end of input.
play :: Int -> Int -> Int -> Bool -> Set.Set Int -> [String] -> IO ()
play w h seed turn taken tokens
  | Set.size taken == w * h = length (take 1 tokens) `seq` exitSuccess -- the end message
  | turn = do
      let (c, seed') = pick seed
      putStr (show (c `mod` w + 1) ++ "\n" ++ show (c `div` w + 1) ++ "\n")
      hFlush stdout
      play w h seed' False (Set.insert c taken) tokens
  | otherwise = case tokens of
      (x : y : rest) | not (ended x) && not (ended y) ->
        play w h seed True (Set.insert ((read y - 1) * w + read x - 1) taken) rest
      _ -> exitSuccess
  where
    ended t = take 1 t == "F"
    pick s = let s' = s * 6364136223846793005 + 1442695040888963407 -- wraps around: a 64-bit LCG
                 c = (s' `div` 65536) `mod` (w * h)
             in if Set.member c taken then pick s' else (c, s')

main :: IO ()
main = do
  board <- maybe "20x20" id <$> lookupEnv "ARBITRE_BOARD"
  let (ws, hs) = break (== 'x') board
  seed <- round . (* 1000000) <$> getPOSIXTime
  tokens <- words <$> getContents
  case tokens of
    (me : rest) | take 1 me /= "F" -> play (read ws) (read (drop 1 hs)) seed (me == "1") Set.empty rest
    _ -> return ()
