use std::io::{self, BufRead};

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let n: usize = lines.next().unwrap().unwrap().trim().parse().unwrap();
    let mut s: i64 = 0;
    let mut count = 0;
    for line in lines {
        for w in line.unwrap().split_whitespace() {
            if count < n { s += w.parse::<i64>().unwrap(); count += 1; }
        }
    }
    println!("{}", s);
}
