// A random m,n,k bot (docs/rules.md, section 1): the board from ARBITRE_BOARD, moves as tokens.
use std::io::{self, BufRead, Write};
use std::time::{SystemTime, UNIX_EPOCH};

/// The next integer; exits at the end message (a token starting with F) or the end of input.
fn next(tokens: &mut Vec<String>) -> usize {
    while tokens.is_empty() {
        let mut line = String::new();
        if io::stdin().lock().read_line(&mut line).unwrap_or(0) == 0 {
            std::process::exit(0);
        }
        tokens.extend(line.split_whitespace().rev().map(String::from));
    }
    let t = tokens.pop().unwrap();
    if t.starts_with('F') {
        std::process::exit(0);
    }
    t.parse().unwrap()
}

fn main() {
    let board = std::env::var("ARBITRE_BOARD").unwrap_or_else(|_| "20x20".to_string());
    let mut wh = board.split('x').map(|s| s.parse::<usize>().unwrap());
    let (w, h) = (wh.next().unwrap(), wh.next().unwrap());
    let mut seed = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos() as u64 | 1;
    let mut taken = vec![false; w * h];
    let mut tokens = Vec::new();
    let mut turn = next(&mut tokens) == 1;
    for _ in 0..w * h {
        if turn {
            let mut c;
            loop {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                c = (seed % (w * h) as u64) as usize;
                if !taken[c] {
                    break;
                }
            }
            taken[c] = true;
            let mut out = io::stdout().lock();
            writeln!(out, "{}\n{}", c % w + 1, c / w + 1).unwrap();
            out.flush().unwrap();
        } else {
            let x = next(&mut tokens);
            let y = next(&mut tokens);
            taken[(y - 1) * w + x - 1] = true;
        }
        turn = !turn;
    }
    next(&mut tokens);
}
