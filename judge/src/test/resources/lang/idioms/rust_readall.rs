use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut it = input.split_ascii_whitespace().map(|x| x.parse::<i64>().unwrap());
    let n = it.next().unwrap() as usize;
    let s: i64 = it.take(n).sum();
    let out = io::stdout();
    let mut out = io::BufWriter::new(out.lock());
    writeln!(out, "{}", s).unwrap();
}
