use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let k: usize = s.split_whitespace().map(|t| t.parse::<usize>().unwrap()).sum();
    let mut v = vec![0u8; k * (36 << 20)];
    for i in 0..v.len() {
        v[i] = (i % 251) as u8;
    }
    println!("{}", v[v.len() / 2]);
}
