mod add;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_line(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", add::add(v[0], v[1]));
}
